// The main window's Compiled pane: what the selected kernel compiles to, asked of the engine
// in the background (a newer selection replaces the request in flight, the UI never waits),
// asked again when the module is saved, and linked both ways with the code pane.
#include "MainWindow.h"
#include "SelectionController.h"
#include "app/ProjectSession.h"
#include "compiled/CompiledView.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"

#include <QDockWidget>

namespace ks {

void MainWindow::addCompiledPane() {
    m_compiledView = new CompiledView;
    addPane(QStringLiteral("compiledDock"), tr("Compiled"), m_compiledView,
            Qt::RightDockWidgetArea);
    tabifyDockWidget(dock(QStringLiteral("detailsDock")), dock(QStringLiteral("compiledDock")));
}

void MainWindow::linkCompiledPane() {

    auto request = [this](const QString& kernel, const QString& stage) {
        if (kernel.isEmpty() || m_session.folder().isEmpty())
            return;
        if (isRestricted()) // compiling imports the project's module
            return m_compiledView->clear(tr("Restricted mode: %1 is compiled once the project's "
                                            "folder is trusted (the bar above the panes).")
                                             .arg(kernel));
        CompiledRequest r;
        r.project = m_session.folder();
        r.kernel = kernel;
        r.stage = stage;
        m_compiledView->setBusy(kernel, tr("Compiling %1…").arg(kernel));
        m_api.kernelCompiled(
            r, m_compiledView,
            [this, kernel](const EngineProgress& p) { m_compiledView->setBusy(kernel, p.message); },
            [this, kernel](const Reply<CompiledKernel>& reply) {
                if (reply.cancelled())
                    return;
                if (!reply.ok())
                    return m_compiledView->setError(kernel, reply.error.describe());
                m_compiledView->setResult(*reply.value);
                int line = 0, index = 0;
                m_code->getCursorPosition(&line, &index);
                m_compiledView->highlightSourceLine(line + 1);
            });
    };
    auto selected = [this, request] {
        const auto graph = m_graphView->graph();
        const auto s = m_selection->current();
        if (!graph || s.kind != SelectionController::Selection::Kind::Kernel || s.index < 0 ||
            s.index >= graph->kernels().size())
            return;
        const Kernel& k = graph->kernel(s.index);
        if (k.isExtern())
            return m_compiledView->clear(
                tr("%1 is a library call: no code of ours to compile.").arg(k.name));
        const auto* d = dock(QStringLiteral("compiledDock"));
        if (k.name != m_compiledView->kernel() && d && d->isVisible())
            request(k.name, m_compiledView->stage());
    };
    connect(m_selection, &SelectionController::historyChanged, this, selected);
    connect(dock(QStringLiteral("compiledDock")), &QDockWidget::visibilityChanged, this,
            [selected](bool visible) {
                if (visible)
                    selected();
            });
    connect(m_compiledView, &CompiledView::stageRequested, this, request);
    // A saved edit: the same kernel compiled again, its deltas against pristine updated.
    connect(&m_session, &ProjectSession::saved, this, [this, request] {
        const auto* d = dock(QStringLiteral("compiledDock"));
        if (!m_compiledView->kernel().isEmpty() && d && d->isVisible())
            request(m_compiledView->kernel(), m_compiledView->stage());
    });
    connect(&m_session, &ProjectSession::closed, this,
            [this] { m_compiledView->clear(tr("No project.")); });
    connect(m_code, &CodeView::lineClicked, m_compiledView, &CompiledView::highlightSourceLine);
    connect(m_compiledView, &CompiledView::sourceLineActivated, m_code, &CodeView::revealLine);
}

} // namespace ks
