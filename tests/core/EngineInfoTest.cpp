#include "engine/EngineInfo.h"

#include "engine/EngineCommand.h"
#include "model/ModelInspection.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;

namespace {
QJsonObject json(const char* text) {
    return QJsonDocument::fromJson(QByteArray(text)).object();
}
} // namespace

TEST(EngineInfo, ParsesInitializeWithCuda) {
    const auto o = json(R"({"engine":{"name":"kernel_studio","version":"0.1.0"},
        "protocolVersion":"1.0","torch":"2.11.0+cu130","triton":"3.6.0",
        "devices":[{"type":"cpu","name":"x86_64","cores":16},
                   {"type":"cuda","index":0,"name":"NVIDIA H100 80GB HBM3",
                    "computeCapability":"9.0","totalMemory":85045149696}]})");
    QString error;
    auto info = EngineInfo::fromJson(o, &error);
    ASSERT_TRUE(info) << error.toStdString();
    EXPECT_TRUE(info->hasCuda());
    EXPECT_EQ(info->summary(),
              QStringLiteral("torch 2.11.0+cu130 · triton 3.6.0 · NVIDIA H100 80GB HBM3"));
    EXPECT_EQ(info->devices[1].describe(),
              QStringLiteral("cuda:0 NVIDIA H100 80GB HBM3 (sm 9.0, 79.2 GiB)"));
    EXPECT_EQ(info->devices[0].describe(), QStringLiteral("cpu x86_64, 16 cores"));
}

TEST(EngineInfo, NamesTheTorchSeriesAndWhetherItIsSupported) {
    const char* base = R"({"engine":{"name":"kernel_studio","version":"0.1.0"},
        "protocolVersion":"1.0","torch":"%1","triton":"3.9.0",
        "devices":[{"type":"cpu","name":"x86_64","cores":2}],
        "inductor":{"supported":%2,"usable":%3,"state":"%4","torch":"%1","series":"%5",
                    "adapter":"%6","supportedSeries":["2.11","2.15"],"selfTest":%7,
                    "message":null}})";
    auto parse = [&](const QStringList& a) {
        QString text = QString::fromLatin1(base);
        for (int i = 0; i < a.size(); ++i)
            text.replace(QStringLiteral("%") + QString::number(i + 1), a[i]);
        QString error;
        auto info = EngineInfo::fromJson(QJsonDocument::fromJson(text.toUtf8()).object(), &error);
        EXPECT_TRUE(info) << error.toStdString();
        return info.value_or(EngineInfo{});
    };
    const auto supported =
        parse({"2.15.0+cpu", "true", "true", "supported", "2.15", "2.15", "null"});
    EXPECT_EQ(supported.seriesText(), QStringLiteral("2.15, supported (adapter 2.11, 2.15)"));
    EXPECT_FALSE(supported.summary().contains(QStringLiteral("untested")));

    const auto passed = parse({"2.16.0", "false", "true", "untested", "2.16", "2.15",
                               R"({"passed":true,"detail":"a cpu export verified","seconds":9})"});
    EXPECT_TRUE(passed.inductorUsable);
    ASSERT_TRUE(passed.selfTestPassed.has_value());
    EXPECT_TRUE(*passed.selfTestPassed);
    EXPECT_EQ(passed.seriesText(),
              QStringLiteral("2.16, untested (adapter tested on 2.11, 2.15), self-test passed: "
                             "a cpu export verified"));
    EXPECT_TRUE(passed.summary().endsWith(QStringLiteral("torch untested, self-test passed")));

    const auto notRun = parse({"2.16.0", "false", "true", "untested", "2.16", "2.15", "null"});
    EXPECT_FALSE(notRun.selfTestPassed.has_value());
    EXPECT_TRUE(notRun.seriesText().endsWith(QStringLiteral("self-test not run yet")));

    const auto failed = parse({"2.16.0", "false", "false", "untested", "2.16", "2.15",
                               R"({"passed":false,"detail":"export failed"})"});
    EXPECT_FALSE(failed.inductorUsable);
    EXPECT_TRUE(failed.seriesText().endsWith(QStringLiteral("self-test failed: export failed")));

    const auto old = parse({"2.9.0", "false", "false", "unsupported", "2.9", "2.15", "null"});
    EXPECT_EQ(old.seriesText(), QStringLiteral("2.9, NOT supported (adapter 2.11, 2.15)"));
    EXPECT_TRUE(old.summary().endsWith(QStringLiteral("torch not supported by the engine")));
}

