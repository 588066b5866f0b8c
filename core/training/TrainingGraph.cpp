#include "training/TrainingGraph.h"

#include <QJsonArray>
#include <QSet>

namespace ks {
namespace {

QString shapeText(const QJsonValue& v) {
    QStringList dims;
    for (const auto& d : v.toArray())
        dims << (d.isString() ? d.toString() : QString::number(d.toInteger()));
    return QStringLiteral("[%1]").arg(dims.join(QStringLiteral(", ")));
}

QJsonArray renamed(const QJsonArray& names, const QHash<QString, QString>& rename) {
    QJsonArray out;
    for (const auto& v : names)
        out.append(rename.value(v.toString(), v.toString()));
    return out;
}

} // namespace

bool isTrainingMetadata(const QJsonObject& metadata) {
    // An imported step (`mode` "step") carries its backward the same way, where its engine
    // recovered it from the step traced again (docs/metadata.md, "Imported training step").
    const QString mode = metadata.value(QStringLiteral("mode")).toString();
    return mode == QLatin1String("train") ||
           (mode == QLatin1String("step") && metadata.contains(QStringLiteral("backwardNodes")));
}

std::optional<TrainingInfo> TrainingInfo::fromMetadata(const QJsonObject& metadata,
                                                       QString* error) {
    auto fail = [error](const QString& message) -> std::optional<TrainingInfo> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    TrainingInfo info;
    for (const auto& v : metadata.value(QStringLiteral("signature"))
                             .toObject()
                             .value(QStringLiteral("requiresGrad"))
                             .toArray())
        info.requiresGrad << v.toString();
    const QJsonValue trainingValue = metadata.value(QStringLiteral("training"));
    if (trainingValue.isUndefined() || trainingValue.isNull())
        return info; // an engine that does not describe the partition yet
    if (!trainingValue.isObject())
        return fail(QStringLiteral("\"training\" is not an object"));
    const QJsonObject t = trainingValue.toObject();
    const QJsonArray saved = t.value(QStringLiteral("savedActivations")).toArray();
    for (int i = 0; i < saved.size(); ++i) {
        const QJsonObject o = saved[i].toObject();
        SavedActivation a;
        a.name = o.value(QStringLiteral("name")).toString();
        if (a.name.isEmpty())
            return fail(QStringLiteral("training.savedActivations[%1] has no name").arg(i));
        a.forwardNode = o.value(QStringLiteral("forwardNode")).toString();
        a.shape = shapeText(o.value(QStringLiteral("shape")));
        a.dtype = o.value(QStringLiteral("dtype")).toString();
        a.bytes = o.value(QStringLiteral("bytes")).toInteger();
        a.bytesExpr = o.value(QStringLiteral("bytesExpr")).toString();
        a.kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("activation"));
        a.input = o.value(QStringLiteral("input")).toString();
        a.viewOf = o.value(QStringLiteral("viewOf")).toString();
        info.saved << a;
    }
    info.savedBytes = t.value(QStringLiteral("savedBytes")).toInteger();
    for (const auto& v : t.value(QStringLiteral("recomputed")).toArray())
        info.recomputed << v.toString();
    const QJsonObject partitioner = t.value(QStringLiteral("partitioner")).toObject();
    info.activationMemoryBudget =
        partitioner.value(QStringLiteral("activationMemoryBudget")).toDouble(1.0);
    const QJsonObject policy = partitioner.value(QStringLiteral("policy")).toObject();
    for (auto it = policy.begin(); it != policy.end(); ++it) {
        const QString choice = it.value().toString();
        if (choice != QLatin1String("save") && choice != QLatin1String("recompute"))
            return fail(QStringLiteral("training.partitioner.policy[\"%1\"] is \"%2\", expected "
                                       "\"save\" or \"recompute\"")
                            .arg(it.key(), choice));
        info.policy.insert(it.key(), choice);
    }
    for (const auto& v : t.value(QStringLiteral("gradients")).toArray()) {
        const QJsonObject o = v.toObject();
        info.gradients << TrainingGradient{o.value(QStringLiteral("name")).toString(),
                                           o.value(QStringLiteral("kind")).toString()};
    }
    info.loss = t.value(QStringLiteral("loss")).toString();
    return info;
}

