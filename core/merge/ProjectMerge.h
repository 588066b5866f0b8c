#pragma once
// A merge in a project folder (docs/project-format.md): which generation the working copy
// is based on, the kept generations as merge inputs, and writing a merge's result (stranded
// edits, the merge record, the working copy, all atomically).

#include "merge/ModuleMerge.h"
#include "project/Project.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace ks {

/// The generation the working copy is based on.
struct WorkingBase {
    int generation = 0;
    /// "recorded" (.kernel-studio/working.json) or "closest" (no record: the kept
    /// generation whose pristine module shares the most lines with the working copy).
    QString how;
    /// Set when working.json names a generation that is not kept (or cannot be read) and
    /// the closest one is taken in its place: both generations, for the CLI and the log.
    QString warning;
};

QString workingRecordPath(const Project& project); // .kernel-studio/working.json
QString mergeRecordPath(const Project& project);   // .kernel-studio/merge.json
QString strandedDir(const Project& project);       // .kernel-studio/stranded

/// The base of the working copy `workingText`; nullopt and *error when no kept generation
/// has a pristine module to compare with.
std::optional<WorkingBase> workingBase(const Project& project, const QString& workingText,
                                       QString* error);

/// Kept generation `number` (generations/NNNN/: pristine module, metadata, model files).
std::optional<GenerationSource> loadGeneration(const Project& project, int number, QString* error);

/// The merge as JSON (the `merge.json` record and the CLI's --json answer, without texts
/// unless `withTexts`).
QJsonObject mergeToJson(const ModuleMergeResult& merge, bool withTexts);

/// Writes the result of a merge: each stranded edit to .kernel-studio/stranded/, the record
/// to merge.json, `text` (the merge, or the user's resolution of it) to the working copy,
/// then the working copy's new base to working.json; each file atomically. Files written
/// are listed in *written (stranded edits first).
bool writeMerge(const Project& project, const ModuleMergeResult& merge, const QString& text,
                QStringList* strandedFiles, QString* error);

/// Counts in merge.json the conflicts of the last merge that `workingText` (the working copy
/// now) no longer has: `resolvedConflicts` = its `conflicts` less the blocks left. Only when
/// the working copy is still based on that merge's generation; the record is rewritten
/// (atomically) only when the count changed. False and *error when it could not be written.
bool recordResolvedConflicts(const Project& project, const QString& workingText,
                             QString* error = nullptr);

/// The stranded edits recorded by the last merge (with their files), for the IDE's list.
QList<std::pair<StrandedEdit, QString>> recordedStranded(const Project& project);

} // namespace ks
