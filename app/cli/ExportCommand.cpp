// `export`: a model file to a project folder.
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace ks::cli {

int exportModel(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Exports a model file to a project folder: the pristine module and metadata "
        "under DIR/generated/, a working copy you own, and kernel-studio.toml. "
        "Exit 0 ok, 2 bad input (model, inputs, options, or a model torch.export "
        "cannot trace), 3 engine failure (lowering, cleanup, crash), 6 the machine cannot "
        "do it (a full disk: the old project is left as it was; no GPU for --device cuda). "
        "Ctrl+C cancels."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Project folder to write."),
                                 QStringLiteral("DIR"));
    QCommandLineOption deviceOption(QStringLiteral("device"),
                                    QStringLiteral("cpu or cuda (default: cuda when the engine "
                                                   "sees a GPU)."),
                                    QStringLiteral("device"));
    QCommandLineOption keepOption(QStringLiteral("keep"),
                                  QStringLiteral("Keep this op undecomposed (repeatable), e.g. "
                                                 "aten.gelu."),
                                  QStringLiteral("op"));
    QCommandLineOption decomposeOption(QStringLiteral("decompose"),
                                       QStringLiteral("Force this op to be decomposed "
                                                      "(repeatable)."),
                                       QStringLiteral("op"));
    QCommandLineOption strictOption(QStringLiteral("strict"),
                                    QStringLiteral("Trace with torch.export's strict mode."));
    QCommandLineOption inductorOption(
        QStringLiteral("inductor"),
        QStringLiteral("Set an Inductor fusion option (repeatable), e.g. max_fusion_size=8 or "
                       "epilogue_fusion=false; the engine lists the allowed keys."),
        QStringLiteral("KEY=VALUE"));
    QCommandLineOption decompositionsOption(
        QStringLiteral("decompositions"),
        QStringLiteral("Take the decompositions from this decompositions.py (KEEP, DECOMPOSE, "
                       "custom functions; docs/decompositions.md); not with --keep/--decompose."),
        QStringLiteral("FILE"));
    QCommandLineOption materializeOption(
        QStringLiteral("materialize"),
        QStringLiteral("Give this graph node's value a buffer no kernel fuses across "
                       "(repeatable), e.g. add_3."),
        QStringLiteral("NODE"));
    QCommandLineOption bucketsOption(
        QStringLiteral("cuda-graph-buckets"),
        QStringLiteral("Pad dynamic dim NAME up to the next of these sizes and replay that size's "
                       "CUDA graph (cuda, with triton.cudagraphs; repeatable, one dim each), e.g. "
                       "B=1,2,4,8,16."),
        QStringLiteral("NAME=SIZES"));
    QCommandLineOption trainOption(
        QStringLiteral("train"),
        QStringLiteral("Export a training step: forward and backward kernels, an "
                       "autograd.Function and a Module that trains (the model file's loss(), "
                       "default the sum of the outputs). Takes dynamic dims and --inductor "
                       "options (for the forward and the backward; fallback_random=true makes "
                       "dropout draw torch's numbers, so that verify compares them); refuses "
                       "--materialize and triton.cudagraphs, saying why."));
    QCommandLineOption budgetOption(
        QStringLiteral("activation-memory-budget"),
        QStringLiteral("With --train: the partitioner's memory budget, 0 (save the least, "
                       "recompute the most) to 1 (its default)."),
        QStringLiteral("X"));
    QCommandLineOption recomputeOption(
        QStringLiteral("recompute"),
        QStringLiteral("With --train: save this forward node for the backward or have the "
                       "backward recompute it (repeatable), e.g. addmm=recompute."),
        QStringLiteral("NODE=CHOICE"));
    parser.addOptions({outOption, deviceOption, keepOption, decomposeOption, strictOption,
                       inductorOption, decompositionsOption, materializeOption, bucketsOption,
                       trainOption, budgetOption, recomputeOption});
    parser.addPositionalArgument(QStringLiteral("export"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("MODEL.py"), QStringLiteral("The model file."));
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !parser.isSet(outOption)) {
        err() << "kernel-studio export: expected MODEL.py and --out DIR\n" << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo model(positional[1]);
    if (!model.isFile()) {
        err() << "kernel-studio export: " << positional[1] << ": no such file" << Qt::endl;
        return kExitBadInput;
    }
    ExportSettings settings;
    settings.modelFile = model.absoluteFilePath();
    settings.outDir = QDir(parser.value(outOption)).absolutePath();
    settings.device = parser.value(deviceOption);
    settings.strict = parser.isSet(strictOption);
    settings.keepOps = parser.values(keepOption);
    settings.decomposeOps = parser.values(decomposeOption);
    for (const QString& option : parser.values(inductorOption)) {
        QString error;
        if (!parseInductorOption(option, settings.inductor, error)) {
            err() << "kernel-studio export: " << error << Qt::endl;
            return kExitBadInput;
        }
    }
    for (const QString& option : parser.values(bucketsOption)) {
        QString error;
        if (!parseCudaGraphBuckets(option, settings.cudaGraphBuckets, error)) {
            err() << "kernel-studio export: " << error << Qt::endl;
            return kExitBadInput;
        }
    }
    settings.materialize = parser.values(materializeOption);
    settings.train = parser.isSet(trainOption);
    QString partitionError;
    if (parser.isSet(budgetOption) &&
        !parseMemoryBudget(parser.value(budgetOption), settings.activationMemoryBudget,
                           partitionError)) {
        err() << "kernel-studio export: " << partitionError << Qt::endl;
        return kExitBadInput;
    }
    for (const QString& option : parser.values(recomputeOption))
        if (!parseRecomputeOption(option, settings.recompute, partitionError)) {
            err() << "kernel-studio export: " << partitionError << Qt::endl;
            return kExitBadInput;
        }
    if (parser.isSet(decompositionsOption)) {
        if (!settings.keepOps.isEmpty() || !settings.decomposeOps.isEmpty()) {
            err() << "kernel-studio export: give either --decompositions or --keep/--decompose, "
                     "not both"
                  << Qt::endl;
            return kExitBadInput;
        }
        const QFileInfo file(parser.value(decompositionsOption));
        if (!file.isFile()) {
            err() << "kernel-studio export: " << parser.value(decompositionsOption)
                  << ": no such file" << Qt::endl;
            return kExitBadInput;
        }
        settings.decompositionsFile = file.absoluteFilePath();
    }
    if (!settings.device.isEmpty() && settings.device != QLatin1String("cpu") &&
        settings.device != QLatin1String("cuda")) {
        err() << "kernel-studio export: --device must be cpu or cuda, not " << settings.device
              << Qt::endl;
        return kExitBadInput;
    }

    catchInterrupt();
    // The project this export writes is the user's own: trusted by that act.
    trustCreatedProject(QStringLiteral("export"), settings.outDir);
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id = api.exportModel(
            settings, nullptr,
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message;
                if (p.fraction)
                    err() << " (" << int(*p.fraction * 100.0) << "%)";
                err() << Qt::endl;
            },
            [&, finish](const Reply<ExportResult>& r) {
                if (!r.ok()) {
                    if (r.cancelled())
                        err() << "kernel-studio export: cancelled; the output folder was left as "
                                 "it was"
                              << Qt::endl;
                    else
                        err() << "kernel-studio export: " << model.filePath() << ": "
                              << r.error.describe() << Qt::endl;
                    finish(exitCodeFor(r.error, {QStringLiteral("export")}));
                    return;
                }
                if (parser.isSet(opts.json)) {
                    out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
                } else {
                    out() << "project  : " << r.value->projectDir << "\n"
                          << "module   : " << r.value->modulePath << "  (yours to edit)\n"
                          << "generated: " << r.value->generatedPath << "\n"
                          << "kernels  : " << r.value->kernels.size() << "\n";
                    for (const QString& k : r.value->kernels)
                        out() << "  " << k << "\n";
                }
                out().flush();
                finish(kExitOk);
            },
            // Also as an extra member, which a remote engine's workspace renames to its copy.
            settings.decompositionsFile.isEmpty()
                ? QJsonObject()
                : QJsonObject{{QStringLiteral("decompositionsFile"), settings.decompositionsFile}});
        cancelOnInterrupt(api, id, QStringLiteral("export"));
    });
}

} // namespace ks::cli
