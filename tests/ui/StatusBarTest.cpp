// The status bar while a job runs, offscreen at 1280x800: the job's bar shows its whole text
// ("regenerate: lower 35%", it was squeezed to about 95 px), and the log line carries what
// the user needs, not a library's note from the engine's stderr (torch's "No CUDA runtime is
// found" on a cpu project).
#include "StatusBar.h"

#include "JobIndicator.h"
#include "LogPanel.h"
#include "LogStatusLine.h"
#include "MainWindow.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;

namespace {

class StatusBarTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.resize(1280, 800);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    }

    QTemporaryDir dir;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // not started: nothing here needs it
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
};

} // namespace

TEST_F(StatusBarTest, TheJobBarShowsItsWholeText) {
    auto* job = window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"));
    auto* bar = window.findChild<QProgressBar*>(QStringLiteral("jobProgress"));
    ASSERT_TRUE(job && bar);
    job->start(QStringLiteral("regenerate"), [] {});
    for (const char* stage : {"trace", "lower", "clean", "describe", "merge", "verify"}) {
        job->progress(EngineProgress{QLatin1String(stage), QStringLiteral("working"), 0.35});
        // A long line in the log beside it must not take the bar's room.
        window.logPanel()->appendLine(QStringLiteral("[regenerate] ") +
                                      QString(300, QLatin1Char('x')));
        QApplication::processEvents();
        QApplication::sendPostedEvents();
        const int need = bar->fontMetrics().horizontalAdvance(job->text());
        EXPECT_TRUE(job->text().contains(QLatin1String(stage))) << job->text().toStdString();
        EXPECT_GE(bar->width(), need + 16)
            << job->text().toStdString() << ": " << bar->width() << " px for " << need << " px";
        EXPECT_TRUE(bar->isVisible());
    }
    job->finish();
}

TEST_F(StatusBarTest, ALibrarysNoteStaysInTheLogOnly) {
    LogStatusLine* line = window.logStatusLine();
    window.logPanel()->appendLine(QStringLiteral("[regenerate] exporting /p again, then merging"));
    EXPECT_TRUE(line->line().startsWith(QStringLiteral("[regenerate] exporting")));
    const QString torchNote = QStringLiteral(
        "2026-11-27 22:14:03,512 WARNING torch.utils.cpp_extension: No CUDA runtime is found, "
        "using CUDA_HOME='/usr/local/cuda'");
    window.logPanel()->appendLine(torchNote);
    EXPECT_TRUE(window.logPanel()->toPlainText().contains(QStringLiteral("No CUDA runtime")));
    EXPECT_TRUE(line->line().startsWith(QStringLiteral("[regenerate] exporting")))
        << line->line().toStdString();
    // The engine's own notes and anyone's errors still show.
    window.logPanel()->appendLine(QStringLiteral(
        "2026-11-27 22:14:04,001 INFO kernel_studio.pipeline.lower: lowering 212 nodes"));
    EXPECT_TRUE(line->line().contains(QStringLiteral("lowering 212 nodes")));
    window.logPanel()->appendLine(
        QStringLiteral("2026-11-27 22:14:05,001 ERROR torch._inductor: compile failed"));
    EXPECT_TRUE(line->line().contains(QStringLiteral("compile failed")));
}

TEST_F(StatusBarTest, ALongMessageEndsBeforeThePermanentWidgets) {
    auto* job = window.findChild<JobIndicator*>(QStringLiteral("jobIndicator"));
    ASSERT_TRUE(job);
    job->start(QStringLiteral("verify"), [] {});
    const QString message =
        QStringLiteral("Verifying: ") + QString(400, QLatin1Char('y')) + QStringLiteral(" the end");
    window.statusBar()->showMessage(message);
    auto* bar = qobject_cast<StatusBar*>(window.statusBar());
    ASSERT_TRUE(bar);
    QTest::qWait(50);
    const QRect area = bar->messageArea();
    EXPECT_LE(area.right(), job->x()) << "the message stops left of the job's widget";
    const QString shown = bar->shownMessage();
    EXPECT_TRUE(shown.endsWith(QChar(0x2026))) << shown.toStdString();
    EXPECT_LE(bar->fontMetrics().horizontalAdvance(shown), area.width());
    EXPECT_EQ(bar->toolTip(), message) << "the whole message in the tooltip";
}
