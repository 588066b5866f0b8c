#include "graph/GraphLayout.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <gvc.h>
#include <mutex>

namespace ks {
namespace {

// Graphviz keeps global state (error handlers, plugin tables): one layout at a time.
std::mutex g_graphvizMutex;
QString g_graphvizErrors; // guarded by g_graphvizMutex

int collectGraphvizError(char* message) {
    g_graphvizErrors += QString::fromUtf8(message).trimmed() + QLatin1Char(' ');
    return 0;
}

GVC_t* graphvizContext() {
    // Created once under the mutex and kept: plugin loading costs more than a small layout.
    static GVC_t* gvc = gvContext();
    return gvc;
}

char* cstr(const char* s) {
    return const_cast<char*>(s); // Graphviz 2.43's API takes char* but does not write.
}

constexpr double kPointsPerInch = 72.0;
constexpr double kRegionMargin = 6.0;
constexpr int kMaxLabelChars = 40;

QString shortType(const QString& type) {
    return type.section(QLatin1Char('.'), -1);
}

QString elide(const QString& text) {
    return text.size() <= kMaxLabelChars ? text : text.left(kMaxLabelChars - 1) + QChar(0x2026);
}

QSizeF labelSize(const QStringList& lines, const LayoutOptions& o) {
    qsizetype chars = 4;
    for (const QString& line : lines)
        chars = std::max(chars, line.size());
    return {double(chars) * o.charWidth + 16.0,
            double(std::max<qsizetype>(lines.size(), 1)) * o.lineHeight + 10.0};
}

QList<QPointF> convexHull(QList<QPointF> points) {
    if (points.size() < 3)
        return points;
    std::sort(points.begin(), points.end(), [](const QPointF& a, const QPointF& b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });
    auto cross = [](const QPointF& o, const QPointF& a, const QPointF& b) {
        return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
    };
    QList<QPointF> hull(points.size() * 2);
    qsizetype k = 0;
    for (const QPointF& p : points) { // lower chain
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0)
            --k;
        hull[k++] = p;
    }
    for (qsizetype i = points.size() - 2, t = k + 1; i >= 0; --i) { // upper chain
        while (k >= t && cross(hull[k - 2], hull[k - 1], points[i]) <= 0)
            --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

// Which items exist: graph nodes shown in expanded modules, and collapsed modules.
struct Visibility {
    QList<int> moduleRep; // module -> collapsed module standing for it, or -1 if it is open
    QList<bool> moduleOpen;
};

Visibility visibility(const GraphModel& graph, const QSet<QString>& expanded, bool flat) {
    const auto& modules = graph.modules();
    Visibility v;
    v.moduleRep.fill(-1, modules.size());
    v.moduleOpen.fill(true, modules.size());
    if (flat)
        return v;
    for (int m = 1; m < modules.size(); ++m) { // parents come before children
        const int parentRep = v.moduleRep[modules[m].parent];
        const bool open = expanded.contains(modules[m].path);
        v.moduleOpen[m] = open && parentRep < 0;
        v.moduleRep[m] = parentRep >= 0 ? parentRep : (open ? -1 : m);
    }
    return v;
}

} // namespace

QSet<QString> GraphLayout::allModules(const GraphModel& graph) {
    QSet<QString> all;
    for (const ModuleNode& m : graph.modules())
        if (m.parent >= 0)
            all.insert(m.path);
    return all;
}

bool GraphLayout::isModuleVisible(const GraphModel& graph, int module,
                                  const QSet<QString>& expanded) {
    for (int m = graph.module(module).parent; m > 0; m = graph.module(m).parent)
        if (!expanded.contains(graph.module(m).path))
            return false;
    return true;
}

GraphLayoutResult GraphLayout::compute(const GraphModel& graph, const QSet<QString>& expanded,
                                       const LayoutOptions& options) {
    QElapsedTimer timer;
    timer.start();
    GraphLayoutResult r;
    r.graphId = graph.id();
    const auto& modules = graph.modules();
    const Visibility vis = visibility(graph, expanded, options.flat);

    // Items: collapsed modules at their first node's position in graph order, then nodes.
    r.itemOfNode.fill(-1, graph.nodeCount());
    QList<int> itemModule; // module (cluster) each item is placed in
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const int m = graph.moduleOfNode(i);
        const int rep = vis.moduleRep[m];
        if (rep >= 0) {
            auto it = r.itemOfModule.constFind(rep);
            if (it == r.itemOfModule.cend()) {
                LayoutItem item;
                item.type = LayoutItem::Type::Module;
                item.index = rep;
                const ModuleNode& mod = modules[rep];
                item.label << mod.name;
                if (!mod.type.isEmpty())
                    item.label << elide(shortType(mod.type));
                item.label << QStringLiteral("%1 nodes").arg(mod.totalNodes);
                it = r.itemOfModule.insert(rep, int(r.items.size()));
                r.items << item;
                itemModule << modules[rep].parent;
            }
            r.itemOfNode[i] = *it;
            continue;
        }
        const GraphNode& node = graph.node(i);
        LayoutItem item;
        item.index = i;
        item.label << elide(node.opLabel());
        if (!node.outputs.isEmpty())
            item.label << elide(node.shapeText());
        r.itemOfNode[i] = int(r.items.size());
        r.items << item;
        itemModule << (options.flat ? 0 : m);
    }
    for (LayoutItem& item : r.items)
        item.size = labelSize(item.label, options);

