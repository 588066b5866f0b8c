#pragma once
// The open project and its document: the working module's text as the user edits it, saves
// (atomic), autosave and restore, the engine's module map of the current text (edited
// kernels, line ranges), problems of the last check, revert of a kernel to its generated
// code, verification runs and the kernel annotations they leave. The IDE and the command
// line both work through it; widgets only show what it holds.

#include "app/EngineApi.h"
#include "app/ProjectLoader.h"
#include "maps/ModuleMap.h"
#include "project/Project.h"
#include "verify/VerifyHistory.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace ks {

class ProjectSession : public QObject {
    Q_OBJECT
public:
    explicit ProjectSession(EngineApi& api, QObject* parent = nullptr);
    ~ProjectSession() override;

    /// Opens the project in `folder` (closing the current one). On failure nothing changes
    /// and *error says which file is at fault and why. `restricted`: its folder is not trusted
    /// (docs/security.md), so the working copy is shown read-only too.
    /// Reads the folder on this thread (the CLI, tests); the window loads it with
    /// ProjectLoader off the UI thread, then installs it.
    bool open(const QString& folder, ProjectError* error, bool restricted = false);
    /// Makes `loaded` the open project (closing the current one): opened() and the rest.
    void install(LoadedProject loaded);
    /// Autosaves unsaved text, then forgets the project.
    void close();
    bool isOpen() const { return m_project.has_value(); }
    const Project* project() const { return m_project ? &*m_project : nullptr; }
    QString folder() const { return m_project ? m_project->folder() : QString(); }
    /// The graph with the metadata's line ranges (they refer to the pristine module).
    std::shared_ptr<const GraphModel> graph() const;

    // --- the document -------------------------------------------------------------------
    /// True when the project has no working module (the pristine one is shown read-only) or
    /// it is restricted.
    bool isReadOnly() const { return m_readOnly; }
    /// Opened restricted: its folder is not trusted; the working copy is shown, read-only.
    bool isRestricted() const { return m_restricted; }
    /// The module file the text is (the working copy, or the pristine one when there is none).
    QString shownPath() const;
    QString workingPath() const;
    QString pristineText() const;
    const QString& text() const { return m_text; }
    bool isModified() const { return !m_readOnly && m_text != m_savedText; }
    /// The editor's current text; the module map follows after a short pause.
    void setText(const QString& text);
    /// Replaces the whole text (a merge tool's result, not saved yet): it arrives in the
    /// editor through textReplaced as one undoable step.
    void replaceText(const QString& text);
    /// Writes the text atomically, then checks it in the engine.
    bool save(QString* error);
    /// Drops the unsaved text and its autosave: the saved module is the text again (it
    /// arrives in the editor through textReplaced).
    void discardEdits();
    /// Whether the working module on disk differs from the text last read or saved here
    /// (another program wrote it).
    bool workingChangedOnDisk() const;
    /// Takes the working module as it is on disk (unsaved edits and their autosave dropped);
    /// it arrives in the editor through textReplaced. False and *error when it cannot be read.
    bool reloadFromDisk(QString* error);
    /// Replaces kernel `name`'s definition with the generated one (the result arrives
    /// through textReplaced). Uses a module map of the current text, asking for one first
    /// when the current map is older than the text.
    void revertKernel(const QString& name, std::function<void(bool ok, const QString& error)> done);

    // --- autosave -------------------------------------------------------------------------
    QString autosavePath() const;
    /// Writes the autosave file now if the text is modified.
    void autosaveNow();
    bool restoreAutosave(QString* error);
    void discardAutosave();

    // --- analysis -------------------------------------------------------------------------
    /// The engine's map of the text, as of the last answer (the metadata's until then).
    const ModuleMap& moduleMap() const { return m_map; }
    /// True when the map belongs to the current text.
    bool isMapCurrent() const { return m_mapRevision == m_revision; }
    /// The graph with line ranges into the current text.
    std::shared_ptr<const GraphModel> codeGraph() const { return m_codeGraph; }
    QStringList editedKernels() const { return m_map.editedKernels(); }
    /// The kept generation the text is mapped against (and `edited` compares with): the
    /// working copy's base when the project opened, so that a newer export in generated/ (a
    /// regenerate under way, a plain re-export) marks nothing the user did not touch. 0: the
    /// generated/ module (no kept generation to compare with).
    int mapGeneration() const { return m_mapGeneration; }
    /// Asks for a map of the current text now (otherwise it comes after edits settle).
    void analyzeNow();
    /// Asks for a map of the current text; `done` gets "" once it is current, else why not.
    void refreshMap(std::function<void(const QString& error)> done);
    /// Checks the current text (problems arrive through problemsChanged); `done`, when
    /// given, gets "" or the reason the check could not run.
    void check(std::function<void(const QString& error)> done = {});
    /// The kernels' compile errors of the last verify (while the module is the text it
    /// verified: kept until the next verify, or a save of other text), then the last
    /// check's problems.
    const QList<ModuleProblem>& problems() const { return m_problems; }

