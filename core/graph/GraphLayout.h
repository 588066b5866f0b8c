#pragma once
// Graph -> positions, as a pure function: collapses modules that are not expanded, runs
// Graphviz `dot` in memory and returns boxes, splines, cluster and fusion-region geometry.

#include "graph/GraphModel.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QSizeF>
#include <QString>
#include <optional>

namespace ks {

struct LayoutOptions {
    /// Lay out every node with no module clusters and no collapsing (the "flat" comparison).
    bool flat = false;
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
    int index = -1;    // node index (Type::Node) or module index (Type::Module)
    QPointF center;    // points, screen coordinates (y grows downwards)
    QSizeF size;       // points
    QStringList label; // lines drawn in the box: op, shape (node); name, type, count (module)

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

/// The region of one kernel's fusion group: around its visible node boxes.
struct LayoutRegion {
    int kernel = -1;
    QList<int> items;    // visible node items it computes (collapsed modules excluded)
    int hiddenNodes = 0; // its nodes inside collapsed modules
    QRectF bounds;       // bounding box of `items`, with a margin
    QList<QPointF> hull; // convex hull of the item boxes (with margin), clockwise on screen
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
    /// Lays out `graph` showing the contents of the modules in `expanded` (module paths; the
    /// root is always expanded); other modules whose parent is shown become one box each.
    /// Pure and thread-safe: calls into Graphviz are serialised by a process-wide mutex.
    static GraphLayoutResult compute(const GraphModel& graph, const QSet<QString>& expanded,
                                     const LayoutOptions& options = {});

    /// Every module path, i.e. the fully expanded view.
    static QSet<QString> allModules(const GraphModel& graph);
    /// Whether module `module` is drawn (all its ancestors are expanded).
    static bool isModuleVisible(const GraphModel& graph, int module, const QSet<QString>& expanded);
};

} // namespace ks
