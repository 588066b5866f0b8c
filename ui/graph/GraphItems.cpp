#include "GraphItems.h"

#include "profile/HeatBar.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace ks {
namespace {

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

// Whether `widget` (the viewport being painted) belongs to the graph's overview: there the
// drawing is a thumbnail, and text at a fixed size on screen would cover it.
bool inOverview(const QWidget* widget) {
    return widget && widget->parentWidget() &&
           widget->parentWidget()->objectName() == QLatin1String("graphOverview");
}

// The longest kernel tag drawn beside a plate too small for it, in characters.
constexpr double kTagChars = 22;

// A font whose size on screen is `points` at zoom `lod`: text that stays readable while the
// drawing under it shrinks.
QFont screenFont(QFont font, double points, double lod, bool bold = false) {
    font.setPointSizeF(points / std::max(lod, 0.01));
    font.setBold(bold);
    return font;
}

// Draws `lines` centred in `box` at a fixed size on screen, as many as fit (none when even the
// first does not).
void drawScreenText(QPainter* painter, const QRectF& box, const QStringList& lines, double lod,
                    const QColor& first, const QColor& rest) {
    double y = 0;
    QList<std::pair<QFont, QString>> fitted;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QFont f = screenFont(painter->font(), i == 0 ? 9.0 : 8.0, lod, i == 0);
        // The first line shrinks (down to 6.5 pt on screen) rather than disappear.
        for (double points = 8.5;
             i == 0 && points >= 6.5 && QFontMetricsF(f).height() > box.height() - 2 / lod;
             points -= 0.5)
            f = screenFont(painter->font(), points, lod, true);
        const QFontMetricsF fm(f);
        if (y + fm.height() > box.height() - 2 / lod || box.width() < fm.averageCharWidth() * 3)
            break;
        fitted.append({f, fm.elidedText(lines[i], Qt::ElideRight, box.width() - 6 / lod)});
        y += fm.height();
    }
    double top = box.center().y() - y / 2;
    for (qsizetype i = 0; i < fitted.size(); ++i) {
        painter->setFont(fitted[i].first);
        painter->setPen(i == 0 ? first : rest);
        const double h = QFontMetricsF(fitted[i].first).height();
        painter->drawText(QRectF(box.left(), top, box.width(), h), Qt::AlignCenter,
                          fitted[i].second);
        top += h;
    }
}

} // namespace

QColor diffStatusColour(const QString& status) {
    if (status == QLatin1String("added"))
        return QColor(0x2e, 0xa0, 0x43);
    if (status == QLatin1String("removed"))
        return QColor(0xd0, 0x34, 0x2c);
    if (status == QLatin1String("changed") || status == QLatin1String("renamed"))
        return QColor(0xe0, 0x9b, 0x1a);
    if (status == QLatin1String("split") || status == QLatin1String("merged"))
        return QColor(0x8e, 0x44, 0xc8);
    if (status == QLatin1String("unchanged"))
        return QColor(0x9a, 0x9a, 0x9a);
    if (status == QLatin1String("library"))
        return QColor(0x8a, 0x9b, 0xb0);
    return {};
}

QColor GraphPalette::kernelColour(int kernel) const {
    // Golden-angle hues: neighbouring kernels get clearly different colours.
    const double hue = std::fmod(0.08 + kernel * 0.381966, 1.0);
    const bool dark = base.lightnessF() < 0.5;
    return QColor::fromHslF(float(hue), 0.65f, dark ? 0.55f : 0.45f);
}

GraphPalette GraphPalette::fromPalette(const QPalette& p) {
    GraphPalette c;
    c.base = p.color(QPalette::Base);
    c.text = p.color(QPalette::Text);
    c.dimText = mix(c.text, c.base, 0.45);
    c.edge = mix(c.text, c.base, 0.35);
    c.inputFill = mix(c.base, QColor(0x3b, 0x82, 0xf6), 0.28);
    c.stateFill = mix(c.base, QColor(0xd9, 0x9a, 0x1e), 0.28);
    c.outputFill = mix(c.base, QColor(0x22, 0xa0, 0x55), 0.30);
    c.opFill = mix(c.base, c.text, 0.06);
    c.moduleFill = mix(c.base, c.text, 0.14);
    c.clusterLine = mix(c.text, c.base, 0.6);
    c.selection = p.color(QPalette::Highlight);
    c.hover = mix(p.color(QPalette::Highlight), c.base, 0.45);
    return c;
}

