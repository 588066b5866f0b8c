// The generation diff view on a project with three real generations (fixture
// e2e.diff_two_generations: gated_mlp.py exported on cpu; 2: its gelu wrapped in a relu and
// its LayerNorm eps changed; 3: a cumsum after the gate's sigmoid splits a kernel): kernel
// rows linked to the graph both ways, the unchanged toggle, the diff text, the older
// generation's graph, moved nodes.
#include "merge/GenerationDiffView.h"

#include "graph/GraphView.h"
#include "graph/KernelLabel.h"
#include "graph/LayoutService.h"
#include "merge/DiffTextView.h"
#include "profile/ProfileReport.h"
#include "support/TestSupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

/// The expectation for the torch series the fixture was exported with (KS_TORCH_SERIES); a
/// series without one fails by name.
QString perSeries(const QString& torch211, const QString& torch215) {
    const QLatin1String series(KS_TORCH_SERIES);
    if (series == QLatin1String("2.11"))
        return torch211;
    if (series == QLatin1String("2.15"))
        return torch215;
    ADD_FAILURE() << "no expectation for torch " << KS_TORCH_SERIES;
    return {};
}

// torch 2.15's linear reshapes its 3-D output with aten._unsafe_view where 2.11 uses aten.view,
// and Inductor names a kernel after its nodes' aten ops.
QString geluKernel() {
    return perSeries(QStringLiteral("cpp_fused_gelu_view"),
                     QStringLiteral("cpp_fused__unsafe_view_gelu"));
}
QString geluReluKernel() {
    return perSeries(QStringLiteral("cpp_fused_gelu_relu_view"),
                     QStringLiteral("cpp_fused__unsafe_view_gelu_relu"));
}

QList<int> sorted(QList<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

class GenerationDiffViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        ProjectError perr;
        project = Project::load(QStringLiteral(KS_DIFF_PROJECT), &perr);
        ASSERT_TRUE(project) << perr.describe().toStdString();
        ASSERT_EQ(project->settings().generation, 3);
        view.resize(1600, 900);
        view.show();
        QString error;
        ASSERT_TRUE(view.setProject(*project, &error)) << error.toStdString();
        ASSERT_EQ(view.diff().from, 2);
        ASSERT_EQ(view.diff().to, 3);
        ASSERT_TRUE(view.compare(1, 2, &error)) << error.toStdString();
        ASSERT_TRUE(waitForLayout());
    }

    bool waitForLayout() {
        return waitFor(
            [&] {
                return view.graphView()->currentLayout() != nullptr &&
                       !view.graphView()->isLayoutPending();
            },
            30s);
    }

    /// The pair whose new kernel's name contains `part` (-1 when none).
    int pairNamed(const QString& part) const {
        for (int i = 0; i < view.diff().kernels.size(); ++i)
            for (const auto& n : view.diff().kernels[i].pair.newNames)
                if (n.contains(part))
                    return i;
        return -1;
    }

    void clickNode(int node) {
        QGraphicsView* canvas = view.graphView()->canvas();
        const QRectF r = view.graphView()->nodeRect(node);
        ASSERT_TRUE(r.isValid());
        canvas->centerOn(r.center());
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->mapFromScene(r.center()));
    }

    std::optional<Project> project;
    LayoutService layouts;
    GenerationDiffView view{layouts};
};

TEST_F(GenerationDiffViewTest, ListsGenerationsAndFollowsTheCombos) {
    EXPECT_EQ(view.diff().from, 1);
    EXPECT_EQ(view.diff().to, 2);
    ASSERT_EQ(view.generations().size(), 3);
    EXPECT_TRUE(view.generations()[2].current);
    EXPECT_FALSE(view.generations()[1].current);
    EXPECT_FALSE(view.generations()[0].created.isEmpty());
    EXPECT_TRUE(view.generations()[0].torchVersion.startsWith(QLatin1String("2.")));
    EXPECT_EQ(view.olderCombo()->currentData().toInt(), 1);
    EXPECT_EQ(view.newerCombo()->currentData().toInt(), 2);
    EXPECT_TRUE(view.olderCombo()->currentText().contains(QLatin1String("torch")));
    EXPECT_EQ(view.kernelTable()->rowCount(), view.diff().kernels.size());
    EXPECT_EQ(view.movedTable()->rowCount(), view.diff().moved.size());
    view.newerCombo()->setCurrentIndex(view.newerCombo()->findData(3));
    EXPECT_EQ(view.diff().from, 1);
    EXPECT_EQ(view.diff().to, 3);
}

