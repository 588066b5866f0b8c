#include "graph/GraphLayout.h"

#include "core/GraphFixtures.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>
#include <memory>
#include <vector>

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

// Everything a layout draws, as bytes: two layouts draw the same picture when these are equal.
QByteArray drawing(const GraphLayoutResult& r) {
    QByteArray bytes;
    auto add = [&bytes](double v) { bytes.append(reinterpret_cast<const char*>(&v), sizeof v); };
    auto addRect = [&add](const QRectF& rect) {
        add(rect.x());
        add(rect.y());
        add(rect.width());
        add(rect.height());
    };
    addRect(r.bounds);
    for (const LayoutItem& item : r.items) {
        add(item.center.x());
        add(item.center.y());
    }
    for (const LayoutEdge& edge : r.edges)
        for (const QPointF& p : edge.points) {
            add(p.x());
            add(p.y());
        }
    for (const LayoutCluster& cluster : r.clusters)
        addRect(cluster.rect);
    for (const LayoutRegion& region : r.regions)
        for (const QRectF& piece : region.pieces)
            addRect(piece);
    return bytes;
}

QByteArray drawingHash(const GraphLayoutResult& r) {
    return QCryptographicHash::hash(drawing(r), QCryptographicHash::Sha256).toHex();
}

// ResNet-50 at the expansion the graph view opens it with: its stages and their bottleneck
// blocks open, a kernel cluster around each fusion group inside them.
std::shared_ptr<const GraphModel> resnet50() {
    QString error;
    auto g = GraphModel::fromMetadataFile(testData(QStringLiteral("graphs/resnet50/metadata.json")),
                                          &error);
    EXPECT_TRUE(g) << error.toStdString();
    return g;
}

// Blocks of varying sizes, every other one freed again: the heap's free lists and the
// addresses of the next allocations differ from what they were.
std::vector<std::unique_ptr<char[]>> churnHeap(int blocks, unsigned seed) {
    std::vector<std::unique_ptr<char[]>> kept;
    unsigned x = seed;
    for (int i = 0; i < blocks; ++i) {
        x = x * 1664525u + 1013904223u;
        auto block = std::make_unique<char[]>(8 + (x >> 16) % 2000);
        if (i % 2 == 0)
            kept.push_back(std::move(block));
    }
    return kept;
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
    EXPECT_EQ(box.label[1], QStringLiteral("relu ×3"));
    EXPECT_EQ(box.label.last(), QStringLiteral("3 nodes · 2 kernels"));
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
        ASSERT_FALSE(region.pieces.isEmpty());
        ASSERT_EQ(region.labelHeights.size(), region.pieces.size());
        for (int item : region.items) {
            EXPECT_TRUE(contains(region.bounds, r.items[item].rect()));
            bool inPiece = false;
            for (const QRectF& piece : region.pieces)
                inPiece = inPiece || contains(piece, r.items[item].rect());
            EXPECT_TRUE(inPiece) << "every node of a kernel sits inside one of its rectangles";
        }
    }
    // Kernel 0 fuses a and b, both in blk.x: one rectangle, labelled. Kernel 1 fuses c
    // (blk.y) and d (root): one rectangle in each module, reading order.
    EXPECT_EQ(r.regions[0].pieces.size(), 1);
    EXPECT_GT(r.regions[0].labelHeights[0], 0);
    ASSERT_EQ(r.regions[1].pieces.size(), 2);
    EXPECT_LT(r.regions[1].pieces[0].top(), r.regions[1].pieces[1].top());
    EXPECT_TRUE(contains(r.regions[1].pieces[0], itemOf(r, *g, "c").rect()));
    EXPECT_TRUE(contains(r.regions[1].pieces[1], itemOf(r, *g, "d").rect()));
    // Kernel 1 spans c (inside blk.y) and d (root); collapsing blk hides c.
    const auto collapsed = GraphLayout::compute(*g, {});
    ASSERT_EQ(collapsed.regions.size(), 1);
    EXPECT_EQ(collapsed.regions[0].kernel, 1);
    EXPECT_EQ(collapsed.regions[0].hiddenNodes, 1);
    EXPECT_EQ(collapsed.regions[0].items.size(), 1);
}

