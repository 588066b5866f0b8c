#pragma once
// The verification panel: the project's verify runs on top; the selected run's verdict, settings,
// per-trial per-output numbers, per-kernel status and timing, notes, and a tensor inspector below.

#include "verify/VerifyHistoryModel.h"
#include "verify/VerifyReport.h"

#include <QWidget>
#include <memory>

class QLabel;
class QSplitter;
class QPushButton;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace ks {

class TensorInspector;

class VerifyPanel : public QWidget {
    Q_OBJECT
public:
    /// Columns of the results tree (trials → outputs, located kernel → buffers).
    enum ResultsColumn {
        ItemColumn,
        PassedColumn,
        MaxAbsColumn,
        MaxRelColumn,
        MismatchColumn,
        FirstMismatchColumn,
        NonFiniteColumn,
        ResultColumnCount
    };
    /// Columns of the kernels tree.
    enum KernelColumn {
        KernelNameColumn,
        KernelStatusColumn,
        KernelEditedColumn,
        KernelTimingColumn,
        KernelColumnCount
    };
    /// Item data roles of the results tree.
    enum ItemRole {
        ExpectedFileRole = Qt::UserRole + 1,
        ActualFileRole,
        TrialRole, // a trial's or a group's row: the trial's index in the report
        GroupRole, // 0: the trial's own rows; TrialGroup values below
        RecordRole // a comparison row: "output:N", "gradient:N", "call:C:N", "state:N"
    };
    /// The rows a trial row holds under a group row of its own (filled when opened).
    enum TrialGroup { TrialRows = 0, GradientRows, StateRows };

    explicit VerifyPanel(QWidget* parent = nullptr);

    /// Shows the history of `folder` (empty clears) and selects the newest run.
    void setProject(const QString& folder);
    /// The same with the history (and its newest run's report, when read) already read: the
    /// project opening off the UI thread read them.
    void setProject(const VerifyHistory& history, const std::optional<VerifyReport>& newest);
    QString project() const { return m_history.projectFolder(); }
    /// Re-reads the history; keeps the selected run when it is still there.
    void reload();
    /// Selects the run's row and shows its report; false when the run is not in the history.
    bool selectRun(const QString& runId);
    /// Shows a report without touching the runs table (e.g. one just received from the engine).
    void showReport(const VerifyReport& report);

    const VerifyHistory& history() const { return m_history; }
    const VerifyReport& currentReport() const { return m_report; }
    QString selectedRunId() const;
    VerifyHistoryModel* historyModel() const { return m_model; }
    QTableView* runsView() const { return m_runs; }
    /// The run's tables (and the inspector showing its first failing tensors), filled first if
    /// they wait for the panel to be shown.
    QTreeWidget* resultsTree();
    QTreeWidget* kernelsTree();
    TensorInspector* inspector();
    /// Whether the shown run's tables are filled (they fill when the panel is shown).
    bool tablesFilled() const { return !m_tablesPending; }
    /// Verdict and reason, or why the report could not be read.
    QString summaryText() const;
    QString settingsText() const;
    /// "Located: <kernel> ..." (empty when nothing was located).
    QString locatedText() const;
    QString notesText() const;
    /// The shown run is not of the text on screen: `reason` ("from generation 2", "before
    /// your edit") shows above it and the run is greyed; empty: it is, as shown.
    void setStaleReason(const QString& reason);
    /// The note shown over a run of other text (empty when none).
    QString staleText() const;
    /// A history problem (skipped lines, unreadable file); empty when none.
    QString historyProblem() const;

    /// A verification started: its progress shows above the runs, with Cancel.
    void startRun();
    void showRunProgress(const QString& message);
    /// The run ended; `message` (cancelled, could not run) stays in view, empty hides it.
    void finishRun(const QString& message);
    bool isRunning() const { return m_running; }
    /// The running verification's progress, or how the last one ended.
    QString runStatusText() const;

    /// Runs beside the run shown (a wide, low pane: the bottom dock) or above it (a tall one).
    Qt::Orientation runsSide() const;

Q_SIGNALS:
    /// The user clicked a kernel row or the located kernel.
    void kernelActivated(const QString& kernel);
    /// A run's report is shown (from the table or showReport). The window marks
    /// report.locatedKernel() red and report.tainted as tainted. An empty report (isEmpty())
    /// means no run is shown: clear the marks.
    void runSelected(const ks::VerifyReport& report);
    /// The user pressed Cancel while a verification runs.
    void cancelRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void onCurrentRunChanged();
    void loadRun(const QString& reportPath);
    void clearReport(const QString& message);
    /// The results and kernels tables of m_report: now when the panel shows, else when it
    /// is shown (a big training step's report is thousands of rows; a hidden pane waits).
    void fillTables();
    void fillPendingTables();
    void fillResults();
    /// A trial's rows (its outputs, its training step's gradients, its calls and state) or a
    /// group's: filled when first opened, or at once for what failed.
    void fillRows(QTreeWidgetItem* item);
    void fillKernels();
    void showTensors(QTreeWidgetItem* item);
    void refreshHistoryLabel();
    /// The summary's and located line's colours: the verdict's, or grey on a stale run.
    void applyStaleLook();

    VerifyHistory m_history;
    VerifyReport m_report;
    VerifyHistoryModel* m_model;
    QTableView* m_runs;
    QLabel* m_historyProblem;
    QLabel* m_summary;
    QLabel* m_stale;
    QString m_staleReason;
    QLabel* m_settings;
    QLabel* m_located;
    QTreeWidget* m_results;
    QTreeWidget* m_kernels;
    QLabel* m_notes;
    TensorInspector* m_inspector;
    QWidget* m_runBar;
    QSplitter* m_split = nullptr; // the runs | the run shown
    QLabel* m_runStatus;
    QPushButton* m_cancel;
    bool m_running = false;
    bool m_tablesPending = false;
};

} // namespace ks
