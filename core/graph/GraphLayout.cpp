#include "graph/GraphLayout.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <gvc.h>
#include <mutex>
#include <numeric>
#include <sys/mman.h>
#include <unistd.h>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace ks {
namespace {

// Graphviz keeps global state (error handlers, plugin tables): one layout at a time.
std::mutex g_graphvizMutex;
QString g_graphvizErrors; // guarded by g_graphvizMutex

int collectGraphvizError(char* message) {
    g_graphvizErrors += QString::fromUtf8(message).trimmed() + QLatin1Char(' ');
    return 0;
}

GVC_t* graphvizContext() {
    // Created once under the mutex and kept: plugin loading costs more than a small layout.
    static GVC_t* gvc = gvContext();
    return gvc;
}

char* cstr(const char* s) {
    return const_cast<char*>(s); // Graphviz 2.43's API takes char* but does not write.
}

// The memory of one Graphviz graph: everything cgraph allocates for it (objects, dictionaries'
// data, interned strings, the records dot binds), carved one block after the other out of one
// reserved address range, so that a block made later always lies at a higher address, and all
// of it released at once.
//
// Why: cgraph's default id discipline identifies a named object by the address of its interned
// name, subgraphs are kept in that order, and dot takes clusters in subgraph order. With the
// heap's addresses the order of clusters (and so the drawing) depended on what the heap held
// before; here it is creation order, the same in every run. And what dot makes and drops (the
// "_new_rank" subgraph its mincross adds for the empty ranks of clusters) goes with the rest.
//
// Blocks are zero-filled as cgraph expects (its default allocator clears them, and a resize
// clears the grown part); memory comes from the kernel zeroed and is never reused, so that
// costs nothing. Blocks stay until the arena goes. Should the reservation be exhausted (or
// refused, under an address-space limit), blocks come from calloc, in no particular order.
class GraphArena {
public:
    GraphArena() = default;
    GraphArena(const GraphArena&) = delete;
    GraphArena& operator=(const GraphArena&) = delete;
    ~GraphArena() {
        if (m_base)
            munmap(m_base, m_reserved);
        for (void* block : m_overflow)
            std::free(block);
    }

    void* alloc(std::size_t size) {
        size = roundUp(std::max<std::size_t>(size, 1), kAlign);
        if (!m_base && !m_reserveFailed)
            reserve();
        if (m_base && size <= m_reserved - m_used && ensureCommitted(m_used + size)) {
            char* block = m_base + m_used;
            m_used += size;
            m_last = block;
            return block;
        }
        void* block = std::calloc(1, size);
        if (block)
            m_overflow.insert(block);
        return block;
    }

    // cgraph also hands back here what libcdt allocated for it with malloc (the holders of the
    // edges of a subgraph, made while no graph is current): that goes to free, as with cgraph's
    // default allocator.
    void release(void* ptr) {
        const auto address = reinterpret_cast<std::uintptr_t>(ptr);
        const auto base = reinterpret_cast<std::uintptr_t>(m_base);
        if ((m_base && address >= base && address < base + m_reserved) || m_overflow.contains(ptr))
            return;
        std::free(ptr);
    }

    void* resize(void* ptr, std::size_t oldSize, std::size_t size) {
        if (!ptr)
            return alloc(size);
        if (size <= oldSize)
            return ptr;
        // The newest block grows in place. What it grows into is cleared: after a shrink it
        // may hold the bytes written before.
        if (ptr == m_last) {
            const std::size_t end = std::size_t(m_last - m_base) + roundUp(size, kAlign);
            if (end <= m_reserved && ensureCommitted(end)) {
                m_used = std::max(m_used, end);
                std::memset(m_last + oldSize, 0, size - oldSize);
                return ptr;
            }
        }
        void* block = alloc(size);
        if (block)
            std::memcpy(block, ptr, oldSize);
        return block;
    }

private:
    static constexpr std::size_t kAlign = alignof(std::max_align_t);
    static constexpr std::size_t kFirstCommit = std::size_t(1) << 20;
    // Address space only: pages are committed as the graph grows (1 MiB, then doubling).
    static constexpr std::size_t kReserve = std::size_t(64) << 30;
    static constexpr std::size_t kMinReserve = std::size_t(64) << 20;

