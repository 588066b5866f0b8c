#pragma once
// The graph pane: draws a GraphLayoutResult (computed off the UI thread by LayoutService) with
// fusion-group regions, module clusters and collapsed modules; zoom, pan, fit, search with
// next/previous, and an overview. Reports clicks and hovers; shows the selection it is given.

#include "GraphItems.h"
#include "graph/GraphModel.h"

#include <QGraphicsView>
#include <QHash>
#include <QSet>
#include <QWidget>
#include <memory>

class QGraphicsScene;
class QLabel;
class QLineEdit;

namespace ks {

class LayoutService;
class GraphCanvas;
class GraphOverview;

class GraphView : public QWidget {
    Q_OBJECT
public:
    /// Graphs with more nodes than this open with every module collapsed.
    static constexpr int kCollapseThreshold = 300;

    explicit GraphView(LayoutService& layouts, QWidget* parent = nullptr);
    ~GraphView() override;

    /// Shows a graph (null clears). Big graphs open collapsed by module.
    void setGraph(std::shared_ptr<const GraphModel> graph);
    std::shared_ptr<const GraphModel> graph() const { return m_graph; }

    /// Modules whose contents are shown (paths); the root is always shown.
    const QSet<QString>& expandedModules() const { return m_expanded; }
    void setExpandedModules(const QSet<QString>& expanded);
    void toggleModule(int module);
    void expandAll();
    void collapseAll();

    /// The selection to show: nodes (and the regions of `kernels`); `reveal` scrolls to it.
    void setSelection(const QList<int>& nodes, const QList<int>& kernels, bool reveal);
    /// A lighter highlight for what the mouse points at elsewhere (empty lists clear it).
    void setHover(const QList<int>& nodes, const QList<int>& kernels);
    const QList<int>& selectedNodes() const { return m_selectedNodes; }
    /// Status words of kernels ("edited", "failed", "tainted"): drawn on their regions.
    void setKernelStatus(const QHash<int, QString>& status);
    /// Nodes drawn with a dashed mark outline (e.g. moved to another kernel); replaces the
    /// earlier marks.
    void setMarkedNodes(const QList<int>& nodes);
    const QList<int>& markedNodes() const { return m_markedNodes; }
    /// The status a kernel's region is drawn with ("" when none or not drawn).
    QString regionStatus(int kernel) const;

    /// The current drawing (null while the first layout runs).
    std::shared_ptr<const GraphLayoutResult> currentLayout() const { return m_layout; }
    bool isLayoutPending() const { return m_pendingRequest != 0; }
    QGraphicsView* canvas() const;
    /// Scene rectangle of the box drawing `node` (its own or its collapsed module's).
    QRectF nodeRect(int node) const;

    /// Search box text -> matching nodes; next/previous move through them.
    void search(const QString& text);
    void nextMatch();
    void previousMatch();
    int matchCount() const { return int(m_matches.size()); }
    void fit();
    void zoomBy(double factor);

Q_SIGNALS:
    void nodeClicked(int node);
    /// A fusion region was clicked outside any node.
    void kernelClicked(int kernel);
    /// The mouse is over `node` (-1: over nothing).
    void nodeHovered(int node);
    /// A new layout is on screen.
    void layoutShown();

private:
    friend class GraphCanvas;
    void requestLayout();
    void showLayout(quint64 requestId, std::shared_ptr<const GraphLayoutResult> layout);
    void applyHighlights();
    void itemClicked(QGraphicsItem* item);
    void itemDoubleClicked(QGraphicsItem* item);
    void itemHovered(QGraphicsItem* item);
    void showMatch();
    /// The overview shows only when part of the graph is out of view.
    void updateOverview();

    LayoutService& m_layouts;
    QString m_tag;
    std::shared_ptr<const GraphModel> m_graph;
    std::shared_ptr<const GraphLayoutResult> m_layout;
    QSet<QString> m_expanded;
    quint64 m_pendingRequest = 0;
    bool m_fitOnShow = true;

    QGraphicsScene* m_scene;
    GraphCanvas* m_canvas;
    GraphOverview* m_overview;
    QLineEdit* m_searchBox;
    QLabel* m_matchLabel;
    QLabel* m_statusLabel;
    GraphPalette m_colours;
    QList<GraphBoxItem*> m_boxes;      // by layout item index
    QHash<int, RegionItem*> m_regions; // by kernel index

    QList<int> m_selectedNodes, m_selectedKernels, m_hoverNodes, m_hoverKernels, m_markedNodes;
    QHash<int, QString> m_kernelStatus;
    QList<int> m_matches;
    int m_matchIndex = -1;
};

} // namespace ks
