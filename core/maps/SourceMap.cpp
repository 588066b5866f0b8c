#include "maps/SourceMap.h"

#include <algorithm>

namespace ks {

SourceMap::SourceMap(std::shared_ptr<const GraphModel> graph) : m_graph(std::move(graph)) {
    if (!m_graph)
        return;
    for (int k = 0; k < m_graph->kernels().size(); ++k) {
        const LineRange def = definitionOf(k);
        if (def.isValid())
            m_entries << Entry{def, k, SourceHit::Part::Definition, -1};
        const QList<LineRange>& launches = m_graph->kernel(k).launches;
        for (int i = 0; i < launches.size(); ++i)
            m_entries << Entry{launches[i], k, SourceHit::Part::Launch, i};
    }
    std::sort(m_entries.begin(), m_entries.end(),
              [](const Entry& a, const Entry& b) { return a.range.start < b.range.start; });
}

SourceHit SourceMap::hitAt(int line) const {
    // The last entry starting at or before `line`; ranges do not overlap.
    auto it = std::upper_bound(m_entries.cbegin(), m_entries.cend(), line,
                               [](int l, const Entry& e) { return l < e.range.start; });
    if (it == m_entries.cbegin())
        return {};
    --it;
    if (!it->range.contains(line))
        return {};
    return SourceHit{it->part, it->kernel, it->launch, it->range};
}

QList<int> SourceMap::nodesAtLine(int line) const {
    const SourceHit hit = hitAt(line);
    return hit.isValid() ? m_graph->kernel(hit.kernel).nodesOfLaunch(hit.launch) : QList<int>();
}

LineRange SourceMap::definitionOf(int kernel) const {
    if (!m_graph || kernel < 0 || kernel >= m_graph->kernels().size())
        return {};
    const Kernel& k = m_graph->kernel(kernel);
    if (!k.definition)
        return {};
    LineRange r = *k.definition;
    if (k.commentLine > 0 && k.commentLine < r.start)
        r.start = k.commentLine;
    return r;
}

QList<LineRange> SourceMap::launchesOf(int kernel) const {
    if (!m_graph || kernel < 0 || kernel >= m_graph->kernels().size())
        return {};
    return m_graph->kernel(kernel).launches;
}

QList<LineRange> SourceMap::rangesOfKernel(int kernel) const {
    QList<LineRange> ranges;
    const LineRange def = definitionOf(kernel);
    if (def.isValid())
        ranges << def;
    ranges << launchesOf(kernel);
    return ranges;
}

QList<int> SourceMap::kernelsOfNode(int node) const {
    if (!m_graph || node < 0 || node >= m_graph->nodeCount())
        return {};
    return m_graph->kernelsOfNode(node);
}

QList<LineRange> SourceMap::rangesOfLaunch(int kernel, int launch) const {
    const QList<LineRange> launches = launchesOf(kernel);
    if (launch < 0 || launch >= launches.size())
        return rangesOfKernel(kernel);
    QList<LineRange> ranges;
    const LineRange def = definitionOf(kernel);
    if (def.isValid())
        ranges << def;
    ranges << launches[launch];
    return ranges;
}

QList<LineRange> SourceMap::rangesOfNode(int node) const {
    QList<LineRange> ranges;
    for (int k : kernelsOfNode(node))
        ranges << rangesOfLaunch(k, m_graph->kernel(k).launchOf(node));
    std::sort(ranges.begin(), ranges.end(),
              [](const LineRange& a, const LineRange& b) { return a.start < b.start; });
    return ranges;
}

} // namespace ks
