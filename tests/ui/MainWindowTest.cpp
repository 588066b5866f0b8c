// The IDE window, offscreen, with the real engine.
#include "MainWindow.h"

#include "DetailsPane.h"
#include "EngineStatusWidget.h"
#include "LogPanel.h"
#include "LogStatusLine.h"
#include "TrustBar.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <csignal>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

class MainWindowTest : public ::testing::Test {
protected:
    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
};

} // namespace

TEST_F(MainWindowTest, StatusBarReachesReadyWithTheRealEngine) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.show();
    engine.start();
    EXPECT_EQ(window.engineStatus()->stateText(), QStringLiteral("starting"));
    ASSERT_TRUE(waitFor([&] {
        return window.engineStatus()->stateText() == QLatin1String("ready");
    })) << window.engineStatus()->stateText().toStdString()
        << " " << engine.lastError().toStdString();
    // The engine runs on either supported torch series (the venv's pin decides which).
    EXPECT_TRUE(window.engineStatus()->infoText().contains(QStringLiteral("torch 2.11.0")) ||
                window.engineStatus()->infoText().contains(QStringLiteral("torch 2.15.0")))
        << window.engineStatus()->infoText().toStdString();
    EXPECT_FALSE(window.engineStatus()->restartButton()->isVisible());
    EXPECT_TRUE(window.logPanel()->toPlainText().contains(QStringLiteral("[engine] ready")));
}

TEST_F(MainWindowTest, HasTheDocksWithTheLogFoldedIntoTheStatusBar) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.resize(1920, 1080);
    window.show();
    for (const char* name : {"graphDock", "fusionDock", "codeDock", "detailsDock"}) {
        QDockWidget* d = window.dock(QString::fromLatin1(name));
        ASSERT_NE(d, nullptr) << name;
        EXPECT_TRUE(d->isVisible()) << name;
    }
    // The model source shares a tab with the details.
    EXPECT_NE(window.dock(QStringLiteral("sourceDock")), nullptr);
    // Log, problems and verification wait in the status bar until they have news.
    for (const char* name : {"logDock", "problemsDock", "verifyDock"})
        EXPECT_FALSE(window.dock(QString::fromLatin1(name))->isVisible()) << name;
    // The default proportions apply once the window is laid out.
    EXPECT_TRUE(waitFor([&] {
        return window.dock(QStringLiteral("graphDock"))->height() >
               2 * window.dock(QStringLiteral("fusionDock"))->height();
    })) << window.dock(QStringLiteral("graphDock"))->height()
        << " " << window.dock(QStringLiteral("fusionDock"))->height();
    EXPECT_GT(window.dock(QStringLiteral("codeDock"))->height(), window.height() / 2);
    LogStatusLine* line = window.logStatusLine();
    ASSERT_TRUE(line->isVisible());
    window.logPanel()->appendLine(QStringLiteral("[engine] the latest line"));
    EXPECT_EQ(line->line(), QStringLiteral("[engine] the latest line"));
    EXPECT_TRUE(line->text().contains(QStringLiteral("the latest line")));
    line->click();
    EXPECT_TRUE(window.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_TRUE(line->isChecked());
    line->click();
    EXPECT_FALSE(window.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_FALSE(line->isChecked());
}

TEST_F(MainWindowTest, AnErrorOpensTheLog) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.show();
    EXPECT_FALSE(window.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_FALSE(window.openProject(QStringLiteral("/nonexistent/project")));
    EXPECT_TRUE(window.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_TRUE(window.logStatusLine()->line().startsWith(QStringLiteral("[error]")));
    // Well below the graph: the log does not take the work's space.
    EXPECT_TRUE(waitFor([&] {
        return window.dock(QStringLiteral("logDock"))->height() < window.height() / 4;
    })) << window.dock(QStringLiteral("logDock"))->height();
}

TEST_F(MainWindowTest, ResetLayoutBringsBackTheFirstStartLayout) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.resize(1280, 800);
    window.show();
    window.dock(QStringLiteral("codeDock"))->hide();
    window.dock(QStringLiteral("logDock"))->show();
    window.dock(QStringLiteral("graphDock"))->setFloating(true);
    window.resetLayout();
    EXPECT_TRUE(window.dock(QStringLiteral("codeDock"))->isVisible());
    EXPECT_FALSE(window.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_FALSE(window.dock(QStringLiteral("graphDock"))->isFloating());
    EXPECT_NE(window.findChild<QAction*>(QStringLiteral("resetLayoutAction")), nullptr);
}

TEST_F(MainWindowTest, OpensTheExampleAndShowsWhatTheEngineFound) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.show();
    engine.start();
    // A trust store of the test's own: the example's folder is not trusted yet, so the model
    // file is shown but not run until the bar's Trust (docs/security.md).
    QTemporaryDir store;
    const QByteArray trustFileBefore = qgetenv("KS_TRUST_FILE");
    qputenv("KS_TRUST_FILE", store.filePath(QStringLiteral("trusted-folders.json")).toUtf8());
    const QString example = ks::test::sourceDir() + QStringLiteral("/resources/examples/rms_norm");
    window.openModel(example + QStringLiteral("/model.py"));
    EXPECT_TRUE(window.sourceView()->text().contains(QStringLiteral("class Model")));
    EXPECT_TRUE(window.sourceView()->isReadOnly());
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("is not inspected")))
        << window.detailsView()->toPlainText().toStdString();
    EXPECT_TRUE(window.trustBar()->message().startsWith(
        QStringLiteral("This model file runs Python code from %1. Trust it?")
            .arg(TrustStore::canonical(example))))
        << window.trustBar()->message().toStdString();
    QTest::mouseClick(window.trustBar()->findChild<QPushButton*>(QStringLiteral("trustAction")),
                      Qt::LeftButton);
    if (trustFileBefore.isEmpty())
        qunsetenv("KS_TRUST_FILE");
    else
        qputenv("KS_TRUST_FILE", trustFileBefore);
    ASSERT_TRUE(waitFor([&] {
        return window.detailsView()->toPlainText().contains(QStringLiteral("output 0"));
    })) << window.detailsView()->toPlainText().toStdString();
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("T = x.shape[1]")));
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("model.py")));
}