TEST(GraphLayout, KernelGroupsAreRectanglesAroundExactlyTheirNodes) {
    for (const char* project : {"transformer_block", "rms_norm"}) {
        auto g = loadProjectMetadata(QLatin1String(project));
        ASSERT_TRUE(g);
        const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        ASSERT_FALSE(r.regions.isEmpty());
        for (const LayoutRegion& region : r.regions) {
            const QSet<int> own(region.items.cbegin(), region.items.cend());
            for (const QRectF& piece : region.pieces)
                for (int i = 0; i < r.items.size(); ++i) {
                    if (!own.contains(i)) {
                        EXPECT_FALSE(piece.adjusted(1, 1, -1, -1).intersects(r.items[i].rect()))
                            << project << ": kernel " << g->kernel(region.kernel).name.toStdString()
                            << "'s rectangle covers a box it does not compute";
                    }
                }
        }
        // Without grouping, every node is its own rectangle (still exact).
        LayoutOptions free;
        free.kernelClusters = false;
        const auto loose = GraphLayout::compute(*g, GraphLayout::allModules(*g), free);
        for (const LayoutRegion& region : loose.regions)
            EXPECT_EQ(region.pieces.size(), region.items.size());
    }
}

TEST(GraphLayout, WeightsFoldIntoTheirConsumer) {
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    ASSERT_TRUE(g);
    const QSet<QString> all = GraphLayout::allModules(*g);
    LayoutOptions boxes;
    boxes.foldState = false;
    const auto unfolded = GraphLayout::compute(*g, all, boxes);
    const auto folded = GraphLayout::compute(*g, all);
    ASSERT_TRUE(folded.ok());
    int state = 0;
    for (int i = 0; i < g->nodeCount(); ++i) {
        const GraphNode& n = g->node(i);
        if (n.kind != NodeKind::Parameter && n.kind != NodeKind::Buffer &&
            n.kind != NodeKind::Constant)
            continue;
        ++state;
        // Drawn in the box of its first consumer, which names it.
        const int consumer = g->successors(i).first();
        const int item = folded.itemOfNode[i];
        EXPECT_EQ(item, folded.itemOfNode[consumer]) << n.name.toStdString();
        EXPECT_TRUE(folded.items[item].folded.contains(i));
        EXPECT_TRUE(folded.items[item].label.last().contains(n.stateTarget.section('.', -1)))
            << folded.items[item].label.join('|').toStdString();
    }
    ASSERT_GT(state, 0);
    EXPECT_EQ(unfolded.items.size(), g->nodeCount());
    EXPECT_EQ(folded.items.size(), g->nodeCount() - state);
    EXPECT_EQ(GraphLayout::itemCount(*g, all), folded.items.size());
    EXPECT_EQ(GraphLayout::itemCount(*g, all, boxes), unfolded.items.size());
    EXPECT_LT(folded.edges.size(), unfolded.edges.size());
}

TEST(GraphLayout, ReadableExpansionOpensWholeLevelsWithinTheBudget) {
    auto g = nestedChain(); // in, blk{x{a,b}, y{c}}, d
    EXPECT_EQ(GraphLayout::itemCount(*g, {}), 3);
    EXPECT_TRUE(GraphLayout::readableExpansion(*g, 3).isEmpty());
    EXPECT_EQ(GraphLayout::readableExpansion(*g, 4), QSet<QString>{QStringLiteral("blk")});
    EXPECT_EQ(GraphLayout::readableExpansion(*g, 5), GraphLayout::allModules(*g));
    EXPECT_EQ(GraphLayout::readableExpansion(*g, 100), GraphLayout::allModules(*g));
    // Only among what was open: Fit never opens modules the user closed.
    const QSet<QString> open{QStringLiteral("blk")};
    EXPECT_EQ(GraphLayout::readableExpansion(*g, 100, {}, &open), open);
}

