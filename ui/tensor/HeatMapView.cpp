#include "tensor/HeatMapView.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

namespace ks {
namespace {

constexpr int kLegendWidth = 90;
constexpr int kHoverLine = 22;
const QColor kNanColour(255, 0, 255);
const QColor kInfColour(255, 255, 255);

// Whether error `a` is worse than `b`: NaN first, then the larger (inf included).
bool worse(double a, double b) {
    if (std::isnan(a))
        return !std::isnan(b);
    if (std::isnan(b))
        return false;
    return a > b;
}

// A dark-to-bright ramp (after matplotlib's "inferno"): 0 is near black, the maximum yellow.
QColor rampColour(double t) {
    static const std::array<QColor, 5> stops = {QColor(0, 0, 4), QColor(87, 16, 110),
                                                QColor(188, 55, 84), QColor(249, 142, 9),
                                                QColor(252, 255, 164)};
    t = std::clamp(t, 0.0, 1.0) * double(stops.size() - 1);
    const auto i = std::min(std::size_t(t), stops.size() - 2);
    const double f = t - double(i);
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                            float(a.greenF() + (b.greenF() - a.greenF()) * f),
                            float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QString number(double v) {
    return QString::number(v, 'g', 6);
}

} // namespace

HeatMapView::HeatMapView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HeatMapView::setSlice(std::shared_ptr<const ErrorSlice> slice) {
    m_slice =
        slice && slice->ok() && slice->rows > 0 && slice->cols > 0 ? std::move(slice) : nullptr;
    m_hottest = {-1, -1};
    m_scaleMax = 0;
    m_hasNan = m_hasInf = false;
    if (m_slice) {
        std::size_t best = 0;
        for (std::size_t i = 0; i < m_slice->absErrors.size(); ++i) {
            const double e = m_slice->absErrors[i];
            m_hasNan = m_hasNan || std::isnan(e);
            m_hasInf = m_hasInf || std::isinf(e);
            if (std::isfinite(e))
                m_scaleMax = std::max(m_scaleMax, e);
            if (worse(e, m_slice->absErrors[best]))
                best = i;
        }
        m_hottest = QPoint(int(qint64(best) % m_slice->cols), int(qint64(best) / m_slice->cols));
    }
    m_hover = {-1, -1};
    m_hoverText.clear();
    rebuild();
    update();
}

QRect HeatMapView::mapArea() const {
    return rect().adjusted(4, 4, -kLegendWidth, -kHoverLine);
}

void HeatMapView::rebuild() {
    m_image = {};
    m_blockCell.clear();
    m_block = {1, 1};
    m_imageRect = {};
    const QRect area = mapArea();
    if (!m_slice || area.width() < 1 || area.height() < 1)
        return;
    const qint64 rows = m_slice->rows;
    const qint64 cols = m_slice->cols;
    // Blocks small enough that the pooled picture fits the area at one pixel per block.
    const qint64 by = (rows + area.height() - 1) / area.height();
    const qint64 bx = (cols + area.width() - 1) / area.width();
    m_block = QSize(int(bx), int(by));
    const int pr = int((rows + by - 1) / by);
    const int pc = int((cols + bx - 1) / bx);
    m_image = QImage(pc, pr, QImage::Format_RGB32);
    m_blockCell.assign(std::size_t(pr) * std::size_t(pc), 0);
    for (int py = 0; py < pr; ++py) {
        for (int px = 0; px < pc; ++px) {
            std::size_t best = m_slice->cell(py * by, px * bx);
            for (qint64 r = py * by; r < std::min(rows, (py + 1) * by); ++r) {
                for (qint64 c = px * bx; c < std::min(cols, (px + 1) * bx); ++c) {
                    const std::size_t i = m_slice->cell(r, c);
                    if (worse(m_slice->absErrors[i], m_slice->absErrors[best]))
                        best = i;
                }
            }
            m_blockCell[std::size_t(py) * std::size_t(pc) + std::size_t(px)] = best;
            const double e = m_slice->absErrors[best];
            const QColor colour = std::isnan(e)   ? kNanColour
                                  : std::isinf(e) ? kInfColour
                                                  : rampColour(m_scaleMax > 0 ? e / m_scaleMax : 0);
            m_image.setPixel(px, py, colour.rgb());
        }
    }
    // Square blocks, as large as fit.
    const double scale = std::min(double(area.width()) / pc, double(area.height()) / pr);
    m_imageRect = QRectF(area.topLeft(), QSizeF(pc * scale, pr * scale));
}

std::optional<QPoint> HeatMapView::cellAt(QPointF pos) const {
    if (!m_slice || !m_imageRect.contains(pos))
        return std::nullopt;
    const int px = std::min(m_image.width() - 1, int((pos.x() - m_imageRect.left()) *
                                                     m_image.width() / m_imageRect.width()));
    const int py = std::min(m_image.height() - 1, int((pos.y() - m_imageRect.top()) *
                                                      m_image.height() / m_imageRect.height()));
    const std::size_t i =
        m_blockCell[std::size_t(py) * std::size_t(m_image.width()) + std::size_t(px)];
    return QPoint(int(qint64(i) % m_slice->cols), int(qint64(i) / m_slice->cols));
}

QRectF HeatMapView::cellRect(QPoint cell) const {
    if (!m_slice || m_image.isNull())
        return {};
    const double w = m_imageRect.width() / m_image.width();
    const double h = m_imageRect.height() / m_image.height();
    return QRectF(m_imageRect.left() + (cell.x() / m_block.width()) * w,
                  m_imageRect.top() + (cell.y() / m_block.height()) * h, w, h);
}

QString HeatMapView::cellText(QPoint cell) const {
    if (!m_slice || cell.x() < 0 || cell.y() < 0 || cell.x() >= m_slice->cols ||
        cell.y() >= m_slice->rows)
        return {};
    const std::size_t i = m_slice->cell(cell.y(), cell.x());
    return tr("row %1, col %2 %3: expected %4, actual %5, error %6")
        .arg(cell.y())
        .arg(cell.x())
        .arg(indexText(m_slice->tensorIndex(cell.y(), cell.x())), number(m_slice->expected[i]),
             number(m_slice->actual[i]), number(m_slice->absErrors[i]));
}

void HeatMapView::setHover(QPoint cell) {
    if (cell == m_hover)
        return;
    m_hover = cell;
    m_hoverText = cellText(cell);
    update();
    Q_EMIT cellHovered(cell);
}

void HeatMapView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QRect area = mapArea();
    if (!m_slice) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter, tr("No slice to show"));
        return;
    }
    p.drawImage(m_imageRect, m_image); // nearest-neighbour: no smoothing hint is set
    if (m_hover.x() >= 0) {
        p.setPen(QPen(Qt::cyan, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(m_hover));
    }

    // Legend: the ramp from 0 (bottom) to the largest finite error (top), then inf/NaN swatches.
    const QFontMetrics fm(font());
    const int legendLeft = int(m_imageRect.right()) + 16;
    const QRect bar(legendLeft, area.top() + fm.height() / 2, 14,
                    std::max(20, area.height() - 2 * fm.height()));
    for (int y = 0; y < bar.height(); ++y) {
        p.setPen(rampColour(1.0 - double(y) / std::max(1, bar.height() - 1)));
        p.drawLine(bar.left(), bar.top() + y, bar.right(), bar.top() + y);
    }
    p.setPen(palette().color(QPalette::Text));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    const int tx = bar.right() + 4;
    p.drawText(QPoint(tx, bar.top() + fm.ascent() / 2), number(m_scaleMax));
    p.drawText(QPoint(tx, bar.bottom() + fm.ascent() / 2), QStringLiteral("0"));
    int sy = bar.bottom() + fm.height();
    for (const auto& [present, colour, label] :
         {std::tuple{m_hasInf, kInfColour, QStringLiteral("inf")},
          std::tuple{m_hasNan, kNanColour, QStringLiteral("NaN")}}) {
        if (!present)
            continue;
        p.fillRect(QRect(bar.left(), sy - fm.ascent(), bar.width(), fm.ascent()), colour);
        p.drawText(QPoint(tx, sy), label);
        sy += fm.height();
    }

    const QString status =
        m_hoverText.isEmpty()
            ? tr("%1 x %2 cells").arg(m_slice->rows).arg(m_slice->cols) +
                  (m_block != QSize(1, 1)
                       ? tr(", max-pooled %1 x %2").arg(m_block.height()).arg(m_block.width())
                       : QString())
            : m_hoverText;
    p.drawText(QRect(4, height() - kHoverLine, width() - 8, kHoverLine),
               Qt::AlignVCenter | Qt::AlignLeft,
               fm.elidedText(status, Qt::ElideRight, width() - 8));
}

void HeatMapView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    rebuild();
}

void HeatMapView::mouseMoveEvent(QMouseEvent* event) {
    const auto cell = cellAt(event->position());
    setHover(cell.value_or(QPoint(-1, -1)));
    if (cell)
        QToolTip::showText(event->globalPosition().toPoint(), m_hoverText, this);
    else
        QToolTip::hideText();
}

void HeatMapView::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    setHover({-1, -1});
}

} // namespace ks
