#pragma once
// The graph pane: draws a GraphLayoutResult (computed off the UI thread by LayoutService) with
// fusion-group regions, module clusters and collapsed modules; zoom, pan, fit, search with
// next/previous, and an overview. Reports clicks and hovers; shows the selection it is given.

#include "GraphItems.h"
#include "graph/GraphModel.h"

#include <QGraphicsView>
#include <QHash>
#include <QSet>
#include <QTransform>
#include <QWidget>
#include <functional>
#include <memory>

class QComboBox;
class QGraphicsScene;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QMenu;
class QToolButton;

namespace ks {

class LayoutService;
class GraphCanvas;
class GraphOverview;

class GraphView : public QWidget {
    Q_OBJECT
public:
    /// A graph opens at the deepest level of module expansion drawing at most this many boxes.
    static constexpr int kOpenItems = 150;
    /// Below this scale Fit collapses modules (where that helps) instead of drawing specks.
    static constexpr double kFitFloor = 0.2;
    /// ...unless that would leave fewer boxes than this (one box for a whole model says little).
    static constexpr int kFitMinItems = 10;

    /// Where keyboard navigation moves: along the data flow (up to a producer, down to a
    /// consumer), sideways to the next box of the same rank, into a collapsed module
    /// (expands it) or out of the current module (collapses it).
    enum class Step { Up, Down, Left, Right, Into, Out };

    explicit GraphView(LayoutService& layouts, QWidget* parent = nullptr);
    ~GraphView() override;

    /// Shows a graph (null clears). Big graphs open collapsed by module; a graph read from the
    /// same file as the one shown (a regenerate) keeps the modules and groups that were open.
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
    /// Colours kernels' regions by profiled time: kernel -> its share of all kernels' time
    /// (the slowest is the hottest), and the time text shown after each name; a collapsed
    /// module's box by the time of the kernels inside it. Empty: the kernels' own colours.
    /// `launchShares`: kernel -> each launch's share (by launch number), for kernels launched
    /// more than once: where the drawing has a piece per launch (a kernel run once per
    /// block), each piece is coloured by its own launch's time, all pieces on one scale.
    /// `launchTimes`: kernel -> each launch's time text, on that launch's pieces.
    void setKernelHeat(const QHash<int, double>& shares, const QHash<int, QString>& times,
                       const QHash<int, QList<double>>& launchShares = {},
                       const QHash<int, QStringList>& launchTimes = {});
    /// Colours kernels' regions by a figure other than time (GraphViewHeat.cpp): kernel -> its
    /// heat, 0..1 (1: the worst: most registers, most spills, lowest occupancy), and the text
    /// shown after each name; a collapsed module's box by its hottest kernel. Empty clears.
    void setKernelMetric(const QHash<int, double>& heat, const QHash<int, QString>& texts);
    /// What the "Colour by" box offers, as (key, label) pairs after "none" (always first). The
    /// current choice stays when it is still offered, else it becomes "none".
    void setColourChoices(const QList<QPair<QString, QString>>& choices);
    /// The chosen colouring's key ("none", "time", "registers", ...).
    QString colourBy() const;
    /// Chooses a colouring (one of the choices); emits colourByChanged when it changes.
    void setColourBy(const QString& key);
    /// The legend over the graph: what the colours mean, from the cool end to the hot one
    /// ("Registers", "16", "255"). An empty title hides it.
    void setColourLegend(const QString& title, const QString& cool, const QString& hot);
    /// The legend as shown (plain text; "" when hidden).
    QString colourLegendText() const;
    /// The heat a kernel's region is drawn with, 0..1 (-1: none or not drawn).
    double regionHeat(int kernel) const;
    /// The heat of each piece of a kernel's region (empty: none, or all in regionHeat).
    QList<double> regionPieceHeats(int kernel) const;
    /// The label of each piece of a kernel's region as drawn (empty: not drawn).
    QStringList regionPieceLabels(int kernel) const;
    /// The share of the kernels' time spent in module `module`'s nodes (-1: no profile).
    double moduleShare(int module) const;
    /// The status a kernel's region is drawn with ("" when none or not drawn).
    QString regionStatus(int kernel) const;

    /// The current drawing (null while the first layout runs).
    std::shared_ptr<const GraphLayoutResult> currentLayout() const { return m_layout; }
    bool isLayoutPending() const { return m_pendingRequest != 0; }
    /// The line under the graph: what is drawn, what is being laid out, or why a layout failed.
    QString statusText() const;
    /// Stops the layout being computed (a big one runs Graphviz in the layout helper, killed here)
    /// and goes back to the modules and options of the drawing on screen.
    void stopLayout();
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

    /// Parameters, buffers and constants drawn inside their consumers (default) or as boxes.
    void setFoldWeights(bool fold);
    bool foldWeights() const { return m_options.foldState; }
    /// Each kernel's nodes laid out together as a rectangle (default), or placed freely.
    void setGroupByKernel(bool group);
    bool groupByKernel() const { return m_options.kernelClusters; }
    /// The options the drawing is laid out with.
    const LayoutOptions& options() const { return m_options; }

    /// Moves the keyboard focus (the selected node, or a collapsed module box) one step.
    void navigate(Step step);
    /// The layout item with the keyboard focus (-1 when none).
    int focusItem() const { return m_focusItem; }
    /// Zoomed out, kernel tags that would cover a bigger kernel's tag are hidden (as a map
    /// drops colliding labels); runs when the scale changes.
    void placeTags();