TEST_F(MainWindowTest, MissingModelFileIsReportedInDetails) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.openModel(QStringLiteral("/nonexistent/model.py"));
    EXPECT_TRUE(
        window.detailsView()->toPlainText().contains(QStringLiteral("/nonexistent/model.py")));
}

TEST_F(MainWindowTest, DockLayoutPersists) {
    EngineClient engine(ks::test::engineOptions());
    {
        ks::test::AppServices windowServices(engine);
        MainWindow window(windowServices.api, windowServices.session, layouts, settings);
        window.show();
        window.dock(QStringLiteral("logDock"))->show();
        window.dock(QStringLiteral("fusionDock"))->hide();
        window.close();
    }
    ks::test::AppServices againServices(engine);
    MainWindow again(againServices.api, againServices.session, layouts, settings);
    again.show();
    EXPECT_TRUE(again.dock(QStringLiteral("logDock"))->isVisible());
    EXPECT_FALSE(again.dock(QStringLiteral("fusionDock"))->isVisible());
    EXPECT_TRUE(again.dock(QStringLiteral("codeDock"))->isVisible());
}

TEST_F(MainWindowTest, AKilledEngineIsRestartedAndSaysSoThenRestartIsOffered) {
    // Model code (or the OOM killer) kills the engine: it is started again at once, the log
    // and the status bar say so, and the next command works. After three such ends within a
    // minute it stays down and Restart Engine is offered.
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.show();
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    const qint64 first = engine.processId();
    ::kill(pid_t(first), SIGKILL);
    ASSERT_TRUE(waitFor(
        [&] { return engine.state() == EngineState::Ready && engine.processId() != first; }, 60s));
    EXPECT_TRUE(window.logPanel()->toPlainText().contains(
        QStringLiteral("[engine] the engine ended unexpectedly (the engine crashed")))
        << window.logPanel()->toPlainText().toStdString();
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(
        QStringLiteral("The engine ended unexpectedly and was restarted")))
        << window.statusBar()->currentMessage().toStdString();
    std::optional<RpcResult> answer;
    engine.request(QStringLiteral("debug/sleep"), QJsonObject{{QStringLiteral("seconds"), 0}},
                   &window, [&](const RpcResult& r) { answer = r; });
    ASSERT_TRUE(waitFor([&] { return answer.has_value(); }, 30s));
    EXPECT_TRUE(answer->ok()) << answer->error->message.toStdString();

    for (int i = 0; i < 2; ++i) { // the second and third automatic restarts
        const qint64 pid = engine.processId();
        ::kill(pid_t(pid), SIGKILL);
        ASSERT_TRUE(waitFor(
            [&] { return engine.state() == EngineState::Ready && engine.processId() != pid; },
            60s));
    }
    ::kill(pid_t(engine.processId()), SIGKILL);
    ASSERT_TRUE(waitFor(
        [&] { return window.engineStatus()->stateText() == QLatin1String("crashed"); }, 10s));
    QToolButton* restart = window.engineStatus()->restartButton();
    ASSERT_TRUE(restart->isVisible());
    restart->click();
    ASSERT_TRUE(
        waitFor([&] { return window.engineStatus()->stateText() == QLatin1String("ready"); }));
    EXPECT_FALSE(restart->isVisible());
}

TEST_F(MainWindowTest, VerifyHasAToolbarButtonAndF5) {
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    auto* action = window.findChild<QAction*>(QStringLiteral("verifyAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(action->shortcut(), QKeySequence(Qt::Key_F5));
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->actions().contains(action));
}

TEST_F(MainWindowTest, Pt2ArchiveShowsItsGraphWithoutTheEngine) {
    EngineClient engine(ks::test::engineOptions()); // never started: no Python needed
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, settings);
    window.show();
    ASSERT_TRUE(window.openPt2(ks::test::sourceDir() + QStringLiteral("/tests/data/pt2/mlp.pt2")));
    ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    EXPECT_GT(window.graphView()->graph()->nodeCount(), 3);
    EXPECT_EQ(window.fusionModel()->rowCount(), 0);
    EXPECT_TRUE(window.codeView()->text().contains(QStringLiteral("graph only")));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("No kernels")));
    EXPECT_EQ(engine.state(), EngineState::Stopped);
    // Not an archive: a clear message naming the file, the window stays usable.
    EXPECT_FALSE(window.openPt2(ks::test::sourceDir() + QStringLiteral("/README.md")));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("README.md")));
}