GraphBoxItem::GraphBoxItem(const LayoutItem& item, int itemIndex, QColor fill,
                           const GraphPalette& colours)
    : m_item(item), m_itemIndex(itemIndex), m_fill(fill), m_colours(colours) {
    setPos(item.center);
    setAcceptHoverEvents(true);
    setZValue(2);
    setCursor(Qt::PointingHandCursor);
    setToolTip(item.label.join(QLatin1Char('\n')));
}

QRectF GraphBoxItem::boundingRect() const {
    const QSizeF s = m_item.size;
    return QRectF(-s.width() / 2 - 3, -s.height() / 2 - 3, s.width() + 6, s.height() + 6);
}

void GraphBoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                         QWidget* widget) {
    const QSizeF s = m_item.size;
    const QRectF r(-s.width() / 2, -s.height() / 2, s.width(), s.height());
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QPen pen(m_highlight == 2   ? m_colours.selection
             : m_highlight == 1 ? m_colours.hover
                                : m_colours.edge);
    pen.setWidthF(m_highlight ? 2.5 : 1.0);
    pen.setCosmetic(m_highlight == 0);
    painter->setPen(pen);
    painter->setBrush(m_fill);
    if (m_item.type == LayoutItem::Type::Module) {
        // A collapsed module: a stacked box.
        painter->drawRoundedRect(r.translated(3, 3), 4, 4);
    }
    painter->drawRoundedRect(r, 4, 4);
    if (!m_kernelColours.isEmpty()) {
        const double h = r.height() / double(m_kernelColours.size());
        painter->setPen(Qt::NoPen);
        for (qsizetype i = 0; i < m_kernelColours.size(); ++i) {
            painter->setBrush(m_kernelColours[i]);
            painter->drawRect(QRectF(r.left() + 0.5, r.top() + i * h + 0.5, 4.0, h - 1.0));
        }
    }
    if (m_marked) {
        QPen mark(QColor(0x00, 0x9c, 0xb8), 2.0, Qt::DashLine);
        mark.setCosmetic(true);
        painter->setPen(mark);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5);
    }
    if (lod < kDetailZoom) {
        // Zoomed out: a collapsed module keeps its name (and what it holds) readable; op boxes
        // are covered by their kernel's plate or too small to read.
        if (m_item.type == LayoutItem::Type::Module && !inOverview(widget)) {
            QStringList lines{m_item.label.value(0)};
            if (m_item.label.size() > 2)
                lines << m_item.label.value(m_item.label.size() - 2);
            drawScreenText(painter, r, lines, lod, m_colours.text, m_colours.dimText);
        }
        return;
    }
    painter->setPen(m_colours.text);
    const double lineHeight = r.height() / qMax<qsizetype>(1, m_item.label.size());
    for (qsizetype i = 0; i < m_item.label.size(); ++i) {
        QFont f = painter->font();
        f.setBold(i == 0);
        f.setPointSizeF(i == 0 ? 9.0 : 8.0);
        painter->setFont(f);
        if (i > 0)
            painter->setPen(m_colours.dimText);
        const QRectF line(r.left() + 4, r.top() + i * lineHeight, r.width() - 8, lineHeight);
        painter->drawText(
            line, Qt::AlignCenter,
            QFontMetricsF(f).elidedText(m_item.label[i], Qt::ElideMiddle, line.width()));
    }
}

void GraphBoxItem::setMarked(bool marked) {
    if (m_marked == marked)
        return;
    m_marked = marked;
    update();
}

void GraphBoxItem::setHighlight(int level) {
    if (m_highlight == level)
        return;
    m_highlight = level;
    setZValue(level ? 3 : 2);
    update();
}

RegionItem::RegionItem(const LayoutRegion& region, QColor colour, bool isExtern)
    : m_kernel(region.kernel), m_pieces(region.pieces), m_launches(region.pieceLaunches),
      m_colour(colour), m_ownColour(colour), m_kernelColour(colour), m_extern(isExtern) {
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const QRectF& piece : region.pieces)
        path.addRoundedRect(piece, 6, 6);
    setPath(path);
    setZValue(1);
    setEmphasis(0);
}

void RegionItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    if (m_pieceHeats.size() == m_pieces.size() && m_status.isEmpty()) {
        // Coloured piece by piece: each in its own heat, with the region's outline style.
        for (qsizetype i = 0; i < m_pieces.size(); ++i) {
            const double heat = m_pieceHeats[i];
            const QColor colour = heatColour(heat);
            QPen pen = this->pen();
            pen.setColor(colour);
            painter->setPen(pen);
            QColor fill = colour;
            const float base = float(0.10 + 0.30 * heat);
            fill.setAlphaF(m_emphasis == 2 ? base + 0.22f : m_emphasis == 1 ? base + 0.12f : base);
            painter->setBrush(QBrush(fill, brush().style()));
            painter->drawRoundedRect(m_pieces[i], 6, 6);
        }
    } else {
        QGraphicsPathItem::paint(painter, option, widget);
    }
    if (m_emphasis == 0 || m_pieces.size() < 2)
        return;
    // One launch in several places: dashed links from piece to piece, in reading order. The
    // launches of a kernel run once per block are separate runs: no links between them.
    QPen link(m_colour, 2.0, Qt::DashLine);
    link.setCosmetic(true);
    painter->setPen(link);
    for (qsizetype i = 1; i < m_pieces.size(); ++i) {
        const int launch = m_launches.value(i, -1);
        for (qsizetype j = i - 1; j >= 0; --j)
            if (m_launches.value(j, -1) == launch) {
                painter->drawLine(m_pieces[j].center(), m_pieces[i].center());
                break;
            }
    }
}

void RegionItem::setStatus(const QString& status) {
    if (status == m_status)
        return;
    m_status = status;
    applyColour();
}

void RegionItem::applyColour() {
    const QString& status = m_status;
    const QColor diff = diffStatusColour(status);
    m_colour = diff.isValid()                              ? diff
               : status.contains(QLatin1String("failed"))  ? QColor(0xd0, 0x34, 0x2c)
               : status.contains(QLatin1String("tainted")) ? QColor(0x9a, 0x8f, 0x80)
                                                           : m_ownColour;
    setEmphasis(m_emphasis);
}

void RegionItem::setHeat(double heat) {
    m_heat = heat;
    m_ownColour = heat >= 0 ? heatColour(heat) : m_kernelColour;
    applyColour();
}

void RegionItem::setPieceHeats(const QList<double>& heats) {
    m_pieceHeats = heats;
    update();
}

void RegionItem::setEmphasis(int level) {
    m_emphasis = level;
    QColor fill = m_colour;
    // Coloured by time: the hot kernels stand out by their fill too.
    const float base = m_heat >= 0 && m_status.isEmpty() ? float(0.10 + 0.30 * m_heat) : 0.16f;
    fill.setAlphaF(level == 2 ? base + 0.22f : level == 1 ? base + 0.12f : base);
    QPen pen(m_colour, level == 2 ? 3.0 : 1.5);
    pen.setCosmetic(true);
    // Library calls (matmuls, convolutions) are not generated kernels: dashed outline.
    if (m_extern)
        pen.setStyle(Qt::DashLine);
    if (m_status.contains(QLatin1String("edited"))) {
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(pen.widthF() + 1.5);
    }
    if (m_status.contains(QLatin1String("failed")))
        pen.setWidthF(pen.widthF() + 1.5);
    setPen(pen);
    const bool hatched = m_extern || m_status.contains(QLatin1String("tainted"));
    setBrush(hatched ? QBrush(fill, Qt::BDiagPattern) : QBrush(fill));
    setToolTip(m_status.isEmpty() ? toolTip().section(QStringLiteral(" — "), 0, 0)
                                  : toolTip().section(QStringLiteral(" — "), 0, 0) +
                                        QStringLiteral(" — ") + m_status);
    if (m_label) {
        m_label->setColour(m_colour, level);
        m_label->setHeated(m_heat >= 0 && m_status.isEmpty());
    }
    update();
}

