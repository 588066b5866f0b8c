// Verify reports and history from real engine runs (tests/data/verify/README.md): a planted wrong
// constant (located, outputs' numbers, tensor files), a pass, damaged history lines, the model.
#include "verify/VerifyReport.h"

#include "support/TestSupport.h"
#include "verify/VerifyHistory.h"
#include "verify/VerifyHistoryModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

using namespace ks;

namespace {

const QString kRmsFail = QStringLiteral("20261122-115446-443-7341");
const QString kRmsPass = QStringLiteral("20261122-115506-665-0dbf");
const QString kMlpFail = QStringLiteral("20261122-115510-504-f36c");
const QString kFusedNorm = QStringLiteral("cpp_fused_add_mean_mul_pow_rsqrt");
const QString kTrainFail = QStringLiteral("20261129-051634-350-39fa");
const QString kTrainPass = QStringLiteral("20261129-051648-856-23ac");

QString project(const char* name) {
    return ks::test::sourceDir() + QStringLiteral("/tests/data/verify/") + QLatin1String(name);
}

QString reportPath(const char* name, const QString& runId) {
    return VerifyHistory::verifyFolder(project(name)) + QLatin1Char('/') + runId +
           QStringLiteral("/report.json");
}

VerifyReport readReport(const char* name, const QString& runId) {
    QString error;
    const auto report = VerifyReport::read(reportPath(name, runId), &error);
    EXPECT_TRUE(report) << error.toStdString();
    return report.value_or(VerifyReport{});
}

std::optional<VerifyReport> parse(const QByteArray& json, QString* error) {
    return VerifyReport::fromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("/r"),
                                  error);
}

} // namespace

TEST(VerifyReport, FailingRunLocatesThePlantedKernel) {
    const VerifyReport r = readReport("rms_norm", kRmsFail);
    EXPECT_EQ(r.runId, kRmsFail);
    EXPECT_EQ(r.verdict, VerifyVerdict::Fail);
    EXPECT_EQ(r.reason, QStringLiteral("trial 0: output 0: 511 of 512 elements outside tolerance"));
    EXPECT_TRUE(r.time.isValid());
    EXPECT_EQ(r.settings.trials, 2);
    EXPECT_FALSE(r.settings.tf32);
    EXPECT_EQ(r.settings.device, QStringLiteral("cpu"));
    EXPECT_DOUBLE_EQ(r.settings.tolerances.value(QStringLiteral("float32")).rtol, 1.3e-6);
    EXPECT_DOUBLE_EQ(r.settings.tolerances.value(QStringLiteral("float32")).atol, 1e-5);
    EXPECT_EQ(r.edited, QStringList{kFusedNorm});
    EXPECT_GT(r.durationSeconds, 0);

    ASSERT_EQ(r.trials.size(), 3); // the example, then 2 random trials
    const VerifyComparison& out = r.trials[0].outputs.value(0);
    EXPECT_EQ(out.output, 0);
    EXPECT_FALSE(out.passed);
    EXPECT_EQ(out.mismatches, 511);
    EXPECT_EQ(out.numel, 512);
    EXPECT_GT(out.maxAbsError, 1e-3);
    EXPECT_GT(out.maxRelError, 0);
    EXPECT_EQ(out.firstMismatch, (QList<qint64>{0, 0, 0}));
    EXPECT_EQ(out.nan.actual, 0);
    EXPECT_EQ(out.inf.expected, 0);
    EXPECT_EQ(out.expected.shape, (QList<qint64>{2, 8, 32}));
    EXPECT_TRUE(QFileInfo(out.expectedFile).isAbsolute());
    EXPECT_TRUE(QFileInfo::exists(out.expectedFile)) << out.expectedFile.toStdString();
    EXPECT_TRUE(QFileInfo::exists(out.actualFile)) << out.actualFile.toStdString();

    ASSERT_TRUE(r.located);
    EXPECT_EQ(r.locatedKernel(), kFusedNorm);
    EXPECT_EQ(r.located->launch, 0);
    EXPECT_GT(r.located->line, 0);
    EXPECT_TRUE(r.located->nodes.contains(QStringLiteral("rsqrt")));
    ASSERT_EQ(r.located->buffers.size(), 2);
    const VerifyBuffer& bad = r.located->buffers[1];
    EXPECT_EQ(bad.basis, QStringLiteral("node"));
    EXPECT_FALSE(bad.comparison.passed);
    EXPECT_EQ(bad.comparison.output, -1);
    EXPECT_TRUE(QFileInfo::exists(bad.comparison.expectedFile));
    EXPECT_TRUE(QFileInfo::exists(bad.comparison.actualFile));
    EXPECT_FALSE(r.located->buffers[0].comparison.hasFiles());
    EXPECT_EQ(r.kernelStatus(kFusedNorm), QStringLiteral("failed"));
    ASSERT_TRUE(r.timingOf(kFusedNorm));
    EXPECT_GT(r.timingOf(kFusedNorm)->ratio, 0);
    EXPECT_EQ(r.files.size(), 8);
    for (const QString& f : r.files)
        EXPECT_TRUE(QFileInfo::exists(f)) << f.toStdString();
    const QString settings = r.settingsText();
    EXPECT_TRUE(settings.contains(QStringLiteral("3 trials (the example and 2 random)")))
        << settings.toStdString();
    EXPECT_EQ(r.trials.size(), 3) << "the count is of the trials listed";
    EXPECT_TRUE(settings.contains(QStringLiteral("TF32 off")));
    EXPECT_TRUE(settings.contains(QStringLiteral("float32 rtol 1.3e-06 atol 1e-05")));
}

