#include "LogPanel.h"

#include <QFontDatabase>

namespace ks {

LogPanel::LogPanel(EngineClient& engine, QWidget* parent) : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("logPanel"));
    setReadOnly(true);
    setMaximumBlockCount(5000);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(&engine, &EngineClient::logLine, this, &LogPanel::appendLine);
    connect(&engine, &EngineClient::progress, this, [this](qint64 id, const EngineProgress& p) {
        const QString fraction =
            p.fraction ? QStringLiteral(" %1%").arg(int(*p.fraction * 100.0)) : QString();
        appendLine(
            QStringLiteral("[progress #%1] %2%3: %4").arg(id).arg(p.stage, fraction, p.message));
    });
    connect(&engine, &EngineClient::stateChanged, this,
            [this](EngineState s) { appendLine(QStringLiteral("[engine] %1").arg(toString(s))); });
    connect(&engine, &EngineClient::failed, this, [this](const QString& message) {
        appendLine(QStringLiteral("[engine] %1").arg(message));
    });
}

void LogPanel::appendLine(const QString& line) {
    appendPlainText(line);
    emit lineAppended(line);
}

} // namespace ks
