#include "model/FusionTreeModel.h"

#include "graph/KernelLabel.h"

#include <algorithm>
#include <numeric>

namespace ks {
namespace {

// internalId: 0 for kernel rows, kernel index + 1 for their node rows.
constexpr quintptr kKernelRow = 0;

QString kernelDetail(const Kernel& k, const GraphModel& graph) {
    QStringList parts;
    if (k.launches.size() > 1)
        parts << QStringLiteral("×%1 launches").arg(k.launches.size());
    if (!k.grid.isEmpty())
        parts << QStringLiteral("grid (%1)").arg(k.grid.join(QStringLiteral(", ")));
    if (!k.launchConfig.isEmpty())
        parts << k.launchConfig;
    if (k.isExtern() && !k.rawName.isEmpty())
        parts << k.rawName.section(QLatin1Char(':'), 0, 0);
    if (parts.size() == (k.launches.size() > 1 ? 1 : 0)) {
        // A C++ kernel has no launch config: what it writes, the shape of its last node.
        for (auto it = k.nodes.crbegin(); it != k.nodes.crend(); ++it) {
            const GraphNode& n = graph.node(*it);
            if (n.kind == NodeKind::Op && !n.shapeText().isEmpty()) {
                parts << QStringLiteral("→ %1").arg(n.shapeText());
                break;
            }
        }
    }
    return parts.join(QStringLiteral(" · "));
}

QString kindText(const Kernel& k) {
    const QString kind = k.isExtern() ? QStringLiteral("library call") : kernelKindName(k.kind);
    return k.backward ? kind + QStringLiteral(" · backward") : kind;
}

} // namespace

FusionTreeModel::FusionTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void FusionTreeModel::setGraph(std::shared_ptr<const GraphModel> graph) {
    m_status.clear();
    m_times.clear();
    m_resources.clear();
    beginResetModel();
    m_graph = std::move(graph);
    resetOrder();
    endResetModel();
}

void FusionTreeModel::resetOrder() {
    const int count = m_graph ? int(m_graph->kernels().size()) : 0;
    m_order.resize(count);
    m_rowOf.resize(count);
    for (int i = 0; i < count; ++i)
        m_order[i] = m_rowOf[i] = i;
}

QModelIndex FusionTreeModel::indexOfKernel(int kernel) const {
    if (!m_graph || kernel < 0 || kernel >= m_graph->kernels().size())
        return {};
    return createIndex(m_rowOf.value(kernel), 0, kKernelRow);
}

QModelIndex FusionTreeModel::indexOfNode(int kernel, int node) const {
    if (!indexOfKernel(kernel).isValid())
        return {};
    const qsizetype row = m_graph->kernel(kernel).nodes.indexOf(node);
    return row < 0 ? QModelIndex() : createIndex(int(row), 0, quintptr(kernel) + 1);
}

int FusionTreeModel::kernelAt(const QModelIndex& index) const {
    if (!m_graph || !index.isValid() || index.model() != this)
        return -1;
    return index.internalId() == kKernelRow ? kernelOfRow(index.row())
                                            : int(index.internalId() - 1);
}

int FusionTreeModel::nodeAt(const QModelIndex& index) const {
    if (!m_graph || !index.isValid() || index.internalId() == kKernelRow)
        return -1;
    return m_graph->kernel(int(index.internalId() - 1)).nodes.value(index.row(), -1);
}

QModelIndex FusionTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kKernelRow);
    return createIndex(row, column, quintptr(kernelOfRow(parent.row())) + 1);
}

QModelIndex FusionTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kKernelRow)
        return {};
    return createIndex(m_rowOf.value(int(child.internalId() - 1)), 0, kKernelRow);
}

