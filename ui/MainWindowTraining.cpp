// The main window's training step: the Training pane (saved activations, recomputed nodes,
// the partitioner's steering), the recomputed nodes marked on the graph, the graph's node
// menu's save / recompute entries, and the regenerate with the partitioner's settings (and the
// Compiler pane's, so that neither drops the other's).
#include "MainWindow.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "compiler/CompilerPanel.h"
#include "graph/GraphLayout.h"
#include "graph/GraphView.h"
#include "training/TrainingGraph.h"
#include "training/TrainingPanel.h"

#include <QDockWidget>
#include <QMenu>

namespace ks {

void MainWindow::addTrainingPane() {
    m_trainingPanel = new TrainingPanel;
    addPane(QStringLiteral("trainingDock"), tr("Training"), m_trainingPanel,
            Qt::BottomDockWidgetArea);
    tabifyDockWidget(dock(QStringLiteral("logDock")), dock(QStringLiteral("trainingDock")));
    dock(QStringLiteral("trainingDock"))->hide();

    connect(m_trainingPanel, &TrainingPanel::nodeActivated, this,
            [this](int node) { m_selection->selectNode(node); });
    connect(m_trainingPanel, &TrainingPanel::revealRequested, this,
            [this] { revealDock(QStringLiteral("trainingDock")); });
    connect(m_trainingPanel, &TrainingPanel::regenerateRequested, this,
            [this](const QJsonObject& overrides) {
                QJsonObject all = m_compilerPanel ? m_compilerPanel->overrides() : QJsonObject();
                for (auto it = overrides.begin(); it != overrides.end(); ++it)
                    all.insert(it.key(), it.value());
                QString error;
                if (!m_regen->start(true, &error, all))
                    showError(error);
            });
    connect(m_regen, &RegenerateController::busyChanged, m_trainingPanel, &TrainingPanel::setBusy);
    connect(m_trainingPanel, &TrainingPanel::backwardShownChanged, this, [this](bool shown) {
        QSet<QString> expanded = m_graphView->expandedModules();
        if (shown)
            expanded.insert(QString::fromLatin1(kBackwardModule));
        else
            expanded.remove(QString::fromLatin1(kBackwardModule));
        m_graphView->setExpandedModules(expanded);
    });
    connect(m_graphView, &GraphView::layoutShown, this, [this] {
        m_trainingPanel->setBackwardShown(
            m_graphView->expandedModules().contains(QString::fromLatin1(kBackwardModule)));
    });
    m_graphView->setNodeMenuExtension(
        [this](QMenu* menu, int node) { m_trainingPanel->addNodeActions(menu, node); });
}

QJsonObject MainWindow::trainingOverrides() const {
    return m_trainingPanel && m_trainingPanel->isTraining() ? m_trainingPanel->overrides()
                                                            : QJsonObject();
}

void MainWindow::showTraining(const std::shared_ptr<const GraphModel>& graph) {
    m_trainingPanel->setGraph(graph);
    QDockWidget* d = dock(QStringLiteral("trainingDock"));
    if (!m_trainingPanel->isTraining()) {
        d->hide();
        return;
    }
    // The backward opens as far as the forward: its module boxes under the forward's (a
    // big graph opens folded by module, and the backward would be one box), as far as that
    // stays readable.
    m_graphView->setExpandedModules(GraphLayout::trainingOpening(
        *graph, m_graphView->expandedModules(), GraphView::kOpenItems, m_graphView->options()));
    // Recomputed forward nodes (and the backward's computation of them): dashed outlines.
    m_graphView->setMarkedNodes(m_trainingPanel->recomputedNodes());
    m_trainingPanel->setBackwardShown(
        m_graphView->expandedModules().contains(QString::fromLatin1(kBackwardModule)));
    revealDock(QStringLiteral("trainingDock"));
}

} // namespace ks
