// File > Import Precompile Artifact…: the dialog's checks, and an import from the window with
// the real engine on a training step torch.compiler.precompile captures in the test (torch >=
// 2.15), shown as a training export is: its backward under the forward, linked to it.
#include "DetailsPane.h"
#include "ImportArtifactDialog.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "engine/EngineCommand.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "support/TestSupport.h"
#include "training/TrainingGraph.h"
#include "training/TrainingPanel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
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

TEST(ImportArtifactFlowTest, ImportShowsProgressThenOpensTheStepWithItsBackward) {
    QTemporaryDir dir;
    const QString model = ks::test::sourceDir() + QStringLiteral("/engine/tests/models/mlp.py");
    const QString artifact = dir.filePath(QStringLiteral("mlp_precompiled.py"));
    QProcess capture;
    capture.setProcessChannelMode(QProcess::MergedChannels);
    capture.start(EngineCommand::defaultCommand().program,
                  {ks::test::sourceDir() + QStringLiteral("/tests/e2e/import/capture_artifact.py"),
                   model, artifact, QStringLiteral("train")});
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
    // Then the project opens off the UI thread.
    ASSERT_TRUE(waitFor([&] { return !window.isOpeningProject(); }, 30s));
    EXPECT_GT(maxProgress, 0);
    EXPECT_EQ(QDir(window.projectFolder()).canonicalPath(), QDir(out).canonicalPath());
    EXPECT_TRUE(QFile::exists(out + QStringLiteral("/artifact/mlp_precompiled.py")));
    ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(
        QStringLiteral("imported from: artifact/mlp_precompiled.py")))
        << window.detailsView()->toPlainText().toStdString();

    // The step's forward (the model's graph) with its backward under it, as a training
    // export's: the Training pane, backward kernels in the fusion tree.
    const auto graph = window.graphView()->graph();
    ASSERT_TRUE(graph && graph->training());
    EXPECT_EQ(graph->kernels().size(), 6);
    EXPECT_TRUE(window.trainingPanel()->isTraining());
    EXPECT_EQ(window.trainingPanel()->savedTable()->model()->rowCount(),
              graph->training()->saved.size());
    EXPECT_GE(graph->moduleIndex(QString::fromLatin1(kBackwardModule)), 0);
    FusionTreeModel* tree = window.fusionModel();
    int backwardRows = 0;
    for (int r = 0; r < tree->rowCount(); ++r)
        backwardRows += graph->kernel(tree->kernelOfRow(r)).backward ? 1 : 0;
    EXPECT_EQ(backwardRows, 5);

    // GELU's backward kernel: its nodes are the backward's, gelu_backward among them, linked to
    // the forward's gelu (which the kernel recomputes: the backward's copy is gelu_bw).
    const int kernel = graph->kernelIndex(QStringLiteral("cpp_fused_gelu_gelu_backward_sum"));
    ASSERT_GE(kernel, 0);
    EXPECT_TRUE(graph->kernel(kernel).backward);
    const int gradient = graph->nodeIndex(QStringLiteral("gelu_backward"));
    const int gelu = graph->nodeIndex(QStringLiteral("gelu"));
    ASSERT_GE(gradient, 0);
    ASSERT_GE(gelu, 0);
    EXPECT_TRUE(graph->kernel(kernel).nodes.contains(gradient));
    EXPECT_TRUE(graph->kernel(kernel).nodes.contains(graph->nodeIndex(QStringLiteral("gelu_bw"))));
    for (int n : graph->kernel(kernel).nodes)
        EXPECT_TRUE(graph->node(n).backward) << graph->node(n).name.toStdString();
    EXPECT_TRUE(graph->kernelsOfNode(gradient).contains(kernel));
    EXPECT_TRUE(graph->linkedNodes(gradient).contains(gelu));
    // The kernel selects its nodes; its backward node selects the forward node it derives from.
    window.selection()->selectKernel(kernel);
    EXPECT_TRUE(window.graphView()->selectedNodes().contains(gradient));
    window.selection()->selectNode(gradient);
    EXPECT_TRUE(window.graphView()->selectedNodes().contains(gelu));
    EXPECT_TRUE(window.detailsView()->toPlainText().contains(QStringLiteral("derives from")));
}
