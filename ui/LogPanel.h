#pragma once
// The log pane: the engine's stderr and the history of progress reports.

#include "engine/EngineClient.h"

#include <QPlainTextEdit>

namespace ks {

class LogPanel : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit LogPanel(EngineClient& engine, QWidget* parent = nullptr);

    /// Adds one line (kept to the last few thousand lines).
    void appendLine(const QString& line);

signals:
    void lineAppended(const QString& line);
};

} // namespace ks
