// The verification panel, offscreen, over real engine runs (tests/data/verify/): the runs table,
// the failing run's located kernel and numbers, the signals for the window, the tensor inspector.
#include "verify/VerifyPanel.h"

#include "support/TestSupport.h"
#include "tensor/TensorInspector.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace ks;

namespace {

const QString kMlpFail = QStringLiteral("20261122-115510-504-f36c");
const QString kMlpPass = QStringLiteral("20261122-115529-728-8927");
const QString kFusedNorm = QStringLiteral("cpp_fused_add_mean_mul_pow_rsqrt");
const QString kTrainFail = QStringLiteral("20261129-051634-350-39fa");
const QString kTrainPass = QStringLiteral("20261129-051648-856-23ac");

QTreeWidgetItem* childNamed(QTreeWidgetItem* parent, const QString& prefix) {
    for (int i = 0; i < parent->childCount(); ++i)
        if (parent->child(i)->text(VerifyPanel::ItemColumn).startsWith(prefix))
            return parent->child(i);
    return nullptr;
}

QString project(const char* name) {
    return ks::test::sourceDir() + QStringLiteral("/tests/data/verify/") + QLatin1String(name);
}

// The window's side of runSelected: which kernels it would mark.
struct Marks {
    QString located;
    QStringList tainted;
    int count = 0;
};

} // namespace

TEST(VerifyPanel, FailingRunShowsTheLocatedKernelAndItsTensors) {
    VerifyPanel panel;
    panel.resize(1200, 800);
    panel.show();
    Marks marks;
    QObject::connect(&panel, &VerifyPanel::runSelected, &panel, [&marks](const VerifyReport& r) {
        marks.located = r.locatedKernel();
        marks.tainted = r.tainted;
        ++marks.count;
    });
    QSignalSpy activated(&panel, &VerifyPanel::kernelActivated);

    panel.setProject(project("norm_mlp"));
    ASSERT_EQ(panel.historyModel()->rowCount(), 2);
    EXPECT_TRUE(panel.historyProblem().isEmpty());
    EXPECT_EQ(panel.selectedRunId(), kMlpPass) << "the newest run is selected";
    EXPECT_EQ(marks.count, 1);
    EXPECT_TRUE(marks.located.isEmpty());
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("PASS")));
    EXPECT_TRUE(panel.locatedText().isEmpty());

    ASSERT_TRUE(panel.selectRun(kMlpFail));
    EXPECT_EQ(marks.count, 2);
    EXPECT_EQ(marks.located, kFusedNorm);
    EXPECT_EQ(marks.tainted, QStringList({QStringLiteral("addmm"),
                                          QStringLiteral("cpp_fused_add_gelu_mul_view")}));
    EXPECT_EQ(panel.currentReport().runId, kMlpFail);
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("FAIL")));
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("507 of 512")));
    EXPECT_TRUE(panel.locatedText().contains(kFusedNorm)) << panel.locatedText().toStdString();
    EXPECT_TRUE(panel.locatedText().contains(QStringLiteral("Tainted: addmm")));
    const QString settings = panel.settingsText();
    EXPECT_TRUE(settings.contains(QStringLiteral("3 trials (the example and 2 random)")))
        << settings.toStdString();
    EXPECT_TRUE(settings.contains(QStringLiteral("TF32 off")));
    EXPECT_TRUE(settings.contains(QStringLiteral("device cpu")));
    EXPECT_TRUE(settings.contains(QStringLiteral("interpreter off")));

    // Trials → outputs, then the located launch's buffers; the diverging buffer's tensors show.
    QTreeWidget* results = panel.resultsTree();
    ASSERT_EQ(results->topLevelItemCount(), 4); // 3 trials (as the settings say), the located
    for (int t = 0; t < 3; ++t)
        EXPECT_TRUE(results->topLevelItem(t)->text(0).startsWith(QStringLiteral("trial ")));
    QTreeWidgetItem* output = results->topLevelItem(0)->child(0);
    ASSERT_TRUE(output);
    EXPECT_EQ(output->text(VerifyPanel::PassedColumn), QStringLiteral("fail"));
    EXPECT_EQ(output->text(VerifyPanel::MismatchColumn), QStringLiteral("507 / 512"));
    EXPECT_EQ(output->text(VerifyPanel::FirstMismatchColumn), QStringLiteral("[0, 0, 0]"));
    EXPECT_NE(output->text(VerifyPanel::MaxAbsColumn), QStringLiteral("-"));
    QTreeWidgetItem* located = results->topLevelItem(3);
    EXPECT_TRUE(located->text(0).contains(kFusedNorm));
    EXPECT_EQ(results->currentItem(), located->child(1));
    TensorInspector* inspector = panel.inspector();
    ASSERT_TRUE(inspector->hasData()) << inspector->errorText().toStdString();
    EXPECT_GT(inspector->comparison().mismatches, 0);
    EXPECT_EQ(inspector->expected()->shape, (QList<qint64>{2, 8, 32}));

    // Picking a trial's output shows that output's pair.
    results->setCurrentItem(results->topLevelItem(1)->child(0));
    ASSERT_TRUE(inspector->hasData()) << inspector->errorText().toStdString();
    const QString trial1 = panel.currentReport().trials[1].outputs[0].expectedFile;
    EXPECT_TRUE(trial1.endsWith(QStringLiteral("trial1_output0_expected.pt")));
    QString error;
    const auto values = TensorFile::read(trial1, &error);
    ASSERT_TRUE(values) << error.toStdString();
    EXPECT_EQ(inspector->expected()->values, values->values);

    // Kernel rows: status, edited, timing; clicking one (or the located link) names it.
    QTreeWidget* kernels = panel.kernelsTree();
    ASSERT_EQ(kernels->topLevelItemCount(), 3);
    QTreeWidgetItem* first = kernels->topLevelItem(0);
    EXPECT_EQ(first->text(VerifyPanel::KernelNameColumn), kFusedNorm);
    EXPECT_EQ(first->text(VerifyPanel::KernelStatusColumn), QStringLiteral("failed"));
    EXPECT_EQ(first->text(VerifyPanel::KernelEditedColumn), QStringLiteral("edited"));
    EXPECT_TRUE(first->text(VerifyPanel::KernelTimingColumn).endsWith(QLatin1Char('x')));
    EXPECT_EQ(kernels->topLevelItem(1)->text(VerifyPanel::KernelStatusColumn),
              QStringLiteral("tainted"));
    Q_EMIT kernels->itemClicked(kernels->topLevelItem(2), 0);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated.takeFirst().at(0).toString(),
              QStringLiteral("cpp_fused_add_gelu_mul_view"));
    auto* link = panel.findChild<QLabel*>(QStringLiteral("verifyLocated"));
    ASSERT_TRUE(link);
    Q_EMIT link->linkActivated(QStringLiteral("kernel:") + kFusedNorm);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated.takeFirst().at(0).toString(), kFusedNorm);

    // The table click path: selecting the pass row again clears the marks.
    panel.runsView()->setCurrentIndex(panel.historyModel()->indexOfRun(kMlpPass));
    EXPECT_EQ(marks.count, 3);
    EXPECT_TRUE(marks.located.isEmpty());
    EXPECT_FALSE(panel.selectRun(QStringLiteral("no-such-run")));
}

