#pragma once
// Which kernel of one generation is which kernel of the next. Inductor renumbers kernels and
// graph nodes and reorders kernels whenever anything changes, so names say nothing; what a
// kernel computes does: the graph nodes it fuses (op, nn.Module path, source line — the
// line carried through a diff of the model file from one generation to the next), with the
// code text and the position as tie-breakers (docs/merge.md, "Matching").

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace ks {

/// One kernel of a generation, as the matcher sees it.
struct GenerationKernel {
    QString name;
    QString id;
    QString kind;          // triton, cpp (library calls are not matched: they have no code)
    QStringList fullKeys;  // per fused node: op|module path|file|line (line mapped to the new
                           // generation's model file where the old one is given)
    QStringList looseKeys; // per fused node: op|module path
    /// per fused node: op|module path with its indices blanked (`blocks.9.mlp` ->
    /// `blocks.#.mlp`): a layer added or removed renumbers every layer after it.
    QStringList indexlessKeys;
    QString text;  // the definition (with its comment block), "" when unknown
    int order = 0; // definition order among the generation's kernels
    /// Per launch in `call`: the launch statement and the statement before it, comments
    /// dropped and every kernel name blanked (the buffers it reads and writes, and where).
    QStringList launchKeys;
    /// The code with comment lines dropped and the kernel's own name blanked ("" unknown).
    QString codeKey() const;
};

/// The kernels of one generation's metadata.json (`lineMap`: per model file base name, the
/// old line -> new line map; empty for the newer side). `texts`: kernel name -> definition;
/// `moduleText`: the generation's module, where the launches are read ("" to leave them).
QList<GenerationKernel> generationKernels(const QJsonObject& metadata,
                                          const QHash<QString, QString>& texts,
                                          const QHash<QString, QList<int>>& lineMap = {},
                                          const QString& moduleText = {});

enum class MatchKind {
    Same,    // same identity (id, fused nodes or whole code) and name
    Renamed, // same identity, another name
    Changed, // best 1:1 match by nodes and code, something differs
    Split,   // one old kernel became several
    Merged,  // several old kernels became one
    Removed, // no counterpart in the new generation
    Added    // new in the new generation
};
QString matchKindName(MatchKind kind);

struct KernelPair {
    MatchKind kind = MatchKind::Same;
    QStringList oldNames; // empty for Added
    QStringList newNames; // empty for Removed
    double score = 1.0;   // similarity of a 1:1 pair (1 for identical ids)
    /// How a 1:1 pair was made: "id", "nodes" (the same fused nodes once source lines are
    /// carried over), "code" (the same code), "similar", "launch" (launched at the same place
    /// in `call` on the same buffers); "" for the other kinds.
    QString by;
    bool isOneToOne() const {
        return kind == MatchKind::Same || kind == MatchKind::Renamed || kind == MatchKind::Changed;
    }
};

/// Matches old kernels to new ones. Every old and every new kernel appears in exactly one
/// pair; pairs come in the new generation's order, then removed kernels in the old order.
/// In that order: the same id; the same code; the most similar (nodes and code); the same
/// launch site; then splits, merges, removals and additions. A kernel paired by identity
/// (id, nodes or code) is `same`/`renamed` and is no evidence for any other pairing: it
/// neither splits nor takes in a removed kernel.
QList<KernelPair> matchKernels(const QList<GenerationKernel>& oldKernels,
                               const QList<GenerationKernel>& newKernels);

/// The similarity of two kernels in [0, 1] (what matchKernels ranks by).
double kernelSimilarity(const GenerationKernel& a, const GenerationKernel& b);

/// The new kernels an edit of old kernel `old` without a single counterpart most likely
/// belongs to, most likely first (at most `limit`): by what it computed (its fused nodes,
/// then its launch site, then its code), never a kernel in `exclude` (those paired by
/// identity: they did not change, so they took nothing in).
QStringList strandedCandidates(const GenerationKernel& old,
                               const QList<GenerationKernel>& newKernels,
                               const QSet<QString>& exclude, int limit = 3);

} // namespace ks
