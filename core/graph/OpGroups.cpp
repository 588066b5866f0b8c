#include "graph/OpGroups.h"

#include "graph/GraphModel.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace ks {
namespace {

using Range = std::pair<int, int>; // [begin, end) in a module's list of ops

bool isState(NodeKind kind) {
    return kind == NodeKind::Parameter || kind == NodeKind::Buffer || kind == NodeKind::Constant;
}

// Runs of about `size` ops; a cut goes where no kernel launch has ops on both sides when there is
// such a place within half a run of the nominal cut (the nearest, later first), else at the nominal
// cut. A short tail joins the run before it. Greedy from the first op: what an edit changes
// starts at the run it falls in.
QList<Range> leafRuns(const QList<int>& ops, const QList<QList<quint64>>& nodeLaunches, int size) {
    const int n = int(ops.size());
    QHash<quint64, Range> spanOf; // launch -> first and last position among `ops`
    for (int p = 0; p < n; ++p)
        for (quint64 k : nodeLaunches[ops[p]]) {
            auto it = spanOf.find(k);
            if (it == spanOf.end())
                spanOf.insert(k, {p, p});
            else
                it->second = p;
        }
    // cover[p]: kernels with ops before p and at or after it.
    std::vector<int> cover(size_t(n) + 2, 0);
    for (const Range& s : std::as_const(spanOf))
        if (s.second > s.first) {
            ++cover[size_t(s.first) + 1];
            --cover[size_t(s.second) + 1];
        }
    for (size_t p = 1; p < cover.size(); ++p)
        cover[p] += cover[p - 1];
    QList<Range> runs;
    int start = 0;
    while (start < n) {
        if (n - start <= size + size / 2) {
            runs << Range{start, n};
            break;
        }
        int cut = start + size;
        for (int d = 0; d <= size / 2; ++d) {
            if (cover[size_t(start + size + d)] == 0) {
                cut = start + size + d;
                break;
            }
            if (cover[size_t(start + size - d)] == 0) {
                cut = start + size - d;
                break;
            }
        }
        runs << Range{start, cut};
        start = cut;
    }
    return runs;
}

} // namespace

QString opGroupName(int first, int last) {
    return QStringLiteral("ops %1-%2").arg(first).arg(last);
}

void foldOpGroups(const QList<GraphNode>& nodes, const QList<QList<int>>& successors,
                  const QList<Kernel>& kernels, QList<ModuleNode>& modules,
                  QHash<QString, int>& moduleIndex, QList<int>& nodeModule,
                  const OpGroupLimits& limits) {
    const int size = std::max(limits.groupOps, 2);
    // The launches computing each node: a kernel launched once per block of a repeated stack
    // (Kernel::launchNodes) spans the whole stack, each of its launches one block.
    QList<QList<quint64>> nodeLaunches(nodes.size());
    for (int k = 0; k < kernels.size(); ++k) {
        const Kernel& kernel = kernels[k];
        if (kernel.launchNodes.isEmpty())
            for (int node : kernel.nodes)
                nodeLaunches[node] << (quint64(quint32(k)) << 32);
        for (int l = 0; l < kernel.launchNodes.size(); ++l)
            for (int node : kernel.launchNodes[l])
                nodeLaunches[node] << ((quint64(quint32(k)) << 32) | quint32(l + 1));
    }
    const int original = int(modules.size());
    for (int m = 0; m < original; ++m) {
        QList<int> ops;
        int fixed = int(modules[m].children.size()); // boxes that stay at this level
        for (int node : std::as_const(modules[m].nodes)) {
            if (nodes[node].kind == NodeKind::Op)
                ops << node;
            else if (!isState(nodes[node].kind))
                ++fixed;
        }
        if (int(ops.size()) + fixed <= limits.foldAbove || int(ops.size()) <= size)
            continue;

        // levels[0]: runs of ops; levels[k + 1]: runs of `size` ranges of levels[k], while a
        // level still draws too many boxes.
        QList<QList<Range>> levels{leafRuns(ops, nodeLaunches, size)};
        while (levels.last().size() > size && levels.last().size() + fixed > limits.foldAbove) {
            const QList<Range>& below = levels.last();
            QList<Range> above;
            for (qsizetype i = 0; i < below.size(); i += size)
                above << Range{below[i].first, below[std::min(i + size, below.size()) - 1].second};
            levels << above;
        }

        const int firstMade = int(modules.size());
        // Modules, top level first (parents before children); the leaf level's per run.
        QList<int> parentOf; // the module index of each range of the level made last
        QList<int> leafModule;
        for (qsizetype level = levels.size() - 1; level >= 0; --level) {
            const QList<Range>& ranges = levels[level];
            QList<int> made;
            for (qsizetype i = 0; i < ranges.size(); ++i) {
                // A range of a level below the top is in run i / size of the level above.
                const int parent = level == levels.size() - 1 ? m : parentOf[i / size];
                ModuleNode g;
                g.synthetic = true;
                g.name = opGroupName(ranges[i].first + 1, ranges[i].second);
                g.path = modules[parent].path.isEmpty()
                             ? g.name
                             : modules[parent].path + QLatin1Char('.') + g.name;
                g.parent = parent;
                g.depth = modules[parent].depth + 1;
                g.span = QStringLiteral("%1 … %2").arg(nodes[ops[ranges[i].first]].name,
                                                       nodes[ops[ranges[i].second - 1]].name);
                const int index = int(modules.size());
                modules << g;
                modules[parent].children << index;
                moduleIndex.insert(g.path, index);
                made << index;
            }
            parentOf = made;
            if (level == 0)
                leafModule = made;
        }

        QHash<int, int> groupOf; // op -> leaf group
        const QList<Range>& runs = levels.first();
        for (qsizetype r = 0; r < runs.size(); ++r)
            for (int p = runs[r].first; p < runs[r].second; ++p)
                groupOf.insert(ops[p], leafModule[r]);
        QList<int> stay;
        for (int node : std::as_const(modules[m].nodes)) {
            int group = groupOf.value(node, -1);
            if (group < 0 && isState(nodes[node].kind) && !successors[node].isEmpty())
                group = groupOf.value(
                    *std::min_element(successors[node].cbegin(), successors[node].cend()), -1);
            if (group < 0) {
                stay << node;
                continue;
            }
            modules[group].nodes << node;
            nodeModule[node] = group;
        }
        modules[m].nodes = stay;
        // Totals: leaves from their nodes, then each group into its parent group (children
        // come after their parents).
        for (int g = int(modules.size()) - 1; g >= firstMade; --g) {
            modules[g].totalNodes += int(modules[g].nodes.size());
            if (modules[modules[g].parent].synthetic)
                modules[modules[g].parent].totalNodes += modules[g].totalNodes;
        }
    }
}

} // namespace ks
