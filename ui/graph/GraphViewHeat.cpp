// GraphView's colouring of kernels: the profile's heat (each kernel's share of the time, per
// launch where a kernel is drawn once per launch) or another figure (registers, spills,
// occupancy), chosen in the "Colour by" box, with its legend; the collapsed modules' boxes by
// what is inside them.
#include "GraphView.h"
#include "profile/HeatBar.h"

#include <QComboBox>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <algorithm>

namespace ks {

void GraphView::setKernelHeat(const QHash<int, double>& shares, const QHash<int, QString>& times,
                              const QHash<int, QList<double>>& launchShares,
                              const QHash<int, QStringList>& launchTimes) {
    m_kernelShare = shares;
    m_launchShare = launchShares;
    m_launchTimes = launchTimes;
    m_kernelHeat.clear();
    m_moduleShare.clear();
    double top = 0;
    for (double s : shares)
        top = std::max(top, s);
    for (auto it = shares.begin(); it != shares.end(); ++it)
        m_kernelHeat.insert(it.key(), top > 0 ? it.value() / top : 0.0);
    if (m_graph) {
        // A kernel's time is spread over its nodes; each node's share counts for every
        // module it is in.
        for (auto it = shares.begin(); it != shares.end(); ++it) {
            if (it.key() < 0 || it.key() >= m_graph->kernels().size())
                continue;
            const QList<int>& nodes = m_graph->kernel(it.key()).nodes;
            for (int n : nodes)
                for (int m = m_graph->moduleOfNode(n); m >= 0; m = m_graph->module(m).parent)
                    m_moduleShare[m] += it.value() / double(nodes.size());
        }
    }
    m_kernelTimes = times;
    m_moduleByHottest = false;
    applyKernelHeat();
}

void GraphView::setKernelMetric(const QHash<int, double>& heat, const QHash<int, QString>& texts) {
    m_kernelShare.clear();
    m_launchShare.clear();
    m_launchTimes.clear();
    m_kernelHeat = heat;
    m_moduleShare.clear();
    if (m_graph) {
        // A module is as hot as the hottest kernel inside it (a sum of registers says nothing).
        for (auto it = heat.begin(); it != heat.end(); ++it) {
            if (it.key() < 0 || it.key() >= m_graph->kernels().size())
                continue;
            for (int n : m_graph->kernel(it.key()).nodes)
                for (int m = m_graph->moduleOfNode(n); m >= 0; m = m_graph->module(m).parent)
                    m_moduleShare[m] = std::max(m_moduleShare.value(m), it.value());
        }
    }
    m_kernelTimes = texts;
    m_moduleByHottest = true;
    applyKernelHeat();
}

void GraphView::applyKernelHeat() {
    for (auto it = m_regions.begin(); it != m_regions.end(); ++it)
        it.value()->setHeat(m_kernelHeat.value(it.key(), -1.0));
    if (m_layout)
        for (const LayoutRegion& region : m_layout->regions)
            if (RegionItem* item = m_regions.value(region.kernel))
                item->setPieceHeats(pieceHeats(region));
    for (RegionLabelItem* label : std::as_const(m_labels)) {
        label->setTimeText(m_kernelTimes.value(label->kernel()));
        label->setLaunchTimeTexts(m_launchTimes.value(label->kernel()));
    }
    m_tagsPlacedAt = -1; // names changed length: place the tags again
    placeTags();
    applyModuleHeat();
}

QList<double> GraphView::pieceHeats(const LayoutRegion& region) const {
    // Only where some drawn piece stands for one launch of a kernel launched several times.
    bool perLaunch = false;
    if (m_layout)
        for (const LayoutRegion& r : m_layout->regions)
            for (int launch : r.pieceLaunches)
                if (launch >= 0 && m_launchShare.value(r.kernel).size() > 1)
                    perLaunch = true;
    if (!perLaunch || !m_kernelShare.contains(region.kernel))
        return {};
    // One scale for every piece: a piece is a launch where known, else its whole kernel.
    const auto share = [this](const LayoutRegion& r, int piece) {
        const QList<double> launches = m_launchShare.value(r.kernel);
        const int launch = r.pieceLaunches.value(piece, -1);
        return launch >= 0 && launch < launches.size() && launches.size() > 1
                   ? launches[launch]
                   : m_kernelShare.value(r.kernel);
    };
    double top = 0;
    for (const LayoutRegion& r : m_layout->regions)
        if (m_kernelShare.contains(r.kernel))
            for (qsizetype i = 0; i < r.pieces.size(); ++i)
                top = std::max(top, share(r, int(i)));
    QList<double> heats;
    for (qsizetype i = 0; i < region.pieces.size(); ++i)
        heats << (top > 0 ? share(region, int(i)) / top : 0.0);
    return heats;
}

QStringList GraphView::regionPieceLabels(int kernel) const {
    for (const RegionLabelItem* label : m_labels)
        if (label->kernel() == kernel)
            return label->pieceLabels();
    return {};
}

QList<double> GraphView::regionPieceHeats(int kernel) const {
    const RegionItem* r = m_regions.value(kernel);
    return r ? r->pieceHeats() : QList<double>();
}

double GraphView::moduleShare(int module) const {
    return m_moduleShare.isEmpty() ? -1.0 : m_moduleShare.value(module, 0.0);
}

void GraphView::applyModuleHeat() {
    if (!m_layout || !m_graph)
        return;
    double top = 0;
    for (GraphBoxItem* box : std::as_const(m_boxes))
        if (box->layoutItem().type == LayoutItem::Type::Module)
            top = std::max(top, m_moduleShare.value(box->layoutItem().index));
    for (GraphBoxItem* box : std::as_const(m_boxes)) {
        const LayoutItem& li = box->layoutItem();
        if (li.type != LayoutItem::Type::Module)
            continue;
        const QString tip = m_graph->module(li.index).path;
        if (m_moduleShare.isEmpty() || top <= 0) {
            box->setFill(m_colours.moduleFill);
            box->setToolTip(tip);
            continue;
        }
        const double share = m_moduleShare.value(li.index);
        if (m_moduleByHottest)
            top = 1.0; // heats are 0..1 already: a module is as hot as its hottest kernel
        const QColor heat = heatColour(share / top);
        const double a = 0.25 + 0.5 * share / top;
        box->setFill(
            QColor::fromRgbF(float(m_colours.moduleFill.redF() * (1 - a) + heat.redF() * a),
                             float(m_colours.moduleFill.greenF() * (1 - a) + heat.greenF() * a),
                             float(m_colours.moduleFill.blueF() * (1 - a) + heat.blueF() * a)));
        if (m_moduleByHottest)
            box->setToolTip(
                tr("%1\ncoloured by its hottest kernel's %2").arg(tip, m_legendTitle.toLower()));
        else
            box->setToolTip(QStringLiteral("%1\n%2% of the kernels' time")
                                .arg(tip)
                                .arg(share * 100, 0, 'f', share < 0.1 ? 1 : 0));
    }
}

double GraphView::regionHeat(int kernel) const {
    const RegionItem* r = m_regions.value(kernel);
    return r ? r->heat() : -1.0;
}

void GraphView::addColourControls(QHBoxLayout* bar) {
    m_colourBox = new QComboBox(this);
    m_colourBox->setObjectName(QStringLiteral("graphColourBy"));
    m_colourBox->setToolTip(tr("Colour the kernels by their profiled time or their resources"));
    m_colourBox->addItem(tr("Colour: none"), QStringLiteral("none"));
    m_colourBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(m_colourBox);
    connect(m_colourBox, &QComboBox::activated, this,
            [this] { Q_EMIT colourByChanged(colourBy()); });
    m_legend = new QLabel(canvas());
    m_legend->setObjectName(QStringLiteral("graphLegend"));
    m_legend->setAutoFillBackground(true);
    m_legend->setContentsMargins(6, 3, 6, 3);
    m_legend->setFrameShape(QFrame::StyledPanel);
    m_legend->move(6, 6);
    m_legend->hide();
}

void GraphView::setColourChoices(const QList<QPair<QString, QString>>& choices) {
    const QString current = colourBy();
    const QSignalBlocker block(m_colourBox);
    while (m_colourBox->count() > 1)
        m_colourBox->removeItem(1);
    for (const auto& [key, label] : choices)
        m_colourBox->addItem(tr("Colour: %1").arg(label), key);
    const int at = m_colourBox->findData(current);
    m_colourBox->setCurrentIndex(std::max(at, 0));
}

QString GraphView::colourBy() const {
    return m_colourBox->currentData().toString();
}

void GraphView::setColourBy(const QString& key) {
    const int at = m_colourBox->findData(key);
    if (at < 0 || at == m_colourBox->currentIndex())
        return;
    m_colourBox->setCurrentIndex(at);
    Q_EMIT colourByChanged(key);
}

void GraphView::setColourLegend(const QString& title, const QString& cool, const QString& hot) {
    m_legendTitle = title;
    if (title.isEmpty()) {
        m_legend->hide();
        m_legend->clear();
        return;
    }
    QString ramp;
    for (int i = 0; i <= 6; ++i)
        ramp += QStringLiteral("<span style=\"background:%1\">&nbsp;&nbsp;&nbsp;</span>")
                    .arg(heatColour(i / 6.0).name());
    m_legend->setText(
        QStringLiteral("<b>%1</b>&nbsp; %2 %3 %4")
            .arg(title.toHtmlEscaped(), cool.toHtmlEscaped(), ramp, hot.toHtmlEscaped()));
    m_legend->adjustSize();
    m_legend->show();
    m_legend->raise();
}

QString GraphView::colourLegendText() const {
    if (m_legend->isHidden())
        return {};
    QString text = m_legend->text();
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).simplified();
}

} // namespace ks
