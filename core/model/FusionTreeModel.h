#pragma once
// The fusion-groups tree: kernel rows (name, kind, launch config) with the nodes each fuses
// as children (name, op, shape). A thin adapter over a GraphModel snapshot; reset on new data.

#include "graph/GraphModel.h"

#include <QAbstractItemModel>
#include <memory>

namespace ks {

class FusionTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, OpColumn, DetailColumn, ColumnCount };
    enum Role {
        KernelIndexRole = Qt::UserRole + 1, // int: kernel index (kernel and node rows)
        NodeIndexRole,                      // int: node index, -1 on kernel rows
        IsExternRole,                       // bool: library call (kernel and node rows)
        KernelKindRole,                     // QString: "triton", "cpp", "extern"
        KernelStatusRole,                   // QString: "", "edited", "failed", "tainted" ...
    };

    explicit FusionTreeModel(QObject* parent = nullptr);

    /// Status words of kernels by index (e.g. "edited", "failed", "tainted", comma-joined
    /// when several apply); shown in the op column and through KernelStatusRole.
    void setKernelStatus(const QHash<int, QString>& status);
    QString kernelStatus(int kernel) const { return m_status.value(kernel); }

    /// Shows `graph` (null clears); resets the model.
    void setGraph(std::shared_ptr<const GraphModel> graph);
    std::shared_ptr<const GraphModel> graph() const { return m_graph; }

    /// The row of a kernel (column 0), invalid when out of range.
    QModelIndex indexOfKernel(int kernel) const;
    /// The child row of `node` under `kernel`, invalid when the kernel does not fuse it.
    QModelIndex indexOfNode(int kernel, int node) const;
    /// Kernel index of a row (kernel row or one of its children), -1 when invalid.
    int kernelAt(const QModelIndex& index) const;
    /// Node index of a child row, -1 on kernel rows.
    int nodeAt(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const GraphModel> m_graph;
    QHash<int, QString> m_status;
};

} // namespace ks