    static std::size_t roundUp(std::size_t n, std::size_t to) { return (n + to - 1) / to * to; }

    void reserve() {
        for (std::size_t size = kReserve; size >= kMinReserve; size /= 2) {
            void* base =
                mmap(nullptr, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
            if (base != MAP_FAILED) {
                m_base = static_cast<char*>(base);
                m_reserved = size;
                return;
            }
        }
        m_reserveFailed = true;
    }

    bool ensureCommitted(std::size_t end) {
        if (end <= m_committed)
            return true;
        static const std::size_t page = std::size_t(sysconf(_SC_PAGESIZE));
        std::size_t want = std::max({end, 2 * m_committed, kFirstCommit});
        want = std::min(roundUp(want, page), m_reserved);
        if (mprotect(m_base + m_committed, want - m_committed, PROT_READ | PROT_WRITE) != 0)
            return false;
        m_committed = want;
        return true;
    }

    char* m_base = nullptr;
    std::size_t m_reserved = 0;
    std::size_t m_committed = 0;
    std::size_t m_used = 0;
    char* m_last = nullptr; // the newest block in the reserved range
    bool m_reserveFailed = false;
    std::unordered_set<void*> m_overflow;
};

// The discipline agopen is given: cgraph passes it back to the memory discipline's open.
struct ArenaDiscipline {
    Agdisc_t disc; // first: the address of the whole
    GraphArena* arena;
};

void* arenaOpen(Agdisc_t* disc) {
    return reinterpret_cast<ArenaDiscipline*>(disc)->arena;
}

void* arenaAlloc(void* arena, std::size_t size) {
    return static_cast<GraphArena*>(arena)->alloc(size);
}

void* arenaResize(void* arena, void* ptr, std::size_t oldSize, std::size_t size) {
    return static_cast<GraphArena*>(arena)->resize(ptr, oldSize, size);
}

void arenaFree(void* arena, void* ptr) {
    static_cast<GraphArena*>(arena)->release(ptr);
}

// No close: given one, agclose skips closing the graph's dictionaries (it expects the close to
// drop them with the heap), but libcdt allocates their headers with malloc. The arena goes
// after agclose instead (ArenaGraph).
Agmemdisc_t g_arenaMemDisc = {arenaOpen, arenaAlloc, arenaResize, arenaFree, nullptr};

// A root graph in its own GraphArena, with cgraph's default id and I/O disciplines. Closed
// with close() or on destruction, both under g_graphvizMutex.
//
// dot's mincross detaches the "_new_rank" subgraph it made (agdelsubg) without closing it: the
// arena takes its memory, but libcdt allocates the headers of its dictionaries with malloc.
// The graph logs the subgraphs made in it (cgraph callbacks) and, before closing, closes those
// no longer reachable from the root.
class ArenaGraph {
public:
    explicit ArenaGraph(const char* name)
        : m_disc{{&g_arenaMemDisc, &AgIdDisc, &AgIoDisc}, &m_arena},
          m_graph(agopen(cstr(name), Agdirected, &m_disc.disc)) {
        if (m_graph)
            agpushdisc(m_graph, &s_subgraphEvents, this);
    }
    ArenaGraph(const ArenaGraph&) = delete;
    ArenaGraph& operator=(const ArenaGraph&) = delete;
    ~ArenaGraph() { close(); }

    Agraph_t* get() const { return m_graph; }

    void close() {
        if (!m_graph)
            return;
        closeDetached();
        agpopdisc(m_graph, &s_subgraphEvents);
        agclose(m_graph);
        m_graph = nullptr;
    }

private:
    static int graphAttributes(Agraph_t* g) {
        int count = 0;
        for (Agsym_t* sym = agnxtattr(agroot(g), AGRAPH, nullptr); sym;
             sym = agnxtattr(agroot(g), AGRAPH, sym))
            ++count;
        return count;
    }

    static void subgraphMade(Agraph_t*, Agobj_t* obj, void* self) {
        auto* graph = static_cast<ArenaGraph*>(self);
        auto* sub = reinterpret_cast<Agraph_t*>(obj);
        graph->m_made.push_back(sub);
        graph->m_open.emplace(sub, graphAttributes(sub));
    }

