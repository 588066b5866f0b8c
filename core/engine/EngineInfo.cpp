#include "engine/EngineInfo.h"

#include <QJsonArray>
#include <QStringList>

namespace ks {
namespace {

QString gib(qint64 bytes) {
    return QString::number(double(bytes) / (1024.0 * 1024.0 * 1024.0), 'f', 1) +
           QStringLiteral(" GiB");
}

QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

} // namespace

QString DeviceInfo::describe() const {
    if (type == QLatin1String("cpu"))
        return QStringLiteral("cpu %1, %2 cores").arg(name).arg(cores);
    QString text = QStringLiteral("%1:%2 %3 (sm %4, %5")
                       .arg(type)
                       .arg(index)
                       .arg(name, computeCapability, gib(totalMemory));
    if (freeMemory)
        text += QStringLiteral(", %1 free").arg(gib(*freeMemory));
    return text + QLatin1Char(')');
}

bool EngineInfo::hasCuda() const {
    for (const auto& d : devices)
        if (d.type == QLatin1String("cuda"))
            return true;
    return false;
}

QString EngineInfo::summary() const {
    QStringList parts{QStringLiteral("torch %1").arg(torchVersion)};
    parts << (tritonVersion.isEmpty() ? QStringLiteral("no triton")
                                      : QStringLiteral("triton %1").arg(tritonVersion));
    QString device = QStringLiteral("cpu only");
    for (const auto& d : devices)
        if (d.type == QLatin1String("cuda")) {
            device = d.name;
            break;
        }
    parts << device;
    if (inductorState == QLatin1String("untested"))
        parts << (selfTestPassed.value_or(false)
                      ? QStringLiteral("torch untested, self-test passed")
                  : selfTestPassed ? QStringLiteral("torch untested, self-test failed")
                                   : QStringLiteral("torch untested"));
    else if (!inductorSupported)
        parts << QStringLiteral("torch not supported by the engine");
    return parts.join(QStringLiteral(" · "));
}

QString EngineInfo::containmentText() const {
    if (!contained)
        return QStringLiteral("not reported by this engine");
    return (*contained ? QStringLiteral("contained: ") : QStringLiteral("NOT contained: ")) +
           containmentMessage;
}

QString EngineInfo::seriesText() const {
    const QString series = inductorSeries.isEmpty() ? torchVersion : inductorSeries;
    const QString adapter = inductorSupportedSeries.isEmpty()
                                ? inductorAdapter
                                : inductorSupportedSeries.join(QStringLiteral(", "));
    if (inductorState == QLatin1String("untested")) {
        QString text = QStringLiteral("%1, untested (adapter tested on %2)").arg(series, adapter);
        if (selfTestPassed)
            text += (*selfTestPassed ? QStringLiteral(", self-test passed")
                                     : QStringLiteral(", self-test failed")) +
                    (selfTestDetail.isEmpty() ? QString() : QStringLiteral(": ") + selfTestDetail);
        else
            text += QStringLiteral(", self-test not run yet");
        return text;
    }
    if (inductorSupported)
        return QStringLiteral("%1, supported (adapter %2)").arg(series, adapter);
    return QStringLiteral("%1, NOT supported (adapter %2)").arg(series, adapter);
}

std::optional<EngineInfo> EngineInfo::fromJson(const QJsonObject& o, QString* error) {
    EngineInfo info;
    const QJsonObject engine = o.value(QStringLiteral("engine")).toObject();
    info.engineName = str(engine, "name");
    info.engineVersion = str(engine, "version");
    info.protocolVersion = str(o, "protocolVersion");
    info.torchVersion = str(o, "torch");
    info.tritonVersion = str(o, "triton");
    const QJsonObject inductor = o.value(QStringLiteral("inductor")).toObject();
    info.inductorSupported = inductor.value(QStringLiteral("supported")).toBool(true);
    info.inductorUsable = inductor.value(QStringLiteral("usable")).toBool(info.inductorSupported);
    info.inductorState = str(inductor, "state");
    info.inductorSeries = str(inductor, "series");
    info.inductorAdapter = inductor.value(QStringLiteral("adapter")).toVariant().toString();
    for (const auto& v : inductor.value(QStringLiteral("supportedSeries")).toArray())
        info.inductorSupportedSeries << v.toString();
    const QJsonObject selfTest = inductor.value(QStringLiteral("selfTest")).toObject();
    if (selfTest.value(QStringLiteral("passed")).isBool()) {
        info.selfTestPassed = selfTest.value(QStringLiteral("passed")).toBool();
        info.selfTestDetail = str(selfTest, "detail");
    }
    info.inductorMessage = str(inductor, "message");
    const QJsonObject containment = o.value(QStringLiteral("containment")).toObject();
    if (containment.value(QStringLiteral("contained")).isBool()) {
        info.contained = containment.value(QStringLiteral("contained")).toBool();
        info.containmentReason = str(containment, "reason");
        info.containmentMessage = str(containment, "message");
    }
    const QJsonArray devices = o.value(QStringLiteral("devices")).toArray();
    for (const auto& v : devices) {
        const QJsonObject d = v.toObject();
        DeviceInfo dev;
        dev.type = str(d, "type");
        dev.index = d.value(QStringLiteral("index")).toInt();
        dev.name = str(d, "name");
        dev.computeCapability = str(d, "computeCapability");
        dev.totalMemory = qint64(d.value(QStringLiteral("totalMemory")).toDouble());
        if (d.value(QStringLiteral("freeMemory")).isDouble())
            dev.freeMemory = qint64(d.value(QStringLiteral("freeMemory")).toDouble());
        dev.cores = d.value(QStringLiteral("cores")).toInt();
        info.devices.append(dev);
    }
    QStringList missing;
    if (info.engineName.isEmpty())
        missing << QStringLiteral("engine.name");
    if (info.protocolVersion.isEmpty())
        missing << QStringLiteral("protocolVersion");
    if (info.torchVersion.isEmpty())
        missing << QStringLiteral("torch");
    if (info.devices.isEmpty())
        missing << QStringLiteral("devices");
    if (!missing.isEmpty()) {
        if (error)
            *error = QStringLiteral("engine's initialize answer lacks %1")
                         .arg(missing.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return info;
}

std::optional<EngineEnvironment> EngineEnvironment::fromJson(const QJsonObject& o, QString* error) {
    auto info = EngineInfo::fromJson(o, error);
    if (!info)
        return std::nullopt;
    EngineEnvironment env;
    env.info = *info;
    const QJsonObject python = o.value(QStringLiteral("python")).toObject();
    env.pythonExecutable = str(python, "executable");
    env.pythonVersion = str(python, "version");
    env.platform = str(o, "platform");
    env.cudaAvailable = o.value(QStringLiteral("cudaAvailable")).toBool();
    env.cudaVersion = str(o, "cudaVersion");
    env.json = o;
    return env;
}

QString EngineEnvironment::toText() const {
    QStringList lines;
    auto add = [&lines](const QString& key, const QString& value) {
        lines << QStringLiteral("%1 : %2").arg(key.leftJustified(9), value);
    };
    add(QStringLiteral("engine"),
        QStringLiteral("%1 %2 (protocol %3)")
            .arg(info.engineName, info.engineVersion, info.protocolVersion));
    add(QStringLiteral("python"), QStringLiteral("%1 (%2)").arg(pythonVersion, pythonExecutable));
    add(QStringLiteral("platform"), platform);
    add(QStringLiteral("torch"), info.torchVersion);
    add(QStringLiteral("inductor"),
        info.inductorSupported
            ? QStringLiteral("adapter %1, written for this torch").arg(info.inductorAdapter)
        : info.inductorState == QLatin1String("untested")
            ? QStringLiteral("adapter %1, untested on torch %2")
                  .arg(info.inductorAdapter, info.torchVersion)
            : QStringLiteral("adapter %1, NOT written for torch %2")
                  .arg(info.inductorAdapter, info.torchVersion));
    add(QStringLiteral("series"), info.seriesText());
    add(QStringLiteral("triton"),
        info.tritonVersion.isEmpty() ? QStringLiteral("not installed") : info.tritonVersion);
    add(QStringLiteral("cuda"), cudaAvailable
                                    ? QStringLiteral("available (CUDA %1)").arg(cudaVersion)
                                    : QStringLiteral("not available"));
    for (int i = 0; i < info.devices.size(); ++i)
        add(i == 0 ? QStringLiteral("devices") : QString(), info.devices[i].describe());
    add(QStringLiteral("workers"), info.containmentText());
    return lines.join(QLatin1Char('\n'));
}

} // namespace ks
