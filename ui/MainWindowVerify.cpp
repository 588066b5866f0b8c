// The main window's verification: the run from the editor or the menu (progress, Cancel), and
// its result drawn where people look: the located and tainted kernels in the code's margin,
// the fusion tree and the graph, while the text on screen is the text that was verified.
#include "DetailsPane.h"
#include "EngineStatusWidget.h"
#include "JobIndicator.h"
#include "LogPanel.h"
#include "LogStatusLine.h"
#include "MainWindow.h"
#include "NewProjectDialog.h"
#include "PreferencesDialog.h"
#include "ProblemsPanel.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "StalenessBar.h"
#include "StatusBar.h"
#include "UnsavedEdits.h"
#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "common/DependencyVersions.h"
#include "compiler/CompilerPanel.h"
#include "editor/CodeEditorPane.h"
#include "editor/CodeView.h"
#include "editor/EditorBinding.h"
#include "engine/EngineClient.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "ks/BuildInfo.h"
#include "maps/SourceMap.h"
#include "merge/GenerationDiffView.h"
#include "model/FusionTreeModel.h"
#include "model/ModelInspection.h"
#include "profile/HeatBar.h"
#include "project/ExportRequest.h"
#include "project/Project.h"
#include "pt2/Pt2Reader.h"
#include "verify/VerifyPanel.h"
#include "verify/VerifyReport.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <Qsci/qsciglobal.h>
#include <algorithm>

namespace ks {

bool MainWindow::isVerifying() const {
    return m_session.isVerifying();
}

void MainWindow::verify() {
    if (!m_session.isOpen() || m_session.isVerifying() || !mayRunProjectCode(tr("Verify")))
        return;
    VerifyParams params;
    // Tolerances from Preferences ("dtype:rtol:atol;..."); the engine merges them per dtype.
    for (const QString& row : m_settings.value(QLatin1String(kTolerancesSetting))
                                  .toString()
                                  .split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList parts = row.split(QLatin1Char(':'));
        if (parts.size() == 3)
            params.tolerances.append({parts[0], parts[1].toDouble(), parts[2].toDouble()});
    }
    // A cuda project on an engine without a GPU runs its Triton kernels in the interpreter.
    const auto graph = m_session.graph();
    if (graph && graph->device() == QLatin1String("cuda") && !m_api.client().info().hasCuda()) {
        params.interpreter = true;
        m_log->appendLine(
            tr("[verify] no GPU in the engine: running the Triton kernels in Triton's "
               "interpreter (small shapes; bf16 and some libdevice calls are not supported)"));
    }
    statusBar()->showMessage(tr("Verifying…"));
    QString error;
    const bool started = m_session.verify(
        params,
        [this](const EngineProgress& p) {
            m_job->progress(p);
            m_verifyPanel->showRunProgress(p.message);
            statusBar()->showMessage(tr("Verifying: %1").arg(p.message));
        },
        [this](const Reply<VerifyOutcome>& r) {
            m_job->finish();
            if (r.cancelled()) {
                m_verifyPanel->finishRun(
                    tr("Verification cancelled; the project is as it was, no run recorded."));
                statusBar()->showMessage(tr("Verification cancelled."), 8000);
                return;
            }
            if (!r.ok()) {
                m_verifyPanel->finishRun(tr("Verification could not run (see the log)."));
                showError(tr("Verification could not run:\n%1").arg(r.error.describe()));
                return;
            }
            m_verifyPanel->finishRun(QString());
            statusBar()->showMessage(
                tr("Verify: %1 %2").arg(r.value->verdict.toUpper(), r.value->reason), 15000);
            m_verifyPanel->reload();
            m_verifyPanel->selectRun(r.value->runId);
            revealDock(QStringLiteral("verifyDock"));
        },
        &error);
    if (!started) {
        showError(tr("Verification could not start:\n%1").arg(error));
        return;
    }
    m_job->start(tr("verify"), [this] { m_session.cancelVerify(); });
    // The panel shows the run as it goes, with its own Cancel.
    m_verifyPanel->startRun();
    revealDock(QStringLiteral("verifyDock"));
}

void MainWindow::showVerifyMarks(const VerifyReport& report) {
    m_session.showRunFindings(report.isEmpty() ? QString() : report.locatedKernel(),
                              report.isEmpty() ? QStringList() : report.tainted, report.generation,
                              report.moduleSha256);
    m_verifyPanel->setStaleReason(
        report.isEmpty() ? QString()
                         : m_session.staleReason(report.generation, report.moduleSha256));
}

QHash<int, QString> MainWindow::kernelStatus() const {
    QHash<int, QString> status;
    auto graph = m_session.graph();
    if (!graph)
        return status;
    const auto byName = m_session.kernelStatus();
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        const int k = graph->kernelIndex(it.key());
        if (k >= 0)
            status[k] = it.value().join(QStringLiteral(", "));
    }
    return status;
}

void MainWindow::refreshKernelStatus() {
    // The verify run shown is of this text or not (an edit, a save, a regenerate).
    const VerifyReport& shown = m_verifyPanel->currentReport();
    m_verifyPanel->setStaleReason(
        shown.isEmpty() ? QString() : m_session.staleReason(shown.generation, shown.moduleSha256));
    auto codeGraph = m_session.codeGraph();
    if (!codeGraph)
        return;
    m_selection->setCodeGraph(codeGraph);
    QList<int> definitions, launches, edited, failed, tainted;
    const QHash<int, QString> status = kernelStatus();
    for (int k = 0; k < codeGraph->kernels().size(); ++k) {
        const Kernel& kernel = codeGraph->kernel(k);
        const int at = kernel.definition
                           ? kernel.definition->start
                           : (kernel.launches.isEmpty() ? 0 : kernel.launches.first().start);
        if (kernel.definition)
            definitions << kernel.definition->start;
        for (const LineRange& l : kernel.launches)
            launches << l.start;
        if (at <= 0)
            continue;
        if (status.value(k).contains(QLatin1String("edited")))
            edited << at;
        if (status.value(k).contains(QLatin1String("failed")))
            failed << at;
        if (status.value(k).contains(QLatin1String("tainted")))
            tainted << at;
    }
    m_code->setKernelMarks(definitions, launches);
    m_code->setStatusMarks(edited, failed, tainted);
    m_treeModel->setKernelStatus(status);
    // "triton · edited, failed" is longer than the kind alone: the column grows to show it whole.
    m_tree->resizeColumnToContents(FusionTreeModel::OpColumn);
    m_graphView->setKernelStatus(status);
    applyProfile(); // the margin's times follow the kernels' lines in the edited text
}

} // namespace ks