TEST(GraphLayout, CollapsedModuleSaysWhatItHolds) {
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    ASSERT_TRUE(g);
    const auto r = GraphLayout::compute(*g, {});
    ASSERT_FALSE(r.itemOfModule.isEmpty());
    for (auto it = r.itemOfModule.cbegin(); it != r.itemOfModule.cend(); ++it) {
        const LayoutItem& box = r.items[*it];
        const ModuleNode& m = g->module(it.key());
        EXPECT_EQ(box.label.first(), m.name.front().isDigit() && m.parent > 0
                                         ? g->module(m.parent).name + '.' + m.name
                                         : m.name);
        EXPECT_TRUE(box.label.last().startsWith(
            QStringLiteral("%1 nodes").arg(g->module(it.key()).totalNodes)))
            << box.label.join('|').toStdString();
    }
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
    LayoutOptions boxes; // every node its own box
    boxes.foldState = false;
    const auto expanded = GraphLayout::compute(*g, GraphLayout::allModules(*g), boxes);
    ASSERT_TRUE(expanded.ok());
    EXPECT_LT(collapsed.items.size(), expanded.items.size());
    EXPECT_EQ(expanded.items.size(), g->nodeCount());
    EXPECT_EQ(collapsed.itemOfModule.size(), g->modules().size() - 1);
    for (int i = 0; i < g->nodeCount(); ++i) {
        ASSERT_GE(collapsed.itemOfNode[i], 0);
        ASSERT_LT(collapsed.itemOfNode[i], collapsed.items.size());
    }
    // Pure: the same input gives the same output. Module clusters only: with a cluster per
    // kernel, Graphviz 2.42 orders clusters by the addresses of their interned names, so
    // the drawing can differ between processes (noted for a fix).
    LayoutOptions modulesOnly;
    modulesOnly.kernelClusters = false;
    const auto first = GraphLayout::compute(*g, {}, modulesOnly);
    const auto again = GraphLayout::compute(*g, {}, modulesOnly);
    ASSERT_EQ(again.items.size(), first.items.size());
    for (int i = 0; i < again.items.size(); ++i)
        EXPECT_EQ(again.items[i].center, first.items[i].center);
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

TEST(GraphLayout, ReadableExpansionKeepsEdgesWithinGraphvizReach) {
    // DenseNet's blocks concatenate every earlier layer: opening its dense blocks draws ~130
    // boxes but ~1,900 edges, which dot needs minutes for. The opening level stays sparse.
    QString error;
    auto g = GraphModel::fromMetadataFile(
        testData(QStringLiteral("graphs/densenet201/metadata.json")), &error);
    ASSERT_TRUE(g) << error.toStdString();
    const auto open = GraphLayout::readableExpansion(*g, 150);
    EXPECT_LE(GraphLayout::edgeCount(*g, open), 2 * 150);
    QElapsedTimer timer;
    timer.start();
    const auto r = GraphLayout::compute(*g, open);
    ASSERT_TRUE(r.ok());
    EXPECT_GT(r.items.size(), 10);
    EXPECT_LT(timer.elapsed(), 20000);
}

// A kernel run once per block is a rectangle per block, each around exactly the nodes of
// its launch, and says which launch it is.
TEST(GraphLayout, EachLaunchOfAKernelRunPerBlockIsItsOwnRectangle) {
    auto g = loadProjectMetadata(QStringLiteral("repeated_blocks"));
    ASSERT_TRUE(g);
    const int k = g->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm_relu"));
    const Kernel& kernel = g->kernel(k);
    const auto r = GraphLayout::compute(*g, GraphLayout::allModules(*g));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    const LayoutRegion* region = nullptr;
    for (const LayoutRegion& reg : r.regions)
        if (reg.kernel == k)
            region = &reg;
    ASSERT_TRUE(region);
    EXPECT_EQ(region->launches, 4);
    ASSERT_EQ(region->pieces.size(), region->pieceLaunches.size());
    QList<int> launches = region->pieceLaunches;
    std::sort(launches.begin(), launches.end());
    EXPECT_EQ(launches.first(), 0);
    EXPECT_EQ(launches.last(), 3);
    for (int p = 0; p < region->pieces.size(); ++p) {
        const QList<int> own = kernel.launchNodes[region->pieceLaunches[p]];
        for (int n = 0; n < g->nodeCount(); ++n) {
            const int item = r.itemOfNode[n];
            // (A folded weight is drawn in its consumer's box.)
            if (item < 0 || r.items[item].type != LayoutItem::Type::Node ||
                r.items[item].index != n)
                continue;
            const bool inside =
                region->pieces[p].adjusted(1, 1, -1, -1).intersects(r.items[item].rect());
            if (inside) {
                EXPECT_TRUE(own.contains(n))
                    << "launch " << region->pieceLaunches[p] << "'s rectangle covers "
                    << g->node(n).name.toStdString();
            }
        }
    }
}

// Graphviz orders clusters by comparing the addresses of their interned names; the layout keeps
// them in creation order, so another heap state gives the same drawing.
TEST(GraphLayout, SameDrawingWhateverTheHeapHeldBefore) {
    const auto g = resnet50();
    ASSERT_TRUE(g);
    const auto open = GraphLayout::readableExpansion(*g, 150);
    const auto first = GraphLayout::compute(*g, open);
    ASSERT_TRUE(first.ok()) << first.error.toStdString();
    ASSERT_GT(first.clusters.size(), 10);
    ASSERT_GT(first.regions.size(), 10);
    for (unsigned seed = 1; seed <= 2; ++seed) {
        const auto churn = churnHeap(4000, seed);
        const auto again = GraphLayout::compute(*g, open);
        ASSERT_TRUE(again.ok()) << again.error.toStdString();
        ASSERT_EQ(again.items.size(), first.items.size());
        ASSERT_EQ(again.clusters.size(), first.clusters.size());
        ASSERT_EQ(again.regions.size(), first.regions.size());
        int movedItems = 0;
        for (qsizetype i = 0; i < first.items.size(); ++i)
            movedItems += again.items[i].center != first.items[i].center;
        int movedClusters = 0;
        for (qsizetype c = 0; c < first.clusters.size(); ++c)
            movedClusters += again.clusters[c].rect != first.clusters[c].rect;
        int movedRegions = 0;
        for (qsizetype k = 0; k < first.regions.size(); ++k)
            movedRegions += again.regions[k].pieces != first.regions[k].pieces;
        EXPECT_EQ(movedItems, 0) << "of " << first.items.size() << " boxes, heap churn " << seed;
        EXPECT_EQ(movedClusters, 0) << "of " << first.clusters.size() << " modules";
        EXPECT_EQ(movedRegions, 0) << "of " << first.regions.size() << " fusion regions";
        EXPECT_EQ(drawingHash(again), drawingHash(first)) << "edges or bounds, heap churn " << seed;
    }
}

// A project reopened in a new run of the IDE shows the graph drawn as before. The test runs
// itself again in child processes (KS_LAYOUT_HASH set to a heap-churn seed), which churn the
// heap, lay ResNet-50 out and print the drawing's hash for this process to compare.
TEST(GraphLayout, SameDrawingInAnotherProcess) {
    const QByteArray churnSeed = qgetenv("KS_LAYOUT_HASH");
    const auto churn = churnHeap(churnSeed.isEmpty() ? 0 : 4000, churnSeed.toUInt());
    const auto g = resnet50();
    ASSERT_TRUE(g);
    const auto here = GraphLayout::compute(*g, GraphLayout::readableExpansion(*g, 150));
    ASSERT_TRUE(here.ok()) << here.error.toStdString();
    if (!churnSeed.isEmpty()) { // the child: its hash is the result
        std::printf("drawing-hash: %s\n", drawingHash(here).constData());
        std::fflush(stdout);
        return;
    }
    const QByteArray expected = drawingHash(here);
    for (const char* seed : {"1", "2"}) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KS_LAYOUT_HASH"), QString::fromLatin1(seed));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--gtest_filter=GraphLayout.SameDrawingInAnotherProcess")});
        ASSERT_TRUE(child.waitForFinished(120000)) << child.errorString().toStdString();
        ASSERT_EQ(child.exitCode(), 0);
        const QString out = QString::fromUtf8(child.readAllStandardOutput());
        const auto match =
            QRegularExpression(QStringLiteral("drawing-hash: ([0-9a-f]+)")).match(out);
        ASSERT_TRUE(match.hasMatch()) << out.toStdString();
        EXPECT_EQ(match.captured(1).toLatin1(), expected) << "heap churned " << seed;
    }
}

