// The main window's menus and toolbar: every action of the window and its shortcut, in one
// place (the actions' work lives in the files of their features).
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
namespace {
const QString kReopenKey = QStringLiteral("general/reopenLastProject");
} // namespace

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Project from Model…"), QKeySequence::New, this,
                    &MainWindow::newProject);
    file->addAction(tr("&Import Precompile Artifact…"), this, &MainWindow::importArtifactDialog);
    file->addAction(tr("&Open Project…"), QKeySequence::Open, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Project"));
        if (!dir.isEmpty())
            startOpeningProject(dir);
    });
    file->addAction(
        tr("Open .&pt2 Archive…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, [this] {
            const QString path =
                QFileDialog::getOpenFileName(this, tr("Open torch.export Archive"), QString(),
                                             tr("torch.export archives (*.pt2)"));
            if (!path.isEmpty())
                openPt2(path);
        });
    file->addAction(tr("Open &Model File…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O), this,
                    [this] {
                        const QString path = QFileDialog::getOpenFileName(
                            this, tr("Open Model"), QString(), tr("Python model files (*.py)"));
                        if (!path.isEmpty())
                            openModel(path);
                    });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    refreshRecentMenu();
    QAction* reopen = file->addAction(tr("Reopen Last Project on Start"));
    reopen->setCheckable(true);
    reopen->setChecked(m_settings.value(kReopenKey, true).toBool());
    connect(reopen, &QAction::toggled, this,
            [this](bool on) { m_settings.setValue(kReopenKey, on); });
    file->addSeparator();
    file->addAction(tr("&Preferences…"), QKeySequence::Preferences, this,
                    &MainWindow::showPreferences);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Save Module"), QKeySequence::Save, this, &MainWindow::saveModule)
        ->setObjectName(QStringLiteral("saveAction"));
    edit->addAction(tr("&Undo"), QKeySequence::Undo, m_code, &QsciScintilla::undo);
    edit->addAction(tr("&Redo"), QKeySequence::Redo, m_code, &QsciScintilla::redo);
    edit->addSeparator();
    edit->addAction(tr("&Find in Code…"), QKeySequence::Find, this,
                    [this] { m_codePane->showFind(false); });
    edit->addAction(tr("Find and &Replace…"), QKeySequence::Replace, this,
                    [this] { m_codePane->showFind(true); });
    edit->addSeparator();
    edit->addAction(tr("Revert &Kernel to Generated"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R),
                    this, &MainWindow::revertSelectedKernel)
        ->setObjectName(QStringLiteral("revertKernelAction"));

    QMenu* verifyMenu = menuBar()->addMenu(tr("&Verify"));
    QAction* verifyAction = verifyMenu->addAction(tr("&Verify Module"), QKeySequence(Qt::Key_F5),
                                                  this, &MainWindow::verify);
    verifyAction->setObjectName(QStringLiteral("verifyAction"));
    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->addAction(edit->actions().constFirst()); // Save
    tools->addAction(verifyAction);
    tools->addAction(m_regen->regenerateAction());
    m_verifyOnSave = verifyMenu->addAction(tr("Verify on &Save"));
    m_verifyOnSave->setCheckable(true);
    m_verifyOnSave->setChecked(m_settings.value(QStringLiteral("verify/onSave"), false).toBool());
    connect(m_verifyOnSave, &QAction::toggled, this,
            [this](bool on) { m_settings.setValue(QStringLiteral("verify/onSave"), on); });
    verifyMenu->addAction(tr("Show &Results"), QKeySequence(Qt::CTRL | Qt::Key_F5), this,
                          [this] { revealDock(QStringLiteral("verifyDock")); });
    addProfileMenu(tools);

    QMenu* regenerate = menuBar()->addMenu(tr("&Regenerate"));
    regenerate->addAction(m_regen->regenerateAction());
    regenerate->addAction(m_regen->mergeAction());
    regenerate->addSeparator();
    regenerate->addAction(m_regen->strandedAction());

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    m_backAction = go->addAction(tr("&Back"), QKeySequence(Qt::ALT | Qt::Key_Left), m_selection,
                                 &SelectionController::back);
    m_forwardAction = go->addAction(tr("&Forward"), QKeySequence(Qt::ALT | Qt::Key_Right),
                                    m_selection, &SelectionController::forward);
    auto updateHistory = [this] {
        m_backAction->setEnabled(m_selection->canGoBack());
        m_forwardAction->setEnabled(m_selection->canGoForward());
    };
    connect(m_selection, &SelectionController::historyChanged, this, updateHistory);
    updateHistory();
    go->addSeparator();
    go->addAction(tr("&Find in Graph"), QKeySequence(Qt::CTRL | Qt::Key_G), this, [this] {
        dock(QStringLiteral("graphDock"))->raise();
        if (auto* box = m_graphView->findChild<QWidget*>(QStringLiteral("graphSearch")))
            box->setFocus();
    });
    // F3 / Shift+F3 search again where the user is: in the graph while it has the focus,
    // in the code otherwise.
    go->addAction(tr("Find &Next"), QKeySequence(Qt::Key_F3), this, [this] { findAgain(true); });
    go->addAction(tr("Find &Previous"), QKeySequence(Qt::SHIFT | Qt::Key_F3), this,
                  [this] { findAgain(false); });
    go->addAction(tr("Go to &Line…"), QKeySequence(Qt::CTRL | Qt::Key_L), this, [this] {
        bool ok = false;
        int line = 0, column = 0;
        m_code->getCursorPosition(&line, &column);
        const int chosen =
            QInputDialog::getInt(this, tr("Go to Line"), tr("Line (1-%1):").arg(m_code->lines()),
                                 line + 1, 1, std::max(1, m_code->lines()), 1, &ok);
        if (ok) {
            dock(QStringLiteral("codeDock"))->raise();
            m_codePane->goToLine(chosen);
        }
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Fit Graph"), QKeySequence(Qt::CTRL | Qt::Key_0), m_graphView,
                    &GraphView::fit);
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this,
                    [this] { m_graphView->zoomBy(1.25); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this,
                    [this] { m_graphView->zoomBy(0.8); });
    view->addAction(tr("&Expand All Modules"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus),
                    m_graphView, &GraphView::expandAll);
    view->addAction(tr("&Collapse All Modules"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus),
                    m_graphView, &GraphView::collapseAll);
    QAction* weights = view->addAction(tr("Show &Weights as Nodes"), this,
                                       [this](bool on) { m_graphView->setFoldWeights(!on); });
    weights->setCheckable(true);
    QAction* byKernel = view->addAction(tr("&Group Graph by Kernel"), this,
                                        [this](bool on) { m_graphView->setGroupByKernel(on); });
    byKernel->setCheckable(true);
    byKernel->setChecked(true);
    view->addSeparator();
    QAction* compare = view->addAction(tr("Compare &Generations…"), this, [this] {
        const Project* project = m_session.project();
        if (!project) {
            QMessageBox::information(this, tr("Compare Generations"),
                                     tr("Open a project to compare its generations."));
            return;
        }
        auto* diffView = new GenerationDiffView(m_layouts, this);
        diffView->setWindowFlag(Qt::Window);
        diffView->setAttribute(Qt::WA_DeleteOnClose);
        QString error;
        if (!diffView->setProject(*project, &error)) {
            delete diffView;
            QMessageBox::information(this, tr("Compare Generations"), error);
            return;
        }
        // A regenerate (a new export) while it is open: it says its list is of the past.
        connect(&m_session, &ProjectSession::opened, diffView, [this, diffView] {
            if (const Project* now = m_session.project())
                diffView->projectChanged(*now);
        });
        diffView->show();
    });
    compare->setObjectName(QStringLiteral("compareGenerationsAction"));
    addCompilerMenu(view);
    view->addSeparator();
    view->addAction(tr("Show &Log"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this,
                    &MainWindow::toggleBottomPanes);
    QAction* reset = view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("resetLayoutAction"));
    view->addSeparator();
    int n = 1;
    for (auto* d : m_docks) {
        QAction* toggle = d->toggleViewAction();
        if (d->objectName() == QLatin1String("compilerDock")) {
            ++n; // View > Compiler above shows it (and reads the settings again)
            continue;
        }
        // Alt+Shift+1..9: the first nine panes.
        if (n <= 9)
            toggle->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | (Qt::Key_0 + n)));
        ++n;
        view->addAction(toggle);
    }

    QMenu* engine = menuBar()->addMenu(tr("&Engine"));
    engine->addAction(tr("&Restart Engine"),
                      QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_R), this,
                      [this] { m_api.client().restart(); });
    engine->addAction(tr("Show &Environment"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                      &MainWindow::showEnvironment);
    // Not Esc: Esc belongs to the editor's find bar and the dialogs.
    engine->addAction(tr("&Cancel Running Job"), QKeySequence(Qt::SHIFT | Qt::Key_Escape), this,
                      &MainWindow::cancelJob);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kernel Studio"), QKeySequence::HelpContents, this,
                    &MainWindow::showAbout);
}

} // namespace ks
