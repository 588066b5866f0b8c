#include "GraphView.h"

#include "graph/LayoutService.h"

#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <atomic>

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
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        m_owner->updateOverview();
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

void GraphView::updateOverview() {
    if (!m_layout) {
        m_overview->hide();
        return;
    }
    const QRectF visible = m_canvas->mapToScene(m_canvas->viewport()->rect()).boundingRect();
    const bool partial = !visible.contains(m_layout->bounds);
    if (partial) {
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
    button(tr("Expand all"), tr("Show every module's contents"), [this] { expandAll(); });
    button(tr("Collapse"), tr("Collapse every module"), [this] { collapseAll(); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);
    m_statusLabel->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(m_statusLabel);
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

QGraphicsView* GraphView::canvas() const {
    return m_canvas;
}

void GraphView::setGraph(std::shared_ptr<const GraphModel> graph) {
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
    if (m_graph && m_graph->nodeCount() <= kCollapseThreshold)
        m_expanded = GraphLayout::allModules(*m_graph);
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
    if (m_graph)
        setExpandedModules(GraphLayout::allModules(*m_graph));
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
        m_overview->hide();
        m_statusLabel->setText(tr("No graph"));
        return;
    }
    m_statusLabel->setText(tr("Laying out %1 nodes…").arg(m_graph->nodeCount()));
    m_pendingRequest = m_layouts.request(m_tag, m_graph, m_expanded);
}

void GraphView::showLayout(quint64 requestId, std::shared_ptr<const GraphLayoutResult> layout) {
    if (requestId != m_layouts.latestRequest(m_tag) || !m_graph || layout->graphId != m_graph->id())
        return; // stale
    m_pendingRequest = 0;
    if (!layout->ok()) {
        m_statusLabel->setText(tr("Layout failed: %1").arg(layout->error));
        return;
    }
    const QPointF keepCenter = m_canvas->mapToScene(m_canvas->viewport()->rect().center());
    m_layout = std::move(layout);
    m_scene->clear();
    m_boxes.clear();
    m_regions.clear();
    m_scene->setSceneRect(m_layout->bounds.adjusted(-20, -20, 20, 20));

    for (const auto& cluster : m_layout->clusters)
        m_scene->addItem(new ClusterItem(cluster, m_colours));
    for (const auto& region : m_layout->regions) {
        const Kernel& k = m_graph->kernel(region.kernel);
        auto* item = new RegionItem(region, m_colours.kernelColour(region.kernel), k.isExtern());
        item->setToolTip(
            QStringLiteral("%1\n%2 (%3)").arg(k.label, k.name, kernelKindName(k.kind)));
        item->setStatus(m_kernelStatus.value(region.kernel));
        m_scene->addItem(item);
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
        if (li.type == LayoutItem::Type::Node) {
            QList<QColor> kernelColours;
            for (int k : m_graph->kernelsOfNode(li.index))
                kernelColours << m_colours.kernelColour(k);
            box->setKernelColours(kernelColours);
        }
        m_scene->addItem(box);
        m_boxes.append(box);
    }
    applyHighlights();
    m_statusLabel->setText(tr("%1 nodes · %2 kernels · %3 boxes drawn · layout %4 s")
                               .arg(m_graph->nodeCount())
                               .arg(m_graph->kernels().size())
                               .arg(m_layout->items.size())
                               .arg(m_layout->seconds, 0, 'f', 2));
    if (m_fitOnShow) {
        fit();
        // A tall graph fitted whole is unreadable: open at a readable scale at the inputs.
        constexpr double kReadable = 0.6;
        if (m_canvas->transform().m11() < kReadable) {
            m_canvas->setTransform(QTransform::fromScale(kReadable, kReadable));
            m_canvas->centerOn(
                QPointF(m_layout->bounds.center().x(),
                        m_layout->bounds.top() + m_canvas->viewport()->height() / (2 * kReadable)));
            updateOverview();
        }
        m_fitOnShow = false;
    } else {
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
        if (li.type == LayoutItem::Type::Node)
            Q_EMIT nodeClicked(li.index);
        return;
    }
    if (auto* region = dynamic_cast<RegionItem*>(item))
        Q_EMIT kernelClicked(region->kernel());
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

void GraphView::search(const QString& text) {
    if (m_searchBox->text() != text)
        m_searchBox->setText(text);
    m_matches =
        (m_graph && !text.trimmed().isEmpty()) ? m_graph->findNodes(text.trimmed()) : QList<int>();
    m_matchIndex = -1;
    m_matchLabel->setText(text.trimmed().isEmpty() ? QString()
                                                   : tr("%1 found").arg(m_matches.size()));
    if (!m_matches.isEmpty())
        nextMatch();
}

void GraphView::nextMatch() {
    if (m_matches.isEmpty())
        return;
    m_matchIndex = (m_matchIndex + 1) % int(m_matches.size());
    showMatch();
}

void GraphView::previousMatch() {
    if (m_matches.isEmpty())
        return;
    m_matchIndex = (m_matchIndex - 1 + int(m_matches.size())) % int(m_matches.size());
    showMatch();
}

void GraphView::showMatch() {
    m_matchLabel->setText(tr("%1 of %2").arg(m_matchIndex + 1).arg(m_matches.size()));
    Q_EMIT nodeClicked(m_matches[m_matchIndex]);
    const QRectF r = nodeRect(m_matches[m_matchIndex]);
    if (r.isValid())
        m_canvas->centerOn(r.center());
}

void GraphView::fit() {
    if (!m_layout)
        return;
    m_canvas->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    // Never blow a small graph up past its natural size.
    if (m_canvas->transform().m11() > 1.0)
        m_canvas->setTransform(QTransform());
    updateOverview();
}

void GraphView::zoomBy(double factor) {
    const double current = m_canvas->transform().m11();
    const double next = std::clamp(current * factor, 0.02, 8.0);
    m_canvas->scale(next / current, next / current);
    updateOverview();
}

} // namespace ks
