#include "graph/OpGroups.h"

#include "core/GraphFixtures.h"
#include "graph/GraphLayout.h"

#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

QList<int> syntheticModules(const GraphModel& g) {
    QList<int> groups;
    for (int m = 0; m < g.modules().size(); ++m)
        if (g.module(m).synthetic)
            groups << m;
    return groups;
}

QStringList groupPaths(const GraphModel& g) {
    QStringList paths;
    for (int m : syntheticModules(g))
        paths << g.module(m).path;
    return paths;
}

} // namespace

// A functional model of 3,000 ops: its root would draw 3,000 boxes; it draws 30 groups of about
// 100 consecutive ops, each kernel whole inside one group, named by the range of its ops.
TEST(OpGroups, FoldsAFlatLevelIntoRunsOfOps) {
    auto g = functionalGraph(3000);
    ASSERT_TRUE(g);
    const ModuleNode& root = g->module(0);
    const QList<int> groups = syntheticModules(*g);
    ASSERT_EQ(groups.size(), 30);
    EXPECT_EQ(root.children, groups);
    // What stays at the root: the input and the output.
    QStringList direct;
    for (int n : root.nodes)
        direct << g->node(n).name;
    EXPECT_EQ(direct, (QStringList{QStringLiteral("x"), QStringLiteral("output")}));
    EXPECT_EQ(root.totalNodes, g->nodeCount());

    const ModuleNode& first = g->module(groups.first());
    EXPECT_EQ(first.path, QStringLiteral("ops 1-100"));
    EXPECT_EQ(first.name, first.path);
    EXPECT_EQ(first.parent, 0);
    EXPECT_EQ(first.depth, 1);
    EXPECT_EQ(first.span, QStringLiteral("mm_0 … res_24"));
    // 100 ops and the 25 weights they read first.
    EXPECT_EQ(first.totalNodes, 125);
    EXPECT_EQ(g->moduleOfNode(g->nodeIndex(QStringLiteral("p_w3"))), groups.first());
    EXPECT_EQ(g->module(groups.last()).path, QStringLiteral("ops 2901-3000"));

    int ops = 0;
    int previousLast = 0;
    for (int m : groups) {
        const ModuleNode& group = g->module(m);
        EXPECT_TRUE(group.children.isEmpty());
        EXPECT_EQ(group.totalNodes, group.nodes.size());
        // Consecutive ranges, together every op once.
        const QStringList range = group.name.mid(4).split(QLatin1Char('-'));
        EXPECT_EQ(range[0].toInt(), previousLast + 1) << group.name.toStdString();
        previousLast = range[1].toInt();
        for (int n : group.nodes)
            ops += g->node(n).kind == NodeKind::Op;
    }
    EXPECT_EQ(previousLast, 3000);
    EXPECT_EQ(ops, 3000);
    for (const Kernel& k : g->kernels())
        for (int n : k.nodes)
            EXPECT_EQ(g->moduleOfNode(n), g->moduleOfNode(k.nodes.first())) << k.name.toStdString();
    // The node keeps its own (empty) module path: Details and kernel labels name nn.Modules.
    EXPECT_TRUE(g->node(g->nodeIndex(QStringLiteral("mm_3"))).modulePath.isEmpty());
}

// A cut moves to the nearest place that splits no kernel: after op 10 it would split `add_2`,
// `relu_2`, `res_2` (one kernel); after op 9 it splits none.
TEST(OpGroups, CutsBetweenKernels) {
    auto g = functionalGraph(200, OpGroupLimits{50, 10});
    ASSERT_TRUE(g);
    for (const Kernel& k : g->kernels())
        for (int n : k.nodes)
            EXPECT_EQ(g->moduleOfNode(n), g->moduleOfNode(k.nodes.first())) << k.name.toStdString();
    EXPECT_EQ(groupPaths(*g).first(), QStringLiteral("ops 1-9"));
}

TEST(OpGroups, SmallLevelsStayAsTheyAre) {
    auto g = functionalGraph(280);
    ASSERT_TRUE(g);
    EXPECT_TRUE(syntheticModules(*g).isEmpty());
    EXPECT_EQ(g->modules().size(), 1);
}

// The same graph gives the same groups (the expanded set, kept by path, finds them again after
// a regenerate), and ops added at the end leave the groups before them as they were.
TEST(OpGroups, NamesAreStable) {
    const QStringList paths = groupPaths(*functionalGraph(3000));
    EXPECT_EQ(groupPaths(*functionalGraph(3000)), paths);
    const QStringList longer = groupPaths(*functionalGraph(3200));
    ASSERT_EQ(longer.size(), 32);
    EXPECT_EQ(longer.mid(0, 29), paths.mid(0, 29));
}

