#include "tensor/ErrorSlice.h"

#include "tensor/TensorComparison.h"

namespace ks {

QList<qint64> ErrorSlice::tensorIndex(qint64 row, qint64 col) const {
    QList<qint64> index = fixedIndices;
    if (rowDim >= 0)
        index[rowDim] = row;
    if (colDim >= 0)
        index[colDim] = col;
    return index;
}

ErrorSlice ErrorSlice::slice(const TensorData& expected, const TensorData& actual, int rowDim,
                             int colDim, const QList<qint64>& fixedIndices) {
    ErrorSlice s;
    s.rowDim = rowDim;
    s.colDim = colDim;
    const int rank = expected.rank();
    if (expected.shape != actual.shape || expected.values.size() != actual.values.size()) {
        s.error = QStringLiteral("shapes differ: expected %1, actual %2")
                      .arg(expected.shapeText(), actual.shapeText());
        return s;
    }
    for (const auto& [dim, what] : {std::pair{rowDim, "row"}, std::pair{colDim, "column"}}) {
        if (dim < -1 || dim >= rank) {
            s.error = QStringLiteral("%1 dim %2 is out of range for a %3-d tensor")
                          .arg(QLatin1String(what))
                          .arg(dim)
                          .arg(rank);
            return s;
        }
    }
    if (rowDim >= 0 && rowDim == colDim) {
        s.error = QStringLiteral("row and column dims are both %1").arg(rowDim);
        return s;
    }
    const auto isFree = [&](int d) { return d == rowDim || d == colDim; };
    const int others = rank - (rowDim >= 0 ? 1 : 0) - (colDim >= 0 ? 1 : 0);
    s.fixedIndices = QList<qint64>(rank, 0);
    if (fixedIndices.size() == rank) {
        for (int d = 0; d < rank; ++d)
            s.fixedIndices[d] = isFree(d) ? 0 : fixedIndices[d];
    } else if (fixedIndices.size() == others) {
        for (int d = 0, k = 0; d < rank; ++d) {
            if (!isFree(d))
                s.fixedIndices[d] = fixedIndices[k++];
        }
    } else {
        s.error = QStringLiteral("%1 fixed indices given; expected %2 (one per other dim) or %3")
                      .arg(fixedIndices.size())
                      .arg(others)
                      .arg(rank);
        return s;
    }
    for (int d = 0; d < rank; ++d) {
        if (!isFree(d) && (s.fixedIndices[d] < 0 || s.fixedIndices[d] >= expected.shape[d])) {
            s.error = QStringLiteral("index %1 of dim %2 is out of range (size %3)")
                          .arg(s.fixedIndices[d])
                          .arg(d)
                          .arg(expected.shape[d]);
            return s;
        }
    }

    s.rows = rowDim >= 0 ? expected.shape[rowDim] : 1;
    s.cols = colDim >= 0 ? expected.shape[colDim] : 1;
    // Row-major strides of the tensor: walk the slice with two strides from a base offset.
    QList<qint64> strides(rank, 1);
    for (int d = rank - 2; d >= 0; --d)
        strides[d] = strides[d + 1] * expected.shape[d + 1];
    qint64 base = 0;
    for (int d = 0; d < rank; ++d)
        base += s.fixedIndices[d] * strides[d];
    const qint64 rowStride = rowDim >= 0 ? strides[rowDim] : 0;
    const qint64 colStride = colDim >= 0 ? strides[colDim] : 0;
    const std::size_t n = std::size_t(s.rows * s.cols);
    s.expected.resize(n);
    s.actual.resize(n);
    s.absErrors.resize(n);
    for (qint64 r = 0; r < s.rows; ++r) {
        for (qint64 c = 0; c < s.cols; ++c) {
            const auto at = std::size_t(base + r * rowStride + c * colStride);
            const std::size_t i = s.cell(r, c);
            s.expected[i] = expected.values[at];
            s.actual[i] = actual.values[at];
            s.absErrors[i] = TensorComparison::absError(s.expected[i], s.actual[i]);
        }
    }
    return s;
}

} // namespace ks
