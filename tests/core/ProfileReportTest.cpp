#include "profile/ProfileReport.h"

#include "core/GraphFixtures.h"
#include "model/FusionTreeModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPersistentModelIndex>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

// A real profile: torchvision ResNet-18 exported for cuda and profiled on an H100.
QString resnetProject() {
    return projectData(QStringLiteral("resnet18_cuda"));
}

ProfileReport resnetReport() {
    ProfileHistory history(resnetProject());
    EXPECT_EQ(history.runs().size(), 1);
    QString error;
    auto report = ProfileReport::load(history.runs().constFirst().reportPath, &error);
    EXPECT_TRUE(report) << error.toStdString();
    return report ? *report : ProfileReport();
}

} // namespace

TEST(ProfileReport, ReadsARealGpuRunAndItsHistory) {
    ProfileHistory history(resnetProject());
    ASSERT_EQ(history.runs().size(), 1);
    const ProfileRun& run = history.runs().constFirst();
    EXPECT_EQ(run.generation, 1);
    EXPECT_EQ(run.device, QStringLiteral("NVIDIA H100 80GB HBM3"));
    EXPECT_EQ(run.kernels, 43);
    EXPECT_GT(run.kernelSeconds.value(QStringLiteral("convolution_18")), 0);
    EXPECT_LT(run.pristineSeconds, 0); // an unedited module: the pristine one is not profiled
    EXPECT_EQ(history.previousOf(run.runId), nullptr);

    const ProfileReport r = resnetReport();
    EXPECT_EQ(r.method, QStringLiteral("torch.profiler"));
    EXPECT_EQ(r.device.type, QStringLiteral("cuda"));
    EXPECT_GT(r.device.bandwidth, 1e12);
    EXPECT_GT(r.device.flops.value(QStringLiteral("float16")), 1e14);
    EXPECT_FALSE(r.pristine.present);
    const ModuleProfile& w = r.working;
    ASSERT_EQ(w.kernels.size(), 43);
    EXPECT_EQ(w.launches.size(), 57);
    double shares = 0;
    for (qsizetype i = 0; i < w.kernels.size(); ++i) {
        shares += w.kernels[i].share;
        if (i > 0) { // slowest first
            EXPECT_GE(w.kernels[i - 1].seconds, w.kernels[i].seconds);
        }
    }
    EXPECT_NEAR(shares, 1.0, 1e-6);
    EXPECT_NEAR(w.kernelSeconds / w.runSeconds, w.coverage, 1e-6);
    // A library call (cuDNN) with its FLOPs, device kernels and roofline.
    const ProfileEntry* conv = w.kernel(QStringLiteral("convolution_18"));
    ASSERT_NE(conv, nullptr);
    EXPECT_EQ(conv->kind, QStringLiteral("extern"));
    EXPECT_GT(conv->flops, 0);
    EXPECT_FALSE(conv->deviceKernels.isEmpty());
    EXPECT_GT(conv->roofline, 0);
    EXPECT_LE(conv->roofline, 1);
    EXPECT_DOUBLE_EQ(w.maxShare(), w.kernels.constFirst().share);
    // A kernel launched once per block: its launches, in order, add up to it.
    for (const ProfileEntry& k : w.kernels) {
        const auto launches = w.launchesOf(k.kernel);
        ASSERT_EQ(launches.size(), k.launches) << k.kernel.toStdString();
        double sum = 0;
        for (qsizetype i = 0; i < launches.size(); ++i) {
            EXPECT_EQ(launches[i]->launch, i);
            EXPECT_GT(launches[i]->line, 0);
            sum += launches[i]->seconds;
        }
        EXPECT_NEAR(sum, k.seconds, 1e-12);
    }
}

