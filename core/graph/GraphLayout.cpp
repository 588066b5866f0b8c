#include "graph/GraphLayout.h"

#include "graph/DotLayout.h"

#include <QElapsedTimer>
#include <algorithm>
#include <numeric>

namespace ks {
namespace {
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

bool isState(NodeKind kind) {
    return kind == NodeKind::Parameter || kind == NodeKind::Buffer || kind == NodeKind::Constant;
}

// The consumer a state node is drawn in (its first consumer in graph order), or -1 when it is
// drawn as a box of its own (folding off, or nothing consumes it).
QList<int> foldTargets(const GraphModel& graph, const LayoutOptions& options) {
    QList<int> into(graph.nodeCount(), -1);
    if (!options.foldState)
        return into;
    for (int i = 0; i < graph.nodeCount(); ++i) {
        if (!isState(graph.node(i).kind) || graph.successors(i).isEmpty())
            continue;
        into[i] = *std::min_element(graph.successors(i).cbegin(), graph.successors(i).cend());
    }
    return into;
}

// "weight" for the state-dict key "layer1.0.conv1.weight", else the node name.
QString stateName(const GraphNode& node) {
    return node.stateTarget.isEmpty() ? node.name : node.stateTarget.section(QLatin1Char('.'), -1);
}

// "conv ×3 · relu ×3 · add": the most frequent ops of a collapsed module, at most three.
QString opSummary(const QHash<QString, int>& counts) {
    QList<std::pair<QString, int>> ops;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        ops.append({it.key(), it.value()});
    std::sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    QStringList parts;
    for (qsizetype i = 0; i < ops.size() && i < 3; ++i)
        parts << (ops[i].second > 1 ? QStringLiteral("%1 ×%2").arg(ops[i].first).arg(ops[i].second)
                                    : ops[i].first);
    if (ops.size() > 3)
        parts << QStringLiteral("…");
    return parts.join(QStringLiteral(" · "));
}

} // namespace

QSet<QString> GraphLayout::allModules(const GraphModel& graph, bool groups) {
    QSet<QString> all;
    for (const ModuleNode& m : graph.modules())
        if (m.parent >= 0 && (groups || !m.synthetic))
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

int GraphLayout::itemCount(const GraphModel& graph, const QSet<QString>& expanded,
                           const LayoutOptions& options) {
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);
    QSet<int> reps;
    int nodes = 0;
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const int rep = vis.moduleRep[graph.moduleOfNode(i)];
        if (rep >= 0)
            reps.insert(rep);
        else if (foldInto[i] < 0)
            ++nodes;
    }
    return nodes + int(reps.size());
}

int GraphLayout::edgeCount(const GraphModel& graph, const QSet<QString>& expanded,
                           const LayoutOptions& options) {
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);
    // A box's key: its node, or -1 - module for a collapsed module.
    auto box = [&](int node) {
        const int rep = vis.moduleRep[graph.moduleOfNode(node)];
        return rep >= 0 ? -1 - rep : node;
    };
    QSet<quint64> edges;
    for (const GraphEdge& e : graph.edges()) {
        if (foldInto[e.from] >= 0)
            continue;
        const int a = box(e.from);
        const int b = box(foldInto[e.to] >= 0 ? foldInto[e.to] : e.to);
        if (a != b)
            edges.insert((quint64(quint32(a)) << 32) | quint32(b));
    }
    return int(edges.size());
}

QSet<QString> GraphLayout::readableExpansion(const GraphModel& graph, int maxItems,
                                             const LayoutOptions& options,
                                             const QSet<QString>* within) {
    QSet<QString> expanded;
    const auto& modules = graph.modules();
    for (;;) {
        QSet<QString> next = expanded;
        for (int m = 1; m < modules.size(); ++m) {
            const ModuleNode& mod = modules[m];
            if (expanded.contains(mod.path) || (within && !within->contains(mod.path)))
                continue;
            if (isModuleVisible(graph, m, expanded))
                next.insert(mod.path);
        }
        if (next.size() == expanded.size() || itemCount(graph, next, options) > maxItems ||
            edgeCount(graph, next, options) > 2 * maxItems)
            return expanded;
        expanded = std::move(next);
    }
}

