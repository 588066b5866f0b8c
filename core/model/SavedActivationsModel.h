#pragma once
// The saved-activations table of a training step: what the forward keeps for the backward
// (name, forward node, shape, dtype, bytes, kind). A thin adapter over a GraphModel snapshot.

#include "graph/GraphModel.h"

#include <QAbstractTableModel>
#include <memory>

namespace ks {

class SavedActivationsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        ForwardColumn,
        ShapeColumn,
        DtypeColumn,
        BytesColumn,
        KindColumn,
        ColumnCount
    };
    enum Role {
        NodeIndexRole = Qt::UserRole + 1, // int: the forward node (-1: not in the graph)
        SortRole, // bytes as a number (activations above parameters and inputs), the text
                  // otherwise
    };

    explicit SavedActivationsModel(QObject* parent = nullptr);

    /// Shows `graph`'s saved activations (none for an inference graph or null); resets.
    void setGraph(std::shared_ptr<const GraphModel> graph);
    /// The row of the value a forward node computes, -1 when it is not saved.
    int rowOfNode(int node) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const GraphModel> m_graph;
    QList<SavedActivation> m_saved;
    QList<int> m_nodes; // per row
};

} // namespace ks
