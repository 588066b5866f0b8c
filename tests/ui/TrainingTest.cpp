// A training step in the window: the backward graph under the forward with each backward
// node linked to its forward node, backward kernels in the fusion tree, the saved activations
// and recomputed nodes, and the partitioner's steering from the graph's menu to a regenerate.
// On real AOTAutograd output (tests/data/training/README.md).
#include "DetailsPane.h"
#include "MainWindow.h"
#include "NewProjectDialog.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "model/SavedActivationsModel.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"
#include "training/TrainingGraph.h"
#include "training/TrainingPanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

const QString kData = QStringLiteral(KS_TRAINING_DATA);

/// A project folder around a training step's metadata (its code: Inductor's two modules).
QString writeProject(const QString& parent, const QString& name) {
    const QString folder = parent + QLatin1Char('/') + name;
    QDir().mkpath(folder + QStringLiteral("/generated"));
    // The test made the project: it trusts it (docs/security.md; the store KS_TRUST_FILE names),
    // or the Training pane's Regenerate is greyed as in any untrusted folder.
    if (!TrustStore().trust(folder))
        return {};
    QFile::copy(kData + QStringLiteral("/%1.json").arg(name),
                folder + QStringLiteral("/generated/metadata.json"));
    QFile::copy(kData + QStringLiteral("/%1.py").arg(name),
                folder + QStringLiteral("/generated/%1.py").arg(name));
    QFile::copy(kData + QStringLiteral("/%1.py").arg(name),
                folder + QStringLiteral("/%1.py").arg(name));
    QFile toml(folder + QStringLiteral("/kernel-studio.toml"));
    if (!toml.open(QIODevice::WriteOnly))
        return {};
    toml.write(QStringLiteral("[project]\nformat = 1\nname = \"%1\"\nmodule = \"%1.py\"\n\n"
                              "[export]\nmodel = \"model.py\"\ndevice = \"cpu\"\nstrict = false\n"
                              "train = true\n")
                   .arg(name)
                   .toUtf8());
    return folder;
}

class TrainingTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.show();
        window.resize(1600, 1000);
        const QString project = writeProject(dir.path(), QStringLiteral("transformer_block"));
        ASSERT_TRUE(window.openProject(project))
            << window.detailsView()->toPlainText().toStdString();
        ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
        graph = window.graphView()->graph();
        ASSERT_TRUE(graph && graph->training());
        panel = window.trainingPanel();
    }

    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // not started: a project opens without it
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, settings};
    std::shared_ptr<const GraphModel> graph;
    TrainingPanel* panel = nullptr;
};

} // namespace

TEST_F(TrainingTest, SavedActivationsTableTotalsAndLeadsToTheForwardNode) {
    EXPECT_TRUE(window.dock(QStringLiteral("trainingDock"))->isVisible());
    const TrainingInfo& t = *graph->training();
    QAbstractItemModel* table = panel->savedTable()->model();
    ASSERT_EQ(table->rowCount(), t.saved.size());
    // Biggest first; the total is the activations' bytes as the metadata counts them.
    const qint64 first = table->index(0, SavedActivationsModel::BytesColumn)
                             .data(SavedActivationsModel::SortRole)
                             .toLongLong();
    for (int r = 1; r < table->rowCount(); ++r)
        EXPECT_LE(table->index(r, SavedActivationsModel::BytesColumn)
                      .data(SavedActivationsModel::SortRole)
                      .toLongLong(),
                  first);
    EXPECT_TRUE(panel->totalLabel()->text().contains(byteText(t.savedBytes)))
        << panel->totalLabel()->text().toStdString();

    // A click on a saved value selects the forward node that computed it.
    const QModelIndex row = table->index(0, SavedActivationsModel::NameColumn);
    const int node = row.data(SavedActivationsModel::NodeIndexRole).toInt();
    ASSERT_GE(node, 0);
    panel->savedTable()->setCurrentIndex(row);
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::Node);
    EXPECT_EQ(window.selection()->current().index, node);
    EXPECT_FALSE(graph->node(node).backward);
}