    static void subgraphClosed(Agraph_t*, Agobj_t* obj, void* self) {
        static_cast<ArenaGraph*>(self)->m_open.erase(reinterpret_cast<Agraph_t*>(obj));
    }

    static void collect(Agraph_t* g, std::unordered_set<Agraph_t*>& reachable) {
        for (Agraph_t* sub = agfstsubg(g); sub; sub = agnxtsubg(sub)) {
            reachable.insert(sub);
            collect(sub, reachable);
        }
    }

    // Newest first, so that a subgraph inside another detached one leaves its parent before
    // the parent closes. (The arena never reuses memory: a closed subgraph's address is not
    // taken by a later one.) cgraph gives a graph attribute declared later to the subgraphs it
    // reaches only: one detached before that has too few values to close, and is left to the
    // arena (GraphLayout::compute declares "bb", the one gvLayout adds, beforehand).
    void closeDetached() {
        std::unordered_set<Agraph_t*> reachable;
        collect(m_graph, reachable);
        const int attributes = graphAttributes(m_graph);
        for (auto it = m_made.crbegin(); it != m_made.crend(); ++it) {
            const auto open = m_open.find(*it);
            if (open != m_open.end() && open->second == attributes && !reachable.contains(*it))
                agclose(*it);
        }
    }

    static Agcbdisc_t s_subgraphEvents;

    GraphArena m_arena; // destroyed after the destructor's agclose
    ArenaDiscipline m_disc;
    Agraph_t* m_graph;
    std::vector<Agraph_t*> m_made;             // subgraphs, in creation order
    std::unordered_map<Agraph_t*, int> m_open; // those not closed: graph attributes then
};

Agcbdisc_t ArenaGraph::s_subgraphEvents = {
    {&ArenaGraph::subgraphMade, nullptr, &ArenaGraph::subgraphClosed},
    {nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr}};

constexpr double kPointsPerInch = 72.0;
constexpr double kRegionMargin = 6.0;
constexpr int kMaxLabelChars = 40;

QString shortType(const QString& type) {
    return type.section(QLatin1Char('.'), -1);
}

QString elide(const QString& text) {
    return text.size() <= kMaxLabelChars ? text : text.left(kMaxLabelChars - 1) + QChar(0x2026);
}

QSizeF labelSize(const QStringList& lines, const LayoutOptions& o) {
    qsizetype chars = 4;
    for (const QString& line : lines)
        chars = std::max(chars, line.size());
    return {double(chars) * o.charWidth + 16.0,
            double(std::max<qsizetype>(lines.size(), 1)) * o.lineHeight + 10.0};
}

// Which items exist: graph nodes shown in expanded modules, and collapsed modules.
struct Visibility {
    QList<int> moduleRep; // module -> collapsed module standing for it, or -1 if it is open
    QList<bool> moduleOpen;
};

Visibility visibility(const GraphModel& graph, const QSet<QString>& expanded, bool flat) {
    const auto& modules = graph.modules();
    Visibility v;
    v.moduleRep.fill(-1, modules.size());
    v.moduleOpen.fill(true, modules.size());
    if (flat)
        return v;
    for (int m = 1; m < modules.size(); ++m) { // parents come before children
        const int parentRep = v.moduleRep[modules[m].parent];
        const bool open = expanded.contains(modules[m].path);
        v.moduleOpen[m] = open && parentRep < 0;
        v.moduleRep[m] = parentRep >= 0 ? parentRep : (open ? -1 : m);
    }
    return v;
}

bool isState(NodeKind kind) {
    return kind == NodeKind::Parameter || kind == NodeKind::Buffer || kind == NodeKind::Constant;
}

// The consumer a state node is drawn in (its first consumer in graph order), or -1 when it is
// drawn as a box of its own (folding off, or nothing consumes it).
QList<int> foldTargets(const GraphModel& graph, const LayoutOptions& options) {
    QList<int> into(graph.nodeCount(), -1);
    if (!options.foldState)
        return into;
    for (int i = 0; i < graph.nodeCount(); ++i) {
        if (!isState(graph.node(i).kind) || graph.successors(i).isEmpty())
            continue;
        into[i] = *std::min_element(graph.successors(i).cbegin(), graph.successors(i).cend());
    }
    return into;
}

// "weight" for the state-dict key "layer1.0.conv1.weight", else the node name.
QString stateName(const GraphNode& node) {
    return node.stateTarget.isEmpty() ? node.name : node.stateTarget.section(QLatin1Char('.'), -1);
}

// "conv ×3 · relu ×3 · add": the most frequent ops of a collapsed module, at most three.
QString opSummary(const QHash<QString, int>& counts) {
    QList<std::pair<QString, int>> ops;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        ops.append({it.key(), it.value()});
    std::sort(ops.begin(), ops.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    QStringList parts;
    for (qsizetype i = 0; i < ops.size() && i < 3; ++i)
        parts << (ops[i].second > 1 ? QStringLiteral("%1 ×%2").arg(ops[i].first).arg(ops[i].second)
                                    : ops[i].first);
    if (ops.size() > 3)
        parts << QStringLiteral("…");
    return parts.join(QStringLiteral(" · "));
}

} // namespace

QSet<QString> GraphLayout::allModules(const GraphModel& graph, bool groups) {
    QSet<QString> all;
    for (const ModuleNode& m : graph.modules())
        if (m.parent >= 0 && (groups || !m.synthetic))
            all.insert(m.path);
    return all;
}

bool GraphLayout::isModuleVisible(const GraphModel& graph, int module,
                                  const QSet<QString>& expanded) {
    for (int m = graph.module(module).parent; m > 0; m = graph.module(m).parent)
        if (!expanded.contains(graph.module(m).path))
            return false;
    return true;
}

int GraphLayout::itemCount(const GraphModel& graph, const QSet<QString>& expanded,
                           const LayoutOptions& options) {
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);
    QSet<int> reps;
    int nodes = 0;
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const int rep = vis.moduleRep[graph.moduleOfNode(i)];
        if (rep >= 0)
            reps.insert(rep);
        else if (foldInto[i] < 0)
            ++nodes;
    }
    return nodes + int(reps.size());
}

