#include "GraphView.h"

#include "graph/LayoutService.h"
#include "profile/HeatBar.h"

#include <QContextMenuEvent>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <atomic>
#include <optional>

namespace ks {

/// The zoomable, pannable view; forwards clicks and hovers to GraphView.
class GraphCanvas : public QGraphicsView {
public:
    GraphCanvas(QGraphicsScene* scene, GraphView* owner) : QGraphicsView(scene), m_owner(owner) {
        setObjectName(QStringLiteral("graphCanvas"));
        setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        setDragMode(QGraphicsView::ScrollHandDrag);
        setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
        setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
        setMouseTracking(true);
        setOptimizationFlags(QGraphicsView::DontSavePainterState);
    }

protected:
    void wheelEvent(QWheelEvent* event) override {
        const double steps = event->angleDelta().y() / 120.0;
        m_owner->zoomBy(std::pow(1.2, steps));
        event->accept();
    }
    void mousePressEvent(QMouseEvent* event) override {
        m_pressPos = event->pos();
        QGraphicsView::mousePressEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent* event) override {
        QGraphicsView::mouseReleaseEvent(event);
        if ((event->pos() - m_pressPos).manhattanLength() < 4 && event->button() == Qt::LeftButton)
            m_owner->itemClicked(itemAt(event->pos()));
    }
    void mouseDoubleClickEvent(QMouseEvent* event) override {
        m_owner->itemDoubleClicked(itemAt(event->pos()));
    }
    void mouseMoveEvent(QMouseEvent* event) override {
        QGraphicsView::mouseMoveEvent(event);
        if (!(event->buttons() & Qt::LeftButton))
            m_owner->itemHovered(itemAt(event->pos()));
    }
    void leaveEvent(QEvent* event) override {
        QGraphicsView::leaveEvent(event);
        m_owner->itemHovered(nullptr);
    }
    void contextMenuEvent(QContextMenuEvent* event) override {
        m_owner->itemMenu(itemAt(event->pos()), event->globalPos());
        event->accept();
    }
    void keyPressEvent(QKeyEvent* event) override {
        using Step = GraphView::Step;
        std::optional<Step> step;
        switch (event->key()) {
        case Qt::Key_Up:
            step = Step::Up;
            break;
        case Qt::Key_Down:
            step = Step::Down;
            break;
        case Qt::Key_Left:
            step = Step::Left;
            break;
        case Qt::Key_Right:
            step = Step::Right;
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            step = Step::Into;
            break;
        case Qt::Key_Backspace:
            step = Step::Out;
            break;
        default:
            break;
        }
        if (!step || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier) ||
            !m_owner->currentLayout()) {
            QGraphicsView::keyPressEvent(event);
            return;
        }
        m_owner->navigate(*step);
        event->accept();
    }
    void scrollContentsBy(int dx, int dy) override;
    void paintEvent(QPaintEvent* event) override {
        m_owner->placeTags();
        QGraphicsView::paintEvent(event);
    }
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        m_owner->canvasResized();
    }

private:
    GraphView* m_owner;
    QPoint m_pressPos;
};

/// A small overview of the whole graph with the visible area outlined; click to move there.
class GraphOverview : public QGraphicsView {
public:
    GraphOverview(QGraphicsScene* scene, QGraphicsView* main) : QGraphicsView(scene), m_main(main) {
        setObjectName(QStringLiteral("graphOverview"));
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setInteractive(false);
        setFixedSize(180, 140);
        setFrameShape(QFrame::Box);
    }
    void refit() {
        if (scene())
            fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
        viewport()->update();
    }

protected:
    void drawForeground(QPainter* painter, const QRectF&) override {
        const QRectF visible = m_main->mapToScene(m_main->viewport()->rect()).boundingRect();
        QPen pen(palette().color(QPalette::Highlight), 2);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(visible);
    }
    void mousePressEvent(QMouseEvent* event) override {
        m_main->centerOn(mapToScene(event->pos()));
    }
    void mouseMoveEvent(QMouseEvent* event) override {
        if (event->buttons() & Qt::LeftButton)
            m_main->centerOn(mapToScene(event->pos()));
    }
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        refit();
    }

private:
    QGraphicsView* m_main;
};

void GraphCanvas::scrollContentsBy(int dx, int dy) {
    QGraphicsView::scrollContentsBy(dx, dy);
    m_owner->updateOverview();
}

