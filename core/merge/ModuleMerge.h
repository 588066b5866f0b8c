#pragma once
// The kernel-aware three-way merge of a working module (docs/merge.md): the user's module
// (ours, made from generation `base`) takes in what changed from `base` to a newer generation
// (theirs) kernel by kernel. Kernels are paired by identity (KernelMatch), each pair merged
// on its own with the names of the new generation (so an edit of a renamed kernel lands
// under its new name), and everything outside kernels (`call` with the launches, helpers,
// imports) is merged as a skeleton in which each kernel is one placeholder line. An edited
// kernel without a single counterpart (removed, split, merged), or whose kernel merge
// conflicts, is first merged as git merge-file would merge it (the whole module, that one
// edit): where that is clean and lands inside one new kernel it is kept there. Only then is
// an edit stranded, never dropped.

#include "maps/ModuleMap.h"
#include "merge/KernelMatch.h"
#include "merge/TextMerge.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ks {

/// A pristine generation: its module text and metadata (whose definition ranges locate
/// the kernels in `text`), and the model files it was made from (base name -> text; only
/// used to carry source lines from one generation to the next).
struct GenerationSource {
    int number = 0;
    QString text;
    QJsonObject metadata;
    QHash<QString, QString> modelFiles;
};

/// What happened to one pair of kernels.
struct KernelMergeOutcome {
    KernelPair pair;
    /// new: unedited, the new code; mine: edited, the new code is unchanged, the edit kept;
    /// merged: both changed, merged cleanly; conflict: both changed the same lines;
    /// stranded: edited, and the kernel has no single counterpart; dropped: unedited and
    /// gone; added: a new kernel; deleted: the user had deleted it.
    QString result;
    QString base;   // old pristine definition (names as in the new generation)
    QString mine;   // the user's definition (likewise)
    QString theirs; // new pristine definition
    QString merged; // what the working copy gets ("" for stranded/dropped/deleted)
    int conflicts = 0;
    /// An edit of a kernel without a single counterpart (removed, split, merged) that a plain
    /// three-way merge of the whole module put cleanly into these new kernels ("merged").
    QStringList into;
};

/// An edited kernel the new generation has no single counterpart for.
struct StrandedEdit {
    QString name; // its name in the old generation
    QString id;
    QString kind;
    MatchKind match = MatchKind::Removed;
    QString text;           // the user's definition
    QString base;           // the old pristine definition
    QStringList candidates; // new kernels it may belong to, most likely first
};

struct ModuleMergeResult {
    bool ok = true;
    QString error;
    QString text; // the merged working module (conflict blocks where not automatic)
    QList<KernelMergeOutcome> kernels;
    QString call; // new, mine, merged, conflict: the merge of everything outside kernels
    QList<StrandedEdit> stranded;
    int conflicts = 0; // conflict blocks in `text`
    int baseGeneration = 0;
    int newGeneration = 0;
    /// Old name -> new name of every kernel paired 1:1 under another name.
    QHash<QString, QString> renamed;
};

/// Each kernel's definition (with the comment block above it) in a pristine generation.
QHash<QString, QString> generationKernelTexts(const GenerationSource& generation);

/// The kernels of two generations and their pairing, with `older`'s source lines carried
/// into `newer`'s model files.
struct GenerationPairing {
    QList<GenerationKernel> older;
    QList<GenerationKernel> newer;
    QList<KernelPair> pairs;
    QHash<QString, QList<int>> lineMap; // model file base name -> old line -> new line
};
GenerationPairing pairGenerations(const GenerationSource& older, const GenerationSource& newer);

/// Merges `ours` (the working module, located by `oursMap`: a module map of `ours` made
/// against `base`'s metadata) from generation `base` into generation `theirs`.
ModuleMergeResult mergeModule(const GenerationSource& base, const GenerationSource& theirs,
                              const QString& ours, const ModuleMap& oursMap);

/// Applies a stranded edit to kernel `target` of the working module: a three-way merge of
/// base = the old pristine definition, ours = the edit, theirs = `targetText` (the target's
/// definition now), with the stranded kernel's name changed to the target's.
TextMergeResult reapplyStranded(const StrandedEdit& edit, const QString& target,
                                const QString& targetText);

/// The text of `text` split into lines, each with its line end.
QStringList splitLines(const QString& text);

} // namespace ks
