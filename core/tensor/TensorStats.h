#pragma once
// Summary numbers of a tensor's values (or of an error tensor): what the inspector shows
// above the heat map. NaN and infinities are counted apart and left out of the moments.

#include <QString>
#include <QtGlobal>
#include <limits>
#include <vector>

namespace ks {

struct TensorStats {
    qint64 count = 0; // all elements
    qint64 nanCount = 0;
    qint64 infCount = 0;
    // Over the finite elements; NaN when there are none.
    double min = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
    double mean = std::numeric_limits<double>::quiet_NaN();
    double stddev =
        std::numeric_limits<double>::quiet_NaN(); // with Bessel's correction, as torch.std

    static TensorStats of(const std::vector<double>& values);
    /// "min -3 max 8.5 mean 2.75 std 3.5 (24 elements, 1 NaN)".
    QString text() const;
};

/// Builds TensorStats in one pass (Welford), for callers that produce values on the fly.
class TensorStatsAccumulator {
public:
    void add(double v);
    TensorStats result() const;

private:
    TensorStats m_stats;
    qint64 m_finite = 0;
    double m_m2 = 0;
};

} // namespace ks