void GraphView::canvasResized() {
    // Still as Fit left it (a zoom set from outside, e.g. --graph-zoom, is the user's too).
    if (m_atFit && m_layout && !m_pendingRequest && m_canvas->transform() == m_fitTransform)
        fit();
    else
        updateOverview();
}

void GraphView::updateOverview() {
    if (!m_layout) {
        m_overview->hide();
        return;
    }
    const QRectF visible = m_canvas->mapToScene(m_canvas->viewport()->rect()).boundingRect();
    const bool partial = !visible.contains(m_layout->bounds);
    if (partial) {
        // At most a quarter of the pane's width and a third of its height (180x140 at most):
        // on a small window the map must not hide the graph it maps.
        const int width = std::clamp(m_canvas->width() / 4, 90, 180);
        const int height = std::min(width * 7 / 9, std::max(m_canvas->height() / 3, 60));
        if (m_overview->size() != QSize(width, height))
            m_overview->setFixedSize(width, height);
        m_overview->move(m_canvas->width() - m_overview->width() - 6,
                         m_canvas->height() - m_overview->height() - 6);
        m_overview->refit();
    }
    m_overview->setVisible(partial);
    m_overview->viewport()->update();
}

namespace {
std::atomic<int> g_viewCounter{0};
} // namespace

GraphView::GraphView(LayoutService& layouts, QWidget* parent)
    : QWidget(parent), m_layouts(layouts),
      m_tag(QStringLiteral("graph-view-%1").arg(g_viewCounter.fetch_add(1))),
      m_scene(new QGraphicsScene(this)), m_canvas(new GraphCanvas(m_scene, this)),
      m_overview(new GraphOverview(m_scene, m_canvas)), m_searchBox(new QLineEdit(this)),
      m_matchLabel(new QLabel(this)), m_statusLabel(new QLabel(this)),
      m_colours(GraphPalette::fromPalette(palette())) {
    setObjectName(QStringLiteral("graphView"));
    m_scene->setBackgroundBrush(m_colours.base);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    m_searchBox->setObjectName(QStringLiteral("graphSearch"));
    m_searchBox->setPlaceholderText(tr("Find node, op or kernel…"));
    m_searchBox->setClearButtonEnabled(true);
    auto button = [this, bar](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        connect(b, &QToolButton::clicked, this, slot);
        bar->addWidget(b);
        return b;
    };
    bar->addWidget(m_searchBox, 1);
    button(QStringLiteral("▲"), tr("Previous match (Shift+F3)"), [this] { previousMatch(); });
    button(QStringLiteral("▼"), tr("Next match (F3)"), [this] { nextMatch(); });
    bar->addWidget(m_matchLabel);
    button(tr("Fit"), tr("Fit the graph in the view"), [this] { fit(); });
    button(QStringLiteral("+"), tr("Zoom in"), [this] { zoomBy(1.25); });
    button(QStringLiteral("−"), tr("Zoom out"), [this] { zoomBy(0.8); });
    button(tr("Expand all"),
           tr("Show every module's contents (groups of ops stay folded: open them one by one)"),
           [this] { expandAll(); });
    button(tr("Collapse"), tr("Collapse every module"), [this] { collapseAll(); });
    m_weightsButton = button(tr("Weights"),
                             tr("Draw parameters and buffers as boxes of their own (off: inside "
                                "the node that uses them)"),
                             [this] { setFoldWeights(!m_weightsButton->isChecked()); });
    m_weightsButton->setObjectName(QStringLiteral("graphWeightsButton"));
    m_weightsButton->setCheckable(true);
    m_kernelsButton =
        button(tr("Group kernels"), tr("Lay out each kernel's nodes together, as one rectangle"),
               [this] { setGroupByKernel(m_kernelsButton->isChecked()); });
    m_kernelsButton->setObjectName(QStringLiteral("graphKernelsButton"));
    m_kernelsButton->setCheckable(true);
    m_kernelsButton->setChecked(true);
    addColourControls(bar);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);
    m_statusLabel->setContentsMargins(6, 2, 6, 2);
    m_statusLabel->setObjectName(QStringLiteral("graphStatus"));
    // A long message (a failed layout names a path) wraps rather than widening the pane.
    m_statusLabel->setWordWrap(true);
    // Stop: a layout running long (a level of thousands of boxes) is killed, the drawing
    // before it stays.
    m_stopButton = new QToolButton(this);
    m_stopButton->setObjectName(QStringLiteral("graphStopLayout"));
    m_stopButton->setText(tr("Stop"));
    m_stopButton->setToolTip(tr("Stop this layout and keep the drawing shown before it"));
    m_stopButton->setAutoRaise(true);
    m_stopButton->hide();
    connect(m_stopButton, &QToolButton::clicked, this, &GraphView::stopLayout);
    auto* statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 4, 0);
    statusRow->addWidget(m_statusLabel, 1);
    statusRow->addWidget(m_stopButton);
    layout->addLayout(statusRow);
    // The overview floats over the canvas's bottom-right corner.
    m_overview->setParent(m_canvas);
    m_overview->hide();

    connect(m_searchBox, &QLineEdit::textChanged, this, &GraphView::search);
    connect(m_searchBox, &QLineEdit::returnPressed, this, &GraphView::nextMatch);
    connect(
        &m_layouts, &LayoutService::finished, this,
        [this](quint64 id, const QString& tag, std::shared_ptr<const GraphLayoutResult> result) {
            if (tag == m_tag)
                showLayout(id, std::move(result));
        },
        Qt::QueuedConnection);
}

