// The layout helper (kernel-studio-layout, started by LayoutProcess): the same drawing as a
// layout in process, killed and reaped at once on a cancel, and an error naming it when it is
// missing, crashes or writes what is not a layout.
#include "graph/LayoutProcess.h"

#include "core/GraphFixtures.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <gtest/gtest.h>
#include <thread>

using namespace ks;
using namespace ks::test;

namespace {

void expectSameLayout(const GraphLayoutResult& there, const GraphLayoutResult& here) {
    ASSERT_TRUE(there.ok()) << there.error.toStdString();
    ASSERT_TRUE(here.ok()) << here.error.toStdString();
    EXPECT_EQ(there.graphId, here.graphId);
    EXPECT_EQ(there.bounds, here.bounds);
    ASSERT_EQ(there.items.size(), here.items.size());
    for (qsizetype i = 0; i < here.items.size(); ++i) {
        EXPECT_EQ(there.items[i].center, here.items[i].center) << "item " << i;
        EXPECT_EQ(there.items[i].size, here.items[i].size) << "item " << i;
        EXPECT_EQ(there.items[i].label, here.items[i].label) << "item " << i;
    }
    ASSERT_EQ(there.edges.size(), here.edges.size());
    for (qsizetype i = 0; i < here.edges.size(); ++i) {
        EXPECT_EQ(there.edges[i].points, here.edges[i].points) << "edge " << i;
        EXPECT_EQ(there.edges[i].arrowTip, here.edges[i].arrowTip) << "edge " << i;
    }
    ASSERT_EQ(there.clusters.size(), here.clusters.size());
    for (qsizetype i = 0; i < here.clusters.size(); ++i) {
        EXPECT_EQ(there.clusters[i].rect, here.clusters[i].rect) << "cluster " << i;
        EXPECT_EQ(there.clusters[i].label, here.clusters[i].label) << "cluster " << i;
    }
    ASSERT_EQ(there.regions.size(), here.regions.size());
    for (qsizetype i = 0; i < here.regions.size(); ++i) {
        EXPECT_EQ(there.regions[i].pieces, here.regions[i].pieces) << "region " << i;
        EXPECT_EQ(there.regions[i].items, here.regions[i].items) << "region " << i;
    }
    EXPECT_EQ(there.itemOfNode, here.itemOfNode);
    EXPECT_EQ(there.itemOfModule, here.itemOfModule);
}

// A generated level of about 1,000 boxes: a functional model's groups of ops, ten of them
// open (each group a cluster, its kernels' groups inside).
QSet<QString> tenGroupsOpen() {
    QSet<QString> open;
    for (int first = 1; first <= 901; first += 100)
        open << opGroupName(first, first + 99);
    return open;
}

bool processGone(qint64 pid) {
    return kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

} // namespace

TEST(LayoutProcess, TheHelperIsBuiltBesideTheTests) {
    const QFileInfo helper(LayoutProcess::defaultHelper());
    EXPECT_TRUE(helper.isExecutable()) << helper.filePath().toStdString();
    EXPECT_EQ(helper.fileName(), QLatin1String(LayoutProcess::kHelperName));
}

TEST(LayoutProcess, TheHelpersLayoutIsTheInProcessLayoutOnAThousandBoxes) {
    auto g = functionalGraph(3000);
    const QSet<QString> open = tenGroupsOpen();
    ASSERT_GE(GraphLayout::itemCount(*g, open), 1000);
    const std::atomic<bool> never{false};
    qint64 pid = 0;
    const GraphLayoutResult there =
        LayoutProcess::compute(*g, open, {}, never, LayoutProcess::defaultHelper(),
                               [&pid](qint64 started) { pid = started; });
    const GraphLayoutResult here = GraphLayout::compute(*g, open);
    EXPECT_GT(pid, 0);
    EXPECT_TRUE(processGone(pid)) << "the helper is reaped";
    expectSameLayout(there, here);
}

// A flat level of 3,000 ops runs for minutes in Graphviz: cancelled, the helper is killed within
// the 20 ms poll and reaped (its pid is gone, no zombie).
TEST(LayoutProcess, ACancelKillsTheHelperAtOnceAndReapsIt) {
    auto g = functionalGraph(3000);
    LayoutOptions flat;
    flat.flat = true;
    std::atomic<bool> cancel{false};
    std::atomic<qint64> pid{0};
    GraphLayoutResult result;
    std::thread worker([&] {
        result = LayoutProcess::compute(*g, {}, flat, cancel, LayoutProcess::defaultHelper(),
                                        [&pid](qint64 started) { pid = started; });
    });
    QElapsedTimer waiting;
    waiting.start();
    while (pid == 0 && waiting.elapsed() < 10000)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    ASSERT_GT(pid.load(), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(300)); // into Graphviz
    EXPECT_FALSE(processGone(pid));
    QElapsedTimer stopping;
    stopping.start();
    cancel = true;
    worker.join();
    EXPECT_LT(stopping.elapsed(), 1000);
    EXPECT_EQ(result.error, QStringLiteral("cancelled"));
    EXPECT_TRUE(processGone(pid)) << "pid " << pid << " is still there (a zombie?)";
    EXPECT_FALSE(QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid.load())));
}

