// The main window's watch on the open project's files that other programs change: the model
// file and decompositions.py (the staleness bar looks again), and the working module (the
// code pane offers to reload it; the editor's text is never replaced unasked).
#include "MainWindow.h"
#include "StalenessBar.h"
#include "app/ProjectSession.h"
#include "editor/CodeEditorPane.h"
#include "project/Project.h"
#include "project/ProjectWatcher.h"

#include <QFileInfo>

namespace ks {

void MainWindow::watchProjectFiles() {
    m_watcher = new ProjectWatcher(this);
    connect(&m_session, &ProjectSession::opened, this, [this] {
        m_codePane->hideReload();
        const Project& project = *m_session.project();
        QStringList files{project.settings().model,
                          project.folder() + QStringLiteral("/decompositions.py")};
        if (!m_session.isReadOnly())
            files << m_session.workingPath();
        m_watcher->watch(files);
    });
    connect(&m_session, &ProjectSession::closed, this, [this] {
        m_watcher->watch({});
        m_codePane->hideReload();
    });
    // Our own save is no news.
    connect(&m_session, &ProjectSession::saved, this, [this] {
        m_watcher->acknowledge(m_session.workingPath());
        m_codePane->hideReload();
    });
    connect(m_watcher, &ProjectWatcher::changed, this, [this](const QString& path) {
        if (!m_session.isOpen())
            return;
        if (!m_session.isReadOnly() && QFileInfo(path) == QFileInfo(m_session.workingPath())) {
            if (m_session.workingChangedOnDisk())
                m_codePane->offerReload(QFileInfo(path).fileName(), m_session.isModified());
            else
                m_codePane->hideReload();
            return;
        }
        m_bar->refresh(); // the model or decompositions.py: stale or not, the engine says
    });
    connect(m_codePane, &CodeEditorPane::reloadRequested, this, [this] {
        QString error;
        if (!m_session.reloadFromDisk(&error))
            showError(tr("Could not reload the working module:\n%1").arg(error));
        else
            m_bar->refresh(); // the text's base and conflict blocks may have changed
    });
}

} // namespace ks
