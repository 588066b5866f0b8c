// `import`: a torch.compiler.precompile artifact to a project folder.
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace ks::cli {

int importArtifact(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports a torch.compiler.precompile artifact (torch >= 2.15, inference, static "
        "shapes) as a new project: its Inductor kernels cleaned into the working module "
        "(generation 1), the graph of MODEL.py's model exported again at the artifact's input "
        "shapes, the artifact kept in DIR/artifact/. Then verify and regenerate it as any "
        "project. Exit 0 ok, 2 bad input (not an artifact, a training-step artifact, a model "
        "that does not match it), 3 engine failure, 6 the machine cannot do it (a torch "
        "without precompile, a full disk). Ctrl+C cancels."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption modelOption(
        QStringLiteral("model"),
        QStringLiteral("The model file (Model, get_inputs) the artifact was captured from."),
        QStringLiteral("MODEL.py"));
    QCommandLineOption outOption(QStringLiteral("out"),
                                 QStringLiteral("Project folder to create (new or empty)."),
                                 QStringLiteral("DIR"));
    parser.addOptions({modelOption, outOption});
    parser.addPositionalArgument(QStringLiteral("import"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("ARTIFACT"),
                                 QStringLiteral("The .py file precompile.capture wrote."));
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !parser.isSet(modelOption) || !parser.isSet(outOption)) {
        err() << "kernel-studio import: expected ARTIFACT, --model MODEL.py and --out DIR\n"
              << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo artifact(positional[1]);
    const QFileInfo model(parser.value(modelOption));
    for (const QFileInfo& file : {artifact, model}) {
        if (!file.isFile()) {
            err() << "kernel-studio import: " << file.filePath() << ": no such file" << Qt::endl;
            return kExitBadInput;
        }
    }
    const QString outDir = QDir(parser.value(outOption)).absolutePath();

    catchInterrupt();
    // The project this import writes is the user's own: trusted by that act.
    trustCreatedProject(QStringLiteral("import"), outDir);
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id = api.importArtifact(
            artifact.absoluteFilePath(), model.absoluteFilePath(), outDir, nullptr,
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message;
                if (p.fraction)
                    err() << " (" << int(*p.fraction * 100.0) << "%)";
                err() << Qt::endl;
            },
            [&, finish](const Reply<ExportResult>& r) {
                if (!r.ok()) {
                    if (r.cancelled())
                        err() << "kernel-studio import: cancelled; nothing was written" << Qt::endl;
                    else
                        err() << "kernel-studio import: " << r.error.describe() << Qt::endl;
                    finish(exitCodeFor(r.error, {QStringLiteral("export")}));
                    return;
                }
                if (parser.isSet(opts.json)) {
                    out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
                } else {
                    out() << "project  : " << r.value->projectDir << "\n"
                          << "module   : " << r.value->modulePath << "  (yours to edit)\n"
                          << "artifact : "
                          << r.value->json.value(QStringLiteral("artifact")).toString() << "\n"
                          << "graph    : " << model.fileName()
                          << " exported again at the artifact's input shapes (the artifact "
                             "does not carry its graph)\n"
                          << "kernels  : " << r.value->kernels.size() << "\n";
                    for (const QString& k : r.value->kernels)
                        out() << "  " << k << "\n";
                }
                out().flush();
                finish(kExitOk);
            });
        cancelOnInterrupt(api, id, QStringLiteral("import"));
    });
}

} // namespace ks::cli
