// `doctor` and `inspect`: the engine's environment, and a model file run eagerly.
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace ks::cli {

int doctor(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Starts the engine, prints the environment it reports, and exits 0 when "
                       "the engine is healthy (3 when it is not)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("doctor"), QStringLiteral("The subcommand."));
    parser.process(arguments);
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        api.environment(nullptr, [&, finish](const Reply<EngineEnvironment>& r) {
            if (!r.ok()) {
                err() << "kernel-studio: environment failed: " << r.error.describe() << Qt::endl;
                finish(kExitEngineFailure);
                return;
            }
            // An engine whose Inductor adapter was not written for the installed torch
            // starts, but its exports cannot be trusted: not healthy.
            const EngineInfo& info = r.value->info;
            if (parser.isSet(opts.json)) {
                out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
            } else {
                out() << "Kernel Studio doctor\n"
                      << QStringLiteral("%1 : %2\n")
                             .arg(QStringLiteral("command").leftJustified(9),
                                  api.client().options().command.toString())
                      << r.value->toText() << "\n"
                      << QStringLiteral("%1 : %2\n")
                             .arg(QStringLiteral("status").leftJustified(9),
                                  info.inductorSupported
                                      ? QStringLiteral("healthy")
                                      : QStringLiteral("not healthy: ") + info.inductorMessage);
            }
            out().flush();
            finish(info.inductorSupported ? kExitOk : kExitEngineFailure);
        });
    });
}

int inspect(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Loads a model file (Model, get_inputs(), get_init_inputs(), optional "
                       "dynamic_shapes()) in the engine, runs it eagerly and prints its inputs, "
                       "outputs and dynamic dims. Exit 0 ok, 2 bad model file, 3 engine failure."));
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
        api.inspectModel(
            model.absoluteFilePath(), nullptr, [&, finish](const Reply<ModelInspection>& r) {
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
    });
}

} // namespace ks::cli
