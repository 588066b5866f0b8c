// `diff`: what changed between two generations of a project, kernel by kernel (docs/merge.md,
// "Diff"), with each generation's settings, kernel and launch counts, newest profile time and
// verdict. Reads the project's files only; no engine. Exit 0, 2 bad input.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "merge/GenerationDiff.h"
#include "merge/GenerationSummary.h"
#include "merge/ProjectMerge.h"
#include "profile/ProfileReport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

namespace ks::cli {

namespace {

QString countText(const GenerationSummary& g) {
    return g.libraryCalls > 0 ? QStringLiteral("%1 + %2 library").arg(g.kernels).arg(g.libraryCalls)
                              : QString::number(g.kernels);
}

QString secondsText(double seconds) {
    return seconds >= 0 ? formatSeconds(seconds) : QStringLiteral("not profiled");
}

QString verdictText(const GenerationSummary& g) {
    if (g.verdict.isEmpty())
        return QStringLiteral("not verified");
    QString text = g.verdict;
    if (!g.located.isEmpty())
        text += QStringLiteral(" in %1").arg(g.located);
    if (g.verifiedEdited)
        text += QStringLiteral(" (edited)");
    return text;
}

} // namespace

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
    GenerationDiff diff = diffGenerations(*older, *newer);
    const QList<GenerationSummary> summaries = summarizeGenerations(*project);
    GenerationSummary sumA, sumB;
    if (const auto* g = findGeneration(summaries, a))
        sumA = *g;
    if (const auto* g = findGeneration(summaries, b))
        sumB = *g;
    attachKernelTimes(diff, sumA, sumB);
    const QStringList changes = settingChanges(sumA, sumB);
    if (parser.isSet(json)) {
        QJsonObject o = diff.toJson(!parser.isSet(stat));
        o.insert(QStringLiteral("generations"), QJsonObject{{QStringLiteral("from"), sumA.toJson()},
                                                            {QStringLiteral("to"), sumB.toJson()}});
        o.insert(QStringLiteral("settingChanges"), QJsonArray::fromStringList(changes));
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    const QJsonObject summary = diff.toJson(false).value(QStringLiteral("summary")).toObject();
    QStringList parts;
    for (auto it = summary.begin(); it != summary.end(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.value().toInt()).arg(it.key());
    out() << "generations: " << a << " -> " << b << Qt::endl;
    for (int i = 0; i < changes.size(); ++i)
        out() << (i == 0 ? "settings   : " : "             ") << changes.at(i) << Qt::endl;
    out() << "kernels    : " << countText(sumA) << " -> " << countText(sumB)
          << "\nlaunches   : " << sumA.launches << " -> " << sumB.launches
          << "\ntime/call  : " << secondsText(sumA.seconds) << " -> " << secondsText(sumB.seconds);
    if (sumA.profiled() && sumB.profiled() && sumA.seconds > 0)
        out() << QStringLiteral("  (%1x)").arg(sumB.seconds / sumA.seconds, 0, 'f', 2);
    out() << "\nkernel time: " << secondsText(sumA.kernelTotal) << " -> "
          << secondsText(sumB.kernelTotal);
    if (sumA.kernelTotal > 0 && sumB.kernelTotal >= 0)
        out() << QStringLiteral("  (%1x)").arg(sumB.kernelTotal / sumA.kernelTotal, 0, 'f', 2);
    out() << "\nverify     : " << verdictText(sumA) << " -> " << verdictText(sumB)
          << "\nchanges    : " << parts.join(QStringLiteral(", ")) << Qt::endl;
    for (const auto& k : diff.kernels) {
        if (k.pair.kind == MatchKind::Same && !k.codeChanged)
            continue;
        out() << "  " << matchKindName(k.pair.kind).leftJustified(8) << ' '
              << (k.pair.oldNames.isEmpty() ? QStringLiteral("-")
                                            : k.pair.oldNames.join(QStringLiteral(" + ")))
              << " -> "
              << (k.pair.newNames.isEmpty() ? QStringLiteral("-")
                                            : k.pair.newNames.join(QStringLiteral(" + ")))
              << "  (+" << k.linesAdded << " -" << k.linesRemoved << ")";
        if (k.oldSeconds >= 0 || k.newSeconds >= 0)
            out() << "  " << secondsText(k.oldSeconds) << " -> " << secondsText(k.newSeconds);
        out() << Qt::endl;
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
