// The window's part of regenerate and merge: the staleness bar in a strip under the tool bar,
// and the regenerate controller's requests (reload, verify, select, log) carried out by the
// window's panes.
#include "LogPanel.h"
#include "MainWindow.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "StalenessBar.h"
#include "app/ProjectSession.h"
#include "editor/CodeView.h"

#include <QAction>
#include <QStatusBar>
#include <QToolBar>

namespace ks {

void MainWindow::wireRegeneration() {
    auto* strip = new QToolBar(tr("Staleness"), this);
    strip->setObjectName(QStringLiteral("stalenessToolBar"));
    strip->setMovable(false);
    strip->setFloatable(false);
    strip->toggleViewAction()->setVisible(false);
    strip->setContentsMargins(0, 0, 0, 0);
    strip->addWidget(m_bar);
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, strip);
    connect(m_bar, &StalenessBar::stateChanged, strip, [strip](StalenessBar::State state) {
        strip->setVisible(state != StalenessBar::State::None);
    });
    connect(m_bar, &StalenessBar::regenerateRequested, m_regen->regenerateAction(),
            &QAction::trigger);
    connect(m_bar, &StalenessBar::mergeRequested, m_regen->mergeAction(), &QAction::trigger);
    connect(m_bar, &StalenessBar::resolveRequested, m_regen, &RegenerateController::resolve);
    connect(&m_session, &ProjectSession::saved, m_bar, &StalenessBar::refresh);
    connect(&m_session, &ProjectSession::closed, m_bar, &StalenessBar::refresh);

    connect(m_regen, &RegenerateController::log, m_log, &LogPanel::appendLine);
    connect(m_regen, &RegenerateController::failed, this, &MainWindow::showError);
    connect(m_regen, &RegenerateController::status, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15000); });
    // The working copy changed on disk (the merge wrote it): the session reads it again.
    connect(m_regen, &RegenerateController::reloadRequested, this,
            [this] { openProject(m_session.folder()); });
    connect(m_regen, &RegenerateController::verifyRequested, this, &MainWindow::verify);
    connect(m_regen, &RegenerateController::kernelSelected, this, [this](const QString& name) {
        const auto graph = m_session.graph();
        if (graph && graph->kernelIndex(name) >= 0)
            m_selection->selectKernel(graph->kernelIndex(name));
    });
    connect(m_regen, &RegenerateController::nodeSelected, this, [this](const QString& name) {
        const auto graph = m_session.graph();
        if (graph && graph->nodeIndex(name) >= 0)
            m_selection->selectNode(graph->nodeIndex(name));
    });
    connect(m_regen, &RegenerateController::lineRequested, this, [this](int line) {
        m_code->revealLine(line);
        m_code->setCursorPosition(line - 1, 0);
    });
    // While the job runs the working copy on disk is the merge's input: no typing meanwhile.
    connect(m_regen, &RegenerateController::busyChanged, this,
            [this](bool busy) { m_code->setReadOnly(busy || m_session.isReadOnly()); });
    connect(m_regen, &RegenerateController::finished, m_bar, &StalenessBar::refresh);
}

} // namespace ks