TEST(ProfileReport, AMalformedReportNamesTheMember) {
    QFile f(ProfileHistory(resnetProject()).runs().constFirst().reportPath);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject modules = json.value(QStringLiteral("modules")).toObject();
    QJsonObject working = modules.value(QStringLiteral("working")).toObject();
    QJsonArray kernels = working.value(QStringLiteral("kernels")).toArray();
    QJsonObject third = kernels[2].toObject();
    third.insert(QStringLiteral("seconds"), QStringLiteral("fast"));
    kernels[2] = third;
    working.insert(QStringLiteral("kernels"), kernels);
    modules.insert(QStringLiteral("working"), working);
    json.insert(QStringLiteral("modules"), modules);
    QString error;
    EXPECT_FALSE(ProfileReport::fromJson(json, &error));
    EXPECT_EQ(error,
              QStringLiteral("member \"modules.working.kernels[2].seconds\" is not a number"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profile.json"));
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("{\"schema\": \"kernel-studio/profile\"");
    out.close();
    EXPECT_FALSE(ProfileReport::load(path, &error));
    EXPECT_TRUE(error.startsWith(path)) << error.toStdString();
}

TEST(ProfileReport, ReadsWhetherTheCallWasReplayedAsACudaGraph) {
    QFile f(ProfileHistory(resnetProject()).runs().constFirst().reportPath);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    QString error;
    auto plain = ProfileReport::fromJson(json, &error);
    ASSERT_TRUE(plain) << error.toStdString();
    EXPECT_FALSE(plain->working.replayed); // a report without the member: not replayed
    QJsonObject modules = json.value(QStringLiteral("modules")).toObject();
    QJsonObject working = modules.value(QStringLiteral("working")).toObject();
    working.insert(QStringLiteral("replayed"), true);
    modules.insert(QStringLiteral("working"), working);
    json.insert(QStringLiteral("modules"), modules);
    auto replayed = ProfileReport::fromJson(json, &error);
    ASSERT_TRUE(replayed) << error.toStdString();
    EXPECT_TRUE(replayed->working.replayed);
}

TEST(ProfileReport, FormatsTimesRatesAndSizes) {
    EXPECT_EQ(formatSeconds(131.3e-6), QString::fromUtf8("131 µs"));
    EXPECT_EQ(formatSeconds(1.702e-3), QStringLiteral("1.70 ms"));
    EXPECT_EQ(formatSeconds(812e-9), QStringLiteral("812 ns"));
    EXPECT_EQ(formatSeconds(2.5), QStringLiteral("2.50 s"));
    EXPECT_EQ(formatBandwidth(2.99e12), QStringLiteral("2.99 TB/s"));
    EXPECT_EQ(formatFlopRate(287e9), QStringLiteral("287 GFLOP/s"));
    EXPECT_EQ(formatBytes(9.47e6), QStringLiteral("9.47 MB"));
}

TEST(FusionTreeModel, ProfiledTimesSortTheKernelsAndTheCodeOrderComesBack) {
    auto graph = loadProjectMetadata(QStringLiteral("resnet18_cuda"));
    const ProfileReport r = resnetReport();
    FusionTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setGraph(graph);
    QHash<int, FusionTreeModel::KernelTime> times;
    for (const ProfileEntry& e : r.working.kernels) {
        const int k = graph->kernelIndex(e.kernel);
        ASSERT_GE(k, 0) << e.kernel.toStdString();
        times.insert(k, {e.seconds, e.share, e.share / r.working.maxShare(), e.kernel, {}, {}});
    }
    // A kernel launched once per block: a node row shows the time of its own launch.
    int perBlock = -1;
    for (int k = 0; k < graph->kernels().size() && perBlock < 0; ++k)
        if (graph->kernel(k).launchNodes.size() > 1 && times.contains(k))
            perBlock = k;
    ASSERT_GE(perBlock, 0);
    const Kernel& blocks = graph->kernel(perBlock);
    for (int i = 0; i < blocks.launchNodes.size(); ++i)
        times[perBlock].launchTexts << QStringLiteral("launch %1").arg(i);
    model.setKernelTimes(times);
    EXPECT_TRUE(model.hasTimes());
    const int lastLaunch = int(blocks.launchNodes.size()) - 1;
    const QModelIndex lastNode =
        model.indexOfNode(perBlock, blocks.launchNodes[lastLaunch].constFirst());
    EXPECT_EQ(lastNode.siblingAtColumn(FusionTreeModel::TimeColumn).data().toString(),
              QStringLiteral("launch %1").arg(lastLaunch));
    const int slowest = graph->kernelIndex(r.working.kernels.constFirst().kernel);
    const QModelIndex row = model.indexOfKernel(slowest);
    EXPECT_DOUBLE_EQ(row.data(FusionTreeModel::SecondsRole).toDouble(),
                     r.working.kernels.constFirst().seconds);
    EXPECT_DOUBLE_EQ(row.data(FusionTreeModel::HeatRole).toDouble(), 1.0);
    // A node row under a selected kernel keeps pointing at the same node through sorts.
    const int first = 0;
    const QPersistentModelIndex node = model.index(0, 0, model.indexOfKernel(first));
    const QVariant nodeIndex = node.data(FusionTreeModel::NodeIndexRole);

    model.sort(FusionTreeModel::TimeColumn, Qt::DescendingOrder);
    EXPECT_EQ(model.kernelOfRow(0), slowest);
    for (int i = 1; i < model.rowCount(); ++i)
        EXPECT_GE(model.index(i - 1, 0).data(FusionTreeModel::SecondsRole).toDouble(),
                  model.index(i, 0).data(FusionTreeModel::SecondsRole).toDouble());
    EXPECT_EQ(model.indexOfKernel(slowest).row(), 0);
    EXPECT_EQ(model.kernelAt(model.indexOfKernel(first)), first);
    ASSERT_TRUE(node.isValid());
    EXPECT_EQ(node.data(FusionTreeModel::NodeIndexRole), nodeIndex);
    EXPECT_EQ(model.kernelAt(node), first);
    EXPECT_EQ(node.parent().row(), model.indexOfKernel(first).row());

    model.sort(-1);
    for (int i = 0; i < model.rowCount(); ++i)
        EXPECT_EQ(model.kernelOfRow(i), i);
    EXPECT_EQ(model.kernelAt(node), first);
}
