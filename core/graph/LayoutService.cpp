#include "graph/LayoutService.h"

#include "graph/LayoutProcess.h"

#include <QHash>
#include <QThread>
#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>

namespace ks {
namespace {

QString cacheKey(quint64 graphId, const QSet<QString>& expanded, const LayoutOptions& o) {
    QStringList paths(expanded.cbegin(), expanded.cend());
    paths.sort();
    return QStringLiteral("%1|%2%3%4|%5|%6|%7|%8|%9|%10")
        .arg(graphId)
        .arg(o.flat)
        .arg(o.foldState)
        .arg(o.kernelClusters)
        .arg(o.charWidth)
        .arg(o.lineHeight)
        .arg(o.rankSep)
        .arg(o.nodeSep)
        .arg(o.effort)
        .arg(paths.join(QChar(0x1f)));
}

struct Job {
    quint64 id = 0;
    QString tag;
    QString key;
    std::shared_ptr<const GraphModel> graph;
    QSet<QString> expanded;
    LayoutOptions options;
    std::shared_ptr<std::atomic<bool>> cancelled = std::make_shared<std::atomic<bool>>(false);
};

} // namespace

struct LayoutService::Private {
    LayoutService* q = nullptr;
    QThread* worker = nullptr;

    // Shared with the worker thread.
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> queue;
    bool stopping = false;
    int running = 0;
    QString runningTag;                             // the tag of the job running, if any
    std::shared_ptr<std::atomic<bool>> runningStop; // ...and its cancel flag
    QString helper = LayoutProcess::defaultHelper();

    // Service thread only.
    quint64 nextId = 1;
    QHash<QString, quint64> latest;
    QList<QPair<QString, std::shared_ptr<const GraphLayoutResult>>> cache; // most recent last
    int cacheLimit = 32;

    void run() {
        for (;;) {
            Job job;
            QString helperProgram;
            {
                std::unique_lock<std::mutex> lock(mutex);
                wake.wait(lock, [this] { return stopping || !queue.empty(); });
                if (stopping)
                    return;
                job = std::move(queue.front());
                queue.pop_front();
                ++running;
                runningTag = job.tag;
                runningStop = job.cancelled;
                helperProgram = helper;
            }
            // A big layout runs Graphviz in the helper, which a cancel kills (Graphviz cannot be
            // stopped); a small one here, where it costs no process.
            const bool big =
                GraphLayout::itemCount(*job.graph, job.expanded, job.options) > kProcessAbove;
            auto result = std::make_shared<const GraphLayoutResult>(
                big ? LayoutProcess::compute(*job.graph, job.expanded, job.options, *job.cancelled,
                                             helperProgram)
                    : GraphLayout::compute(*job.graph, job.expanded, job.options));
            {
                std::lock_guard<std::mutex> lock(mutex);
                --running;
                runningTag.clear();
                runningStop.reset();
            }
            // Delivered in the service's thread; dropped if the service is gone by then.
            QMetaObject::invokeMethod(
                q,
                [this, id = job.id, tag = job.tag, key = job.key, result] {
                    if (result->ok())
                        remember(key, result);
                    deliver(id, tag, result);
                },
                Qt::QueuedConnection);
        }
    }

    void remember(const QString& key, std::shared_ptr<const GraphLayoutResult> result) {
        cache.removeIf([&key](const auto& entry) { return entry.first == key; });
        cache.append({key, std::move(result)});
        while (cache.size() > cacheLimit)
            cache.removeFirst();
    }

    std::shared_ptr<const GraphLayoutResult> lookup(const QString& key) {
        for (qsizetype i = cache.size() - 1; i >= 0; --i)
            if (cache[i].first == key) {
                auto entry = cache.takeAt(i);
                cache.append(entry);
                return entry.second;
            }
        return nullptr;
    }

    // Stops the running layout of `tag` (all when empty), if it runs in the helper.
    // Called with the mutex held.
    void stopRunning(const QString& tag) {
        if (runningStop && (tag.isEmpty() || runningTag == tag))
            runningStop->store(true);
    }

    void deliver(quint64 id, const QString& tag, std::shared_ptr<const GraphLayoutResult> r) {
        if (latest.value(tag) == id)
            Q_EMIT q->finished(id, tag, std::move(r));
    }
};

LayoutService::LayoutService(QObject* parent) : QObject(parent), d(std::make_unique<Private>()) {
    d->q = this;
    d->worker = QThread::create([this] { d->run(); });
    d->worker->setObjectName(QStringLiteral("ks-layout"));
    d->worker->start();
}

LayoutService::~LayoutService() {
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        d->stopping = true;
        d->queue.clear();
        d->stopRunning(QString());
    }
    d->wake.notify_all();
    d->worker->wait();
    delete d->worker;
}

quint64 LayoutService::request(const QString& tag, std::shared_ptr<const GraphModel> graph,
                               const QSet<QString>& expanded, const LayoutOptions& options) {
    const quint64 id = d->nextId++;
    d->latest.insert(tag, id);
    const QString key = cacheKey(graph ? graph->id() : 0, expanded, options);
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        std::erase_if(d->queue, [&tag](const Job& j) { return j.tag == tag; });
        d->stopRunning(tag); // its answer would be stale
    }
    if (!graph) {
        auto empty = std::make_shared<GraphLayoutResult>();
        empty->error = QStringLiteral("no graph to lay out");
        QMetaObject::invokeMethod(
            this, [this, id, tag, empty] { d->deliver(id, tag, empty); }, Qt::QueuedConnection);
        return id;
    }
    if (auto hit = d->lookup(key)) {
        QMetaObject::invokeMethod(
            this, [this, id, tag, hit] { d->deliver(id, tag, hit); }, Qt::QueuedConnection);
        return id;
    }
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        d->queue.push_back(Job{id, tag, key, std::move(graph), expanded, options});
    }
    d->wake.notify_one();
    return id;
}

std::shared_ptr<const GraphLayoutResult> LayoutService::cached(const GraphModel& graph,
                                                               const QSet<QString>& expanded,
                                                               const LayoutOptions& options) const {
    return d->lookup(cacheKey(graph.id(), expanded, options));
}

quint64 LayoutService::latestRequest(const QString& tag) const {
    return d->latest.value(tag);
}

void LayoutService::cancel(const QString& tag) {
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        std::erase_if(d->queue, [&tag](const Job& j) { return j.tag == tag; });
        d->stopRunning(tag);
    }
    if (d->latest.contains(tag))
        d->latest.insert(tag, d->nextId++); // anything in flight for the tag is now stale
}

void LayoutService::setHelper(const QString& program) {
    std::lock_guard<std::mutex> lock(d->mutex);
    d->helper = program;
}

QString LayoutService::helper() const {
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->helper;
}

void LayoutService::setCacheLimit(int entries) {
    d->cacheLimit = std::max(entries, 0);
    while (d->cache.size() > d->cacheLimit)
        d->cache.removeFirst();
}

int LayoutService::cacheSize() const {
    return int(d->cache.size());
}

void LayoutService::clearCache() {
    d->cache.clear();
}

int LayoutService::pending() const {
    std::lock_guard<std::mutex> lock(d->mutex);
    return int(d->queue.size()) + d->running;
}

} // namespace ks
