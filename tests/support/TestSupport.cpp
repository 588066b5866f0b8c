#include "support/TestSupport.h"

#include "ks/BuildInfo.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace ks::test {

QString sourceDir() {
    return QString::fromUtf8(build::kSourceDir);
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
