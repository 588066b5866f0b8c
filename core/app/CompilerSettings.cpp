#include "app/CompilerSettings.h"

#include <QJsonArray>

namespace ks {
namespace {

QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

bool fail(QString* error, const QString& why) {
    if (error)
        *error = why;
    return false;
}

bool parseRow(const QJsonObject& o, int index, DecompositionRow* row, QString* error) {
    const QString where = QStringLiteral("decompositions.rows[%1]").arg(index);
    row->op = str(o, "op");
    if (row->op.isEmpty())
        return fail(error, where + QStringLiteral(".op: expected an op name"));
    row->setting = str(o, "setting");
    if (!decompositionSettings().contains(row->setting))
        return fail(error, QStringLiteral("%1.setting: expected default, keep, decompose or "
                                          "custom, got \"%2\"")
                               .arg(where, row->setting));
    row->count = o.value(QStringLiteral("count")).toInt();
    row->inGraph = o.value(QStringLiteral("inGraph")).toInt();
    row->inductor = str(o, "inductor");
    if (row->inductor.isEmpty())
        row->inductor = QStringLiteral("unknown");
    row->function = str(o, "function");
    row->line = o.value(QStringLiteral("line")).toInt();
    return true;
}

bool parseOption(const QJsonObject& o, int index, InductorOption* option, QString* error) {
    const QString where = QStringLiteral("inductor[%1]").arg(index);
    option->key = str(o, "key");
    if (option->key.isEmpty())
        return fail(error, where + QStringLiteral(".key: expected an option name"));
    option->type = str(o, "type");
    if (option->type != QLatin1String("int") && option->type != QLatin1String("bool"))
        return fail(
            error,
            QStringLiteral("%1.type: expected int or bool, got \"%2\"").arg(where, option->type));
    option->defaultValue = o.value(QStringLiteral("default"));
    option->value = o.value(QStringLiteral("value"));
    if (option->value.isUndefined())
        option->value = QJsonValue();
    option->description = str(o, "description");
    option->cudaOnly = o.value(QStringLiteral("cudaOnly")).toBool();
    option->refused = o.value(QStringLiteral("refused")).toString();
    return true;
}

bool parseDim(const QJsonValue& v, int index, DynamicDimRange* dim, QString* error) {
    const QString where = QStringLiteral("dynamicDims[%1]").arg(index);
    const QJsonObject o = v.toObject();
    dim->name = str(o, "name");
    if (dim->name.isEmpty())
        return fail(error, where + QStringLiteral(".name: expected a dim name"));
    const QJsonValue min = o.value(QStringLiteral("min"));
    if (!min.isUndefined() && !min.isNull()) {
        if (min.toInteger(-1) < 0)
            return fail(error, where + QStringLiteral(".min: expected a non-negative integer"));
        dim->min = min.toInteger();
    }
    const QJsonValue max = o.value(QStringLiteral("max"));
    if (max.isNull() || max.isUndefined())
        return true;
    if (max.toInteger(-1) < 0)
        return fail(error, where + QStringLiteral(".max: expected an integer or null"));
    dim->max = max.toInteger();
    return true;
}

/// The generation's buckets and dynamic dims (members an older engine leaves out).
bool parseBuckets(const QJsonObject& o, CompilerSettings* s, QString* error) {
    QString why;
    if (!cudaGraphBucketsFromJson(o.value(QStringLiteral("cudaGraphBuckets")),
                                  QStringLiteral("cudaGraphBuckets"), s->cudaGraphBuckets, why))
        return fail(error, why);
    const QJsonValue dims = o.value(QStringLiteral("dynamicDims"));
    if (!dims.isArray() && !dims.isUndefined() && !dims.isNull())
        return fail(error, QStringLiteral("dynamicDims: expected an array"));
    const QJsonArray array = dims.toArray();
    for (int i = 0; i < array.size(); ++i) {
        DynamicDimRange dim;
        if (!parseDim(array[i], i, &dim, error))
            return false;
        s->dynamicDims << dim;
    }
    return true;
}

} // namespace

QStringList decompositionSettings() {
    return {QStringLiteral("default"), QStringLiteral("keep"), QStringLiteral("decompose"),
            QStringLiteral("custom")};
}

const DecompositionRow* Decompositions::row(const QString& op) const {
    for (const DecompositionRow& r : rows)
        if (r.op == op)
            return &r;
    return nullptr;
}

const InductorOption* CompilerSettings::option(const QString& key) const {
    for (const InductorOption& o : inductor)
        if (o.key == key)
            return &o;
    return nullptr;
}

std::optional<CompilerSettings> CompilerSettings::fromJson(const QJsonObject& o, QString* error) {
    CompilerSettings s;
    s.generation = o.value(QStringLiteral("generation")).toInt();
    s.device = str(o, "device");
    const QJsonValue dv = o.value(QStringLiteral("decompositions"));
    if (!dv.isObject()) {
        fail(error, QStringLiteral("decompositions: expected an object"));
        return std::nullopt;
    }
    const QJsonObject d = dv.toObject();
    s.decompositions.file = str(d, "file");
    if (s.decompositions.file.isEmpty()) {
        fail(error, QStringLiteral("decompositions.file: expected a path"));
        return std::nullopt;
    }
    s.decompositions.exists = d.value(QStringLiteral("exists")).toBool();
    s.decompositions.base = str(d, "base");
    if (const QJsonValue e = d.value(QStringLiteral("error")); e.isObject()) {
        const QJsonObject eo = e.toObject();
        s.decompositions.error = Decompositions::Error{str(eo, "message"), str(eo, "file"),
                                                       eo.value(QStringLiteral("line")).toInt()};
    }
    if (!d.value(QStringLiteral("rows")).isArray()) {
        fail(error, QStringLiteral("decompositions.rows: expected an array"));
        return std::nullopt;
    }
    const QJsonArray rows = d.value(QStringLiteral("rows")).toArray();
    for (int i = 0; i < rows.size(); ++i) {
        DecompositionRow row;
        if (!parseRow(rows[i].toObject(), i, &row, error))
            return std::nullopt;
        s.decompositions.rows << row;
    }
    const QJsonValue inductor = o.value(QStringLiteral("inductor"));
    if (!inductor.isArray() && !inductor.isUndefined()) {
        fail(error, QStringLiteral("inductor: expected an array"));
        return std::nullopt;
    }
    const QJsonArray options = inductor.toArray();
    for (int i = 0; i < options.size(); ++i) {
        InductorOption option;
        if (!parseOption(options[i].toObject(), i, &option, error))
            return std::nullopt;
        s.inductor << option;
    }
    for (const auto& m : o.value(QStringLiteral("materialize")).toArray())
        s.materialize << m.toString();
    for (const auto& c : o.value(QStringLiteral("completions")).toArray())
        s.completions << c.toString();
    if (!parseBuckets(o, &s, error))
        return std::nullopt;
    return s;
}

std::optional<DecompositionEdit> DecompositionEdit::fromJson(const QJsonObject& o, QString* error) {
    DecompositionEdit e;
    e.file = str(o, "file");
    if (e.file.isEmpty()) {
        fail(error, QStringLiteral("file: expected the path of decompositions.py"));
        return std::nullopt;
    }
    e.line = o.value(QStringLiteral("line")).toInt();
    e.created = o.value(QStringLiteral("created")).toBool();
    e.changed = o.value(QStringLiteral("changed")).toBool();
    return e;
}

} // namespace ks
