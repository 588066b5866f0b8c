#include "graph/LayoutProcess.h"

#include <QDataStream>
#include <QElapsedTimer>
#include <QIODevice>
#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace ks {

// In ks itself (not an anonymous namespace), so that QDataStream's list operators find them by
// argument-dependent lookup; static, as they are this file's own.
static QDataStream& operator<<(QDataStream& s, const LayoutItem& i) {
    return s << qint32(i.type) << qint32(i.index) << i.center << i.size << i.label << i.folded;
}
static QDataStream& operator>>(QDataStream& s, LayoutItem& i) {
    qint32 type = 0, index = 0;
    s >> type >> index >> i.center >> i.size >> i.label >> i.folded;
    i.type = LayoutItem::Type(type);
    i.index = index;
    return s;
}
static QDataStream& operator<<(QDataStream& s, const LayoutEdge& e) {
    s << qint32(e.from) << qint32(e.to) << qint32(e.count) << e.points << bool(e.arrowTip);
    return e.arrowTip ? s << *e.arrowTip : s;
}
static QDataStream& operator>>(QDataStream& s, LayoutEdge& e) {
    qint32 from = 0, to = 0, count = 0;
    bool tip = false;
    s >> from >> to >> count >> e.points >> tip;
    e.from = from;
    e.to = to;
    e.count = count;
    if (tip) {
        QPointF p;
        s >> p;
        e.arrowTip = p;
    }
    return s;
}
static QDataStream& operator<<(QDataStream& s, const LayoutCluster& c) {
    return s << qint32(c.module) << c.rect << c.label << qint32(c.depth);
}
static QDataStream& operator>>(QDataStream& s, LayoutCluster& c) {
    qint32 module = 0, depth = 0;
    s >> module >> c.rect >> c.label >> depth;
    c.module = module;
    c.depth = depth;
    return s;
}
static QDataStream& operator<<(QDataStream& s, const LayoutRegion& r) {
    return s << qint32(r.kernel) << r.items << qint32(r.hiddenNodes) << r.pieces << r.labelHeights
             << r.pieceLaunches << qint32(r.launches) << r.bounds;
}
static QDataStream& operator>>(QDataStream& s, LayoutRegion& r) {
    qint32 kernel = 0, hidden = 0, launches = 0;
    s >> kernel >> r.items >> hidden >> r.pieces >> r.labelHeights >> r.pieceLaunches >> launches >>
        r.bounds;
    r.kernel = kernel;
    r.hiddenNodes = hidden;
    r.launches = launches;
    return s;
}

namespace {

constexpr quint32 kMagic = 0x4b534c31; // "KSL1"

bool writeAll(int fd, const char* data, qsizetype size) {
    while (size > 0) {
        const ssize_t n = write(fd, data, size_t(size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= n;
    }
    return true;
}

GraphLayoutResult failed(const GraphModel& graph, const QString& error, double seconds) {
    GraphLayoutResult r;
    r.graphId = graph.id();
    r.error = error;
    r.seconds = seconds;
    return r;
}

} // namespace

QByteArray LayoutProcess::serialize(const GraphLayoutResult& r) {
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << kMagic << quint64(r.graphId) << r.items << r.edges << r.clusters << r.regions << r.bounds
      << r.itemOfNode << r.itemOfModule << r.seconds << r.error;
    return bytes;
}

bool LayoutProcess::deserialize(const QByteArray& bytes, GraphLayoutResult* r) {
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    quint64 graphId = 0;
    s >> magic;
    if (magic != kMagic)
        return false;
    s >> graphId >> r->items >> r->edges >> r->clusters >> r->regions >> r->bounds >>
        r->itemOfNode >> r->itemOfModule >> r->seconds >> r->error;
    r->graphId = graphId;
    return s.status() == QDataStream::Ok;
}

GraphLayoutResult LayoutProcess::compute(const GraphModel& graph, const QSet<QString>& expanded,
                                         const LayoutOptions& options,
                                         const std::atomic<bool>& cancelled) {
    QElapsedTimer timer;
    timer.start();
    auto seconds = [&timer] { return double(timer.nsecsElapsed()) / 1e9; };
    int fds[2];
    if (pipe(fds) != 0)
        return GraphLayout::compute(graph, expanded, options); // no pipe: in process
    const pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return GraphLayout::compute(graph, expanded, options);
    }
    if (child == 0) {
        // The child: only this thread exists here. It lays out, writes and leaves without
        // running the parent's atexit handlers or destructors.
        close(fds[0]);
        const QByteArray bytes = serialize(GraphLayout::compute(graph, expanded, options));
        const quint64 size = quint64(bytes.size());
        const bool ok = writeAll(fds[1], reinterpret_cast<const char*>(&size), sizeof size) &&
                        writeAll(fds[1], bytes.constData(), bytes.size());
        _exit(ok ? 0 : 1);
    }
    close(fds[1]);
    QByteArray received;
    quint64 expected = 0;
    bool haveSize = false;
    bool stopped = false;
    char buffer[65536];
    for (;;) {
        if (cancelled.load()) {
            stopped = true;
            kill(child, SIGKILL);
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        const int ready = poll(&p, 1, 20);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue;
        const ssize_t n = read(fds[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // the child closed its end: done, or dead
        received.append(buffer, n);
        if (!haveSize && received.size() >= qsizetype(sizeof expected)) {
            memcpy(&expected, received.constData(), sizeof expected);
            received.remove(0, sizeof expected);
            haveSize = true;
        }
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (stopped)
        return failed(graph, QStringLiteral("cancelled"), seconds());
    GraphLayoutResult r;
    if (!haveSize || quint64(received.size()) != expected || !deserialize(received, &r)) {
        const QString why =
            WIFSIGNALED(status)
                ? QStringLiteral("it was killed by signal %1").arg(WTERMSIG(status))
                : QStringLiteral("it exited with status %1 and no result").arg(WEXITSTATUS(status));
        return failed(graph, QStringLiteral("the layout process failed: %1").arg(why), seconds());
    }
    return r;
}

} // namespace ks
