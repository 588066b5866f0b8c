// The kernels' resources in the window, with the real engine compiling a copy of
// tests/data/projects/transformer_block_cuda for sm_90 on this machine (no GPU needed): View >
// Compute Kernel Resources fills the fusion tree's resource columns and the details, the graph
// colours its kernels by registers or occupancy with a legend, a reopened project shows them at
// once from the engine's cache, and a saved edit that makes the gelu kernel spill shows its
// spills in the tree and on the graph.
#include "DetailsPane.h"
#include "LogPanel.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

const QString kGelu = QStringLiteral("triton_poi_fused_addmm_gelu_view");
const QString kNorm = QStringLiteral("triton_per_fused_native_layer_norm");
// A thousand values live per thread: registers run out and spill to local memory
// (engine/tests/test_kernel_resources.py makes the same edit).
const QString kSpillAt =
    QStringLiteral("    tmp10 = tmp4 * tmp9\n    tl.store(in_out_ptr0 + x2, tmp10, xmask)");
const QString kSpill = QStringLiteral(
    "    tmp10 = tmp4 * tmp9\n"
    "    big = tl.load(in_ptr0 + (x0[:, None] + tl.arange(0, 1024)[None, :]), xmask[:, None], "
    "other=0.0)\n"
    "    tmp10 = tmp10 + tl.sum(big * big, 1)\n"
    "    tl.store(in_out_ptr0 + x2, tmp10, xmask)");

class ResourcesTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("transformer_block"));
        ASSERT_TRUE(ks::test::copyTree(
            ks::test::sourceDir() + QStringLiteral("/tests/data/projects/transformer_block_cuda"),
            project));
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
        open();
    }

    void open() {
        window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->resize(1400, 900);
        window->show();
        ASSERT_TRUE(window->openProject(project))
            << window->detailsView()->toPlainText().toStdString();
        graph = window->graphView()->graph();
        ASSERT_TRUE(graph);
    }

    QString cell(const QString& kernel, int column) const {
        return window->fusionModel()
            ->indexOfKernel(graph->kernelIndex(kernel))
            .siblingAtColumn(column)
            .data()
            .toString();
    }

    void computeAll() {
        auto* action = window->findChild<QAction*>(QStringLiteral("resourcesAction"));
        ASSERT_NE(action, nullptr);
        action->trigger();
        ASSERT_TRUE(window->isComputingResources());
        ASSERT_TRUE(waitFor([&] { return !window->isComputingResources(); }, 280s))
            << window->statusBar()->currentMessage().toStdString() << "\n"
            << window->logPanel()->toPlainText().toStdString();
    }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<const GraphModel> graph;
};

} // namespace