RegionLabelItem::RegionLabelItem(const LayoutRegion& region, const QString& label,
                                 const GraphPalette& colours)
    : m_kernel(region.kernel), m_label(label), m_pieces(region.pieces),
      m_launches(region.pieceLaunches), m_launchCount(region.launches),
      m_bands(region.labelHeights), m_bounds(region.bounds), m_colours(colours) {
    setZValue(4);
    setAcceptHoverEvents(false);
    for (qsizetype i = 1; i < m_pieces.size(); ++i)
        if (m_pieces[i].width() * m_pieces[i].height() >
            m_pieces[m_main].width() * m_pieces[m_main].height())
            m_main = int(i);
}

QString RegionLabelItem::name() const {
    return m_time.isEmpty() ? m_label : QStringLiteral("%1 · %2").arg(m_label, m_time);
}

void RegionLabelItem::setHeated(bool heated) {
    if (heated == m_heated)
        return;
    m_heated = heated;
    update();
}

void RegionLabelItem::setTimeText(const QString& text) {
    if (text == m_time)
        return;
    prepareGeometryChange();
    m_time = text;
    update();
}

QString RegionLabelItem::pieceLabel(qsizetype i) const {
    const int launch = m_launches.value(i, -1);
    QString label = m_label;
    if (m_launchCount > 1 && launch >= 0)
        label += QStringLiteral(" · launch %1/%2").arg(launch + 1).arg(m_launchCount);
    qsizetype same = 0, index = 0;
    for (qsizetype j = 0; j < m_pieces.size(); ++j)
        if (m_launches.value(j, -1) == launch) {
            ++same;
            if (j < i)
                ++index;
        }
    if (same > 1)
        label += QStringLiteral(" (%1/%2)").arg(index + 1).arg(same);
    const QString time = m_launchCount > 1 && launch >= 0 && !m_launchTimes.value(launch).isEmpty()
                             ? m_launchTimes.value(launch)
                             : m_time;
    return time.isEmpty() ? label : QStringLiteral("%1 · %2").arg(label, time);
}

QStringList RegionLabelItem::pieceLabels() const {
    QStringList labels;
    for (qsizetype i = 0; i < m_pieces.size(); ++i)
        labels << pieceLabel(i);
    return labels;
}

void RegionLabelItem::setLaunchTimeTexts(const QStringList& texts) {
    if (texts == m_launchTimes)
        return;
    prepareGeometryChange();
    m_launchTimes = texts;
    update();
}

QString RegionLabelItem::plateLabel() const {
    // Zoomed out, one name per kernel: how many launches, not which.
    if (m_launchCount > 1)
        return m_time.isEmpty()
                   ? QStringLiteral("%1 ×%2").arg(m_label).arg(m_launchCount)
                   : QStringLiteral("%1 ×%2 · %3").arg(m_label).arg(m_launchCount).arg(m_time);
    return m_pieces.size() > 1 ? pieceLabel(m_main) : name();
}

double RegionLabelItem::mainArea() const {
    return m_pieces.isEmpty() ? 0 : m_pieces[m_main].width() * m_pieces[m_main].height();
}

QRectF RegionLabelItem::tagRect(double lod) const {
    if (lod >= kDetailZoom || m_pieces.isEmpty())
        return {};
    const QRectF& piece = m_pieces[m_main];
    const QFontMetricsF fm(screenFont(QFont(), 9.0, lod, true));
    const double pad = 4 / lod;
    const QString label = plateLabel();
    if (fm.horizontalAdvance(label) + 2 * pad <= piece.width() &&
        fm.height() + pad <= piece.height())
        return {}; // fits on its plate
    double width = std::min(fm.horizontalAdvance(label), kTagChars * fm.averageCharWidth());
    QRectF tag(piece.left(), piece.center().y() - fm.height() / 2 - pad / 2, width + 2 * pad,
               fm.height() + pad);
    if (m_drawing.isValid()) {
        // Inside the drawing, so that Fit (which shows the drawing) shows every tag whole:
        // a plate at the right edge gets its tag to its left, a narrow drawing a shorter one.
        tag.setWidth(std::min(tag.width(), m_drawing.width()));
        tag.setHeight(std::min(tag.height(), m_drawing.height()));
        tag.moveLeft(std::clamp(tag.left(), m_drawing.left(), m_drawing.right() - tag.width()));
        tag.moveTop(std::clamp(tag.top(), m_drawing.top(), m_drawing.bottom() - tag.height()));
    }
    return tag;
}

