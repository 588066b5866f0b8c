#include "torchlib/TorchLibrary.h"

#include "common/InstallLayout.h"
#include "ks/BuildInfo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRegularExpression>
#include <dlfcn.h>

namespace ks {
namespace {

QMutex& mutex() {
    static QMutex m;
    return m;
}

QString& loadedDir() {
    static QString dir;
    return dir;
}

EngineCommand& engineCommand() {
    static EngineCommand c;
    return c;
}

// The torch package folder of `python`, asked without importing torch (fast).
QString torchPackageDir(const QString& python, QString* why) {
    QProcess p;
    p.start(python, {QStringLiteral("-c"),
                     QStringLiteral("import importlib.util as u; s = u.find_spec('torch'); "
                                    "print(s.submodule_search_locations[0] if s else '')")});
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = QStringLiteral("%1 could not be run (%2)").arg(python, p.errorString());
        p.kill();
        return {};
    }
    const QString dir = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
    if (dir.isEmpty())
        *why = QStringLiteral("%1 has no torch").arg(python);
    return dir;
}

// "2.11" of "2.11.0+cpu".
QString series(const QString& version) {
    return version.section(QLatin1Char('.'), 0, 1);
}

// torch/version.py's __version__, read as text.
QString torchVersionAt(const QString& packageDir) {
    QFile f(packageDir + QStringLiteral("/version.py"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression re(QStringLiteral("__version__\\s*=\\s*['\"]([^'\"]+)"));
    return re.match(QString::fromUtf8(f.readAll())).captured(1);
}

QString checkLibDir(const QString& packageDir, QString* why) {
    const QString lib = packageDir + QStringLiteral("/lib");
    if (!QFileInfo::exists(lib + QStringLiteral("/libtorch_cpu.so"))) {
        *why = QStringLiteral("%1 holds no libtorch_cpu.so").arg(lib);
        return {};
    }
    const QString version = torchVersionAt(packageDir);
    const QString built = QString::fromLatin1(build::kTorchVersion);
    if (series(version) != series(built)) {
        *why = QStringLiteral("the torch at %1 is %2, this Kernel Studio was built with libtorch "
                              "%3 (run `kernel-studio setup` for an engine of that series)")
                   .arg(packageDir,
                        version.isEmpty() ? QStringLiteral("of unknown version") : version, built);
        return {};
    }
    return lib;
}

bool isLocalPython(const QString& program) {
    const QFileInfo info(program);
    return info.isAbsolute() && info.isExecutable() &&
           info.fileName().startsWith(QLatin1String("python"));
}

} // namespace

void TorchLibrary::setEngineCommand(const EngineCommand& command) {
    QMutexLocker lock(&mutex());
    engineCommand() = command;
}

QString TorchLibrary::torchLibDir(QString* error) {
    const QString forced = qEnvironmentVariable("KS_LIBTORCH_DIR");
    if (!forced.isEmpty())
        return forced;
    QStringList pythons;
    {
        QMutexLocker lock(&mutex());
        if (isLocalPython(engineCommand().program))
            pythons << engineCommand().program;
    }
    // A build tree's own torch first: the one it was linked against.
    const QString builtLib = QString::fromUtf8(build::kTorchLibDir);
    if (pythons.isEmpty() && layout::installedDataDir().isEmpty() &&
        QFileInfo::exists(builtLib + QStringLiteral("/libtorch_cpu.so")))
        return builtLib;
    const QString fallback = layout::defaultEnginePython();
    if (!pythons.contains(fallback))
        pythons << fallback;
    QStringList tried;
    for (const QString& python : std::as_const(pythons)) {
        QString why;
        const QString package = torchPackageDir(python, &why);
        const QString lib = package.isEmpty() ? QString() : checkLibDir(package, &why);
        if (!lib.isEmpty())
            return lib;
        tried << why;
    }
    if (error)
        *error = QStringLiteral("libtorch not found: %1").arg(tried.join(QStringLiteral("; ")));
    return {};
}

void* TorchLibrary::symbolAddress(const char* name, QString* error) {
    static void* handle = nullptr;
    auto find = [&]() -> void* {
        void* address = dlsym(handle, name);
        if (!address && error)
            *error = QStringLiteral("the module has no %1").arg(QLatin1String(name));
        return address;
    };
    {
        QMutexLocker lock(&mutex());
        if (handle)
            return find();
    }
    QString why;
    const QString lib = torchLibDir(&why);
    if (lib.isEmpty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    QMutexLocker lock(&mutex());
    if (handle)
        return find();
    // libtorch first, by full path and RTLD_GLOBAL: the module links no libtorch, its libtorch
    // symbols resolve against these.
    for (const char* library : {"libc10.so", "libtorch_cpu.so"}) {
        const QString path = lib + QLatin1Char('/') + QLatin1String(library);
        if (!dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_GLOBAL)) {
            if (error)
                *error = QStringLiteral("could not load %1: %2")
                             .arg(path, QString::fromLocal8Bit(dlerror()));
            return nullptr;
        }
    }
    const QString module = layout::moduleDir() + QStringLiteral("/libks_torch_reader.so");
    handle = dlopen(QFile::encodeName(module).constData(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        if (error)
            *error = QStringLiteral("could not load %1: %2")
                         .arg(module, QString::fromLocal8Bit(dlerror()));
        return nullptr;
    }
    loadedDir() = lib;
    return find();
}

TorchReaderReadFn TorchLibrary::reader(QString* error) {
    return symbol<TorchReaderReadFn>("ks_torch_reader_read", error);
}

QString TorchLibrary::loadedFrom() {
    QMutexLocker lock(&mutex());
    return loadedDir();
}

} // namespace ks
