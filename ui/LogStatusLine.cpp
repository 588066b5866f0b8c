#include "LogStatusLine.h"

#include <QFontMetrics>
#include <QRegularExpression>
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

bool LogStatusLine::isWorthShowing(const QString& line) {
    // The engine logs "2026-11-27 23:50:00,123 LEVEL logger: message" to stderr. Its own
    // loggers (kernel_studio.*) speak to the user; a library's warnings and notes (torch,
    // triton, ...) are for the log pane, where they stay. Errors always show.
    static const QRegularExpression engineLine(
        QStringLiteral(R"(^\d{4}-\d\d-\d\d [\d:,.]+ (DEBUG|INFO|WARNING|ERROR|CRITICAL) (\S+): )"));
    const QRegularExpressionMatch m = engineLine.match(line);
    if (!m.hasMatch())
        return true; // the app's own lines ([project], [regenerate], [error], ...)
    const QString level = m.captured(1);
    if (level == QLatin1String("ERROR") || level == QLatin1String("CRITICAL"))
        return true;
    return m.captured(2).startsWith(QLatin1String("kernel_studio"));
}

void LogStatusLine::offer(const QString& line) {
    if (isWorthShowing(line))
        setLine(line);
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