QList<QRectF> RegionLabelItem::textRects(double lod) const {
    QList<QRectF> rects(m_pieces.size());
    const qsizetype n = m_pieces.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QRectF& piece = m_pieces[i];
        if (lod >= kDetailZoom) {
            if (m_bands.value(i) <= 0)
                continue;
            QFont f;
            f.setPointSizeF(8.0);
            f.setBold(true); // the widest it is drawn (selected)
            const QRectF band(piece.left() + 6, piece.top() + 2, piece.width() - 12, m_bands[i]);
            const double width = std::min(
                QFontMetricsF(f).horizontalAdvance(n > 1 ? pieceLabel(i) : name()), band.width());
            rects[i] = QRectF(band.left(), band.top(), std::max(0.0, width), band.height());
            continue;
        }
        if (i != m_main)
            continue;
        const QRectF tag = tagRect(lod);
        if (!tag.isNull()) {
            rects[i] = tag;
            continue;
        }
        // On its plate, centred (drawScreenText's first line).
        const QFontMetricsF fm(screenFont(QFont(), 9.0, lod, true));
        const double width = std::min(fm.horizontalAdvance(plateLabel()), piece.width() - 6 / lod);
        const double height = std::min(fm.height(), piece.height());
        rects[i] =
            QRectF(piece.center().x() - width / 2, piece.center().y() - height / 2, width, height);
    }
    return rects;
}

void RegionLabelItem::setTextsShown(const QList<bool>& shown) {
    if (shown == m_textShown)
        return;
    m_textShown = shown;
    update();
}

void RegionLabelItem::setColour(QColor colour, int emphasis) {
    m_colour = colour;
    m_emphasis = emphasis;
    update();
}

QRectF RegionLabelItem::boundingRect() const {
    // Zoomed out, a small plate's tag reaches past it to the right, or to the left at the
    // drawing's right edge (kTagChars at 9 pt on screen, down to a tenth of the natural size).
    const double reach = 2 + kTagChars * 8 / 0.1;
    return m_bounds.adjusted(-reach, -60, reach, 60);
}

QPainterPath RegionLabelItem::shape() const {
    QPainterPath path;
    for (qsizetype i = 0; i < m_pieces.size(); ++i)
        if (m_bands.value(i) > 0)
            path.addRect(
                QRectF(m_pieces[i].left(), m_pieces[i].top(), m_pieces[i].width(), m_bands[i] + 4));
    return path;
}

void RegionLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                            QWidget* widget) {
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qsizetype n = m_pieces.size();
    const QColor text =
        m_colours.base.lightnessF() < 0.5 ? m_colour.lighter(150) : m_colour.darker(150);
    for (qsizetype i = 0; i < n; ++i) {
        const QRectF& piece = m_pieces[i];
        const QString label = n > 1 ? pieceLabel(i) : name();
        if (lod >= kDetailZoom) {
            if (m_bands.value(i) <= 0 || !isTextShown(i))
                continue;
            QFont f = painter->font();
            f.setPointSizeF(8.0);
            f.setBold(m_emphasis == 2);
            painter->setFont(f);
            painter->setPen(text);
            const QRectF band(piece.left() + 6, piece.top() + 2, piece.width() - 12, m_bands[i]);
            painter->drawText(band, Qt::AlignLeft | Qt::AlignVCenter,
                              QFontMetricsF(f).elidedText(label, Qt::ElideRight, band.width()));
            continue;
        }
        // Zoomed out: the kernel is a labelled plate over its nodes.
        QColor plate = mix(m_colour, m_colours.base, m_heated ? 0.2 : 0.55);
        plate.setAlphaF(0.92f);
        QPen pen(m_colour, m_emphasis == 2 ? 3.0 : 1.5);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(plate);
        painter->drawRoundedRect(piece, 6, 6);
        if (i != m_main || inOverview(widget))
            continue; // one name per kernel when zoomed out, none in the overview
        if (!isTextShown(i))
            continue; // it would cover another label
        const QString plateText = plateLabel();
        const QRectF tag = tagRect(lod);
        if (tag.isNull()) {
            drawScreenText(painter, piece, QStringList{plateText}, lod, m_colours.text,
                           m_colours.text);
            continue;
        }
        // Too small for its name: a tag over the plate, as a map labels a small feature.
        const QFont f = screenFont(painter->font(), 9.0, lod, true);
        QColor back = m_colours.base;
        back.setAlphaF(0.85f);
        painter->setBrush(back);
        painter->drawRoundedRect(tag, 3 / lod, 3 / lod);
        painter->setFont(f);
        painter->setPen(m_colours.text);
        painter->drawText(tag, Qt::AlignCenter,
                          QFontMetricsF(f).elidedText(plateText, Qt::ElideRight, tag.width()));
    }
}

