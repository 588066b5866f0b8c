#include "app/CompiledKernel.h"

#include <QJsonArray>

namespace ks {
namespace {

CompiledStage readStage(const QJsonObject& o, const QString& text, const QJsonValue& map) {
    CompiledStage s;
    s.text = text;
    for (const auto& pair : map.toArray()) {
        const QJsonArray p = pair.toArray();
        if (p.size() == 2)
            s.lineMap.append({p.at(0).toInt(), p.at(1).toInt()});
    }
    s.resources = o.value(QStringLiteral("resources")).toObject();
    const QJsonObject span = o.value(QStringLiteral("kernelLines")).toObject();
    s.kernelStart = span.value(QStringLiteral("start")).toInt();
    s.kernelEnd = span.value(QStringLiteral("end")).toInt();
    return s;
}

} // namespace

QList<int> CompiledStage::stageLinesOf(int line) const {
    QList<int> out;
    for (const auto& [stageLine, moduleLine] : lineMap)
        if (moduleLine == line)
            out.append(stageLine);
    return out;
}

int CompiledStage::moduleLineOf(int stageLine) const {
    for (const auto& [s, m] : lineMap)
        if (s == stageLine)
            return m;
    return 0;
}

std::optional<CompiledKernel> CompiledKernel::fromJson(const QJsonObject& o, QString* error) {
    if (!o.value(QStringLiteral("text")).isString() ||
        !o.value(QStringLiteral("lineMap")).isArray()) {
        *error = QStringLiteral("kernel/compiled result: expected text and lineMap");
        return std::nullopt;
    }
    CompiledKernel k;
    k.kernel = o.value(QStringLiteral("kernel")).toString();
    k.kind = o.value(QStringLiteral("kind")).toString();
    k.target = o.value(QStringLiteral("target")).toString();
    k.stage = o.value(QStringLiteral("stage")).toString();
    for (const auto& s : o.value(QStringLiteral("stages")).toArray())
        k.stages.append(s.toString());
    k.edited = readStage(o, o.value(QStringLiteral("text")).toString(),
                         o.value(QStringLiteral("lineMap")));
    const QJsonObject p = o.value(QStringLiteral("pristine")).toObject();
    if (!p.isEmpty())
        k.pristine = readStage(p, p.value(QStringLiteral("text")).toString(),
                               p.value(QStringLiteral("lineMap")));
    k.pristineError = o.value(QStringLiteral("pristineError")).toString();
    for (const auto& d : o.value(QStringLiteral("deltas")).toArray()) {
        const QJsonObject delta = d.toObject();
        k.deltas.append({delta.value(QStringLiteral("name")).toString(),
                         delta.value(QStringLiteral("text")).toString()});
    }
    k.diff = o.value(QStringLiteral("diff")).toString();
    k.seconds = o.value(QStringLiteral("seconds")).toDouble();
    k.json = o;
    return k;
}

QStringList describeResources(const QJsonObject& r) {
    QStringList out;
    auto number = [&](const char* key) { return r.value(QLatin1String(key)); };
    if (number("registers").isDouble()) {
        out << QStringLiteral("registers %1").arg(number("registers").toInt());
        if (number("spillStoreBytes").isDouble())
            out << QStringLiteral("spills %1 bytes stored, %2 loaded")
                       .arg(number("spillStoreBytes").toInt())
                       .arg(number("spillLoadBytes").toInt());
        out << QStringLiteral("local memory %1 bytes, stack %2 bytes")
                   .arg(number("localBytes").toInt())
                   .arg(number("stackBytes").toInt());
        out << QStringLiteral("shared memory %1 bytes").arg(number("sharedBytes").toInt());
        out << QStringLiteral("num_warps %1, num_stages %2")
                   .arg(number("numWarps").toInt())
                   .arg(number("numStages").toInt());
        const QJsonObject occ = number("occupancy").toObject();
        if (!occ.isEmpty())
            out << QStringLiteral("occupancy %1% (%2 of %3 warps per SM, limited by %4)")
                       .arg(qRound(occ.value(QStringLiteral("occupancy")).toDouble() * 100))
                       .arg(occ.value(QStringLiteral("warpsPerSM")).toInt())
                       .arg(occ.value(QStringLiteral("maxWarpsPerSM")).toInt())
                       .arg(occ.value(QStringLiteral("limitedBy")).toString());
    }
    if (number("vectorWidthBits").isDouble())
        out << QStringLiteral("vector width %1 bits, %2")
                   .arg(number("vectorWidthBits").toInt())
                   .arg(number("vectorised").toBool() ? QStringLiteral("vectorised")
                                                      : QStringLiteral("not vectorised"));
    const QJsonObject ins = number("instructions").toObject();
    if (!ins.isEmpty()) {
        QStringList parts;
        for (auto it = ins.begin(); it != ins.end(); ++it) {
            if (it.value().isObject()) {
                QStringList widths;
                const QJsonObject w = it.value().toObject();
                for (auto wi = w.begin(); wi != w.end(); ++wi)
                    widths << QStringLiteral("%1x%2-bit").arg(wi.value().toInt()).arg(wi.key());
                if (!widths.isEmpty())
                    parts << QStringLiteral("%1 %2").arg(it.key(), widths.join(QLatin1Char(' ')));
            } else if (it.value().toInt() != 0) {
                parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toInt());
            }
        }
        out << QStringLiteral("instructions: ") + parts.join(QStringLiteral(", "));
    }
    return out;
}

} // namespace ks