GraphView::~GraphView() {
    m_layouts.cancel(m_tag);
    // The canvas calls back into this view when it scrolls. Left to QWidget's destructor, the
    // scene (an older child) would go first and detach from the canvas, which rescrolls it
    // into updateOverview() on a GraphView whose members are already destroyed.
    delete m_canvas;
}

QString GraphView::statusText() const {
    return m_statusLabel->text();
}

QGraphicsView* GraphView::canvas() const {
    return m_canvas;
}

void GraphView::setGraph(std::shared_ptr<const GraphModel> graph) {
    const QString previousOrigin = m_graph ? m_graph->origin() : QString();
    const QSet<QString> previousExpanded = m_expanded;
    m_graph = std::move(graph);
    m_kernelStatus.clear();
    m_markedNodes.clear();
    m_expanded.clear();
    m_selectedNodes.clear();
    m_selectedKernels.clear();
    m_hoverNodes.clear();
    m_hoverKernels.clear();
    m_matches.clear();
    m_matchIndex = -1;
    m_searchBox->clear(); // a search of the previous graph
    m_matchLabel->clear();
    m_fitOnShow = true;
    m_focusItem = -1;
    m_focusModuleAfterLayout = -1;
    m_stepChoices.clear();
    if (m_graph && !previousOrigin.isEmpty() && m_graph->origin() == previousOrigin) {
        // The same file again (a regenerate, the project opened again): what was open stays
        // open where it still exists. Modules and groups of ops are keyed by path, and a
        // group's path is its range of ops, the same for the same graph.
        for (const QString& path : previousExpanded)
            if (m_graph->moduleIndex(path) > 0)
                m_expanded.insert(path);
        m_fitOnShow = false; // and the view stays where the user had it (Fit would close them)
    } else if (m_graph) {
        m_expanded = GraphLayout::readableExpansion(*m_graph, kOpenItems, m_options);
    }
    requestLayout();
}

void GraphView::setFoldWeights(bool fold) {
    m_weightsButton->setChecked(!fold);
    if (m_options.foldState == fold)
        return;
    m_options.foldState = fold;
    requestLayout();
}

void GraphView::setGroupByKernel(bool group) {
    m_kernelsButton->setChecked(group);
    if (m_options.kernelClusters == group)
        return;
    m_options.kernelClusters = group;
    requestLayout();
}

void GraphView::setExpandedModules(const QSet<QString>& expanded) {
    m_expanded = expanded;
    requestLayout();
}

void GraphView::toggleModule(int module) {
    if (!m_graph || module <= 0 || module >= m_graph->modules().size())
        return;
    const QString path = m_graph->module(module).path;
    if (m_expanded.contains(path))
        m_expanded.remove(path);
    else
        m_expanded.insert(path);
    requestLayout();
}

void GraphView::expandAll() {
    if (!m_graph)
        return;
    // Every nn.Module; the groups of ops the user opened stay open, the others folded (all of
    // them open would be the flat level again).
    QSet<QString> expanded = GraphLayout::allModules(*m_graph, false);
    for (const QString& path : std::as_const(m_expanded)) {
        const int m = m_graph->moduleIndex(path);
        if (m > 0 && m_graph->module(m).synthetic)
            expanded.insert(path);
    }
    setExpandedModules(expanded);
}

