// The main window's compiler steering: the Compiler pane (decompositions, fusion options,
// materialised nodes, decompositions.py in the project's editor), the graph's node menu
// routed to it, and its regenerate run by the regenerate controller with the pane's settings.
#include "LogPanel.h"
#include "MainWindow.h"
#include "RegenerateController.h"
#include "StalenessBar.h"
#include "app/ProjectSession.h"
#include "compiler/CompilerPanel.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>

namespace ks {

void MainWindow::addCompilerPane() {
    m_compilerPanel = new CompilerPanel(m_api);
    addPane(QStringLiteral("compilerDock"), tr("Compiler"), m_compilerPanel,
            Qt::BottomDockWidgetArea);
    tabifyDockWidget(dock(QStringLiteral("logDock")), dock(QStringLiteral("compilerDock")));
    dock(QStringLiteral("compilerDock"))->hide();

    connect(&m_session, &ProjectSession::opened, this, [this] {
        // Restricted mode: the pane reads nothing (reading runs decompositions.py).
        m_compilerPanel->setProject(m_session.isReadOnly() || isRestricted() ? QString()
                                                                             : m_session.folder());
    });
    connect(&m_session, &ProjectSession::closed, this,
            [this] { m_compilerPanel->setProject(QString()); });
    connect(m_compilerPanel, &CompilerPanel::revealRequested, this,
            [this] { revealDock(QStringLiteral("compilerDock")); });
    connect(m_compilerPanel, &CompilerPanel::message, this, [this](const QString& text) {
        statusBar()->showMessage(text, 10000);
        m_log->appendLine(QStringLiteral("[compiler] ") + text);
    });
    connect(m_compilerPanel, &CompilerPanel::choicesChanged, m_graphView,
            &GraphView::setCompilerChoices);
    connect(m_compilerPanel, &CompilerPanel::regenerateRequested, this,
            [this](const QJsonObject& overrides) {
                QString error;
                if (!m_regen->start(true, &error, overrides))
                    showError(error);
            });
    connect(m_regen, &RegenerateController::busyChanged, m_compilerPanel, &CompilerPanel::setBusy);
    // A new generation (or none, when the export failed): the pane reads what is in effect.
    connect(m_regen, &RegenerateController::finished, m_compilerPanel, &CompilerPanel::refresh);

    // The staleness bar asks the engine whether decompositions.py differs from the
    // generation's: the pane's regenerate follows.
    connect(m_compilerPanel, &CompilerPanel::fileChanged, m_bar, &StalenessBar::refresh);
    connect(m_bar, &StalenessBar::refreshed, m_compilerPanel, [this] {
        m_compilerPanel->setFileStale(
            m_bar->staleReasons().contains(QStringLiteral("decompositions")));
    });

    connect(m_graphView, &GraphView::decompositionRequested, m_compilerPanel,
            &CompilerPanel::setDecomposition);
    connect(m_graphView, &GraphView::materializeRequested, this,
            [this](const QString& name, bool on) {
                m_compilerPanel->setMaterialized(name, on);
                revealDock(QStringLiteral("compilerDock"));
            });
}

void MainWindow::addCompilerMenu(QMenu* view) {
    QAction* show = view->addAction(tr("&Compiler"), this, [this] {
        revealDock(QStringLiteral("compilerDock"));
        m_compilerPanel->refresh();
    });
    show->setObjectName(QStringLiteral("compilerAction"));
    show->setToolTip(tr("Decompositions, fusion options and materialised nodes of the project"));
}

} // namespace ks