TEST(VerifyPanel, ReloadKeepsTheSelectionAndShowsNewRuns) {
    QTemporaryDir dir;
    const QString verify = VerifyHistory::verifyFolder(dir.path());
    const QString source = VerifyHistory::verifyFolder(project("rms_norm"));
    ASSERT_TRUE(QDir().mkpath(verify));
    QFile in(VerifyHistory::historyFile(project("rms_norm")));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = in.readAll().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 2);
    // Copy both run folders; the history starts with the failing run only.
    for (const QString& run : QDir(source).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        ASSERT_TRUE(QDir().mkpath(verify + QLatin1Char('/') + run));
        for (const QString& f : QDir(source + QLatin1Char('/') + run).entryList(QDir::Files))
            ASSERT_TRUE(QFile::copy(source + QLatin1Char('/') + run + QLatin1Char('/') + f,
                                    verify + QLatin1Char('/') + run + QLatin1Char('/') + f));
    }
    QFile history(VerifyHistory::historyFile(dir.path()));
    ASSERT_TRUE(history.open(QIODevice::WriteOnly));
    history.write(lines[0] + "\nnot json\n");
    history.close();

    VerifyPanel panel;
    QSignalSpy selected(&panel, &VerifyPanel::runSelected);
    panel.setProject(dir.path());
    ASSERT_EQ(panel.historyModel()->rowCount(), 1);
    EXPECT_TRUE(panel.historyProblem().contains(QStringLiteral("history.jsonl:2")))
        << panel.historyProblem().toStdString();
    const QString failing = panel.selectedRunId();
    EXPECT_EQ(panel.currentReport().locatedKernel(), kFusedNorm);
    EXPECT_TRUE(panel.inspector()->hasData()) << panel.inspector()->errorText().toStdString();
    EXPECT_EQ(selected.count(), 1);

    ASSERT_TRUE(history.open(QIODevice::Append));
    history.write(lines[1] + "\n");
    history.close();
    panel.reload();
    EXPECT_EQ(panel.historyModel()->rowCount(), 2);
    EXPECT_EQ(panel.selectedRunId(), failing) << "reload keeps the selected run";
    EXPECT_EQ(panel.currentReport().runId, failing);
    EXPECT_EQ(selected.count(), 1) << "the same report is not announced again";

    panel.setProject(QString());
    EXPECT_EQ(panel.historyModel()->rowCount(), 0);
    EXPECT_TRUE(panel.currentReport().isEmpty());
    EXPECT_EQ(selected.count(), 2) << "clearing announces an empty report";
}

