#pragma once
// The items the graph scene draws from a GraphLayoutResult: node and module boxes, edges,
// module clusters and fusion-group regions. They paint positions computed in core.

#include "graph/GraphLayout.h"

#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>

namespace ks {

/// The zoom (view scale) from which op labels are drawn in their boxes. Below it the graph is
/// drawn by blocks, as map viewers do: kernels become labelled plates, modules keep readable
/// names, and the text stays at a fixed size on screen.
inline constexpr double kDetailZoom = 0.5;

/// Colours of the graph, derived from the widget palette (dark and light).
struct GraphPalette {
    QColor base, text, dimText, edge, inputFill, stateFill, outputFill, opFill, moduleFill,
        clusterLine, selection, hover;
    /// A distinct colour per kernel (fusion regions), stable for a kernel index.
    QColor kernelColour(int kernel) const;
    static GraphPalette fromPalette(const QPalette& palette);
};

/// The colour of a generation-diff status word ("added" green, "removed" red, "changed" and
/// "renamed" amber, "split" and "merged" purple, "unchanged" grey, "library" (a library call,
/// not diffed) blue-grey); invalid for other words.
QColor diffStatusColour(const QString& status);

/// A node box or a collapsed module box.
class GraphBoxItem : public QGraphicsItem {
public:
    GraphBoxItem(const LayoutItem& item, int itemIndex, QColor fill, const GraphPalette& colours);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    int itemIndex() const { return m_itemIndex; }
    const LayoutItem& layoutItem() const { return m_item; }
    void setHighlight(int level); // 0 none, 1 hover, 2 selected
    int highlight() const { return m_highlight; }
    /// Colours of the kernels computing this node, drawn as a stripe on the box's left edge:
    /// membership stays readable where fusion regions overlap.
    void setKernelColours(const QList<QColor>& colours) { m_kernelColours = colours; }
    void setFill(QColor fill) {
        m_fill = fill;
        update();
    }
    QColor fill() const { return m_fill; }
    /// A mark drawn as a thick dashed outline (e.g. a node that moved to another kernel).
    void setMarked(bool marked);
    bool isMarked() const { return m_marked; }

private:
    LayoutItem m_item;
    int m_itemIndex;
    QColor m_fill;
    const GraphPalette& m_colours;
    int m_highlight = 0;
    bool m_marked = false;
    QList<QColor> m_kernelColours;
};

class RegionLabelItem;

/// One fusion group: translucent rectangles around exactly the kernel's visible nodes (one
/// per module it spans); when hovered or selected, dashed links join its pieces.
class RegionItem : public QGraphicsPathItem {
public:
    RegionItem(const LayoutRegion& region, QColor colour, bool isExtern);
    int kernel() const { return m_kernel; }
    void setEmphasis(int level); // 0 normal, 1 hover, 2 selected
    int emphasis() const { return m_emphasis; }
    /// "failed" (red), "tainted" (grey), "edited" (dotted outline), a diff word
    /// (diffStatusColour) or "" (its own colour).
    void setStatus(const QString& status);
    QString status() const { return m_status; }
    QColor colour() const { return m_colour; }
    /// Colours the region by profiled time: `heat` in 0..1 (share relative to the slowest
    /// kernel) in the heat colour; -1 gives it back its own colour. Status colours win.
    void setHeat(double heat);
    double heat() const { return m_heat; }
    /// Each piece's own heat, 0..1 (a kernel launched once per block: each block's piece by
    /// that launch's time); empty: every piece in the region's heat.
    void setPieceHeats(const QList<double>& heats);
    const QList<double>& pieceHeats() const { return m_pieceHeats; }
    /// The item drawing this region's label (kept in step with status and emphasis).
    void setLabelItem(RegionLabelItem* label) { m_label = label; }
    const QList<QRectF>& pieces() const { return m_pieces; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// m_colour from the status, else the heat or the kernel's own colour.
    void applyColour();

    int m_kernel;
    QList<QRectF> m_pieces;
    QList<int> m_launches; // per piece (LayoutRegion::pieceLaunches)
    QColor m_colour;
    QColor m_ownColour;
    QColor m_kernelColour; // the palette's colour of the kernel
    double m_heat = -1;
    QList<double> m_pieceHeats;
    bool m_extern;
    QString m_status;
    int m_emphasis = 0;
    RegionLabelItem* m_label = nullptr;
};

/// A kernel's readable label over its region: in the band Graphviz keeps at the top of each
/// piece when zoomed in; zoomed out, a plate over each piece with the label at a fixed size
/// on screen (semantic zoom). Drawn above the node boxes.
class RegionLabelItem : public QGraphicsItem {
public:
    RegionLabelItem(const LayoutRegion& region, const QString& label, const GraphPalette& colours);
    int kernel() const { return m_kernel; }
    void setColour(QColor colour, int emphasis);
    /// Coloured by profiled time: the plates show the heat colour at full strength.
    void setHeated(bool heated);
    /// The profiled time shown after the name ("1.2 ms · 34%"), "" for none.
    void setTimeText(const QString& text);
    /// Each launch's time text (by launch number), shown on that launch's pieces instead of
    /// the kernel's; empty: the kernel's on every piece.
    void setLaunchTimeTexts(const QStringList& texts);
    /// Each piece's label as drawn in its band (name, launch, time).
    QStringList pieceLabels() const;
    /// Zoomed out to `lod`, where the kernel's tag goes when its largest plate is too small for
    /// its name (scene coordinates); null when none is needed.
    QRectF tagRect(double lod) const;
    /// The whole drawing's rectangle: a tag never reaches past it (Fit shows exactly it).
    void setDrawingBounds(const QRectF& bounds) { m_drawing = bounds; }
    /// Where each piece's text is drawn at `lod` (scene coordinates; null where none): the
    /// label in its band zoomed in; zoomed out, the main plate's name, on it or as its tag.
    QList<QRectF> textRects(double lod) const;
    /// Which pieces' texts are drawn (the view leaves out those that would cover another
    /// label); all by default.
    void setTextsShown(const QList<bool>& shown);
    bool isTextShown(qsizetype piece) const { return m_textShown.value(piece, true); }
    /// Whether the main plate's tag (or name) is drawn.
    bool isTagShown() const { return isTextShown(m_main); }
    /// Area of the largest plate: bigger kernels win a place for their tag.
    double mainArea() const;
    QRectF boundingRect() const override;
    /// The label bands only, so that clicks on the nodes below reach them.
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// The label of piece `i`: the kernel's, with its launch (`· launch 3/12`) when the
    /// kernel runs once per block, and `(1/2)` among the pieces of one launch.
    QString pieceLabel(qsizetype i) const;
    /// The name on the largest plate when zoomed out (`name ×12` for a kernel run per block).
    QString plateLabel() const;