TEST_F(TrainingTest, SavedActivationsComeBeforeTheParametersKeptAnyway) {
    // Biggest first, the activations (what the memory budget trades) lead; the parameters and
    // inputs the backward reads live anyway and follow, also biggest first.
    QAbstractItemModel* table = panel->savedTable()->model();
    auto kind = [&](int row) {
        return table->index(row, SavedActivationsModel::KindColumn).data().toString();
    };
    int activations = 0, others = 0;
    bool otherSeen = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        const bool activation = kind(r).startsWith(QStringLiteral("activation"));
        EXPECT_FALSE(activation && otherSeen)
            << "row " << r << " is an activation below a parameter or input";
        otherSeen = otherSeen || !activation;
        (activation ? activations : others) += 1;
    }
    ASSERT_GT(activations, 0);
    ASSERT_GT(others, 0) << "the fixture saves parameters too";
    EXPECT_TRUE(kind(0).startsWith(QStringLiteral("activation")));
}

TEST_F(TrainingTest, SelectingABackwardNodeShowsItsForwardNodeAndBack) {
    // fc1's matmul in the backward derives from fc1's addmm in the forward.
    int backward = -1;
    for (int i = 0; i < graph->nodeCount() && backward < 0; ++i)
        if (graph->node(i).backward && graph->node(i).kind == NodeKind::Op &&
            !graph->linkedNodes(i).isEmpty())
            backward = i;
    ASSERT_GE(backward, 0);
    const int forward = graph->linkedNodes(backward).first();
    window.selection()->selectNode(backward);
    const QList<int> shown = window.graphView()->selectedNodes();
    EXPECT_TRUE(shown.contains(backward));
    EXPECT_TRUE(shown.contains(forward));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("derives from")));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(graph->node(forward).name));

    window.selection()->selectNode(forward);
    for (int b : graph->linkedNodes(forward))
        EXPECT_TRUE(window.graphView()->selectedNodes().contains(b));
    EXPECT_TRUE(window.graphView()->selectedNodes().contains(backward));
}

TEST_F(TrainingTest, BackwardKernelsAreMarkedInTheFusionTree) {
    FusionTreeModel* tree = window.fusionModel();
    QAbstractItemModelTester tester(tree, QAbstractItemModelTester::FailureReportingMode::Fatal);
    int backward = 0;
    for (int r = 0; r < tree->rowCount(); ++r) {
        const int k = tree->kernelOfRow(r);
        const QString kind = tree->index(r, FusionTreeModel::OpColumn).data().toString();
        EXPECT_EQ(kind.contains(QStringLiteral("backward")), graph->kernel(k).backward)
            << kind.toStdString();
        backward += graph->kernel(k).backward ? 1 : 0;
    }
    EXPECT_GT(backward, 0);
    // The backward's nodes sit in the graph's "backward" module, open by default here.
    EXPECT_GE(graph->moduleIndex(QString::fromLatin1(kBackwardModule)), 0);
}

TEST_F(TrainingTest, RecomputedNodesAreMarkedAndListed) {
    const QList<int> marked = window.graphView()->markedNodes();
    ASSERT_FALSE(marked.isEmpty());
    const TrainingInfo& t = *graph->training();
    EXPECT_EQ(panel->recomputedList()->count(), t.recomputed.size());
    for (const QString& name : t.recomputed)
        EXPECT_TRUE(marked.contains(graph->nodeIndex(name))) << name.toStdString();
    // The backward's own computation of GELU's erf is marked too.
    EXPECT_TRUE(marked.contains(graph->nodeIndex(QStringLiteral("erf_bw"))));
    // Clicking one selects it.
    panel->recomputedList()->setCurrentRow(0);
    EXPECT_EQ(window.selection()->current().index, graph->nodeIndex(t.recomputed.first()));
}

