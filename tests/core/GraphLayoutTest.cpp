#include "graph/GraphLayout.h"

#include "core/GraphFixtures.h"

#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

using Nodes = QList<std::pair<QString, QString>>;

// in -> a (blk.x) -> b (blk.x) -> c (blk.y) -> d (root)
std::shared_ptr<const GraphModel> nestedChain() {
    return chainGraph(
        Nodes{{QStringLiteral("in"), QString()},
              {QStringLiteral("a"), QStringLiteral("blk.x")},
              {QStringLiteral("b"), QStringLiteral("blk.x")},
              {QStringLiteral("c"), QStringLiteral("blk.y")},
              {QStringLiteral("d"), QString()}},
        {{QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("c"), QStringLiteral("d")}});
}

const LayoutItem& itemOf(const GraphLayoutResult& r, const GraphModel& g, const char* node) {
    return r.items[r.itemOfNode[g.nodeIndex(QLatin1String(node))]];
}

bool contains(const QRectF& outer, const QRectF& inner) {
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner);
}

} // namespace

TEST(GraphLayout, ProducersAboveConsumersWhenExpanded) {
    auto g = nestedChain();
    const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    ASSERT_EQ(r.items.size(), 5);
    for (const GraphEdge& e : g->edges()) {
        const auto& from = r.items[r.itemOfNode[e.from]];
        const auto& to = r.items[r.itemOfNode[e.to]];
        EXPECT_LT(from.center.y(), to.center.y()) << "screen y grows downwards";
        EXPECT_LE(from.rect().bottom(), to.rect().top());
    }
    for (const LayoutItem& item : r.items) {
        EXPECT_EQ(item.type, LayoutItem::Type::Node);
        EXPECT_TRUE(contains(r.bounds, item.rect()));
        EXPECT_GT(item.size.width(), 0);
    }
    EXPECT_EQ(itemOf(r, *g, "a").label.first(), QStringLiteral("relu"));
    EXPECT_EQ(itemOf(r, *g, "a").label.last(), QStringLiteral("float32[4, 8]"));
    EXPECT_EQ(itemOf(r, *g, "in").label.first(), QStringLiteral("in"));
    EXPECT_EQ(r.graphId, g->id());
    EXPECT_GE(r.seconds, 0);
}

TEST(GraphLayout, EdgesAreBezierChainsBetweenTheirBoxes) {
    auto g = nestedChain();
    const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_EQ(r.edges.size(), 4);
    for (const LayoutEdge& e : r.edges) {
        ASSERT_GE(e.points.size(), 4);
        EXPECT_EQ((e.points.size() - 1) % 3, 0);
        const QRectF from = r.items[e.from].rect().adjusted(-2, -2, 2, 2);
        EXPECT_TRUE(from.contains(e.points.first()));
        ASSERT_TRUE(e.arrowTip);
        EXPECT_TRUE(r.items[e.to].rect().adjusted(-2, -2, 2, 2).contains(*e.arrowTip));
    }
}

TEST(GraphLayout, ClustersContainTheirNodesAndNest) {
    auto g = nestedChain();
    const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_EQ(r.clusters.size(), 3); // blk, blk.x, blk.y
    QHash<int, QRectF> rectOf;
    for (const LayoutCluster& c : r.clusters)
        rectOf.insert(c.module, c.rect);
    const int blk = g->moduleIndex(QStringLiteral("blk"));
    const int x = g->moduleIndex(QStringLiteral("blk.x"));
    EXPECT_TRUE(contains(rectOf[blk], rectOf[x]));
    EXPECT_TRUE(contains(rectOf[x], itemOf(r, *g, "a").rect()));
    EXPECT_TRUE(contains(rectOf[x], itemOf(r, *g, "b").rect()));
    EXPECT_FALSE(rectOf[x].intersects(itemOf(r, *g, "c").rect()));
    EXPECT_FALSE(rectOf[blk].intersects(itemOf(r, *g, "d").rect()));
    EXPECT_EQ(r.clusters.first().module, blk) << "parents before children";
}

