// UI benchmark: the graph pane on synthetic graphs (bench/graph_gen.py) and real models
// (tests/data/graphs), offscreen. Measures open -> first paint, expanding modules (one, then
// all), Fit, search, the longest stall of the UI thread while layouts run, pan/zoom frame
// times and resident memory.
//
//   bench/run_ui_bench.sh            (generates the graphs, runs this, prints a table)
//   build/bin/ui_bench GRAPH.json [GRAPH.json ...]

#include "graph/GraphLayout.h"
#include "graph/GraphModel.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsView>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double rssMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

/// Runs the event loop until `done`, recording the longest gap between 1 ms timer ticks: the
/// longest time the UI thread could not react.
struct StallMeter {
    double longestMs = 0;
    double waitMs(const std::function<bool()>& done, int timeoutMs = 120000) {
        QElapsedTimer total, tick;
        total.start();
        tick.start();
        QTimer timer;
        timer.setInterval(1);
        QObject::connect(&timer, &QTimer::timeout, [&] {
            longestMs = std::max(longestMs, tick.nsecsElapsed() / 1e6);
            tick.restart();
        });
        timer.start();
        while (!done() && total.elapsed() < timeoutMs)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        return total.nsecsElapsed() / 1e6;
    }
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    out << "| graph | nodes | step | wall ms | layout s | boxes | longest UI stall ms | RSS MB |\n"
        << "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |\n";
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        QString error;
        QElapsedTimer load;
        load.start();
        auto graph = ks::GraphModel::fromMetadataFile(path, &error);
        if (!graph) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        const double loadMs = load.nsecsElapsed() / 1e6;
        ks::LayoutService layouts;
        ks::GraphView view(layouts);
        view.resize(1400, 900);
        view.show();
        QApplication::processEvents();
        // tests/data/graphs/<model>/metadata.json is named by its folder.
        const QString file = path.section(QLatin1Char('/'), -1);
        const QString name =
            file == QLatin1String("metadata.json") ? path.section(QLatin1Char('/'), -2, -2) : file;

        auto step = [&](const QString& label, const std::function<void()>& action) {
            StallMeter meter;
            QElapsedTimer wall;
            wall.start();
            bool shown = false;
            auto c = QObject::connect(&view, &ks::GraphView::layoutShown, [&] { shown = true; });
            action();
            meter.waitMs([&] { return shown; });
            view.canvas()->viewport()->repaint(); // first paint of the new drawing
            const double ms =
                wall.nsecsElapsed() / 1e6 + (label.startsWith(QLatin1String("open")) ? loadMs : 0);
            QObject::disconnect(c);
            const auto layout = view.currentLayout();
            out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                       .arg(name)
                       .arg(graph->nodeCount())
                       .arg(label)
                       .arg(ms, 0, 'f', 0)
                       .arg(layout ? layout->seconds : 0, 0, 'f', 2)
                       .arg(layout ? layout->items.size() : 0)
                       .arg(meter.longestMs, 0, 'f', 0)
                       .arg(rssMb(), 0, 'f', 0);
            out.flush();
        };
        step(QStringLiteral("open at a readable level + first paint"),
             [&] { view.setGraph(graph); });
        // Expand the biggest module (the layer stack), then one module inside it.
        auto biggestChild = [&](int parent) {
            int best = -1;
            for (int c : graph->module(parent).children)
                if (best < 0 || graph->module(c).totalNodes > graph->module(best).totalNodes)
                    best = c;
            return best;
        };
        step(QStringLiteral("collapse all"), [&] { view.collapseAll(); });
        int stack = biggestChild(0);
        // Past wrappers holding a single module (a model inside `inner`).
        while (stack > 0 && graph->module(stack).children.size() == 1 &&
               graph->module(stack).nodes.isEmpty()) {
            view.toggleModule(stack);
            StallMeter().waitMs([&] { return !view.isLayoutPending(); });
            stack = biggestChild(stack);
        }
        if (stack > 0) {
            step(QStringLiteral("expand %1").arg(graph->module(stack).path),
                 [&] { view.toggleModule(stack); });
            const int inner = biggestChild(stack);
            if (inner > 0)
                step(QStringLiteral("then expand %1").arg(graph->module(inner).path),
                     [&] { view.toggleModule(inner); });
        }
        // Expanding everything is for graphs dot can draw in reasonable time: not 20,000
        // nodes, nor DenseNet's thousands of concatenation edges.
        const int allEdges =
            ks::GraphLayout::edgeCount(*graph, ks::GraphLayout::allModules(*graph));
        if (graph->nodeCount() <= 5000 && allEdges <= 4000)
            step(QStringLiteral("expand all (%1 edges)").arg(allEdges), [&] { view.expandAll(); });
        else
            out << QStringLiteral("| %1 | %2 | expand all: not run (%3 edges) | | | | | |\n")
                       .arg(name)
                       .arg(graph->nodeCount())
                       .arg(allEdges);

        // Fit (it may close modules to stay readable, i.e. lay out again), then search.
        {
            StallMeter meter;
            QElapsedTimer wall;
            wall.start();
            view.fit();
            meter.waitMs([&] { return !view.isLayoutPending(); });
            view.canvas()->viewport()->repaint();
            const auto layout = view.currentLayout();
            out << QStringLiteral("| %1 | %2 | fit (scale %3) | %4 | %5 | %6 | %7 | %8 |\n")
                       .arg(name)
                       .arg(graph->nodeCount())
                       .arg(view.canvas()->transform().m11(), 0, 'f', 2)
                       .arg(wall.nsecsElapsed() / 1e6, 0, 'f', 0)
                       .arg(layout ? layout->seconds : 0, 0, 'f', 2)
                       .arg(layout ? layout->items.size() : 0)
                       .arg(meter.longestMs, 0, 'f', 0)
                       .arg(rssMb(), 0, 'f', 0);
            QElapsedTimer search;
            search.start();
            view.search(QStringLiteral("add"));
            view.canvas()->viewport()->repaint();
            out << QStringLiteral(
                       "| %1 | %2 | search \"add\" (%3 found) + first match | %4 | | | | %5 |\n")
                       .arg(name)
                       .arg(graph->nodeCount())
                       .arg(view.matchCount())
                       .arg(search.nsecsElapsed() / 1e6, 0, 'f', 1)
                       .arg(rssMb(), 0, 'f', 0);
            view.search(QString());
            out.flush();
        }

        // Pan and zoom: synchronous repaints of the viewport after each change.
        QGraphicsView* canvas = view.canvas();
        view.fit();
        StallMeter().waitMs([&] { return !view.isLayoutPending(); });
        std::vector<double> frames;
        for (int f = 0; f < 40; ++f) {
            QElapsedTimer t;
            t.start();
            if (f % 2)
                view.zoomBy(f % 4 == 1 ? 1.3 : 1 / 1.3);
            else
                canvas->translate(37, 23);
            canvas->viewport()->repaint();
            frames.push_back(t.nsecsElapsed() / 1e6);
        }
        out << QStringLiteral(
                   "| %1 | %2 | pan/zoom frame (median / max of 40) | %3 / %4 | | | | %5 |\n")
                   .arg(name)
                   .arg(graph->nodeCount())
                   .arg(median(frames), 0, 'f', 1)
                   .arg(*std::max_element(frames.begin(), frames.end()), 0, 'f', 1)
                   .arg(rssMb(), 0, 'f', 0);
        out.flush();
    }
    return 0;
}
