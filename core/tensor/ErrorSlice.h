#pragma once
// A 2-D cut through an expected/actual tensor pair: two dims span rows and columns, every
// other dim is held at a fixed index. What the heat map draws.

#include "tensor/TensorData.h"

#include <QList>
#include <QString>
#include <vector>

namespace ks {

struct ErrorSlice {
    QString error;   // why no slice could be made (bad dims or indices, shapes differ)
    int rowDim = -1; // -1: a single row (for 0-d and 1-d tensors)
    int colDim = -1; // -1: a single column
    qint64 rows = 0;
    qint64 cols = 0;
    QList<qint64> fixedIndices; // one per tensor dim; 0 at rowDim and colDim
    // rows x cols, row-major.
    std::vector<double> expected;
    std::vector<double> actual;
    std::vector<double> absErrors; // TensorComparison::absError of each cell

    bool ok() const { return error.isEmpty(); }
    std::size_t cell(qint64 row, qint64 col) const { return std::size_t(row * cols + col); }
    /// The tensor index of a cell.
    QList<qint64> tensorIndex(qint64 row, qint64 col) const;

    /// Cuts the slice. `fixedIndices` gives the other dims' indices, either one per tensor dim
    /// (entries at rowDim/colDim ignored) or one per other dim, in order. Problems come back in
    /// `error`, naming the dim.
    static ErrorSlice slice(const TensorData& expected, const TensorData& actual, int rowDim,
                            int colDim, const QList<qint64>& fixedIndices);
};

} // namespace ks