    /// The kernel's name with its time when profiled.
    QString name() const;

    int m_kernel;
    QString m_label;
    QString m_time;
    QStringList m_launchTimes;
    bool m_heated = false;
    QList<QRectF> m_pieces;
    QList<int> m_launches; // per piece (LayoutRegion::pieceLaunches)
    int m_launchCount = 0;
    QList<double> m_bands;
    QRectF m_bounds;
    QRectF m_drawing;
    QColor m_colour;
    int m_emphasis = 0;
    int m_main = 0;          // the largest piece
    QList<bool> m_textShown; // by piece
    const GraphPalette& m_colours;
};

/// An expanded module (Graphviz cluster).
class ClusterItem : public QGraphicsRectItem {
public:
    ClusterItem(const LayoutCluster& cluster, const GraphPalette& colours);
    int module() const { return m_module; }
    /// The clusters and boxes drawn inside this one: zoomed out, where names keep their size
    /// on screen, a name that would run into an inner cluster's name (which says more) or
    /// into a box is left out.
    void setInner(QList<QRectF> clusters, QList<QRectF> boxes) {
        m_inner = std::move(clusters);
        m_boxes = std::move(boxes);
    }
    /// Where its name is drawn at `lod` with `font` (null when it is left out).
    QRectF labelRect(double lod, const QFont& font) const;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// The text drawn at `lod` ("" when none).
    QString shownLabel(double lod, const QFont& font) const;

    int m_module;
    QString m_label;
    QList<QRectF> m_inner;
    QList<QRectF> m_boxes;
    const GraphPalette& m_colours;
};

/// Graphviz's spline of one edge with its arrow head.
QPainterPath edgePath(const LayoutEdge& edge);

} // namespace ks
