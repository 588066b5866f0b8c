#include "graph/LayoutService.h"

#include "core/GraphFixtures.h"
#include "support/TestSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

struct Delivery {
    quint64 id;
    QString tag;
    std::shared_ptr<const GraphLayoutResult> result;
};

std::shared_ptr<const GraphModel> smallGraph() {
    return chainGraph({{QStringLiteral("in"), QString()},
                       {QStringLiteral("a"), QStringLiteral("m")},
                       {QStringLiteral("b"), QString()}});
}

} // namespace

TEST(LayoutService, DeliversOnlyTheNewestRequestPerTag) {
    LayoutService service;
    QList<Delivery> got;
    QObject::connect(
        &service, &LayoutService::finished,
        [&got](quint64 id, const QString& tag, auto result) { got << Delivery{id, tag, result}; });
    auto big = loadProjectMetadata(QStringLiteral("transformer_block"));
    auto g = smallGraph();
    // Keep the worker busy, then queue three for one tag: only the last may be delivered.
    const quint64 busy =
        service.request(QStringLiteral("other"), big, GraphLayout::allModules(*big));
    const quint64 first = service.request(QStringLiteral("view"), g, {});
    const quint64 second = service.request(QStringLiteral("view"), g, {QStringLiteral("m")});
    LayoutOptions flat;
    flat.flat = true;
    const quint64 third = service.request(QStringLiteral("view"), g, {}, flat);
    EXPECT_LT(first, second);
    EXPECT_LT(second, third);
    EXPECT_EQ(service.latestRequest(QStringLiteral("view")), third);
    ASSERT_TRUE(waitFor([&] { return got.size() >= 2 && service.pending() == 0; },
                        std::chrono::seconds(30)));
    waitFor([] { return false; }, std::chrono::milliseconds(50)); // late stale deliveries
    ASSERT_EQ(got.size(), 2);
    EXPECT_EQ(got[0].id, busy);
    const Delivery& view = got[1];
    EXPECT_EQ(view.id, third);
    EXPECT_EQ(view.tag, QStringLiteral("view"));
    ASSERT_TRUE(view.result && view.result->ok());
    EXPECT_TRUE(view.result->clusters.isEmpty()); // the flat one
    EXPECT_EQ(view.result->graphId, g->id());
}

TEST(LayoutService, CachesByGraphAndExpandedSet) {
    LayoutService service;
    QList<Delivery> got;
    QObject::connect(
        &service, &LayoutService::finished,
        [&got](quint64 id, const QString& tag, auto result) { got << Delivery{id, tag, result}; });
    auto g = smallGraph();
    EXPECT_FALSE(service.cached(*g, {}));
    service.request(QStringLiteral("t"), g, {});
    ASSERT_TRUE(waitFor([&] { return got.size() == 1; }, std::chrono::seconds(30)));
    auto hit = service.cached(*g, {});
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit, got[0].result);
    EXPECT_FALSE(service.cached(*g, {QStringLiteral("m")}));
    EXPECT_FALSE(service.cached(*smallGraph(), {})) << "another snapshot is another key";

    // A cached request is still answered asynchronously, with the cached object.
    const quint64 id = service.request(QStringLiteral("t"), g, {});
    EXPECT_EQ(got.size(), 1);
    ASSERT_TRUE(waitFor([&] { return got.size() == 2; }, std::chrono::seconds(5)));
    EXPECT_EQ(got[1].id, id);
    EXPECT_EQ(got[1].result, hit);

    service.setCacheLimit(0);
    EXPECT_EQ(service.cacheSize(), 0);
}

TEST(LayoutService, CancelDropsPendingAndInFlight) {
    LayoutService service;
    int delivered = 0;
    QObject::connect(&service, &LayoutService::finished, [&delivered] { ++delivered; });
    auto g = smallGraph();
    service.request(QStringLiteral("t"), g, {});
    service.cancel(QStringLiteral("t"));
    EXPECT_TRUE(waitFor([&] { return service.pending() == 0; }, std::chrono::seconds(30)));
    waitFor([] { return false; }, std::chrono::milliseconds(50));
    EXPECT_EQ(delivered, 0);
    // A null graph is answered with an error, not a crash.
    std::shared_ptr<const GraphLayoutResult> result;
    QObject::connect(&service, &LayoutService::finished,
                     [&result](quint64, const QString&, auto r) { result = r; });
    service.request(QStringLiteral("t"), nullptr, {});
    ASSERT_TRUE(waitFor([&] { return bool(result); }, std::chrono::seconds(5)));
    EXPECT_FALSE(result->ok());
}

