#pragma once
// A tensor read from a file, held as plain data: shape, dtype name and row-major values
// converted to double. Core and UI work on this; only TensorFile.cpp knows libtorch.

#include <QList>
#include <QString>
#include <QtGlobal>
#include <vector>

namespace ks {

struct TensorData {
    QList<qint64> shape;        // empty for a 0-d tensor (one element)
    QString dtype;              // torch's name without "torch.": float32, bfloat16, int64, bool...
    std::vector<double> values; // row-major (C order); int64 beyond 2^53 loses precision

    qint64 elementCount() const;
    int rank() const { return int(shape.size()); }
    /// Row-major flat position of `index` (one entry per dim), or -1 when out of range.
    qint64 flatIndex(const QList<qint64>& index) const;
    /// The multi-index of the row-major flat position `flat`.
    QList<qint64> multiIndex(qint64 flat) const;
    /// "float32[2, 3, 4]".
    QString shapeText() const;
};

/// "[1, 2, 3]": how indices and shapes are written in messages.
QString indexText(const QList<qint64>& index);

} // namespace ks
