#include "LogStatusLine.h"

#include <QFontMetrics>
#include <QResizeEvent>

namespace ks {

LogStatusLine::LogStatusLine(QWidget* parent) : QPushButton(parent) {
    setObjectName(QStringLiteral("logStatusLine"));
    setFlat(true);
    setCheckable(true);
    setFocusPolicy(Qt::NoFocus);
    setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 1px 6px; }"));
    setMinimumWidth(240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setToolTip(tr("Show the log"));
    updateText();
}

void LogStatusLine::setLine(const QString& line) {
    m_line = line.section(QLatin1Char('\n'), 0, 0).trimmed();
    setToolTip(line);
    updateText();
}

void LogStatusLine::setLogVisible(bool visible) {
    setChecked(visible);
}

void LogStatusLine::resizeEvent(QResizeEvent* event) {
    QPushButton::resizeEvent(event);
    updateText();
}

void LogStatusLine::updateText() {
    const QString full = tr("Log: %1").arg(m_line.isEmpty() ? tr("(empty)") : m_line);
    const int room = std::max(40, width() - 16);
    setText(fontMetrics().elidedText(full, Qt::ElideRight, room));
}

} // namespace ks