// A layout of more than kProcessAbove boxes runs Graphviz in the layout helper: it gives the
// same drawing as one in process, and a cancel kills it at once (a flat level of 3,000 ops runs
// for minutes in Graphviz, which cannot be interrupted).
TEST(LayoutService, BigLayoutsRunInTheHelperThatCancelStops) {
    auto g = functionalGraph(3000);
    const QSet<QString> three{QStringLiteral("ops 1-100"), QStringLiteral("ops 101-200"),
                              QStringLiteral("ops 201-300")};
    ASSERT_GT(GraphLayout::itemCount(*g, three), LayoutService::kProcessAbove);
    LayoutService service;
    QList<Delivery> got;
    QObject::connect(
        &service, &LayoutService::finished,
        [&got](quint64 id, const QString& tag, auto result) { got << Delivery{id, tag, result}; });
    service.request(QStringLiteral("view"), g, three);
    ASSERT_TRUE(waitFor([&] { return got.size() == 1; }, std::chrono::seconds(120)));
    ASSERT_TRUE(got[0].result->ok()) << got[0].result->error.toStdString();
    const GraphLayoutResult here = GraphLayout::compute(*g, three);
    const GraphLayoutResult& there = *got[0].result;
    EXPECT_EQ(there.graphId, g->id());
    ASSERT_EQ(there.items.size(), here.items.size());
    for (int i = 0; i < here.items.size(); ++i) {
        EXPECT_EQ(there.items[i].center, here.items[i].center);
        EXPECT_EQ(there.items[i].label, here.items[i].label);
    }
    ASSERT_EQ(there.edges.size(), here.edges.size());
    EXPECT_EQ(there.edges.last().points, here.edges.last().points);
    EXPECT_EQ(there.clusters.size(), here.clusters.size());
    ASSERT_EQ(there.regions.size(), here.regions.size());
    EXPECT_EQ(there.regions.last().pieces, here.regions.last().pieces);
    EXPECT_EQ(there.itemOfNode, here.itemOfNode);
    EXPECT_EQ(there.itemOfModule, here.itemOfModule);
    EXPECT_EQ(there.bounds, here.bounds);

    // The flat level: started, then cancelled; the worker is free again within a second and
    // answers the next request.
    LayoutOptions flat;
    flat.flat = true;
    service.request(QStringLiteral("view"), g, {}, flat);
    waitFor([] { return false; }, std::chrono::milliseconds(300));
    ASSERT_EQ(service.pending(), 1);
    QElapsedTimer timer;
    timer.start();
    service.cancel(QStringLiteral("view"));
    ASSERT_TRUE(waitFor([&] { return service.pending() == 0; }, std::chrono::seconds(5)));
    EXPECT_LT(timer.elapsed(), 1000);
    const quint64 next = service.request(QStringLiteral("view"), g, {});
    ASSERT_TRUE(waitFor([&] { return got.size() == 2; }, std::chrono::seconds(30)));
    EXPECT_EQ(got[1].id, next);
    EXPECT_TRUE(got[1].result->ok());
}

namespace {

// This process's children that run the layout helper (/proc/<pid>/stat: "pid (comm) state
// ppid ...", comm cut to 15 characters), zombies included.
QList<int> helperChildren() {
    QList<int> found;
    const QString self = QString::number(QCoreApplication::applicationPid());
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!entry.front().isDigit() || !stat.open(QIODevice::ReadOnly))
            continue;
        const QString line = QString::fromUtf8(stat.readAll());
        const qsizetype close = line.lastIndexOf(QLatin1Char(')'));
        const QStringList after = line.mid(close + 2).split(QLatin1Char(' '));
        if (line.contains(QStringLiteral("(kernel-studio-l")) && after.value(1) == self)
            found << entry.toInt();
    }
    return found;
}

} // namespace

// The window closing destroys the service: a layout running in the helper is killed and reaped
// at once, not waited for.
TEST(LayoutService, DestroyingTheServiceKillsItsHelper) {
    auto g = functionalGraph(3000);
    LayoutOptions flat;
    flat.flat = true;
    auto service = std::make_unique<LayoutService>();
    service->request(QStringLiteral("view"), g, {}, flat);
    ASSERT_TRUE(waitFor([] { return !helperChildren().isEmpty(); }, std::chrono::seconds(10)));
    QElapsedTimer timer;
    timer.start();
    service.reset();
    EXPECT_LT(timer.elapsed(), 1000);
    EXPECT_TRUE(helperChildren().isEmpty()) << "a helper is left (running or a zombie)";
}
