#pragma once
// Heat colours for profiled time (a kernel's share relative to the slowest one) and a delegate
// that draws a cell's share as a bar behind its text, as profilers do.

#include <QColor>
#include <QStyledItemDelegate>

namespace ks {

/// The colour of `heat` in 0..1: cool grey-blue (little time) through violet to orange (the
/// slowest kernels). Never red: red says a kernel failed verification.
QColor heatColour(double heat);

/// What the colours on kernels mean, as one line of rich text with swatches (heat ramp,
/// failed, tainted), for the profile pane.
QString heatLegendHtml();

/// Draws a bar `fraction` of the cell wide (from `role`, a double in 0..1; none when < 0) in
/// the heat colour of `heatRole`, then the text.
class HeatBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    HeatBarDelegate(int fractionRole, int heatRole, QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

private:
    int m_fractionRole;
    int m_heatRole;
};

} // namespace ks