TEST(LayoutProcess, AMissingHelperIsAnErrorNamingIt) {
    auto g = functionalGraph(300);
    const std::atomic<bool> never{false};
    const QString missing = QStringLiteral("/nonexistent/kernel-studio-layout");
    const GraphLayoutResult r = LayoutProcess::compute(*g, {}, {}, never, missing);
    EXPECT_EQ(r.error, QStringLiteral("the layout helper /nonexistent/kernel-studio-layout is "
                                      "missing (the installation is incomplete: reinstall "
                                      "Kernel Studio)"));
    EXPECT_EQ(r.graphId, g->id());
}

// The real helper, aborted as it starts (as an assertion in Graphviz would): a crash, said with
// its signal. (SIGABRT rather than SIGSEGV: the asan build's helper would catch a SIGSEGV and
// exit instead.)
TEST(LayoutProcess, ACrashingHelperIsAnErrorWithItsSignal) {
    auto g = functionalGraph(300);
    const std::atomic<bool> never{false};
    const QString helper = LayoutProcess::defaultHelper();
    const GraphLayoutResult r = LayoutProcess::compute(
        *g, {}, {}, never, helper, [](qint64 pid) { kill(pid_t(pid), SIGABRT); });
    EXPECT_EQ(r.error,
              QStringLiteral("the layout helper %1 crashed (signal 6, Aborted)").arg(helper));
}

// cat answers with the request itself: bytes, but not a drawing.
TEST(LayoutProcess, AHelperWritingWhatIsNotALayoutIsAnError) {
    auto g = functionalGraph(300);
    const std::atomic<bool> never{false};
    const QString cat = QStandardPaths::findExecutable(QStringLiteral("cat"));
    ASSERT_FALSE(cat.isEmpty());
    const GraphLayoutResult r = LayoutProcess::compute(*g, {}, {}, never, cat);
    EXPECT_TRUE(r.error.startsWith(QStringLiteral("the layout helper %1 wrote ").arg(cat)))
        << r.error.toStdString();
    EXPECT_TRUE(r.error.endsWith(QStringLiteral(" bytes that are not a layout")))
        << r.error.toStdString();
}

// The helper on its own: what is not a request is refused (exit status 2, a message), and the
// app's error carries that message.
TEST(LayoutProcess, TheHelperRefusesWhatIsNotARequest) {
    QProcess helper;
    helper.start(LayoutProcess::defaultHelper(), {});
    ASSERT_TRUE(helper.waitForStarted());
    helper.write("not a layout request");
    helper.closeWriteChannel();
    ASSERT_TRUE(helper.waitForFinished());
    EXPECT_EQ(helper.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(helper.exitCode(), 2);
    EXPECT_EQ(helper.readAllStandardError(),
              QByteArray("kernel-studio-layout: stdin (20 bytes) is not a layout request\n"));
    EXPECT_TRUE(helper.readAllStandardOutput().isEmpty());

    DotGraph bad; // an edge to a node that does not exist
    bad.nodes << DotNode{-1, 40, 20};
    bad.edges << DotEdge{0, 1};
    const std::atomic<bool> never{false};
    const DotDrawing d = LayoutProcess::runHelper(bad, LayoutProcess::defaultHelper(), never);
    EXPECT_EQ(d.error, QStringLiteral(
                           "the layout helper %1 failed with exit status 2: kernel-studio-layout: "
                           "stdin (%2 bytes) is not a layout request")
                           .arg(LayoutProcess::defaultHelper())
                           .arg(DotLayout::serialize(bad).size()));
}
