// The graph pane on its own: keyboard navigation along the data flow, Fit that never draws
// specks, weights folded into their consumers, kernel groups drawn as rectangles and labelled
// when zoomed out.

#include "graph/GraphView.h"

#include "core/GraphFixtures.h"
#include "graph/GraphItems.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QElapsedTimer>
#include <QGraphicsView>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

using Nodes = QList<std::pair<QString, QString>>;

// `blocks` blocks of `perBlock` ops each (blocks.<i>.attn / blocks.<i>.mlp), in one chain,
// one kernel per module.
std::shared_ptr<const GraphModel> blockChain(int blocks, int perBlock) {
    Nodes nodes{{QStringLiteral("x"), QString()}};
    QList<QStringList> kernels;
    for (int b = 0; b < blocks; ++b) {
        for (const char* part : {"attn", "mlp"}) {
            const QString module = QStringLiteral("blocks.%1.%2").arg(b).arg(QLatin1String(part));
            QStringList kernel;
            for (int i = 0; i < perBlock / 2; ++i) {
                const QString name =
                    QStringLiteral("n%1_%2_%3").arg(b).arg(QLatin1String(part)).arg(i);
                nodes.append({name, module});
                kernel << name;
            }
            kernels << kernel;
        }
    }
    nodes.append({QStringLiteral("out"), QString()});
    return chainGraph(nodes, kernels);
}

class GraphViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        view.resize(1200, 800);
        view.show();
    }
    void show(std::shared_ptr<const GraphModel> graph) {
        view.setGraph(std::move(graph));
        settle();
    }
    // Waits until no layout is pending (Fit may ask for one more).
    void settle() {
        ASSERT_TRUE(waitFor([this] {
            QCoreApplication::processEvents();
            return !view.isLayoutPending() && view.currentLayout() &&
                   view.currentLayout()->graphId == view.graph()->id();
        }));
        QTest::qWait(50);
        ASSERT_TRUE(waitFor([this] { return !view.isLayoutPending(); }));
    }
    double scale() const { return view.canvas()->transform().m11(); }
    void key(Qt::Key k) { QTest::keyClick(view.canvas()->viewport(), k); }
    int nodeOfFocus() const {
        const auto& item = view.currentLayout()->items[view.focusItem()];
        return item.type == LayoutItem::Type::Node ? item.index : -1;
    }

    LayoutService layouts;
    GraphView view{layouts};
};

} // namespace

TEST_F(GraphViewTest, ArrowKeysWalkTheDataFlowAndEnterBackspaceOpenAndCloseModules) {
    auto g = chainGraph(Nodes{{QStringLiteral("in"), QString()},
                              {QStringLiteral("a"), QStringLiteral("blk.x")},
                              {QStringLiteral("b"), QStringLiteral("blk.x")},
                              {QStringLiteral("c"), QStringLiteral("blk.y")},
                              {QStringLiteral("d"), QString()}},
                        {{QStringLiteral("a"), QStringLiteral("b")}});
    show(g);
    QSignalSpy clicked(&view, &GraphView::nodeClicked);
    view.canvas()->setFocus();
    key(Qt::Key_Down); // no focus yet: the top of the flow
    ASSERT_GE(view.focusItem(), 0);
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("in")));
    key(Qt::Key_Down);
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("a")));
    key(Qt::Key_Down);
    key(Qt::Key_Down);
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("c")));
    key(Qt::Key_Up);
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("b")));
    ASSERT_GE(clicked.size(), 5);
    EXPECT_EQ(clicked.last().first().toInt(), g->nodeIndex(QStringLiteral("b")))
        << "the selection follows the keyboard";

    key(Qt::Key_Backspace); // out of blk.x: it collapses, its box takes the focus
    settle();
    EXPECT_FALSE(view.expandedModules().contains(QStringLiteral("blk.x")));
    const auto& box = view.currentLayout()->items[view.focusItem()];
    EXPECT_EQ(box.type, LayoutItem::Type::Module);
    EXPECT_EQ(box.index, g->moduleIndex(QStringLiteral("blk.x")));
    key(Qt::Key_Down); // from the collapsed box along its edge to c
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("c")));
    key(Qt::Key_Up);
    key(Qt::Key_Return); // into blk.x again: its first node
    settle();
    EXPECT_TRUE(view.expandedModules().contains(QStringLiteral("blk.x")));
    EXPECT_EQ(nodeOfFocus(), g->nodeIndex(QStringLiteral("a")));
}

