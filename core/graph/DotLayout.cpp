#include "graph/DotLayout.h"

#include <QDataStream>
#include <QElapsedTimer>
#include <QIODevice>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <gvc.h>
#include <mutex>
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
    // arena (DotLayout::run declares "bb", the one gvLayout adds, beforehand).
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
constexpr quint32 kGraphMagic = 0x4b534447;   // "KSDG"
constexpr quint32 kDrawingMagic = 0x4b534444; // "KSDD"

QByteArray inches(double points) {
    return QByteArray::number(points / kPointsPerInch, 'f', 3);
}

} // namespace

// In ks itself (not an anonymous namespace), so that QDataStream's list operators find them by
// argument-dependent lookup; static, as they are this file's own.
static QDataStream& operator<<(QDataStream& s, const DotCluster& c) {
    return s << qint32(c.parent) << c.name << c.label << c.margin;
}
static QDataStream& operator>>(QDataStream& s, DotCluster& c) {
    qint32 parent = 0;
    s >> parent >> c.name >> c.label >> c.margin;
    c.parent = parent;
    return s;
}
static QDataStream& operator<<(QDataStream& s, const DotNode& n) {
    return s << qint32(n.cluster) << n.width << n.height;
}
static QDataStream& operator>>(QDataStream& s, DotNode& n) {
    qint32 cluster = 0;
    s >> cluster >> n.width >> n.height;
    n.cluster = cluster;
    return s;
}
static QDataStream& operator<<(QDataStream& s, const DotEdge& e) {
    return s << qint32(e.from) << qint32(e.to) << qint32(e.weight);
}
static QDataStream& operator>>(QDataStream& s, DotEdge& e) {
    qint32 from = 0, to = 0, weight = 1;
    s >> from >> to >> weight;
    e.from = from;
    e.to = to;
    e.weight = weight;
    return s;
}
static QDataStream& operator<<(QDataStream& s, const DotSpline& e) {
    s << e.points << bool(e.arrowTip);
    return e.arrowTip ? s << *e.arrowTip : s;
}
static QDataStream& operator>>(QDataStream& s, DotSpline& e) {
    bool tip = false;
    s >> e.points >> tip;
    e.arrowTip.reset();
    if (tip) {
        QPointF p;
        s >> p;
        e.arrowTip = p;
    }
    return s;
}

namespace {

// A record read whole: the stream in order and nothing after it.
bool readWhole(QDataStream& s) {
    return s.status() == QDataStream::Ok && s.atEnd();
}

// Indices that point at what exists (and at a cluster made before, for a cluster's parent):
// bytes that parse may still not make a graph.
bool consistent(const DotGraph& g) {
    for (qsizetype i = 0; i < g.clusters.size(); ++i)
        if (g.clusters[i].parent < -1 || g.clusters[i].parent >= i || g.clusters[i].name.isEmpty())
            return false;
    for (const DotNode& n : g.nodes)
        if (n.cluster < -1 || n.cluster >= g.clusters.size() || !(n.width > 0) || !(n.height > 0))
            return false;
    for (const DotEdge& e : g.edges)
        if (e.from < 0 || e.to < 0 || e.from >= g.nodes.size() || e.to >= g.nodes.size())
            return false;
    return true;
}

} // namespace

QByteArray DotLayout::serialize(const DotGraph& g) {
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << kGraphMagic << g.rankSep << g.nodeSep << g.fontSize << g.effort << g.clusters << g.nodes
      << g.edges;
    return bytes;
}

bool DotLayout::deserialize(const QByteArray& bytes, DotGraph* g) {
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    s >> magic;
    if (magic != kGraphMagic)
        return false;
    s >> g->rankSep >> g->nodeSep >> g->fontSize >> g->effort >> g->clusters >> g->nodes >>
        g->edges;
    return readWhole(s) && consistent(*g);
}

QByteArray DotLayout::serialize(const DotDrawing& d) {
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << kDrawingMagic << d.bounds << d.centers << d.splines << d.clusterRects << d.error
      << d.seconds;
    return bytes;
}

bool DotLayout::deserialize(const QByteArray& bytes, DotDrawing* d) {
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    s >> magic;
    if (magic != kDrawingMagic)
        return false;
    s >> d->bounds >> d->centers >> d->splines >> d->clusterRects >> d->error >> d->seconds;
    return readWhole(s);
}

