#include "tensor/TensorStats.h"

#include <QStringList>
#include <cmath>

namespace ks {

void TensorStatsAccumulator::add(double v) {
    ++m_stats.count;
    if (std::isnan(v)) {
        ++m_stats.nanCount;
        return;
    }
    if (std::isinf(v)) {
        ++m_stats.infCount;
        return;
    }
    if (m_finite++ == 0) {
        m_stats.min = m_stats.max = m_stats.mean = v;
        return;
    }
    m_stats.min = std::min(m_stats.min, v);
    m_stats.max = std::max(m_stats.max, v);
    const double delta = v - m_stats.mean;
    m_stats.mean += delta / double(m_finite);
    m_m2 += delta * (v - m_stats.mean);
}

TensorStats TensorStatsAccumulator::result() const {
    TensorStats s = m_stats;
    if (m_finite == 1)
        s.stddev = 0;
    else if (m_finite > 1)
        s.stddev = std::sqrt(m_m2 / double(m_finite - 1));
    return s;
}

TensorStats TensorStats::of(const std::vector<double>& values) {
    TensorStatsAccumulator acc;
    for (double v : values)
        acc.add(v);
    return acc.result();
}

QString TensorStats::text() const {
    const auto num = [](double v) { return QString::number(v, 'g', 6); };
    QString s = QStringLiteral("min %1  max %2  mean %3  std %4  (%5 elements")
                    .arg(num(min), num(max), num(mean), num(stddev))
                    .arg(count);
    if (nanCount > 0)
        s += QStringLiteral(", %1 NaN").arg(nanCount);
    if (infCount > 0)
        s += QStringLiteral(", %1 inf").arg(infCount);
    return s + QLatin1Char(')');
}

} // namespace ks