// A training step's run (tests/data/verify/train_convbn: the BatchNorm backward kernel scaled by
// 1.1): under each trial the outputs, the training step's loss and gradients, calls 2 and 3 and
// the written running statistics; what failed is open, its tensors one click away.
TEST(VerifyPanel, TrainingStepShowsTheLossGradientsAndStatePerTrial) {
    VerifyPanel panel;
    panel.resize(1400, 900);
    panel.show();
    panel.setProject(project("train_convbn"));
    ASSERT_TRUE(panel.selectRun(kTrainFail));
    // The located kernel's 110-character name: its middle elided on the Located line (which
    // cannot wrap it), whole in the link.
    const QString kernel = panel.currentReport().locatedKernel();
    ASSERT_GT(kernel.size(), 100);
    EXPECT_TRUE(panel.locatedText().contains(QStringLiteral("kernel:") + kernel));
    EXPECT_FALSE(panel.locatedText().contains(QStringLiteral(">") + kernel + QStringLiteral("<")));
    EXPECT_TRUE(panel.locatedText().contains(kernel.left(28) + QChar(0x2026) + kernel.right(28)))
        << panel.locatedText().toStdString();
    QTreeWidget* results = panel.resultsTree();
    QTreeWidgetItem* trial = results->topLevelItem(0);
    ASSERT_TRUE(trial->text(VerifyPanel::ItemColumn).startsWith(QStringLiteral("trial 0")));
    EXPECT_TRUE(trial->isExpanded());
    QStringList rows;
    for (int i = 0; i < trial->childCount(); ++i)
        rows << trial->child(i)->text(VerifyPanel::ItemColumn);
    EXPECT_EQ(rows,
              QStringList({QStringLiteral("output 0"),
                           QStringLiteral("training step: the loss and 6 gradients"),
                           QStringLiteral("call 2 output 0"), QStringLiteral("call 3 output 0"),
                           QStringLiteral("written state after each call")}));

    QTreeWidgetItem* step = trial->child(1);
    EXPECT_EQ(step->text(VerifyPanel::PassedColumn), QStringLiteral("fail"));
    EXPECT_EQ(step->text(VerifyPanel::MismatchColumn), QStringLiteral("1 of 7 fail"));
    EXPECT_TRUE(step->isExpanded()) << "the failing gradient is in view";
    ASSERT_EQ(step->childCount(), 7);
    EXPECT_EQ(step->child(0)->text(VerifyPanel::ItemColumn), QStringLiteral("loss"));
    QTreeWidgetItem* conv = childNamed(step, QStringLiteral("grad conv.weight"));
    ASSERT_TRUE(conv);
    EXPECT_EQ(conv->text(VerifyPanel::PassedColumn), QStringLiteral("fail"));
    const QString tip = conv->toolTip(VerifyPanel::ItemColumn);
    EXPECT_TRUE(tip.contains(QStringLiteral("fp64 second look (rounding spread): RMSE")) &&
                tip.contains(QStringLiteral("> bound")))
        << tip.toStdString();
    EXPECT_EQ(childNamed(step, QStringLiteral("grad head.bias"))->text(VerifyPanel::PassedColumn),
              QStringLiteral("pass"));

    // The state group passed: its 9 rows (3 buffers after each of 3 calls) wait for its opening.
    QTreeWidgetItem* state = trial->child(4);
    EXPECT_EQ(state->text(VerifyPanel::PassedColumn), QStringLiteral("pass"));
    EXPECT_EQ(state->text(VerifyPanel::MismatchColumn), QStringLiteral("9 pass"));
    EXPECT_FALSE(state->isExpanded());
    EXPECT_EQ(state->childCount(), 0);
    state->setExpanded(true);
    ASSERT_EQ(state->childCount(), 9);
    EXPECT_EQ(state->child(0)->text(VerifyPanel::ItemColumn),
              QStringLiteral("bn.running_mean after call 1"));
    EXPECT_EQ(state->child(8)->text(VerifyPanel::ItemColumn),
              QStringLiteral("bn.num_batches_tracked after call 3"));

    // The failing gradient's pair in the inspector.
    results->setCurrentItem(conv);
    TensorInspector* inspector = panel.inspector();
    ASSERT_TRUE(inspector->hasData()) << inspector->errorText().toStdString();
    EXPECT_EQ(inspector->expected()->shape, (QList<qint64>{8, 3, 3, 3}));
    EXPECT_GT(inspector->comparison().mismatches, 0);

    // The passing run: every trial closed, its groups filled only when opened.
    ASSERT_TRUE(panel.selectRun(kTrainPass));
    trial = results->topLevelItem(0);
    EXPECT_FALSE(trial->isExpanded());
    EXPECT_EQ(trial->childCount(), 0);
    trial->setExpanded(true);
    ASSERT_EQ(trial->childCount(), 5);
    step = trial->child(1);
    EXPECT_EQ(step->text(VerifyPanel::PassedColumn), QStringLiteral("pass"));
    EXPECT_EQ(step->childCount(), 0);
    step->setExpanded(true);
    EXPECT_EQ(step->childCount(), 7);
}