TEST(VerifyReport, DownstreamKernelsAreTainted) {
    const VerifyReport r = readReport("norm_mlp", kMlpFail);
    EXPECT_EQ(r.locatedKernel(), kFusedNorm);
    const QStringList tainted{QStringLiteral("addmm"),
                              QStringLiteral("cpp_fused_add_gelu_mul_view")};
    EXPECT_EQ(r.tainted, tainted);
    ASSERT_EQ(r.kernels.size(), 3);
    EXPECT_EQ(r.kernels[0].status, QStringLiteral("failed"));
    EXPECT_TRUE(r.kernels[0].edited);
    EXPECT_EQ(r.kernels[1].status, QStringLiteral("tainted"));
    EXPECT_EQ(r.kernelNames(), QStringList({kFusedNorm}) + tainted);
    EXPECT_EQ(r.kernelStatus(QStringLiteral("addmm")), QStringLiteral("tainted"));
}

TEST(VerifyReport, PassingRun) {
    const VerifyReport r = readReport("rms_norm", kRmsPass);
    EXPECT_EQ(r.verdict, VerifyVerdict::Pass);
    EXPECT_TRUE(r.reason.isEmpty());
    EXPECT_FALSE(r.located);
    EXPECT_TRUE(r.kernels.isEmpty());
    EXPECT_FALSE(r.fault);
    for (const VerifyTrial& t : r.trials) {
        EXPECT_TRUE(t.passed);
        for (const VerifyComparison& c : t.outputs)
            EXPECT_FALSE(c.hasFiles());
    }
}