int GraphLayout::edgeCount(const GraphModel& graph, const QSet<QString>& expanded,
                           const LayoutOptions& options) {
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);
    // A box's key: its node, or -1 - module for a collapsed module.
    auto box = [&](int node) {
        const int rep = vis.moduleRep[graph.moduleOfNode(node)];
        return rep >= 0 ? -1 - rep : node;
    };
    QSet<quint64> edges;
    for (const GraphEdge& e : graph.edges()) {
        if (foldInto[e.from] >= 0)
            continue;
        const int a = box(e.from);
        const int b = box(foldInto[e.to] >= 0 ? foldInto[e.to] : e.to);
        if (a != b)
            edges.insert((quint64(quint32(a)) << 32) | quint32(b));
    }
    return int(edges.size());
}

QSet<QString> GraphLayout::readableExpansion(const GraphModel& graph, int maxItems,
                                             const LayoutOptions& options,
                                             const QSet<QString>* within) {
    QSet<QString> expanded;
    const auto& modules = graph.modules();
    for (;;) {
        QSet<QString> next = expanded;
        for (int m = 1; m < modules.size(); ++m) {
            const ModuleNode& mod = modules[m];
            if (expanded.contains(mod.path) || (within && !within->contains(mod.path)))
                continue;
            if (isModuleVisible(graph, m, expanded))
                next.insert(mod.path);
        }
        if (next.size() == expanded.size() || itemCount(graph, next, options) > maxItems ||
            edgeCount(graph, next, options) > 2 * maxItems)
            return expanded;
        expanded = std::move(next);
    }
}

QSet<QString> GraphLayout::trainingOpening(const GraphModel& graph, const QSet<QString>& opened,
                                           int maxItems, const LayoutOptions& options) {
    const QString backward = QString::fromLatin1(kBackwardModule);
    QSet<QString> mirrored = opened;
    mirrored.insert(backward);
    for (const QString& path : opened)
        if (graph.moduleIndex(backward + QLatin1Char('.') + path) >= 0)
            mirrored.insert(backward + QLatin1Char('.') + path);
    const int budget = maxItems / 2;
    if (itemCount(graph, mirrored, options) <= budget &&
        edgeCount(graph, mirrored, options) <= 2 * budget)
        return mirrored;
    QSet<QString> fewer = readableExpansion(graph, budget, options, &mirrored);
    return fewer.isEmpty() ? opened : fewer;
}