// Too many groups for one level: groups of groups, each level within the limit.
TEST(OpGroups, GroupsOfGroups) {
    auto g = functionalGraph(4000, OpGroupLimits{20, 10});
    ASSERT_TRUE(g);
    const ModuleNode& root = g->module(0);
    ASSERT_LE(root.children.size(), 20);
    EXPECT_GE(root.children.size(), 2);
    const ModuleNode& top = g->module(root.children.first());
    EXPECT_TRUE(top.synthetic);
    EXPECT_TRUE(top.nodes.isEmpty());
    ASSERT_FALSE(top.children.isEmpty());
    const ModuleNode& leaf = g->module(top.children.first());
    EXPECT_EQ(leaf.path, top.path + QStringLiteral(".") + leaf.name);
    EXPECT_EQ(leaf.depth, 2);
    EXPECT_EQ(g->moduleIndex(leaf.path), top.children.first());
    int total = 0;
    for (int child : top.children)
        total += g->module(child).totalNodes;
    EXPECT_EQ(top.totalNodes, total);
    for (int m = 0; m < g->modules().size(); ++m)
        EXPECT_LE(g->module(m).children.size() + g->module(m).nodes.size(), 20 + 10 + 10)
            << g->module(m).path.toStdString();
    EXPECT_TRUE(g->moduleContains(root.children.first(), top.children.first()));
}

// Drawn like modules: the folded level opens as one box per group; a group opened shows its
// ops in a cluster labelled with its first and last op, its kernels as regions; Expand all
// leaves the groups folded.
TEST(OpGroups, LaidOutLikeModules) {
    auto g = functionalGraph(3000);
    ASSERT_TRUE(g);
    const QSet<QString> open = GraphLayout::readableExpansion(*g, 150);
    EXPECT_TRUE(open.isEmpty());
    const auto folded = GraphLayout::compute(*g, open);
    ASSERT_TRUE(folded.ok()) << folded.error.toStdString();
    EXPECT_EQ(folded.items.size(), 32); // 30 groups, the input, the output
    const int first = g->moduleIndex(QStringLiteral("ops 1-100"));
    const LayoutItem& box = folded.items[folded.itemOfModule.value(first)];
    EXPECT_EQ(box.label.value(0), QStringLiteral("ops 1-100"));
    EXPECT_EQ(box.label.value(1), QStringLiteral("mm_0 … res_24"));
    EXPECT_EQ(box.label.value(2), QStringLiteral("add ×50 · mm ×25 · relu ×25"));
    EXPECT_EQ(box.label.value(3), QStringLiteral("125 nodes · 50 kernels"));
    EXPECT_EQ(GraphLayout::allModules(*g, false), QSet<QString>{});

    const auto opened = GraphLayout::compute(*g, {QStringLiteral("ops 1-100")});
    ASSERT_TRUE(opened.ok()) << opened.error.toStdString();
    EXPECT_EQ(opened.items.size(), 31 + 100);
    ASSERT_EQ(opened.clusters.size(), 1);
    EXPECT_EQ(opened.clusters[0].label, QStringLiteral("ops 1-100 (mm_0 … res_24)"));
    const int fused = g->kernelIndex(QStringLiteral("cpp_fused_add_relu_3"));
    bool drawn = false;
    for (const LayoutRegion& region : opened.regions)
        if (region.kernel == fused) {
            drawn = true;
            EXPECT_EQ(region.items.size(), 3);
            EXPECT_EQ(region.hiddenNodes, 0);
        }
    EXPECT_TRUE(drawn);
}

// The engine's export of a functional model (tests/data/projects/functional_2k: 2,004 nodes at
// the root, one C++ kernel launched 249 times): groups of about 100 ops, each launch whole in
// one group, and the level opens as a drawing of a few dozen boxes.
TEST(OpGroups, RealFunctionalExport) {
    auto g = loadProjectMetadata(QStringLiteral("functional_2k"));
    ASSERT_TRUE(g);
    ASSERT_EQ(g->nodeCount(), 2004);
    const QList<int> groups = syntheticModules(*g);
    ASSERT_EQ(groups.size(), 20);
    EXPECT_EQ(g->module(0).children, groups);
    for (const Kernel& k : g->kernels())
        for (const QList<int>& launch : k.launchNodes)
            for (int n : launch)
                EXPECT_EQ(g->moduleOfNode(n), g->moduleOfNode(launch.first()))
                    << k.name.toStdString();
    const auto r = GraphLayout::compute(*g, GraphLayout::readableExpansion(*g, 150));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_LE(r.items.size(), 30);
    EXPECT_LT(r.seconds, 5.0);
}
