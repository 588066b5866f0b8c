#include "tensor/TensorData.h"

#include <QStringList>

namespace ks {

qint64 TensorData::elementCount() const {
    qint64 n = 1;
    for (qint64 d : shape)
        n *= d;
    return n;
}

qint64 TensorData::flatIndex(const QList<qint64>& index) const {
    if (index.size() != shape.size())
        return -1;
    qint64 flat = 0;
    for (qsizetype i = 0; i < shape.size(); ++i) {
        if (index[i] < 0 || index[i] >= shape[i])
            return -1;
        flat = flat * shape[i] + index[i];
    }
    return flat;
}

QList<qint64> TensorData::multiIndex(qint64 flat) const {
    QList<qint64> index(shape.size());
    for (qsizetype i = shape.size() - 1; i >= 0; --i) {
        const qint64 extent = shape[i] > 0 ? shape[i] : 1;
        index[i] = flat % extent;
        flat /= extent;
    }
    return index;
}

QString TensorData::shapeText() const {
    return dtype + indexText(shape);
}

QString indexText(const QList<qint64>& index) {
    QStringList parts;
    for (qint64 i : index)
        parts << QString::number(i);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace ks