void GraphView::collapseAll() {
    setExpandedModules({});
}

void GraphView::requestLayout() {
    if (!m_graph) {
        m_layouts.cancel(m_tag);
        m_pendingRequest = 0;
        m_layout.reset();
        m_scene->clear();
        m_boxes.clear();
        m_regions.clear();
        m_labels.clear();
        m_overview->hide();
        m_statusLabel->setText(tr("No graph"));
        return;
    }
    const int boxes = GraphLayout::itemCount(*m_graph, m_expanded, m_options);
    m_statusLabel->setText(tr("Laying out %1 boxes (%2 nodes)…")
                               .arg(QLocale().toString(boxes))
                               .arg(QLocale().toString(m_graph->nodeCount())));
    m_pendingRequest = m_layouts.request(m_tag, m_graph, m_expanded, m_options);
    // Only a layout in the helper can be stopped (the small ones take milliseconds), back
    // to a drawing of this graph.
    m_stopButton->setVisible(m_pendingRequest != 0 && m_layout &&
                             m_layout->graphId == m_graph->id() &&
                             boxes > LayoutService::kProcessAbove);
}

void GraphView::stopLayout() {
    if (!m_pendingRequest)
        return;
    m_layouts.cancel(m_tag);
    m_pendingRequest = 0;
    m_stopButton->hide();
    // Back to what the drawing on screen shows.
    m_expanded = m_shownExpanded;
    m_options = m_shownOptions;
    m_weightsButton->setChecked(!m_options.foldState);
    m_kernelsButton->setChecked(m_options.kernelClusters);
    m_statusLabel->setText(tr("Layout stopped; the drawing before it is shown"));
}

