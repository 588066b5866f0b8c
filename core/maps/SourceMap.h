#pragma once
// Links lines of the clean module to kernels and graph nodes, both ways: line -> kernel
// (definition or launch) -> nodes, and node -> kernels -> line ranges.

#include "graph/GraphModel.h"

#include <QList>
#include <memory>

namespace ks {

/// What a line of the clean module belongs to.
struct SourceHit {
    enum class Part { None, Definition, Launch };
    Part part = Part::None;
    int kernel = -1; // kernel index, -1 when the line belongs to none
    LineRange range; // the definition (from its comment block) or the launch statement

    bool isValid() const { return kernel >= 0; }
};

class SourceMap {
public:
    SourceMap() = default;
    /// Indexes the kernels' line ranges of `graph` (which must stay alive: it is kept).
    explicit SourceMap(std::shared_ptr<const GraphModel> graph);

    std::shared_ptr<const GraphModel> graph() const { return m_graph; }

    /// The kernel whose definition (comment block included) or launch contains `line`.
    SourceHit hitAt(int line) const;
    /// Nodes computed by the kernel at `line` (empty when none).
    QList<int> nodesAtLine(int line) const;

    /// The definition range of a kernel, comment block included (invalid for extern calls).
    LineRange definitionOf(int kernel) const;
    /// Launch statements of a kernel.
    QList<LineRange> launchesOf(int kernel) const;
    /// Definition (if any) then launches, for highlighting a kernel.
    QList<LineRange> rangesOfKernel(int kernel) const;

    /// Kernels computing a node.
    QList<int> kernelsOfNode(int node) const;
    /// Every line range of every kernel computing a node, in line order.
    QList<LineRange> rangesOfNode(int node) const;

private:
    struct Entry {
        LineRange range;
        int kernel;
        SourceHit::Part part;
    };
    std::shared_ptr<const GraphModel> m_graph;
    QList<Entry> m_entries; // sorted by range.start; ranges do not overlap
};

} // namespace ks