// A training step's trial (tests/data/verify/README.md, train_convbn): the loss and every
// gradient, the BatchNorm's running statistics after each of 3 calls, calls 2 and 3's outputs.
TEST(VerifyReport, TrainingStepGradientsStateAndCalls) {
    const VerifyReport r = readReport("train_convbn", kTrainFail);
    EXPECT_EQ(r.verdict, VerifyVerdict::Fail);
    ASSERT_EQ(r.trials.size(), 2);
    for (const VerifyTrial& t : r.trials) {
        EXPECT_FALSE(t.passed);
        ASSERT_EQ(t.outputs.size(), 1);
        EXPECT_TRUE(t.outputs[0].passed) << "the forward is not edited";
        QStringList names, kinds;
        for (const VerifyComparison& g : t.gradients) {
            names << g.name;
            kinds << g.kind;
        }
        EXPECT_EQ(names, QStringList({QStringLiteral("loss"), QStringLiteral("conv.weight"),
                                      QStringLiteral("conv.bias"), QStringLiteral("bn.weight"),
                                      QStringLiteral("bn.bias"), QStringLiteral("head.weight"),
                                      QStringLiteral("head.bias")}));
        EXPECT_EQ(kinds.first(), QStringLiteral("loss"));
        EXPECT_EQ(kinds.count(QStringLiteral("parameter")), 6);
        const VerifyComparison& conv = t.gradients[1];
        EXPECT_FALSE(conv.passed);
        EXPECT_TRUE(conv.reason.contains(QStringLiteral("fp64"))) << conv.reason.toStdString();
        EXPECT_TRUE(conv.fp64.present);
        EXPECT_FALSE(conv.fp64.passed);
        EXPECT_EQ(conv.fp64.rule, QStringLiteral("rounding spread"));
        EXPECT_GT(conv.fp64.moduleRmse, conv.fp64.bound);
        EXPECT_EQ(conv.expected.shape, (QList<qint64>{8, 3, 3, 3}));
        ASSERT_TRUE(conv.hasFiles());
        EXPECT_TRUE(QFileInfo::exists(conv.expectedFile)) << conv.expectedFile.toStdString();
        EXPECT_TRUE(
            conv.actualFile.endsWith(QStringLiteral("trial%1_gradient1_actual.pt").arg(t.index)));
        for (const VerifyComparison& g : t.gradients) {
            if (g.passed) {
                EXPECT_FALSE(g.hasFiles()) << g.name.toStdString();
            }
        }
        // Running mean, variance and the batch counter after calls 1, 2 and 3.
        ASSERT_EQ(t.state.size(), 9);
        EXPECT_EQ(t.state[0].name, QStringLiteral("bn.running_mean")) << "the model's name";
        EXPECT_EQ(t.state[0].kind, QStringLiteral("buffer"));
        EXPECT_EQ(t.state[0].call, 1);
        EXPECT_EQ(t.state[8].call, 3);
        EXPECT_EQ(t.state[8].name, QStringLiteral("bn.num_batches_tracked"));
        ASSERT_EQ(t.calls.size(), 2);
        EXPECT_EQ(t.calls[0].call, 2);
        EXPECT_EQ(t.calls[1].call, 3);
        ASSERT_EQ(t.calls[1].outputs.size(), 1);
        EXPECT_EQ(t.calls[1].outputs[0].output, 0);
        EXPECT_TRUE(t.calls[1].passed);
    }
    const VerifyReport pass = readReport("train_convbn", kTrainPass);
    EXPECT_EQ(pass.verdict, VerifyVerdict::Pass);
    for (const VerifyTrial& t : pass.trials) {
        EXPECT_EQ(t.gradients.size(), 7);
        for (const VerifyComparison& g : t.gradients)
            EXPECT_TRUE(g.passed && !g.hasFiles()) << g.name.toStdString();
    }
}

TEST(VerifyReport, NonFiniteNumbersAndFaults) {
    QString error;
    const auto r = parse(R"({"schema": "kernel-studio/verify-report", "version": 1,
        "runId": "x", "verdict": "error", "reason": "timeout",
        "trials": [{"index": 0, "outputs": [{"output": 0, "passed": false, "maxAbsError": "nan",
            "maxRelError": "inf", "mismatches": null, "files": {"expected": "a.pt",
            "actual": "/abs/b.pt"}}]}],
        "located": {"kernel": "k", "fault": "timeout", "nodes": ["n"]},
        "fault": {"kind": "timeout", "message": "m", "kernel": "k", "exitStatus": -9,
                  "log": ["l1", "l2"]}, "notes": ["T: max 4096 clamped to 128"]})",
                         &error);
    ASSERT_TRUE(r) << error.toStdString();
    const VerifyComparison& c = r->trials[0].outputs[0];
    EXPECT_TRUE(std::isnan(c.maxAbsError));
    EXPECT_TRUE(std::isinf(c.maxRelError));
    EXPECT_EQ(c.mismatches, -1);
    EXPECT_EQ(c.expectedFile, QStringLiteral("/r/a.pt"));
    EXPECT_EQ(c.actualFile, QStringLiteral("/abs/b.pt"));
    EXPECT_EQ(r->located->fault, QStringLiteral("timeout"));
    EXPECT_EQ(r->fault->exitStatus, -9);
    EXPECT_EQ(r->fault->log.size(), 2);
    EXPECT_EQ(r->notes, QStringList{QStringLiteral("T: max 4096 clamped to 128")});
}

