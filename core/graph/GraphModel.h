#pragma once
// Immutable snapshot of an exported graph: nodes, edges, nn.Module tree, kernels and fusion
// groups. Built from metadata.json (docs/metadata.md) or from a .pt2 archive (no kernels).

#include "graph/OpGroups.h"
#include "training/TrainingGraph.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace ks {

enum class NodeKind { Input, Parameter, Buffer, Constant, Op, Output };
enum class KernelKind { Triton, Cpp, Extern };

/// "input", "parameter", ...; "triton", "cpp", "extern".
QString nodeKindName(NodeKind kind);
QString kernelKindName(KernelKind kind);

/// Inclusive 1-based line range in the clean module.
struct LineRange {
    int start = 0;
    int end = 0;
    bool isValid() const { return start > 0 && end >= start; }
    bool contains(int line) const { return line >= start && line <= end; }
    bool operator==(const LineRange&) const = default;
};

/// The user source line a node came from.
struct SourceLocation {
    QString file; // absolute path
    int line = 0;
    QString function;
    QString code;
};

struct GraphNode {
    QString name;   // FX node name, unique
    QString op;     // FX op: placeholder, call_function, get_attr, output
    QString target; // "aten.mean.dim", placeholder name, ...
    NodeKind kind = NodeKind::Op;
    QStringList inputs;  // producer node names, in argument order
    QStringList outputs; // one display text per output value: "float32[B, T, 256]", "s77", "1.0"
    QString modulePath;  // nn.Module path, "" for the root (also when unknown)
    QString moduleType;  // e.g. "torch.nn.modules.linear.Linear", may be empty
    QString stateTarget; // parameter/buffer/constant: state-dict key, else empty
    QString codeName;    // input/state: its name in the clean module's call (may differ)
    std::optional<SourceLocation> source;
    /// A training project's backward graph holds it (training/TrainingGraph.h).
    bool backward = false;
    QString forwardNode; // a backward node: the forward node it derives from ("" if none)

    /// Short op text for drawing: "mean" for aten.mean.dim, "x" for an input, "output".
    QString opLabel() const;
    /// Outputs joined with ", " ("" when none).
    QString shapeText() const;
};

/// A data dependency: `from` produces a value that `to` consumes (node indices).
struct GraphEdge {
    int from = -1;
    int to = -1;
};

/// One nn.Module in the module tree. Index 0 is the root (path "").
struct ModuleNode {
    QString path;        // "layers.0.attn"; "" for the root
    QString name;        // last path component: "attn"; the model name for the root
    QString type;        // class of the module when known
    int parent = -1;     // module index, -1 for the root
    int depth = 0;       // root 0
    QList<int> children; // module indices, in first-appearance order
    QList<int> nodes;    // node indices directly in this module
    int totalNodes = 0;  // nodes in this module and all descendants
    /// A group of consecutive ops the snapshot made to fold a level drawing too many boxes
    /// (graph/OpGroups.h), not an nn.Module: its name is the range of ops ("ops 1-100").
    bool synthetic = false;
    QString span; // synthetic: its first and last op, "add_3 … mul_99"
};

/// A kernel or library call of the clean module, and the nodes it computes (its fusion group).
struct Kernel {
    QString name;    // stable name (metadata `name`)
    QString rawName; // Inductor's name
    QString label;   // readable: module path and what it computes (KernelLabel.h), unique
    QString id;      // stable identity from the fused nodes (metadata `id`), "" when absent
    KernelKind kind = KernelKind::Triton;
    QList<int> nodes;                    // node indices, in metadata order (every launch's)
    std::optional<LineRange> definition; // none for extern calls
    int commentLine = 0;                 // first line of the comment block above, 0 if none
    QList<LineRange> launches;           // statements in `call` that run it
    /// The nodes each launch computes, parallel to `launches` (Inductor launches one kernel
    /// once per block of a repeated stack); empty when not known launch by launch.
    QList<QList<int>> launchNodes;
    QString launchConfig;  // "XBLOCK=8, num_warps=2, num_stages=1", "" when none
    QStringList grid;      // grid expressions, empty when none
    bool backward = false; // a training project's backward kernel

    bool isExtern() const { return kind == KernelKind::Extern; }
    /// The launch (index into `launches`) computing `node`; -1 when not known.
    int launchOf(int node) const {
        for (int i = 0; i < launchNodes.size(); ++i)
            if (launchNodes[i].contains(node))
                return i;
        return -1;
    }
    /// The nodes launch `launch` computes: its own when known, else all the kernel's.
    QList<int> nodesOfLaunch(int launch) const {
        return launch >= 0 && launch < launchNodes.size() ? launchNodes[launch] : nodes;
    }
};

