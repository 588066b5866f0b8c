#include "project/ExportRequest.h"

#include <QJsonArray>

namespace ks {

QJsonObject ExportSettings::toParams() const {
    if (again) {
        QJsonObject params{{QStringLiteral("out"), outDir}, {QStringLiteral("again"), true}};
        if (!modelFile.isEmpty())
            params.insert(QStringLiteral("model"), modelFile);
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

} // namespace ks
