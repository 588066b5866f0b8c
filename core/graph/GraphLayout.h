#pragma once
// Graph -> positions, as a pure function: collapses modules that are not expanded, folds
// weights into their consumers, runs Graphviz `dot` in memory (a cluster per module and per
// kernel) and returns boxes, splines, module clusters and fusion-group rectangles.

#include "graph/DotLayout.h"
#include "graph/GraphModel.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QSizeF>
#include <QString>
#include <functional>
#include <optional>

namespace ks {

struct LayoutOptions {
    /// Lay out every node with no module clusters and no collapsing (the "flat" comparison).
    bool flat = false;
    /// Draw parameters, buffers and constants inside the node that consumes them (as Netron
    /// does) rather than as boxes of their own; the consumer's box names them.
    bool foldState = true;
    /// Lay each kernel's nodes out together (a Graphviz cluster per kernel inside the module
    /// cluster they sit in), so that a fusion group is a rectangle around exactly its nodes.
    bool kernelClusters = true;
    double charWidth = 7.0;   // points per label character (box size estimate)
    double lineHeight = 14.0; // points per label line
    double rankSep = 0.4;     // inches, Graphviz `ranksep`
    double nodeSep = 0.25;    // inches, Graphviz `nodesep`
    /// Graphviz `nslimit`/`mclimit` factor; lower is faster and less tidy. 0: Graphviz default.
    double effort = 0;

    bool operator==(const LayoutOptions&) const = default;
};

/// A drawn box: a graph node, or a collapsed module standing for all nodes inside it.
struct LayoutItem {
    enum class Type { Node, Module };
    Type type = Type::Node;
    int index = -1; // node index (Type::Node) or module index (Type::Module)
    QPointF center; // points, screen coordinates (y grows downwards)
    QSizeF size;    // points
    /// Lines drawn in the box: op, shape and folded weights (node); name, type, the ops inside
    /// and the node and kernel counts (module).
    QStringList label;
    QList<int> folded; // parameter/buffer/constant nodes drawn inside this node's box

    QRectF rect() const {
        return {center.x() - size.width() / 2, center.y() - size.height() / 2, size.width(),
                size.height()};
    }
};

/// An edge between two items; parallel graph edges between the same items are merged.
struct LayoutEdge {
    int from = -1; // item index
    int to = -1;   // item index
    int count = 1; // graph edges it stands for
    /// Cubic Bezier control points: p0, c1, c2, p1, c1, c2, p2, ... (1 + 3k points).
    QList<QPointF> points;
    /// Where the arrow head ends (the tip, on the target's border); null when none.
    std::optional<QPointF> arrowTip;
};

/// The box of an expanded module (a Graphviz cluster) around its visible content.
struct LayoutCluster {
    int module = -1;
    QRectF rect;
    QString label; // module path and type
    int depth = 0; // 1 for children of the root
};

/// The region of one kernel's fusion group: rectangles around exactly its visible nodes.
struct LayoutRegion {
    int kernel = -1;
    QList<int> items;    // visible node items it computes (collapsed modules excluded)
    int hiddenNodes = 0; // its nodes inside collapsed modules
    /// One rectangle per launch and module its nodes sit in (the kernel's Graphviz cluster
    /// there; a kernel fused across modules or launched per block has several), plus one around
    /// each of its nodes that is laid out in another kernel's group (a node several kernels
    /// compute). In reading order.
    QList<QRectF> pieces;
    /// Per piece: the height of the band at its top kept for the kernel's label (0 where the
    /// piece is a single node, whose box says what it is).
    QList<double> labelHeights;
    /// Per piece: the launch whose nodes it holds (a kernel run once per block of a repeated
    /// stack has a piece per block), -1 when not known launch by launch.
    QList<int> pieceLaunches;
    int launches = 0; // launches known one by one (Kernel::launchNodes), 0 when not
    QRectF bounds;    // all pieces
};

struct GraphLayoutResult {
    quint64 graphId = 0;
    QList<LayoutItem> items;
    QList<LayoutEdge> edges;
    QList<LayoutCluster> clusters; // parents before children
    QList<LayoutRegion> regions;   // kernels with at least one visible node, kernel order
    QRectF bounds;                 // everything, from (0,0)
    QList<int> itemOfNode;         // node index -> item drawing it (its box or its module's)
    QHash<int, int> itemOfModule;  // collapsed module index -> item index
    double seconds = 0;            // time spent, including Graphviz
    QString error;                 // empty on success

    bool ok() const { return error.isEmpty(); }
};

class GraphLayout {
public:
    /// What runs Graphviz on the boxes: DotLayout::run in this process, or the layout helper.
    using DotRunner = std::function<DotDrawing(const DotGraph&)>;

    /// Lays out `graph` showing the contents of the modules in `expanded` (module paths; the
    /// root is always expanded); other modules whose parent is shown become one box each.
    /// Pure and thread-safe: calls into Graphviz are serialised by a process-wide mutex.
    /// `runDot` (default DotLayout::run) gets the boxes, clusters and edges; its error becomes
    /// the result's.
    static GraphLayoutResult compute(const GraphModel& graph, const QSet<QString>& expanded,
                                     const LayoutOptions& options = {},
                                     const DotRunner& runDot = {});

    /// Every module path, i.e. the fully expanded view; without `groups`, the synthetic groups
    /// of ops stay out (opening them all would lay the folded level out flat again).
    static QSet<QString> allModules(const GraphModel& graph, bool groups = true);
    /// How many boxes `compute` would draw for this expanded set (cheap, no Graphviz).
    static int itemCount(const GraphModel& graph, const QSet<QString>& expanded,
                         const LayoutOptions& options = {});
    /// How many edges it would draw (parallel graph edges merged, as `compute` does).
    static int edgeCount(const GraphModel& graph, const QSet<QString>& expanded,
                         const LayoutOptions& options = {});
    /// The deepest level of expansion that draws at most `maxItems` boxes and twice as many
    /// edges (Graphviz's time grows with edges: a DenseNet block concatenating every earlier
    /// layer draws few boxes but thousands of edges): modules are opened a whole level at a
    /// time (all blocks of a model alike), only among `within` when given.
    static QSet<QString> readableExpansion(const GraphModel& graph, int maxItems,
                                           const LayoutOptions& options = {},
                                           const QSet<QString>* within = nullptr);
    /// A training step's opening: `opened` (the level a graph opens at) with the backward
    /// open as far as the forward (`backward.<path>` for each open `<path>`), when that draws
    /// at most half of `maxItems` boxes; else the deepest level within it that does (doubling
    /// a big forward's level drew a 24-layer GPT-2's forward and backward blocks in one
    /// column, 2-4 s of layout that Fit then closed).
    static QSet<QString> trainingOpening(const GraphModel& graph, const QSet<QString>& opened,
                                         int maxItems, const LayoutOptions& options = {});
    /// Whether module `module` is drawn (all its ancestors are expanded).
    static bool isModuleVisible(const GraphModel& graph, int module, const QSet<QString>& expanded);
};

} // namespace ks
