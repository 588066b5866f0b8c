// UI benchmark of a training project in the whole window, offscreen: open the project (graph
// drawn), fold and open the backward, select a forward node, the backward node derived from it,
// a backward kernel, a saved activation in the Training pane, show the Verification pane, type a
// line at the top of the module; each
// step's wall time and the
// longest stall of the UI thread while it ran (docs/benchmarks.md, "Graph pane, end to end in
// the UI").
//
// The project opens as the window's File > Open does (read off the UI thread, then installed);
// --sync-open opens it on the UI thread instead (ProjectSession::open, the CLI's and tests' path,
// the window's before it moved off the UI thread).
//
//   build/bin/train_ui_bench [--sync-open] PROJECT_DIR [PROJECT_DIR ...]

#include "MainWindow.h"
#include "SelectionController.h"
#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "editor/CodeView.h"
#include "engine/EngineClient.h"
#include "graph/GraphModel.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "training/TrainingPanel.h"
#include "verify/VerifyPanel.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

/// Runs the event loop until `done` (and then 50 ms more, for the work queued behind it),
/// recording the longest gap between 1 ms timer ticks: the longest time the UI thread could
/// not react.
struct StallMeter {
    double longestMs = 0;
    double waitMs(const std::function<bool()>& done, int timeoutMs = 300000) {
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
        const double ms = total.nsecsElapsed() / 1e6;
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 50)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        return ms;
    }
};

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    out << "| project | step | wall ms | synchronous ms | longest UI stall ms |\n"
        << "| --- | --- | ---: | ---: | ---: |\n";
    const bool syncOpen = argc > 1 && QByteArray(argv[1]) == "--sync-open";
    for (int i = syncOpen ? 2 : 1; i < argc; ++i) {
        const QString folder = QString::fromLocal8Bit(argv[i]);
        const QString name = folder.section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty);
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        ks::EngineClient engine(ks::EngineClient::Options{}); // not started
        ks::EngineApi api(engine);
        ks::ProjectSession session(api);
        ks::LayoutService layouts;
        ks::MainWindow window(api, session, layouts, settings);
        window.resize(1920, 1080);
        window.show();
        QApplication::processEvents();
        ks::GraphView* view = window.graphView();

        // `until`: how long the step is watched (default: its relayout, if any, is shown).
        auto step = [&](const QString& label, const std::function<void()>& action, bool relayout,
                        const std::function<bool()>& until = {}) {
            StallMeter meter;
            QElapsedTimer wall;
            wall.start();
            bool shown = false;
            auto c = QObject::connect(view, &ks::GraphView::layoutShown, [&] { shown = true; });
            action();
            const double sync = wall.nsecsElapsed() / 1e6;
            meter.longestMs = sync;
            meter.waitMs([&] {
                if (until)
                    return until();
                return relayout ? shown && !view->isLayoutPending() : true;
            });
            view->canvas()->viewport()->repaint();
            const double ms = wall.nsecsElapsed() / 1e6 - 50;
            QObject::disconnect(c);
            out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                       .arg(name, label)
                       .arg(ms, 0, 'f', 0)
                       .arg(sync, 0, 'f', 0)
                       .arg(meter.longestMs, 0, 'f', 0);
            out.flush();
        };

        // Each drawing shown while the project opens (the opening level, then what Fit closes).
        QStringList drawings;
        auto shownDuringOpen = QObject::connect(view, &ks::GraphView::layoutShown, [&] {
            if (const auto layout = view->currentLayout())
                drawings << QStringLiteral("%1 boxes in %2 s")
                                .arg(layout->items.size())
                                .arg(layout->seconds, 0, 'f', 2);
        });
        bool ok = true;
        step(
            syncOpen ? QStringLiteral("open the project on the UI thread (graph drawn)")
                     : QStringLiteral("open the project (graph drawn)"),
            [&] {
                ok = syncOpen ? window.openProject(folder) : window.startOpeningProject(folder);
            },
            true);
        QObject::disconnect(shownDuringOpen);
        const auto graph = view->graph();
        if (!ok || !graph || !graph->training()) {
            std::fprintf(stderr, "%s: not a training project that opens\n", qPrintable(folder));
            return 2;
        }
        int forwardNodes = 0, backwardNodes = 0;
        for (int n = 0; n < graph->nodeCount(); ++n)
            (graph->node(n).backward ? backwardNodes : forwardNodes) += 1;
        out << QStringLiteral("| %1 | (%2 forward nodes, %3 backward nodes, %4 kernels, %5 "
                              "boxes drawn) | | | |\n")
                   .arg(name)
                   .arg(forwardNodes)
                   .arg(backwardNodes)
                   .arg(graph->kernels().size())
                   .arg(view->currentLayout() ? view->currentLayout()->items.size() : 0);
        out << QStringLiteral("| %1 | (drawings while opening: %2) | | | |\n")
                   .arg(name, drawings.join(QStringLiteral(", ")));

        ks::TrainingPanel* panel = window.trainingPanel();
        auto* backwardToggle = panel->findChild<QToolButton*>(QStringLiteral("showBackward"));
        step(QStringLiteral("fold the backward"), [&] { backwardToggle->setChecked(false); }, true);
        step(
            QStringLiteral("open the backward again"), [&] { backwardToggle->setChecked(true); },
            true);

        // A backward node derived from a forward node, deep in the graph.
        int backward = -1;
        for (int n = graph->nodeCount() - 1; n >= 0 && backward < 0; --n)
            if (graph->node(n).backward && graph->node(n).kind == ks::NodeKind::Op &&
                !graph->linkedNodes(n).isEmpty())
                backward = n;
        const int forward = backward >= 0 ? graph->linkedNodes(backward).first() : -1;
        if (forward >= 0) {
            step(
                QStringLiteral("select forward node %1").arg(graph->node(forward).name),
                [&] { window.selection()->selectNode(forward); }, false);
            step(
                QStringLiteral("select backward node %1").arg(graph->node(backward).name),
                [&] { window.selection()->selectNode(backward); }, false);
        }
        int kernel = -1;
        for (int k = int(graph->kernels().size()) - 1; k >= 0 && kernel < 0; --k)
            if (graph->kernels()[k].backward)
                kernel = k;
        if (kernel >= 0)
            step(
                QStringLiteral("select backward kernel %1").arg(graph->kernels()[kernel].name),
                [&] { window.selection()->selectKernel(kernel); }, false);
        QTableView* table = panel->savedTable();
        if (table->model()->rowCount() > 0)
            step(
                QStringLiteral("click the biggest saved activation"),
                [&] { table->setCurrentIndex(table->model()->index(0, 0)); }, false);
        step(QStringLiteral("fit"), [&] { view->fit(); }, false);
        // The newest verify run's tables (a row per output and gradient per trial) fill when
        // the Verification pane is first shown.
        if (QDockWidget* verify = window.dock(QStringLiteral("verifyDock"));
            verify && !window.verifyPanel()->currentReport().isEmpty()) {
            qsizetype rows = 0;
            for (const ks::VerifyTrial& t : window.verifyPanel()->currentReport().trials) {
                rows += t.outputs.size() + t.gradients.size() + t.state.size();
                for (const ks::VerifyCall& call : t.calls)
                    rows += call.outputs.size();
            }
            step(
                QStringLiteral("show the Verification pane (%1 trials, %2 result rows)")
                    .arg(window.verifyPanel()->currentReport().trials.size())
                    .arg(rows),
                [&] { verify->raise(); }, false);
            step(
                QStringLiteral("open every trial and its groups"),
                [&] {
                    QTreeWidget* results = window.verifyPanel()->resultsTree();
                    for (int t = 0; t < results->topLevelItemCount(); ++t) {
                        QTreeWidgetItem* trial = results->topLevelItem(t);
                        trial->setExpanded(true);
                        for (int g = 0; g < trial->childCount(); ++g)
                            trial->child(g)->setExpanded(true);
                    }
                },
                false);
        }
        // A line typed where the user reads (the first line in view, far down the module after
        // the selections above), then 300 ms watched: the text below it is styled again while
        // the window is idle (CodeView). The line is undone before the window closes (an
        // untrusted project's editor is read-only: the bench types as its user would once it
        // is trusted).
        ks::CodeView* code = window.codeView();
        const bool readOnly = code->isReadOnly();
        code->setReadOnly(false);
        QElapsedTimer typed;
        step(
            QStringLiteral("type a line where the view is (line %1), then 300 ms idle")
                .arg(code->firstVisibleLineNumber()),
            [&] {
                code->insertAt(QStringLiteral("# typed\n"), code->firstVisibleLineNumber() - 1, 0);
                typed.start();
            },
            false, [&] { return typed.elapsed() >= 300; });
        code->undo();
        code->setReadOnly(readOnly);
        window.close();
    }
    return 0;
}