void GraphView::showLayout(quint64 requestId, std::shared_ptr<const GraphLayoutResult> layout) {
    if (requestId != m_layouts.latestRequest(m_tag) || !m_graph || layout->graphId != m_graph->id())
        return; // stale
    m_pendingRequest = 0;
    m_stopButton->hide();
    if (!layout->ok()) {
        // The drawing shown stays, and so does what it shows: the next click opens or closes
        // a module from there, as after Stop.
        if (m_layout && m_layout->graphId == m_graph->id()) {
            m_expanded = m_shownExpanded;
            m_options = m_shownOptions;
            m_weightsButton->setChecked(!m_options.foldState);
            m_kernelsButton->setChecked(m_options.kernelClusters);
            m_statusLabel->setText(
                tr("Layout failed: %1. The drawing before it is shown.").arg(layout->error));
        } else {
            m_statusLabel->setText(tr("Layout failed: %1").arg(layout->error));
        }
        return;
    }
    m_shownExpanded = m_expanded;
    m_shownOptions = m_options;
    const QPointF keepCenter = m_canvas->mapToScene(m_canvas->viewport()->rect().center());
    m_layout = std::move(layout);
    m_scene->clear();
    m_boxes.clear();
    m_regions.clear();
    m_labels.clear();
    m_tagsPlacedAt = -1;
    m_scene->setSceneRect(m_layout->bounds.adjusted(-20, -20, 20, 20));

    for (const auto& cluster : m_layout->clusters) {
        auto* item = new ClusterItem(cluster, m_colours);
        QList<QRectF> inner, boxes;
        for (const auto& other : m_layout->clusters)
            if (other.module != cluster.module && cluster.rect.contains(other.rect))
                inner << other.rect;
        for (const auto& box : m_layout->items)
            if (cluster.rect.intersects(box.rect()))
                boxes << box.rect();
        item->setInner(std::move(inner), std::move(boxes));
        m_scene->addItem(item);
    }
    for (const auto& region : m_layout->regions) {
        const Kernel& k = m_graph->kernel(region.kernel);
        auto* item = new RegionItem(region, m_colours.kernelColour(region.kernel), k.isExtern());
        item->setToolTip(
            QStringLiteral("%1\n%2 (%3)").arg(k.label, k.name, kernelKindName(k.kind)));
        auto* label = new RegionLabelItem(region, k.label.isEmpty() ? k.name : k.label, m_colours);
        label->setDrawingBounds(m_layout->bounds);
        label->setToolTip(item->toolTip());
        item->setLabelItem(label);
        item->setStatus(m_kernelStatus.value(region.kernel));
        item->setHeat(m_kernelHeat.value(region.kernel, -1.0));
        item->setPieceHeats(pieceHeats(region));
        label->setTimeText(m_kernelTimes.value(region.kernel));
        label->setLaunchTimeTexts(m_launchTimes.value(region.kernel));
        if (m_kernelTimes.contains(region.kernel))
            item->setToolTip(item->toolTip() + QStringLiteral("\n") +
                             m_kernelTimes.value(region.kernel));
        label->setToolTip(item->toolTip());
        item->setEmphasis(0);
        m_scene->addItem(item);
        m_scene->addItem(label);
        m_labels << label;
        m_regions.insert(region.kernel, item);
    }
    QPen edgePen(m_colours.edge, 1.0);
    edgePen.setCosmetic(true);
    for (const auto& edge : m_layout->edges) {
        auto* item = m_scene->addPath(edgePath(edge), edgePen);
        item->setZValue(1.5);
    }
    for (int i = 0; i < m_layout->items.size(); ++i) {
        const LayoutItem& li = m_layout->items[i];
        QColor fill = m_colours.opFill;
        if (li.type == LayoutItem::Type::Module) {
            fill = m_colours.moduleFill;
        } else {
            switch (m_graph->node(li.index).kind) {
            case NodeKind::Input:
                fill = m_colours.inputFill;
                break;
            case NodeKind::Parameter:
            case NodeKind::Buffer:
            case NodeKind::Constant:
                fill = m_colours.stateFill;
                break;
            case NodeKind::Output:
                fill = m_colours.outputFill;
                break;
            case NodeKind::Op:
                break;
            }
        }
        auto* box = new GraphBoxItem(li, i, fill, m_colours);
        if (!li.folded.isEmpty()) {
            QStringList tip{li.label.value(0), li.label.value(1)};
            for (int n : li.folded)
                tip << QStringLiteral("%1: %2").arg(m_graph->node(n).stateTarget.isEmpty()
                                                        ? m_graph->node(n).name
                                                        : m_graph->node(n).stateTarget,
                                                    m_graph->node(n).shapeText());
            box->setToolTip(tip.join(QLatin1Char('\n')));
        }
        if (li.type == LayoutItem::Type::Node) {
            QList<QColor> kernelColours;
            for (int k : m_graph->kernelsOfNode(li.index))
                kernelColours << m_colours.kernelColour(k);
            box->setKernelColours(kernelColours);
        }
        m_scene->addItem(box);
        m_boxes.append(box);
    }
    applyModuleHeat();
    applyHighlights();
    m_statusLabel->setText(tr("%1 nodes · %2 kernels · %3 boxes drawn · layout %4 s")
                               .arg(m_graph->nodeCount())
                               .arg(m_graph->kernels().size())
                               .arg(m_layout->items.size())
                               .arg(m_layout->seconds, 0, 'f', 2));
    m_focusItem = -1;
    if (m_focusModuleAfterLayout >= 0) {
        const int module = std::exchange(m_focusModuleAfterLayout, -1);
        int target = m_layout->itemOfModule.value(module, -1);
        if (m_focusInside) {
            // Into a module: the focus goes to its top-most box.
            for (int i = 0; i < m_layout->items.size(); ++i) {
                const LayoutItem& li = m_layout->items[i];
                const int m =
                    li.type == LayoutItem::Type::Node ? m_graph->moduleOfNode(li.index) : li.index;
                if (m_graph->moduleContains(module, m) &&
                    (target < 0 || li.center.y() < m_layout->items[target].center.y()))
                    target = i;
            }
        }
        if (target >= 0)
            focusOn(target);
    }
    if (m_fitOnShow) {
        m_fitOnShow = false;
        fit();
    } else {
        m_atFit = false; // another drawing: the user's view of it stays where it was
        m_canvas->centerOn(keepCenter);
    }
    updateOverview();
    Q_EMIT layoutShown();
}

QRectF GraphView::nodeRect(int node) const {
    if (!m_layout || node < 0 || node >= m_layout->itemOfNode.size())
        return {};
    const int item = m_layout->itemOfNode[node];
    return item >= 0 && item < m_boxes.size() ? m_boxes[item]->sceneBoundingRect() : QRectF();
}