TEST(GraphLayout, CollapsedModuleHidesItsChildren) {
    auto g = nestedChain();
    const auto r = GraphLayout::compute(*g, {}); // nothing expanded
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.items.size(), 3); // in, blk, d
    EXPECT_TRUE(r.clusters.isEmpty());
    const int blk = g->moduleIndex(QStringLiteral("blk"));
    ASSERT_TRUE(r.itemOfModule.contains(blk));
    const LayoutItem& box = r.items[r.itemOfModule[blk]];
    EXPECT_EQ(box.type, LayoutItem::Type::Module);
    EXPECT_EQ(box.label.first(), QStringLiteral("blk"));
    EXPECT_EQ(box.label.last(), QStringLiteral("3 nodes"));
    for (const char* hidden : {"a", "b", "c"})
        EXPECT_EQ(r.itemOfNode[g->nodeIndex(QLatin1String(hidden))], r.itemOfModule[blk]);
    EXPECT_EQ(r.edges.size(), 2); // in -> blk -> d; edges inside blk dropped

    // Expanding blk shows its children as collapsed modules.
    const auto one = GraphLayout::compute(*g, {QStringLiteral("blk")});
    EXPECT_EQ(one.items.size(), 4); // in, blk.x, blk.y, d
    EXPECT_EQ(one.clusters.size(), 1);
    EXPECT_TRUE(one.itemOfModule.contains(g->moduleIndex(QStringLiteral("blk.x"))));
    // An expanded child of a collapsed parent is still hidden.
    const auto hidden = GraphLayout::compute(*g, {QStringLiteral("blk.x")});
    EXPECT_EQ(hidden.items.size(), 3);
    EXPECT_FALSE(GraphLayout::isModuleVisible(*g, g->moduleIndex(QStringLiteral("blk.x")), {}));
    EXPECT_TRUE(GraphLayout::isModuleVisible(*g, g->moduleIndex(QStringLiteral("blk.x")),
                                             {QStringLiteral("blk")}));
}

TEST(GraphLayout, FusionRegionsContainTheirVisibleNodes) {
    auto g = nestedChain();
    const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_EQ(r.regions.size(), 2);
    for (const LayoutRegion& region : r.regions) {
        EXPECT_EQ(region.hiddenNodes, 0);
        EXPECT_EQ(region.items.size(), g->kernel(region.kernel).nodes.size());
        ASSERT_GE(region.hull.size(), 4);
        for (int item : region.items) {
            EXPECT_TRUE(contains(region.bounds, r.items[item].rect()));
            for (const QPointF& p : region.hull)
                EXPECT_TRUE(region.bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(p));
        }
    }
    // Kernel 1 spans c (inside blk.y) and d (root); collapsing blk hides c.
    const auto collapsed = GraphLayout::compute(*g, {});
    ASSERT_EQ(collapsed.regions.size(), 1);
    EXPECT_EQ(collapsed.regions[0].kernel, 1);
    EXPECT_EQ(collapsed.regions[0].hiddenNodes, 1);
    EXPECT_EQ(collapsed.regions[0].items.size(), 1);
}

TEST(GraphLayout, FlatIgnoresModules) {
    auto g = nestedChain();
    LayoutOptions flat;
    flat.flat = true;
    const auto r = GraphLayout::compute(*g, {}, flat);
    EXPECT_EQ(r.items.size(), 5);
    EXPECT_TRUE(r.clusters.isEmpty());
    EXPECT_TRUE(r.itemOfModule.isEmpty());
}

TEST(GraphLayout, RealTransformerCollapsedAndExpanded) {
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    ASSERT_TRUE(g);
    const auto collapsed = GraphLayout::compute(*g, {});
    ASSERT_TRUE(collapsed.ok()) << collapsed.error.toStdString();
    const auto expanded = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_TRUE(expanded.ok());
    EXPECT_LT(collapsed.items.size(), expanded.items.size());
    EXPECT_EQ(expanded.items.size(), g->nodeCount());
    EXPECT_EQ(collapsed.itemOfModule.size(), g->modules().size() - 1);
    for (int i = 0; i < g->nodeCount(); ++i) {
        ASSERT_GE(collapsed.itemOfNode[i], 0);
        ASSERT_LT(collapsed.itemOfNode[i], collapsed.items.size());
    }
    // Pure: the same input gives the same output.
    const auto again = GraphLayout::compute(*g, {});
    ASSERT_EQ(again.items.size(), collapsed.items.size());
    for (int i = 0; i < again.items.size(); ++i)
        EXPECT_EQ(again.items[i].center, collapsed.items[i].center);
}

TEST(GraphLayout, EmptyGraph) {
    QString error;
    auto g = GraphModel::create(GraphContent{}, &error);
    ASSERT_TRUE(g) << error.toStdString();
    const auto r = GraphLayout::compute(*g, {});
    EXPECT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_TRUE(r.items.isEmpty());
    EXPECT_TRUE(r.regions.isEmpty());
}