GraphLayoutResult GraphLayout::compute(const GraphModel& graph, const QSet<QString>& expanded,
                                       const LayoutOptions& options) {
    QElapsedTimer timer;
    timer.start();
    GraphLayoutResult r;
    r.graphId = graph.id();
    const auto& modules = graph.modules();
    const Visibility vis = visibility(graph, expanded, options.flat);
    const QList<int> foldInto = foldTargets(graph, options);

    // Items: collapsed modules at their first node's position in graph order, then nodes.
    r.itemOfNode.fill(-1, graph.nodeCount());
    QList<int> itemModule;                 // module (cluster) each item is placed in
    QHash<int, QHash<QString, int>> opsIn; // collapsed module item -> op label -> count
    QHash<int, QSet<int>> kernelsIn;       // collapsed module item -> kernels inside
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const int m = graph.moduleOfNode(i);
        const int rep = vis.moduleRep[m];
        if (rep >= 0) {
            auto it = r.itemOfModule.constFind(rep);
            if (it == r.itemOfModule.cend()) {
                LayoutItem item;
                item.type = LayoutItem::Type::Module;
                item.index = rep;
                it = r.itemOfModule.insert(rep, int(r.items.size()));
                r.items << item;
                itemModule << modules[rep].parent;
            }
            r.itemOfNode[i] = *it;
            if (graph.node(i).kind == NodeKind::Op) {
                ++opsIn[*it][graph.node(i).opLabel()];
                for (int k : graph.kernelsOfNode(i))
                    kernelsIn[*it].insert(k);
            }
            continue;
        }
        if (foldInto[i] >= 0)
            continue; // drawn inside its consumer (below)
        const GraphNode& node = graph.node(i);
        LayoutItem item;
        item.index = i;
        item.label << elide(node.opLabel());
        if (!node.outputs.isEmpty())
            item.label << elide(node.shapeText());
        r.itemOfNode[i] = int(r.items.size());
        r.items << item;
        itemModule << (options.flat ? 0 : m);
    }
    for (int i = 0; i < graph.nodeCount(); ++i) {
        if (foldInto[i] < 0 || r.itemOfNode[i] >= 0)
            continue;
        const int item = r.itemOfNode[foldInto[i]];
        r.itemOfNode[i] = item;
        if (r.items[item].type == LayoutItem::Type::Node)
            r.items[item].folded << i;
    }
    for (int i = 0; i < r.items.size(); ++i) {
        LayoutItem& item = r.items[i];
        if (item.type == LayoutItem::Type::Module) {
            const ModuleNode& mod = modules[item.index];
            // A block of a ModuleList is named by its index: "layer1.0" says which one.
            const bool indexed =
                !mod.name.isEmpty() && mod.name.front().isDigit() && mod.parent > 0;
            QString name =
                indexed ? modules[mod.parent].name + QLatin1Char('.') + mod.name : mod.name;
            // A training step's backward repeats the forward's module names: its folded
            // "inner" beside the forward's "inner" said nothing of which was which.
            if (graph.training() &&
                mod.path.startsWith(QLatin1String(kBackwardModule) + QLatin1Char('.')))
                name += QStringLiteral(" (backward)");
            item.label << name;
            if (mod.synthetic)
                item.label << elide(mod.span); // a group of ops: its first and last op
            else if (!mod.type.isEmpty())
                item.label << elide(shortType(mod.type));
            const QString ops = opSummary(opsIn.value(i));
            if (!ops.isEmpty())
                item.label << elide(ops);
            const qsizetype kernels = kernelsIn.value(i).size();
            item.label
                << (kernels > 0
                        ? QStringLiteral("%1 nodes · %2 kernels").arg(mod.totalNodes).arg(kernels)
                        : QStringLiteral("%1 nodes").arg(mod.totalNodes));
        } else if (!item.folded.isEmpty()) {
            QStringList names;
            for (int n : std::as_const(item.folded))
                names << stateName(graph.node(n));
            item.label << elide(names.join(QStringLiteral(" · ")));
        }
        item.size = labelSize(item.label, options);
    }

    // Edges between items; parallel ones merged, those inside one box dropped, and none from
    // folded state (the consumer's box names it).
    QHash<quint64, int> edgeIndex;
    for (const GraphEdge& e : graph.edges()) {
        if (foldInto[e.from] >= 0)
            continue;
        const int a = r.itemOfNode[e.from];
        const int b = r.itemOfNode[e.to];
        if (a == b)
            continue;
        const quint64 key = (quint64(quint32(a)) << 32) | quint32(b);
        auto it = edgeIndex.constFind(key);
        if (it != edgeIndex.cend()) {
            ++r.edges[*it].count;
            continue;
        }
        edgeIndex.insert(key, int(r.edges.size()));
        LayoutEdge edge;
        edge.from = a;
        edge.to = b;
        r.edges << edge;
    }

    // Clusters: open modules (not the root) that hold a visible item, with their ancestors.
    QList<bool> hasCluster(modules.size(), false);
    if (!options.flat)
        for (int m : std::as_const(itemModule))
            for (int a = m; a > 0 && !hasCluster[a]; a = modules[a].parent)
                hasCluster[a] = true;

    // Kernel groups: each drawn node sits in the group of the first kernel computing it, one
    // group per (kernel, launch, module) so that groups nest in the module clusters and the
    // launches of a kernel run once per block stay apart.
    struct Group {
        int kernel;
        int launch; // -1 when not known launch by launch
        int module;
        QList<int> items;
    };
    QList<Group> groups;
    QList<int> groupOfItem(r.items.size(), -1);
    if (options.kernelClusters) {
        QHash<quint64, int> groupIndex;
        for (int i = 0; i < r.items.size(); ++i) {
            if (r.items[i].type != LayoutItem::Type::Node)
                continue;
            const QList<int>& ks = graph.kernelsOfNode(r.items[i].index);
            if (ks.isEmpty())
                continue;
            const int launch = graph.kernel(ks.first()).launchOf(r.items[i].index);
            const quint64 key = (quint64(quint32(ks.first())) << 40) |
                                (quint64(quint16(launch + 1)) << 24) |
                                (quint64(quint32(itemModule[i])) & 0xffffff);
            auto it = groupIndex.constFind(key);
            if (it == groupIndex.cend()) {
                it = groupIndex.insert(key, int(groups.size()));
                groups << Group{ks.first(), launch, itemModule[i], {}};
            }
            groups[*it].items << i;
            groupOfItem[i] = *it;
        }
    }

    std::lock_guard<std::mutex> lock(g_graphvizMutex);
    g_graphvizErrors.clear();
    agseterr(AGERR);
    agseterrf(collectGraphvizError);
    GVC_t* gvc = graphvizContext();
    ArenaGraph root("G");
    Agraph_t* g = root.get();
    agattr(g, AGRAPH, cstr("rankdir"), cstr("TB"));
    agattr(g, AGRAPH, cstr("newrank"), cstr("true"));
    agattr(g, AGRAPH, cstr("ranksep"), QByteArray::number(options.rankSep).data());
    agattr(g, AGRAPH, cstr("nodesep"), QByteArray::number(options.nodeSep).data());
    agattr(g, AGRAPH, cstr("labeljust"), cstr("l"));
    // Set by gvLayout; declared here so that every subgraph dot makes has it (ArenaGraph).
    agattr(g, AGRAPH, cstr("bb"), cstr(""));
    agattr(g, AGRAPH, cstr("fontsize"), QByteArray::number(options.lineHeight * 0.8).data());
    if (options.effort > 0) {
        agattr(g, AGRAPH, cstr("nslimit"), QByteArray::number(options.effort).data());
        agattr(g, AGRAPH, cstr("nslimit1"), QByteArray::number(options.effort).data());
        agattr(g, AGRAPH, cstr("mclimit"), QByteArray::number(options.effort).data());
    }
    Agsym_t* clusterLabel = agattr(g, AGRAPH, cstr("label"), cstr(""));
    Agsym_t* clusterMargin = agattr(g, AGRAPH, cstr("margin"), cstr(""));
    agattr(g, AGNODE, cstr("shape"), cstr("box"));
    agattr(g, AGNODE, cstr("fixedsize"), cstr("true"));
    agattr(g, AGNODE, cstr("label"), cstr(""));
    Agsym_t* widthSym = agattr(g, AGNODE, cstr("width"), cstr("1"));
    Agsym_t* heightSym = agattr(g, AGNODE, cstr("height"), cstr("0.5"));

    QList<Agraph_t*> subgraphs(modules.size(), nullptr);
    subgraphs[0] = g;
    for (int m = 1; m < modules.size(); ++m) { // parents first
        if (!hasCluster[m])
            continue;
        const QByteArray name = "cluster_" + QByteArray::number(m);
        Agraph_t* sub = agsubg(subgraphs[modules[m].parent], cstr(name.constData()), 1);
        const QByteArray label = modules[m].path.toUtf8();
        agxset(sub, clusterLabel, cstr(label.constData()));
        subgraphs[m] = sub;
    }
    // A group of several nodes carries the kernel's label (Graphviz keeps room for it above
    // the nodes); a single node is labelled by its own box.
    QList<Agraph_t*> groupGraphs(groups.size(), nullptr);
    for (int gi = 0; gi < groups.size(); ++gi) {
        Agraph_t* parent = subgraphs[groups[gi].module] ? subgraphs[groups[gi].module] : g;
        const QByteArray name = "cluster_k" + QByteArray::number(groups[gi].kernel) + "_" +
                                QByteArray::number(groups[gi].launch + 1) + "_" +
                                QByteArray::number(groups[gi].module);
        Agraph_t* sub = agsubg(parent, cstr(name.constData()), 1);
        const Kernel& kernel = graph.kernel(groups[gi].kernel);
        const QByteArray label =
            groups[gi].items.size() > 1
                ? elide(kernel.label.isEmpty() ? kernel.name : kernel.label).toUtf8()
                : QByteArray();
        agxset(sub, clusterLabel, cstr(label.constData()));
        agxset(sub, clusterMargin, cstr("4"));
        groupGraphs[gi] = sub;
    }
    QList<Agnode_t*> gvNodes(r.items.size(), nullptr);
    for (int i = 0; i < r.items.size(); ++i) {
        const QByteArray name = "n" + QByteArray::number(i);
        Agraph_t* owner = groupOfItem[i] >= 0        ? groupGraphs[groupOfItem[i]]
                          : subgraphs[itemModule[i]] ? subgraphs[itemModule[i]]
                                                     : g;
        Agnode_t* n = agnode(owner, cstr(name.constData()), 1);
        agxset(n, widthSym,
               QByteArray::number(r.items[i].size.width() / kPointsPerInch, 'f', 3).data());
        agxset(n, heightSym,
               QByteArray::number(r.items[i].size.height() / kPointsPerInch, 'f', 3).data());
        gvNodes[i] = n;
    }
    // An edge inside a kernel's group pulls harder than one between groups: dot ranks a node
    // near its inputs, and a kernel's nodes that read only early values (the position checks
    // of a GPT-2's embedding gradient, fed by the causal mask the backward recomputes first)
    // went to the top while the rest of their kernel sat at the bottom, its plate covering
    // the whole backward.
    Agsym_t* weightSym = agattr(g, AGEDGE, cstr("weight"), cstr("1"));
    QList<Agedge_t*> gvEdges(r.edges.size(), nullptr);
    for (int i = 0; i < r.edges.size(); ++i) {
        gvEdges[i] = agedge(g, gvNodes[r.edges[i].from], gvNodes[r.edges[i].to], nullptr, 1);
        const int group = groupOfItem[r.edges[i].from];
        if (group >= 0 && group == groupOfItem[r.edges[i].to])
            agxset(gvEdges[i], weightSym, cstr("8"));
    }

    if (gvLayout(gvc, g, "dot") != 0) {
        r.error = QStringLiteral("Graphviz could not lay out the graph: %1")
                      .arg(g_graphvizErrors.trimmed());
        root.close();
        r.seconds = double(timer.nsecsElapsed()) / 1e9;
        return r;
    }

    const boxf bb = GD_bb(g);
    const double top = bb.UR.y;
    const double left = bb.LL.x;
    auto screen = [top, left](pointf p) { return QPointF(p.x - left, top - p.y); };
    auto screenBox = [top, left](const boxf& b) {
        return QRectF(QPointF(b.LL.x - left, top - b.UR.y), QPointF(b.UR.x - left, top - b.LL.y));
    };
    r.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    for (int i = 0; i < r.items.size(); ++i)
        r.items[i].center = screen(ND_coord(gvNodes[i]));
    for (int i = 0; i < r.edges.size(); ++i) {
        const splines* spl = ED_spl(gvEdges[i]);
        if (!spl || spl->size < 1)
            continue;
        const bezier& bz = spl->list[0];
        for (int p = 0; p < bz.size; ++p)
            r.edges[i].points << screen(bz.list[p]);
        if (bz.eflag)
            r.edges[i].arrowTip = screen(bz.ep);
    }
    for (int m = 1; m < modules.size(); ++m) {
        if (!subgraphs[m])
            continue;
        LayoutCluster c;
        c.module = m;
        c.rect = screenBox(GD_bb(subgraphs[m]));
        c.label = modules[m].path;
        if (modules[m].synthetic)
            c.label += QStringLiteral(" (%1)").arg(modules[m].span);
        else if (!modules[m].type.isEmpty())
            c.label += QStringLiteral(" (%1)").arg(shortType(modules[m].type));
        c.depth = modules[m].depth;
        r.clusters << c;
    }
    QList<QRectF> groupRects(groups.size());
    for (int gi = 0; gi < groups.size(); ++gi)
        groupRects[gi] = screenBox(GD_bb(groupGraphs[gi]));
    gvFreeLayout(gvc, g);
    root.close();

    // Fusion regions: the kernel's group rectangles, and a rectangle around each of its nodes
    // laid out in another kernel's group.
    QHash<int, QList<int>> groupsOfKernel;
    for (int gi = 0; gi < groups.size(); ++gi)
        groupsOfKernel[groups[gi].kernel] << gi;
    for (int k = 0; k < graph.kernels().size(); ++k) {
        LayoutRegion region;
        region.kernel = k;
        region.launches = int(graph.kernel(k).launchNodes.size());
        QSet<int> seen;
        for (int node : graph.kernel(k).nodes) {
            const int item = r.itemOfNode[node];
            if (item < 0)
                continue;
            if (r.items[item].type == LayoutItem::Type::Module) {
                ++region.hiddenNodes;
                continue;
            }
            if (seen.contains(item))
                continue;
            seen.insert(item);
            region.items << item;
            const int gi = groupOfItem[item];
            if (gi < 0 || groups[gi].kernel != k) {
                region.pieces << r.items[item].rect().adjusted(-kRegionMargin, -kRegionMargin,
                                                               kRegionMargin, kRegionMargin);
                region.labelHeights << 0.0;
                region.pieceLaunches << graph.kernel(k).launchOf(node);
            }
        }
        if (region.items.isEmpty())
            continue;
        for (int gi : groupsOfKernel.value(k)) {
            region.pieces << groupRects[gi];
            region.labelHeights << (groups[gi].items.size() > 1 ? options.lineHeight : 0.0);
            region.pieceLaunches << groups[gi].launch;
        }
        QList<int> order(region.pieces.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&region](int a, int b) {
            const QRectF& pa = region.pieces[a];
            const QRectF& pb = region.pieces[b];
            return pa.top() != pb.top() ? pa.top() < pb.top() : pa.left() < pb.left();
        });
        QList<QRectF> pieces;
        QList<double> heights;
        QList<int> launches;
        for (int i : order) {
            pieces << region.pieces[i];
            heights << region.labelHeights[i];
            launches << region.pieceLaunches[i];
            region.bounds =
                region.bounds.isNull() ? region.pieces[i] : region.bounds.united(region.pieces[i]);
        }
        region.pieces = pieces;
        region.labelHeights = heights;
        region.pieceLaunches = launches;
        r.regions << region;
    }
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    return r;
}

} // namespace ks
