// EngineClient against the real engine process (and the engine's fault-injection flags).
#include "engine/EngineClient.h"

#include "support/TestSupport.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <csignal>
#include <gtest/gtest.h>
#include <memory>
#include <optional>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::engineOptions;
using ks::test::waitFor;

namespace {

bool startAndWaitReady(EngineClient& engine) {
    engine.start();
    return waitFor(
               [&] { return engine.state() == EngineState::Ready || isFailed(engine.state()); }) &&
           engine.state() == EngineState::Ready;
}

QJsonObject sleepParams(double seconds, int steps) {
    return QJsonObject{{QStringLiteral("seconds"), seconds}, {QStringLiteral("steps"), steps}};
}

} // namespace

TEST(EngineClient, StartsInitializesAndAnswersEnvironment) {
    EngineClient engine(engineOptions());
    QSignalSpy ready(&engine, &EngineClient::ready);
    ASSERT_TRUE(startAndWaitReady(engine)) << engine.lastError().toStdString();
    EXPECT_EQ(ready.count(), 1);
    EXPECT_TRUE(engine.info().torchVersion.startsWith(QStringLiteral("2.11.0")) ||
                engine.info().torchVersion.startsWith(QStringLiteral("2.15.0")))
        << engine.info().torchVersion.toStdString();
    EXPECT_TRUE(engine.info().inductorSupported);
    EXPECT_EQ(engine.info().engineName, QStringLiteral("kernel_studio"));
    ASSERT_FALSE(engine.info().devices.isEmpty());
    EXPECT_EQ(engine.info().devices[0].type, QStringLiteral("cpu"));

    std::optional<RpcResult> result;
    engine.request(QStringLiteral("environment"), {}, nullptr,
                   [&](const RpcResult& r) { result = r; });
    EXPECT_EQ(engine.state(), EngineState::Busy);
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }));
    ASSERT_TRUE(result->ok()) << result->error->describe().toStdString();
    QString error;
    auto env = EngineEnvironment::fromJson(result->result.toObject(), &error);
    ASSERT_TRUE(env) << error.toStdString();
    EXPECT_FALSE(env->pythonExecutable.isEmpty());
    EXPECT_EQ(env->cudaAvailable, engine.info().hasCuda());
    // Whether workers run contained, the same in both answers, and said in doctor's lines.
    ASSERT_TRUE(engine.info().contained.has_value());
    EXPECT_EQ(env->info.contained, engine.info().contained);
    EXPECT_EQ(env->info.containmentReason, engine.info().containmentReason);
    EXPECT_FALSE(engine.info().containmentMessage.isEmpty());
    EXPECT_TRUE(
        env->toText().contains(QStringLiteral("workers   : ") + engine.info().containmentText()))
        << env->toText().toStdString();
    EXPECT_EQ(engine.state(), EngineState::Ready);
}

TEST(EngineClient, RequestsMadeWhileStartingAreQueued) {
    EngineClient engine(engineOptions());
    engine.start();
    ASSERT_EQ(engine.state(), EngineState::Starting);
    std::optional<RpcResult> result;
    engine.request(QStringLiteral("environment"), {}, nullptr,
                   [&](const RpcResult& r) { result = r; });
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }));
    EXPECT_TRUE(result->ok());
}

TEST(EngineClient, ProgressIsRoutedAndCancelAnswersRequestCancelled) {
    EngineClient engine(engineOptions());
    ASSERT_TRUE(startAndWaitReady(engine));
    std::optional<RpcResult> result;
    int progressCount = 0;
    QSignalSpy progressSignal(&engine, &EngineClient::progress);
    const qint64 id = engine.request(
        QStringLiteral("debug/sleep"), sleepParams(20.0, 200), nullptr,
        [&](const RpcResult& r) { result = r; },
        [&](const EngineProgress& p) {
            ++progressCount;
            EXPECT_EQ(p.stage, QStringLiteral("sleep"));
        });
    ASSERT_TRUE(waitFor([&] { return progressCount >= 2; }, 10s));
    engine.cancel(id);
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }, 5s)) << "cancel was not answered";
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error->code, rpc::kRequestCancelled);
    EXPECT_GE(progressSignal.count(), 2);
    EXPECT_EQ(engine.state(), EngineState::Ready);
}

TEST(EngineClient, UnknownMethodIsAnError) {
    EngineClient engine(engineOptions());
    ASSERT_TRUE(startAndWaitReady(engine));
    std::optional<RpcResult> result;
    engine.request(QStringLiteral("no/such/method"), {}, nullptr,
                   [&](const RpcResult& r) { result = r; });
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }));
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error->code, rpc::kMethodNotFound);
    EXPECT_EQ(engine.state(), EngineState::Ready);
}

TEST(EngineClient, EngineThatExitsMidRequestIsReportedAndRestarts) {
    EngineClient engine(
        engineOptions({QStringLiteral("--fault"), QStringLiteral("exit:environment")}));
    ASSERT_TRUE(startAndWaitReady(engine));
    QSignalSpy failed(&engine, &EngineClient::failed);
    std::optional<RpcResult> result;
    engine.request(QStringLiteral("environment"), {}, nullptr,
                   [&](const RpcResult& r) { result = r; });
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }, 20s));
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error->code, rpc::kEngineExited);
    EXPECT_EQ(engine.state(), EngineState::Crashed);
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed[0][0].toString().contains(QStringLiteral("status 3")))
        << failed[0][0].toString().toStdString();

    // Further requests fail at once instead of hanging.
    std::optional<RpcResult> late;
    engine.request(QStringLiteral("debug/sleep"), sleepParams(0, 1), nullptr,
                   [&](const RpcResult& r) { late = r; });
    ASSERT_TRUE(waitFor([&] { return late.has_value(); }, 5s));
    EXPECT_EQ(late->error->code, rpc::kEngineNotRunning);

    engine.restart();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    std::optional<RpcResult> again;
    engine.request(QStringLiteral("debug/sleep"), sleepParams(0.01, 1), nullptr,
                   [&](const RpcResult& r) { again = r; });
    ASSERT_TRUE(waitFor([&] { return again.has_value(); }));
    EXPECT_TRUE(again->ok());
}

