#pragma once
// Compares an expected tensor with an actual one as torch.testing.assert_close does
// (|actual - expected| <= atol + rtol * |expected|) and summarises the errors.

#include "tensor/TensorData.h"
#include "tensor/TensorStats.h"

#include <QList>
#include <QString>
#include <optional>

namespace ks {

struct Tolerance {
    double rtol = 0;
    double atol = 0;
    bool equalNan = false; // NaN on both sides counts as equal

    /// torch.testing.assert_close's defaults for a dtype name (0/0 for integers and bool).
    static Tolerance forDtype(const QString& dtype);
};

struct TensorComparison {
    QString error; // why the tensors cannot be compared (shapes differ); numbers are then unset
    Tolerance tolerance;
    qint64 count = 0;
    qint64 mismatches = 0;
    double maxAbsError = 0;         // over errors that are numbers (inf counts, NaN does not)
    double maxRelError = 0;         // |actual - expected| / |expected|; inf where expected is 0
    QList<qint64> maxAbsErrorIndex; // empty when every error is 0 or NaN
    QList<qint64> firstMismatch;    // row-major first; empty when none
    TensorStats errorStats;         // of |actual - expected| (NaN where either side is NaN)

    bool ok() const { return error.isEmpty(); }
    bool passed() const { return ok() && mismatches == 0; }

    /// Compares with `tolerance`, or by default the looser of the two dtypes' defaults.
    static TensorComparison compare(const TensorData& expected, const TensorData& actual,
                                    std::optional<Tolerance> tolerance = std::nullopt);

    /// Per-element error: 0 when equal (infinities of one sign included), NaN when either side
    /// is NaN, else |actual - expected|.
    static double absError(double expected, double actual);
    /// absError / |expected| (0 when equal, inf when expected is 0 and actual is not).
    static double relError(double expected, double actual);
    static bool isClose(double expected, double actual, const Tolerance& tolerance);
    /// absError at a multi-index of two tensors of the same shape (NaN when out of range).
    static double absErrorAt(const TensorData& expected, const TensorData& actual,
                             const QList<qint64>& index);
};

} // namespace ks