TEST_F(GraphViewTest, BigGraphOpensAtAReadableLevelAndFitNeverDrawsSpecks) {
    auto g = blockChain(12, 40); // 482 nodes
    show(g);
    // Opens with the blocks open and their parts collapsed: a level of boxes one can read.
    EXPECT_TRUE(view.expandedModules().contains(QStringLiteral("blocks")));
    EXPECT_FALSE(view.expandedModules().contains(QStringLiteral("blocks.0.attn")));
    EXPECT_LE(view.currentLayout()->items.size(), GraphView::kOpenItems);
    auto smallestBoxOnScreen = [this] {
        double smallest = 1e9;
        for (const LayoutItem& item : view.currentLayout()->items)
            smallest = std::min(smallest, item.size.height() * scale());
        return smallest;
    };
    EXPECT_GE(scale(), GraphView::kFitFloor);
    EXPECT_GE(smallestBoxOnScreen(), 7.0);

    // Everything open, then Fit: it closes modules rather than drawing 482 specks.
    QSignalSpy messages(&view, &GraphView::message);
    view.expandAll();
    settle();
    EXPECT_EQ(view.currentLayout()->items.size(), g->nodeCount());
    view.fit();
    settle();
    EXPECT_LT(view.currentLayout()->items.size(), g->nodeCount());
    EXPECT_GE(view.currentLayout()->items.size(), GraphView::kFitMinItems);
    EXPECT_GE(scale(), GraphView::kFitFloor);
    EXPECT_GE(smallestBoxOnScreen(), 7.0);
    EXPECT_FALSE(messages.isEmpty()) << "the user is told why modules closed";
}