QSet<QString> GraphLayout::trainingOpening(const GraphModel& graph, const QSet<QString>& opened,
                                           int maxItems, const LayoutOptions& options) {
    const QString backward = QString::fromLatin1(kBackwardModule);
    QSet<QString> mirrored = opened;
    mirrored.insert(backward);
    for (const QString& path : opened)
        if (graph.moduleIndex(backward + QLatin1Char('.') + path) >= 0)
            mirrored.insert(backward + QLatin1Char('.') + path);
    const int budget = maxItems / 2;
    if (itemCount(graph, mirrored, options) <= budget &&
        edgeCount(graph, mirrored, options) <= 2 * budget)
        return mirrored;
    QSet<QString> fewer = readableExpansion(graph, budget, options, &mirrored);
    return fewer.isEmpty() ? opened : fewer;
}

GraphLayoutResult GraphLayout::compute(const GraphModel& graph, const QSet<QString>& expanded,
                                       const LayoutOptions& options, const DotRunner& runDot) {
    QElapsedTimer timer;
    timer.start();
    GraphLayoutResult r;
    r.graphId = graph.id();
    const auto& modules = graph.modules();
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);

    // Items: collapsed modules at their first node's position in graph order, then nodes.
    r.itemOfNode.fill(-1, graph.nodeCount());
    QList<int> itemModule;                 // module (cluster) each item is placed in
    QHash<int, QHash<QString, int>> opsIn; // collapsed module item -> op label -> count
    QHash<int, QSet<int>> kernelsIn;       // collapsed module item -> kernels inside
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const int m = graph.moduleOfNode(i);
        const int rep = vis.moduleRep[m];
        if (rep >= 0) {
            auto it = r.itemOfModule.constFind(rep);
            if (it == r.itemOfModule.cend()) {
                LayoutItem item;
                item.type = LayoutItem::Type::Module;
                item.index = rep;
                it = r.itemOfModule.insert(rep, int(r.items.size()));
                r.items << item;
                itemModule << modules[rep].parent;
            }
            r.itemOfNode[i] = *it;
            if (graph.node(i).kind == NodeKind::Op) {
                ++opsIn[*it][graph.node(i).opLabel()];
                for (int k : graph.kernelsOfNode(i))
                    kernelsIn[*it].insert(k);
            }
            continue;
        }
        if (foldInto[i] >= 0)
            continue; // drawn inside its consumer (below)
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
    for (int i = 0; i < graph.nodeCount(); ++i) {
        if (foldInto[i] < 0 || r.itemOfNode[i] >= 0)
            continue;
        const int item = r.itemOfNode[foldInto[i]];
        r.itemOfNode[i] = item;
        if (r.items[item].type == LayoutItem::Type::Node)
            r.items[item].folded << i;
    }
    for (int i = 0; i < r.items.size(); ++i) {
        LayoutItem& item = r.items[i];
        if (item.type == LayoutItem::Type::Module) {
            const ModuleNode& mod = modules[item.index];
            // A block of a ModuleList is named by its index: "layer1.0" says which one.
            const bool indexed =
                !mod.name.isEmpty() && mod.name.front().isDigit() && mod.parent > 0;
            QString name =
                indexed ? modules[mod.parent].name + QLatin1Char('.') + mod.name : mod.name;
            // A training step's backward repeats the forward's module names: its folded
            // "inner" beside the forward's "inner" said nothing of which was which.
            if (graph.training() &&
                mod.path.startsWith(QLatin1String(kBackwardModule) + QLatin1Char('.')))
                name += QStringLiteral(" (backward)");
            item.label << name;
            if (mod.synthetic)
                item.label << elide(mod.span); // a group of ops: its first and last op
            else if (!mod.type.isEmpty())
                item.label << elide(shortType(mod.type));
            const QString ops = opSummary(opsIn.value(i));
            if (!ops.isEmpty())
                item.label << elide(ops);
            const qsizetype kernels = kernelsIn.value(i).size();
            item.label
                << (kernels > 0
                        ? QStringLiteral("%1 nodes · %2 kernels").arg(mod.totalNodes).arg(kernels)
                        : QStringLiteral("%1 nodes").arg(mod.totalNodes));
        } else if (!item.folded.isEmpty()) {
            QStringList names;
            for (int n : std::as_const(item.folded))
                names << stateName(graph.node(n));
            item.label << elide(names.join(QStringLiteral(" · ")));
        }
        item.size = labelSize(item.label, options);
    }

    // Edges between items; parallel ones merged, those inside one box dropped, and none from
    // folded state (the consumer's box names it).
    QHash<quint64, int> edgeIndex;
    for (const GraphEdge& e : graph.edges()) {
        if (foldInto[e.from] >= 0)
            continue;
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

    // Kernel groups: each drawn node sits in the group of the first kernel computing it, one
    // group per (kernel, launch, module) so that groups nest in the module clusters and the
    // launches of a kernel run once per block stay apart.
    struct Group {
        int kernel;
        int launch; // -1 when not known launch by launch
        int module;
        QList<int> items;
    };
    QList<Group> groups;
    QList<int> groupOfItem(r.items.size(), -1);
    if (options.kernelClusters) {
        QHash<quint64, int> groupIndex;
        for (int i = 0; i < r.items.size(); ++i) {
            if (r.items[i].type != LayoutItem::Type::Node)
                continue;
            const QList<int>& ks = graph.kernelsOfNode(r.items[i].index);
            if (ks.isEmpty())
                continue;
            const int launch = graph.kernel(ks.first()).launchOf(r.items[i].index);
            const quint64 key = (quint64(quint32(ks.first())) << 40) |
                                (quint64(quint16(launch + 1)) << 24) |
                                (quint64(quint32(itemModule[i])) & 0xffffff);
            auto it = groupIndex.constFind(key);
            if (it == groupIndex.cend()) {
                it = groupIndex.insert(key, int(groups.size()));
                groups << Group{ks.first(), launch, itemModule[i], {}};
            }
            groups[*it].items << i;
            groupOfItem[i] = *it;
        }
    }

    // What Graphviz is given: module clusters (parents first), kernel groups, boxes, edges.
    DotGraph dot;
    dot.rankSep = options.rankSep;
    dot.nodeSep = options.nodeSep;
    dot.fontSize = options.lineHeight * 0.8;
    dot.effort = options.effort;
    QList<int> moduleCluster(modules.size(), -1); // module -> its cluster; the root has none
    for (int m = 1; m < modules.size(); ++m) {
        if (!hasCluster[m])
            continue;
        moduleCluster[m] = int(dot.clusters.size());
        dot.clusters << DotCluster{moduleCluster[modules[m].parent],
                                   "cluster_" + QByteArray::number(m),
                                   modules[m].path.toUtf8(),
                                   {}};
    }
    // A group of several nodes carries the kernel's label (Graphviz keeps room for it above
    // the nodes); a single node is labelled by its own box.
    QList<int> groupCluster(groups.size(), -1);
    for (int gi = 0; gi < groups.size(); ++gi) {
        const Kernel& kernel = graph.kernel(groups[gi].kernel);
        groupCluster[gi] = int(dot.clusters.size());
        dot.clusters << DotCluster{
            moduleCluster[groups[gi].module],
            "cluster_k" + QByteArray::number(groups[gi].kernel) + "_" +
                QByteArray::number(groups[gi].launch + 1) + "_" +
                QByteArray::number(groups[gi].module),
            groups[gi].items.size() > 1
                ? elide(kernel.label.isEmpty() ? kernel.name : kernel.label).toUtf8()
                : QByteArray(),
            "4"};
    }
    dot.nodes.reserve(r.items.size());
    for (int i = 0; i < r.items.size(); ++i)
        dot.nodes << DotNode{groupOfItem[i] >= 0 ? groupCluster[groupOfItem[i]]
                                                 : moduleCluster[itemModule[i]],
                             r.items[i].size.width(), r.items[i].size.height()};
    // An edge inside a kernel's group pulls harder than one between groups: dot ranks a node
    // near its inputs, and a kernel's nodes that read only early values (the position checks
    // of a GPT-2's embedding gradient, fed by the causal mask the backward recomputes first)
    // went to the top while the rest of their kernel sat at the bottom, its plate covering
    // the whole backward.
    dot.edges.reserve(r.edges.size());
    for (const LayoutEdge& e : std::as_const(r.edges)) {
        const int group = groupOfItem[e.from];
        dot.edges << DotEdge{e.from, e.to, group >= 0 && group == groupOfItem[e.to] ? 8 : 1};
    }

    const DotDrawing drawing = runDot ? runDot(dot) : DotLayout::run(dot);
    if (!drawing.ok() || drawing.centers.size() != r.items.size() ||
        drawing.splines.size() != r.edges.size() ||
        drawing.clusterRects.size() != dot.clusters.size()) {
        r.error = drawing.ok() ? QStringLiteral("the layout does not match the graph it was "
                                                "asked for (%1 boxes, %2 drawn)")
                                     .arg(r.items.size())
                                     .arg(drawing.centers.size())
                               : drawing.error;
        r.seconds = double(timer.nsecsElapsed()) / 1e9;
        return r;
    }

    r.bounds = drawing.bounds;
    for (int i = 0; i < r.items.size(); ++i)
        r.items[i].center = drawing.centers[i];
    for (int i = 0; i < r.edges.size(); ++i) {
        r.edges[i].points = drawing.splines[i].points;
        r.edges[i].arrowTip = drawing.splines[i].arrowTip;
    }
    for (int m = 1; m < modules.size(); ++m) {
        if (moduleCluster[m] < 0)
            continue;
        LayoutCluster c;
        c.module = m;
        c.rect = drawing.clusterRects[moduleCluster[m]];
        c.label = modules[m].path;
        if (modules[m].synthetic)
            c.label += QStringLiteral(" (%1)").arg(modules[m].span);
        else if (!modules[m].type.isEmpty())
            c.label += QStringLiteral(" (%1)").arg(shortType(modules[m].type));
        c.depth = modules[m].depth;
        r.clusters << c;
    }
    QList<QRectF> groupRects(groups.size());
    for (int gi = 0; gi < groups.size(); ++gi)
        groupRects[gi] = drawing.clusterRects[groupCluster[gi]];

    // Fusion regions: the kernel's group rectangles, and a rectangle around each of its nodes
    // laid out in another kernel's group.
    QHash<int, QList<int>> groupsOfKernel;
    for (int gi = 0; gi < groups.size(); ++gi)
        groupsOfKernel[groups[gi].kernel] << gi;
    for (int k = 0; k < graph.kernels().size(); ++k) {
        LayoutRegion region;
        region.kernel = k;
        region.launches = int(graph.kernel(k).launchNodes.size());
        QSet<int> seen;
        for (int node : graph.kernel(k).nodes) {
            const int item = r.itemOfNode[node];
            if (item < 0)
                continue;
            if (r.items[item].type == LayoutItem::Type::Module) {
                ++region.hiddenNodes;
                continue;
            }
            if (seen.contains(item))
                continue;
            seen.insert(item);
            region.items << item;
            const int gi = groupOfItem[item];
            if (gi < 0 || groups[gi].kernel != k) {
                region.pieces << r.items[item].rect().adjusted(-kRegionMargin, -kRegionMargin,
                                                               kRegionMargin, kRegionMargin);
                region.labelHeights << 0.0;
                region.pieceLaunches << graph.kernel(k).launchOf(node);
            }
        }
        if (region.items.isEmpty())
            continue;
        for (int gi : groupsOfKernel.value(k)) {
            region.pieces << groupRects[gi];
            region.labelHeights << (groups[gi].items.size() > 1 ? options.lineHeight : 0.0);
            region.pieceLaunches << groups[gi].launch;
        }
        QList<int> order(region.pieces.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&region](int a, int b) {
            const QRectF& pa = region.pieces[a];
            const QRectF& pb = region.pieces[b];
            return pa.top() != pb.top() ? pa.top() < pb.top() : pa.left() < pb.left();
        });
        QList<QRectF> pieces;
        QList<double> heights;
        QList<int> launches;
        for (int i : order) {
            pieces << region.pieces[i];
            heights << region.labelHeights[i];
            launches << region.pieceLaunches[i];
            region.bounds =
                region.bounds.isNull() ? region.pieces[i] : region.bounds.united(region.pieces[i]);
        }
        region.pieces = pieces;
        region.labelHeights = heights;
        region.pieceLaunches = launches;
        r.regions << region;
    }
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    return r;
}

} // namespace ks
