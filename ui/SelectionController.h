#pragma once
// Links the panes both ways: a node, kernel or code line selected in one pane is shown in the
// graph, the fusion tree, the code and the details; hover does the same lightly. Keeps
// back/forward history of selections.

#include "graph/GraphModel.h"
#include "maps/SourceMap.h"

#include <QObject>
#include <memory>

class QTreeView;

namespace ks {

class CodeView;
class DetailsPane;
class FusionTreeModel;
class GraphView;

class SelectionController : public QObject {
    Q_OBJECT
public:
    struct Selection {
        enum class Kind { None, Node, Kernel };
        Kind kind = Kind::None;
        int index = -1;
        int launch = -1; // Kind::Kernel: one of its launches (a launch statement), -1 for all
        bool operator==(const Selection&) const = default;
    };

    SelectionController(GraphView& graph, QTreeView& tree, FusionTreeModel& treeModel,
                        CodeView& code, DetailsPane& details, QObject* parent = nullptr);

    /// New data (null clears); history starts over.
    void setGraph(std::shared_ptr<const GraphModel> graph);
    /// The same graph with kernel line ranges of the text now in the code pane (the user's
    /// edited working module); keeps the selection and history.
    void setCodeGraph(std::shared_ptr<const GraphModel> codeGraph);

    void selectNode(int node);
    void selectKernel(int kernel);
    /// Nothing selected (a search that matches nothing); back returns to what was.
    void clearSelection();
    /// A code line: selects the kernel defined there, or the launch there with the nodes it
    /// computes (nothing otherwise).
    void selectLine(int line);
    void hoverNode(int node);
    void hoverKernel(int kernel);
    void hoverLine(int line);

    Selection current() const;
    bool canGoBack() const { return m_position > 0; }
    bool canGoForward() const { return m_position + 1 < m_history.size(); }
    void back();
    void forward();

Q_SIGNALS:
    void historyChanged();

private:
    void push(Selection s, bool scrollCode);
    int launchSelected(const SourceHit& hit) const;
    void apply(const Selection& s, bool scrollCode);
    void onTreeCurrentChanged();

    GraphView& m_graphView;
    QTreeView& m_tree;
    FusionTreeModel& m_treeModel;
    CodeView& m_code;
    DetailsPane& m_details;
    std::shared_ptr<const GraphModel> m_graph;
    SourceMap m_sourceMap;
    QList<Selection> m_history;
    qsizetype m_position = -1;
    bool m_applying = false;
};

} // namespace ks
