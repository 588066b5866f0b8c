#pragma once
// The Training pane of a training-step project: what the forward saves for the backward
// (a table with the total), which forward nodes the backward computes again, and the
// partitioner's steering (its memory budget, save / recompute per forward node) that a
// regenerate applies. Empty for an inference project.

#include "graph/GraphModel.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>
#include <memory>

class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;
class QToolButton;

namespace ks {

class SavedActivationsModel;

class TrainingPanel : public QWidget {
    Q_OBJECT
public:
    explicit TrainingPanel(QWidget* parent = nullptr);

    /// Shows `graph`'s training step (null or an inference graph: a note saying there is
    /// none). The steering starts from the generation's partitioner settings.
    void setGraph(std::shared_ptr<const GraphModel> graph);
    bool isTraining() const { return m_graph && m_graph->training(); }

    /// The forward nodes the graph marks: those the backward computes again, and the backward
    /// nodes that recompute them.
    QList<int> recomputedNodes() const;

    /// Save or recompute forward node `name` in the next regenerate ("" gives the choice back
    /// to the partitioner).
    void setPolicy(const QString& name, const QString& choice);
    QHash<QString, QString> policy() const { return m_policy; }
    void setMemoryBudget(double budget);
    double memoryBudget() const;
    /// The export params a regenerate uses: `activationMemoryBudget` and `recompute`
    /// (kernel-studio.toml's [compiler] activation_memory_budget and recompute), each where it
    /// is set here or in the current generation.
    QJsonObject overrides() const;
    /// Whether the steering differs from the current generation's.
    bool differs() const;
    /// While a regenerate runs: its button off.
    void setBusy(bool busy);
    /// Why Regenerate is off ("": it is not), e.g. an untrusted project's folder.
    void setRunBlocked(const QString& why);
    /// The save / recompute entries of the graph's menu of `node` (forward ops only).
    void addNodeActions(QMenu* menu, int node);
    /// Whether the graph draws the backward open (else folded into one box): the toggle
    /// follows the graph (Fit may fold it) without asking for a change.
    void setBackwardShown(bool shown);

    QTableView* savedTable() const { return m_table; }
    QListWidget* recomputedList() const { return m_recomputed; }
    QGroupBox* recomputedBox() const { return m_recomputedBox; }
    QTableWidget* policyTable() const { return m_policyTable; }
    QLabel* totalLabel() const { return m_total; }
    QPushButton* regenerateButton() const { return m_regenerate; }

Q_SIGNALS:
    /// A saved value or a recomputed node was clicked: its forward node.
    void nodeActivated(int node);
    void regenerateRequested(const QJsonObject& overrides);
    /// The backward shown open or folded (the graph's "Backward" toggle).
    void backwardShownChanged(bool shown);
    /// The pane wants to be seen (a policy was set from the graph).
    void revealRequested();

private:
    void fillPolicy();
    void updateState();

    std::shared_ptr<const GraphModel> m_graph;
    QHash<QString, QString> m_policy;
    bool m_busy = false;
    QString m_blocked;
    QLabel* m_summary;
    SavedActivationsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_total;
    QListWidget* m_recomputed;
    QGroupBox* m_recomputedBox;
    QDoubleSpinBox* m_budget;
    QTableWidget* m_policyTable;
    QLabel* m_state;
    QPushButton* m_regenerate;
    QToolButton* m_backward;
};

} // namespace ks