/// Content for GraphModel::create (readers fill it; edges, modules and maps are derived).
struct GraphContent {
    QString modelName;
    QString device; // "cpu", "cuda" or "" when unknown
    QString origin; // what it was read from: a metadata.json or .pt2 path
    QList<GraphNode> nodes;
    QList<Kernel> kernels;              // Kernel::nodes may be left empty when
    QList<QStringList> kernelNodeNames; // ...these (one list per kernel) name them instead
    QList<QList<QStringList>> kernelLaunchNodeNames; // and Kernel::launchNodes, per launch
    bool hasKernels = true;                          // false for graphs without kernels (.pt2)
    std::shared_ptr<const TrainingInfo> training;    // a training project's, else null
};

class GraphModel {
public:
    static constexpr int kMetadataVersion = 1;

    /// Parses metadata.json content. Returns null and sets *error (naming the member at fault)
    /// on a wrong schema, a higher version, or references to unknown nodes.
    static std::shared_ptr<const GraphModel> fromMetadata(const QJsonObject& metadata,
                                                          QString* error);
    /// Reads and parses a metadata.json file; errors name the file.
    static std::shared_ptr<const GraphModel> fromMetadataFile(const QString& path, QString* error);
    /// Builds a snapshot from nodes and kernels: resolves names, derives edges, the module tree
    /// (a level with too many ops folded into synthetic groups, by `groups`) and the
    /// node->kernels map. Null and *error on duplicate or unknown node names.
    static std::shared_ptr<const GraphModel> create(GraphContent content, QString* error,
                                                    const OpGroupLimits& groups = {});

    /// A copy whose kernels are `kernels` (same names and nodes, e.g. other line ranges for
    /// an edited module). Keeps the id: the drawing does not depend on line ranges.
    std::shared_ptr<const GraphModel> withKernels(const QList<Kernel>& kernels) const;

    /// Unique per snapshot within the process (cache key).
    quint64 id() const { return m_id; }
    const QString& modelName() const { return m_content.modelName; }
    const QString& device() const { return m_content.device; }
    const QString& origin() const { return m_content.origin; }
    bool hasKernels() const { return m_content.hasKernels; }

    const QList<GraphNode>& nodes() const { return m_content.nodes; }
    const GraphNode& node(int index) const { return m_content.nodes[index]; }
    int nodeCount() const { return int(m_content.nodes.size()); }
    /// -1 when there is no such node.
    int nodeIndex(const QString& name) const { return m_nodeIndex.value(name, -1); }

    const QList<GraphEdge>& edges() const { return m_edges; }
    const QList<int>& predecessors(int node) const { return m_preds[node]; }
    const QList<int>& successors(int node) const { return m_succs[node]; }

    const QList<ModuleNode>& modules() const { return m_modules; }
    const ModuleNode& module(int index) const { return m_modules[index]; }
    /// -1 when there is no such module path.
    int moduleIndex(const QString& path) const { return m_moduleIndex.value(path, -1); }
    /// Module index of a node (0 when it sits at the root).
    int moduleOfNode(int node) const { return m_nodeModule[node]; }
    /// Whether module `ancestor` is `module` or contains it.
    bool moduleContains(int ancestor, int module) const;

    const QList<Kernel>& kernels() const { return m_content.kernels; }
    const Kernel& kernel(int index) const { return m_content.kernels[index]; }
    int kernelIndex(const QString& name) const { return m_kernelIndex.value(name, -1); }
    /// Kernels computing a node (several when it is recomputed), in kernel order.
    const QList<int>& kernelsOfNode(int node) const { return m_nodeKernels[node]; }

    /// A training project's saved activations, recomputed nodes and partitioner settings;
    /// null for an inference project.
    const TrainingInfo* training() const { return m_content.training.get(); }
    /// A backward node: the forward node it derives from; a forward node: the backward nodes
    /// derived from it. Empty outside training projects.
    const QList<int>& linkedNodes(int node) const { return m_linked[node]; }

    /// Nodes whose name, op label or target contains `text`, or that a kernel whose name
    /// contains it computes (case-insensitive), in graph order.
    QList<int> findNodes(const QString& text) const;

private:
    GraphModel() = default;
    static std::shared_ptr<const GraphModel> parseMetadata(const QJsonObject& metadata,
                                                           const QString& origin, QString* error);
    /// A training project's metadata: the two graphs joined (training/TrainingGraph.h).
    static std::shared_ptr<const GraphModel> parseTraining(const QJsonObject& metadata,
                                                           const QString& origin, QString* error);
    static std::shared_ptr<const GraphModel>
    parseJoined(const QJsonObject& metadata, const QString& origin,
                std::shared_ptr<const TrainingInfo> training, QString* error);

    quint64 m_id = 0;
    GraphContent m_content;
    QHash<QString, int> m_nodeIndex;
    QList<GraphEdge> m_edges;
    QList<QList<int>> m_preds;
    QList<QList<int>> m_succs;
    QList<ModuleNode> m_modules;
    QHash<QString, int> m_moduleIndex;
    QList<int> m_nodeModule;
    QHash<QString, int> m_kernelIndex;
    QList<QList<int>> m_nodeKernels;
    QList<QList<int>> m_linked;
};

} // namespace ks