TEST(EngineClient, HungEngineTimesOutAndRestarts) {
    auto options = engineOptions({QStringLiteral("--fault"), QStringLiteral("hang:environment")});
    options.requestTimeout = 1500ms;
    EngineClient engine(options);
    ASSERT_TRUE(startAndWaitReady(engine));
    std::optional<RpcResult> result;
    engine.request(QStringLiteral("environment"), {}, nullptr,
                   [&](const RpcResult& r) { result = r; });
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }, 10s));
    EXPECT_EQ(result->error->code, rpc::kClientTimeout);
    EXPECT_EQ(engine.state(), EngineState::Unresponsive);
    EXPECT_TRUE(engine.lastError().contains(QStringLiteral("environment")));
    engine.restart();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
}

TEST(EngineClient, KilledEngineFailsPendingRequests) {
    EngineClient engine(engineOptions());
    ASSERT_TRUE(startAndWaitReady(engine));
    std::optional<RpcResult> result;
    engine.request(QStringLiteral("debug/sleep"), sleepParams(30, 30), nullptr,
                   [&](const RpcResult& r) { result = r; });
    ASSERT_GT(engine.processId(), 0);
    ::kill(pid_t(engine.processId()), SIGKILL);
    ASSERT_TRUE(waitFor([&] { return result.has_value(); }, 10s));
    EXPECT_EQ(result->error->code, rpc::kEngineExited);
    EXPECT_EQ(engine.state(), EngineState::Crashed);
}

TEST(EngineClient, ResponseForDestroyedReceiverIsDropped) {
    EngineClient engine(engineOptions());
    ASSERT_TRUE(startAndWaitReady(engine));
    QSignalSpy dropped(&engine, &EngineClient::responseDropped);
    bool called = false;
    auto receiver = std::make_unique<QObject>();
    const qint64 id = engine.request(QStringLiteral("debug/sleep"), sleepParams(0.3, 3),
                                     receiver.get(), [&](const RpcResult&) { called = true; });
    receiver.reset();
    ASSERT_TRUE(waitFor([&] { return dropped.count() == 1; }, 10s));
    EXPECT_EQ(dropped[0][0].toLongLong(), id);
    EXPECT_FALSE(called);
    EXPECT_EQ(engine.state(), EngineState::Ready);
}

TEST(EngineClient, ForgottenAndTimedOutResponsesAreDropped) {
    auto options = engineOptions();
    EngineClient engine(options);
    ASSERT_TRUE(startAndWaitReady(engine));
    QSignalSpy dropped(&engine, &EngineClient::responseDropped);
    bool called = false;
    const qint64 id = engine.request(QStringLiteral("debug/sleep"), sleepParams(0.3, 1), nullptr,
                                     [&](const RpcResult&) { called = true; });
    engine.forget(id);
    EXPECT_EQ(engine.state(), EngineState::Ready);
    ASSERT_TRUE(waitFor([&] { return dropped.count() == 1; }, 10s));
    EXPECT_FALSE(called);
}

TEST(EngineClient, ProtocolMajorMismatchIsIncompatible) {
    auto options = engineOptions();
    options.protocolVersion = QStringLiteral("2.0");
    EngineClient engine(options);
    QSignalSpy failed(&engine, &EngineClient::failed);
    engine.start();
    ASSERT_TRUE(waitFor([&] { return isFailed(engine.state()); }));
    EXPECT_EQ(engine.state(), EngineState::Incompatible);
    EXPECT_TRUE(engine.lastError().contains(QStringLiteral("protocol")));
}

TEST(EngineClient, MissingCommandIsReported) {
    EngineClient::Options options;
    options.command = EngineCommand::parse(QStringLiteral("/nonexistent/kernel-studio-engine"));
    EngineClient engine(options);
    engine.start();
    ASSERT_TRUE(waitFor([&] { return isFailed(engine.state()); }, 10s));
    EXPECT_EQ(engine.state(), EngineState::Crashed);
    EXPECT_TRUE(engine.lastError().contains(QStringLiteral("could not start")));
}

TEST(EngineClient, StopShutsDownPolitely) {
    EngineClient engine(engineOptions());
    ASSERT_TRUE(startAndWaitReady(engine));
    QSignalSpy failed(&engine, &EngineClient::failed);
    engine.stop();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Stopped; }, 10s));
    EXPECT_EQ(failed.count(), 0);
    EXPECT_EQ(engine.processId(), 0);
}

TEST(EngineClient, EngineLogReachesTheClient) {
    EngineClient engine(engineOptions());
    QStringList lines;
    QObject::connect(&engine, &EngineClient::logLine, [&](const QString& l) { lines << l; });
    ASSERT_TRUE(startAndWaitReady(engine));
    ASSERT_TRUE(waitFor([&] { return !lines.isEmpty(); }, 10s));
    EXPECT_FALSE(engine.recentLog().isEmpty());
}
