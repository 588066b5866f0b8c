#include "app/KernelResources.h"

#include <QJsonArray>

namespace ks {
namespace {

int intOf(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? v.toInt() : -1;
}

} // namespace

int KernelResourceRow::registers() const {
    return kind == QLatin1String("triton") ? intOf(resources, "registers") : -1;
}

int KernelResourceRow::spills() const {
    return intOf(resources, "spills");
}

int KernelResourceRow::spillBytes() const {
    return intOf(resources, "spillStoreBytes");
}

qint64 KernelResourceRow::sharedBytes() const {
    const QJsonValue v = resources.value(QStringLiteral("sharedBytes"));
    return v.isDouble() ? qint64(v.toDouble()) : -1;
}

double KernelResourceRow::occupancy() const {
    const QJsonValue v =
        resources.value(QStringLiteral("occupancy")).toObject().value(QStringLiteral("occupancy"));
    return v.isDouble() ? v.toDouble() : -1.0;
}

int KernelResourceRow::vectorWidthBits() const {
    return intOf(resources, "vectorWidthBits");
}

int KernelResourceRow::vectorised() const {
    const QJsonValue v = resources.value(QStringLiteral("vectorised"));
    return v.isBool() ? int(v.toBool()) : -1;
}

std::optional<ProjectResources> ProjectResources::fromJson(const QJsonObject& o, QString* error) {
    if (!o.value(QStringLiteral("kernels")).isArray()) {
        if (error)
            *error = QStringLiteral("no kernels list");
        return std::nullopt;
    }
    ProjectResources r;
    r.target = o.value(QStringLiteral("target")).toString();
    r.targetSource = o.value(QStringLiteral("targetSource")).toString();
    r.computed = o.value(QStringLiteral("computed")).toInt();
    r.pending = o.value(QStringLiteral("pending")).toInt();
    r.seconds = o.value(QStringLiteral("seconds")).toDouble();
    for (const QJsonValue& v : o.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        KernelResourceRow row;
        row.kernel = k.value(QStringLiteral("kernel")).toString();
        if (row.kernel.isEmpty()) {
            if (error)
                *error = QStringLiteral("a kernel row without a name");
            return std::nullopt;
        }
        row.kind = k.value(QStringLiteral("kind")).toString();
        row.resources = k.value(QStringLiteral("resources")).toObject();
        row.error = k.value(QStringLiteral("error")).toString();
        row.line = k.value(QStringLiteral("line")).toInt();
        row.cached = k.value(QStringLiteral("cached")).toBool();
        row.pending = k.value(QStringLiteral("pending")).toBool();
        r.kernels << row;
    }
    return r;
}

const KernelResourceRow* ProjectResources::find(const QString& kernel) const {
    for (const KernelResourceRow& row : kernels)
        if (row.kernel == kernel)
            return &row;
    return nullptr;
}

QString describeTarget(const QString& target, const QString& source) {
    if (target.isEmpty())
        return {};
    if (source == QLatin1String("project"))
        return QStringLiteral("%1 (the project's)").arg(target);
    if (source == QLatin1String("device"))
        return QStringLiteral("%1 (the engine's GPU)").arg(target);
    if (source == QLatin1String("default"))
        return QStringLiteral("%1 (default)").arg(target);
    return target;
}

} // namespace ks
