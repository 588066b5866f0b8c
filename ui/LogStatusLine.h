#pragma once
// The log folded into the status bar: the last line, elided; a click shows or hides the
// bottom panes (log, problems, verification). The window starts with them hidden and
// opens them when something goes wrong.

#include <QPushButton>

namespace ks {

class LogStatusLine : public QPushButton {
    Q_OBJECT
public:
    explicit LogStatusLine(QWidget* parent = nullptr);

    /// The line shown (the full text is the tooltip).
    void setLine(const QString& line);
    /// A line of the log: shown unless it is a library's note from the engine's stderr
    /// (torch's "No CUDA runtime is found" on a cpu project), which stays in the log only.
    void offer(const QString& line);
    /// Whether `line` of the log is worth the status bar.
    static bool isWorthShowing(const QString& line);
    QString line() const { return m_line; }
    /// Shown as pressed while the log pane is open.
    void setLogVisible(bool visible);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateText();
    QString m_line;
};

} // namespace ks
