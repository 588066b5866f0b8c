#include "tensor/TensorComparison.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ks {

Tolerance Tolerance::forDtype(const QString& dtype) {
    if (dtype == QLatin1String("float16"))
        return {1e-3, 1e-5};
    if (dtype == QLatin1String("bfloat16"))
        return {1.6e-2, 1e-5};
    if (dtype == QLatin1String("float32"))
        return {1.3e-6, 1e-5};
    if (dtype == QLatin1String("float64"))
        return {1e-7, 1e-7};
    return {0, 0};
}

double TensorComparison::absError(double expected, double actual) {
    if (expected == actual)
        return 0;
    if (std::isnan(expected) || std::isnan(actual))
        return std::numeric_limits<double>::quiet_NaN();
    return std::abs(actual - expected);
}

double TensorComparison::relError(double expected, double actual) {
    const double abs = absError(expected, actual);
    if (abs == 0 || std::isnan(abs))
        return abs;
    return expected == 0 ? std::numeric_limits<double>::infinity() : abs / std::abs(expected);
}

bool TensorComparison::isClose(double expected, double actual, const Tolerance& tolerance) {
    if (expected == actual)
        return true;
    if (std::isnan(expected) || std::isnan(actual))
        return tolerance.equalNan && std::isnan(expected) && std::isnan(actual);
    if (std::isinf(expected) || std::isinf(actual))
        return false;
    return std::abs(actual - expected) <= tolerance.atol + tolerance.rtol * std::abs(expected);
}

double TensorComparison::absErrorAt(const TensorData& expected, const TensorData& actual,
                                    const QList<qint64>& index) {
    const qint64 flat = expected.flatIndex(index);
    if (flat < 0 || expected.shape != actual.shape)
        return std::numeric_limits<double>::quiet_NaN();
    return absError(expected.values[std::size_t(flat)], actual.values[std::size_t(flat)]);
}

TensorComparison TensorComparison::compare(const TensorData& expected, const TensorData& actual,
                                           std::optional<Tolerance> tolerance) {
    TensorComparison c;
    if (tolerance) {
        c.tolerance = *tolerance;
    } else {
        const Tolerance e = Tolerance::forDtype(expected.dtype);
        const Tolerance a = Tolerance::forDtype(actual.dtype);
        c.tolerance = {std::max(e.rtol, a.rtol), std::max(e.atol, a.atol)};
    }
    if (expected.shape != actual.shape || expected.values.size() != actual.values.size()) {
        c.error = QStringLiteral("shapes differ: expected %1, actual %2")
                      .arg(expected.shapeText(), actual.shapeText());
        return c;
    }
    c.count = qint64(expected.values.size());
    TensorStatsAccumulator stats;
    qint64 firstMismatch = -1;
    qint64 maxAt = -1;
    for (std::size_t i = 0; i < expected.values.size(); ++i) {
        const double e = expected.values[i];
        const double a = actual.values[i];
        const double abs = absError(e, a);
        stats.add(abs);
        if (!isClose(e, a, c.tolerance)) {
            ++c.mismatches;
            if (firstMismatch < 0)
                firstMismatch = qint64(i);
        }
        if (abs > c.maxAbsError) {
            c.maxAbsError = abs;
            maxAt = qint64(i);
        }
        const double rel = relError(e, a);
        if (rel > c.maxRelError)
            c.maxRelError = rel;
    }
    c.errorStats = stats.result();
    if (firstMismatch >= 0)
        c.firstMismatch = expected.multiIndex(firstMismatch);
    if (maxAt >= 0)
        c.maxAbsErrorIndex = expected.multiIndex(maxAt);
    return c;
}

} // namespace ks
