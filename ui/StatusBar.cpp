#include "StatusBar.h"

#include <QPaintEvent>
#include <QPainter>
#include <QStyleOption>

namespace ks {

StatusBar::StatusBar(QWidget* parent) : QStatusBar(parent) {
    setObjectName(QStringLiteral("statusBar"));
    connect(this, &QStatusBar::messageChanged, this,
            [this](const QString& message) { setToolTip(message); });
}

QRect StatusBar::messageArea() const {
    int right = width() - 12;
    for (QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        // While a message shows, QStatusBar hides the normal widgets: what is visible is
        // permanent (and the size grip), right of the message.
        if (w->isWidgetType() && w->isVisible() && w->x() - 8 < right)
            right = w->x() - 8;
    }
    return QRect(6, 0, std::max(0, right - 6), height());
}

QString StatusBar::shownMessage() const {
    return fontMetrics().elidedText(currentMessage(), Qt::ElideRight, messageArea().width());
}

void StatusBar::paintEvent(QPaintEvent* event) {
    if (currentMessage().isEmpty())
        return QStatusBar::paintEvent(event);
    // As QStatusBar draws a message, elided instead of clipped.
    QPainter p(this);
    QStyleOption opt;
    opt.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &opt, &p, this);
    const QRect area = messageArea();
    for (QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!w->isVisible() || w->x() <= area.right())
            continue;
        QStyleOption frame;
        frame.rect = w->geometry().adjusted(-2, -1, 2, 1);
        frame.palette = palette();
        frame.state = QStyle::State_None;
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &frame, &p, w);
    }
    p.setPen(palette().windowText().color());
    p.drawText(area, Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

} // namespace ks