TEST_F(TrainingTest, RecomputedNodesAreCountedWithTheirViews) {
    // A real model recomputes hundreds of nodes (a 24-layer GPT-2: 264, 96 of them views) in
    // a list a screen shows a few of: the title says how many and how many are free views.
    const TrainingInfo& t = *graph->training();
    int views = 0;
    for (const QString& name : t.recomputed) {
        const QString op =
            graph->node(graph->nodeIndex(name)).target.section(QLatin1Char('.'), 1, 1);
        views += QStringList{QStringLiteral("view"),         QStringLiteral("permute"),
                             QStringLiteral("unsqueeze"),    QStringLiteral("expand"),
                             QStringLiteral("_unsafe_view"), QStringLiteral("t"),
                             QStringLiteral("transpose"),    QStringLiteral("squeeze")}
                         .contains(op)
                     ? 1
                     : 0;
    }
    const QString title = panel->recomputedBox()->title();
    EXPECT_TRUE(title.contains(QStringLiteral("%1 node").arg(t.recomputed.size())))
        << title.toStdString();
    if (views > 0)
        EXPECT_TRUE(title.contains(QStringLiteral("%1 of them views").arg(views)))
            << title.toStdString();
    else
        EXPECT_FALSE(title.contains(QStringLiteral("views"))) << title.toStdString();
}

TEST_F(TrainingTest, SaveOrRecomputeFromTheGraphMenuThenRegenerate) {
    const int gelu = graph->nodeIndex(QStringLiteral("mul_4"));
    ASSERT_GE(gelu, 0);
    std::unique_ptr<QMenu> menu(window.graphView()->nodeMenu(gelu));
    ASSERT_TRUE(menu);
    QAction* recompute = menu->findChild<QAction*>(QStringLiteral("recomputeNodeAction"));
    ASSERT_TRUE(recompute);
    EXPECT_FALSE(recompute->isChecked());
    EXPECT_FALSE(panel->differs());
    recompute->trigger();
    EXPECT_EQ(panel->policy().value(QStringLiteral("mul_4")), QStringLiteral("recompute"));
    EXPECT_EQ(panel->policyTable()->rowCount(), 1);
    EXPECT_TRUE(panel->differs());
    // The menu shows the choice next time; a backward node has no such entries.
    std::unique_ptr<QMenu> again(window.graphView()->nodeMenu(gelu));
    EXPECT_TRUE(again->findChild<QAction*>(QStringLiteral("recomputeNodeAction"))->isChecked());
    const int backwardOp = graph->nodeIndex(QStringLiteral("erf_bw"));
    std::unique_ptr<QMenu> backwardMenu(window.graphView()->nodeMenu(backwardOp));
    EXPECT_TRUE(!backwardMenu ||
                !backwardMenu->findChild<QAction*>(QStringLiteral("saveNodeAction")));

    panel->findChild<QDoubleSpinBox*>(QStringLiteral("memoryBudget"))->setValue(0.5);
    const QJsonObject overrides = panel->overrides();
    EXPECT_DOUBLE_EQ(overrides.value(QStringLiteral("activationMemoryBudget")).toDouble(), 0.5);
    EXPECT_EQ(overrides.value(QStringLiteral("recompute")).toObject(),
              (QJsonObject{{QStringLiteral("mul_4"), QStringLiteral("recompute")}}));
    QSignalSpy regenerate(panel, &TrainingPanel::regenerateRequested);
    panel->regenerateButton()->click();
    ASSERT_EQ(regenerate.size(), 1);
    EXPECT_EQ(regenerate.first().first().toJsonObject(), overrides);

    // Back to the partitioner's choice: nothing of it left to send.
    panel->setPolicy(QStringLiteral("mul_4"), QString());
    panel->setMemoryBudget(1.0);
    EXPECT_FALSE(panel->differs());
    EXPECT_TRUE(panel->overrides().isEmpty());
}

