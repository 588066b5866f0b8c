// `regenerate` and `merge`: bring the user's working copy to a new generation kernel by kernel
// (docs/merge.md). `regenerate` exports the project again first; `merge` takes the generation
// a plain re-export already made. Exit 0 merged (and verified), 1 merged but verification
// fails, 2 bad input, 3 engine failure, 4 conflicts left in the working copy, 5 merged with
// edits stranded (kept aside, listed), 130 cancelled.
#include "app/Regeneration.h"
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QTimer>
#include <memory>

namespace ks::cli {
namespace {

void printSummary(const RegenerateOutcome& o) {
    if (o.base > 0)
        out() << "generations: " << o.base << " -> "
              << (o.generation > 0 ? QString::number(o.generation) : QStringLiteral("?"))
              << " (base " << o.baseHow << ")" << Qt::endl;
    if (o.merge) {
        QMap<QString, int> kinds;
        for (const auto& k : o.merge->kernels)
            ++kinds[matchKindName(k.pair.kind)];
        QStringList parts;
        for (auto it = kinds.begin(); it != kinds.end(); ++it)
            parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
        out() << "kernels    : " << parts.join(QStringLiteral(", ")) << Qt::endl;
        for (const auto& k : o.merge->kernels) {
            if (k.result == QLatin1String("new") || k.result == QLatin1String("added") ||
                k.result == QLatin1String("dropped"))
                continue;
            out() << "  " << k.result.leftJustified(9) << ' '
                  << k.pair.oldNames.join(QStringLiteral(" + "));
            if (!k.pair.newNames.isEmpty() && k.pair.newNames != k.pair.oldNames)
                out() << " -> " << k.pair.newNames.join(QStringLiteral(" + "));
            out() << " (" << matchKindName(k.pair.kind)
                  << (k.pair.by.isEmpty() ? QString() : QStringLiteral(", by ") + k.pair.by) << ")";
            if (!k.into.isEmpty()) // an edit without a counterpart that git's merge placed
                out() << ", edit merged into " << k.into.join(QStringLiteral(" + "));
            out() << Qt::endl;
        }
        out() << "outside    : " << o.merge->call << Qt::endl;
        for (qsizetype i = 0; i < o.merge->stranded.size(); ++i) {
            const auto& s = o.merge->stranded[i];
            out() << "stranded   : " << s.name << " (" << matchKindName(s.match) << ")"
                  << (i < o.strandedFiles.size() ? QStringLiteral(" kept in ") + o.strandedFiles[i]
                                                 : QString())
                  << "; candidates: "
                  << (s.candidates.isEmpty() ? QStringLiteral("none")
                                             : s.candidates.join(QStringLiteral(", ")))
                  << Qt::endl;
        }
    }
    if (o.verify)
        out() << "verify     : " << o.verify->verdict.toUpper()
              << (o.verify->located.isEmpty()
                      ? QString()
                      : QStringLiteral(" (located: %1)").arg(o.verify->located))
              << Qt::endl;
    (o.exitCode == 0 ? out() : err()) << "result     : " << o.message << Qt::endl;
}

/// `--cuda-graph-buckets` of regenerate: the export's buckets in place of the recorded ones.
bool addBucketOverrides(const QStringList& given, RegenerateOptions& options) {
    if (given.isEmpty())
        return true;
    CudaGraphBuckets buckets;
    for (const QString& option : given) {
        QString error;
        if (!parseCudaGraphBuckets(option, buckets, error)) {
            err() << "kernel-studio regenerate: " << error << Qt::endl;
            return false;
        }
    }
    options.exportOverrides.insert(QStringLiteral("cudaGraphBuckets"),
                                   cudaGraphBucketsToJson(buckets));
    return true;
}

/// `--activation-memory-budget` and `--recompute` of regenerate: the training step's
/// partitioner settings in place of the recorded ones.
bool addPartitionOverrides(const QString& budget, const QStringList& recompute,
                           RegenerateOptions& options) {
    QString error;
    if (!budget.isEmpty()) {
        double value = 1.0;
        if (!parseMemoryBudget(budget, value, error)) {
            err() << "kernel-studio regenerate: " << error << Qt::endl;
            return false;
        }
        options.exportOverrides.insert(QStringLiteral("activationMemoryBudget"), value);
    }
    if (recompute.isEmpty())
        return true;
    QMap<QString, QString> policy;
    for (const QString& option : recompute)
        if (!parseRecomputeOption(option, policy, error)) {
            err() << "kernel-studio regenerate: " << error << Qt::endl;
            return false;
        }
    QJsonObject object;
    for (auto it = policy.begin(); it != policy.end(); ++it)
        object.insert(it.key(), it.value());
    options.exportOverrides.insert(QStringLiteral("recompute"), object);
    return true;
}

int run(const QStringList& arguments, bool exportFirst) {
    const QString command = exportFirst ? QStringLiteral("regenerate") : QStringLiteral("merge");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        exportFirst
            ? QStringLiteral(
                  "Exports the project again as kernel-studio.toml records, merges the working "
                  "copy's hand edits into the new generation kernel by kernel (renamed kernels "
                  "keep their edits), writes it atomically and verifies it. Exit 0 merged and "
                  "verified, 1 merged but verification fails, 2 bad input, 3 engine failure, 4 "
                  "conflicts left in the working copy, 5 merged but edits stranded (kept aside "
                  "in .kernel-studio/stranded/, listed), 130 cancelled (nothing changed).")
            : QStringLiteral(
                  "Merges the working copy from the generation it is based on into the "
                  "project's current generation (made by a re-export), kernel by kernel, then "
                  "verifies it. Exit codes as for regenerate; 0 also when it is up to date."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption noVerify(QStringLiteral("no-verify"),
                                QStringLiteral("Do not verify after a clean merge."));
    QCommandLineOption baseOption(QStringLiteral("base"),
                                  QStringLiteral("The generation the working copy is based on "
                                                 "(default: recorded, else the closest kept one)."),
                                  QStringLiteral("N"));
    QCommandLineOption bucketsOption(
        QStringLiteral("cuda-graph-buckets"),
        QStringLiteral("Export with these CUDA graph buckets in place of the recorded ones "
                       "(repeatable, one dim each; see export), e.g. B=1,2,4,8,16."),
        QStringLiteral("NAME=SIZES"));
    QCommandLineOption budgetOption(
        QStringLiteral("activation-memory-budget"),
        QStringLiteral("A training step: export with this partitioner memory budget (0..1) in "
                       "place of the recorded one."),
        QStringLiteral("X"));
    QCommandLineOption recomputeOption(
        QStringLiteral("recompute"),
        QStringLiteral("A training step: export with these per-node choices in place of the "
                       "recorded ones (repeatable; see export), e.g. addmm=recompute."),
        QStringLiteral("NODE=CHOICE"));
    parser.addOptions({noVerify, baseOption, trustOption()});
    if (exportFirst)
        parser.addOptions({bucketsOption, budgetOption, recomputeOption});
    parser.addPositionalArgument(command, QStringLiteral("The subcommand."));
    if (exportFirst)
        parser.addPositionalArgument(QStringLiteral("PROJECT"),
                                     QStringLiteral("The project folder."));
    else
        parser.addPositionalArgument(QStringLiteral("PROJECT"),
                                     QStringLiteral("Project folders, merged one after the other "
                                                    "(--json: an array of answers)."),
                                     QStringLiteral("PROJECT..."));
    parser.process(arguments);
    const QStringList given = parser.positionalArguments().mid(1);
    if (given.isEmpty() || (exportFirst && given.size() != 1)) {
        err() << "kernel-studio " << command << ": expected "
              << (exportFirst ? "one PROJECT" : "PROJECT...") << "\n\n"
              << parser.helpText();
        return kExitBadInput;
    }
    QStringList folders;
    for (const QString& path : given) {
        QString folder;
        if (!checkProjectFolder(command, path, &folder))
            return kExitBadInput;
        // A merge without verify runs no project code; a regenerate exports the model again.
        if ((exportFirst || !parser.isSet(noVerify)) && !checkTrusted(parser, command, folder))
            return kExitUntrusted;
        folders << folder;
    }
    RegenerateOptions options;
    options.exportFirst = exportFirst;
    options.verify = !parser.isSet(noVerify);
    options.writeConflicts = true;
    if (parser.isSet(baseOption)) {
        bool ok = false;
        options.base = parser.value(baseOption).toInt(&ok);
        if (!ok || *options.base < 1) {
            err() << "kernel-studio " << command << ": --base must be a generation number"
                  << Qt::endl;
            return kExitBadInput;
        }
    }
    if (exportFirst && !addBucketOverrides(parser.values(bucketsOption), options))
        return kExitBadInput;
    if (exportFirst &&
        !addPartitionOverrides(parser.value(budgetOption), parser.values(recomputeOption), options))
        return kExitBadInput;
    const bool json = parser.isSet(opts.json);
    catchInterrupt();
    // Several projects (merge only) run one after the other on one engine; the exit code is
    // the most serious of theirs (worseExitCode).
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        auto results = std::make_shared<QJsonArray>();
        auto worst = std::make_shared<int>(kExitOk);
        auto next = std::make_shared<std::function<void(int)>>();
        *next = [&api, folders, options, json, command, finish, results, worst, next](int i) {
            if (i == folders.size()) {
                if (json)
                    out() << (folders.size() == 1 ? QJsonDocument(results->at(0).toObject())
                                                  : QJsonDocument(*results))
                                 .toJson(QJsonDocument::Indented);
                *next = nullptr; // breaks the cycle through the captured pointer
                return finish(*worst);
            }
            auto* job = new Regeneration(api, folders[i], options, &api);
            onInterrupt(*job, command, [job] { job->cancel(); });
            QObject::connect(job, &Regeneration::progress, job,
                             [json, command](const QString& stage, const QString& message, double) {
                                 if (!json)
                                     err()
                                         << command << ": " << stage << ": " << message << Qt::endl;
                             });
            QObject::connect(job, &Regeneration::finished, job,
                             [json, results, worst, next, i, job](const RegenerateOutcome& o) {
                                 if (json)
                                     results->append(o.toJson());
                                 else
                                     printSummary(o);
                                 *worst = worseExitCode(*worst, o.exitCode);
                                 job->deleteLater();
                                 const auto go = *next;
                                 QTimer::singleShot(0, [go, i] { go(i + 1); });
                             });
            job->start();
        };
        (*next)(0);
    });
}

} // namespace

int regenerate(const QStringList& arguments) {
    return run(arguments, true);
}

int merge(const QStringList& arguments) {
    return run(arguments, false);
}

} // namespace ks::cli
