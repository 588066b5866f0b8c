// Opening a project folder: the synchronous path (scripts, tests, regenerate's reload) and the
// one the user's actions take, which reads the folder off the UI thread (ProjectLoader) so
// that a big training step's metadata never freezes the window.

#include "JobIndicator.h"
#include "MainWindow.h"
#include "app/ProjectSession.h"
#include "project/TrustStore.h"

#include <QFileInfo>
#include <QStatusBar>

namespace ks {

void MainWindow::wireOpening() {
    m_loader = new ProjectLoader(this);
    connect(m_loader, &ProjectLoader::loaded, this, [this](std::shared_ptr<LoadedProject> p) {
        endOpeningJob();
        const QString name = p->project.settings().name;
        // Edits typed while it loaded are settled as any before a switch.
        if (m_session.isModified() && !settleEdits(QFileInfo(p->project.folder()).fileName())) {
            statusBar()->showMessage(tr("Did not open %1: your edits are kept.").arg(name), 8000);
            return;
        }
        installProject(std::move(*p));
        statusBar()->showMessage(tr("Opened %1.").arg(name), 5000);
    });
    connect(m_loader, &ProjectLoader::failed, this,
            [this](const QString&, const ProjectError& error) {
                endOpeningJob();
                statusBar()->clearMessage();
                showError(tr("Could not open the project:\n%1").arg(error.describe()));
            });
}

bool MainWindow::openProject(const QString& folder) {
    cancelOpening(); // this one is newer
    if (Project::isProjectFolder(folder) && !settleEdits(QFileInfo(folder).fileName()))
        return false;
    ProjectError error;
    auto loaded = loadProject(folder, !TrustStore().isTrusted(folder), &error);
    if (!loaded) {
        showError(tr("Could not open the project:\n%1").arg(error.describe()));
        return false;
    }
    installProject(std::move(*loaded));
    return true;
}

bool MainWindow::startOpeningProject(const QString& folder) {
    if (Project::isProjectFolder(folder) && !settleEdits(QFileInfo(folder).fileName()))
        return false;
    // Trust is decided now, as the user asks: the panes that follow the session's `opened`
    // run nothing of an untrusted project (restricted mode, docs/security.md).
    m_loader->start(folder, !TrustStore().isTrusted(folder));
    const QString message = tr("Opening %1 …").arg(QFileInfo(folder).fileName());
    statusBar()->showMessage(message);
    // The status bar's job indicator, unless another job (a verify) holds it.
    if (m_openingJob || !m_job->isRunning()) {
        m_openingJob = true;
        m_job->start(message, [this] {
            m_loader->cancel();
            statusBar()->showMessage(tr("Opening cancelled."), 5000);
            // Not from inside the indicator's own cancel call, which holds this function.
            QMetaObject::invokeMethod(this, [this] { endOpeningJob(); }, Qt::QueuedConnection);
        });
    }
    return true;
}

bool MainWindow::isOpeningProject() const {
    return m_loader && m_loader->isLoading();
}

void MainWindow::cancelOpening() {
    if (!isOpeningProject())
        return;
    m_loader->cancel();
    endOpeningJob();
    statusBar()->clearMessage();
}

void MainWindow::endOpeningJob() {
    if (m_openingJob && !m_loader->isLoading()) {
        m_openingJob = false;
        m_job->finish();
    }
}

void MainWindow::installProject(LoadedProject loaded) {
    const QString folder = loaded.project.folder();
    setRestrictedFolder(loaded.restricted ? TrustStore::canonical(folder) : QString());
    const std::optional<VerifyReport> newestVerify = std::move(loaded.newestVerify);
    m_session.install(std::move(loaded));
    m_pendingModel.clear();
    restrict(folder, tr("project"));
    onProjectOpened(newestVerify);
}

} // namespace ks