TEST(GraphLayout, AKernelsNodesThatReadOnlyEarlyValuesSitWithTheRestOfTheirKernel) {
    // x -> c1 -> ... -> c12 -> put, and check (reading x alone) -> put, check and put one
    // kernel: dot ranked check beside x, and the kernel's plate ran down the whole graph (a
    // 24-layer GPT-2's embedding gradient, whose position checks read the recomputed causal
    // mask: a plate 7,400 points tall over its backward).
    GraphContent c;
    c.modelName = QStringLiteral("Late");
    auto node = [&c](const QString& name, const QStringList& inputs) {
        GraphNode n;
        n.name = name;
        n.op = inputs.isEmpty() ? QStringLiteral("placeholder") : QStringLiteral("call_function");
        n.kind = inputs.isEmpty() ? NodeKind::Input : NodeKind::Op;
        n.target = inputs.isEmpty() ? name : QStringLiteral("aten.relu.default");
        n.inputs = inputs;
        n.outputs << QStringLiteral("float32[4, 8]");
        c.nodes << n;
    };
    node(QStringLiteral("x"), {});
    QString previous = QStringLiteral("x");
    for (int i = 1; i <= 12; ++i) {
        node(QStringLiteral("c%1").arg(i), {previous});
        previous = QStringLiteral("c%1").arg(i);
    }
    node(QStringLiteral("check"), {QStringLiteral("x")});
    node(QStringLiteral("put"), {previous, QStringLiteral("check")});
    Kernel k;
    k.name = QStringLiteral("embedding_backward");
    k.definition = LineRange{1, 5};
    k.launches << LineRange{10, 10};
    c.kernels << k;
    c.kernelNodeNames << QStringList{QStringLiteral("check"), QStringLiteral("put")};
    QString error;
    auto g = GraphModel::create(std::move(c), &error);
    ASSERT_TRUE(g) << error.toStdString();
    const GraphLayoutResult r = GraphLayout::compute(*g, {});
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    ASSERT_EQ(r.regions.size(), 1);
    EXPECT_LT(r.regions.first().bounds.height(), 0.3 * r.bounds.height())
        << "plate " << r.regions.first().bounds.height() << " of " << r.bounds.height();
    EXPECT_LT(std::abs(itemOf(r, *g, "check").center.y() - itemOf(r, *g, "put").center.y()),
              0.2 * r.bounds.height());
}