    // Edges between items; parallel ones merged, those inside one collapsed module dropped.
    QHash<quint64, int> edgeIndex;
    for (const GraphEdge& e : graph.edges()) {
        const int a = r.itemOfNode[e.from];
        const int b = r.itemOfNode[e.to];
        if (a == b)
            continue;
        const quint64 key = (quint64(quint32(a)) << 32) | quint32(b);
        auto it = edgeIndex.constFind(key);
        if (it != edgeIndex.cend()) {
            ++r.edges[*it].count;
            continue;
        }
        edgeIndex.insert(key, int(r.edges.size()));
        LayoutEdge edge;
        edge.from = a;
        edge.to = b;
        r.edges << edge;
    }

    // Clusters: open modules (not the root) that hold a visible item, with their ancestors.
    QList<bool> hasCluster(modules.size(), false);
    if (!options.flat)
        for (int m : std::as_const(itemModule))
            for (int a = m; a > 0 && !hasCluster[a]; a = modules[a].parent)
                hasCluster[a] = true;

    std::lock_guard<std::mutex> lock(g_graphvizMutex);
    g_graphvizErrors.clear();
    agseterr(AGERR);
    agseterrf(collectGraphvizError);
    GVC_t* gvc = graphvizContext();
    Agraph_t* g = agopen(cstr("G"), Agdirected, nullptr);
    agattr(g, AGRAPH, cstr("rankdir"), cstr("TB"));
    agattr(g, AGRAPH, cstr("newrank"), cstr("true"));
    agattr(g, AGRAPH, cstr("ranksep"), QByteArray::number(options.rankSep).data());
    agattr(g, AGRAPH, cstr("nodesep"), QByteArray::number(options.nodeSep).data());
    agattr(g, AGRAPH, cstr("labeljust"), cstr("l"));
    agattr(g, AGRAPH, cstr("fontsize"), QByteArray::number(options.lineHeight * 0.8).data());
    if (options.effort > 0) {
        agattr(g, AGRAPH, cstr("nslimit"), QByteArray::number(options.effort).data());
        agattr(g, AGRAPH, cstr("nslimit1"), QByteArray::number(options.effort).data());
        agattr(g, AGRAPH, cstr("mclimit"), QByteArray::number(options.effort).data());
    }
    Agsym_t* clusterLabel = agattr(g, AGRAPH, cstr("label"), cstr(""));
    agattr(g, AGNODE, cstr("shape"), cstr("box"));
    agattr(g, AGNODE, cstr("fixedsize"), cstr("true"));
    agattr(g, AGNODE, cstr("label"), cstr(""));
    Agsym_t* widthSym = agattr(g, AGNODE, cstr("width"), cstr("1"));
    Agsym_t* heightSym = agattr(g, AGNODE, cstr("height"), cstr("0.5"));