ClusterItem::ClusterItem(const LayoutCluster& cluster, const GraphPalette& colours)
    : QGraphicsRectItem(cluster.rect), m_module(cluster.module), m_label(cluster.label),
      m_colours(colours) {
    setZValue(0);
    setToolTip(cluster.label);
}

void ClusterItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
                        QWidget* widget) {
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QPen pen(m_colours.clusterLine, 1.0, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(rect(), 6, 6);
    if (inOverview(widget))
        return;
    painter->setPen(m_colours.dimText);
    // Zoomed out, the module's name stays readable (fixed size on screen).
    const QFont f = lod < kDetailZoom ? screenFont(painter->font(), 8.0, lod, true)
                                      : screenFont(painter->font(), 8.0, 1.0);
    painter->setFont(f);
    const QString label = shownLabel(lod, f);
    if (label.isEmpty())
        return;
    const QRectF band = rect().adjusted(6, 2, -6, 0);
    painter->drawText(band, Qt::AlignLeft | Qt::AlignTop,
                      QFontMetricsF(f).elidedText(label, Qt::ElideRight, band.width()));
}

QString ClusterItem::shownLabel(double lod, const QFont& f) const {
    const QRectF band = rect().adjusted(6, 2, -6, 0);
    const QFontMetricsF fm(f);
    if (lod >= kDetailZoom)
        return m_label;
    // Zoomed out, a label wider than its module would run over the plates: the name alone,
    // and nothing when even that does not fit.
    QString label = m_label;
    if (fm.horizontalAdvance(label) > band.width())
        label = m_label.section(QLatin1Char(' '), 0, 0);
    if (fm.horizontalAdvance(label) > band.width() || fm.height() * 2 > rect().height())
        return {};
    const QRectF text(band.topLeft(), QSizeF(fm.horizontalAdvance(label), fm.height()));
    for (const QRectF& inner : std::as_const(m_inner))
        if (text.intersects(
                QRectF(inner.topLeft() + QPointF(6, 2), QSizeF(inner.width() - 12, fm.height()))))
            return {};
    for (const QRectF& box : std::as_const(m_boxes))
        if (text.intersects(box))
            return {};
    return label;
}

QRectF ClusterItem::labelRect(double lod, const QFont& font) const {
    const QFont f =
        lod < kDetailZoom ? screenFont(font, 8.0, lod, true) : screenFont(font, 8.0, 1.0);
    const QString label = shownLabel(lod, f);
    if (label.isEmpty())
        return {};
    const QRectF band = rect().adjusted(6, 2, -6, 0);
    const QFontMetricsF fm(f);
    return QRectF(band.topLeft(),
                  QSizeF(std::min(fm.horizontalAdvance(label), band.width()), fm.height()));
}

QPainterPath edgePath(const LayoutEdge& edge) {
    QPainterPath path;
    if (edge.points.isEmpty())
        return path;
    path.moveTo(edge.points[0]);
    for (qsizetype i = 1; i + 2 < edge.points.size(); i += 3)
        path.cubicTo(edge.points[i], edge.points[i + 1], edge.points[i + 2]);
    if (edge.arrowTip) {
        const QPointF from = edge.points.last();
        const QPointF tip = *edge.arrowTip;
        const QPointF d = tip - from;
        const double len = std::hypot(d.x(), d.y());
        if (len > 0.01) {
            const QPointF u = d / len, n(-u.y(), u.x());
            const QPointF back = tip - u * 7.0;
            path.moveTo(from);
            path.lineTo(tip);
            path.moveTo(back + n * 3.5);
            path.lineTo(tip);
            path.lineTo(back - n * 3.5);
        }
    }
    return path;
}

} // namespace ks
