// The main window's watch on the open project's files that other programs change: the model
// file and decompositions.py (the staleness bar looks again), and the working module (the
// code pane offers to reload it; the editor's text is never replaced unasked). And File >
// Import Precompile Artifact…, which makes a project of a file.
#include "ImportArtifactDialog.h"
#include "JobIndicator.h"
#include "LogPanel.h"
#include "MainWindow.h"
#include "StalenessBar.h"
#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "editor/CodeEditorPane.h"
#include "project/Project.h"
#include "project/ProjectWatcher.h"
#include "project/TrustStore.h"

#include <QFileInfo>
#include <QStatusBar>

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

void MainWindow::importArtifactDialog() {
    ImportArtifactDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        importArtifact(dialog.artifact(), dialog.modelFile(), dialog.outDir());
}

void MainWindow::importArtifact(const QString& artifact, const QString& modelFile,
                                const QString& outDir) {
    if (m_job->isRunning())
        return;
    // The project this import writes is the user's own: trusted by that act.
    QString trustError;
    if (!TrustStore().trust(outDir, &trustError))
        m_log->appendLine(tr("[trust] could not record %1 as trusted: %2").arg(outDir, trustError));
    statusBar()->showMessage(tr("Importing %1 …").arg(QFileInfo(artifact).fileName()));
    m_job->start(tr("import"), [this] { m_api.cancel(m_exportRequest); });
    m_exportRequest = m_api.importArtifact(
        artifact, modelFile, outDir, this,
        [this](const EngineProgress& p) {
            m_job->progress(p);
            statusBar()->showMessage(p.message);
        },
        [this](const Reply<ExportResult>& r) {
            m_exportRequest = 0;
            m_job->finish();
            if (r.cancelled()) {
                statusBar()->showMessage(tr("Import cancelled; nothing was written."), 8000);
                return;
            }
            if (!r.ok()) {
                showError(tr("Import failed:\n%1").arg(r.error.describe()));
                return;
            }
            statusBar()->showMessage(tr("Imported into %1").arg(r.value->projectDir), 8000);
            startOpeningProject(r.value->projectDir);
        });
}

} // namespace ks
