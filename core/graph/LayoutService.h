#pragma once
// Runs GraphLayout off the UI thread: one worker, a tagged queue where a newer request replaces
// a queued one with the same tag, results tagged with a request id, and a layout cache. A big
// layout runs Graphviz in the layout helper process (LayoutProcess), which a newer request or a
// cancel kills.

#include "graph/GraphLayout.h"

#include <QObject>
#include <QSet>
#include <QString>
#include <memory>

namespace ks {

class LayoutService : public QObject {
    Q_OBJECT
public:
    /// Layouts of more boxes than this run Graphviz in the layout helper, which is killed
    /// when the request is cancelled or replaced by a newer one of its tag; smaller ones run in
    /// the worker thread (milliseconds, no process started).
    static constexpr int kProcessAbove = 300;

    explicit LayoutService(QObject* parent = nullptr);
    /// Kills a layout running in the helper, waits for one running in the worker thread to
    /// finish; queued requests are dropped.
    ~LayoutService() override;

    /// Queues a layout and returns its request id (> 0, increasing). A queued request with the
    /// same tag that has not started is replaced (it will never finish); a running one is
    /// stopped when it runs in the helper. A cached result is
    /// delivered through `finished` from the event loop, without queuing.
    quint64 request(const QString& tag, std::shared_ptr<const GraphModel> graph,
                    const QSet<QString>& expanded, const LayoutOptions& options = {});

    /// The cached layout for this graph and expanded set, or null. Never computes.
    std::shared_ptr<const GraphLayoutResult> cached(const GraphModel& graph,
                                                    const QSet<QString>& expanded,
                                                    const LayoutOptions& options = {}) const;

    /// The newest request id issued for `tag` (0 if none): a result with a smaller id is stale.
    quint64 latestRequest(const QString& tag) const;
    /// Drops queued requests for `tag`; a running one is stopped (in the helper) or finishes
    /// (in the worker thread), and is not delivered.
    void cancel(const QString& tag);

    /// The layout helper big layouts start (default LayoutProcess::defaultHelper()); taken by
    /// the layouts that start after the call.
    void setHelper(const QString& program);
    QString helper() const;

    void setCacheLimit(int entries); // default 32, least recently used evicted
    int cacheSize() const;
    void clearCache();
    /// Requests queued or running.
    int pending() const;

Q_SIGNALS:
    /// A layout for the newest request of `tag` is ready (stale results are never emitted).
    /// Emitted in the service's thread. `result->ok()` is false when Graphviz failed.
    void finished(quint64 requestId, const QString& tag,
                  std::shared_ptr<const GraphLayoutResult> result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ks