TEST(VerifyReport, RandomVerdictIsNeitherPassNorFail) {
    QString error;
    const auto r = parse(R"({"schema": "kernel-studio/verify-report", "version": 1,
        "runId": "x", "verdict": "random",
        "reason": "the graph draws random numbers (inductor_random_default) in Inductor's kernels",
        "trials": [{"index": 0, "passed": true, "outputs": [{"output": 0, "passed": true,
            "reason": null, "random": true, "maxAbsError": 1.5, "mismatches": 30}]}]})",
                         &error);
    ASSERT_TRUE(r) << error.toStdString();
    EXPECT_EQ(r->verdict, VerifyVerdict::Random);
    EXPECT_EQ(verifyVerdictName(r->verdict), QStringLiteral("random"));
    EXPECT_EQ(verifyVerdictFromName(QStringLiteral("random")), VerifyVerdict::Random);
    // It vouches for no kernel, as a pass would.
    EXPECT_TRUE(r->kernelStatus(QStringLiteral("any_kernel")).isEmpty());
}

TEST(VerifyReport, ErrorsNameTheFileAndMember) {
    QString error;
    EXPECT_FALSE(parse(R"({"schema": "other", "version": 1})", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("\"schema\""))) << error.toStdString();
    EXPECT_FALSE(parse(R"({"schema": "kernel-studio/verify-report", "version": 2, "runId": "x",
                           "verdict": "pass"})",
                       &error));
    EXPECT_TRUE(error.contains(QStringLiteral("newer"))) << error.toStdString();
    EXPECT_FALSE(parse(R"({"schema": "kernel-studio/verify-report", "version": 1, "runId": "x",
                           "verdict": "pass", "trials": [{"outputs": [{"mismatches": "many"}]}]})",
                       &error));
    EXPECT_TRUE(error.contains(QStringLiteral("trials[0].outputs[0].mismatches")))
        << error.toStdString();

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"schema\": ");
    f.close();
    EXPECT_FALSE(VerifyReport::read(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("report.json"))) << error.toStdString();
    EXPECT_FALSE(VerifyReport::read(dir.filePath(QStringLiteral("none.json")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("no such file"))) << error.toStdString();
}

TEST(VerifyHistory, NewestFirst) {
    const VerifyHistory h(project("rms_norm"));
    EXPECT_TRUE(h.error().isEmpty());
    EXPECT_EQ(h.skippedLines(), 0);
    ASSERT_EQ(h.runs().size(), 2);
    EXPECT_EQ(h.runs()[0].runId, kRmsPass);
    EXPECT_EQ(h.runs()[0].verdict, VerifyVerdict::Pass);
    EXPECT_EQ(h.runs()[1].runId, kRmsFail);
    EXPECT_EQ(h.runs()[1].located, kFusedNorm);
    EXPECT_EQ(h.runs()[1].edited, QStringList{kFusedNorm});
    EXPECT_EQ(h.runs()[1].trials, 2);
    EXPECT_EQ(h.runs()[1].reportPath, reportPath("rms_norm", kRmsFail));
    EXPECT_TRUE(QFileInfo::exists(h.runs()[1].reportPath));
    EXPECT_TRUE(VerifyHistory(QStringLiteral("/nonexistent")).runs().isEmpty());
}

