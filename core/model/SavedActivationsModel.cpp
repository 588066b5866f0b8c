#include "model/SavedActivationsModel.h"

namespace ks {

SavedActivationsModel::SavedActivationsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SavedActivationsModel::setGraph(std::shared_ptr<const GraphModel> graph) {
    beginResetModel();
    m_graph = std::move(graph);
    m_saved.clear();
    m_nodes.clear();
    if (m_graph && m_graph->training()) {
        m_saved = m_graph->training()->saved;
        for (const SavedActivation& a : std::as_const(m_saved))
            m_nodes << m_graph->nodeIndex(a.forwardNode.isEmpty() ? a.name : a.forwardNode);
    }
    endResetModel();
}

int SavedActivationsModel::rowOfNode(int node) const {
    return node < 0 ? -1 : int(m_nodes.indexOf(node));
}

int SavedActivationsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_saved.size());
}

int SavedActivationsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SavedActivationsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SavedActivation& a = m_saved[index.row()];
    if (role == NodeIndexRole)
        return m_nodes[index.row()];
    if (role == SortRole && index.column() == BytesColumn) {
        // The activations (what the partitioner's budget saves or recomputes) rank above the
        // parameters and inputs, which live anyway: sorted biggest first, a real model's
        // table began with a screenful of weights (DenseNet-121: 245 of them).
        constexpr qint64 kKeptAnyway = qint64(1) << 52;
        return a.kind == QLatin1String("activation") ? a.bytes : a.bytes - kKeptAnyway;
    }
    if (role == Qt::TextAlignmentRole && index.column() == BytesColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        return a.name;
    case ForwardColumn:
        return a.forwardNode;
    case ShapeColumn:
        return a.shape;
    case DtypeColumn:
        return a.dtype;
    case BytesColumn:
        if (!a.bytesExpr.isEmpty() && (role == Qt::ToolTipRole || a.bytes <= 0))
            return a.bytesExpr; // a dynamic step's size, in its dims' names
        return role == Qt::ToolTipRole ? QStringLiteral("%1 bytes").arg(a.bytes)
                                       : byteText(a.bytes);
    case KindColumn: {
        // Parameters and inputs live anyway: saving them costs no memory of its own.
        if (role == Qt::ToolTipRole && a.kind != QLatin1String("activation"))
            return tr("a %1: kept alive anyway, not counted in the total").arg(a.kind);
        QString text = a.kind;
        if (!a.input.isEmpty())
            text += QLatin1Char(' ') + a.input; // "parameter fc2.weight"
        if (!a.viewOf.isEmpty())
            text += tr(" (a view of %1)").arg(a.viewOf);
        return text;
    }
    default:
        return {};
    }
}

QVariant SavedActivationsModel::headerData(int section, Qt::Orientation orientation,
                                           int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Saved value");
    case ForwardColumn:
        return tr("Forward node");
    case ShapeColumn:
        return tr("Shape");
    case DtypeColumn:
        return tr("Dtype");
    case BytesColumn:
        return tr("Bytes");
    case KindColumn:
        return tr("Kind");
    default:
        return {};
    }
}

} // namespace ks
