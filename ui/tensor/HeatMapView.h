#pragma once
// Paints an ErrorSlice's |expected - actual| as a heat map with a colour-scale legend. Matrices
// larger than the widget are max-pooled (each pixel block shows its worst cell, NaN worst of
// all) so a single bad element stays visible; hovering names the cell under the mouse.

#include "tensor/ErrorSlice.h"

#include <QImage>
#include <QPoint>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

namespace ks {

class HeatMapView : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapView(QWidget* parent = nullptr);

    /// Shows a slice (null or a slice with an error clears the map).
    void setSlice(std::shared_ptr<const ErrorSlice> slice);
    std::shared_ptr<const ErrorSlice> slice() const { return m_slice; }

    /// The cell (x = column, y = row) with the largest error; NaN beats inf beats numbers, the
    /// first wins ties. (-1, -1) when there is nothing to show.
    QPoint hottestCell() const { return m_hottest; }
    /// The top of the colour scale: the largest finite error (inf and NaN have their own colours).
    double scaleMax() const { return m_scaleMax; }
    /// How many matrix cells one drawn block covers (1 x 1 when nothing is pooled).
    QSize poolBlock() const { return m_block; }
    /// The cell shown at a widget position (the worst of its block), if any.
    std::optional<QPoint> cellAt(QPointF pos) const;
    /// The widget rectangle of the block that shows a cell.
    QRectF cellRect(QPoint cell) const;
    /// "row 2, col 3 [1, 2, 3]: expected 8.5, actual 10, error 1.5".
    QString cellText(QPoint cell) const;
    /// What the hover line shows now.
    QString hoverText() const { return m_hoverText; }

    QSize sizeHint() const override { return {480, 360}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

Q_SIGNALS:
    /// The mouse moved over a cell (x = column, y = row), or off the map ((-1, -1)).
    void cellHovered(QPoint cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QRect mapArea() const;
    void rebuild();
    void setHover(QPoint cell);

    std::shared_ptr<const ErrorSlice> m_slice;
    QPoint m_hottest{-1, -1};
    double m_scaleMax = 0;
    bool m_hasNan = false;
    bool m_hasInf = false;
    // The pooled picture: one pixel per block, and the slice cell each block shows.
    QImage m_image;
    std::vector<std::size_t> m_blockCell;
    QSize m_block{1, 1};
    QRectF m_imageRect;
    QPoint m_hover{-1, -1};
    QString m_hoverText;
};

} // namespace ks
