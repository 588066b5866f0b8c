#pragma once
// The verify runs table: one row per run, newest first (time, trials, edited kernels, verdict,
// located kernel, duration). A thin adapter over a VerifyHistory snapshot; reset on new data.

#include "verify/VerifyHistory.h"

#include <QAbstractTableModel>
#include <memory>

namespace ks {

class VerifyHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        TrialsColumn,
        EditedColumn,
        VerdictColumn,
        LocatedColumn,
        DurationColumn,
        ColumnCount
    };
    enum Role {
        RunIdRole = Qt::UserRole + 1, // QString
        ReportPathRole,               // QString: absolute report.json path
        VerdictRole,                  // QString: "pass", "fail", "error"
        LocatedKernelRole,            // QString: empty when none
    };

    explicit VerifyHistoryModel(QObject* parent = nullptr);

    /// Shows `history` (null clears); resets the model.
    void setHistory(std::shared_ptr<const VerifyHistory> history);
    std::shared_ptr<const VerifyHistory> history() const { return m_history; }

    /// Row of `runId` (column 0), invalid when absent.
    QModelIndex indexOfRun(const QString& runId) const;
    /// The run of a row, null when invalid.
    const VerifyRun* runAt(const QModelIndex& index) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const VerifyHistory> m_history;
};

} // namespace ks
