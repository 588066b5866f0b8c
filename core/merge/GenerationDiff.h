#pragma once
// What changed between two generations of a project, kernel by kernel (docs/merge.md,
// "Diff"): kernels added, removed, renamed, changed, split and merged (paired as the merge
// pairs them), the text diff of each changed kernel, and the graph nodes that moved from
// one fusion group to another.

#include "merge/KernelMatch.h"
#include "merge/ModuleMerge.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ks {

struct KernelDiff {
    KernelPair pair;
    bool codeChanged = false; // the definitions differ (names aside)
    QString diff;             // unified diff of the definitions (old names -> new), "" if none
    int linesAdded = 0;
    int linesRemoved = 0;
    // Seconds per call of the pair's kernels (summed over the names of a split or merge) in
    // each generation's newest profile; -1 where that generation was not profiled.
    double oldSeconds = -1;
    double newSeconds = -1;
};

/// A graph node computed by one kernel in the older generation and by another kernel (not
/// its counterpart) in the newer one.
struct NodeMove {
    QString node;       // the node's name in the newer generation
    QString oldNode;    // its name in the older one
    QString target;     // op
    QString fromKernel; // older generation's kernel ("" when it was in none)
    QString toKernel;   // newer generation's kernel ("" when it is in none)
};

struct GenerationDiff {
    int from = 0;
    int to = 0;
    QList<KernelDiff> kernels;
    QList<NodeMove> moved;
    QJsonObject toJson(bool withDiffs) const;
};

/// Diffs generation `a` (older) against `b` (newer).
GenerationDiff diffGenerations(const GenerationSource& a, const GenerationSource& b);

/// A unified diff of two texts (libgit2), "" when equal.
QString unifiedDiff(const QString& a, const QString& b, const QString& labelA,
                    const QString& labelB, int* added = nullptr, int* removed = nullptr);

} // namespace ks
