// The point of the product: graph, fusion groups and code linked both ways, driven with the
// mouse on the example project that the engine exported (fixture e2e.export_example).
#include "DetailsPane.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <algorithm>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

QList<int> sorted(QList<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

class LinkingTest : public ::testing::Test {
protected:
    /// The project the window opens: the example the engine exported.
    virtual QString project() { return QStringLiteral(KS_TEST_PROJECT); }

    void SetUp() override {
        window.show();
        window.resize(1400, 900);
        ASSERT_TRUE(window.openProject(project()))
            << window.detailsView()->toPlainText().toStdString();
        ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
        graph = window.graphView()->graph();
        ASSERT_TRUE(graph);
        // The code pane shows the working module: its own line ranges.
        code = window.session()->codeGraph();
        ASSERT_TRUE(code);
        ASSERT_GE(graph->kernels().size(), 1);
    }

    /// The first non-extern kernel and one node it fuses that is not an input.
    std::pair<int, int> kernelAndNode() const {
        for (int k = 0; k < graph->kernels().size(); ++k)
            if (!graph->kernel(k).isExtern())
                for (int n : graph->kernel(k).nodes)
                    if (graph->node(n).kind == NodeKind::Op)
                        return {k, n};
        return {-1, -1};
    }

    void clickNode(int node) {
        QGraphicsView* canvas = window.graphView()->canvas();
        const QRectF r = window.graphView()->nodeRect(node);
        ASSERT_TRUE(r.isValid());
        canvas->centerOn(r.center());
        const QPoint p = canvas->mapFromScene(r.center());
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, p);
    }

    void clickLine(int line) {
        CodeView* view = window.codeView();
        view->revealLine(line);
        QApplication::processEvents();
        const long pos = view->positionFromLineIndex(line - 1, 4);
        const int x = int(view->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL, pos));
        const int y =
            int(view->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, pos)) +
            view->textHeight(line - 1) / 2;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(x, y));
    }

    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // not started: a project opens without it
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, settings};
    std::shared_ptr<const GraphModel> graph;
    std::shared_ptr<const GraphModel> code;
};

} // namespace

TEST_F(LinkingTest, ProjectOpensWithGraphTreeAndMarkedCode) {
    const auto layout = window.graphView()->currentLayout();
    // Small graph: everything expanded, the one weight drawn inside its consumer.
    EXPECT_EQ(layout->items.size(),
              GraphLayout::itemCount(*graph, GraphLayout::allModules(*graph)));
    EXPECT_EQ(window.graphView()->expandedModules(), GraphLayout::allModules(*graph));
    int folded = 0;
    for (const LayoutItem& item : layout->items)
        folded += int(item.folded.size());
    EXPECT_EQ(layout->items.size() + folded, graph->nodeCount());
    EXPECT_EQ(window.fusionModel()->rowCount(), graph->kernels().size());
    QList<int> definitions;
    for (const Kernel& k : code->kernels())
        if (k.definition)
            definitions << k.definition->start;
    EXPECT_EQ(window.codeView()->markedLines(true), sorted(definitions));
    EXPECT_FALSE(window.codeView()->markedLines(false).isEmpty()); // launch sites
    EXPECT_TRUE(window.codeView()->text().startsWith(QStringLiteral("\"\"\"")));
}

TEST_F(LinkingTest, ClickingANodeScrollsTheCodeToItsKernelAndSelectsItsGroup) {
    const auto [kernel, node] = kernelAndNode();
    ASSERT_GE(kernel, 0);
    window.codeView()->revealLine(window.codeView()->lines()); // scroll away first
    clickNode(node);
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::Node);
    EXPECT_EQ(window.selection()->current().index, node);
    const int defLine = code->kernel(kernel).definition->start;
    const CodeView* view = window.codeView();
    EXPECT_LE(view->firstVisibleLineNumber(), defLine);
    EXPECT_GE(view->lastVisibleLineNumber(), defLine);
    // The tree selected the node's row under its kernel.
    const QModelIndex current = window.fusionTree()->selectionModel()->currentIndex();
    EXPECT_EQ(window.fusionModel()->kernelAt(current), kernel);
    EXPECT_EQ(window.fusionModel()->nodeAt(current), node);
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(graph->node(node).name));
}

