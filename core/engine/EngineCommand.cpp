#include "engine/EngineCommand.h"

#include "common/InstallLayout.h"

#include <QProcess>
#include <QSettings>

namespace ks {

QString EngineCommand::toString() const {
    QStringList parts;
    for (const QString& p : QStringList{program} + arguments) {
        if (p.isEmpty() || p.contains(QLatin1Char(' ')) || p.contains(QLatin1Char('"')))
            parts << QLatin1Char('"') +
                         QString(p).replace(QLatin1Char('"'), QStringLiteral("\"\"\"")) +
                         QLatin1Char('"');
        else
            parts << p;
    }
    return parts.join(QLatin1Char(' '));
}

EngineCommand EngineCommand::parse(const QString& command) {
    QStringList parts = QProcess::splitCommand(command);
    EngineCommand c;
    if (parts.isEmpty())
        return c;
    c.program = parts.takeFirst();
    c.arguments = parts;
    return c;
}

EngineCommand EngineCommand::defaultCommand() {
    return {layout::defaultEnginePython(),
            {QStringLiteral("-m"), QStringLiteral("kernel_studio.server")}};
}

EngineCommand EngineCommand::resolve(const QString& commandLineValue, const QSettings* settings) {
    if (!commandLineValue.trimmed().isEmpty())
        return parse(commandLineValue);
    const QString env = qEnvironmentVariable("KS_ENGINE");
    if (!env.trimmed().isEmpty())
        return parse(env);
    if (settings) {
        const QString stored = settings->value(QLatin1String(kEngineCommandSetting)).toString();
        if (!stored.trimmed().isEmpty())
            return parse(stored);
    }
    return defaultCommand();
}

} // namespace ks