namespace {

// A training step's joined graph, as joinTrainingGraph makes it: `blocks` blocks of fc, act and
// a residual add in the forward; the backward's mirror under the module `backward`.
std::shared_ptr<const GraphModel> trainingStack(int blocks) {
    GraphContent c;
    c.modelName = QStringLiteral("Stack");
    auto node = [&c](const QString& name, const QString& module, const QStringList& inputs,
                     bool backward) {
        GraphNode n;
        n.name = name;
        n.op = inputs.isEmpty() ? QStringLiteral("placeholder") : QStringLiteral("call_function");
        n.kind = inputs.isEmpty() ? NodeKind::Input : NodeKind::Op;
        n.target = inputs.isEmpty() ? name : QStringLiteral("aten.mul.Tensor");
        n.modulePath = module;
        n.inputs = inputs;
        n.backward = backward;
        n.outputs << QStringLiteral("float32[4, 8]");
        c.nodes << n;
    };
    node(QStringLiteral("x"), {}, {}, false);
    QString h = QStringLiteral("x");
    for (int i = 0; i < blocks; ++i) {
        const QString b = QStringLiteral("blocks.%1").arg(i);
        node(QStringLiteral("fc_%1").arg(i), b + QStringLiteral(".fc"), {h}, false);
        node(QStringLiteral("act_%1").arg(i), b + QStringLiteral(".act"),
             {QStringLiteral("fc_%1").arg(i)}, false);
        node(QStringLiteral("add_%1").arg(i), b, {h, QStringLiteral("act_%1").arg(i)}, false);
        h = QStringLiteral("add_%1").arg(i);
    }
    QString g = h;
    for (int i = blocks - 1; i >= 0; --i) {
        const QString b = QStringLiteral("backward.blocks.%1").arg(i);
        node(QStringLiteral("act_bw_%1").arg(i), b + QStringLiteral(".act"),
             {g, QStringLiteral("act_%1").arg(i)}, true);
        node(QStringLiteral("fc_bw_%1").arg(i), b + QStringLiteral(".fc"),
             {QStringLiteral("act_bw_%1").arg(i)}, true);
        node(QStringLiteral("add_bw_%1").arg(i), b, {g, QStringLiteral("fc_bw_%1").arg(i)}, true);
        g = QStringLiteral("add_bw_%1").arg(i);
    }
    QString error;
    auto graph = GraphModel::create(std::move(c), &error);
    EXPECT_TRUE(graph) << error.toStdString();
    return graph;
}

} // namespace