TEST_F(GenerationDiffViewTest, SplitKernelAndMovedNodes) {
    QString error;
    ASSERT_TRUE(view.compare(2, 3, &error)) << error.toStdString();
    ASSERT_TRUE(waitForLayout());
    int split = -1;
    for (int i = 0; i < view.diff().kernels.size(); ++i)
        if (GenerationDiffView::pairStatus(view.diff().kernels[i]) == QLatin1String("split"))
            split = i;
    ASSERT_GE(split, 0);
    EXPECT_EQ(view.kernelTable()->item(view.rowOfPair(split), 0)->text(), QStringLiteral("split"));
    EXPECT_GE(view.diff().kernels[split].pair.newNames.size(), 2);
    ASSERT_FALSE(view.diff().moved.isEmpty());
    ASSERT_EQ(view.movedTable()->rowCount(), view.diff().moved.size());
    const auto graph = view.graphView()->graph();
    QList<int> movedNodes;
    for (const auto& m : view.diff().moved)
        movedNodes << graph->nodeIndex(m.node);
    EXPECT_FALSE(movedNodes.contains(-1));
    EXPECT_EQ(sorted(view.graphView()->markedNodes()), sorted(movedNodes));
    // Both new kernels of the split are drawn purple.
    for (const auto& name : view.diff().kernels[split].pair.newNames)
        EXPECT_EQ(view.graphView()->regionStatus(graph->kernelIndex(name)),
                  QStringLiteral("split"));

    // Moved nodes name their kernels by the readable labels, Inductor's in the tooltips.
    const NodeMove& first = view.diff().moved.first();
    EXPECT_EQ(view.movedTable()->item(0, 3)->toolTip(), first.toKernel);
    EXPECT_FALSE(view.movedTable()->item(0, 3)->text().startsWith(QLatin1String("cpp_")))
        << view.movedTable()->item(0, 3)->text().toStdString();
    // A moved-node row selects that node on the graph.
    view.movedTable()->selectRow(0);
    EXPECT_EQ(view.graphView()->selectedNodes(), QList<int>{movedNodes.first()});
    // A click on a moved node selects its kernel's row and its moved-node row.
    const int last = int(movedNodes.size()) - 1;
    clickNode(movedNodes[last]);
    EXPECT_EQ(view.selectedPair(), split);
    const auto rows = view.movedTable()->selectionModel()->selectedRows();
    ASSERT_EQ(rows.size(), 1);
    EXPECT_EQ(rows.first().row(), last);

    // On the older side the moved nodes are marked under their old names.
    view.setShowOlderGraph(true);
    ASSERT_TRUE(waitForLayout());
    EXPECT_EQ(view.graphView()->markedNodes().size(), view.diff().moved.size());
}

