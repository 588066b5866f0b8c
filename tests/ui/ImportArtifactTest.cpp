// File > Import Precompile Artifact…: the dialog's checks, and an import from the window with
// the real engine on an artifact torch.compiler.precompile makes in the test (torch >= 2.15).
#include "DetailsPane.h"
#include "ImportArtifactDialog.h"
#include "MainWindow.h"
#include "engine/EngineCommand.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

bool touch(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write("# a file\n") > 0;
}

QPushButton* importButton(const ImportArtifactDialog& dialog) {
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

} // namespace

TEST(ImportArtifactDialogTest, ProposesTheModelAndFolderAndRefusesAFolderInUse) {
    QTemporaryDir dir;
    const QString artifact = dir.filePath(QStringLiteral("mlp_precompiled.py"));
    ASSERT_TRUE(touch(artifact));
    ASSERT_TRUE(touch(dir.filePath(QStringLiteral("model.py"))));
    ImportArtifactDialog dialog;
    dialog.show();
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("importStatus"));
    EXPECT_FALSE(importButton(dialog)->isEnabled());
    EXPECT_TRUE(status->text().contains(QStringLiteral("artifact")));

    dialog.setArtifact(artifact);
    EXPECT_EQ(dialog.modelFile(), dir.filePath(QStringLiteral("model.py")));
    EXPECT_EQ(dialog.outDir(), dir.filePath(QStringLiteral("mlp_precompiled-project")));
    EXPECT_TRUE(importButton(dialog)->isEnabled()) << status->text().toStdString();

    // A folder with files in it is not a new project.
    dialog.findChild<QLineEdit*>(QStringLiteral("projectFolder"))->setText(dir.path());
    EXPECT_FALSE(importButton(dialog)->isEnabled());
    EXPECT_TRUE(status->text().contains(QStringLiteral("not empty")));
    dialog.findChild<QLineEdit*>(QStringLiteral("modelFile"))
        ->setText(QStringLiteral("/no/such.py"));
    EXPECT_TRUE(status->text().contains(QStringLiteral("model file")));
}

TEST(ImportArtifactFlowTest, ImportShowsProgressThenOpensTheProject) {
    QTemporaryDir dir;
    const QString model = ks::test::sourceDir() + QStringLiteral("/engine/tests/models/mlp.py");
    const QString artifact = dir.filePath(QStringLiteral("mlp_precompiled.py"));
    QProcess capture;
    capture.setProcessChannelMode(QProcess::MergedChannels);
    capture.start(EngineCommand::defaultCommand().program,
                  {ks::test::sourceDir() + QStringLiteral("/tests/e2e/import/capture_artifact.py"),
                   model, artifact});
    ASSERT_TRUE(capture.waitForFinished(300000));
    const QString said = QString::fromUtf8(capture.readAll());
    if (capture.exitCode() == 3)
        GTEST_SKIP() << said.toStdString();
    ASSERT_EQ(capture.exitCode(), 0) << said.toStdString();

    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
    window.show();
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    auto* progress = window.findChild<QProgressBar*>(QStringLiteral("jobProgress"));
    int maxProgress = 0;
    QObject::connect(progress, &QProgressBar::valueChanged,
                     [&](int v) { maxProgress = std::max(maxProgress, v); });
    const QString out = dir.filePath(QStringLiteral("imported"));
    window.importArtifact(artifact, model, out);
    EXPECT_TRUE(window.isExporting());
    ASSERT_TRUE(waitFor([&] { return !window.isExporting(); }, 300s));
    EXPECT_GT(maxProgress, 0);
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(out).canonicalPath());
    EXPECT_TRUE(QFile::exists(out + QStringLiteral("/artifact/mlp_precompiled.py")));
    ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    EXPECT_EQ(window.graphView()->graph()->kernels().size(), 3);
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(
        QStringLiteral("imported from: artifact/mlp_precompiled.py")))
        << window.detailsView()->toPlainText().toStdString();
}
