// `diff`: what changed between two generations of a project, kernel by kernel (docs/merge.md,
// "Diff"). Reads the kept generations only; no engine. Exit 0, 2 bad input.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "merge/GenerationDiff.h"
#include "merge/ProjectMerge.h"

#include <QDir>
#include <QJsonDocument>
#include <QMap>

namespace ks::cli {

int diffGenerations(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Shows what changed between two kept generations of a project (default: the one "
        "before the current one and the current one): kernels added, removed, renamed, "
        "changed, split and merged, the code diff of each, and the graph nodes that moved "
        "between fusion groups. Exit 0, 2 bad input."));
    parser.addHelpOption();
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print the result as JSON.")};
    QCommandLineOption stat{QStringLiteral("stat"),
                            QStringLiteral("Only the kernel list, no code diffs.")};
    parser.addOptions({json, stat});
    parser.addPositionalArgument(QStringLiteral("diff"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.addPositionalArgument(QStringLiteral("GEN_A GEN_B"),
                                 QStringLiteral("Generation numbers (older, newer)."),
                                 QStringLiteral("[GEN_A GEN_B]"));
    parser.process(arguments);
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2 && pos.size() != 4) {
        err() << "kernel-studio diff: expected PROJECT [GEN_A GEN_B]\n\n" << parser.helpText();
        return kExitBadInput;
    }
    QString folder;
    if (!checkProjectFolder(QStringLiteral("diff"), pos.at(1), &folder))
        return kExitBadInput;
    ProjectError perr;
    const auto project = Project::load(folder, &perr);
    if (!project) {
        err() << "kernel-studio diff: " << perr.describe() << Qt::endl;
        return kExitBadInput;
    }
    int a = 0, b = project->settings().generation;
    if (pos.size() == 4) {
        bool okA = false, okB = false;
        a = pos.at(2).toInt(&okA);
        b = pos.at(3).toInt(&okB);
        if (!okA || !okB) {
            err() << "kernel-studio diff: generations are numbers" << Qt::endl;
            return kExitBadInput;
        }
    } else {
        for (int n = b - 1; n >= 1 && a == 0; --n)
            if (QDir(QDir(folder).filePath(
                         QStringLiteral("generations/%1").arg(n, 4, 10, QLatin1Char('0'))))
                    .exists())
                a = n;
        if (a == 0) {
            err() << "kernel-studio diff: " << folder << " has only generation " << b
                  << ": nothing to compare" << Qt::endl;
            return kExitBadInput;
        }
    }
    QString error;
    const auto older = loadGeneration(*project, a, &error);
    const auto newer = older ? loadGeneration(*project, b, &error) : std::nullopt;
    if (!older || !newer) {
        err() << "kernel-studio diff: generation " << (older ? b : a) << ": " << error << Qt::endl;
        return kExitBadInput;
    }
    const GenerationDiff diff = diffGenerations(*older, *newer);
    if (parser.isSet(json)) {
        out() << QJsonDocument(diff.toJson(!parser.isSet(stat))).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    const QJsonObject summary = diff.toJson(false).value(QStringLiteral("summary")).toObject();
    QStringList parts;
    for (auto it = summary.begin(); it != summary.end(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.value().toInt()).arg(it.key());
    out() << "generations: " << a << " -> " << b
          << "\nkernels    : " << parts.join(QStringLiteral(", ")) << Qt::endl;
    for (const auto& k : diff.kernels) {
        if (k.pair.kind == MatchKind::Same && !k.codeChanged)
            continue;
        out() << "  " << matchKindName(k.pair.kind).leftJustified(8) << ' '
              << (k.pair.oldNames.isEmpty() ? QStringLiteral("-")
                                            : k.pair.oldNames.join(QStringLiteral(" + ")))
              << " -> "
              << (k.pair.newNames.isEmpty() ? QStringLiteral("-")
                                            : k.pair.newNames.join(QStringLiteral(" + ")))
              << "  (+" << k.linesAdded << " -" << k.linesRemoved << ")" << Qt::endl;
    }
    if (!diff.moved.isEmpty()) {
        out() << "moved nodes: " << diff.moved.size() << Qt::endl;
        for (const auto& m : diff.moved)
            out() << "  " << m.node << " (" << m.target
                  << "): " << (m.fromKernel.isEmpty() ? QStringLiteral("-") : m.fromKernel)
                  << " -> " << (m.toKernel.isEmpty() ? QStringLiteral("-") : m.toKernel)
                  << Qt::endl;
    }
    if (!parser.isSet(stat))
        for (const auto& k : diff.kernels)
            if (!k.diff.isEmpty())
                out() << "\n" << k.diff;
    return kExitOk;
}

} // namespace ks::cli