TEST_F(GenerationDiffViewTest, RowSelectsItsKernelOnTheGraphAndShowsTheDiff) {
    const int pair = pairNamed(QStringLiteral("relu"));
    ASSERT_GE(pair, 0);
    EXPECT_EQ(GenerationDiffView::pairStatus(view.diff().kernels[pair]), QStringLiteral("changed"));
    const int row = view.rowOfPair(pair);
    ASSERT_GE(row, 0);
    EXPECT_FALSE(view.kernelTable()->isRowHidden(row));
    EXPECT_EQ(view.kernelTable()->item(row, 0)->text(), QStringLiteral("changed"));
    // Readable labels as in the fusion tree; Inductor's names in the tooltips.
    EXPECT_EQ(view.kernelTable()->item(row, 1)->toolTip(), geluKernel());
    EXPECT_EQ(view.kernelTable()->item(row, 2)->toolTip(), geluReluKernel());
    {
        const auto newer = view.graphView()->graph();
        const int k = newer->kernelIndex(geluReluKernel());
        ASSERT_GE(k, 0);
        EXPECT_EQ(view.kernelTable()->item(row, 2)->text(),
                  kernelLabels(newer->kernels(), newer->nodes())[k]);
        EXPECT_FALSE(view.kernelTable()->item(row, 2)->text().startsWith(QLatin1String("cpp_")));
    }

    view.kernelTable()->selectRow(row);
    EXPECT_EQ(view.selectedPair(), pair);
    const auto graph = view.graphView()->graph();
    const int kernel = graph->kernelIndex(geluReluKernel());
    ASSERT_GE(kernel, 0);
    EXPECT_EQ(sorted(view.graphView()->selectedNodes()), sorted(graph->kernel(kernel).nodes));
    EXPECT_EQ(view.graphView()->regionStatus(kernel), QStringLiteral("changed"));

    const QString text = view.diffText()->text();
    EXPECT_TRUE(text.contains(QLatin1String(
        "+                        auto tmp12 = at::vec::clamp_min(tmp11, decltype(tmp11)(0));")))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(QLatin1String("-                        tmp11.store(in_out_ptr0 + ")));
    EXPECT_TRUE(text.contains(QLatin1String("+#   gated_mlp.py:19  h = torch.relu(")));
    // The +/- backgrounds sit on the added and removed lines.
    const QStringList lines = text.split(QLatin1Char('\n'));
    const QList<int> added = view.diffText()->markedLines(true);
    const QList<int> removed = view.diffText()->markedLines(false);
    EXPECT_EQ(added.size(), view.diff().kernels[pair].linesAdded);
    EXPECT_EQ(removed.size(), view.diff().kernels[pair].linesRemoved);
    for (int l : added)
        EXPECT_TRUE(lines[l].startsWith(QLatin1Char('+'))) << lines[l].toStdString();
    for (int l : removed)
        EXPECT_TRUE(lines[l].startsWith(QLatin1Char('-'))) << lines[l].toStdString();
}

TEST_F(GenerationDiffViewTest, GraphClickSelectsTheRow) {
    const auto graph = view.graphView()->graph();
    // A node of the layer norm kernel (its eps changed: code changed, same nodes).
    const int kernel = graph->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm"));
    ASSERT_GE(kernel, 0);
    int node = -1;
    for (int n : graph->kernel(kernel).nodes)
        if (graph->node(n).kind == NodeKind::Op && graph->kernelsOfNode(n).size() == 1)
            node = n;
    ASSERT_GE(node, 0);
    clickNode(node);
    const int pair = view.selectedPair();
    ASSERT_GE(pair, 0);
    EXPECT_EQ(view.diff().kernels[pair].pair.newNames,
              QStringList{QStringLiteral("cpp_fused_native_layer_norm")});
    EXPECT_EQ(GenerationDiffView::pairStatus(view.diff().kernels[pair]), QStringLiteral("changed"));
    EXPECT_TRUE(view.graphView()->selectedNodes().contains(node));
    EXPECT_TRUE(view.diffText()->text().contains(
        QLatin1String("+                            auto tmp7 = static_cast<float>(0.001);")));
}

TEST_F(GenerationDiffViewTest, UnchangedRowsHideAndShow) {
    QList<int> unchanged;
    for (int i = 0; i < view.diff().kernels.size(); ++i)
        if (GenerationDiffView::pairStatus(view.diff().kernels[i]) == QLatin1String("unchanged"))
            unchanged << i;
    ASSERT_FALSE(unchanged.isEmpty());
    EXPECT_FALSE(view.showsUnchanged());
    for (int i : unchanged)
        EXPECT_TRUE(view.kernelTable()->isRowHidden(view.rowOfPair(i)));
    view.findChild<QCheckBox*>(QStringLiteral("diffShowUnchanged"))->click();
    EXPECT_TRUE(view.showsUnchanged());
    for (int i : unchanged) {
        EXPECT_FALSE(view.kernelTable()->isRowHidden(view.rowOfPair(i)));
        EXPECT_EQ(view.kernelTable()->item(view.rowOfPair(i), 0)->text(),
                  QStringLiteral("unchanged"));
    }
    view.setShowUnchanged(false);
    for (int i : unchanged)
        EXPECT_TRUE(view.kernelTable()->isRowHidden(view.rowOfPair(i)));

    // A click on an unchanged kernel's node brings its row back into view.
    const auto graph = view.graphView()->graph();
    const auto& names = view.diff().kernels[unchanged.first()].pair.newNames;
    const int kernel = graph->kernelIndex(names.first());
    ASSERT_GE(kernel, 0);
    EXPECT_EQ(view.graphView()->regionStatus(kernel), QStringLiteral("unchanged"));
    int node = -1;
    for (int n : graph->kernel(kernel).nodes)
        if (graph->node(n).kind == NodeKind::Op && graph->kernelsOfNode(n).size() == 1)
            node = n;
    ASSERT_GE(node, 0);
    clickNode(node);
    EXPECT_EQ(view.selectedPair(), unchanged.first());
    EXPECT_TRUE(view.showsUnchanged());
    EXPECT_FALSE(view.kernelTable()->isRowHidden(view.rowOfPair(unchanged.first())));
}

