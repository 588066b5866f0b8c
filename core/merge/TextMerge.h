#pragma once
// Three-way line merge of texts with libgit2's git_merge_file: the one line merge every part
// of the module merge uses (kernels, the skeleton with `call`, helpers and imports).

#include <QString>

namespace ks {

/// Labels written after the conflict markers (`<<<<<<< mine`, `||||||| base`, `>>>>>>> new`).
struct MergeLabels {
    QString ours = QStringLiteral("mine");
    QString base = QStringLiteral("base");
    QString theirs = QStringLiteral("new");
};

struct TextMergeResult {
    QString text;      // the merge, with zdiff3 conflict blocks where it is not automatic
    int conflicts = 0; // conflict blocks in `text`
    bool ok = true;    // false: libgit2 failed (error says why); text is then empty
    QString error;
};

/// Merges the change `base`→`theirs` into `ours` line by line (zdiff3 conflict style, the
/// patience diff; where that conflicts, git merge-file's default diff too, and the one with
/// fewer conflict blocks wins). Texts are UTF-8 on the libgit2 side.
TextMergeResult mergeText(const QString& base, const QString& ours, const QString& theirs,
                          const MergeLabels& labels = {});

/// Conflict blocks in `text` (a line starting with `<<<<<<< ` opens one).
int countConflictBlocks(const QString& text);

/// For each 1-based line of `from`, the line of `to` it is the same line as (0 when the line
/// was changed or removed), from a line diff (libgit2). Maps a model file's lines from one
/// generation to the next.
QList<int> mapLines(const QString& from, const QString& to);

} // namespace ks