// A training step's report is a row per gradient per trial (DenseNet-121: 365 x 5): the tables
// of a hidden pane fill when it is shown, a passing trial's rows when it is opened.
TEST(VerifyPanel, TablesWaitForTheShownPaneAndTrialsThatPassedForTheirOpening) {
    VerifyPanel panel;
    panel.resize(1200, 800);
    QSignalSpy selected(&panel, &VerifyPanel::runSelected);
    panel.setProject(project("norm_mlp"));
    ASSERT_EQ(panel.selectedRunId(), kMlpPass);
    EXPECT_FALSE(panel.tablesFilled()) << "a hidden pane fills nothing";
    ASSERT_TRUE(panel.selectRun(kMlpFail));
    EXPECT_FALSE(panel.tablesFilled());
    ASSERT_EQ(selected.count(), 2);
    EXPECT_EQ(selected.last().at(0).value<VerifyReport>().locatedKernel(), kFusedNorm)
        << "the window's marks do not wait for the tables";
    EXPECT_TRUE(panel.summaryText().contains(QStringLiteral("FAIL")));

    panel.show();
    EXPECT_TRUE(panel.tablesFilled()) << "shown: the run's tables fill";
    ASSERT_TRUE(panel.selectRun(kMlpPass));
    EXPECT_TRUE(panel.tablesFilled()) << "a shown pane fills at once";
    QTreeWidget* results = panel.resultsTree();
    const VerifyReport& report = panel.currentReport();
    ASSERT_EQ(results->topLevelItemCount(), report.trials.size());
    for (int t = 0; t < results->topLevelItemCount(); ++t) {
        QTreeWidgetItem* trial = results->topLevelItem(t);
        ASSERT_TRUE(report.trials[t].passed);
        ASSERT_FALSE(report.trials[t].outputs.isEmpty());
        EXPECT_FALSE(trial->isExpanded());
        EXPECT_EQ(trial->childCount(), 0) << "a passing trial's rows wait for its opening";
        EXPECT_EQ(trial->childIndicatorPolicy(), QTreeWidgetItem::ShowIndicator)
            << "and it still shows that it has rows";
    }
    QTreeWidgetItem* trial = results->topLevelItem(1);
    trial->setExpanded(true);
    ASSERT_EQ(trial->childCount(), report.trials[1].outputs.size());
    EXPECT_EQ(trial->child(0)->text(VerifyPanel::ItemColumn), QStringLiteral("output 0"));
    EXPECT_EQ(trial->child(0)->text(VerifyPanel::PassedColumn), QStringLiteral("pass"));
    EXPECT_EQ(trial->child(0)->data(VerifyPanel::ItemColumn, VerifyPanel::ExpectedFileRole),
              report.trials[1].outputs[0].expectedFile);
    trial->setExpanded(false);
    trial->setExpanded(true);
    EXPECT_EQ(trial->childCount(), report.trials[1].outputs.size()) << "filled once";
}

TEST(VerifyPanel, ReadableInALowWideDockAt1080pAnd800) {
    // The bottom dock at 1920x1080 and at 1280x800: a few hundred pixels high. The runs sit
    // beside the run shown, the kernel names are whole, and each table keeps a few rows.
    for (const QSize size : {QSize(1900, 300), QSize(1260, 230)}) {
        VerifyPanel panel;
        panel.resize(size);
        panel.show();
        panel.setProject(project("norm_mlp"));
        ASSERT_TRUE(panel.selectRun(kMlpFail));
        QApplication::processEvents();
        EXPECT_EQ(panel.runsSide(), Qt::Horizontal) << size.width() << "x" << size.height();
        QTableView* runs = panel.runsView();
        const QFontMetrics fm = runs->fontMetrics();
        EXPECT_GE(runs->columnWidth(VerifyHistoryModel::LocatedColumn),
                  fm.horizontalAdvance(kFusedNorm))
            << "located kernel elided at " << size.width();
        const int row = runs->rowHeight(0);
        EXPECT_GE(runs->viewport()->height(), 2 * row) << size.height();
        QTreeWidget* results = panel.resultsTree();
        const int line = results->visualItemRect(results->topLevelItem(0)).height();
        EXPECT_GE(results->viewport()->height(), 3 * line)
            << "results rows at " << size.width() << "x" << size.height();
    }
}
