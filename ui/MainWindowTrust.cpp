// Workspace trust in the window (docs/security.md, "Workspace trust"): a project or model file
// whose folder is not trusted opens in restricted mode (read from its files, nothing of it
// run), with the trust bar asking; Trust records the folder and runs what was held back.
#include "LogPanel.h"
#include "MainWindow.h"
#include "TrustBar.h"
#include "app/ProjectSession.h"
#include "profile/ProfilePanel.h"
#include "project/TrustStore.h"
#include "training/TrainingPanel.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <utility>

namespace ks {

void MainWindow::wireTrust() {
    m_trustBar = new TrustBar;
    auto* strip = new QToolBar(tr("Trust"), this);
    strip->setObjectName(QStringLiteral("trustToolBar"));
    strip->setMovable(false);
    strip->setFloatable(false);
    strip->toggleViewAction()->setVisible(false);
    strip->setContentsMargins(0, 0, 0, 0);
    strip->addWidget(m_trustBar);
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, strip);
    strip->hide();
    connect(m_trustBar, &TrustBar::asked, strip, &QWidget::setVisible);
    connect(m_trustBar, &TrustBar::trustRequested, this, &MainWindow::trustFolder);
    connect(m_trustBar, &TrustBar::keptRestricted, this, [this](const QString& folder) {
        m_log->appendLine(tr("[trust] %1 stays restricted: read-only, none of its code runs "
                             "(File > Trust Project Folder trusts it later)")
                              .arg(folder));
    });
    // Past the first menu's entries: trusting later, after Keep restricted.
    if (QMenu* file =
            menuBar()->actions().value(0) ? menuBar()->actions().value(0)->menu() : nullptr) {
        QAction* trust = new QAction(tr("&Trust Project Folder"), file);
        trust->setObjectName(QStringLiteral("trustFolderAction"));
        trust->setToolTip(tr("Let the open project's Python code run (docs/security.md)"));
        connect(trust, &QAction::triggered, this, [this] {
            if (isRestricted())
                trustFolder(m_restrictedFolder);
            else
                statusBar()->showMessage(tr("The open project's folder is trusted."), 5000);
        });
        file->insertAction(file->actions().value(4), trust);
    }
}

QList<QPair<QString, QString>> MainWindow::projectCodeActions() {
    return {{QStringLiteral("verifyAction"), tr("verify")},
            {QStringLiteral("profileAction"), tr("profile")},
            {QStringLiteral("regenerateAction"), tr("regenerate")},
            {QStringLiteral("mergeAction"), tr("merge")},
            {QStringLiteral("resourcesAction"), tr("compute the kernels' resources")},
            // Restricted mode is read-only: no edit to save or revert, no target recorded.
            {QStringLiteral("saveAction"), tr("edit and save")},
            {QStringLiteral("revertKernelAction"), tr("edit")},
            {QStringLiteral("targetAction"), tr("record its GPU target")}};
}

void MainWindow::setRestrictedFolder(const QString& folder) {
    m_restrictedFolder = folder;
    const bool restricted = !folder.isEmpty();
    auto why = [&folder](const QString& verb) {
        return tr("Trust this folder to %1: %2 is in restricted mode, none of its Python code "
                  "runs (File > Trust Project Folder)")
            .arg(verb, folder);
    };
    // Greyed rather than refused when pressed: the tooltip (toolbar) and the status tip (menu)
    // say why; the trust bar and File > Trust Project Folder stay the ways out.
    static const char* kOwnTip = "ksToolTipWhenTrusted";
    for (const auto& [name, verb] : projectCodeActions()) {
        auto* action = findChild<QAction*>(name);
        if (!action)
            continue;
        if (restricted) {
            if (!action->property(kOwnTip).isValid())
                action->setProperty(kOwnTip, action->toolTip());
            action->setToolTip(why(verb));
            action->setStatusTip(why(verb));
        } else if (action->property(kOwnTip).isValid()) {
            action->setToolTip(action->property(kOwnTip).toString());
            action->setProperty(kOwnTip, QVariant());
            action->setStatusTip(QString());
        }
        action->setEnabled(!restricted);
    }
    m_profilePanel->setRunBlocked(restricted ? why(tr("profile")) : QString());
    m_trainingPanel->setRunBlocked(restricted ? why(tr("regenerate")) : QString());
}

bool MainWindow::restrict(const QString& folder, const QString& what) {
    const TrustStore store;
    if (store.isTrusted(folder)) {
        setRestrictedFolder(QString());
        m_trustBar->clear();
        return false;
    }
    setRestrictedFolder(TrustStore::canonical(folder));
    m_trustBar->ask(m_restrictedFolder, what);
    m_log->appendLine(tr("[trust] %1 is not a trusted folder: the %2 opened read-only, none of "
                         "its Python code runs until you trust it (recorded in %3)")
                          .arg(m_restrictedFolder, what, store.file()));
    return true;
}

bool MainWindow::mayRunProjectCode(const QString& what) {
    if (!isRestricted())
        return true;
    statusBar()->showMessage(tr("%1 runs the project's Python code: trust its folder first (the "
                                "bar above the panes)")
                                 .arg(what),
                             10000);
    m_trustBar->ask(m_restrictedFolder, tr("project"));
    return false;
}

void MainWindow::trustFolder(const QString& folder) {
    QString error;
    if (!TrustStore().trust(folder, &error)) {
        showError(tr("Could not record %1 as trusted:\n%2").arg(folder, error));
        return;
    }
    m_log->appendLine(tr("[trust] trusted %1: its Python code runs from now on").arg(folder));
    statusBar()->showMessage(tr("Trusted %1.").arg(folder), 8000);
    m_trustBar->clear();
    setRestrictedFolder(QString());
    // What restricted mode held back: the project opened again, editable, its compiler
    // settings read (decompositions.py runs); a model file's inspection.
    if (m_session.isRestricted())
        startOpeningProject(m_session.folder());
    if (!m_pendingModel.isEmpty()) {
        const QString model = std::exchange(m_pendingModel, QString());
        if (TrustStore().isTrusted(model))
            openModel(model);
    }
}

} // namespace ks
