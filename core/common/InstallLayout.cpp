#include "common/InstallLayout.h"

#include "ks/BuildInfo.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ks::layout {

QString executableDir() {
    // /proc/self/exe: also right before a QCoreApplication exists (tests, --version).
    return QFileInfo(QStringLiteral("/proc/self/exe"))
        .canonicalFilePath()
        .section(QLatin1Char('/'), 0, -2);
}

QString installedDataDir() {
    const QString dir =
        QDir::cleanPath(executableDir() + QStringLiteral("/../share/kernel-studio"));
    return QFileInfo::exists(dir + QStringLiteral("/engine/requirements.txt")) ? dir : QString();
}

QString moduleDir() {
    if (installedDataDir().isEmpty())
        return executableDir();
    return QDir::cleanPath(executableDir() + QStringLiteral("/../") +
                           QString::fromUtf8(build::kModuleDir));
}

QString managedEngineDir() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/kernel-studio/engine");
}

QString defaultEnginePython() {
    if (!installedDataDir().isEmpty())
        return managedEngineDir() + QStringLiteral("/bin/python");
    return QString::fromUtf8(build::kDefaultPython);
}

} // namespace ks::layout
