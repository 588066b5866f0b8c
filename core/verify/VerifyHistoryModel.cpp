#include "verify/VerifyHistoryModel.h"

#include <cmath>

namespace ks {
namespace {

QString durationText(double seconds) {
    if (std::isnan(seconds))
        return QStringLiteral("-");
    if (seconds < 10)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 2);
    if (seconds < 120)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
    return QStringLiteral("%1 min").arg(seconds / 60, 0, 'f', 1);
}

QString timeText(const VerifyRun& run) {
    if (!run.time.isValid())
        return run.timeText;
    return run.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

} // namespace

VerifyHistoryModel::VerifyHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void VerifyHistoryModel::setHistory(std::shared_ptr<const VerifyHistory> history) {
    beginResetModel();
    m_history = std::move(history);
    endResetModel();
}

QModelIndex VerifyHistoryModel::indexOfRun(const QString& runId) const {
    if (!m_history)
        return {};
    const QList<VerifyRun>& runs = m_history->runs();
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (runs[i].runId == runId)
            return index(int(i), 0);
    }
    return {};
}

const VerifyRun* VerifyHistoryModel::runAt(const QModelIndex& index) const {
    if (!m_history || !index.isValid() || index.model() != this ||
        index.row() >= m_history->runs().size())
        return nullptr;
    return &m_history->runs()[index.row()];
}

int VerifyHistoryModel::rowCount(const QModelIndex& parent) const {
    return m_history && !parent.isValid() ? int(m_history->runs().size()) : 0;
}

int VerifyHistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VerifyHistoryModel::data(const QModelIndex& index, int role) const {
    const VerifyRun* run = runAt(index);
    if (!run)
        return {};
    switch (role) {
    case RunIdRole:
        return run->runId;
    case ReportPathRole:
        return run->reportPath;
    case VerdictRole:
        return verifyVerdictName(run->verdict);
    case LocatedKernelRole:
        return run->located;
    case Qt::ToolTipRole:
        return run->reason.isEmpty() ? run->runId : run->runId + QLatin1Char('\n') + run->reason;
    case Qt::TextAlignmentRole:
        if (index.column() == TrialsColumn || index.column() == DurationColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case TimeColumn:
        return timeText(*run);
    case TrialsColumn:
        return run->trials + 1; // the example's trial and the random ones, as the run lists them
    case EditedColumn:
        return run->edited.isEmpty() ? QStringLiteral("-") : run->edited.join(QStringLiteral(", "));
    case VerdictColumn:
        return verifyVerdictName(run->verdict);
    case LocatedColumn:
        return run->located.isEmpty() ? QStringLiteral("-") : run->located;
    case DurationColumn:
        return durationText(run->durationSeconds);
    default:
        return {};
    }
}

QVariant VerifyHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case TrialsColumn:
        return tr("Trials");
    case EditedColumn:
        return tr("Edited kernels");
    case VerdictColumn:
        return tr("Verdict");
    case LocatedColumn:
        return tr("Located kernel");
    case DurationColumn:
        return tr("Duration");
    default:
        return {};
    }
}

} // namespace ks
