#include "MainWindow.h"

#include "DetailsPane.h"
#include "EngineStatusWidget.h"
#include "JobIndicator.h"
#include "LogPanel.h"
#include "LogStatusLine.h"
#include "NewProjectDialog.h"
#include "PreferencesDialog.h"
#include "ProblemsPanel.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "StalenessBar.h"
#include "StatusBar.h"
#include "TrustBar.h"
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
#include "project/TrustStore.h"
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
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recent/paths");
const QString kReopenKey = QStringLiteral("general/reopenLastProject");
} // namespace

MainWindow::MainWindow(EngineApi& api, ProjectSession& session, LayoutService& layouts,
                       QSettings& settings, QWidget* parent)
    : QMainWindow(parent), m_api(api), m_session(session), m_layouts(layouts), m_settings(settings),
      m_graphView(new GraphView(layouts)), m_treeModel(new FusionTreeModel(this)),
      m_tree(new QTreeView), m_code(new CodeView), m_codePane(new CodeEditorPane(m_code)),
      m_binding(new EditorBinding(*m_code, session, this)), m_problems(new ProblemsPanel),
      m_verifyPanel(new VerifyPanel), m_source(new CodeView), m_details(new DetailsPane),
      m_log(new LogPanel(api.client())), m_logLine(new LogStatusLine),
      m_status(new EngineStatusWidget(api.client())), m_selection(nullptr), m_job(new JobIndicator),
      m_bar(new StalenessBar(api, session)),
      m_regen(new RegenerateController(api, session, *m_job, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("Kernel Studio"));
    setStatusBar(new StatusBar(this));
    setDockNestingEnabled(true);
    m_tree->setObjectName(QStringLiteral("fusionTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    // Profiled times with a bar of their share; sorting by a column (time: slowest first)
    // and back to the code's order (a third click clears the sort).
    m_tree->setItemDelegateForColumn(
        FusionTreeModel::TimeColumn,
        new HeatBarDelegate(FusionTreeModel::ShareRole, FusionTreeModel::HeatRole, m_tree));
    m_tree->header()->setSortIndicatorClearable(true);
    m_tree->header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_tree->setSortingEnabled(true);
    m_tree->setColumnHidden(FusionTreeModel::TimeColumn, true);
    m_source->setObjectName(QStringLiteral("sourceView"));
    m_code->setPlaceholderMessage();

    addPane(QStringLiteral("graphDock"), tr("Graph"), m_graphView, Qt::LeftDockWidgetArea);
    addPane(QStringLiteral("fusionDock"), tr("Fusion Groups"), m_tree, Qt::LeftDockWidgetArea);
    addPane(QStringLiteral("codeDock"), tr("Code"), m_codePane, Qt::RightDockWidgetArea);
    addPane(QStringLiteral("detailsDock"), tr("Details"), m_details, Qt::RightDockWidgetArea);
    addPane(QStringLiteral("sourceDock"), tr("Model Source"), m_source, Qt::RightDockWidgetArea);
    addPane(QStringLiteral("logDock"), tr("Log"), m_log, Qt::BottomDockWidgetArea);
    addPane(QStringLiteral("problemsDock"), tr("Problems"), m_problems, Qt::BottomDockWidgetArea);
    // In a scroll area: the panel's tables and heat map must not dictate the bottom row's height.
    auto* verifyScroll = new QScrollArea;
    verifyScroll->setWidget(m_verifyPanel);
    verifyScroll->setWidgetResizable(true);
    verifyScroll->setFrameShape(QFrame::NoFrame);
    addPane(QStringLiteral("verifyDock"), tr("Verification"), verifyScroll,
            Qt::BottomDockWidgetArea);
    tabifyDockWidget(dock(QStringLiteral("logDock")), dock(QStringLiteral("problemsDock")));
    tabifyDockWidget(dock(QStringLiteral("logDock")), dock(QStringLiteral("verifyDock")));
    addProfilePane();
    addCompilerPane();
    addCompiledPane();
    addTrainingPane();
    dock(QStringLiteral("logDock"))->raise();
    tabifyDockWidget(dock(QStringLiteral("detailsDock")), dock(QStringLiteral("sourceDock")));
    dock(QStringLiteral("detailsDock"))->raise();
    // The log, problems and verification tabs open when they have something to say (an
    // error, problems in the module, a verify run) or from the status bar's log line.
    for (const char* name : {"logDock", "problemsDock", "verifyDock"})
        dock(QLatin1String(name))->hide();
    m_defaultState = saveState();
    resize(1400, 900);

    m_selection =
        new SelectionController(*m_graphView, *m_tree, *m_treeModel, *m_code, *m_details, this);
    linkCompiledPane();
    connect(m_details, &DetailsPane::sourceRequested, this, &MainWindow::showSource);
    connect(m_graphView, &GraphView::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(&m_session, &ProjectSession::analyzed, this, &MainWindow::refreshKernelStatus);
    connect(&m_session, &ProjectSession::kernelStatusChanged, this,
            &MainWindow::refreshKernelStatus);
    connect(&m_session, &ProjectSession::problemsChanged, this, &MainWindow::showProblems);
    connect(&m_session, &ProjectSession::message, this, [this](const QString& text) {
        m_log->appendLine(QStringLiteral("[project] ") + text);
    });
    connect(&m_session, &ProjectSession::restoreAvailable, m_codePane,
            &CodeEditorPane::offerRestore);
    connect(m_codePane, &CodeEditorPane::restoreRequested, this, [this] {
        QString error;
        if (!m_session.restoreAutosave(&error))
            showError(error);
    });
    connect(m_codePane, &CodeEditorPane::discardRequested, &m_session,
            &ProjectSession::discardAutosave);
    connect(m_code, &QsciScintilla::modificationChanged, this, [this](bool modified) {
        dock(QStringLiteral("codeDock"))->setWindowTitle(modified ? tr("Code *") : tr("Code"));
        // The profile and the verify run on screen match the text or not (once the session
        // has the text): refreshKernelStatus applies the profile too.
        QTimer::singleShot(0, this, &MainWindow::refreshKernelStatus);
    });
    connect(m_problems, &ProblemsPanel::lineActivated, this, [this](int line, int column) {
        m_code->revealLine(line);
        m_code->setCursorPosition(line - 1, column);
        m_code->setFocus();
    });
    connect(m_verifyPanel, &VerifyPanel::runSelected, this, &MainWindow::showVerifyMarks);
    connect(m_verifyPanel, &VerifyPanel::cancelRequested, &m_session,
            &ProjectSession::cancelVerify);
    connect(m_verifyPanel, &VerifyPanel::kernelActivated, this, [this](const QString& name) {
        if (auto graph = m_graphView->graph())
            m_selection->selectKernel(graph->kernelIndex(name));
    });
    connect(&m_api.client(), &EngineClient::ready, this, &MainWindow::loadTritonApi);

    statusBar()->addWidget(m_logLine, 1);
    connect(m_log, &LogPanel::lineAppended, m_logLine, &LogStatusLine::offer);
    connect(m_logLine, &QPushButton::clicked, this, &MainWindow::toggleBottomPanes);
    connect(dock(QStringLiteral("logDock")), &QDockWidget::visibilityChanged, m_logLine,
            &LogStatusLine::setLogVisible);
    connect(&m_api.client(), &EngineClient::stateChanged, this, [this](EngineState state) {
        if (state == EngineState::Ready)
            m_engineWasReady = true;
        if (state != EngineState::Crashed)
            return;
        // An engine that was serving and ended (killed by model code, by the OOM killer) is
        // started again at once, and the log and the status bar say so; one that cannot
        // start, or that ended three times within a minute, waits for Restart Engine.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        while (!m_engineRestarts.isEmpty() && now - m_engineRestarts.first() > 60000)
            m_engineRestarts.removeFirst();
        const QString why = m_api.client().lastError().section(QLatin1Char('\n'), 0, 0);
        if (!m_engineWasReady || m_engineRestarts.size() >= 3) {
            revealDock(QStringLiteral("logDock"));
            return;
        }
        m_engineWasReady = false;
        m_engineRestarts.append(now);
        m_log->appendLine(tr("[engine] the engine ended unexpectedly (%1); it was restarted, "
                             "and a job that was running must be run again")
                              .arg(why));
        QTimer::singleShot(0, this, [this] {
            m_api.client().restart();
            statusBar()->showMessage(
                tr("The engine ended unexpectedly and was restarted (see the log)."), 15000);
        });
    });
    statusBar()->addPermanentWidget(m_job);
    statusBar()->addPermanentWidget(m_status);
    buildMenus();
    wireTrust();
    wireOpening();
    linkResources(); // after the menus: its actions go into View
    wireRegeneration();
    watchProjectFiles();
    applyEditorFont();

    restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray());
    const bool restored =
        restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());
    findChild<QToolBar*>(QStringLiteral("stalenessToolBar"))->hide(); // until a project says
    findChild<QToolBar*>(QStringLiteral("trustToolBar"))->hide();     // until a folder is untrusted
    if (!restored)
        QTimer::singleShot(0, this, &MainWindow::applyDefaultSizes); // once it has its size

    connect(&m_api.client(), &EngineClient::failed, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
}

MainWindow::~MainWindow() = default;

QDockWidget* MainWindow::addPane(const QString& objectName, const QString& title, QWidget* widget,
                                 Qt::DockWidgetArea area) {
    auto* d = new QDockWidget(title, this);
    d->setObjectName(objectName);
    d->setWidget(widget);
    addDockWidget(area, d);
    m_docks.append(d);
    return d;
}

QDockWidget* MainWindow::dock(const QString& objectName) const {
    for (auto* d : m_docks)
        if (d->objectName() == objectName)
            return d;
    return nullptr;
}

void MainWindow::showGraph(std::shared_ptr<const GraphModel> graph, const QString& codeText,
                           const QString& codePath) {
    m_treeModel->setGraph(graph);
    m_tree->expandToDepth(0);
    m_tree->collapseAll();
    m_tree->resizeColumnToContents(0);
    // Kernel names run long: keep the kind and status column ("edited", "failed") in view.
    const int cap = std::max(160, m_tree->viewport()->width() * 3 / 5);
    if (m_tree->columnWidth(0) > cap)
        m_tree->setColumnWidth(0, cap);
    m_tree->resizeColumnToContents(FusionTreeModel::OpColumn);
    m_details->setGraph(graph);
    m_selection->setGraph(graph);
    m_graphView->setGraph(graph);
    showTraining(graph);
    if (!codeText.isNull())
        m_code->showText(codeText, codePath);
    if (graph) {
        QList<int> definitions, launches;
        for (const Kernel& k : graph->kernels()) {
            if (k.definition)
                definitions << k.definition->start;
            for (const LineRange& l : k.launches)
                launches << l.start;
        }
        m_code->setKernelMarks(definitions, launches);
    }
    applyResources(); // the resources and the profile on the new graph
}

QString MainWindow::projectFolder() const {
    return m_session.folder();
}

void MainWindow::onProjectOpened(const std::optional<VerifyReport>& newestVerify) {
    const Project& project = *m_session.project();
    m_archivePath.clear();
    // The session already put its text in the editor (EditorBinding); the panes follow.
    showGraph(project.graph(), QString(), QString());
    showFirstKernel();
    m_problems->setProblems({});
    m_verifyPanel->setProject(m_session.history(), newestVerify);
    setWindowTitle(QStringLiteral("%1 — Kernel Studio").arg(project.settings().name));
    for (const QString& w : project.warnings())
        m_log->appendLine(QStringLiteral("[project] %1").arg(w));
    m_details->showMessage(
        tr("%1: %2 nodes, %3 kernels.\nSelect a node, a kernel or a line of code.\n\n%4")
            .arg(project.settings().name)
            .arg(project.graph()->nodeCount())
            .arg(project.graph()->kernels().size())
            .arg(project.settings().describe()));
    const QString wanted = project.settings().engineCommand;
    const QString running = m_api.client().options().command.toString();
    if (!wanted.isEmpty() && EngineCommand::parse(wanted).toString() != running && isRestricted())
        m_log->appendLine(tr("[trust] this untrusted project's kernel-studio.toml names the engine "
                             "command \"%1\"; it is never run from a project file (read it "
                             "before you make it your engine command)")
                              .arg(wanted));
    else if (!wanted.isEmpty() && EngineCommand::parse(wanted).toString() != running)
        m_log->appendLine(tr("[project] this project records the engine command \"%1\"; the "
                             "engine running now is \"%2\" (Preferences > Engine command, then "
                             "restart).")
                              .arg(wanted, running));
    if (QFileInfo::exists(project.settings().model)) {
        showSource(project.settings().model, 0);
        dock(QStringLiteral("detailsDock"))->raise();
    }
    refreshKernelStatus();
    m_bar->refresh();
    rememberRecent(project.folder());
    m_settings.setValue(QStringLiteral("recent/lastProject"), project.folder());
}

bool MainWindow::openPt2(const QString& path) {
    QString error;
    Pt2Info info;
    auto graph = Pt2Reader::read(path, &error, &info);
    if (!graph) {
        showError(tr("Could not open the archive:\n%1").arg(error));
        return false;
    }
    if (!settleEdits(QFileInfo(path).fileName()))
        return false;
    m_session.close();
    setRestrictedFolder(QString()); // an archive holds no code
    m_trustBar->clear();
    m_archivePath = QFileInfo(path).absoluteFilePath();
    m_verifyPanel->setProject(QString());
    m_code->setReadOnly(true);
    showGraph(graph,
              tr("# %1 is a torch.export archive: it holds the graph only.\n"
                 "# Kernels and code appear for a project exported by Kernel Studio\n"
                 "# (File > New Project from Model).\n")
                  .arg(QFileInfo(path).fileName()),
              QString());
    m_details->showMessage(
        tr("%1: %2 nodes (schema %3.%4). No kernels: a .pt2 archive holds the graph only.")
            .arg(QFileInfo(path).fileName())
            .arg(graph->nodeCount())
            .arg(info.schemaMajor)
            .arg(info.schemaMinor));
    setWindowTitle(QStringLiteral("%1 — Kernel Studio").arg(QFileInfo(path).fileName()));
    rememberRecent(QFileInfo(path).absoluteFilePath());
    return true;
}

void MainWindow::openModel(const QString& path) {
    QString error;
    if (!m_source->showFile(path, &error)) {
        showError(error);
        return;
    }
    showSource(path, 0);
    // The title names what the panes show. An open project stays (the model file shows in
    // the Model Source dock beside it); an archive, read-only, gives way to the model file.
    if (!m_session.isOpen()) {
        m_archivePath.clear();
        m_verifyPanel->setProject(QString());
        showGraph(nullptr, QString(), QString());
        m_code->setReadOnly(true);
        m_code->setPlaceholderMessage();
        setWindowTitle(QStringLiteral("%1 — Kernel Studio").arg(QFileInfo(path).fileName()));
    }
    // Inspecting runs the model file: only from a trusted folder (or once trusted).
    const QString folder = QFileInfo(path).absolutePath();
    if (!TrustStore().isTrusted(folder)) {
        m_pendingModel = QFileInfo(path).absoluteFilePath();
        if (!m_session.isOpen())
            setRestrictedFolder(TrustStore::canonical(folder));
        m_trustBar->ask(TrustStore::canonical(folder), tr("model file"));
        m_details->showMessage(tr("%1 is not inspected: its folder is not trusted, and "
                                  "inspecting runs it. Trust the folder (the bar above the "
                                  "panes) to inspect it.")
                                   .arg(path));
        return;
    }
    m_details->showMessage(tr("Inspecting %1 …").arg(path));
    m_api.inspectModel(
        QFileInfo(path).absoluteFilePath(), this, [this](const Reply<ModelInspection>& r) {
            m_details->showMessage(
                r.ok() ? r.value->toText() + tr("\n\nFile > New Project from Model exports it.")
                       : tr("Could not inspect the model:\n%1").arg(r.error.describe()));
            dock(QStringLiteral("detailsDock"))->raise();
        });
}

void MainWindow::openPath(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir())
        startOpeningProject(path);
    else if (info.fileName() == QLatin1String("kernel-studio.toml")) // the file manager's way in
        startOpeningProject(info.absolutePath());
    else if (info.suffix() == QLatin1String("pt2"))
        openPt2(path);
    else
        openModel(path);
}

void MainWindow::restoreLastSession() {
    const QString last = m_settings.value(QStringLiteral("recent/lastProject")).toString();
    if (m_settings.value(kReopenKey, true).toBool() && !last.isEmpty() &&
        Project::isProjectFolder(last))
        startOpeningProject(last);
}

void MainWindow::newProject() {
    newProjectFrom(QString());
}

void MainWindow::newProjectFrom(const QString& modelFile) {
    NewProjectDialog dialog(m_api, modelFile, this);
    if (dialog.exec() == QDialog::Accepted)
        exportProject(dialog.settings());
}

void MainWindow::exportProject(const ExportSettings& settings) {
    if (m_job->isRunning())
        return;
    // The project this export writes is the user's own: trusted by that act.
    QString trustError;
    if (!TrustStore().trust(settings.outDir, &trustError))
        m_log->appendLine(
            tr("[trust] could not record %1 as trusted: %2").arg(settings.outDir, trustError));
    statusBar()->showMessage(tr("Exporting %1 …").arg(QFileInfo(settings.modelFile).fileName()));
    m_job->start(tr("export"), [this] { m_api.cancel(m_exportRequest); });
    m_exportRequest = m_api.exportModel(
        settings, this,
        [this](const EngineProgress& p) {
            m_job->progress(p);
            statusBar()->showMessage(p.message);
        },
        [this](const Reply<ExportResult>& r) {
            m_exportRequest = 0;
            m_job->finish();
            if (r.cancelled()) {
                statusBar()->showMessage(tr("Export cancelled; nothing was written."), 8000);
                return;
            }
            if (!r.ok()) {
                showError(tr("Export failed:\n%1").arg(r.error.describe()));
                return;
            }
            statusBar()->showMessage(tr("Exported to %1").arg(r.value->projectDir), 8000);
            startOpeningProject(r.value->projectDir);
        });
}

void MainWindow::cancelJob() {
    m_job->cancel();
}

void MainWindow::showSource(const QString& file, int line) {
    QString error;
    if (m_source->currentPath() != file && !m_source->showFile(file, &error)) {
        statusBar()->showMessage(error, 8000);
        return;
    }
    m_source->setSelectedRanges(line > 0 ? QList<LineRange>{LineRange{line, line}}
                                         : QList<LineRange>{});
    if (line > 0)
        m_source->revealLine(line);
    dock(QStringLiteral("sourceDock"))
        ->setWindowTitle(tr("Model Source — %1").arg(QFileInfo(file).fileName()));
    dock(QStringLiteral("sourceDock"))->raise();
}

void MainWindow::showError(const QString& message) {
    m_details->showMessage(message);
    dock(QStringLiteral("detailsDock"))->raise();
    m_log->appendLine(QStringLiteral("[error] %1").arg(message));
    revealDock(QStringLiteral("logDock"));
    // One line; "Could not save:" alone would hide the reason.
    QString line = message.section(QLatin1Char('\n'), 0, 0);
    if (line.endsWith(QLatin1Char(':')))
        line += QLatin1Char(' ') + message.section(QLatin1Char('\n'), 1, 1);
    statusBar()->showMessage(line, 10000);
}

bool MainWindow::settleEdits(const QString& next) {
    QString error;
    if (settleUnsavedEdits(m_session, next, this, &error))
        return true;
    if (!error.isEmpty())
        showError(tr("Could not save:\n%1").arg(error));
    return false;
}

void MainWindow::rememberRecent(const QString& path) {
    QStringList recent = m_settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    m_settings.setValue(kRecentKey, recent);
    refreshRecentMenu();
}

void MainWindow::refreshRecentMenu() {
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = m_settings.value(kRecentKey).toStringList();
    for (const QString& path : recent)
        m_recentMenu->addAction(path, this, [this, path] { openPath(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::showEnvironment() {
    m_api.environment(this, [this](const Reply<EngineEnvironment>& r) {
        m_details->showMessage(r.ok() ? r.value->toText() : r.error.describe());
        dock(QStringLiteral("detailsDock"))->raise();
    });
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(m_settings, this);
    if (dialog.exec() == QDialog::Accepted) {
        applyEditorFont();
        statusBar()->showMessage(tr("Preferences saved; a new engine command takes effect when "
                                    "the engine restarts."),
                                 8000);
    }
}

void MainWindow::applyEditorFont() {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QString stored = m_settings.value(QLatin1String(kEditorFontSetting)).toString();
    if (!stored.isEmpty())
        font.fromString(stored);
    m_code->setEditorFont(font);
    m_source->setEditorFont(font);
    if (m_compilerPanel)
        m_compilerPanel->editor()->setEditorFont(font);
}

void MainWindow::showAbout() {
    QString text = tr("<h3>Kernel Studio %1</h3><p>An IDE for the code the PyTorch compiler "
                      "writes.</p><p>Built from git revision %2</p><p>")
                       .arg(QString::fromLatin1(build::kVersion),
                            QString::fromLatin1(build::kGitRevision).toHtmlEscaped());
    for (const auto& [name, version] : dependencyVersions())
        text += QStringLiteral("%1 %2<br>").arg(name.toHtmlEscaped(), version.toHtmlEscaped());
    text += QStringLiteral("QScintilla %1<br>").arg(QStringLiteral(QSCINTILLA_VERSION_STR));
    const EngineClient& engine = m_api.client();
    if (engine.state() == EngineState::Ready || engine.state() == EngineState::Busy)
        text += tr("Engine: %1 %2 (%3)<br>torch series %4<br>Workers: %5")
                    .arg(engine.info().engineName, engine.info().engineVersion,
                         engine.info().summary().toHtmlEscaped(),
                         engine.info().seriesText().toHtmlEscaped(),
                         engine.info().containmentText().toHtmlEscaped());
    text += QStringLiteral("</p>");
    QMessageBox::about(this, tr("About Kernel Studio"), text);
}

bool MainWindow::findAgain(bool forward) {
    QWidget* focus = QApplication::focusWidget();
    if (focus && m_graphView->isAncestorOf(focus)) {
        forward ? m_graphView->nextMatch() : m_graphView->previousMatch();
        return true;
    }
    return m_codePane->findAgain(forward);
}

void MainWindow::applyDefaultSizes() {
    // Graph and code share the width and take most of the height; the fusion tree sits
    // under the graph, the details under the code. An open bottom pane stays low.
    const int w = width(), h = height();
    resizeDocks({dock(QStringLiteral("graphDock")), dock(QStringLiteral("codeDock"))},
                {w / 2, w / 2}, Qt::Horizontal);
    resizeDocks({dock(QStringLiteral("graphDock")), dock(QStringLiteral("fusionDock"))},
                {h * 68 / 100, h * 24 / 100}, Qt::Vertical);
    resizeDocks({dock(QStringLiteral("codeDock")), dock(QStringLiteral("detailsDock"))},
                {h * 68 / 100, h * 24 / 100}, Qt::Vertical);
    if (dock(QStringLiteral("logDock"))->isVisible())
        resizeDocks({dock(QStringLiteral("logDock"))}, {h * 18 / 100}, Qt::Vertical);
}

void MainWindow::resetLayout() {
    restoreState(m_defaultState);
    applyDefaultSizes();
}

void MainWindow::revealDock(const QString& objectName) {
    QDockWidget* d = dock(objectName);
    const bool wasHidden = !d->isVisible();
    d->show();
    d->raise();
    if (wasHidden && !d->isFloating() && dockWidgetArea(d) == Qt::BottomDockWidgetArea) {
        // Low, under the work; once the layout has taken the dock in. The verification's
        // tables need more room than a log line.
        const bool tables = objectName == QLatin1String("verifyDock") ||
                            objectName == QLatin1String("profileDock") ||
                            objectName == QLatin1String("compilerDock");
        const int percent = tables ? 40 : 18;
        QTimer::singleShot(0, this, [this, d, percent] {
            if (d->isVisible())
                resizeDocks({d}, {height() * percent / 100}, Qt::Vertical);
        });
    }
}

void MainWindow::toggleBottomPanes() {
    QDockWidget* log = dock(QStringLiteral("logDock"));
    if (log->isVisible()) {
        for (const char* name : {"logDock", "problemsDock", "verifyDock"})
            dock(QLatin1String(name))->hide();
        m_logLine->setLogVisible(false);
    } else {
        revealDock(QStringLiteral("logDock"));
        m_logLine->setLogVisible(true);
    }
}

void MainWindow::showFirstKernel() {
    auto graph = m_session.graph();
    if (!graph)
        return;
    int first = 0;
    for (const Kernel& k : graph->kernels()) {
        if (!k.definition)
            continue;
        const int line = k.commentLine > 0 ? k.commentLine : k.definition->start;
        if (first == 0 || line < first)
            first = line;
    }
    if (first <= 0)
        return;
    m_code->setCursorPosition(first - 1, 0);
    m_code->setFirstVisibleLine(first - 1);
}

void MainWindow::saveLayout() {
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.sync();
}

bool MainWindow::saveModule() {
    if (!m_session.isOpen() || m_session.isReadOnly()) {
        QString why = tr("no project is open.");
        if (!m_archivePath.isEmpty())
            why = tr("%1 is a torch.export archive, shown read-only.")
                      .arg(QFileInfo(m_archivePath).fileName());
        else if (m_session.isRestricted())
            why = tr("%1 is not trusted: it is shown read-only until you trust its folder (the "
                     "bar above the panes).")
                      .arg(m_session.folder());
        else if (m_session.isOpen())
            why = tr("%1 has no working module; its generated code is shown read-only.")
                      .arg(m_session.project()->settings().name);
        statusBar()->showMessage(tr("Nothing to save: %1").arg(why), 10000);
        return false;
    }
    QString error;
    if (!m_session.save(&error)) {
        showError(tr("Could not save:\n%1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_session.workingPath()), 5000);
    if (m_verifyOnSave->isChecked())
        verify();
    return true;
}

void MainWindow::showProblems() {
    const QList<ModuleProblem>& problems = m_session.problems();
    m_problems->setProblems(problems);
    QList<CodeView::Problem> marks;
    for (const ModuleProblem& p : problems)
        marks << CodeView::Problem{p.line, p.column, p.endColumn, p.error, p.message};
    m_code->setProblems(marks);
    dock(QStringLiteral("problemsDock"))->setWindowTitle(tr("Problems (%1)").arg(problems.size()));
    if (!problems.isEmpty())
        revealDock(QStringLiteral("problemsDock"));
}

bool MainWindow::revertSelectedKernel() {
    auto graph = m_session.codeGraph();
    if (!graph)
        return false;
    int kernel = -1;
    const auto current = m_selection->current();
    if (current.kind == SelectionController::Selection::Kind::Kernel)
        kernel = current.index;
    else if (current.kind == SelectionController::Selection::Kind::Node &&
             !graph->kernelsOfNode(current.index).isEmpty())
        kernel = graph->kernelsOfNode(current.index).first();
    if (kernel < 0) {
        int line = 0, index = 0;
        m_code->getCursorPosition(&line, &index);
        kernel = SourceMap(graph).hitAt(line + 1).kernel;
    }
    if (kernel < 0) {
        statusBar()->showMessage(tr("Select a kernel (or put the cursor in one) to revert it."),
                                 6000);
        return false;
    }
    const QString name = graph->kernel(kernel).name;
    m_session.revertKernel(name, [this, name](bool ok, const QString& error) {
        if (!ok)
            showError(tr("Could not revert %1:\n%2").arg(name, error));
        else
            statusBar()->showMessage(
                tr("Reverted %1 to the generated code (not saved yet).").arg(name), 6000);
    });
    return true;
}

void MainWindow::loadTritonApi() {
    m_api.tritonApi(this, [this](const Reply<QList<TritonApiEntry>>& r) {
        if (!r.ok())
            return; // completion is a convenience: no triton, no tips
        QStringList entries;
        for (const TritonApiEntry& e : *r.value) {
            const qsizetype paren = e.signature.indexOf(QLatin1Char('('));
            entries << (paren >= 0 ? e.name + e.signature.mid(paren) : e.name);
        }
        m_code->setApiEntries(entries);
    });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    cancelOpening(); // a project still loading is never installed in a closed window
    m_session.autosaveNow();
    m_compilerPanel->saveUnsaved();
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace ks
