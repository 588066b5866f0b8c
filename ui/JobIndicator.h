#pragma once
// The status bar's view of the one long job running (export, verify): its stage and progress,
// and a Cancel button that stops it in the engine.

#include <QWidget>
#include <functional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace ks {

struct EngineProgress;

class JobIndicator : public QWidget {
    Q_OBJECT
public:
    explicit JobIndicator(QWidget* parent = nullptr);

    /// Shows a job; `cancel` runs when the user presses Cancel (empty: not cancellable).
    void start(const QString& title, std::function<void()> cancel);
    void progress(const EngineProgress& progress);
    void finish();
    bool isRunning() const { return m_running; }
    /// Presses Cancel (the menu's action).
    void cancel();
    /// The text on the bar ("regenerate: lower 35%").
    QString text() const;

private:
    /// Widens the bar to its whole text (the status bar would squeeze it to its minimum).
    void fitText();

    QProgressBar* m_bar;
    QToolButton* m_cancelButton;
    QString m_title;
    std::function<void()> m_cancel;
    bool m_running = false;
};

} // namespace ks
