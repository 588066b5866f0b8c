#include "SelectionController.h"

#include "DetailsPane.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "model/FusionTreeModel.h"

#include <QItemSelectionModel>
#include <QTreeView>

namespace ks {

SelectionController::SelectionController(GraphView& graph, QTreeView& tree,
                                         FusionTreeModel& treeModel, CodeView& code,
                                         DetailsPane& details, QObject* parent)
    : QObject(parent), m_graphView(graph), m_tree(tree), m_treeModel(treeModel), m_code(code),
      m_details(details) {
    connect(&m_graphView, &GraphView::nodeClicked, this, &SelectionController::selectNode);
    connect(&m_graphView, &GraphView::searchMissed, this, &SelectionController::clearSelection);
    connect(&m_graphView, &GraphView::kernelClicked, this, &SelectionController::selectKernel);
    connect(&m_graphView, &GraphView::nodeHovered, this, &SelectionController::hoverNode);
    connect(&m_code, &CodeView::lineClicked, this, &SelectionController::selectLine);
    connect(&m_code, &CodeView::lineHovered, this, &SelectionController::hoverLine);
    connect(m_tree.selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SelectionController::onTreeCurrentChanged);
    m_tree.setMouseTracking(true);
    connect(&m_tree, &QTreeView::entered, this,
            [this](const QModelIndex& index) { hoverKernel(m_treeModel.kernelAt(index)); });
    // The graph draws again after expand/collapse: show the selection on the new drawing.
    connect(&m_graphView, &GraphView::layoutShown, this, [this] {
        if (!m_applying && m_position >= 0)
            apply(m_history[m_position], false);
    });
}

void SelectionController::setGraph(std::shared_ptr<const GraphModel> graph) {
    m_graph = std::move(graph);
    m_sourceMap = m_graph ? SourceMap(m_graph) : SourceMap();
    m_history.clear();
    m_position = -1;
    Q_EMIT historyChanged();
}

void SelectionController::setCodeGraph(std::shared_ptr<const GraphModel> codeGraph) {
    if (codeGraph && m_graph && codeGraph->kernels().size() == m_graph->kernels().size())
        m_sourceMap = SourceMap(std::move(codeGraph));
}

SelectionController::Selection SelectionController::current() const {
    return m_position >= 0 ? m_history[m_position] : Selection{};
}

void SelectionController::selectNode(int node) {
    if (m_graph && node >= 0 && node < m_graph->nodeCount())
        push({Selection::Kind::Node, node}, true);
}

void SelectionController::selectKernel(int kernel) {
    if (m_graph && kernel >= 0 && kernel < m_graph->kernels().size())
        push({Selection::Kind::Kernel, kernel}, true);
}

void SelectionController::clearSelection() {
    if (m_graph && current().kind != Selection::Kind::None)
        push({}, false);
}

int SelectionController::launchSelected(const SourceHit& hit) const {
    // A launch line of a kernel run once per block stands for that block's nodes alone (the
    // lines are the code's: an edit that adds or drops launches leaves only the kernel).
    const auto code = m_sourceMap.graph();
    if (hit.part != SourceHit::Part::Launch || !code)
        return -1;
    return hit.launch < code->kernel(hit.kernel).launchNodes.size() ? hit.launch : -1;
}

void SelectionController::selectLine(int line) {
    if (!m_graph)
        return;
    const SourceHit hit = m_sourceMap.hitAt(line);
    if (hit.isValid()) // the user is looking at the code: no scrolling
        push({Selection::Kind::Kernel, hit.kernel, launchSelected(hit)}, false);
}

void SelectionController::push(Selection s, bool scrollCode) {
    if (m_applying)
        return;
    if (m_position >= 0 && m_history[m_position] == s) {
        apply(s, scrollCode);
        return;
    }
    m_history.resize(m_position + 1);
    m_history.append(s);
    m_position = m_history.size() - 1;
    apply(s, scrollCode);
    Q_EMIT historyChanged();
}

void SelectionController::back() {
    if (!canGoBack())
        return;
    --m_position;
    apply(m_history[m_position], true);
    Q_EMIT historyChanged();
}

void SelectionController::forward() {
    if (!canGoForward())
        return;
    ++m_position;
    apply(m_history[m_position], true);
    Q_EMIT historyChanged();
}

void SelectionController::apply(const Selection& s, bool scrollCode) {
    if (!m_graph)
        return;
    m_applying = true;
    QList<int> nodes, kernels;
    QList<LineRange> ranges;
    QModelIndex treeIndex;
    if (s.kind == Selection::Kind::Node) {
        // A training step: the node across the partition (forward <-> backward) shows too.
        nodes = QList<int>{s.index} + m_graph->linkedNodes(s.index);
        kernels = m_graph->kernelsOfNode(s.index);
        ranges = m_sourceMap.rangesOfNode(s.index);
        if (!kernels.isEmpty())
            treeIndex = m_treeModel.indexOfNode(kernels.first(), s.index);
        m_details.showNode(s.index);
    } else if (s.kind == Selection::Kind::Kernel) {
        nodes = m_graph->kernel(s.index).nodesOfLaunch(s.launch);
        kernels = {s.index};
        ranges = s.launch >= 0 ? m_sourceMap.rangesOfLaunch(s.index, s.launch)
                               : m_sourceMap.rangesOfKernel(s.index);
        treeIndex = m_treeModel.indexOfKernel(s.index);
        m_details.showKernel(s.index, s.launch);
    } else {
        m_details.showMessage(QString());
    }
    m_graphView.setSelection(nodes, kernels, true);
    m_code.setSelectedRanges(ranges);
    if (scrollCode && !ranges.isEmpty())
        m_code.revealLine(ranges.first().start);
    if (treeIndex.isValid()) {
        m_tree.expand(treeIndex.parent());
        m_tree.selectionModel()->setCurrentIndex(treeIndex, QItemSelectionModel::ClearAndSelect |
                                                                QItemSelectionModel::Rows);
        m_tree.scrollTo(treeIndex);
    } else {
        m_tree.selectionModel()->clearSelection();
    }
    m_applying = false;
}

void SelectionController::onTreeCurrentChanged() {
    if (m_applying)
        return;
    const QModelIndex index = m_tree.selectionModel()->currentIndex();
    const int node = m_treeModel.nodeAt(index);
    if (node >= 0)
        selectNode(node);
    else
        selectKernel(m_treeModel.kernelAt(index));
}

void SelectionController::hoverNode(int node) {
    if (!m_graph || node < 0) {
        m_graphView.setHover({}, {});
        m_code.setHoverRanges({});
        return;
    }
    m_graphView.setHover({node}, m_graph->kernelsOfNode(node));
    m_code.setHoverRanges(m_sourceMap.rangesOfNode(node));
}

void SelectionController::hoverKernel(int kernel) {
    if (!m_graph || kernel < 0 || kernel >= m_graph->kernels().size()) {
        m_graphView.setHover({}, {});
        m_code.setHoverRanges({});
        return;
    }
    m_graphView.setHover(m_graph->kernel(kernel).nodes, {kernel});
    m_code.setHoverRanges(m_sourceMap.rangesOfKernel(kernel));
}

void SelectionController::hoverLine(int line) {
    if (!m_graph || line < 0) {
        m_graphView.setHover({}, {});
        return;
    }
    const SourceHit hit = m_sourceMap.hitAt(line);
    if (hit.isValid())
        m_graphView.setHover(m_graph->kernel(hit.kernel).nodesOfLaunch(launchSelected(hit)),
                             {hit.kernel});
    else
        m_graphView.setHover({}, {});
}

} // namespace ks