void GraphView::setSelection(const QList<int>& nodes, const QList<int>& kernels, bool reveal) {
    // The keyboard focus follows a selection made elsewhere (code, tree, history).
    if (m_layout && m_focusItem >= 0 &&
        (nodes.size() != 1 || m_layout->itemOfNode.value(nodes.first(), -1) != m_focusItem))
        m_focusItem = -1;
    m_selectedNodes = nodes;
    m_selectedKernels = kernels;
    applyHighlights();
    if (!reveal || !m_layout || nodes.isEmpty())
        return;
    QRectF area;
    for (int n : nodes)
        area = area.united(nodeRect(n));
    if (area.isValid())
        m_canvas->ensureVisible(area, 40, 40);
}

void GraphView::setKernelStatus(const QHash<int, QString>& status) {
    m_kernelStatus = status;
    for (auto it = m_regions.begin(); it != m_regions.end(); ++it)
        it.value()->setStatus(m_kernelStatus.value(it.key()));
}

void GraphView::setMarkedNodes(const QList<int>& nodes) {
    m_markedNodes = nodes;
    applyHighlights();
}

QString GraphView::regionStatus(int kernel) const {
    const RegionItem* r = m_regions.value(kernel);
    return r ? r->status() : QString();
}

void GraphView::setHover(const QList<int>& nodes, const QList<int>& kernels) {
    if (nodes == m_hoverNodes && kernels == m_hoverKernels)
        return;
    m_hoverNodes = nodes;
    m_hoverKernels = kernels;
    applyHighlights();
}

void GraphView::applyHighlights() {
    if (!m_layout)
        return;
    QHash<int, int> level; // item -> highlight
    auto mark = [&](const QList<int>& nodes, int value) {
        for (int n : nodes) {
            if (n < 0 || n >= m_layout->itemOfNode.size())
                continue;
            const int item = m_layout->itemOfNode[n];
            if (item >= 0)
                level[item] = qMax(level.value(item), value);
        }
    };
    mark(m_hoverNodes, 1);
    mark(m_selectedNodes, 2);
    if (m_focusItem >= 0)
        level[m_focusItem] = 2;
    QSet<int> marked;
    for (int n : m_markedNodes)
        if (n >= 0 && n < m_layout->itemOfNode.size() && m_layout->itemOfNode[n] >= 0)
            marked.insert(m_layout->itemOfNode[n]);
    for (auto* box : m_boxes) {
        box->setHighlight(level.value(box->itemIndex()));
        box->setMarked(marked.contains(box->itemIndex()));
    }
    for (auto it = m_regions.begin(); it != m_regions.end(); ++it)
        it.value()->setEmphasis(m_selectedKernels.contains(it.key()) ? 2
                                : m_hoverKernels.contains(it.key())  ? 1
                                                                     : 0);
}

void GraphView::itemClicked(QGraphicsItem* item) {
    if (auto* box = dynamic_cast<GraphBoxItem*>(item)) {
        const LayoutItem& li = box->layoutItem();
        m_focusItem = box->itemIndex();
        if (li.type == LayoutItem::Type::Node) {
            Q_EMIT nodeClicked(li.index);
        } else {
            // A collapsed module: selected (outlined, the keyboard's focus), and what to do.
            applyHighlights();
            const ModuleNode& module = m_graph->module(li.index);
            int ops = 0;
            for (int n : std::as_const(module.nodes))
                ops += m_graph->node(n).kind == NodeKind::Op;
            const QString what =
                !module.synthetic ? tr("module, %1").arg(li.label.value(1, tr("collapsed")))
                : module.children.isEmpty()
                    ? tr("a group of %1 consecutive ops, %2").arg(ops).arg(module.span)
                    : tr("%1 groups of consecutive ops, %2")
                          .arg(module.children.size())
                          .arg(module.span);
            Q_EMIT message(tr("%1 (%2): double-click or Enter opens it; right-click for more")
                               .arg(module.path, what));
        }
        return;
    }
    if (auto* region = dynamic_cast<RegionItem*>(item))
        Q_EMIT kernelClicked(region->kernel());
    else if (auto* label = dynamic_cast<RegionLabelItem*>(item))
        Q_EMIT kernelClicked(label->kernel());
}

