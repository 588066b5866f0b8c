// `doctor` and `inspect`: the engine's environment, and a model file run eagerly.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "ks/BuildInfo.h"
#include "torchlib/TorchLibrary.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace ks::cli {

int doctor(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Starts the engine, prints the environment it reports, and exits 0 when "
                       "the engine is healthy (3 when it is not). With a PROJECT, also prints "
                       "where its code stands (as `status`; staleness does not change the exit "
                       "code)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("doctor"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"),
                                 QStringLiteral("A project folder to report on (optional)."),
                                 QStringLiteral("[PROJECT]"));
    parser.process(arguments);
    QString folder;
    if (parser.positionalArguments().size() > 2 ||
        (parser.positionalArguments().size() == 2 &&
         !checkProjectFolder(QStringLiteral("doctor"), parser.positionalArguments().at(1),
                             &folder)))
        return kExitBadInput;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        api.environment(nullptr, [&, finish](const Reply<EngineEnvironment>& r) {
            if (!r.ok()) {
                err() << "kernel-studio: environment failed: " << r.error.describe() << Qt::endl;
                finish(kExitEngineFailure);
                return;
            }
            // An engine whose Inductor adapter was not written for the installed torch
            // starts, but its exports cannot be trusted: not healthy. An untested newer
            // series is healthy once its self-test (run by `environment`) passed.
            const EngineInfo& info = r.value->info;
            const bool healthy =
                info.inductorSupported || (info.inductorState == QLatin1String("untested") &&
                                           info.selfTestPassed.value_or(false));
            const int code = healthy ? kExitOk : kExitEngineFailure;
            const QString status =
                info.inductorSupported ? QStringLiteral("healthy")
                : healthy ? QStringLiteral("healthy (torch %1 untested, self-test passed)")
                                .arg(info.inductorSeries)
                          : QStringLiteral("not healthy: ") + info.inductorMessage;
            const bool json = parser.isSet(opts.json);
            // The app's own libtorch (tensor files of a failed verify): the engine's torch when
            // it is a local python. Not part of health: a remote engine leaves it to the user.
            TorchLibrary::setEngineCommand(api.client().options().command);
            QString torchWhy;
            const bool torchLoaded = TorchLibrary::reader(&torchWhy) != nullptr;
            const QString libtorch =
                torchLoaded
                    ? QStringLiteral("%1 from %2 (tensor files can be read)")
                          .arg(QString::fromLatin1(build::kTorchVersion),
                               TorchLibrary::loadedFrom())
                    : QStringLiteral("not loaded, tensor files cannot be read: ") + torchWhy;
            auto print = [&api, envText = r.value->toText(), status, json, libtorch,
                          env = r.value->json](const QJsonObject& project,
                                               const QString& projectText) {
                if (json) {
                    QJsonObject o = env;
                    if (!project.isEmpty())
                        o.insert(QStringLiteral("project"), project);
                    out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
                } else {
                    out() << "Kernel Studio doctor\n"
                          << QStringLiteral("%1 : %2\n")
                                 .arg(QStringLiteral("command").leftJustified(9),
                                      api.client().options().command.toString())
                          << envText << "\n"
                          << QStringLiteral("%1 : %2\n")
                                 .arg(QStringLiteral("libtorch").leftJustified(9), libtorch)
                          << QStringLiteral("%1 : %2\n")
                                 .arg(QStringLiteral("status").leftJustified(9), status);
                    if (!projectText.isEmpty())
                        out() << "\n" << projectText;
                }
                out().flush();
            };
            if (folder.isEmpty()) {
                print({}, {});
                return finish(code);
            }
            projectStatusReport(
                api, folder,
                [print, code, finish](int state, const QJsonObject& project, const QString& text) {
                    print(project, text);
                    finish(state == kExitOk || state == kExitMismatch ? code : state);
                });
        });
    });
}

int inspect(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Loads a model file (Model, get_inputs(), get_init_inputs(), optional "
        "dynamic_shapes()) in the engine, runs it eagerly and prints its inputs, "
        "outputs and dynamic dims. Exit 0 ok, 2 bad model file, 3 engine failure, 130 "
        "cancelled (Ctrl+C)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("inspect"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("MODEL.py"), QStringLiteral("The model file."));
    if (!expectPositionals(parser, arguments, 2, QStringLiteral("one model file")))
        return kExitBadInput;
    const QString given = parser.positionalArguments()[1];
    const QFileInfo model(given);
    if (!model.isFile()) {
        err() << "kernel-studio inspect: " << given << ": no such file" << Qt::endl;
        return kExitBadInput;
    }
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id = api.inspectModel(
            model.absoluteFilePath(), nullptr, [&, finish](const Reply<ModelInspection>& r) {
                if (r.cancelled()) {
                    err() << "kernel-studio inspect: cancelled" << Qt::endl;
                    finish(kExitInterrupted);
                    return;
                }
                if (!r.ok()) {
                    err() << "kernel-studio: " << model.filePath() << ": " << r.error.describe()
                          << Qt::endl;
                    finish(r.error.code == rpc::kMethodFailed ? kExitBadInput : kExitEngineFailure);
                    return;
                }
                if (parser.isSet(opts.json))
                    out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
                else
                    out() << r.value->toText() << "\n";
                out().flush();
                finish(kExitOk);
            });
        // The model runs in the engine's job worker: Ctrl+C cancels it there.
        cancelOnInterrupt(api, id, QStringLiteral("inspect"));
    });
}

} // namespace ks::cli
