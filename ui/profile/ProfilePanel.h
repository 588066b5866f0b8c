#pragma once
// The Profile pane: the kernels of a profile run, slowest first (sortable by any column), with
// time, share, bandwidth, FLOP/s and roofline, compared with the pristine module or another
// run (an earlier generation's); the run's summary and notes; Profile / Cancel.

#include "profile/ProfileReport.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace ks {

class ProfilePanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        KernelColumn,
        KindColumn,
        LaunchesColumn,
        TimeColumn,
        ShareColumn,
        BandwidthColumn,
        ComputeColumn,
        RooflineColumn,
        BoundColumn,
        BeforeColumn,
        ChangeColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // the number a column sorts by
        KernelNameRole,              // QString, every column
        FractionRole,                // double 0..1: the bar drawn behind the share
        HeatRole,                    // double 0..1: share / the slowest kernel's
    };

    explicit ProfilePanel(QWidget* parent = nullptr);

    /// Shows `report` (empty: the hint to run one) and the project's runs to pick from.
    /// `current`: whether it timed the module as it is now.
    void setReport(const ProfileReport& report, const ProfileHistory& history, bool current);
    const ProfileReport& report() const { return m_report; }
    /// Readable kernel names (the graph's labels) by code name, shown in the kernel column.
    void setKernelLabels(const QHash<QString, QString>& labels) { m_labels = labels; }
    /// What the "before" column compares with: "pristine", a run id, or "" (nothing).
    QString comparison() const { return m_comparison; }
    void setComparison(const QString& what);

    /// While a profile runs: the Profile button off, Cancel on, the stage in the summary.
    void startRun();
    void showRunProgress(const QString& message);
    void finishRun(const QString& message);
    /// Why the Profile button is off ("": it is not), e.g. an untrusted project's folder.
    void setRunBlocked(const QString& why);

    QTableView* table() const { return m_table; }
    /// The kernel names in the table's order (as sorted).
    QStringList shownKernels() const;

Q_SIGNALS:
    void profileRequested();
    void cancelRequested();
    /// The user picked another run of the history.
    void runSelected(const QString& runId);
    void kernelActivated(const QString& kernel);

private:
    void fill();
    void fillRuns(const ProfileHistory& history);
    void fillComparisons(const ProfileHistory& history);

    ProfileReport m_report;
    ProfileReport m_other; // the run compared with (when a run id)
    QString m_comparison;
    QList<ProfileRun> m_runs;
    QHash<QString, QString> m_labels;
    bool m_current = true;
    bool m_running = false;
    bool m_filling = false;
    QString m_blocked;
    QString m_profileTip;
    QPushButton* m_profileButton;
    QPushButton* m_cancelButton;
    QComboBox* m_runBox;
    QComboBox* m_compareBox;
    QLabel* m_summary;
    QLabel* m_notes;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
};

} // namespace ks