int FusionTreeModel::rowCount(const QModelIndex& parent) const {
    if (!m_graph || parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return int(m_graph->kernels().size());
    if (parent.internalId() != kKernelRow)
        return 0;
    return int(m_graph->kernel(kernelOfRow(parent.row())).nodes.size());
}

int FusionTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant FusionTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_graph)
        return {};
    const int kernelIndex = kernelAt(index);
    const Kernel& k = m_graph->kernel(kernelIndex);
    const int nodeIndex = nodeAt(index);
    switch (role) {
    case KernelIndexRole:
        return kernelIndex;
    case NodeIndexRole:
        return nodeIndex;
    case IsExternRole:
        return k.isExtern();
    case KernelKindRole:
        return kernelKindName(k.kind);
    case KernelStatusRole:
        return m_status.value(kernelIndex);
    case SecondsRole:
        return nodeIndex < 0 && m_times.contains(kernelIndex) ? m_times[kernelIndex].seconds : -1.0;
    case ShareRole:
        return nodeIndex < 0 && m_times.contains(kernelIndex) ? m_times[kernelIndex].share : -1.0;
    case HeatRole:
        return nodeIndex < 0 && m_times.contains(kernelIndex) ? m_times[kernelIndex].heat : -1.0;
    default:
        break;
    }
    if (index.column() >= RegistersColumn && index.column() <= VectorColumn)
        return nodeIndex < 0 ? resourceData(kernelIndex, index.column(), role) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (nodeIndex < 0) {
        switch (index.column()) {
        case NameColumn:
            // The readable label; the code's and Inductor's names in the tooltip.
            if (role == Qt::ToolTipRole)
                return k.rawName.isEmpty() || k.rawName == k.name
                           ? QStringLiteral("%1\n%2").arg(k.label, k.name)
                           : QStringLiteral("%1\n%2 (%3)").arg(k.label, k.name, k.rawName);
            return k.label.isEmpty() ? k.name : k.label;
        case OpColumn:
            return m_status.value(kernelIndex).isEmpty()
                       ? kindText(k)
                       : QStringLiteral("%1 · %2").arg(kindText(k), m_status.value(kernelIndex));
        case DetailColumn:
            return kernelDetail(k, *m_graph);
        case TimeColumn:
            if (!m_times.contains(kernelIndex))
                return {};
            return role == Qt::ToolTipRole ? m_times[kernelIndex].tip : m_times[kernelIndex].text;
        default:
            return {};
        }
    }
    const GraphNode& n = m_graph->node(nodeIndex);
    switch (index.column()) {
    case NameColumn:
        return n.name;
    case OpColumn:
        return role == Qt::ToolTipRole ? n.target : n.opLabel();
    case DetailColumn: {
        // A kernel launched once per block: which launch computes the node, and where.
        const int launch = k.launchNodes.size() > 1 ? k.launchOf(nodeIndex) : -1;
        if (launch < 0)
            return n.shapeText();
        const QString place = launchPlace(k, launch, m_graph->nodes());
        return QStringLiteral("%1 · launch %2/%3%4")
            .arg(n.shapeText())
            .arg(launch + 1)
            .arg(k.launchNodes.size())
            .arg(place.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(place));
    }
    case TimeColumn: {
        // A kernel launched once per block: the time of the launch that computes the node.
        const int launch = k.launchNodes.size() > 1 ? k.launchOf(nodeIndex) : -1;
        return launch < 0 ? QVariant()
                          : QVariant(m_times.value(kernelIndex).launchTexts.value(launch));
    }
    default:
        return {};
    }
}

QVariant FusionTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return QStringLiteral("Kernel / node");
    case OpColumn:
        return QStringLiteral("Kind / op");
    case DetailColumn:
        return QStringLiteral("Launch / shape");
    case TimeColumn:
        return m_timesNote.isEmpty() ? QStringLiteral("Time")
                                     : QStringLiteral("Time · %1").arg(m_timesNote);
    case RegistersColumn:
        return QStringLiteral("Regs");
    case SpillsColumn:
        return QStringLiteral("Spills");
    case SharedColumn:
        return QStringLiteral("Shared");
    case OccupancyColumn:
        return QStringLiteral("Occupancy");
    case VectorColumn:
        return QStringLiteral("Vector");
    default:
        return {};
    }
}

} // namespace ks

namespace ks {

void FusionTreeModel::setKernelStatus(const QHash<int, QString>& status) {
    if (status == m_status)
        return;
    m_status = status;
    if (m_graph && rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace ks

namespace ks {

void FusionTreeModel::setKernelTimes(const QHash<int, KernelTime>& times) {
    m_times = times;
    if (m_graph && rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void FusionTreeModel::setTimesNote(const QString& note) {
    if (note == m_timesNote)
        return;
    m_timesNote = note;
    Q_EMIT headerDataChanged(Qt::Horizontal, TimeColumn, TimeColumn);
}

void FusionTreeModel::sort(int column, Qt::SortOrder order) {
    if (!m_graph)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> kernels(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        kernels[i] = kernelAt(before[i]);
    QList<int> next(m_graph->kernels().size());
    std::iota(next.begin(), next.end(), 0);
    auto key = [this, column](int k) -> QVariant {
        const Kernel& kernel = m_graph->kernel(k);
        switch (column) {
        case NameColumn:
            return kernel.label.isEmpty() ? kernel.name : kernel.label;
        case OpColumn:
            return kindText(kernel);
        case DetailColumn:
            return int(kernel.launches.size());
        case TimeColumn:
            return m_times.contains(k) ? m_times[k].seconds : -1.0;
        case RegistersColumn:
        case SpillsColumn:
        case SharedColumn:
        case OccupancyColumn:
        case VectorColumn:
            return resourceSortKey(k, column);
        default:
            return k;
        }
    };
    if (column >= 0 && column < ColumnCount) {
        std::stable_sort(next.begin(), next.end(), [&](int a, int b) {
            const QVariant x = key(a), y = key(b);
            const auto c = QVariant::compare(x, y);
            return order == Qt::AscendingOrder ? c == QPartialOrdering::Less
                                               : c == QPartialOrdering::Greater;
        });
    }
    m_order = next;
    for (int row = 0; row < m_order.size(); ++row)
        m_rowOf[m_order[row]] = row;
    QModelIndexList after;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const QModelIndex& old = before[i];
        after << (old.internalId() == kKernelRow
                      ? createIndex(m_rowOf.value(kernels[i]), old.column(), kKernelRow)
                      : createIndex(old.row(), old.column(), old.internalId()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace ks