    /// How the project lowers each op ("aten.gelu.default" -> keep, decompose, custom; absent:
    /// the default) and the nodes to materialise: the node menu checks what is in effect.
    void setCompilerChoices(const QHash<QString, QString>& opSettings,
                            const QStringList& materialized);
    /// The context menu of an op node (null for inputs, weights, outputs and non-aten ops):
    /// keep the op whole, decompose it, write a custom decomposition, materialise the value.
    /// The caller owns it.
    QMenu* nodeMenu(int node, QWidget* parent = nullptr);
    /// Adds a feature's entries to nodeMenu (a training step's save / recompute), after the
    /// compiler's.
    void setNodeMenuExtension(std::function<void(QMenu*, int node)> extend) {
        m_nodeMenuExtension = std::move(extend);
    }
    /// The context menu of a collapsed module's box: open it, open everything inside it,
    /// close the module around it. The caller owns it.
    QMenu* moduleMenu(int module, QWidget* parent = nullptr);

Q_SIGNALS:
    void nodeClicked(int node);
    /// The search text matches nothing: what an earlier keystroke selected is not a match.
    void searchMissed();
    /// A fusion region was clicked outside any node.
    void kernelClicked(int kernel);
    /// A message for the status bar (e.g. Fit collapsed modules to stay readable).
    void message(const QString& text);
    /// The mouse is over `node` (-1: over nothing).
    void nodeHovered(int node);
    /// A new layout is on screen.
    void layoutShown();
    /// From the node menu: lower `op` as `setting` (default, keep, decompose, custom).
    void decompositionRequested(const QString& op, const QString& setting);
    /// From the node menu: keep node `name`'s value in memory (no fusion across it), or not.
    void materializeRequested(const QString& name, bool on);
    /// The user chose another colouring in the "Colour by" box.
    void colourByChanged(const QString& key);

private:
    friend class GraphCanvas;
    void requestLayout();
    void showLayout(quint64 requestId, std::shared_ptr<const GraphLayoutResult> layout);
    void applyHighlights();
    /// The "Colour by" box in `bar` and the legend over the canvas (GraphViewHeat.cpp).
    void addColourControls(QHBoxLayout* bar);
    /// Redraws the regions, their texts and the modules' boxes from the heat members.
    void applyKernelHeat();
    /// Fills the collapsed modules' boxes by the share of time inside them.
    void applyModuleHeat();
    /// Each piece's heat (setKernelHeat's launch shares); empty where they add nothing.
    QList<double> pieceHeats(const LayoutRegion& region) const;
    void itemClicked(QGraphicsItem* item);
    void itemDoubleClicked(QGraphicsItem* item);
    void itemHovered(QGraphicsItem* item);
    void itemMenu(QGraphicsItem* item, const QPoint& globalPos);
    void showMatch();
    /// The overview shows only when part of the graph is out of view.
    void updateOverview();
    /// The canvas changed size (a dock resized, the window laid out): Fit again if fitted.
    void canvasResized();
    /// The item a navigation step starts from (focus, else the first selected node's box).
    int navigationStart() const;
    void focusOn(int item);

    LayoutService& m_layouts;
    QString m_tag;
    std::shared_ptr<const GraphModel> m_graph;
    std::shared_ptr<const GraphLayoutResult> m_layout;
    QSet<QString> m_expanded;
    LayoutOptions m_options;
    quint64 m_pendingRequest = 0;
    bool m_fitOnShow = true;
    /// The view shows the drawing as Fit left it: a resized pane fits again (until a zoom).
    bool m_atFit = false;
    QTransform m_fitTransform; // the scale Fit chose (another one: the user zoomed since)
    int m_focusItem = -1;
    /// After an Into/Out step: the module whose box or first node takes the focus next layout.
    int m_focusModuleAfterLayout = -1;
    bool m_focusInside = false;
    QList<int> m_stepChoices; // the items of the last up/down step, for Left/Right

    QGraphicsScene* m_scene;
    GraphCanvas* m_canvas;
    GraphOverview* m_overview;
    QLineEdit* m_searchBox;
    QLabel* m_matchLabel;
    QLabel* m_statusLabel;
    GraphPalette m_colours;
    QList<GraphBoxItem*> m_boxes;      // by layout item index
    QHash<int, RegionItem*> m_regions; // by kernel index
    QList<RegionLabelItem*> m_labels;
    double m_tagsPlacedAt = -1; // the scale placeTags ran for
    QToolButton* m_weightsButton = nullptr;
    QToolButton* m_stopButton = nullptr;
    QSet<QString> m_shownExpanded; // what the drawing on screen was laid out for
    LayoutOptions m_shownOptions;
    QToolButton* m_kernelsButton = nullptr;

    QList<int> m_selectedNodes, m_selectedKernels, m_hoverNodes, m_hoverKernels, m_markedNodes;
    QHash<int, QString> m_kernelStatus;
    QHash<int, double> m_kernelHeat;
    QHash<int, double> m_kernelShare;
    QHash<int, QList<double>> m_launchShare;
    QHash<int, QStringList> m_launchTimes;
    QHash<int, double> m_moduleShare;
    QHash<int, QString> m_kernelTimes;
    bool m_moduleByHottest = false; // module boxes by their hottest kernel, not summed time
    QComboBox* m_colourBox = nullptr;
    QLabel* m_legend = nullptr;
    QString m_legendTitle;
    QList<int> m_matches;
    int m_matchIndex = -1;
    QHash<QString, QString> m_opSettings;
    QStringList m_materialized;
    std::function<void(QMenu*, int)> m_nodeMenuExtension;
};

} // namespace ks
