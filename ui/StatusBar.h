#pragma once
// The window's status bar: a message too long for the room left of the job and engine widgets
// ends in "…" at their edge (the whole message in the tooltip), never cut under them.

#include <QStatusBar>

namespace ks {

class StatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit StatusBar(QWidget* parent = nullptr);
    /// The message as drawn: elided to the room left of the permanent widgets.
    QString shownMessage() const;
    /// Where the message is drawn: from the left edge to the first visible permanent widget.
    QRect messageArea() const;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace ks
