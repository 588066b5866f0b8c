#pragma once
// The IDE window: assembles the docks (graph, fusion groups, code, details, source, log), the
// menus and the status bar, and wires them to the application layer (EngineApi for engine
// calls, ProjectSession for the open project). It holds no models and parses no engine JSON.

#include "app/KernelResources.h"
#include "app/ProjectLoader.h"
#include "graph/GraphModel.h"

#include <QJsonObject>
#include <QMainWindow>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;
class QToolBar;
class QTreeView;

namespace ks {

class CodeEditorPane;
class CodeView;
class DetailsPane;
class EditorBinding;
class EngineApi;
class JobIndicator;
class ProblemsPanel;
class ProjectSession;
class ProjectWatcher;
class RegenerateController;
class StalenessBar;
class TrustBar;
class VerifyPanel;
class ProfilePanel;
class CompiledView;
class CompilerPanel;
class TrainingPanel;
struct VerifyReport;
class EngineStatusWidget;
class FusionTreeModel;
class GraphView;
class LayoutService;
class LogPanel;
class LogStatusLine;
class SelectionController;
struct ExportSettings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(EngineApi& api, ProjectSession& session, LayoutService& layouts, QSettings& settings,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a project folder and waits for it (scripts, tests, regenerate's reload): the
    /// window is busy while the files are read; on failure the error (file, line, what) is
    /// shown and false is returned. Nothing on disk is changed.
    bool openProject(const QString& folder);
    /// Opens a project folder as the user's actions do (MainWindowOpen.cpp): the files are
    /// read off the UI thread while "Opening NAME …" shows with Cancel, then the project
    /// shows (the session's `opened`), or the error. A newer open supersedes one under way.
    /// False when it did not start (the user kept unsaved edits).
    bool startOpeningProject(const QString& folder);
    bool isOpeningProject() const;
    /// Drops the open under way: its result is never shown.
    void cancelOpening();
    /// Opens a torch.export archive: graph only, no engine needed.
    bool openPt2(const QString& path);
    /// Shows a model file and the engine's inspection of it.
    void openModel(const QString& path);
    /// Exports a model into a project (progress in the status bar, cancellable), then opens it.
    void exportProject(const ExportSettings& settings);
    /// Imports a torch.compiler.precompile artifact into the new project `outDir` (progress,
    /// cancellable, like an export), then opens it.
    void importArtifact(const QString& artifact, const QString& modelFile, const QString& outDir);
    /// Opens a path of any kind: project folder, .pt2 archive or model file.
    void openPath(const QString& path);
    /// New Project from Model with `modelFile` filled in and a project folder proposed next
    /// to it (`kernel-studio MODEL.py`); exports when the user accepts.
    void newProjectFrom(const QString& modelFile);
    /// Reopens the last project if the setting asks for it.
    void restoreLastSession();

    EngineStatusWidget* engineStatus() const { return m_status; }
    CodeView* codeView() const { return m_code; }
    CodeView* sourceView() const { return m_source; }
    DetailsPane* detailsView() const { return m_details; }
    LogPanel* logPanel() const { return m_log; }
    GraphView* graphView() const { return m_graphView; }
    QTreeView* fusionTree() const { return m_tree; }
    FusionTreeModel* fusionModel() const { return m_treeModel; }
    SelectionController* selection() const { return m_selection; }
    QDockWidget* dock(const QString& objectName) const;
    /// The folder of the open project ("" when none).
    QString projectFolder() const;
    bool isExporting() const { return m_exportRequest != 0; }
    /// Cancels the running export or verification.
    void cancelJob();

    ProjectSession* session() const { return &m_session; }
    CodeEditorPane* codePane() const { return m_codePane; }
    VerifyPanel* verifyPanel() const { return m_verifyPanel; }
    ProfilePanel* profilePanel() const { return m_profilePanel; }
    CompilerPanel* compilerPanel() const { return m_compilerPanel; }
    TrainingPanel* trainingPanel() const { return m_trainingPanel; }
    /// Shows and raises a dock (a bottom pane at a useful height when it was hidden).
    void revealDock(const QString& objectName);
    ProblemsPanel* problemsList() const { return m_problems; }
    StalenessBar* stalenessBar() const { return m_bar; }
    TrustBar* trustBar() const { return m_trustBar; }
    /// Restricted mode (docs/security.md): the open project's (or model file's) folder is not
    /// trusted, so it is read from its files and none of its Python code runs.
    bool isRestricted() const { return !m_restrictedFolder.isEmpty(); }
    /// Records `folder` as trusted and runs what restricted mode held back.
    void trustFolder(const QString& folder);
    /// The actions that run (or write) the project's code, by object name, with what each
    /// does: greyed in restricted mode, their tooltip saying to trust the folder.
    static QList<QPair<QString, QString>> projectCodeActions();
    RegenerateController* regeneration() const { return m_regen; }
    /// Saves the working module (atomically), then checks it in the engine; verifies too
    /// when "verify on save" is on.
    bool saveModule();
    /// Replaces the selected kernel (or the one at the cursor) with the generated one.
    bool revertSelectedKernel();
    /// Runs verification of the open project (saving first); F5.
    void verify();
    /// Profiles the working module (progress in the Profile pane, cancellable).
    void profile();
    bool isProfiling() const;
    /// Every kernel's resources as last computed (kernel/resources; empty: none yet).
    const ProjectResources& kernelResources() const { return m_resources; }
    /// Whether the resources are being computed (View > Compute Kernel Resources).
    bool isComputingResources() const;
    bool isVerifying() const;
    /// Status words shown for each kernel (edited / failed / tainted).
    QHash<int, QString> kernelStatus() const;
    /// The dock layout of a first start: graph and code large, the fusion tree and details
    /// beside them, the log folded into the status bar (View > Reset Layout).
    void resetLayout();
    /// F3 / Shift+F3: the graph's search while the graph has the focus, the code's otherwise.
    bool findAgain(bool forward);
    /// The status bar's last log line; a click opens or closes the bottom panes.
    LogStatusLine* logStatusLine() const { return m_logLine; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QDockWidget* addPane(const QString& objectName, const QString& title, QWidget* widget,
                         Qt::DockWidgetArea area);
    void buildMenus();
    void showGraph(std::shared_ptr<const GraphModel> graph, const QString& codeText,
                   const QString& codePath);
    void showSource(const QString& file, int line);
    void showError(const QString& message);
    /// Unsaved edits of the open project before it closes for `next`: saved or discarded as
    /// the user says; false when the user cancelled or the save failed.
    bool settleEdits(const QString& next);
    void rememberRecent(const QString& path);
    void refreshRecentMenu();
    void showAbout();
    void showEnvironment();
    void showPreferences();
    void newProject();
    void importArtifactDialog();
    void applyEditorFont();
    void saveLayout();
    void applyDefaultSizes();
    void toggleBottomPanes();
    /// Scrolls the code to the first kernel's definition (a project just opened).
    void showFirstKernel();
    /// The panes follow the project the session opened (`newestVerify`: its newest verify
    /// report, when already read).
    void onProjectOpened(const std::optional<VerifyReport>& newestVerify);
    /// Makes a loaded project the open one and shows it (MainWindowOpen.cpp).
    void installProject(LoadedProject loaded);
    void wireOpening();
    void endOpeningJob();
    void refreshKernelStatus();
    void showProblems();
    void showVerifyMarks(const VerifyReport& report);
    void loadTritonApi();
    /// The staleness bar and the regenerate actions (MainWindowRegenerate.cpp).
    void wireRegeneration();
    void wireTrust();
    /// Restricted mode for `folder` ("" for none): the actions and buttons that would run the
    /// project's code are greyed with why, or enabled again.
    void setRestrictedFolder(const QString& folder);
    /// Restricted mode for `folder` when it is not trusted (the bar asks about the `what`,
    /// "project" or "model file"); returns whether it is restricted.
    bool restrict(const QString& folder, const QString& what);
    /// Whether the open project's code may run; otherwise says so (`what` needs it), asks
    /// again in the trust bar and returns false.
    bool mayRunProjectCode(const QString& what);
    // MainWindowProfile.cpp
    void addProfilePane();
    void addProfileMenu(QToolBar* tools);
    /// Draws the session's shown profile on the graph, tree, code margin and details.
    void applyProfile();
    /// The model file, decompositions.py and the working module watched for changes made
    /// outside (MainWindowFiles.cpp).
    void watchProjectFiles();
    // MainWindowCompiled.cpp
    void addCompiledPane();
    /// Links it with the selection and the code (once the selection controller exists).
    void linkCompiledPane();
    // MainWindowResources.cpp
    /// The resources' menu actions, status-bar job and links to the session.
    void linkResources();
    /// Asks the engine for every kernel's resources (`cachedOnly`: only what it has cached).
    void computeResources(bool cachedOnly);
    /// Shows m_resources in the tree's columns, the details and the graph's colouring.
    void applyResources();
    /// Colours the graph as "Colour by" says (time through applyProfile, or a resource).
    void applyColouring();
    /// View > GPU Target: records the project's [compiled] target.
    void chooseTarget();
    // MainWindowCompiler.cpp
    void addCompilerPane();
    void addCompilerMenu(QMenu* view);
    // MainWindowTraining.cpp
    void addTrainingPane();
    /// A training step's pane and graph marks (hidden for an inference project).
    void showTraining(const std::shared_ptr<const GraphModel>& graph);
    /// The Training pane's partitioner settings for a regenerate ({} for inference).
    QJsonObject trainingOverrides() const;

    EngineApi& m_api;
    ProjectSession& m_session;
    LayoutService& m_layouts;
    QSettings& m_settings;
    GraphView* m_graphView;
    FusionTreeModel* m_treeModel;
    QTreeView* m_tree;
    CodeView* m_code;
    CodeEditorPane* m_codePane;
    EditorBinding* m_binding;
    ProblemsPanel* m_problems;
    VerifyPanel* m_verifyPanel;
    ProfilePanel* m_profilePanel = nullptr;
    CompilerPanel* m_compilerPanel = nullptr;
    TrainingPanel* m_trainingPanel = nullptr;
    CompiledView* m_compiledView = nullptr;
    QAction* m_heatAction = nullptr;
    ProjectResources m_resources;
    QString m_resourcesProject;
    JobIndicator* m_resourcesJob = nullptr;
    QAction* m_verifyOnSave = nullptr;
    CodeView* m_source;
    DetailsPane* m_details;
    LogPanel* m_log;
    LogStatusLine* m_logLine;
    EngineStatusWidget* m_status;
    SelectionController* m_selection;
    JobIndicator* m_job;
    StalenessBar* m_bar;
    TrustBar* m_trustBar = nullptr;
    QString m_restrictedFolder; // the untrusted folder open now, "" when none
    QString m_pendingModel;     // a model file opened restricted: inspected once trusted
    RegenerateController* m_regen;
    ProjectWatcher* m_watcher = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QList<QDockWidget*> m_docks;
    // An engine that ended unexpectedly after it was ready is started again at once (model
    // code may kill it); a few times a minute at most, so a broken engine does not loop.
    bool m_engineWasReady = false;
    QList<qint64> m_engineRestarts; // msecs since epoch of the automatic restarts
    QByteArray m_defaultState;      // the docks as built, before the user's saved layout
    qint64 m_exportRequest = 0;
    ProjectLoader* m_loader = nullptr;
    bool m_openingJob = false; // the job indicator shows the open under way
    QString m_archivePath;     // the .pt2 archive shown, when one is
};

} // namespace ks