TEST_F(ResourcesTest, ComputedShownColouredCachedAndUpdatedOnAnEdit) {
    QTreeView* tree = window->fusionTree();
    // Nothing computed yet: the columns stay out of the way.
    ASSERT_TRUE(waitFor([&] { return window->kernelResources().pending > 0; }, 30s));
    EXPECT_TRUE(tree->isColumnHidden(FusionTreeModel::RegistersColumn));
    auto* colourBox = window->graphView()->findChild<QComboBox*>(QStringLiteral("graphColourBy"));
    ASSERT_NE(colourBox, nullptr);
    EXPECT_GE(colourBox->findData(QStringLiteral("registers")), 0);
    EXPECT_GE(colourBox->findData(QStringLiteral("occupancy")), 0);
    EXPECT_LT(colourBox->findData(QStringLiteral("vector")), 0); // a cuda project

    ASSERT_NO_FATAL_FAILURE(computeAll());
    const ProjectResources& resources = window->kernelResources();
    ASSERT_EQ(resources.kernels.size(), 9); // the Triton kernels; the library calls have none
    EXPECT_EQ(resources.target, QStringLiteral("sm_90"));
    for (const KernelResourceRow& row : resources.kernels)
        EXPECT_TRUE(row.has()) << row.kernel.toStdString() << ": " << row.error.toStdString();
    EXPECT_FALSE(tree->isColumnHidden(FusionTreeModel::RegistersColumn));
    EXPECT_FALSE(tree->isColumnHidden(FusionTreeModel::OccupancyColumn));
    EXPECT_TRUE(tree->isColumnHidden(FusionTreeModel::VectorColumn));
    EXPECT_GT(cell(kNorm, FusionTreeModel::RegistersColumn).toInt(), 0);
    EXPECT_EQ(cell(kGelu, FusionTreeModel::SpillsColumn), QStringLiteral("0"));
    EXPECT_TRUE(cell(kNorm, FusionTreeModel::OccupancyColumn).endsWith(QLatin1Char('%')));
    EXPECT_EQ(cell(QStringLiteral("mm"), FusionTreeModel::RegistersColumn), QString());

    // The details of a kernel name its resources and the target.
    window->selection()->selectKernel(graph->kernelIndex(kNorm));
    const QString details = window->detailsView()->toPlainText();
    EXPECT_TRUE(details.contains(QStringLiteral("resources on sm_90"))) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("occupancy"))) << details.toStdString();

    // Colour by registers: the kernel with the most is the hottest; the legend says so.
    GraphView* view = window->graphView();
    view->setColourBy(QStringLiteral("registers"));
    EXPECT_EQ(config.value(QStringLiteral("graph/colourBy")).toString(),
              QStringLiteral("registers"));
    int most = -1, regs = -1;
    for (const KernelResourceRow& row : resources.kernels)
        if (row.registers() > regs) {
            regs = row.registers();
            most = graph->kernelIndex(row.kernel);
        }
    EXPECT_DOUBLE_EQ(view->regionHeat(most), 1.0);
    EXPECT_EQ(view->regionHeat(graph->kernelIndex(QStringLiteral("mm"))), -1.0);
    EXPECT_EQ(view->colourLegendText(), QStringLiteral("Registers 0 %1").arg(regs));
    view->setColourBy(QStringLiteral("occupancy"));
    EXPECT_TRUE(view->colourLegendText().startsWith(QStringLiteral("Occupancy 100%")))
        << view->colourLegendText().toStdString();
    view->setColourBy(QStringLiteral("none"));
    EXPECT_EQ(view->colourLegendText(), QString());
    EXPECT_EQ(view->regionHeat(most), -1.0);

    // Opened again: the engine's cache answers at once, nothing compiles.
    view->setColourBy(QStringLiteral("spills"));
    services.session.close();
    window.reset();
    open();
    ASSERT_TRUE(waitFor([&] { return window->kernelResources().kernels.size() == 9; }, 20s));
    EXPECT_EQ(window->kernelResources().computed, 0);
    EXPECT_EQ(window->kernelResources().pending, 0);
    EXPECT_FALSE(window->fusionTree()->isColumnHidden(FusionTreeModel::RegistersColumn));
    EXPECT_EQ(window->graphView()->colourBy(), QStringLiteral("spills")); // remembered

    // A saved edit that makes the gelu kernel spill: only it compiles again.
    CodeView* code = window->codeView();
    const QString text = code->text();
    ASSERT_TRUE(text.contains(kSpillAt));
    code->setText(QString(text).replace(kSpillAt, kSpill));
    ASSERT_TRUE(window->saveModule());
    ASSERT_TRUE(waitFor([&] { return window->isComputingResources(); }, 10s));
    ASSERT_TRUE(waitFor([&] { return !window->isComputingResources(); }, 200s));
    EXPECT_EQ(window->kernelResources().computed, 1);
    const KernelResourceRow* gelu = window->kernelResources().find(kGelu);
    ASSERT_NE(gelu, nullptr);
    EXPECT_GT(gelu->spills(), 0) << gelu->error.toStdString();
    EXPECT_TRUE(cell(kGelu, FusionTreeModel::SpillsColumn)
                    .startsWith(QString::number(gelu->spills()) + QStringLiteral(" (")));
    EXPECT_DOUBLE_EQ(window->graphView()->regionHeat(graph->kernelIndex(kGelu)), 1.0);
    EXPECT_EQ(window->graphView()->colourLegendText(),
              QStringLiteral("Spills 0 %1").arg(gelu->spills()));
}