TEST_F(TrainingTest, TheBackwardFoldsIntoOneBox) {
    auto* toggle = panel->findChild<QToolButton*>(QStringLiteral("showBackward"));
    ASSERT_TRUE(toggle);
    ASSERT_TRUE(waitFor([&] { return !window.graphView()->isLayoutPending(); }, 30s));
    const bool open =
        window.graphView()->expandedModules().contains(QString::fromLatin1(kBackwardModule));
    EXPECT_EQ(toggle->isChecked(), open) << "the toggle follows the graph";
    toggle->setChecked(!open);
    EXPECT_EQ(window.graphView()->expandedModules().contains(QString::fromLatin1(kBackwardModule)),
              !open);
    // The backward open: its nodes have boxes of their own; folded: one box holds them all.
    ASSERT_TRUE(waitFor([&] { return !window.graphView()->isLayoutPending(); }, 30s));
    window.graphView()->setExpandedModules(window.graphView()->expandedModules() -
                                           QSet<QString>{QString::fromLatin1(kBackwardModule)});
    ASSERT_TRUE(waitFor([&] { return !window.graphView()->isLayoutPending(); }, 30s));
    EXPECT_FALSE(toggle->isChecked());
    const int tangent = graph->nodeIndex(QStringLiteral("tangents_1"));
    const int backwardOp = graph->nodeIndex(QStringLiteral("erf_bw"));
    EXPECT_EQ(window.graphView()->nodeRect(backwardOp),
              window.graphView()->nodeRect(graph->nodeIndex(QStringLiteral("mm_2"))))
        << "both in the one folded box";
    EXPECT_TRUE(window.graphView()->nodeRect(tangent).isValid());
}

TEST_F(TrainingTest, AnInferenceProjectHidesThePane) {
    // The forward alone is an inference graph: the pane says so and hides.
    panel->setGraph(nullptr);
    EXPECT_FALSE(panel->isTraining());
    EXPECT_FALSE(panel->regenerateButton()->isEnabled());
    EXPECT_TRUE(panel->overrides().isEmpty());
}

TEST(NewProjectDialogTraining, TrainingStepSendsTrain) {
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    NewProjectDialog dialog(services.api, QString());
    auto* mode = dialog.findChild<QComboBox*>(QStringLiteral("exportMode"));
    ASSERT_TRUE(mode);
    EXPECT_FALSE(dialog.settings().train);
    mode->setCurrentIndex(1);
    EXPECT_TRUE(dialog.settings().train);
    EXPECT_EQ(dialog.settings().toParams().value(QStringLiteral("train")), QJsonValue(true));
}

