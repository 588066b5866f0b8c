// The fusion tree's resource columns: registers, spills, shared memory and occupancy of Triton
// kernels, the vector width of C++ kernels (kernel/resources), as numbers that sort.
#include "model/FusionTreeModel.h"

namespace ks {

namespace {

QString bytesText(qint64 bytes) {
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    return QStringLiteral("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', bytes % 1024 ? 1 : 0);
}

} // namespace

void FusionTreeModel::setKernelResources(const QHash<int, KernelResources>& resources) {
    m_resources = resources;
    if (m_graph && rowCount() > 0)
        Q_EMIT dataChanged(index(0, RegistersColumn), index(rowCount() - 1, VectorColumn));
}

QVariant FusionTreeModel::resourceData(int kernel, int column, int role) const {
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto it = m_resources.constFind(kernel);
    if (it == m_resources.constEnd())
        return {};
    const KernelResources& r = *it;
    if (role == Qt::ToolTipRole)
        return r.tip;
    switch (column) {
    case RegistersColumn:
        return r.registers >= 0 ? QVariant(r.registers) : QVariant();
    case SpillsColumn:
        if (r.spills < 0)
            return {};
        return r.spills == 0 || r.spillBytes <= 0
                   ? QString::number(r.spills)
                   : QStringLiteral("%1 (%2)").arg(r.spills).arg(bytesText(r.spillBytes));
    case SharedColumn:
        return r.sharedBytes >= 0 ? QVariant(bytesText(r.sharedBytes)) : QVariant();
    case OccupancyColumn:
        return r.occupancy >= 0 ? QVariant(QStringLiteral("%1%").arg(qRound(r.occupancy * 100)))
                                : QVariant();
    case VectorColumn:
        if (r.vectorBits < 0)
            return {};
        return r.vectorised == 1 ? QStringLiteral("%1-bit").arg(r.vectorBits)
                                 : QStringLiteral("scalar");
    default:
        return {};
    }
}

QVariant FusionTreeModel::resourceSortKey(int kernel, int column) const {
    const KernelResources r = m_resources.value(kernel);
    switch (column) {
    case RegistersColumn:
        return r.registers;
    case SpillsColumn:
        return r.spills;
    case SharedColumn:
        return r.sharedBytes;
    case OccupancyColumn:
        return r.occupancy;
    case VectorColumn:
        return r.vectorised == 1 ? r.vectorBits : r.vectorised;
    default:
        return {};
    }
}

} // namespace ks
