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