QJsonObject joinTrainingGraph(const QJsonObject& metadata, QString* error) {
    if (!isTrainingMetadata(metadata))
        return metadata;
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return QJsonObject();
    };
    QJsonArray nodes = metadata.value(QStringLiteral("nodes")).toArray();
    QSet<QString> forwardNames;
    QString forwardOutput;
    for (const auto& v : std::as_const(nodes)) {
        const QJsonObject o = v.toObject();
        forwardNames.insert(o.value(QStringLiteral("name")).toString());
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("output"))
            forwardOutput = o.value(QStringLiteral("name")).toString();
    }
    // Saved values by their backward name -> the forward node computing them.
    QHash<QString, QString> savedFrom;
    for (const auto& v : metadata.value(QStringLiteral("training"))
                             .toObject()
                             .value(QStringLiteral("savedActivations"))
                             .toArray()) {
        const QJsonObject o = v.toObject();
        const QString from = o.value(QStringLiteral("forwardNode")).toString();
        if (forwardNames.contains(from))
            savedFrom.insert(o.value(QStringLiteral("name")).toString(), from);
    }

    const QJsonArray backward = metadata.value(QStringLiteral("backwardNodes")).toArray();
    QHash<QString, QString> rename; // backward name -> name in the joined graph
    QSet<QString> taken = forwardNames;
    QList<int> kept;
    for (int i = 0; i < backward.size(); ++i) {
        const QJsonObject o = backward[i].toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (name.isEmpty())
            return fail(QStringLiteral("backwardNodes[%1] has no name").arg(i));
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("placeholder")) {
            // A saved value: its uses read the forward node that computed it.
            QString from = savedFrom.value(name);
            const QString declared = o.value(QStringLiteral("forwardNode")).toString();
            if (from.isEmpty() && forwardNames.contains(declared))
                from = declared;
            if (from.isEmpty() && forwardNames.contains(name))
                from = name;
            if (!from.isEmpty()) {
                rename.insert(name, from);
                continue;
            }
        }
        QString joined = name;
        if (taken.contains(joined)) {
            joined = name + QStringLiteral("_bw");
            for (int n = 2; taken.contains(joined); ++n)
                joined = QStringLiteral("%1_bw%2").arg(name).arg(n);
        }
        taken.insert(joined);
        rename.insert(name, joined);
        kept << i;
    }
    for (int i : std::as_const(kept)) {
        QJsonObject o = backward[i].toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        o.insert(QStringLiteral("name"), rename.value(name));
        o.insert(QStringLiteral("inputs"),
                 renamed(o.value(QStringLiteral("inputs")).toArray(), rename));
        o.insert(QStringLiteral("graph"), QStringLiteral("backward"));
        // A gradient of the outputs (tangents_N) comes in at the forward's output: drawn
        // from it, so that the backward is laid out under the forward.
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("placeholder") &&
            !forwardOutput.isEmpty())
            o.insert(QStringLiteral("inputs"), QJsonArray{forwardOutput});
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("call_function")) {
            const QString path = o.value(QStringLiteral("modulePath")).toString();
            o.insert(QStringLiteral("modulePath"),
                     path.isEmpty()
                         ? QString::fromLatin1(kBackwardModule)
                         : QStringLiteral("%1.%2").arg(QString::fromLatin1(kBackwardModule), path));
        }
        nodes.append(o);
    }

    QJsonArray kernels = metadata.value(QStringLiteral("kernels")).toArray();
    for (int k = 0; k < kernels.size(); ++k) {
        QJsonObject o = kernels[k].toObject();
        if (o.value(QStringLiteral("graph")).toString() != QLatin1String("backward"))
            continue;
        for (const auto& v : o.value(QStringLiteral("nodes")).toArray())
            if (!rename.contains(v.toString()))
                return fail(QStringLiteral("kernels[%1] (\"%2\", backward) fuses \"%3\", which is "
                                           "not among backwardNodes")
                                .arg(k)
                                .arg(o.value(QStringLiteral("name")).toString(), v.toString()));
        o.insert(QStringLiteral("nodes"),
                 renamed(o.value(QStringLiteral("nodes")).toArray(), rename));
        QJsonArray launchNodes;
        for (const auto& launch : o.value(QStringLiteral("launchNodes")).toArray())
            launchNodes.append(renamed(launch.toArray(), rename));
        if (o.contains(QStringLiteral("launchNodes")))
            o.insert(QStringLiteral("launchNodes"), launchNodes);
        kernels[k] = o;
    }
    QJsonObject joined = metadata;
    joined.insert(QStringLiteral("nodes"), nodes);
    joined.insert(QStringLiteral("kernels"), kernels);
    return joined;
}

QString byteText(qint64 bytes) {
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    const char* units[] = {"KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes);
    int unit = -1;
    while (value >= 1024 && unit < 3) {
        value /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(value, 0, 'f', 1).arg(QLatin1String(units[unit]));
}

} // namespace ks
