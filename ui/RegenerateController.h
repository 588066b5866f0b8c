#pragma once
// Regenerate and merge from the IDE (docs/merge.md): the actions (Ctrl+Shift+R), a
// Regeneration job shown in the status bar's job indicator with Cancel, the open project
// reloaded when the merge wrote the working copy, the merge view when it has conflicts (the
// IDE never writes conflict blocks on its own), and the stranded edits of the last merge.

#include "app/Regeneration.h"

#include <QObject>
#include <QPointer>
#include <optional>

class QAction;
class QWidget;

namespace ks {

class EngineApi;
class JobIndicator;
class MergeView;
class ProjectSession;

class RegenerateController : public QObject {
    Q_OBJECT
public:
    RegenerateController(EngineApi& api, ProjectSession& session, JobIndicator& job,
                         QWidget* window);
    ~RegenerateController() override;

    QAction* regenerateAction() const { return m_regenerate; }
    QAction* mergeAction() const { return m_merge; }
    QAction* strandedAction() const { return m_stranded; }

    /// Regenerates (`exportFirst`) or merges into the current generation. Saves unsaved
    /// edits first. False and *error when it cannot start: no project, a job running,
    /// conflict blocks in the text, a failed save. `exportOverrides`: members of the export's
    /// params that replace the project's record (RegenerateOptions::exportOverrides).
    bool start(bool exportFirst, QString* error, const QJsonObject& exportOverrides = {});
    bool isRunning() const { return m_job != nullptr; }
    void cancel();
    /// The merge view of the last merge with conflicts, while it is open.
    MergeView* mergeView() const;
    const std::optional<RegenerateOutcome>& lastOutcome() const { return m_last; }
    /// Shows the stranded edits the last merge recorded (re-apply into the editor's text).
    void showStranded();
    /// Conflict blocks left in the working copy: the editor goes to the first; stranded
    /// edits open when there are any.
    void resolve();

Q_SIGNALS:
    void log(const QString& line);
    void failed(const QString& message);
    void status(const QString& message);
    /// The working copy changed on disk: reopen the project.
    void reloadRequested();
    void verifyRequested();
    void kernelSelected(const QString& name);
    void nodeSelected(const QString& name);
    /// The editor should go to `line` (1-based).
    void lineRequested(int line);
    void busyChanged(bool busy);
    void finished(const ks::RegenerateOutcome& outcome);

private:
    void onFinished(const RegenerateOutcome& outcome);
    void logSummary(const RegenerateOutcome& outcome);
    void openMergeView(const ModuleMergeResult& merge);
    void reapplyInSession(const StrandedEdit& edit, const QString& target,
                          std::function<void(const QString& status)> done);

    EngineApi& m_api;
    ProjectSession& m_session;
    JobIndicator& m_indicator;
    QWidget* m_window;
    QAction* m_regenerate;
    QAction* m_merge;
    QAction* m_stranded;
    Regeneration* m_job = nullptr;
    QPointer<MergeView> m_view;
    std::optional<RegenerateOutcome> m_last;
};

} // namespace ks
