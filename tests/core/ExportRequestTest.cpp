#include "project/ExportRequest.h"

#include <QJsonArray>
#include <gtest/gtest.h>

using namespace ks;

TEST(ExportSettings, ParamsCarryTheEditedDimsAndDecompositions) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    s.device = QStringLiteral("cpu");
    s.keepOps = {QStringLiteral("aten.gelu")};
    s.overrideDynamicDims = true;
    s.dynamicDims = {{QStringLiteral("x"), 0, QStringLiteral("batch"), 1, 8},
                     {QStringLiteral("x"), 1, QStringLiteral("seq"), 2, 0}};
    const QJsonObject p = s.toParams();
    EXPECT_EQ(p.value(QStringLiteral("model")).toString(), QStringLiteral("/m/model.py"));
    EXPECT_EQ(p.value(QStringLiteral("device")).toString(), QStringLiteral("cpu"));
    const QJsonArray dims = p.value(QStringLiteral("dynamicDims")).toArray();
    ASSERT_EQ(dims.size(), 2);
    EXPECT_EQ(dims[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("batch"));
    EXPECT_EQ(dims[0].toObject().value(QStringLiteral("max")).toInt(), 8);
    EXPECT_TRUE(dims[1].toObject().value(QStringLiteral("max")).isNull()) << "0 means unbounded";
    EXPECT_EQ(p.value(QStringLiteral("decompositions"))
                  .toObject()
                  .value(QStringLiteral("keep"))
                  .toArray()
                  .size(),
              1);
}

TEST(ExportSettings, UneditedDimsAreLeftToTheModelFile) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    const QJsonObject p = s.toParams();
    EXPECT_FALSE(p.contains(QStringLiteral("dynamicDims")));
    EXPECT_FALSE(p.contains(QStringLiteral("decompositions")));
    EXPECT_TRUE(p.value(QStringLiteral("device")).isNull());
}

TEST(ExportSettings, InductorOptionsAreParsedAndSent) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    QString error;
    ASSERT_TRUE(parseInductorOption(QStringLiteral("max_fusion_size=8"), s.inductor, error));
    ASSERT_TRUE(parseInductorOption(QStringLiteral("epilogue_fusion=false"), s.inductor, error));
    const QJsonObject sent = s.toParams().value(QStringLiteral("inductor")).toObject();
    EXPECT_EQ(sent.value(QStringLiteral("max_fusion_size")).toInteger(), 8);
    EXPECT_TRUE(sent.value(QStringLiteral("epilogue_fusion")).isBool());
    EXPECT_FALSE(sent.value(QStringLiteral("epilogue_fusion")).toBool());
    for (const char* bad : {"max_fusion_size", "=3", "max_fusion_size=", "split_reductions=yes"}) {
        EXPECT_FALSE(parseInductorOption(QString::fromLatin1(bad), s.inductor, error)) << bad;
        EXPECT_TRUE(error.startsWith(QStringLiteral("--inductor "))) << error.toStdString();
    }
    EXPECT_EQ(s.inductor.size(), 2);
    EXPECT_FALSE(ExportSettings().toParams().contains(QStringLiteral("inductor")));
}

TEST(ExportSettings, DecompositionsFileAndMaterializedNodesAreSent) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("decompositionsFile")));
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("materialize")));
    s.decompositionsFile = QStringLiteral("/p/decompositions.py");
    s.materialize = {QStringLiteral("add_3"), QStringLiteral("mul")};
    const QJsonObject sent = s.toParams();
    EXPECT_EQ(sent.value(QStringLiteral("decompositionsFile")).toString(),
              QStringLiteral("/p/decompositions.py"));
    EXPECT_EQ(sent.value(QStringLiteral("materialize")).toArray(),
              QJsonArray({QStringLiteral("add_3"), QStringLiteral("mul")}));
    EXPECT_FALSE(sent.contains(QStringLiteral("decompositions")));
}

TEST(ExportSettings, CudaGraphBucketsAreSentWhenSetAlsoWithAgain) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("cudaGraphBuckets")));
    s.cudaGraphBuckets.insert(QStringLiteral("B"), {1, 2, 4, 8});
    const QJsonObject expected{{QStringLiteral("B"), QJsonArray{1, 2, 4, 8}}};
    EXPECT_EQ(s.toParams().value(QStringLiteral("cudaGraphBuckets")).toObject(), expected);
    s.again = true;
    const QJsonObject again = s.toParams();
    EXPECT_TRUE(again.value(QStringLiteral("again")).toBool());
    EXPECT_EQ(again.value(QStringLiteral("cudaGraphBuckets")).toObject(), expected);
    s.cudaGraphBuckets.clear();
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("cudaGraphBuckets")));
}

TEST(ExportSettings, PartitionerSettingsAreParsedAndSentAlsoWithAgain) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    s.train = true;
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("activationMemoryBudget")));
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("recompute")));
    QString error;
    ASSERT_TRUE(parseMemoryBudget(QStringLiteral("0.25"), s.activationMemoryBudget, error));
    ASSERT_TRUE(parseRecomputeOption(QStringLiteral("addmm=recompute"), s.recompute, error));
    ASSERT_TRUE(parseRecomputeOption(QStringLiteral("erf = save"), s.recompute, error));
    const QJsonObject policy{{QStringLiteral("addmm"), QStringLiteral("recompute")},
                             {QStringLiteral("erf"), QStringLiteral("save")}};
    EXPECT_EQ(s.toParams().value(QStringLiteral("activationMemoryBudget")).toDouble(), 0.25);
    EXPECT_EQ(s.toParams().value(QStringLiteral("recompute")).toObject(), policy);
    s.again = true;
    EXPECT_EQ(s.toParams().value(QStringLiteral("activationMemoryBudget")).toDouble(), 0.25);
    EXPECT_EQ(s.toParams().value(QStringLiteral("recompute")).toObject(), policy);

    double budget = 1.0;
    EXPECT_FALSE(parseMemoryBudget(QStringLiteral("1.5"), budget, error));
    EXPECT_TRUE(error.contains(QLatin1String("from 0 to 1"))) << error.toStdString();
    EXPECT_FALSE(parseMemoryBudget(QStringLiteral("half"), budget, error));
    EXPECT_EQ(budget, 1.0);
    QMap<QString, QString> recompute;
    EXPECT_FALSE(parseRecomputeOption(QStringLiteral("addmm=keep"), recompute, error));
    EXPECT_TRUE(error.contains(QLatin1String("NODE=save or NODE=recompute")))
        << error.toStdString();
    EXPECT_FALSE(parseRecomputeOption(QStringLiteral("=save"), recompute, error));
    EXPECT_TRUE(recompute.isEmpty());
}

TEST(ExportSettings, ATrainingStepAsksForTrain) {
    ExportSettings s;
    s.modelFile = QStringLiteral("/m/model.py");
    s.outDir = QStringLiteral("/p");
    EXPECT_FALSE(s.toParams().contains(QStringLiteral("train"))) << "inference: as before";
    s.train = true;
    EXPECT_EQ(s.toParams().value(QStringLiteral("train")), QJsonValue(true));
}
