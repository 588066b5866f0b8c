#include "project/ExportRequest.h"

#include <QJsonArray>

namespace ks {

namespace {

void insertPartition(const ExportSettings& s, QJsonObject& params) {
    if (s.activationMemoryBudget >= 0.0)
        params.insert(QStringLiteral("activationMemoryBudget"), s.activationMemoryBudget);
    if (!s.recompute.isEmpty()) {
        QJsonObject policy;
        for (auto it = s.recompute.begin(); it != s.recompute.end(); ++it)
            policy.insert(it.key(), it.value());
        params.insert(QStringLiteral("recompute"), policy);
    }
}

} // namespace

QJsonObject ExportSettings::toParams() const {
    if (again) {
        QJsonObject params{{QStringLiteral("out"), outDir}, {QStringLiteral("again"), true}};
        if (!modelFile.isEmpty())
            params.insert(QStringLiteral("model"), modelFile);
        if (!cudaGraphBuckets.isEmpty())
            params.insert(QStringLiteral("cudaGraphBuckets"),
                          cudaGraphBucketsToJson(cudaGraphBuckets));
        insertPartition(*this, params);
        return params;
    }
    QJsonObject params{
        {QStringLiteral("model"), modelFile},
        {QStringLiteral("out"), outDir},
        {QStringLiteral("device"), device.isEmpty() ? QJsonValue() : QJsonValue(device)},
        {QStringLiteral("strict"), strict}};
    if (train)
        params.insert(QStringLiteral("train"), true);
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
    insertPartition(*this, params);
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

bool parseRecomputeOption(const QString& text, QMap<QString, QString>& into, QString& error) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const QString node = text.left(eq).trimmed();
    const QString choice = eq < 0 ? QString() : text.mid(eq + 1).trimmed();
    if (eq < 0 || node.isEmpty() ||
        (choice != QLatin1String("save") && choice != QLatin1String("recompute"))) {
        error = QStringLiteral("--recompute %1: expected NODE=save or NODE=recompute").arg(text);
        return false;
    }
    into.insert(node, choice);
    return true;
}

bool parseMemoryBudget(const QString& text, double& into, QString& error) {
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !(value >= 0.0 && value <= 1.0)) {
        error = QStringLiteral("--activation-memory-budget %1: expected a number from 0 to 1")
                    .arg(text);
        return false;
    }
    into = value;
    return true;
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
