#include "project/ExportRequest.h"

#include <QJsonArray>

namespace ks {

QJsonObject ExportSettings::toParams() const {
    if (again) {
        QJsonObject params{{QStringLiteral("out"), outDir}, {QStringLiteral("again"), true}};
        if (!modelFile.isEmpty())
            params.insert(QStringLiteral("model"), modelFile);
        if (!cudaGraphBuckets.isEmpty())
            params.insert(QStringLiteral("cudaGraphBuckets"),
                          cudaGraphBucketsToJson(cudaGraphBuckets));
        return params;
    }
    QJsonObject params{
        {QStringLiteral("model"), modelFile},
        {QStringLiteral("out"), outDir},
        {QStringLiteral("device"), device.isEmpty() ? QJsonValue() : QJsonValue(device)},
        {QStringLiteral("strict"), strict}};
    if (!keepOps.isEmpty() || !decomposeOps.isEmpty())
        params.insert(
            QStringLiteral("decompositions"),
            QJsonObject{{QStringLiteral("base"), QStringLiteral("default")},
                        {QStringLiteral("keep"), QJsonArray::fromStringList(keepOps)},
                        {QStringLiteral("decompose"), QJsonArray::fromStringList(decomposeOps)}});
    if (!inductor.isEmpty())
        params.insert(QStringLiteral("inductor"), inductor);
    if (!decompositionsFile.isEmpty())
        params.insert(QStringLiteral("decompositionsFile"), decompositionsFile);
    if (!materialize.isEmpty())
        params.insert(QStringLiteral("materialize"), QJsonArray::fromStringList(materialize));
    if (!cudaGraphBuckets.isEmpty())
        params.insert(QStringLiteral("cudaGraphBuckets"), cudaGraphBucketsToJson(cudaGraphBuckets));
    if (train)
        params.insert(QStringLiteral("train"), true);
    if (overrideDynamicDims) {
        QJsonArray dims;
        for (const auto& d : dynamicDims)
            dims.append(
                QJsonObject{{QStringLiteral("input"), d.input},
                            {QStringLiteral("dim"), d.dim},
                            {QStringLiteral("name"), d.name},
                            {QStringLiteral("min"), d.min},
                            {QStringLiteral("max"), d.max > 0 ? QJsonValue(d.max) : QJsonValue()}});
        params.insert(QStringLiteral("dynamicDims"), dims);
    }
    return params;
}

bool parseInductorOption(const QString& text, QJsonObject& into, QString& error) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const QString key = text.left(eq).trimmed();
    const QString value = eq < 0 ? QString() : text.mid(eq + 1).trimmed();
    if (eq < 0 || key.isEmpty() || value.isEmpty()) {
        error = QStringLiteral("--inductor %1: expected KEY=VALUE").arg(text);
        return false;
    }
    if (value == QLatin1String("true") || value == QLatin1String("false")) {
        into.insert(key, value == QLatin1String("true"));
        return true;
    }
    bool ok = false;
    const qint64 number = value.toLongLong(&ok);
    if (!ok) {
        error =
            QStringLiteral("--inductor %1: the value must be true, false or an integer").arg(text);
        return false;
    }
    into.insert(key, number);
    return true;
}

} // namespace ks