    // --- verification ---------------------------------------------------------------------
    /// Saves unsaved text, then verifies the working module. Returns false (and *error) when
    /// it cannot start: no project, a verification already running, conflict blocks left by a
    /// merge, a failed save.
    bool verify(VerifyParams params, EngineApi::Progress progress,
                EngineApi::Done<VerifyOutcome> done, QString* error);
    bool isVerifying() const { return m_verifyRequest != 0; }
    void cancelVerify();
    const VerifyHistory& history() const { return m_history; }
    void reloadHistory();
    /// The run whose findings annotate the kernels (the newest, or the one the user picked),
    /// with the generation and module text (SHA-256, hex) it verified: its marks show only
    /// while that is the text on screen.
    void showRunFindings(const QString& locatedKernel, const QStringList& tainted,
                         int generation = 0, const QString& moduleSha256 = {});
    /// Why the findings are not of the text on screen ("from generation 2", "before your
    /// edit"); empty when they are (or there are none).
    QString findingsStaleReason() const;
    /// Why results of (generation, module hash) are not of the text on screen; empty when
    /// they are. A hash or generation left out (older records) is not held against them.
    QString staleReason(int generation, const QString& moduleSha256) const;
    /// SHA-256 (hex) of the saved text, as verify and profile reports record it; computed once
    /// per saved text.
    QString savedTextSha256() const;

    // --- profiling ------------------------------------------------------------------------
    /// Saves unsaved text, then profiles the working module (docs/profiling.md). Returns
    /// false (and *error) when it cannot start: no project, a profile or a verification
    /// already running, conflict blocks, a failed save.
    bool profile(ProfileParams params, EngineApi::Progress progress,
                 EngineApi::Done<ProfileReport> done, QString* error);
    bool isProfiling() const { return m_profileRequest != 0; }
    void cancelProfile();
    const ProfileHistory& profileHistory() const { return m_profileHistory; }
    /// The profile the panes show: the newest run when the project opened, then each new run
    /// or the one the user picked (empty when none).
    const ProfileReport& shownProfile() const { return m_profile; }
    /// Shows run `runId` of the history (loads its report); false and *error when it
    /// cannot be read.
    bool showProfile(const QString& runId, QString* error);
    /// Whether the shown profile timed the text as it is now (same generation and the
    /// module's bytes unchanged since).
    bool isProfileCurrent() const;

    /// kernel name -> words ("edited", "failed", "tainted").
    QHash<QString, QStringList> kernelStatus() const;

Q_SIGNALS:
    void opened();
    void closed();
    /// The session changed the text (revert, restore): the editor shows it.
    void textReplaced(const QString& text);
    /// A new module map for the current text.
    void analyzed();
    void problemsChanged();
    void saved();
    /// An autosave different from the saved module was found when opening.
    void restoreAvailable(const QString& autosavePath);
    void kernelStatusChanged();
    /// The shown profile changed (a new run, another run picked, the project opened).
    void profileChanged();
    /// Something the user may want to read in the log (a failed map, a failed check).
    void message(const QString& text);

private:
    void requestMap(std::function<void(const QString& error)> then = {});
    void setMap(ModuleMap map, quint64 revision);
    /// m_problems from the compile errors and the check's problems; problemsChanged.
    void updateProblems();

    EngineApi& m_api;
    std::optional<Project> m_project;
    bool m_readOnly = false;
    bool m_restricted = false;
    int m_mapGeneration = 0;
    QString m_text;
    QString m_savedText;
    mutable QString m_savedSha256; // of m_savedText; empty until asked for
    quint64 m_revision = 0;
    quint64 m_mapRevision = 0;
    ModuleMap m_map;
    ModuleMap m_pristineMap;
    std::shared_ptr<const GraphModel> m_codeGraph;
    QList<ModuleProblem> m_problems;
    QList<ModuleProblem> m_checkProblems;
    QList<ModuleProblem> m_compileProblems;
    QString m_compiledText; // the text the last verify compiled
    VerifyHistory m_history;
    QString m_failedKernel;
    QStringList m_taintedKernels;
    int m_findingsGeneration = 0;
    QString m_findingsSha256;
    qint64 m_verifyRequest = 0;
    ProfileHistory m_profileHistory;
    ProfileReport m_profile;
    qint64 m_profileRequest = 0;
    QList<std::function<void(const QString&)>> m_waitingForMap;
    QTimer* m_analyzeTimer;
    QTimer* m_autosaveTimer;
};

} // namespace ks
