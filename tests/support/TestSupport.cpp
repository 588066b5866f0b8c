#include "support/TestSupport.h"

#include "ks/BuildInfo.h"
#include "project/TrustStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

namespace ks::test {

QString sourceDir() {
    return QString::fromUtf8(build::kSourceDir);
}

namespace {

bool copyFolder(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo& info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (info.fileName() == QLatin1String(".kernel-studio"))
            continue;
        const QString target = to + QLatin1Char('/') + info.fileName();
        if (info.isDir() ? !copyFolder(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

} // namespace

bool copyTree(const QString& from, const QString& to, bool trust) {
    return copyFolder(from, to) && (!trust || TrustStore().trust(to));
}

EngineClient::Options engineOptions(const QStringList& extraArguments) {
    EngineClient::Options o;
    o.command = EngineCommand::defaultCommand();
    o.command.arguments += extraArguments;
    return o;
}

bool waitFor(const std::function<bool()>& done, std::chrono::milliseconds timeout) {
    QElapsedTimer timer;
    timer.start();
    // `done` is called until it first returns true, never after: predicates may consume.
    for (;;) {
        if (done())
            return true;
        if (timer.elapsed() >= timeout.count())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

} // namespace ks::test
