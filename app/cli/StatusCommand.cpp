// `status DIR` (and the project part of `doctor DIR`): where a project's code stands — the
// current generation, why it is stale (model, engine, torch, triton), which generation the
// working copy is based on, conflicts and stranded edits left by the last merge
// (docs/merge.md). Exit 0 up to date, 1 something to do (regenerate, merge or resolve),
// 2 bad input, 3 engine failure.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "merge/ProjectMerge.h"
#include "merge/TextMerge.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace ks::cli {

void projectStatusReport(EngineApi& api, const QString& folder, StatusDone done) {
    ProjectError perr;
    const auto project = Project::load(folder, &perr);
    if (!project) {
        err() << "kernel-studio: " << perr.describe() << Qt::endl;
        return done(kExitBadInput, {}, {});
    }
    api.projectStatus(folder, nullptr, [project = *project, done](const Reply<ProjectStatus>& r) {
        if (!r.ok()) {
            err() << "kernel-studio: projectStatus failed: " << r.error.describe() << Qt::endl;
            return done(exitCodeFor(r.error), {}, {});
        }
        const ProjectStatus& status = *r.value;
        QFile working(project.workingModulePath());
        const bool hasWorking = working.open(QIODevice::ReadOnly);
        const QString text = hasWorking ? QString::fromUtf8(working.readAll()) : QString();
        QString error;
        if (hasWorking) // conflicts of the last merge resolved since are counted in its record
            recordResolvedConflicts(project, text, &error);
        const auto base = hasWorking ? workingBase(project, text, &error) : std::nullopt;
        const int conflicts = countConflictBlocks(text);
        const auto stranded = recordedStranded(project);
        const bool behind = base && base->generation < status.generation;
        const bool upToDate = !status.stale && !behind && conflicts == 0;

        QJsonArray reasons;
        for (const auto& reason : status.reasons)
            reasons.append(QJsonObject{{QStringLiteral("what"), reason.what},
                                       {QStringLiteral("message"), reason.message}});
        QJsonArray kept;
        for (int n : status.generations)
            kept.append(n);
        QJsonArray strandedFiles;
        for (const auto& s : stranded)
            strandedFiles.append(QJsonObject{{QStringLiteral("name"), s.first.name},
                                             {QStringLiteral("file"), s.second}});
        const QJsonObject json{
            {QStringLiteral("project"), project.folder()},
            {QStringLiteral("generation"), status.generation},
            {QStringLiteral("generations"), kept},
            {QStringLiteral("stale"), status.stale},
            {QStringLiteral("reasons"), reasons},
            {QStringLiteral("workingBase"), base ? QJsonValue(base->generation) : QJsonValue()},
            {QStringLiteral("workingBaseFrom"), base ? QJsonValue(base->how) : QJsonValue()},
            {QStringLiteral("conflicts"), conflicts},
            {QStringLiteral("stranded"), strandedFiles},
            {QStringLiteral("strandedEdits"), int(stranded.size())},
            {QStringLiteral("upToDate"), upToDate}};

        QString report;
        QTextStream s(&report);
        s << QStringLiteral("project   : %1\n").arg(project.folder())
          << QStringLiteral("generation: %1 (kept: %2)\n")
                 .arg(status.generation)
                 .arg(status.generations.size());
        if (status.reasons.isEmpty())
            s << "made from : the model file and tools as they are now\n";
        for (const auto& reason : status.reasons)
            s << "stale     : " << reason.message << "  -> kernel-studio regenerate\n";
        if (!hasWorking)
            s << "working   : none (" << project.workingModulePath() << " is missing)\n";
        else if (base)
            s << "working   : based on generation " << base->generation << " (" << base->how << ")"
              << (behind ? QStringLiteral("  -> kernel-studio merge") : QString()) << "\n";
        if (conflicts)
            s << "conflicts : " << conflicts << " block(s) in " << project.workingModulePath()
              << ": resolve them\n";
        for (const auto& e : stranded)
            s << "stranded  : " << e.first.name << " kept in " << e.second
              << " (not in the working copy: re-apply it, Regenerate > Stranded Edits)\n";
        s << "status    : "
          << (upToDate && !stranded.isEmpty()
                  ? QStringLiteral("up to date, %1 edit(s) stranded by the last merge")
                        .arg(stranded.size())
              : upToDate     ? QStringLiteral("up to date")
              : conflicts    ? QStringLiteral("conflicts to resolve")
              : status.stale ? QStringLiteral("stale: regenerate")
                             : QStringLiteral("behind: merge"))
          << "\n";
        s.flush();
        done(upToDate ? kExitOk : kExitMismatch, json, report);
    });
}

int projectStatus(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Where a project's code stands: why it is stale (model file, engine, torch, triton "
        "changed since the current generation), which generation the working copy is based on, "
        "conflicts and stranded edits left by the last merge. Exit 0 up to date, 1 something "
        "to do (regenerate, merge or resolve), 2 bad input, 3 engine failure."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("status"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    if (!expectPositionals(parser, arguments, 2, QStringLiteral("PROJECT")))
        return kExitBadInput;
    QString folder;
    if (!checkProjectFolder(QStringLiteral("status"), parser.positionalArguments().at(1), &folder))
        return kExitBadInput;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        projectStatusReport(api, folder,
                            [json = parser.isSet(opts.json), finish](int code, const QJsonObject& o,
                                                                     const QString& text) {
                                if (!o.isEmpty())
                                    out() << (json ? QString::fromUtf8(QJsonDocument(o).toJson(
                                                         QJsonDocument::Indented))
                                                   : text);
                                out().flush();
                                finish(code);
                            });
    });
}

} // namespace ks::cli