TEST_F(GenerationDiffViewTest, OlderGraphColoursItsSide) {
    const int pair = pairNamed(QStringLiteral("relu"));
    ASSERT_GE(pair, 0);
    view.selectPair(pair);
    view.setShowOlderGraph(true);
    ASSERT_TRUE(waitForLayout());
    const auto graph = view.graphView()->graph();
    EXPECT_EQ(graph->kernelIndex(geluReluKernel()), -1);
    const int kernel = graph->kernelIndex(geluKernel());
    ASSERT_GE(kernel, 0);
    EXPECT_EQ(view.graphView()->regionStatus(kernel), QStringLiteral("changed"));
    // The selection follows onto the older side's kernel.
    EXPECT_EQ(sorted(view.graphView()->selectedNodes()), sorted(graph->kernel(kernel).nodes));
    int moved = 0;
    for (const auto& m : view.diff().moved)
        moved += graph->nodeIndex(m.oldNode) >= 0;
    EXPECT_EQ(view.graphView()->markedNodes().size(), moved);
    // Back to the newer side.
    view.setShowOlderGraph(false);
    ASSERT_TRUE(waitForLayout());
    EXPECT_GE(view.graphView()->graph()->kernelIndex(geluReluKernel()), 0);
}

TEST_F(GenerationDiffViewTest, SameGenerationOnBothSidesIsAllUnchanged) {
    QString error;
    ASSERT_TRUE(view.compare(2, 2, &error)) << error.toStdString();
    for (const auto& k : view.diff().kernels)
        EXPECT_EQ(GenerationDiffView::pairStatus(k), QStringLiteral("unchanged"));
    EXPECT_TRUE(view.diff().moved.isEmpty());
    EXPECT_FALSE(view.compare(1, 9, &error));
    EXPECT_TRUE(error.contains(QLatin1String("Generation 9"))) << error.toStdString();
}

} // namespace

