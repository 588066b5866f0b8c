#include "project/CudaGraphBuckets.h"

#include <QJsonArray>
#include <algorithm>

namespace ks {
namespace {

void sortUnique(QList<qint64>& sizes) {
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
}

} // namespace

bool parseBucketSizes(const QString& text, QList<qint64>& sizes, QString& error) {
    QList<qint64> parsed;
    if (text.trimmed().isEmpty()) {
        error = QStringLiteral("no sizes given");
        return false;
    }
    for (const QString& part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const qint64 size = part.trimmed().toLongLong(&ok);
        if (!ok || size <= 0) {
            error = QStringLiteral("\"%1\" is not a positive integer").arg(part.trimmed());
            return false;
        }
        parsed << size;
    }
    sortUnique(parsed);
    sizes = parsed;
    return true;
}

bool parseCudaGraphBuckets(const QString& text, CudaGraphBuckets& into, QString& error) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const QString name = text.left(eq).trimmed();
    if (eq < 0 || name.isEmpty()) {
        error = QStringLiteral("--cuda-graph-buckets %1: expected NAME=SIZE,SIZE,... (e.g. "
                               "B=1,2,4,8)")
                    .arg(text);
        return false;
    }
    if (into.contains(name)) {
        error = QStringLiteral("--cuda-graph-buckets %1: %2 is given twice").arg(text, name);
        return false;
    }
    QList<qint64> sizes;
    QString why;
    if (!parseBucketSizes(text.mid(eq + 1), sizes, why)) {
        error = QStringLiteral("--cuda-graph-buckets %1: %2").arg(text, why);
        return false;
    }
    into.insert(name, sizes);
    return true;
}

QString bucketSizesText(const QList<qint64>& sizes) {
    QStringList parts;
    for (const qint64 size : sizes)
        parts << QString::number(size);
    return parts.join(QStringLiteral(", "));
}

QJsonObject cudaGraphBucketsToJson(const CudaGraphBuckets& buckets) {
    QJsonObject o;
    for (auto it = buckets.begin(); it != buckets.end(); ++it) {
        QJsonArray sizes;
        for (const qint64 size : it.value())
            sizes.append(size);
        o.insert(it.key(), sizes);
    }
    return o;
}

bool cudaGraphBucketsFromJson(const QJsonValue& value, const QString& member,
                              CudaGraphBuckets& into, QString& error) {
    into.clear();
    if (value.isNull() || value.isUndefined())
        return true;
    if (!value.isObject()) {
        error = member + QStringLiteral(": expected an object of dim names to sizes");
        return false;
    }
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString where = QStringLiteral("%1.%2").arg(member, it.key());
        if (!it.value().isArray() || it.value().toArray().isEmpty()) {
            error = where + QStringLiteral(": expected an array of sizes");
            return false;
        }
        QList<qint64> sizes;
        const QJsonArray array = it.value().toArray();
        for (int i = 0; i < array.size(); ++i) {
            const qint64 size = array[i].toInteger(-1); // -1 also for 2.5, "2", true
            if (size <= 0) {
                error = QStringLiteral("%1[%2]: expected a positive integer").arg(where).arg(i);
                return false;
            }
            sizes << size;
        }
        sortUnique(sizes);
        into.insert(it.key(), sizes);
    }
    return true;
}

} // namespace ks
