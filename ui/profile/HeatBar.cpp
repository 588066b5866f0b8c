#include "profile/HeatBar.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace ks {

QColor heatColour(double heat) {
    // Sequential: slate (0) -> violet -> orange (1); sqrt so that small shares still show. Red
    // is kept for "failed" (verification), so a hot kernel never reads as a broken one.
    const double t = std::sqrt(std::clamp(heat, 0.0, 1.0));
    struct Stop {
        double at;
        QColor colour;
    };
    static const Stop stops[] = {{0.0, QColor(0x6f, 0x86, 0x9c)},
                                 {0.55, QColor(0xa8, 0x6c, 0xc8)},
                                 {1.0, QColor(0xf0, 0x9a, 0x1e)}};
    for (int i = 1; i < 3; ++i) {
        if (t <= stops[i].at) {
            const double f = (t - stops[i - 1].at) / (stops[i].at - stops[i - 1].at);
            const QColor& a = stops[i - 1].colour;
            const QColor& b = stops[i].colour;
            return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                                    float(a.greenF() + (b.greenF() - a.greenF()) * f),
                                    float(a.blueF() + (b.blueF() - a.blueF()) * f));
        }
    }
    return stops[2].colour;
}

QString heatLegendHtml() {
    const auto swatch = [](const QColor& c) {
        return QStringLiteral("<span style='color:%1'>&#9632;</span>").arg(c.name());
    };
    return QObject::tr("Time: %1 %2 %3 little → most · %4 failed verification · %5 tainted")
        .arg(swatch(heatColour(0)), swatch(heatColour(0.3)), swatch(heatColour(1)),
             swatch(QColor(0xd0, 0x34, 0x2c)), swatch(QColor(0x9a, 0x8f, 0x80)));
}

HeatBarDelegate::HeatBarDelegate(int fractionRole, int heatRole, QObject* parent)
    : QStyledItemDelegate(parent), m_fractionRole(fractionRole), m_heatRole(heatRole) {}

void HeatBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                            const QModelIndex& index) const {
    const QVariant fraction = index.data(m_fractionRole);
    if (fraction.isValid() && fraction.toDouble() >= 0) {
        const double heat = index.data(m_heatRole).toDouble();
        QRectF bar = QRectF(option.rect).adjusted(1, 2, -1, -2);
        bar.setWidth(std::max(2.0, bar.width() * std::clamp(fraction.toDouble(), 0.0, 1.0)));
        QColor fill = heatColour(heat);
        fill.setAlphaF(0.45f);
        painter->save();
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(bar, 2, 2);
        painter->restore();
    }
    QStyledItemDelegate::paint(painter, option, index);
}

} // namespace ks