TEST_F(LinkingTest, ClickingAKernelLineSelectsExactlyThatKernelsNodes) {
    const auto [kernel, node] = kernelAndNode();
    ASSERT_GE(kernel, 0);
    const int line = code->kernel(kernel).definition->start + 1;
    clickLine(line);
    EXPECT_EQ(sorted(window.graphView()->selectedNodes()), sorted(graph->kernel(kernel).nodes));
    EXPECT_EQ(window.fusionModel()->kernelAt(window.fusionTree()->selectionModel()->currentIndex()),
              kernel);
    // A launch line selects the same kernel.
    ASSERT_FALSE(code->kernel(kernel).launches.isEmpty());
    clickNode(graph->nodeIndex(QStringLiteral("x")) >= 0 ? graph->nodeIndex(QStringLiteral("x"))
                                                         : 0);
    clickLine(code->kernel(kernel).launches.first().start);
    EXPECT_EQ(sorted(window.graphView()->selectedNodes()), sorted(graph->kernel(kernel).nodes));
}

TEST_F(LinkingTest, SelectingAGroupInTheTreeDoesBoth) {
    const auto [kernel, node] = kernelAndNode();
    const QModelIndex row = window.fusionModel()->indexOfKernel(kernel);
    window.fusionTree()->selectionModel()->setCurrentIndex(row,
                                                           QItemSelectionModel::ClearAndSelect);
    EXPECT_EQ(sorted(window.graphView()->selectedNodes()), sorted(graph->kernel(kernel).nodes));
    const int defLine = code->kernel(kernel).definition->start;
    EXPECT_LE(window.codeView()->firstVisibleLineNumber(), defLine);
    EXPECT_GE(window.codeView()->lastVisibleLineNumber(), defLine);
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(graph->kernel(kernel).name));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("model.py:")))
        << "details name the user's source lines";
}

TEST_F(LinkingTest, BackAndForwardWalkTheSelections) {
    const auto [kernel, node] = kernelAndNode();
    window.selection()->selectNode(node);
    window.selection()->selectKernel(kernel);
    ASSERT_TRUE(window.selection()->canGoBack());
    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
    EXPECT_EQ(window.selection()->current().index, node);
    EXPECT_EQ(window.graphView()->selectedNodes(), QList<int>{node});
    QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::Kernel);
}

TEST_F(LinkingTest, SearchFindsNodesAndKernels) {
    const auto [kernel, node] = kernelAndNode();
    window.graphView()->search(graph->kernel(kernel).name);
    EXPECT_EQ(window.graphView()->matchCount(), graph->kernel(kernel).nodes.size());
    window.graphView()->search(graph->node(node).name);
    EXPECT_GE(window.graphView()->matchCount(), 1);
    EXPECT_EQ(window.selection()->current().index, node);
}

TEST_F(LinkingTest, SearchThatFindsNothingSelectsNothing) {
    // Typed key by key: "w" selects its first hit, "wzq" finds nothing and must not leave
    // that hit selected under "0 found".
    auto* box = window.graphView()->findChild<QLineEdit*>(QStringLiteral("graphSearch"));
    ASSERT_TRUE(box);
    box->setFocus();
    QTest::keyClicks(box, QStringLiteral("w"));
    ASSERT_GE(window.graphView()->matchCount(), 1);
    ASSERT_FALSE(window.graphView()->selectedNodes().isEmpty());
    QTest::keyClicks(box, QStringLiteral("zq"));
    EXPECT_EQ(window.graphView()->matchCount(), 0);
    EXPECT_TRUE(window.graphView()->selectedNodes().isEmpty());
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::None);
    EXPECT_TRUE(window.fusionTree()->selectionModel()->selectedRows().isEmpty());
    bool saidZero = false;
    for (auto* label : window.graphView()->findChildren<QLabel*>())
        saidZero = saidZero || label->text() == QStringLiteral("0 found");
    EXPECT_TRUE(saidZero);
}

