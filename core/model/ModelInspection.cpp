#include "model/ModelInspection.h"

#include "engine/EngineClient.h"

#include <QJsonArray>
#include <QStringList>

namespace ks {
namespace {

TensorSpec tensorFromJson(const QJsonObject& o) {
    TensorSpec t;
    for (const auto& v : o.value(QStringLiteral("shape")).toArray())
        t.shape.append(v.toInteger());
    for (const auto& v : o.value(QStringLiteral("stride")).toArray())
        t.stride.append(v.toInteger());
    t.dtype = o.value(QStringLiteral("dtype")).toString();
    t.device = o.value(QStringLiteral("device")).toString();
    return t;
}

QString joinNumbers(const QList<qint64>& values) {
    QStringList parts;
    for (qint64 v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString TensorSpec::describe() const {
    return QStringLiteral("%1[%2] (%3)").arg(dtype, joinNumbers(shape), device);
}

std::optional<ModelInspection> ModelInspection::fromJson(const QJsonObject& o, QString* error) {
    if (!o.value(QStringLiteral("inputs")).isArray() ||
        !o.value(QStringLiteral("outputs")).isArray()) {
        if (error)
            *error = QStringLiteral("the engine's inspectModel answer lacks inputs or outputs");
        return std::nullopt;
    }
    ModelInspection m;
    m.path = o.value(QStringLiteral("path")).toString();
    m.modelClass = o.value(QStringLiteral("model")).toString();
    m.parameterCount = o.value(QStringLiteral("parameters")).toInteger();
    m.seconds = o.value(QStringLiteral("seconds")).toDouble();
    m.json = o;
    for (const auto& v : o.value(QStringLiteral("inputs")).toArray())
        m.inputs.append(tensorFromJson(v.toObject()));
    for (const auto& v : o.value(QStringLiteral("outputs")).toArray())
        m.outputs.append(tensorFromJson(v.toObject()));
    const QJsonObject dyn = o.value(QStringLiteral("dynamicShapes")).toObject();
    for (auto it = dyn.begin(); it != dyn.end(); ++it) {
        const QJsonObject dims = it.value().toObject();
        for (auto d = dims.begin(); d != dims.end(); ++d) {
            const QJsonObject spec = d.value().toObject();
            DynamicDim dd;
            dd.input = it.key();
            dd.dim = d.key().toInt();
            dd.name = spec.value(QStringLiteral("name")).toString();
            if (spec.value(QStringLiteral("min")).isDouble())
                dd.min = spec.value(QStringLiteral("min")).toInteger();
            if (spec.value(QStringLiteral("max")).isDouble())
                dd.max = spec.value(QStringLiteral("max")).toInteger();
            m.dynamicDims.append(dd);
        }
    }
    return m;
}

QString ModelInspection::toText() const {
    QStringList lines;
    lines << QStringLiteral("model    : %1 (%2)").arg(modelClass, path);
    lines << QStringLiteral("params   : %1 elements").arg(parameterCount);
    for (int i = 0; i < inputs.size(); ++i)
        lines << QStringLiteral("input %1  : %2").arg(i).arg(inputs[i].describe());
    for (int i = 0; i < outputs.size(); ++i)
        lines << QStringLiteral("output %1 : %2").arg(i).arg(outputs[i].describe());
    for (const auto& d : dynamicDims) {
        const QString lo = d.min ? QString::number(*d.min) : QStringLiteral("?");
        const QString hi = d.max ? QString::number(*d.max) : QStringLiteral("?");
        lines << QStringLiteral("dynamic  : %1 = %2.shape[%3] in [%4, %5]")
                     .arg(d.name, d.input)
                     .arg(d.dim)
                     .arg(lo, hi);
    }
    lines << QStringLiteral("eager run: %1 s").arg(seconds, 0, 'f', 3);
    return lines.join(QLatin1Char('\n'));
}

} // namespace ks