DotDrawing DotLayout::run(const DotGraph& graph) {
    DotDrawing d;
    std::lock_guard<std::mutex> lock(g_graphvizMutex);
    QElapsedTimer timer;
    timer.start();
    g_graphvizErrors.clear();
    agseterr(AGERR);
    agseterrf(collectGraphvizError);
    GVC_t* gvc = graphvizContext();
    ArenaGraph root("G");
    Agraph_t* g = root.get();
    agattr(g, AGRAPH, cstr("rankdir"), cstr("TB"));
    agattr(g, AGRAPH, cstr("newrank"), cstr("true"));
    agattr(g, AGRAPH, cstr("ranksep"), QByteArray::number(graph.rankSep).data());
    agattr(g, AGRAPH, cstr("nodesep"), QByteArray::number(graph.nodeSep).data());
    agattr(g, AGRAPH, cstr("labeljust"), cstr("l"));
    // Set by gvLayout; declared here so that every subgraph dot makes has it (ArenaGraph).
    agattr(g, AGRAPH, cstr("bb"), cstr(""));
    agattr(g, AGRAPH, cstr("fontsize"), QByteArray::number(graph.fontSize).data());
    if (graph.effort > 0) {
        agattr(g, AGRAPH, cstr("nslimit"), QByteArray::number(graph.effort).data());
        agattr(g, AGRAPH, cstr("nslimit1"), QByteArray::number(graph.effort).data());
        agattr(g, AGRAPH, cstr("mclimit"), QByteArray::number(graph.effort).data());
    }
    Agsym_t* clusterLabel = agattr(g, AGRAPH, cstr("label"), cstr(""));
    Agsym_t* clusterMargin = agattr(g, AGRAPH, cstr("margin"), cstr(""));
    agattr(g, AGNODE, cstr("shape"), cstr("box"));
    agattr(g, AGNODE, cstr("fixedsize"), cstr("true"));
    agattr(g, AGNODE, cstr("label"), cstr(""));
    Agsym_t* widthSym = agattr(g, AGNODE, cstr("width"), cstr("1"));
    Agsym_t* heightSym = agattr(g, AGNODE, cstr("height"), cstr("0.5"));

    auto owner = [&](const QList<Agraph_t*>& made, int cluster) {
        return cluster >= 0 && made[cluster] ? made[cluster] : g;
    };
    QList<Agraph_t*> subgraphs;
    subgraphs.reserve(graph.clusters.size());
    for (const DotCluster& c : graph.clusters) {
        Agraph_t* sub = agsubg(owner(subgraphs, c.parent), cstr(c.name.constData()), 1);
        agxset(sub, clusterLabel, cstr(c.label.constData()));
        if (!c.margin.isEmpty())
            agxset(sub, clusterMargin, cstr(c.margin.constData()));
        subgraphs << sub;
    }
    QList<Agnode_t*> gvNodes;
    gvNodes.reserve(graph.nodes.size());
    for (qsizetype i = 0; i < graph.nodes.size(); ++i) {
        const QByteArray name = "n" + QByteArray::number(i);
        Agnode_t* n = agnode(owner(subgraphs, graph.nodes[i].cluster), cstr(name.constData()), 1);
        agxset(n, widthSym, inches(graph.nodes[i].width).data());
        agxset(n, heightSym, inches(graph.nodes[i].height).data());
        gvNodes << n;
    }
    Agsym_t* weightSym = agattr(g, AGEDGE, cstr("weight"), cstr("1"));
    QList<Agedge_t*> gvEdges;
    gvEdges.reserve(graph.edges.size());
    for (const DotEdge& e : graph.edges) {
        gvEdges << agedge(g, gvNodes[e.from], gvNodes[e.to], nullptr, 1);
        if (e.weight != 1)
            agxset(gvEdges.back(), weightSym, QByteArray::number(e.weight).data());
    }

    if (gvLayout(gvc, g, "dot") != 0) {
        d.error = QStringLiteral("Graphviz could not lay out the graph: %1")
                      .arg(g_graphvizErrors.trimmed());
        root.close();
        d.seconds = double(timer.nsecsElapsed()) / 1e9;
        return d;
    }

    const boxf bb = GD_bb(g);
    const double top = bb.UR.y;
    const double left = bb.LL.x;
    auto screen = [top, left](pointf p) { return QPointF(p.x - left, top - p.y); };
    auto screenBox = [top, left](const boxf& b) {
        return QRectF(QPointF(b.LL.x - left, top - b.UR.y), QPointF(b.UR.x - left, top - b.LL.y));
    };
    d.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    d.centers.reserve(gvNodes.size());
    for (Agnode_t* n : std::as_const(gvNodes))
        d.centers << screen(ND_coord(n));
    d.splines.resize(gvEdges.size());
    for (qsizetype i = 0; i < gvEdges.size(); ++i) {
        const splines* spl = ED_spl(gvEdges[i]);
        if (!spl || spl->size < 1)
            continue;
        const bezier& bz = spl->list[0];
        for (int p = 0; p < bz.size; ++p)
            d.splines[i].points << screen(bz.list[p]);
        if (bz.eflag)
            d.splines[i].arrowTip = screen(bz.ep);
    }
    d.clusterRects.reserve(subgraphs.size());
    for (Agraph_t* sub : std::as_const(subgraphs))
        d.clusterRects << screenBox(GD_bb(sub));
    gvFreeLayout(gvc, g);
    root.close();
    d.seconds = double(timer.nsecsElapsed()) / 1e9;
    return d;
}

} // namespace ks
