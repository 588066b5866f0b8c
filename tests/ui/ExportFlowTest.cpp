// Export from the window with the real engine: progress in the status bar, Cancel, and the
// project opening when it is done.
#include "MainWindow.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "project/ExportRequest.h"
#include "support/TestSupport.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QProgressBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

class ExportFlowTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.show();
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    }
    ExportSettings settings(const QString& out) const {
        ExportSettings s;
        s.modelFile =
            ks::test::sourceDir() + QStringLiteral("/resources/examples/rms_norm/model.py");
        s.outDir = out;
        s.device = QStringLiteral("cpu");
        return s;
    }
    QProgressBar* progress() const {
        return window.findChild<QProgressBar*>(QStringLiteral("jobProgress"));
    }

    QTemporaryDir dir;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
};

} // namespace

TEST_F(ExportFlowTest, ExportShowsProgressThenOpensTheProject) {
    const QString out = dir.filePath(QStringLiteral("rms_norm"));
    int maxProgress = 0;
    QObject::connect(progress(), &QProgressBar::valueChanged,
                     [&](int v) { maxProgress = std::max(maxProgress, v); });
    window.exportProject(settings(out));
    EXPECT_TRUE(window.isExporting());
    EXPECT_TRUE(progress()->isVisible());
    ASSERT_TRUE(waitFor([&] { return !window.isExporting(); }, 300s));
    // Then the project opens off the UI thread.
    ASSERT_TRUE(waitFor([&] { return !window.isOpeningProject(); }, 30s));
    EXPECT_FALSE(progress()->isVisible());
    EXPECT_GT(maxProgress, 0);
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(out).canonicalPath());
    ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    EXPECT_GE(window.graphView()->graph()->kernels().size(), 1);
}

TEST_F(ExportFlowTest, CancelledExportLeavesNothingBehind) {
    const QString out = dir.filePath(QStringLiteral("cancelled"));
    bool sawProgress = false;
    QObject::connect(&engine, &EngineClient::progress, [&] { sawProgress = true; });
    window.exportProject(settings(out));
    ASSERT_TRUE(waitFor([&] { return sawProgress; }, 60s));
    window.findChild<QToolButton*>(QStringLiteral("cancelJob"))->click();
    ASSERT_TRUE(waitFor([&] { return !window.isExporting(); }, 300s));
    EXPECT_FALSE(QDir(out).exists()) << "a cancelled export must not create the project";
    EXPECT_TRUE(window.projectFolder().isEmpty());
    EXPECT_EQ(engine.state(), EngineState::Ready);
}

TEST_F(ExportFlowTest, AModelFileGivenAloneOpensNewProjectFilledIn) {
    // `kernel-studio model.py`: the dialog comes up with the model and a folder beside it
    // (not the folder an earlier project took).
    const QString model = dir.filePath(QStringLiteral("model.py"));
    ASSERT_TRUE(QFile::copy(settings({}).modelFile, model));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("model-project")));
    QString modelShown, folderShown;
    QTimer::singleShot(0, &window, [&] {
        QWidget* dialog = QApplication::activeModalWidget();
        ASSERT_TRUE(dialog);
        EXPECT_EQ(dialog->objectName(), QStringLiteral("newProjectDialog"));
        modelShown = dialog->findChild<QLineEdit*>(QStringLiteral("modelFile"))->text();
        folderShown = dialog->findChild<QLineEdit*>(QStringLiteral("projectFolder"))->text();
        static_cast<QDialog*>(dialog)->reject();
    });
    window.newProjectFrom(model);
    EXPECT_EQ(modelShown, QFileInfo(model).absoluteFilePath());
    EXPECT_EQ(folderShown,
              QFileInfo(dir.filePath(QStringLiteral("model-project-2"))).absoluteFilePath());
}
