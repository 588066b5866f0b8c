#include "graph/LayoutProcess.h"

#include "common/InstallLayout.h"

#include <QFileInfo>
#include <QProcess>
#include <csignal>
#include <cstring>
#include <sys/prctl.h>
#include <sys/resource.h>

namespace ks {
namespace {

// How long the helper may take to start (exec, dynamic linking), not to lay out.
constexpr int kStartMs = 30000;
// How often a running helper is checked for a cancel.
constexpr int kPollMs = 20;

DotDrawing failed(const QString& error) {
    DotDrawing d;
    d.error = error;
    return d;
}

// The last line the helper wrote to stderr, for an error message ("" when none).
QString lastLine(const QByteArray& stderrBytes) {
    const QStringList lines =
        QString::fromUtf8(stderrBytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QString() : lines.last().trimmed();
}

} // namespace

QString LayoutProcess::defaultHelper() {
    return layout::moduleDir() + QLatin1Char('/') + QLatin1String(kHelperName);
}

DotDrawing LayoutProcess::runHelper(const DotGraph& graph, const QString& helper,
                                    const std::atomic<bool>& cancelled,
                                    const std::function<void(qint64)>& started) {
    const QFileInfo info(helper);
    if (!info.exists())
        return failed(QStringLiteral("the layout helper %1 is missing (the installation is "
                                     "incomplete: reinstall Kernel Studio)")
                          .arg(helper));
    if (!info.isFile() || !info.isExecutable())
        return failed(QStringLiteral("the layout helper %1 is not an executable file").arg(helper));

    if (cancelled.load())
        return failed(QStringLiteral("cancelled"));
    QProcess process;
    process.setProgram(helper);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    // Between fork and exec only async-signal-safe calls: system calls. The helper dies with
    // the thread that started it, so that a crash of the app leaves no layout running for
    // minutes; and a crash of the helper leaves no core file of Graphviz's memory in the
    // folder the app was started from (the pane says it crashed).
    process.setChildProcessModifier([] {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        const rlimit noCore{0, 0};
        setrlimit(RLIMIT_CORE, &noCore);
    });
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(kStartMs)) {
        const QString why = process.errorString();
        process.kill();
        process.waitForFinished(-1);
        return failed(
            QStringLiteral("the layout helper %1 could not be started: %2").arg(helper, why));
    }
    if (started)
        started(process.processId());
    // Written while the waits below run (no event loop here); closed once all is written.
    process.write(DotLayout::serialize(graph));
    process.closeWriteChannel();
    while (process.state() != QProcess::NotRunning) {
        if (cancelled.load()) {
            process.kill();
            process.waitForFinished(-1); // reaped: no zombie is left
            return failed(QStringLiteral("cancelled"));
        }
        process.waitForFinished(kPollMs);
    }
    const QByteArray out = process.readAllStandardOutput();
    const QString message = lastLine(process.readAllStandardError());
    if (process.exitStatus() == QProcess::CrashExit) {
        const int signal = process.exitCode();
        const char* name = sigdescr_np(signal);
        return failed(QStringLiteral("the layout helper %1 crashed (signal %2, %3)")
                          .arg(helper)
                          .arg(signal)
                          .arg(name ? QString::fromUtf8(name) : QStringLiteral("unknown")));
    }
    if (process.exitCode() != 0)
        return failed(QStringLiteral("the layout helper %1 failed with exit status %2%3")
                          .arg(helper)
                          .arg(process.exitCode())
                          .arg(message.isEmpty() ? QString() : QStringLiteral(": ") + message));
    DotDrawing drawing;
    if (!DotLayout::deserialize(out, &drawing))
        return failed(QStringLiteral("the layout helper %1 wrote %2 bytes that are not a layout")
                          .arg(helper)
                          .arg(out.size()));
    return drawing;
}

GraphLayoutResult LayoutProcess::compute(const GraphModel& graph, const QSet<QString>& expanded,
                                         const LayoutOptions& options,
                                         const std::atomic<bool>& cancelled, const QString& helper,
                                         const std::function<void(qint64)>& started) {
    return GraphLayout::compute(graph, expanded, options, [&](const DotGraph& dot) {
        return runHelper(dot, helper, cancelled, started);
    });
}

} // namespace ks