void GraphView::itemDoubleClicked(QGraphicsItem* item) {
    if (auto* box = dynamic_cast<GraphBoxItem*>(item)) {
        if (box->layoutItem().type == LayoutItem::Type::Module)
            toggleModule(box->layoutItem().index);
        return;
    }
    if (auto* cluster = dynamic_cast<ClusterItem*>(item))
        toggleModule(cluster->module());
}

void GraphView::itemHovered(QGraphicsItem* item) {
    int node = -1;
    if (auto* box = dynamic_cast<GraphBoxItem*>(item))
        if (box->layoutItem().type == LayoutItem::Type::Node)
            node = box->layoutItem().index;
    Q_EMIT nodeHovered(node);
}

void GraphView::fit() {
    if (!m_layout)
        return;
    m_atFit = true;
    m_canvas->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    const double scale = m_canvas->transform().m11();
    if (scale > 1.0) {
        // Never blow a small graph up past its natural size.
        m_canvas->setTransform(QTransform());
    } else if (scale < kFitFloor && m_graph) {
        // The whole drawing would be specks: show fewer boxes (collapse a level of modules)
        // rather than smaller ones. A drawing grows at least linearly with its boxes (a chain
        // of blocks is one long column), so the budget shrinks with the scale.
        const int items = int(m_layout->items.size());
        // Generous: if the smaller drawing is still too small, the next Fit closes another level.
        int budget = std::max(kFitMinItems, int(1.5 * items * scale / kFitFloor));
        QSet<QString> fewer =
            GraphLayout::readableExpansion(*m_graph, budget, m_options, &m_expanded);
        while (GraphLayout::itemCount(*m_graph, fewer, m_options) < kFitMinItems &&
               budget < items) {
            budget *= 2; // one box for a whole model says little: the next level down
            fewer = GraphLayout::readableExpansion(*m_graph, budget, m_options, &m_expanded);
        }
        const int fewerItems = GraphLayout::itemCount(*m_graph, fewer, m_options);
        if (fewer != m_expanded && fewerItems >= kFitMinItems && fewerItems < items) {
            m_expanded = fewer;
            m_fitOnShow = true;
            Q_EMIT message(tr("Fit collapsed modules to keep the graph readable; double-click a "
                              "module (or Expand all) to see inside."));
            requestLayout();
            return;
        }
        // Collapsing would leave too little to look at: the whole drawing all the same (Fit
        // shows everything drawn); kernels are labelled plates at this scale, and tags that
        // would collide are left out.
    }
    m_fitTransform = m_canvas->transform();
    updateOverview();
}

void GraphView::placeTags() {
    const double lod = m_canvas->transform().m11();
    if (lod == m_tagsPlacedAt)
        return;
    m_tagsPlacedAt = lod;
    // As a map places its labels: what is there first (module names, collapsed modules'
    // boxes with their names), then kernels' names, the bigger kernels first; a name that
    // would cover one already placed is left out (its tooltip and Details still name it).
    QList<QRectF> placed;
    for (QGraphicsItem* item : m_scene->items())
        if (auto* cluster = dynamic_cast<ClusterItem*>(item)) {
            const QRectF r = cluster->labelRect(lod, m_canvas->font());
            if (!r.isNull())
                placed << r;
        }
    if (lod < kDetailZoom)
        for (GraphBoxItem* box : std::as_const(m_boxes))
            if (box->layoutItem().type == LayoutItem::Type::Module)
                placed << box->layoutItem().rect();
    QList<RegionLabelItem*> order = m_labels;
    std::stable_sort(order.begin(), order.end(), [](RegionLabelItem* a, RegionLabelItem* b) {
        return a->mainArea() > b->mainArea();
    });
    for (RegionLabelItem* label : std::as_const(order)) {
        const QList<QRectF> texts = label->textRects(lod);
        QList<bool> shown;
        bool any = false;
        for (const QRectF& text : texts) {
            bool free = !text.isNull() && text.width() > 0;
            for (const QRectF& other : std::as_const(placed))
                free = free && !other.intersects(text);
            shown << free;
            if (free) {
                placed << text;
                any = true;
            }
        }
        label->setTextsShown(shown);
        label->setZValue(any && lod < kDetailZoom ? 4.5 : 4); // tags above every plate
    }
}

void GraphView::zoomBy(double factor) {
    m_atFit = false;
    const double current = m_canvas->transform().m11();
    const double next = std::clamp(current * factor, 0.02, 8.0);
    m_canvas->scale(next / current, next / current);
    updateOverview();
}

} // namespace ks
