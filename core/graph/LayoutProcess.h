#pragma once
// A layout that can be stopped: GraphLayout::compute with Graphviz run by the layout helper
// (kernel-studio-layout, a small program of its own, started with QProcess), the boxes sent to
// its stdin and the drawing read from its stdout, the helper killed when the caller cancels.
// Graphviz has no way to stop a layout in the middle; a flat level of thousands of boxes can
// run for many minutes. (A fork of the app would be killable too, but a fork of a multithreaded
// process may take no lock until it execs: Graphviz and Qt in it could hang on one another
// thread held.)

#include "graph/GraphLayout.h"

#include <QString>
#include <atomic>
#include <functional>

namespace ks {

class LayoutProcess {
public:
    /// The helper's file name.
    static constexpr const char* kHelperName = "kernel-studio-layout";

    /// Where the helper lies: beside the executable in a build tree (build/bin, where the
    /// tests and benches run too), `<prefix>/lib/<triplet>/kernel-studio` installed.
    static QString defaultHelper();

    /// Lays out with Graphviz in the helper `helper`. While it runs, `cancelled` is read every
    /// 20 ms; once true the helper is killed (and reaped) and the result has the error
    /// "cancelled". A helper that is missing, cannot start, crashes, exits with an error or
    /// writes what does not parse gives an error naming it and what happened, never a crash of
    /// the caller. `started`, when given, is told the helper's process id.
    static GraphLayoutResult compute(const GraphModel& graph, const QSet<QString>& expanded,
                                     const LayoutOptions& options,
                                     const std::atomic<bool>& cancelled,
                                     const QString& helper = defaultHelper(),
                                     const std::function<void(qint64)>& started = {});

    /// The Graphviz step alone, through the helper (what `compute` runs).
    static DotDrawing runHelper(const DotGraph& graph, const QString& helper,
                                const std::atomic<bool>& cancelled,
                                const std::function<void(qint64)>& started = {});
};

} // namespace ks
