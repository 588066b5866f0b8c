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
    int launch = -1; // Part::Launch: which of the kernel's launches (index into launches)
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
    /// Nodes computed at `line`: by that launch on a launch statement (its own nodes when the
    /// kernel runs once per block), by the kernel on its definition; empty when none.
    QList<int> nodesAtLine(int line) const;

    /// The definition range of a kernel, comment block included (invalid for extern calls).
    LineRange definitionOf(int kernel) const;
    /// Launch statements of a kernel.
    QList<LineRange> launchesOf(int kernel) const;
    /// Definition (if any) then launches, for highlighting a kernel.
    QList<LineRange> rangesOfKernel(int kernel) const;

    /// Kernels computing a node.
    QList<int> kernelsOfNode(int node) const;
    /// Every line range of every kernel computing a node, in line order: the definition and
    /// the launch that computes it (every launch where that is not known).
    QList<LineRange> rangesOfNode(int node) const;
    /// The definition and launch `launch` of a kernel (every launch when out of range).
    QList<LineRange> rangesOfLaunch(int kernel, int launch) const;

private:
    struct Entry {
        LineRange range;
        int kernel;
        SourceHit::Part part;
        int launch;
    };
    std::shared_ptr<const GraphModel> m_graph;
    QList<Entry> m_entries; // sorted by range.start; ranges do not overlap
};

} // namespace ks
