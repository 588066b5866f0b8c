#pragma once
// Graphviz `dot` on plain data: boxes of given sizes in nested clusters, edges between them, in;
// positions, splines and cluster rectangles (screen coordinates) out. What GraphLayout hands to
// Graphviz, so that the same layout runs in this process or in the layout helper
// (kernel-studio-layout), with both sides as bytes.

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <optional>

namespace ks {

/// A Graphviz cluster: its parent (-1: the root graph) comes before it.
struct DotCluster {
    int parent = -1;
    QByteArray name;   // "cluster_..."
    QByteArray label;  // drawn at its top-left; empty for none
    QByteArray margin; // Graphviz `margin`, empty for the default
};

struct DotNode {
    int cluster = -1;  // the cluster it is placed in, -1: the root graph
    double width = 0;  // points
    double height = 0; // points
};

struct DotEdge {
    int from = -1;  // node index
    int to = -1;    // node index
    int weight = 1; // dot's edge weight: how hard it pulls its ends into nearby ranks
};

/// The whole input: created in list order (clusters, then nodes, then edges), which fixes the
/// drawing (DotLayout.cpp says why).
struct DotGraph {
    double rankSep = 0.4; // inches
    double nodeSep = 0.25;
    double fontSize = 11.2; // points, of cluster labels
    double effort = 0;      // nslimit/mclimit; 0: Graphviz default
    QList<DotCluster> clusters;
    QList<DotNode> nodes;
    QList<DotEdge> edges;
};

/// One edge's spline: cubic Bezier control points p0, c1, c2, p1, ... and its arrow tip.
struct DotSpline {
    QList<QPointF> points;
    std::optional<QPointF> arrowTip;
};

/// Screen coordinates (points, y down, the drawing's top-left at (0, 0)).
struct DotDrawing {
    QRectF bounds;
    QList<QPointF> centers;     // per node
    QList<DotSpline> splines;   // per edge (empty when Graphviz drew none)
    QList<QRectF> clusterRects; // per cluster
    QString error;              // Graphviz's messages when it could not lay out; else empty
    double seconds = 0;         // time spent in Graphviz (what a helper's wall time adds to)

    bool ok() const { return error.isEmpty(); }
};

class DotLayout {
public:
    /// Runs `dot`. Thread-safe: calls into Graphviz are serialised by a process-wide mutex.
    static DotDrawing run(const DotGraph& graph);

    /// Both sides as bytes (what travels to and from the layout helper). The readers return
    /// false on bytes that do not parse, or on more bytes than one record.
    static QByteArray serialize(const DotGraph& graph);
    static bool deserialize(const QByteArray& bytes, DotGraph* graph);
    static QByteArray serialize(const DotDrawing& drawing);
    static bool deserialize(const QByteArray& bytes, DotDrawing* drawing);
};

} // namespace ks
