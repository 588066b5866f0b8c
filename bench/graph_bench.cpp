// Graph benchmarks: metadata loading and Graphviz layout at 2,000 and 20,000 nodes, collapsed,
// expanded and flat, plus resident memory. Figures go to docs/benchmarks.md ("Graph layout").
//
//   graph_bench [--cap SECONDS] SMALL_METADATA.json BIG_METADATA.json
//   graph_bench [--cap SECONDS] --levels FLAT_METADATA.json...
//   graph_bench --spawn FLAT_METADATA.json...
//
// Make the inputs with bench/graph_gen.py (--flat for --levels). The flat layouts run in a
// child process killed after --cap seconds (default 120): Graphviz cannot be interrupted.
//
// --levels: functional models (every op at the root): `dot` on the flat level against the
// level folded into groups of ops (graph/OpGroups.h), opened and with one group open.
//
// --spawn: what a process costs a big layout (run outside the app's so that Stop can kill it):
// the flat level and the folded one with Graphviz in a fork of this process (what the graph
// pane did before) and in the layout helper kernel-studio-layout (LayoutProcess, what it does
// now): the layout's wall time against the time Graphviz took in the other process.
#include "graph/GraphLayout.h"
#include "graph/GraphModel.h"
#include "graph/LayoutProcess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ks;

namespace {

// kB of a /proc/self/status field (VmRSS: resident now, VmHWM: peak resident).
long procStatusKb(const char* field) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLong();
    return -1;
}

double mib(long kb) {
    return double(kb) / 1024.0;
}

void row(const char* what, const GraphModel& g, const GraphLayoutResult& r) {
    std::printf("| %s | %d | %lld | %lld | %.3f |%s\n", what, g.nodeCount(),
                static_cast<long long>(r.items.size()), static_cast<long long>(r.clusters.size()),
                r.seconds, r.ok() ? "" : qPrintable(QStringLiteral(" error: ") + r.error));
    std::fflush(stdout);
}

GraphLayoutResult timed(const GraphModel& g, const QSet<QString>& expanded,
                        const LayoutOptions& options = {}) {
    return GraphLayout::compute(g, expanded, options);
}

// A layout in a child process; returns seconds, or -1 when it ran past `cap`.
double layoutCapped(const GraphModel& g, const QSet<QString>& expanded,
                    const LayoutOptions& options, int cap, long long* items) {
    int fds[2];
    if (pipe(fds) != 0)
        return -2;
    const pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        const GraphLayoutResult r = GraphLayout::compute(g, expanded, options);
        const double result[2] = {r.ok() ? r.seconds : -2.0, double(r.items.size())};
        const ssize_t written = write(fds[1], result, sizeof result);
        _exit(written == ssize_t(sizeof result) ? 0 : 1);
    }
    close(fds[1]);
    pollfd p{fds[0], POLLIN, 0};
    double result[2] = {-1, 0};
    if (poll(&p, 1, cap * 1000) > 0) {
        if (read(fds[0], result, sizeof result) != ssize_t(sizeof result))
            result[0] = -2;
    } else {
        kill(child, SIGKILL);
    }
    waitpid(child, nullptr, 0);
    close(fds[0]);
    *items = static_cast<long long>(result[1]);
    return result[0];
}

void cappedRow(const char* what, const GraphModel& g, const QSet<QString>& expanded,
               const LayoutOptions& options, int cap) {
    long long items = 0;
    const double s = layoutCapped(g, expanded, options, cap, &items);
    if (s >= 0)
        std::printf("| %s | %d | %lld | - | %.3f |\n", what, g.nodeCount(), items, s);
    else if (s == -1)
        std::printf("| %s | %d | - | - | > %d (killed) |\n", what, g.nodeCount(), cap);
    else
        std::printf("| %s | %d | - | - | failed |\n", what, g.nodeCount());
    std::fflush(stdout);
}

void flatRow(const GraphModel& g, int cap) {
    LayoutOptions flat;
    flat.flat = true;
    cappedRow("flat `dot`, no modules", g, {}, flat, cap);
}

// A module and everything below it.
QSet<QString> subtree(const GraphModel& g, const QString& path) {
    QSet<QString> paths;
    const int root = g.moduleIndex(path);
    for (int m = 1; m < g.modules().size(); ++m)
        if (root >= 0 && g.moduleContains(root, m))
            paths.insert(g.module(m).path);
    return paths;
}

std::shared_ptr<const GraphModel> load(const char* path, double* seconds) {
    QElapsedTimer t;
    t.start();
    QString error;
    auto g = GraphModel::fromMetadataFile(QString::fromLocal8Bit(path), &error);
    *seconds = double(t.nsecsElapsed()) / 1e9;
    if (!g)
        std::fprintf(stderr, "%s\n", qPrintable(error));
    return g;
}