TEST_F(GenerationDiffViewTest, GenerationTableHasCountsSettingsTimesAndVerdicts) {
    // The fixture verified (after merging the working copy) and profiled generation 3.
    QTableWidget* table = view.generationTable();
    ASSERT_EQ(table->rowCount(), 3);
    ASSERT_EQ(view.summaries().size(), 3);
    const GenerationSummary& g2 = view.summaries()[1];
    const GenerationSummary& g3 = view.summaries()[2];
    EXPECT_TRUE(g3.current);
    EXPECT_GT(g3.kernels, g2.kernels); // the cumsum split a kernel
    EXPECT_GE(g3.launches, g3.kernels + g3.libraryCalls);
    EXPECT_EQ(g3.verdict, QStringLiteral("pass"));
    EXPECT_TRUE(g2.verdict.isEmpty());
    EXPECT_TRUE(g3.profiled());
    EXPECT_FALSE(g2.profiled());
    EXPECT_EQ(table->item(2, 8)->text(), QStringLiteral("pass"));
    EXPECT_EQ(table->item(1, 8)->text(), QStringLiteral("not verified"));
    EXPECT_EQ(table->item(2, 5)->text(), formatSeconds(g3.seconds));
    EXPECT_GT(g3.kernelTotal, 0);
    EXPECT_EQ(table->item(2, 6)->text(), formatSeconds(g3.kernelTotal));
    EXPECT_TRUE(table->item(1, 5)->text().isEmpty());
    EXPECT_EQ(table->item(2, 3)->text(),
              QStringLiteral("%1 + %2 library").arg(g3.kernels).arg(g3.libraryCalls));
    // Each generation after the first says how it was made differently: the model changed.
    EXPECT_TRUE(table->item(1, 2)->text().contains(QLatin1String("model: edited")));
    EXPECT_TRUE(table->item(1, 0)->text().contains(QLatin1String("newer"))); // 1 -> 2 on screen
    EXPECT_TRUE(table->item(0, 0)->text().contains(QLatin1String("older")));

    // Double-clicking generation 3 compares it with the one before; its kernels get times.
    const QRect cellRect = table->visualItemRect(table->item(2, 0));
    // (a view takes a double-click on the cell pressed first, as a real one is)
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cellRect.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cellRect.center());
    ASSERT_EQ(view.diff().from, 2);
    ASSERT_EQ(view.diff().to, 3);
    int timed = 0;
    for (int i = 0; i < view.diff().kernels.size(); ++i) {
        const KernelDiff& k = view.diff().kernels[i];
        EXPECT_LT(k.oldSeconds, 0); // generation 2 was never profiled
        if (k.newSeconds >= 0) {
            ++timed;
            EXPECT_EQ(view.kernelTable()->item(view.rowOfPair(i), 6)->text(),
                      formatSeconds(k.newSeconds));
        }
    }
    EXPECT_GT(timed, 0);
}

// A settings-only change (tests/data/projects/transformer_block_materialized: generation 2
// materialises `masked_fill`, which splits the attention kernel): the same graph with other
// fusion groups. Toggling between the older and the newer generation keeps every node where
// it was, so the eye compares the groups only.
TEST(GenerationDiffSettingsOnly, BeforeAndAfterKeepEveryNodeWhereItWas) {
    ProjectError perr;
    const auto project = Project::load(QStringLiteral(KS_MATERIALIZED_PROJECT), &perr);
    ASSERT_TRUE(project) << perr.describe().toStdString();
    LayoutService layouts;
    GenerationDiffView view{layouts};
    view.resize(1600, 900);
    view.show();
    QString error;
    ASSERT_TRUE(view.setProject(*project, &error)) << error.toStdString();
    ASSERT_EQ(view.diff().from, 1);
    ASSERT_EQ(view.diff().to, 2);
    auto laidOut = [&] {
        return waitFor(
            [&] {
                return view.graphView()->currentLayout() != nullptr &&
                       !view.graphView()->isLayoutPending();
            },
            30s);
    };
    ASSERT_TRUE(laidOut());
    int split = -1;
    for (int i = 0; i < view.diff().kernels.size(); ++i)
        if (GenerationDiffView::pairStatus(view.diff().kernels[i]) == QLatin1String("split"))
            split = i;
    ASSERT_GE(split, 0);
    EXPECT_EQ(view.diff().kernels[split].pair.newNames.size(), 2);
    EXPECT_TRUE(view.generationTable()->item(1, 2)->text().contains(
        QLatin1String("materialize: + masked_fill")));

    QHash<QString, QRectF> newer;
    const auto newGraph = view.graphView()->graph();
    for (int n = 0; n < newGraph->nodes().size(); ++n)
        newer.insert(newGraph->node(n).name, view.graphView()->nodeRect(n));
    view.setShowOlderGraph(true);
    ASSERT_TRUE(laidOut());
    const auto oldGraph = view.graphView()->graph();
    ASSERT_NE(oldGraph, newGraph);
    int compared = 0;
    for (int n = 0; n < oldGraph->nodes().size(); ++n) {
        const QString name = oldGraph->node(n).name;
        if (!newer.contains(name) || !newer.value(name).isValid())
            continue;
        EXPECT_EQ(view.graphView()->nodeRect(n), newer.value(name)) << name.toStdString();
        ++compared;
    }
    EXPECT_GE(compared, 20);

    // The other way (the materialisation taken back): the two kernels merge into one again.
    ASSERT_TRUE(view.compare(2, 1, &error)) << error.toStdString();
    int merged = -1;
    for (int i = 0; i < view.diff().kernels.size(); ++i)
        if (GenerationDiffView::pairStatus(view.diff().kernels[i]) == QLatin1String("merged"))
            merged = i;
    ASSERT_GE(merged, 0);
    EXPECT_EQ(view.diff().kernels[merged].pair.oldNames.size(), 2);
    EXPECT_EQ(view.diff().kernels[merged].pair.newNames.size(), 1);
}

