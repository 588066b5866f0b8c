#pragma once
// Regenerate and merge (docs/merge.md): export the project again as it records (or take the
// generation a plain re-export already made), merge the working copy kernel by kernel from
// the generation it is based on into the new one, write it atomically, then verify. The
// steps run on the engine; the merge itself runs here (libgit2). The IDE and the CLI both
// drive one of these.

#include "app/EngineApi.h"
#include "merge/ModuleMerge.h"
#include "project/ProjectWriteLock.h"

#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace ks {

struct RegenerateOptions {
    bool exportFirst = true;     // false: merge into the current generation (`kernel-studio merge`)
    bool verify = true;          // verify after a merge without conflicts
    bool writeConflicts = false; // true: write the working copy with conflict blocks (CLI)
    std::optional<int> base;     // the working copy's base (default: recorded, else closest)
    /// Members merged into the `again` export's params over the project's record (the
    /// Compiler pane's `inductor`, `materialize`, ...).
    QJsonObject exportOverrides;
    /// Who writes, as a second writer is told (core/project/ProjectWriteLock.h); empty:
    /// "kernel-studio regenerate" or "kernel-studio merge".
    QString lockCommand;
};

/// Exit code of a merge that kept edits aside (stranded): written, maybe verified, but not
/// clean, so that no script reads it as a clean merge.
inline constexpr int kExitStranded = 5;
/// Exit code of a command refused because another one is writing the project (its writer
/// lock, core/project/ProjectWriteLock.h): nothing was changed.
inline constexpr int kExitBusy = 7;
/// Exit code of a command refused because the project's folder is not trusted (its code was
/// not run; docs/security.md).
inline constexpr int kExitUntrusted = 8;

/// How a regeneration ended; `exitCode` is the CLI's (0 merged and verified, 1 merged but
/// verification fails, 2 bad input, 3 engine failure, 4 conflicts, 5 merged with stranded
/// edits, 7 another command writes the project, 8 the folder is not trusted, 130 cancelled).
struct RegenerateOutcome {
    QString status; // merged, stranded, verify-failed, conflicts, up-to-date, cancelled, busy,
                    // untrusted, error
    int exitCode = 0;
    QString message; // one line for people
    QString project;
    int base = 0;
    QString baseHow;
    QString baseWarning; // working.json named a generation not kept (ProjectMerge.h)
    int generation = 0;
    bool exported = false; // a new generation was made
    bool written = false;  // the working copy was written
    std::optional<ModuleMergeResult> merge;
    QStringList strandedFiles;
    std::optional<VerifyOutcome> verify;
    QString errorCategory;
    QJsonObject toJson() const;
};

class Regeneration : public QObject {
    Q_OBJECT
public:
    Regeneration(EngineApi& api, const QString& projectFolder, RegenerateOptions options,
                 QObject* parent = nullptr);
    void start();
    /// Cancels the step in flight: during the export nothing has changed and nothing will;
    /// during verification the merged working copy stays written.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(const QString& stage, const QString& message, double fraction);
    void finished(const ks::RegenerateOutcome& outcome);

private:
    void mergeNow();
    void verifyNow();
    void finish(const QString& status, int exitCode, const QString& message);
    void fail(const QString& message, const RpcError& error);

    EngineApi& m_api;
    QString m_folder;
    RegenerateOptions m_options;
    RegenerateOutcome m_outcome;
    QString m_workingText;
    std::unique_ptr<ProjectWriteLock> m_lock; // held from start to finish
    qint64 m_request = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

/// True when `text` has conflict blocks left by a merge (verify and regenerate refuse it).
bool hasConflictBlocks(const QString& text);

/// The more serious of two exit codes of merges (several projects merged in one run):
/// 0 < 5 (stranded) < 1 (verification fails) < 4 (conflicts) < 3 < 2 < 130.
int worseExitCode(int a, int b);

} // namespace ks
