#pragma once
// The fusion-groups tree: kernel rows (name, kind, launch config, time, resources) with the
// nodes each fuses as children (name, op, shape). A thin adapter over a GraphModel snapshot;
// reset on new data.

#include "graph/GraphModel.h"

#include <QAbstractItemModel>
#include <memory>

namespace ks {

class FusionTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        OpColumn,
        DetailColumn,
        TimeColumn,
        // The kernels' resources (kernel/resources): Triton's on the GPU target, C++'s vectors.
        RegistersColumn,
        SpillsColumn,
        SharedColumn,
        OccupancyColumn,
        VectorColumn,
        ColumnCount
    };
    enum Role {
        KernelIndexRole = Qt::UserRole + 1, // int: kernel index (kernel and node rows)
        NodeIndexRole,                      // int: node index, -1 on kernel rows
        IsExternRole,                       // bool: library call (kernel and node rows)
        KernelKindRole,                     // QString: "triton", "cpp", "extern"
        KernelStatusRole,                   // QString: "", "edited", "failed", "tainted" ...
        SecondsRole,                        // double: the kernel's time per call (-1: none)
        ShareRole, // double: its share of all kernels' time, 0..1 (-1: not profiled)
        HeatRole,  // double: share relative to the slowest kernel, 0..1 (-1: not profiled)
    };

    /// A kernel's profiled time (docs/profiling.md), shown in the time column.
    struct KernelTime {
        double seconds = 0;
        double share = 0; // of all launches' time
        double heat = 0;  // share / the largest share
        QString text;     // "1.23 ms · 34%"
        QString tip;      // bandwidth, FLOP/s, roofline
        /// Each launch's time text ("3.1 µs · 0.4%"), by launch index: shown on the node rows
        /// of a kernel launched once per block, at the launch that computes the node.
        QStringList launchTexts;
    };

    /// A kernel's compiled resources, shown in the resource columns (-1: not known).
    struct KernelResources {
        int registers = -1;
        int spills = -1;     // Triton's n_spills: local memory words per thread
        int spillBytes = -1; // spill stores, ptxas -v
        qint64 sharedBytes = -1;
        double occupancy = -1; // theoretical, on the target
        QString limitedBy;     // what limits the occupancy ("registers", ...)
        int vectorBits = -1;   // C++: the widest vector registers used (0: scalar)
        int vectorised = -1;   // C++: 1 when packed vector math is there
        QString tip;           // everything, one fact a line
    };

    explicit FusionTreeModel(QObject* parent = nullptr);

    /// Resources of kernels by index (empty: none computed); kept until the next graph.
    void setKernelResources(const QHash<int, KernelResources>& resources);
    bool hasResources() const { return !m_resources.isEmpty(); }
    const QHash<int, KernelResources>& kernelResources() const { return m_resources; }

    /// Status words of kernels by index (e.g. "edited", "failed", "tainted", comma-joined
    /// when several apply); shown in the op column and through KernelStatusRole.
    void setKernelStatus(const QHash<int, QString>& status);
    QString kernelStatus(int kernel) const { return m_status.value(kernel); }

    /// Profiled times of kernels by index (empty: no profile); kept until the next graph.
    void setKernelTimes(const QHash<int, KernelTime>& times);
    bool hasTimes() const { return !m_times.isEmpty(); }
    /// Said after "Time" in the column's header: which run the times are of when they no
    /// longer match the code ("gen 1, older code"); "" for none.
    void setTimesNote(const QString& note);
    QString timesNote() const { return m_timesNote; }

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
    /// Orders the kernel rows (their nodes stay in graph order): by name, kind, launches or
    /// time; column -1 restores the code's order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    /// The kernel shown in `row` (top level), -1 when out of range.
    int kernelOfRow(int row) const { return m_order.value(row, -1); }

private:
    void resetOrder();
    QVariant resourceData(int kernel, int column, int role) const; // FusionTreeResources.cpp
    QVariant resourceSortKey(int kernel, int column) const;

    std::shared_ptr<const GraphModel> m_graph;
    QHash<int, QString> m_status;
    QHash<int, KernelTime> m_times;
    QHash<int, KernelResources> m_resources;
    QString m_timesNote;
    QList<int> m_order; // row -> kernel
    QList<int> m_rowOf; // kernel -> row
};

} // namespace ks