TEST(VerifyHistory, SkipsDamagedLinesAndReloads) {
    QTemporaryDir dir;
    const QString verify = VerifyHistory::verifyFolder(dir.path());
    ASSERT_TRUE(QDir().mkpath(verify));
    QFile source(VerifyHistory::historyFile(project("rms_norm")));
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = source.readAll().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 2);
    QFile target(VerifyHistory::historyFile(dir.path()));
    ASSERT_TRUE(target.open(QIODevice::WriteOnly));
    target.write(lines[0] + "\n{\"runId\": \"20261122-1200\", \"verd\n[1, 2]\n");
    target.close();

    VerifyHistory h(dir.path());
    EXPECT_EQ(h.runs().size(), 1);
    EXPECT_EQ(h.skippedLines(), 2);
    EXPECT_TRUE(h.firstProblem().startsWith(QStringLiteral("history.jsonl:2:")))
        << h.firstProblem().toStdString();

    // A run appended later (as the engine does) shows after reload(), first.
    ASSERT_TRUE(target.open(QIODevice::Append));
    target.write(lines[1] + "\n");
    target.close();
    EXPECT_TRUE(h.reload());
    ASSERT_EQ(h.runs().size(), 2);
    EXPECT_EQ(h.runs()[0].runId, kRmsPass);
    EXPECT_EQ(h.runs()[0].reportPath,
              QDir::cleanPath(verify + QLatin1Char('/') + kRmsPass + "/report.json"));
}

TEST(VerifyHistoryModel, PassesModelTesterAndShowsRuns) {
    VerifyHistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), 0);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setHistory(std::make_shared<const VerifyHistory>(project("norm_mlp")));
    EXPECT_EQ(reset.count(), 1);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.columnCount(), VerifyHistoryModel::ColumnCount);
    const QModelIndex fail = model.indexOfRun(kMlpFail);
    ASSERT_TRUE(fail.isValid());
    EXPECT_EQ(fail.row(), 1);
    auto cell = [&](int column) { return fail.siblingAtColumn(column).data().toString(); };
    EXPECT_EQ(cell(VerifyHistoryModel::TrialsColumn), QStringLiteral("3")); // example + 2 random
    EXPECT_EQ(cell(VerifyHistoryModel::EditedColumn), kFusedNorm);
    EXPECT_EQ(cell(VerifyHistoryModel::VerdictColumn), QStringLiteral("fail"));
    EXPECT_EQ(cell(VerifyHistoryModel::LocatedColumn), kFusedNorm);
    EXPECT_TRUE(cell(VerifyHistoryModel::DurationColumn).endsWith(QStringLiteral(" s")));
    EXPECT_FALSE(cell(VerifyHistoryModel::TimeColumn).isEmpty());
    EXPECT_EQ(fail.data(VerifyHistoryModel::RunIdRole).toString(), kMlpFail);
    EXPECT_EQ(fail.data(VerifyHistoryModel::VerdictRole).toString(), QStringLiteral("fail"));
    EXPECT_TRUE(QFileInfo::exists(fail.data(VerifyHistoryModel::ReportPathRole).toString()));
    EXPECT_EQ(model.index(0, 0).data(VerifyHistoryModel::LocatedKernelRole).toString(), QString());
    EXPECT_EQ(model.index(0, VerifyHistoryModel::LocatedColumn).data().toString(),
              QStringLiteral("-"));
    EXPECT_EQ(model.headerData(VerifyHistoryModel::VerdictColumn, Qt::Horizontal).toString(),
              QStringLiteral("Verdict"));
    EXPECT_EQ(model.runAt(fail)->runId, kMlpFail);
    EXPECT_FALSE(model.indexOfRun(QStringLiteral("nope")).isValid());
    model.setHistory(std::make_shared<const VerifyHistory>(project("rms_norm")));
    EXPECT_EQ(model.rowCount(), 2);
    model.setHistory(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}
