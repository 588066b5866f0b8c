#include "app/Regeneration.h"

#include "merge/ProjectMerge.h"
#include "project/Project.h"

#include <QFile>
#include <QJsonArray>

namespace ks {

bool hasConflictBlocks(const QString& text) {
    return countConflictBlocks(text) > 0;
}

int worseExitCode(int a, int b) {
    auto rank = [](int code) {
        switch (code) {
        case 0:
            return 0;
        case kExitStranded:
            return 1;
        case 1:
            return 2;
        case 4:
            return 3;
        case 3:
            return 4;
        case 2:
            return 5;
        default:
            return 6;
        }
    };
    return rank(a) >= rank(b) ? a : b;
}

namespace {

/// "; 2 edits stranded: k1 (kept in FILE; candidates: a, b), k2 (...)": what a merge kept
/// aside, said in the answer's one-line message too.
QString strandedSuffix(const ModuleMergeResult& merge, const QStringList& files) {
    if (merge.stranded.isEmpty())
        return {};
    QStringList parts;
    for (qsizetype i = 0; i < merge.stranded.size(); ++i) {
        const StrandedEdit& s = merge.stranded[i];
        parts << QStringLiteral("%1 (%2, kept in %3; candidates: %4)")
                     .arg(s.name, matchKindName(s.match),
                          i < files.size() ? files[i] : QStringLiteral("merge.json"),
                          s.candidates.isEmpty() ? QStringLiteral("none")
                                                 : s.candidates.join(QStringLiteral(", ")));
    }
    return QStringLiteral("; %1 edit(s) stranded, not in the working copy: %2")
        .arg(merge.stranded.size())
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace

QJsonObject RegenerateOutcome::toJson() const {
    QJsonObject o{
        {QStringLiteral("project"), project},
        {QStringLiteral("outcome"), status},
        {QStringLiteral("exitCode"), exitCode},
        {QStringLiteral("message"), message},
        {QStringLiteral("base"), base > 0 ? QJsonValue(base) : QJsonValue()},
        {QStringLiteral("baseFrom"), baseHow.isEmpty() ? QJsonValue() : QJsonValue(baseHow)},
        {QStringLiteral("baseWarning"),
         baseWarning.isEmpty() ? QJsonValue() : QJsonValue(baseWarning)},
        {QStringLiteral("generation"), generation > 0 ? QJsonValue(generation) : QJsonValue()},
        {QStringLiteral("exported"), exported},
        {QStringLiteral("written"), written}};
    if (merge) {
        const QJsonObject m = mergeToJson(*merge, false);
        for (const auto& key : {QStringLiteral("conflicts"), QStringLiteral("call"),
                                QStringLiteral("kernels"), QStringLiteral("renamed")})
            o.insert(key, m.value(key));
        QJsonArray stranded = m.value(QStringLiteral("stranded")).toArray();
        for (qsizetype i = 0; i < stranded.size() && i < strandedFiles.size(); ++i) {
            QJsonObject s = stranded[i].toObject();
            s.insert(QStringLiteral("file"), strandedFiles[i]);
            stranded[i] = s;
        }
        o.insert(QStringLiteral("stranded"), stranded);
    }
    if (verify)
        o.insert(
            QStringLiteral("verify"),
            QJsonObject{{QStringLiteral("verdict"), verify->verdict},
                        {QStringLiteral("reason"), verify->reason},
                        {QStringLiteral("located"),
                         verify->located.isEmpty() ? QJsonValue() : QJsonValue(verify->located)},
                        {QStringLiteral("runId"), verify->runId},
                        {QStringLiteral("reportFile"),
                         verify->report.value(QStringLiteral("reportFile"))}});
    if (!errorCategory.isEmpty())
        o.insert(QStringLiteral("category"), errorCategory);
    return o;
}

Regeneration::Regeneration(EngineApi& api, const QString& projectFolder, RegenerateOptions options,
                           QObject* parent)
    : QObject(parent), m_api(api), m_folder(projectFolder), m_options(options) {
    m_outcome.project = projectFolder;
}

void Regeneration::start() {
    m_running = true;
    ProjectError perr;
    const auto project = Project::load(m_folder, &perr);
    if (!project)
        return finish(QStringLiteral("error"), 2, perr.describe());
    // One writer per project: a second regenerate would merge from the same base as this one.
    QString lockError, lockNotice;
    const QString command = !m_options.lockCommand.isEmpty() ? m_options.lockCommand
                            : m_options.exportFirst ? QStringLiteral("kernel-studio regenerate")
                                                    : QStringLiteral("kernel-studio merge");
    m_lock = ProjectWriteLock::acquire(m_folder, command, &lockError, &lockNotice);
    if (!m_lock)
        return finish(QStringLiteral("busy"), kExitBusy, lockError);
    if (!lockNotice.isEmpty())
        Q_EMIT progress(QStringLiteral("lock"), lockNotice, -1);
    QFile f(project->workingModulePath());
    if (!f.open(QIODevice::ReadOnly))
        return finish(QStringLiteral("error"), 2,
                      QStringLiteral("%1: no working copy to merge (%2)")
                          .arg(project->workingModulePath(), f.errorString()));
    m_workingText = QString::fromUtf8(f.readAll());
    // Conflicts of the last merge resolved since are counted in its record.
    QString recordError;
    if (!recordResolvedConflicts(*project, m_workingText, &recordError))
        return finish(QStringLiteral("error"), 3, recordError);
    if (const int blocks = countConflictBlocks(m_workingText))
        return finish(QStringLiteral("error"), 2,
                      QStringLiteral("%1 has %2 unresolved conflict block(s) from the last merge: "
                                     "resolve them (merge view or editor) first")
                          .arg(project->workingModulePath())
                          .arg(blocks));
    if (m_options.base) {
        m_outcome.base = *m_options.base;
        m_outcome.baseHow = QStringLiteral("given");
    } else {
        QString error;
        const auto base = workingBase(*project, m_workingText, &error);
        if (!base)
            return finish(QStringLiteral("error"), 2, error);
        m_outcome.base = base->generation;
        m_outcome.baseHow = base->how;
        m_outcome.baseWarning = base->warning;
        if (!base->warning.isEmpty())
            Q_EMIT progress(QStringLiteral("base"), base->warning, -1);
    }
    if (!m_options.exportFirst)
        return mergeNow();
    ExportSettings settings;
    settings.again = true;
    settings.outDir = m_folder;
    settings.modelFile = project->settings().model;
    Q_EMIT progress(QStringLiteral("export"), QStringLiteral("exporting the model again"), 0);
    m_request = m_api.exportModel(
        settings, this,
        [this](const EngineProgress& p) {
            Q_EMIT progress(p.stage, p.message, p.fraction ? *p.fraction * 0.8 : -1);
        },
        [this](const Reply<ExportResult>& r) {
            m_request = 0;
            if (r.cancelled())
                return finish(QStringLiteral("cancelled"), 130,
                              QStringLiteral("cancelled during the export: nothing changed"));
            if (!r.ok())
                return fail(QStringLiteral("export failed"), r.error);
            m_outcome.exported = true;
            mergeNow();
        },
        m_options.exportOverrides);
}

void Regeneration::mergeNow() {
    ProjectError perr;
    const auto project = Project::load(m_folder, &perr);
    if (!project)
        return finish(QStringLiteral("error"), 2, perr.describe());
    m_outcome.generation = project->settings().generation;
    if (m_outcome.generation == m_outcome.base && !m_outcome.exported)
        return finish(QStringLiteral("up-to-date"), 0,
                      QStringLiteral("the working copy is based on generation %1, the current one")
                          .arg(m_outcome.base));
    QString error;
    auto base = loadGeneration(*project, m_outcome.base, &error);
    if (!base)
        return finish(QStringLiteral("error"), 2, error);
    auto theirs = loadGeneration(*project, m_outcome.generation, &error);
    if (!theirs)
        return finish(QStringLiteral("error"), 2, error);
    Q_EMIT progress(QStringLiteral("merge"),
                    QStringLiteral("merging the working copy from generation %1 into %2")
                        .arg(m_outcome.base)
                        .arg(m_outcome.generation),
                    0.85);
    m_request = m_api.moduleMapAt(
        m_folder, m_outcome.base, m_workingText, this,
        [this, project = *project, base = std::move(*base),
         theirs = std::move(*theirs)](const Reply<ModuleMap>& r) {
            m_request = 0;
            if (!r.ok())
                return fail(QStringLiteral("module map of the working copy failed"), r.error);
            ModuleMergeResult merge = mergeModule(base, theirs, m_workingText, *r.value);
            if (!merge.ok)
                return finish(QStringLiteral("error"), 3, merge.error);
            m_outcome.merge = merge;
            const int conflicts = merge.conflicts;
            if (conflicts > 0 && !m_options.writeConflicts)
                return finish(QStringLiteral("conflicts"), 4,
                              QStringLiteral("%1 conflict(s): nothing written yet").arg(conflicts));
            QString writeError;
            if (!writeMerge(project, merge, merge.text, &m_outcome.strandedFiles, &writeError))
                return finish(QStringLiteral("error"), 3, writeError);
            m_outcome.written = true;
            const QString stranded = strandedSuffix(merge, m_outcome.strandedFiles);
            if (conflicts > 0)
                return finish(QStringLiteral("conflicts"), 4,
                              QStringLiteral("%1 conflict(s) left in %2%3")
                                  .arg(conflicts)
                                  .arg(project.workingModulePath(), stranded));
            if (!m_options.verify)
                return finish(stranded.isEmpty() ? QStringLiteral("merged")
                                                 : QStringLiteral("stranded"),
                              stranded.isEmpty() ? 0 : kExitStranded,
                              QStringLiteral("merged generation %1 into %2 (not verified)%3")
                                  .arg(m_outcome.base)
                                  .arg(m_outcome.generation)
                                  .arg(stranded));
            verifyNow();
        });
}

void Regeneration::verifyNow() {
    Q_EMIT progress(QStringLiteral("verify"), QStringLiteral("verifying the merged module"), 0.9);
    VerifyParams params;
    params.project = m_folder;
    m_request = m_api.verify(
        params, this,
        [this](const EngineProgress& p) {
            Q_EMIT progress(QStringLiteral("verify"), p.message,
                            p.fraction ? 0.9 + 0.1 * *p.fraction : -1);
        },
        [this](const Reply<VerifyOutcome>& r) {
            m_request = 0;
            if (r.cancelled())
                return finish(QStringLiteral("cancelled"), 130,
                              QStringLiteral("merged and written; verification cancelled"));
            if (!r.ok())
                return fail(QStringLiteral("merged and written; verification could not run"),
                            r.error);
            m_outcome.verify = *r.value;
            const VerifyOutcome& v = *r.value;
            const QString stranded = m_outcome.merge
                                         ? strandedSuffix(*m_outcome.merge, m_outcome.strandedFiles)
                                         : QString();
            if (v.verdict == QLatin1String("pass"))
                return finish(stranded.isEmpty() ? QStringLiteral("merged")
                                                 : QStringLiteral("stranded"),
                              stranded.isEmpty() ? 0 : kExitStranded,
                              QStringLiteral("merged generation %1 into %2 and verified%3")
                                  .arg(m_outcome.base)
                                  .arg(m_outcome.generation)
                                  .arg(stranded));
            if (v.verdict == QLatin1String("fail"))
                return finish(QStringLiteral("verify-failed"), 1,
                              (v.located.isEmpty()
                                   ? QStringLiteral("merged, verification failed: %1").arg(v.reason)
                                   : QStringLiteral("merged, verification failed in kernel %1")
                                         .arg(v.located)) +
                                  stranded);
            finish(QStringLiteral("error"), 3,
                   QStringLiteral("merged and written; verification undecided: %1%2")
                       .arg(v.reason, stranded));
        });
}

void Regeneration::cancel() {
    m_cancelled = true;
    if (m_request)
        m_api.cancel(m_request);
}

void Regeneration::fail(const QString& message, const RpcError& error) {
    m_outcome.errorCategory = error.data.toObject().value(QStringLiteral("category")).toString();
    if (m_outcome.errorCategory == QLatin1String("busy"))
        return finish(QStringLiteral("busy"), kExitBusy,
                      QStringLiteral("%1: %2").arg(message, error.message));
    if (m_outcome.errorCategory == QLatin1String("untrusted"))
        return finish(QStringLiteral("untrusted"), kExitUntrusted,
                      QStringLiteral("%1: %2").arg(message, error.message));
    const bool badInput =
        error.code == rpc::kInvalidParams || m_outcome.errorCategory == QLatin1String("input");
    finish(QStringLiteral("error"), badInput ? 2 : 3,
           QStringLiteral("%1: %2").arg(message, error.message));
}

void Regeneration::finish(const QString& status, int exitCode, const QString& message) {
    m_running = false;
    m_lock.reset();
    m_outcome.status = status;
    m_outcome.exitCode = exitCode;
    m_outcome.message = message;
    Q_EMIT finished(m_outcome);
}

} // namespace ks