TEST_F(LinkingTest, SourceLinkOpensTheModelFileAtItsLine) {
    const auto [kernel, node] = kernelAndNode();
    ASSERT_TRUE(graph->node(node).source.has_value());
    QSignalSpy spy(window.detailsView(), &DetailsPane::sourceRequested);
    window.selection()->selectNode(node);
    Q_EMIT window.detailsView()->sourceRequested(graph->node(node).source->file,
                                                 graph->node(node).source->line);
    EXPECT_EQ(window.sourceView()->currentPath(), graph->node(node).source->file);
    EXPECT_TRUE(window.dock(QStringLiteral("sourceDock"))->isVisible());
}

// A kernel Inductor launches once per block (tests/data/projects/repeated_blocks: Linear ->
// LayerNorm -> ReLU four times): a launch line stands for its block's nodes, a node for its
// kernel's definition and its own launch.
class RepeatedBlocksTest : public LinkingTest {
protected:
    QString project() override {
        const QString folder = dir.filePath(QStringLiteral("repeated_blocks"));
        EXPECT_TRUE(ks::test::copyTree(ks::test::sourceDir() +
                                           QStringLiteral("/tests/data/projects/repeated_blocks"),
                                       folder));
        return folder;
    }
    int kernel() const {
        return graph->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm_relu"));
    }
    int node(const char* name) const { return graph->nodeIndex(QLatin1String(name)); }
};

TEST_F(RepeatedBlocksTest, ALaunchLineSelectsItsBlocksNodesAndANodeItsLaunch) {
    const int k = kernel();
    ASSERT_GE(k, 0);
    ASSERT_EQ(code->kernel(k).launches.size(), 4);
    clickLine(code->kernel(k).launches[2].start);
    EXPECT_EQ(window.selection()->current().launch, 2);
    EXPECT_EQ(sorted(window.graphView()->selectedNodes()),
              sorted({node("layer_norm_2"), node("relu_2")}));
    const QString details = window.detailsView()->toPlainText();
    EXPECT_TRUE(details.contains(QStringLiteral("Launch 3 of 4 computes 2 nodes")))
        << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("blocks.2"))) << details.toStdString();
    // The definition stands for every block.
    clickLine(code->kernel(k).definition->start + 1);
    EXPECT_EQ(window.selection()->current().launch, -1);
    EXPECT_EQ(window.graphView()->selectedNodes().size(), 8);
    // A node: the code marks the definition and that node's launch only.
    clickNode(node("relu_1"));
    const auto ranges = window.codeView()->selectedRanges();
    ASSERT_EQ(ranges.size(), 2);
    EXPECT_EQ(ranges[1], code->kernel(k).launches[1]);
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(
        QStringLiteral("launch 2 of 4, line %1").arg(code->kernel(k).launches[1].start)));
    // The tree names the kernel for one block and says which launch computes the node.
    const QModelIndex row = window.fusionModel()->indexOfKernel(k);
    EXPECT_EQ(row.data().toString(), QStringLiteral("blocks.*.norm+relu"));
    const QModelIndex child = window.fusionModel()->indexOfNode(k, node("relu_1"));
    EXPECT_TRUE(child.siblingAtColumn(FusionTreeModel::DetailColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("launch 2/4 (blocks.1)")));
}

TEST(ProjectErrors, CorruptProjectFileIsReportedAndNothingIsOverwritten) {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(QStringLiteral("proj/generated"));
    const QString toml = dir.filePath(QStringLiteral("proj/kernel-studio.toml"));
    QFile f(toml);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    const QByteArray broken = "[project]\nformat = 1\nname = \"x\nmodule\n";
    f.write(broken);
    f.close();
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    LayoutService layouts;
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    EXPECT_FALSE(window.openProject(dir.filePath(QStringLiteral("proj"))));
    const QString shown = window.detailsView()->toPlainText();
    EXPECT_TRUE(shown.contains(QStringLiteral("kernel-studio.toml:"))) << shown.toStdString();
    QFile again(toml);
    ASSERT_TRUE(again.open(QIODevice::ReadOnly));
    EXPECT_EQ(again.readAll(), broken);
}
