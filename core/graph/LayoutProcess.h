#pragma once
// A layout that can be stopped: GraphLayout::compute in a child process (fork), its result sent
// back through a pipe, the child killed when the caller cancels. Graphviz has no way to stop a
// layout in the middle; a flat level of thousands of boxes can run for many minutes.

#include "graph/GraphLayout.h"

#include <QByteArray>
#include <atomic>

namespace ks {

class LayoutProcess {
public:
    /// Lays out in a child process. While it runs, `cancelled` is read every 20 ms; once true
    /// the child is killed and the result has the error "cancelled". A child that dies (out
    /// of memory, a crash in Graphviz) gives an error saying so, never a crash of the caller.
    static GraphLayoutResult compute(const GraphModel& graph, const QSet<QString>& expanded,
                                     const LayoutOptions& options,
                                     const std::atomic<bool>& cancelled);

    /// The result as bytes and back (what the child sends); false on bytes that do not parse.
    static QByteArray serialize(const GraphLayoutResult& result);
    static bool deserialize(const QByteArray& bytes, GraphLayoutResult* result);
};

} // namespace ks