    QList<Agraph_t*> subgraphs(modules.size(), nullptr);
    subgraphs[0] = g;
    for (int m = 1; m < modules.size(); ++m) { // parents first
        if (!hasCluster[m])
            continue;
        const QByteArray name = "cluster_" + QByteArray::number(m);
        Agraph_t* sub = agsubg(subgraphs[modules[m].parent], cstr(name.constData()), 1);
        const QByteArray label = modules[m].path.toUtf8();
        agxset(sub, clusterLabel, cstr(label.constData()));
        subgraphs[m] = sub;
    }
    QList<Agnode_t*> gvNodes(r.items.size(), nullptr);
    for (int i = 0; i < r.items.size(); ++i) {
        const QByteArray name = "n" + QByteArray::number(i);
        Agraph_t* owner = subgraphs[itemModule[i]] ? subgraphs[itemModule[i]] : g;
        Agnode_t* n = agnode(owner, cstr(name.constData()), 1);
        agxset(n, widthSym,
               QByteArray::number(r.items[i].size.width() / kPointsPerInch, 'f', 3).data());
        agxset(n, heightSym,
               QByteArray::number(r.items[i].size.height() / kPointsPerInch, 'f', 3).data());
        gvNodes[i] = n;
    }
    QList<Agedge_t*> gvEdges(r.edges.size(), nullptr);
    for (int i = 0; i < r.edges.size(); ++i)
        gvEdges[i] = agedge(g, gvNodes[r.edges[i].from], gvNodes[r.edges[i].to], nullptr, 1);

    if (gvLayout(gvc, g, "dot") != 0) {
        r.error = QStringLiteral("Graphviz could not lay out the graph: %1")
                      .arg(g_graphvizErrors.trimmed());
        agclose(g);
        r.seconds = double(timer.nsecsElapsed()) / 1e9;
        return r;
    }

    const boxf bb = GD_bb(g);
    const double top = bb.UR.y;
    const double left = bb.LL.x;
    auto screen = [top, left](pointf p) { return QPointF(p.x - left, top - p.y); };
    r.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    for (int i = 0; i < r.items.size(); ++i)
        r.items[i].center = screen(ND_coord(gvNodes[i]));
    for (int i = 0; i < r.edges.size(); ++i) {
        const splines* spl = ED_spl(gvEdges[i]);
        if (!spl || spl->size < 1)
            continue;
        const bezier& bz = spl->list[0];
        for (int p = 0; p < bz.size; ++p)
            r.edges[i].points << screen(bz.list[p]);
        if (bz.eflag)
            r.edges[i].arrowTip = screen(bz.ep);
    }
    for (int m = 1; m < modules.size(); ++m) {
        if (!subgraphs[m])
            continue;
        const boxf cb = GD_bb(subgraphs[m]);
        LayoutCluster c;
        c.module = m;
        c.rect =
            QRectF(QPointF(cb.LL.x - left, top - cb.UR.y), QPointF(cb.UR.x - left, top - cb.LL.y));
        c.label = modules[m].path;
        if (!modules[m].type.isEmpty())
            c.label += QStringLiteral(" (%1)").arg(shortType(modules[m].type));
        c.depth = modules[m].depth;
        r.clusters << c;
    }
    gvFreeLayout(gvc, g);
    agclose(g);

    // Fusion regions around each kernel's visible node boxes.
    for (int k = 0; k < graph.kernels().size(); ++k) {
        LayoutRegion region;
        region.kernel = k;
        QList<QPointF> corners;
        for (int node : graph.kernel(k).nodes) {
            const int item = r.itemOfNode[node];
            if (r.items[item].type == LayoutItem::Type::Module) {
                ++region.hiddenNodes;
                continue;
            }
            region.items << item;
            const QRectF box = r.items[item].rect().adjusted(-kRegionMargin, -kRegionMargin,
                                                             kRegionMargin, kRegionMargin);
            region.bounds = region.bounds.isNull() ? box : region.bounds.united(box);
            corners << box.topLeft() << box.topRight() << box.bottomRight() << box.bottomLeft();
        }
        if (region.items.isEmpty())
            continue;
        region.hull = convexHull(corners);
        r.regions << region;
    }
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    return r;
}

} // namespace ks