// The module in the middle of the stack: "layers.<n/2>" when there is one, else the first.
QString middleLayer(const GraphModel& g) {
    const int layers = g.moduleIndex(QStringLiteral("layers"));
    if (layers < 0)
        return g.modules().size() > 1 ? g.module(1).path : QString();
    const auto& children = g.module(layers).children;
    return g.module(children[children.size() / 2]).path;
}

// One functional model: the flat level, then folded as the pane opens it, then one group open.
int levels(const QList<const char*>& files, int cap) {
    std::printf("| level | nodes | ops | boxes | seconds |\n|---|---:|---:|---:|---:|\n");
    for (const char* file : files) {
        double loadSeconds = 0;
        auto g = load(file, &loadSeconds);
        if (!g)
            return 1;
        int ops = 0;
        for (const GraphNode& n : g->nodes())
            ops += n.kind == NodeKind::Op;
        LayoutOptions flat;
        flat.flat = true;
        long long items = 0;
        const double s = layoutCapped(*g, {}, flat, cap, &items);
        if (s >= 0)
            std::printf("| flat `dot` | %d | %d | %lld | %.3f |\n", g->nodeCount(), ops, items, s);
        else
            std::printf("| flat `dot` | %d | %d | %d | %s |\n", g->nodeCount(), ops,
                        GraphLayout::itemCount(*g, {}, flat),
                        s == -1 ? qPrintable(QStringLiteral("> %1 (killed)").arg(cap)) : "failed");
        std::fflush(stdout);
        const QSet<QString> open = GraphLayout::readableExpansion(*g, 150);
        const GraphLayoutResult folded = GraphLayout::compute(*g, open);
        std::printf("| folded into groups of ops (as opened) | %d | %d | %lld | %.3f |\n",
                    g->nodeCount(), ops, static_cast<long long>(folded.items.size()),
                    folded.seconds);
        QString first;
        for (const ModuleNode& m : g->modules())
            if (m.synthetic && m.children.isEmpty()) {
                first = m.path;
                break;
            }
        if (!first.isEmpty()) {
            QSet<QString> one = open;
            for (QString p = first; !p.isEmpty(); p = p.section(QLatin1Char('.'), 0, -2)) {
                one.insert(p);
                if (!p.contains(QLatin1Char('.')))
                    break;
            }
            const GraphLayoutResult r = GraphLayout::compute(*g, one);
            std::printf("| then `%s` open | %d | %d | %lld | %.3f |\n", qPrintable(first),
                        g->nodeCount(), ops, static_cast<long long>(r.items.size()), r.seconds);
        }
        std::fflush(stdout);
    }
    return 0;
}

// Graphviz in a fork of this process, the drawing back through a pipe (size first).
DotDrawing forkedDot(const DotGraph& dot) {
    DotDrawing failed;
    failed.error = QStringLiteral("fork failed");
    int fds[2];
    if (pipe(fds) != 0)
        return failed;
    const pid_t child = fork();
    if (child < 0)
        return failed;
    if (child == 0) {
        close(fds[0]);
        const QByteArray bytes = DotLayout::serialize(DotLayout::run(dot));
        const quint64 size = quint64(bytes.size());
        bool ok = write(fds[1], &size, sizeof size) == ssize_t(sizeof size);
        for (qsizetype at = 0; ok && at < bytes.size();) {
            const ssize_t n = write(fds[1], bytes.constData() + at, size_t(bytes.size() - at));
            ok = n > 0;
            at += n;
        }
        _exit(ok ? 0 : 1);
    }
    close(fds[1]);
    QByteArray received;
    char buffer[65536];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        received.append(buffer, n);
    close(fds[0]);
    waitpid(child, nullptr, 0);
    DotDrawing d;
    if (received.size() < qsizetype(sizeof(quint64)) ||
        !DotLayout::deserialize(received.mid(sizeof(quint64)), &d))
        return failed;
    return d;
}

void spawnRow(const char* level, const char* how, const GraphModel& g,
              const QSet<QString>& expanded, const LayoutOptions& options,
              const std::function<DotDrawing(const DotGraph&)>& runDot) {
    double dotSeconds = 0;
    QElapsedTimer wall;
    wall.start();
    const GraphLayoutResult r = GraphLayout::compute(g, expanded, options, [&](const DotGraph& d) {
        const DotDrawing drawing = runDot(d);
        dotSeconds = drawing.seconds;
        return drawing;
    });
    const double seconds = double(wall.nsecsElapsed()) / 1e9;
    if (!r.ok()) {
        std::printf("| %s | %s | %lld | failed: %s | | |\n", level, how,
                    static_cast<long long>(r.items.size()), qPrintable(r.error));
    } else {
        std::printf("| %s | %s | %lld | %.3f | %.3f | %.1f |\n", level, how,
                    static_cast<long long>(r.items.size()), seconds, dotSeconds,
                    (seconds - dotSeconds) * 1000.0);
    }
    std::fflush(stdout);
}