// The real engine's training project (e2e.export_train: train_mlp.py, export --train).
TEST(TrainingRealExport, TheEnginesTrainingStepOpensLinkedWithItsSavedValues) {
    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, settings};
    window.show();
    window.resize(1600, 1000);
    ASSERT_TRUE(window.openProject(QStringLiteral(KS_TRAIN_PROJECT)))
        << window.detailsView()->toPlainText().toStdString();
    ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    const auto graph = window.graphView()->graph();
    ASSERT_TRUE(graph && graph->training());
    const TrainingInfo& t = *graph->training();
    EXPECT_TRUE(window.dock(QStringLiteral("trainingDock"))->isVisible());

    // Every saved value leads to a forward node of the graph, and a backward node reads it.
    TrainingPanel* panel = window.trainingPanel();
    ASSERT_EQ(panel->savedTable()->model()->rowCount(), t.saved.size());
    ASSERT_FALSE(t.saved.isEmpty());
    for (const SavedActivation& a : t.saved) {
        const int node = graph->nodeIndex(a.forwardNode);
        ASSERT_GE(node, 0) << a.forwardNode.toStdString();
        bool read = false;
        for (int s : graph->successors(node))
            read = read || graph->node(s).backward;
        EXPECT_TRUE(read) << a.forwardNode.toStdString();
    }
    EXPECT_TRUE(panel->totalLabel()->text().contains(byteText(t.savedBytes)));
    // A saved weight (or its transpose) says which parameter it is.
    QAbstractItemModel* table = panel->savedTable()->model();
    bool namedWeight = false;
    for (int r = 0; r < table->rowCount(); ++r)
        namedWeight = namedWeight || table->index(r, SavedActivationsModel::KindColumn)
                                         .data()
                                         .toString()
                                         .contains(QStringLiteral(".weight"));
    EXPECT_TRUE(namedWeight);

    // The backward kernels are in the tree and on the code's lines; one of them selected
    // selects its backward nodes, and those show the forward nodes they derive from.
    int backwardKernel = -1;
    for (int k = 0; k < graph->kernels().size(); ++k)
        if (graph->kernel(k).backward && !graph->kernel(k).isExtern())
            backwardKernel = k;
    ASSERT_GE(backwardKernel, 0);
    EXPECT_TRUE(graph->kernel(backwardKernel).definition.has_value());
    const QModelIndex row = window.fusionModel()->indexOfKernel(backwardKernel);
    EXPECT_TRUE(window.fusionModel()
                    ->index(row.row(), FusionTreeModel::OpColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("backward")));
    int linked = -1;
    for (int n : graph->kernel(backwardKernel).nodes)
        if (!graph->linkedNodes(n).isEmpty())
            linked = n;
    ASSERT_GE(linked, 0);
    window.selection()->selectNode(linked);
    for (int f : graph->linkedNodes(linked)) {
        EXPECT_FALSE(graph->node(f).backward);
        EXPECT_TRUE(window.graphView()->selectedNodes().contains(f));
    }
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("derives from")));

    // The recomputed forward nodes (GELU's, for the MLP) are marked on the graph.
    for (const QString& name : t.recomputed)
        EXPECT_TRUE(window.graphView()->markedNodes().contains(graph->nodeIndex(name)))
            << name.toStdString();
}

// Steering the partitioner from the graph's menu regenerates the real project with it: the
// new generation's metadata records the choice, and the node is no longer saved.
TEST(TrainingRealExport, RecomputeFromTheGraphMenuRegeneratesWithIt) {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("train"));
    ASSERT_TRUE(ks::test::copyTree(QStringLiteral(KS_TRAIN_PROJECT), project));
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, settings};
    window.show();
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    ASSERT_TRUE(window.openProject(project)) << window.detailsView()->toPlainText().toStdString();
    auto graph = window.graphView()->graph();
    ASSERT_TRUE(graph && graph->training());
    // A saved activation computed by an op: recompute it instead.
    QString name;
    for (const SavedActivation& a : graph->training()->saved)
        if (a.kind == QLatin1String("activation") &&
            graph->node(graph->nodeIndex(a.forwardNode)).kind == NodeKind::Op)
            name = a.forwardNode;
    ASSERT_FALSE(name.isEmpty());
    std::unique_ptr<QMenu> menu(window.graphView()->nodeMenu(graph->nodeIndex(name)));
    ASSERT_TRUE(menu);
    menu->findChild<QAction*>(QStringLiteral("recomputeNodeAction"))->trigger();
    EXPECT_TRUE(window.dock(QStringLiteral("trainingDock"))->isVisible());
    window.trainingPanel()->regenerateButton()->click();
    ASSERT_TRUE(window.regeneration()->isRunning());
    ASSERT_TRUE(waitFor([&] { return !window.regeneration()->isRunning(); }, 120s));
    ASSERT_TRUE(waitFor([&] { return window.graphView()->graph() != graph; }, 30s));
    graph = window.graphView()->graph();
    ASSERT_TRUE(graph && graph->training());
    EXPECT_EQ(graph->training()->policy.value(name), QStringLiteral("recompute"));
    for (const SavedActivation& a : graph->training()->saved)
        EXPECT_NE(a.forwardNode, name) << "recomputed, not saved";
    EXPECT_TRUE(graph->training()->recomputed.contains(name));
    // The pane starts from the new generation: nothing left to regenerate.
    EXPECT_FALSE(window.trainingPanel()->differs());
}