// Compare Generations is a window of its own: Esc and Ctrl+W close it.
TEST(GenerationDiffWindow, EscAndCtrlWCloseIt) {
    ProjectError perr;
    const auto project = Project::load(QStringLiteral(KS_MATERIALIZED_PROJECT), &perr);
    ASSERT_TRUE(project) << perr.describe().toStdString();
    LayoutService layouts;
    for (const QKeySequence& keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}) {
        GenerationDiffView view{layouts};
        view.setWindowFlag(Qt::Window);
        view.resize(1200, 800);
        view.show();
        QString error;
        ASSERT_TRUE(view.setProject(*project, &error)) << error.toStdString();
        view.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&view));
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : &view;
        QTest::keyClick(focus, keys[0].key(), keys[0].keyboardModifiers());
        EXPECT_FALSE(view.isVisible()) << keys.toString().toStdString();
    }
}

TEST_F(GenerationDiffViewTest, TheMatchColumnReadsWholeWithUnchangedRowsShown) {
    view.setShowUnchanged(true);
    QTableWidget* table = view.kernelTable();
    int unchangedRow = -1;
    for (int r = 0; r < table->rowCount() && unchangedRow < 0; ++r)
        if (table->item(r, 0)->text() == QLatin1String("unchanged"))
            unchangedRow = r;
    ASSERT_GE(unchangedRow, 0);
    EXPECT_GE(table->columnWidth(0),
              table->fontMetrics().horizontalAdvance(QStringLiteral("unchanged")) + 8)
        << "no \"u…d\"";
}

TEST(GenerationDiffViewStale, ANewerGenerationWrittenWhileOpenIsSaidWithRefresh) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("project"));
    ASSERT_TRUE(ks::test::copyTree(QStringLiteral(KS_DIFF_PROJECT), folder));
    ProjectError perr;
    auto project = Project::load(folder, &perr);
    ASSERT_TRUE(project) << perr.describe().toStdString();
    LayoutService layouts;
    GenerationDiffView view{layouts};
    QString error;
    ASSERT_TRUE(view.setProject(*project, &error)) << error.toStdString();
    ASSERT_GT(view.kernelTable()->rowCount(), 0) << "a pair selected by default";
    EXPECT_GE(view.selectedPair(), 0);
    view.projectChanged(*project); // the same generation: nothing to say
    EXPECT_TRUE(view.staleText().isEmpty());

    // The project file now names another generation (as a regenerate writes it).
    const QString file = folder + QStringLiteral("/kernel-studio.toml");
    QFile toml(file);
    ASSERT_TRUE(toml.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(toml.readAll());
    toml.close();
    ASSERT_TRUE(text.contains(QStringLiteral("generation = 3"))) << text.toStdString();
    text.replace(QStringLiteral("generation = 3"), QStringLiteral("generation = 2"));
    ASSERT_TRUE(toml.open(QIODevice::WriteOnly | QIODevice::Truncate));
    toml.write(text.toUtf8());
    toml.close();
    auto later = Project::load(folder, &perr);
    ASSERT_TRUE(later) << perr.describe().toStdString();
    view.projectChanged(*later);
    EXPECT_TRUE(view.staleText().contains(QStringLiteral("generation 2 now")))
        << view.staleText().toStdString();
    // Refresh lists the generations as they are.
    auto* note = view.findChild<QLabel*>(QStringLiteral("diffStale"));
    ASSERT_TRUE(note);
    Q_EMIT note->linkActivated(QStringLiteral("refresh"));
    EXPECT_TRUE(view.staleText().isEmpty());
    EXPECT_EQ(view.diff().to, 2);
}
