// Verification in the window with the real engine: the panel opens with room to read its
// tables, and a running verification can be cancelled from the panel and from the status bar.
// Copies of the example project (fixture e2e.export_example).
#include "JobIndicator.h"
#include "MainWindow.h"
#include "graph/LayoutService.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"
#include "verify/VerifyHistory.h"
#include "verify/VerifyPanel.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

bool copyTree(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    // The test made the copy: it trusts it (docs/security.md; the store KS_TRUST_FILE names).
    if (!TrustStore().trust(to))
        return false;
    for (const QFileInfo& info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = to + QLatin1Char('/') + info.fileName();
        if (info.isDir() ? !copyTree(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Rows of `view` that fit in its viewport, at `rowHeight` each.
double rowsShown(const QAbstractItemView* view, int rowHeight) {
    return rowHeight > 0 ? double(view->viewport()->height()) / rowHeight : 0;
}

class VerifyFlowTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(copyTree(QStringLiteral(KS_TEST_PROJECT), project));
        QDir(project + QStringLiteral("/.kernel-studio")).removeRecursively();
        window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->show(); // the window's own default size
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
        ASSERT_TRUE(window->openProject(project));
        module = services.session.workingPath();
    }

    void runToTheEnd() {
        window->verify();
        ASSERT_TRUE(window->isVerifying());
        ASSERT_TRUE(waitFor([&] { return !window->isVerifying(); }, 600s));
    }

    QTemporaryDir dir;
    QString project, module;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(VerifyFlowTest, TheResultsOpenWithRoomForSeveralRows) {
    // Two earlier runs of a model with three launches, then a run of this one.
    ASSERT_TRUE(
        copyTree(ks::test::sourceDir() + QStringLiteral("/tests/data/verify/norm_mlp"), project));
    ASSERT_TRUE(window->openProject(project));
    runToTheEnd();
    VerifyPanel* panel = window->verifyPanel();
    ASSERT_EQ(panel->historyModel()->rowCount(), 3);
    ASSERT_TRUE(waitFor([&] { return window->dock(QStringLiteral("verifyDock"))->isVisible(); }));
    QTableView* runs = panel->runsView();
    // Settled: the dock is sized once the layout has taken it in.
    waitFor([] { return false; }, 300ms);
    const int runRow = runs->rowHeight(0);
    EXPECT_GE(rowsShown(runs, runRow), 3.0) << runs->viewport()->height() << " / " << runRow;
    for (int row = 0; row < 3; ++row)
        EXPECT_TRUE(
            runs->viewport()->rect().contains(runs->visualRect(runs->model()->index(row, 0))))
            << "run row " << row;
    // The run rows in view in the dock, not scrolled away below it (in a low dock the runs
    // sit beside the run shown and are as tall as the pane).
    auto* scroll = qobject_cast<QScrollArea*>(window->dock(QStringLiteral("verifyDock"))->widget());
    ASSERT_NE(scroll, nullptr);
    for (int row = 0; row < 3; ++row) {
        const QRect cell = runs->visualRect(runs->model()->index(row, 0));
        const QRect inDock(runs->viewport()->mapTo(scroll->viewport(), cell.topLeft()),
                           cell.size());
        EXPECT_TRUE(scroll->viewport()->rect().contains(inDock))
            << "run row " << row << " at " << inDock.y() << "+" << inDock.height() << " in "
            << scroll->viewport()->height();
    }
    // The earlier run with three kernels: its kernel rows are in view too.
    ASSERT_TRUE(panel->selectRun(QStringLiteral("20261122-115510-504-f36c")));
    QTreeWidget* kernels = panel->kernelsTree();
    ASSERT_GE(kernels->topLevelItemCount(), 3);
    const int kernelRow = kernels->visualItemRect(kernels->topLevelItem(0)).height();
    EXPECT_GE(rowsShown(kernels, kernelRow), 3.0)
        << kernels->viewport()->height() << " / " << kernelRow;
    EXPECT_GE(rowsShown(panel->resultsTree(), kernelRow), 3.0)
        << panel->resultsTree()->viewport()->height() << " / " << kernelRow;
}

TEST_F(VerifyFlowTest, ARunningVerifyIsCancelledFromThePanelAndFromTheStatusBar) {
    const QString before = readFile(module);
    auto runsOnDisk = [&] { return VerifyHistory(project).runs().size(); };
    VerifyPanel* panel = window->verifyPanel();
    auto* cancel = panel->findChild<QPushButton*>(QStringLiteral("verifyCancel"));
    ASSERT_NE(cancel, nullptr);
    EXPECT_FALSE(cancel->isEnabled()) << "nothing runs yet";

    // From the panel: the button shows while the run goes, and stops it.
    window->verify();
    ASSERT_TRUE(window->isVerifying());
    ASSERT_TRUE(waitFor([&] { return cancel->isVisible(); }, 10s));
    EXPECT_TRUE(cancel->isEnabled());
    cancel->click();
    ASSERT_TRUE(waitFor([&] { return !window->isVerifying(); }, 120s));
    EXPECT_TRUE(panel->runStatusText().contains(QStringLiteral("cancelled")))
        << panel->runStatusText().toStdString();
    EXPECT_FALSE(cancel->isEnabled());
    EXPECT_EQ(readFile(module), before);
    EXPECT_FALSE(services.session.isModified());
    EXPECT_EQ(runsOnDisk(), 0) << "a cancelled run leaves no history";

    // From the status bar's job indicator.
    window->verify();
    ASSERT_TRUE(window->isVerifying());
    EXPECT_FALSE(panel->runStatusText().contains(QStringLiteral("cancelled")));
    auto* jobCancel = window->findChild<QToolButton*>(QStringLiteral("cancelJob"));
    ASSERT_NE(jobCancel, nullptr);
    ASSERT_TRUE(jobCancel->isVisible());
    ASSERT_TRUE(jobCancel->isEnabled());
    jobCancel->click();
    ASSERT_TRUE(waitFor([&] { return !window->isVerifying(); }, 120s));
    EXPECT_TRUE(panel->runStatusText().contains(QStringLiteral("cancelled")));
    EXPECT_EQ(readFile(module), before);
    EXPECT_EQ(runsOnDisk(), 0);

    // A new verification runs to its verdict.
    runToTheEnd();
    EXPECT_EQ(runsOnDisk(), 1);
    ASSERT_FALSE(panel->currentReport().isEmpty());
    EXPECT_EQ(panel->currentReport().verdict, VerifyVerdict::Pass)
        << panel->currentReport().reason.toStdString();
    EXPECT_FALSE(cancel->isEnabled());
    EXPECT_FALSE(panel->runStatusText().contains(QStringLiteral("cancelled")));
}