int spawn(const QList<const char*>& files) {
    const QString helper = LayoutProcess::defaultHelper();
    std::printf("helper: %s\n\n", qPrintable(helper));
    std::printf("| level | Graphviz in | boxes | wall s | Graphviz s | overhead ms |\n"
                "|---|---|---:|---:|---:|---:|\n");
    const std::atomic<bool> never{false};
    auto spawned = [&](const DotGraph& d) { return LayoutProcess::runHelper(d, helper, never); };
    for (const char* file : files) {
        double loadSeconds = 0;
        auto g = load(file, &loadSeconds);
        if (!g)
            return 1;
        LayoutOptions flat;
        flat.flat = true;
        const QSet<QString> open = GraphLayout::readableExpansion(*g, 150);
        for (int round = 0; round < 2; ++round) {
            spawnRow("folded", "a fork", *g, open, {}, forkedDot);
            spawnRow("folded", "the helper", *g, open, {}, spawned);
        }
        spawnRow("flat", "a fork", *g, {}, flat, forkedDot);
        spawnRow("flat", "the helper", *g, {}, flat, spawned);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    int cap = 120;
    bool levelsMode = false;
    bool spawnMode = false;
    QList<const char*> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--cap") == 0 && i + 1 < argc)
            cap = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--levels") == 0)
            levelsMode = true;
        else if (std::strcmp(argv[i], "--spawn") == 0)
            spawnMode = true;
        else
            files << argv[i];
    }
    if (levelsMode)
        return levels(files, cap);
    if (spawnMode)
        return spawn(files);
    if (files.size() != 2) {
        std::fprintf(stderr, "usage: graph_bench [--cap SECONDS] SMALL.json BIG.json\n");
        return 2;
    }
    const long baseKb = procStatusKb("VmRSS");
    std::printf("| case | nodes | boxes | clusters | seconds |\n|---|---:|---:|---:|---:|\n");

    double loadSmall = 0;
    auto small = load(files[0], &loadSmall);
    if (!small)
        return 1;
    std::printf("| load metadata.json (%.1f MB) | %d | - | - | %.3f |\n",
                double(QFile(QString::fromLocal8Bit(files[0])).size()) / 1e6, small->nodeCount(),
                loadSmall);
    row("collapsed (open)", *small, timed(*small, {}));
    row("expand `layers`", *small, timed(*small, {QStringLiteral("layers")}));
    const QString smallMid = middleLayer(*small);
    row(qPrintable(QStringLiteral("then expand `%1`").arg(smallMid)), *small,
        timed(*small, {QStringLiteral("layers"), smallMid}));
    row(qPrintable(QStringLiteral("then expand all of `%1`").arg(smallMid)), *small,
        timed(*small, subtree(*small, smallMid) + QSet<QString>{QStringLiteral("layers")}));
    row("fully expanded (all modules)", *small, timed(*small, GraphLayout::allModules(*small)));
    flatRow(*small, cap);

    double loadBig = 0;
    auto big = load(files[1], &loadBig);
    if (!big)
        return 1;
    std::printf("| load metadata.json (%.1f MB) | %d | - | - | %.3f |\n",
                double(QFile(QString::fromLocal8Bit(files[1])).size()) / 1e6, big->nodeCount(),
                loadBig);
    row("collapsed (open)", *big, timed(*big, {}));
    row("expand `layers`", *big, timed(*big, {QStringLiteral("layers")}));
    const QString bigMid = middleLayer(*big);
    row(qPrintable(QStringLiteral("then expand `%1`").arg(bigMid)), *big,
        timed(*big, {QStringLiteral("layers"), bigMid}));
    row(qPrintable(QStringLiteral("then expand all of `%1`").arg(bigMid)), *big,
        timed(*big, subtree(*big, bigMid) + QSet<QString>{QStringLiteral("layers")}));
    const long rssKb = procStatusKb("VmRSS");
    const long peakKb = procStatusKb("VmHWM");
    cappedRow("fully expanded (all modules)", *big, GraphLayout::allModules(*big), {}, cap);
    flatRow(*big, cap);
    std::printf("\nresident memory: %.0f MiB at start, %.0f MiB with both graphs loaded and laid "
                "out (peak %.0f MiB)\n",
                mib(baseKb), mib(rssKb), mib(peakKb));
    return 0;
}
