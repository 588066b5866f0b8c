// Opening a project as the user's actions do (File > Open, recent projects, after an export):
// the folder is read off the UI thread, the window keeps running its event loop meanwhile and
// shows "Opening NAME …"; a newer open supersedes one under way; closing the window while one
// loads is safe. Offscreen, on copies of checked-in exports (functional_2k: 2,000 nodes).
#include "DetailsPane.h"
#include "JobIndicator.h"
#include "MainWindow.h"
#include "app/ProjectSession.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::copyTree;
using ks::test::waitFor;

namespace {

class OpeningTest : public ::testing::Test {
protected:
    void SetUp() override {
        big = dir.filePath(QStringLiteral("functional_2k"));
        small = dir.filePath(QStringLiteral("rms_norm"));
        ASSERT_TRUE(copyTree(
            ks::test::sourceDir() + QStringLiteral("/tests/data/projects/functional_2k"), big));
        ASSERT_TRUE(copyTree(QStringLiteral(KS_TEST_PROJECT), small));
    }
    QString jobText(MainWindow& window) const {
        return window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"))->text();
    }

    QTemporaryDir dir;
    QString big, small;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
};

} // namespace

TEST_F(OpeningTest, OpensOffTheUiThreadThenShowsTheProject) {
    MainWindow window{services.api, services.session, layouts, config};
    window.show();
    QSignalSpy opened(&services.session, &ProjectSession::opened);
    // A zero timer queued before the open fires before the project is installed: the open
    // returned to the event loop while the folder was read.
    bool timerFired = false;
    int openedWhenTimerFired = -1;
    QTimer::singleShot(0, &window, [&] {
        timerFired = true;
        openedWhenTimerFired = int(opened.count());
    });
    ASSERT_TRUE(window.startOpeningProject(big));
    EXPECT_TRUE(window.isOpeningProject());
    EXPECT_FALSE(services.session.isOpen());
    EXPECT_EQ(opened.count(), 0);
    EXPECT_EQ(window.statusBar()->currentMessage(), QStringLiteral("Opening functional_2k …"));
    EXPECT_EQ(jobText(window), QStringLiteral("Opening functional_2k …"));

    ASSERT_TRUE(opened.wait(30000));
    EXPECT_TRUE(timerFired);
    EXPECT_EQ(openedWhenTimerFired, 0);
    EXPECT_FALSE(window.isOpeningProject());
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(big).canonicalPath());
    EXPECT_FALSE(window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"))->isRunning());
    EXPECT_EQ(window.graphView()->graph()->nodeCount(), services.session.graph()->nodeCount());
    EXPECT_GT(services.session.graph()->nodeCount(), 2000);
    EXPECT_TRUE(window.detailsView()->toPlainText().startsWith(QStringLiteral("functional_2k: ")))
        << window.detailsView()->toPlainText().toStdString();
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("functional_2k")));
}

TEST_F(OpeningTest, ANewerOpenSupersedesOneUnderWay) {
    MainWindow window{services.api, services.session, layouts, config};
    window.show();
    QSignalSpy opened(&services.session, &ProjectSession::opened);
    ASSERT_TRUE(window.startOpeningProject(big));
    ASSERT_TRUE(window.startOpeningProject(small));
    EXPECT_EQ(jobText(window), QStringLiteral("Opening rms_norm …"));
    ASSERT_TRUE(opened.wait(30000));
    // The first load finishes on its worker too; its result is dropped, never installed.
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    EXPECT_EQ(opened.count(), 1);
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(small).canonicalPath());
    EXPECT_FALSE(window.isOpeningProject());

    // Cancel on the status bar's job drops an open under way: the project shown stays.
    ASSERT_TRUE(window.startOpeningProject(big));
    window.findChild<QToolButton*>(QStringLiteral("cancelJob"))->click();
    EXPECT_FALSE(window.isOpeningProject());
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    EXPECT_EQ(opened.count(), 1);
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(small).canonicalPath());
    EXPECT_EQ(window.statusBar()->currentMessage(), QStringLiteral("Opening cancelled."));
    EXPECT_TRUE(waitFor(
        [&] {
            return !window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"))->isRunning();
        },
        5s));
}

TEST_F(OpeningTest, ClosingTheWindowWhileItLoadsIsSafe) {
    QSignalSpy opened(&services.session, &ProjectSession::opened);
    {
        auto window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->show();
        ASSERT_TRUE(window->startOpeningProject(big));
        window->close();
        EXPECT_FALSE(window->isOpeningProject());
        ASSERT_TRUE(window->startOpeningProject(big)); // destroyed with a load under way
    }
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    EXPECT_EQ(opened.count(), 0);
    EXPECT_FALSE(services.session.isOpen());
}

TEST_F(OpeningTest, AnOpenThatFailsNamesTheFileAndLine) {
    MainWindow window{services.api, services.session, layouts, config};
    window.show();
    QFile toml(QDir(small).filePath(QStringLiteral("kernel-studio.toml")));
    ASSERT_TRUE(toml.open(QIODevice::Append));
    toml.write("\nbroken line\n");
    toml.close();
    ASSERT_TRUE(window.startOpeningProject(small));
    ASSERT_TRUE(waitFor([&] { return !window.isOpeningProject(); }, 30s));
    EXPECT_FALSE(services.session.isOpen());
    const QString details = window.detailsView()->toPlainText();
    EXPECT_TRUE(details.startsWith(QStringLiteral("Could not open the project:\n%1:")
                                       .arg(QDir::toNativeSeparators(toml.fileName()))))
        << details.toStdString();
    EXPECT_FALSE(window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"))->isRunning());
}