TEST(EngineInfo, SaysWhetherWorkersAreContainedAndWhyNot) {
    auto parse = [](const char* containment) {
        const QString text = QStringLiteral(R"({"engine":{"name":"kernel_studio","version":"0.1.0"},
                "protocolVersion":"1.0","torch":"2.11.0","triton":"3.6.0",
                "devices":[{"type":"cpu","name":"x86_64","cores":2}]%1})")
                                 .arg(QLatin1String(containment));
        QString error;
        auto info = EngineInfo::fromJson(QJsonDocument::fromJson(text.toUtf8()).object(), &error);
        EXPECT_TRUE(info) << error.toStdString();
        return info.value_or(EngineInfo{});
    };
    const auto contained = parse(R"(,"containment":{"contained":true,"reason":"namespaces",
        "message":"workers run in user and PID namespaces of their own: model code cannot signal the engine"})");
    EXPECT_EQ(contained.contained, std::optional<bool>(true));
    EXPECT_EQ(contained.containmentText(),
              QStringLiteral("contained: workers run in user and PID namespaces of their own: "
                             "model code cannot signal the engine"));
    const auto gpu = parse(R"(,"containment":{"contained":false,"reason":"gpu-not-visible",
        "message":"workers run in a session of their own only, and model code can signal the engine: a worker in a user namespace of its own does not see the CUDA GPU this engine sees"})");
    EXPECT_EQ(gpu.containmentReason, QStringLiteral("gpu-not-visible"));
    EXPECT_TRUE(gpu.containmentText().startsWith(QStringLiteral("NOT contained: ")));
    EXPECT_TRUE(gpu.containmentText().endsWith(
        QStringLiteral("does not see the CUDA GPU this engine sees")));
    // An engine of before the containment member: said, not guessed.
    const auto older = parse("");
    EXPECT_FALSE(older.contained.has_value());
    EXPECT_EQ(older.containmentText(), QStringLiteral("not reported by this engine"));
}

TEST(EngineInfo, MissingFieldsAreNamed) {
    QString error;
    EXPECT_FALSE(EngineInfo::fromJson(json(R"({"engine":{"name":"x"}})"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("protocolVersion")));
    EXPECT_TRUE(error.contains(QStringLiteral("torch")));
}

TEST(EngineCommand, ParsesQuotedArguments) {
    auto c = EngineCommand::parse(
        QStringLiteral("ssh gpu-host \"/opt/my venv/bin/python\" -m kernel_studio.server"));
    EXPECT_EQ(c.program, QStringLiteral("ssh"));
    ASSERT_EQ(c.arguments.size(), 4);
    EXPECT_EQ(c.arguments[1], QStringLiteral("/opt/my venv/bin/python"));
    EXPECT_EQ(EngineCommand::parse(c.toString()).arguments, c.arguments);
}

TEST(EngineCommand, ResolutionOrder) {
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    qunsetenv("KS_ENGINE");
    EXPECT_EQ(EngineCommand::resolve(QString(), &settings).arguments,
              (QStringList{QStringLiteral("-m"), QStringLiteral("kernel_studio.server")}));
    settings.setValue(QLatin1String(kEngineCommandSetting), QStringLiteral("from-settings"));
    EXPECT_EQ(EngineCommand::resolve(QString(), &settings).program,
              QStringLiteral("from-settings"));
    qputenv("KS_ENGINE", "from-env");
    EXPECT_EQ(EngineCommand::resolve(QString(), &settings).program, QStringLiteral("from-env"));
    EXPECT_EQ(EngineCommand::resolve(QStringLiteral("from-cli"), &settings).program,
              QStringLiteral("from-cli"));
    qunsetenv("KS_ENGINE");
}

TEST(ModelInspection, ParsesAndDescribes) {
    const auto o = json(R"({"path":"/x/model.py","model":"Model","parameters":256,
        "inputs":[{"shape":[2,64,256],"stride":[16384,256,1],"dtype":"float32","device":"cpu"}],
        "outputs":[{"shape":[2,64,256],"stride":[16384,256,1],"dtype":"float32","device":"cpu"}],
        "dynamicShapes":{"x":{"0":{"name":"B","min":1,"max":64}}},"seconds":0.01})");
    QString error;
    auto m = ModelInspection::fromJson(o, &error);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->inputs[0].describe(), QStringLiteral("float32[2, 64, 256] (cpu)"));
    ASSERT_EQ(m->dynamicDims.size(), 1);
    EXPECT_EQ(m->dynamicDims[0].name, QStringLiteral("B"));
    EXPECT_TRUE(m->toText().contains(QStringLiteral("B = x.shape[0] in [1, 64]")));
}