TEST_F(GraphViewTest, ZoomedOutKernelsAreLabelledPlatesAndWeightsToggle) {
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    ASSERT_TRUE(g);
    show(g);
    const auto layout = view.currentLayout();
    // Every region is drawn with its label item; its pieces hold exactly its nodes.
    int labels = 0;
    for (QGraphicsItem* item : view.canvas()->scene()->items())
        if (dynamic_cast<RegionLabelItem*>(item))
            ++labels;
    EXPECT_EQ(labels, layout->regions.size());
    // Zoomed out, each kernel is drawn as a labelled plate over its nodes: the drawing changes
    // when the label items are hidden.
    view.canvas()->setTransform(QTransform::fromScale(0.3, 0.3));
    auto render = [this] {
        QImage image(view.canvas()->viewport()->size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        view.canvas()->viewport()->render(&image);
        return image;
    };
    const QImage plates = render();
    for (QGraphicsItem* item : view.canvas()->scene()->items())
        if (dynamic_cast<RegionLabelItem*>(item))
            item->setVisible(false);
    EXPECT_NE(plates, render());

    int weights = 0;
    for (const LayoutItem& item : layout->items)
        weights += int(item.folded.size());
    ASSERT_GT(weights, 0);
    view.setFoldWeights(false);
    settle();
    EXPECT_EQ(view.currentLayout()->items.size(), layout->items.size() + weights);
    view.setFoldWeights(true);
    view.setGroupByKernel(false);
    settle();
    for (const LayoutRegion& region : view.currentLayout()->regions)
        EXPECT_EQ(region.pieces.size(), region.items.size());
}

TEST_F(GraphViewTest, ACollapsedModuleBoxIsSelectedOnClickAndHasAMenu) {
    auto g = blockChain(12, 40);
    show(g);
    const auto& items = view.currentLayout()->items;
    int box = -1;
    for (int i = 0; i < items.size(); ++i)
        if (items[i].type == LayoutItem::Type::Module)
            box = i;
    ASSERT_GE(box, 0);
    const int module = items[box].index;
    view.canvas()->centerOn(items[box].center);
    QSignalSpy messages(&view, &GraphView::message);
    const QPoint at = view.canvas()->mapFromScene(items[box].center);
    QTest::mouseClick(view.canvas()->viewport(), Qt::LeftButton, {}, at);
    EXPECT_EQ(view.focusItem(), box) << "the box is selected";
    ASSERT_FALSE(messages.isEmpty());
    EXPECT_TRUE(messages.last().first().toString().contains(g->module(module).path));

    std::unique_ptr<QMenu> menu(view.moduleMenu(module));
    ASSERT_TRUE(menu);
    auto* open = menu->findChild<QAction*>(QStringLiteral("openModuleAction"));
    ASSERT_TRUE(open);
    EXPECT_TRUE(menu->findChild<QAction*>(QStringLiteral("closeParentModuleAction")));
    open->trigger();
    settle();
    EXPECT_TRUE(view.expandedModules().contains(g->module(module).path));
}

// A functional model of 3,000 ops (no module to fold by): the pane draws its groups of ops in
// a second or two, not a flat level dot never finishes; a group opens on a double-click like a
// module, and Expand all leaves the groups folded (those the user opened stay open).
TEST_F(GraphViewTest, AFlatGraphOpensFoldedIntoGroupsOfOpsThatOpen) {
    auto g = functionalGraph(3000);
    QElapsedTimer timer;
    timer.start();
    view.setGraph(g);
    ASSERT_TRUE(waitFor([this] { return view.currentLayout() && !view.isLayoutPending(); },
                        std::chrono::seconds(20)));
    EXPECT_LT(timer.elapsed(), 20000);
    const auto& items = view.currentLayout()->items;
    EXPECT_EQ(items.size(), 32); // 30 groups of about 100 ops, the input, the output
    const int group = g->moduleIndex(QStringLiteral("ops 101-200"));
    const int box = view.currentLayout()->itemOfModule.value(group, -1);
    ASSERT_GE(box, 0);

    QSignalSpy messages(&view, &GraphView::message);
    view.canvas()->centerOn(items[box].center);
    const QPoint at = view.canvas()->mapFromScene(items[box].center);
    QTest::mouseClick(view.canvas()->viewport(), Qt::LeftButton, {}, at);
    ASSERT_FALSE(messages.isEmpty());
    EXPECT_EQ(messages.last().first().toString(),
              QStringLiteral("ops 101-200 (a group of 100 consecutive ops, mm_25 … res_49): "
                             "double-click or Enter opens it; right-click for more"));
    QTest::mouseDClick(view.canvas()->viewport(), Qt::LeftButton, {}, at);
    settle();
    EXPECT_EQ(view.expandedModules(), QSet<QString>{QStringLiteral("ops 101-200")});
    const auto& opened = *view.currentLayout();
    EXPECT_EQ(opened.items.size(), 31 + 100);
    ASSERT_EQ(opened.clusters.size(), 1);
    EXPECT_EQ(opened.clusters[0].module, group);
    // Linked like a module's content: a node of the group selects its box, its kernel's region.
    const int relu = g->nodeIndex(QStringLiteral("relu_30"));
    EXPECT_EQ(opened.items[opened.itemOfNode[relu]].index, relu);
    EXPECT_FALSE(view.nodeRect(relu).isEmpty());

    // Every group open is the flat level again: its layout runs in the layout helper, and Stop
    // kills it and keeps the drawing on screen.
    const auto shown = view.currentLayout();
    view.setExpandedModules(GraphLayout::allModules(*g));
    ASSERT_TRUE(view.isLayoutPending());
    auto* stop = view.findChild<QToolButton*>(QStringLiteral("graphStopLayout"));
    ASSERT_TRUE(stop);
    EXPECT_TRUE(stop->isVisible());
    QTest::qWait(200);
    QElapsedTimer stopping;
    stopping.start();
    QTest::mouseClick(stop, Qt::LeftButton);
    EXPECT_FALSE(view.isLayoutPending());
    EXPECT_FALSE(stop->isVisible());
    EXPECT_EQ(view.expandedModules(), QSet<QString>{QStringLiteral("ops 101-200")});
    EXPECT_EQ(view.currentLayout(), shown);
    ASSERT_TRUE(waitFor([this] { return layouts.pending() == 0; }, std::chrono::seconds(5)));
    EXPECT_LT(stopping.elapsed(), 2000) << "the helper is killed, not waited for";

    view.collapseAll();
    settle();
    EXPECT_EQ(view.currentLayout()->items.size(), 32);
    view.expandAll();
    settle();
    EXPECT_EQ(view.currentLayout()->items.size(), 32) << "Expand all opens nn.Modules only";
}

// A regenerate reads the project's metadata.json again: the groups of ops the user opened are
// the same groups (same paths) and stay open; another file opens at its readable level.
TEST_F(GraphViewTest, GroupsOpenedStayOpenWhenTheSameFileIsReadAgain) {
    auto withOrigin = [](const QString& origin) {
        auto g = functionalGraph(3000);
        GraphContent c;
        c.modelName = g->modelName();
        c.origin = origin;
        c.nodes = g->nodes();
        for (const Kernel& k : g->kernels()) {
            Kernel copy = k;
            QStringList names;
            for (int n : k.nodes)
                names << g->node(n).name;
            copy.nodes.clear();
            c.kernels << copy;
            c.kernelNodeNames << names;
        }
        QString error;
        return GraphModel::create(std::move(c), &error);
    };
    show(withOrigin(QStringLiteral("/p/generated/metadata.json")));
    view.setExpandedModules({QStringLiteral("ops 201-300")});
    settle();
    show(withOrigin(QStringLiteral("/p/generated/metadata.json")));
    EXPECT_EQ(view.expandedModules(), QSet<QString>{QStringLiteral("ops 201-300")});
    EXPECT_EQ(view.currentLayout()->items.size(), 31 + 100);
    show(withOrigin(QStringLiteral("/other/generated/metadata.json")));
    EXPECT_TRUE(view.expandedModules().isEmpty());
}

// A big layout whose helper is missing, or answers with what is not a layout: the pane says
// so, naming the helper, keeps the drawing and what it shows, and the next layout works.
TEST_F(GraphViewTest, AMissingOrBrokenLayoutHelperIsSaidAndTheDrawingStays) {
    auto g = functionalGraph(3000);
    show(g); // folded into groups: laid out in process
    const auto shown = view.currentLayout();
    ASSERT_TRUE(shown);
    auto* status = view.findChild<QLabel*>(QStringLiteral("graphStatus"));
    ASSERT_TRUE(status);
    const QString missing = QStringLiteral("/nonexistent/kernel-studio-layout");
    const QString cat = QStandardPaths::findExecutable(QStringLiteral("cat"));
    ASSERT_FALSE(cat.isEmpty());
    for (const QString& helper : {missing, cat}) {
        layouts.setHelper(helper);
        view.setExpandedModules(GraphLayout::allModules(*g)); // the flat level: the helper
        ASSERT_TRUE(view.isLayoutPending());
        ASSERT_TRUE(waitFor([this] {
            QCoreApplication::processEvents();
            return !view.isLayoutPending();
        }));
        EXPECT_TRUE(status->text().startsWith(
            QStringLiteral("Layout failed: the layout helper %1 ").arg(helper)))
            << status->text().toStdString();
        EXPECT_TRUE(status->text().endsWith(QStringLiteral("The drawing before it is shown.")))
            << status->text().toStdString();
        EXPECT_EQ(view.currentLayout(), shown);
        EXPECT_TRUE(view.expandedModules().isEmpty()) << "what the drawing shows";
    }
    EXPECT_TRUE(status->text().contains(QStringLiteral("bytes that are not a layout")));
    // Still usable: a group opens (in process) from the drawing on screen.
    view.setExpandedModules({QStringLiteral("ops 101-200")});
    settle();
    EXPECT_EQ(view.currentLayout()->items.size(), 31 + 100);
}