TEST(GraphLayout, ATrainingStepOpensWithItsBackwardAsFarAsItsForwardWhileReadable) {
    // Small: the backward's blocks open as the forward's.
    auto small = trainingStack(3);
    ASSERT_TRUE(small);
    const QSet<QString> forward{QStringLiteral("blocks"), QStringLiteral("blocks.0"),
                                QStringLiteral("blocks.1"), QStringLiteral("blocks.2")};
    const QSet<QString> opened = GraphLayout::trainingOpening(*small, forward, 150);
    EXPECT_TRUE(opened.contains(QStringLiteral("backward")));
    EXPECT_TRUE(opened.contains(QStringLiteral("backward.blocks")));
    EXPECT_TRUE(opened.contains(QStringLiteral("backward.blocks.1")));

    // Big (a 24-layer GPT-2's shape): the forward's opening level mirrored would draw 180 boxes
    // in one column; the opening keeps to half the budget, the backward open as far as fits.
    auto big = trainingStack(30);
    ASSERT_TRUE(big);
    const QSet<QString> level = GraphLayout::readableExpansion(*big, 150);
    const QSet<QString> opening = GraphLayout::trainingOpening(*big, level, 150);
    EXPECT_LE(GraphLayout::itemCount(*big, opening), 75)
        << GraphLayout::itemCount(*big, opening) << " boxes";
    EXPECT_TRUE(opening.contains(QStringLiteral("backward")));
    QSet<QString> mirrored = level;
    for (const QString& p : level)
        mirrored.insert(QStringLiteral("backward.") + p);
    EXPECT_GT(GraphLayout::itemCount(*big, mirrored), 150)
        << "the case: the mirror alone draws more than a graph opens with";
}
