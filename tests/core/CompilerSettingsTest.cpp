// The `compilerSettings` and `editDecompositions` answers as structs (docs/protocol.md).
#include "app/CompilerSettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <gtest/gtest.h>
#include <utility>

using namespace ks;

namespace {

QJsonObject json(const char* text) {
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

const char* kAnswer = R"({"generation": 3, "device": "cpu",
 "decompositions": {"file": "/p/decompositions.py", "exists": true, "base": "none",
   "error": {"message": "NameError: name 'torh' is not defined", "file": "/p/decompositions.py", "line": 7},
   "rows": [{"op": "aten.gelu.default", "count": 4, "inGraph": 4, "setting": "keep", "inductor": "decomposes"},
            {"op": "aten.silu.default", "count": 2, "inGraph": 0, "setting": "custom", "inductor": "lowers",
             "function": "silu", "line": 12}]},
 "inductor": [{"key": "max_fusion_size", "type": "int", "default": 64, "value": null, "description": "d", "cudaOnly": false},
              {"key": "epilogue_fusion", "type": "bool", "default": true, "value": false, "description": "e"}],
 "materialize": ["add_3"], "completions": ["aten.abs.default"]})";

} // namespace

TEST(CompilerSettingsTest, ParsesTheAnswer) {
    QString error;
    const auto s = CompilerSettings::fromJson(json(kAnswer), &error);
    ASSERT_TRUE(s) << error.toStdString();
    EXPECT_EQ(s->generation, 3);
    EXPECT_EQ(s->device, QStringLiteral("cpu"));
    EXPECT_EQ(s->decompositions.file, QStringLiteral("/p/decompositions.py"));
    EXPECT_TRUE(s->decompositions.exists);
    ASSERT_TRUE(s->decompositions.error);
    EXPECT_EQ(s->decompositions.error->line, 7);
    ASSERT_EQ(s->decompositions.rows.size(), 2);
    const DecompositionRow* silu = s->decompositions.row(QStringLiteral("aten.silu.default"));
    ASSERT_NE(silu, nullptr);
    EXPECT_EQ(silu->setting, QStringLiteral("custom"));
    EXPECT_EQ(silu->function, QStringLiteral("silu"));
    EXPECT_EQ(silu->line, 12);
    EXPECT_EQ(silu->inGraph, 0);
    ASSERT_EQ(s->inductor.size(), 2);
    EXPECT_EQ(s->option(QStringLiteral("max_fusion_size"))->effective().toInt(), 64);
    EXPECT_TRUE(s->option(QStringLiteral("max_fusion_size"))->value.isNull());
    EXPECT_FALSE(s->option(QStringLiteral("epilogue_fusion"))->effective().toBool());
    EXPECT_EQ(s->materialize, QStringList{QStringLiteral("add_3")});
    EXPECT_EQ(s->completions, QStringList{QStringLiteral("aten.abs.default")});
}

TEST(CompilerSettingsTest, ReadsWhyATrainingExportRefusesAnOption) {
    QString error;
    const auto s = CompilerSettings::fromJson(json(R"({"generation": 1, "device": "cuda",
         "decompositions": {"file": "/p/d.py", "exists": false, "rows": []},
         "inductor": [{"key": "triton.cudagraphs", "type": "bool", "default": false,
                       "value": null, "description": "d", "cudaOnly": true,
                       "refused": "a training step: not done yet"}],
         "materialize": []})"),
                                              &error);
    ASSERT_TRUE(s) << error.toStdString();
    EXPECT_EQ(s->option(QStringLiteral("triton.cudagraphs"))->refused,
              QStringLiteral("a training step: not done yet"));
    EXPECT_TRUE(CompilerSettings::fromJson(json(kAnswer), &error)
                    ->option(QStringLiteral("max_fusion_size"))
                    ->refused.isEmpty());
}

TEST(CompilerSettingsTest, NamesTheMemberThatDoesNotFit) {
    QString error;
    EXPECT_FALSE(CompilerSettings::fromJson(json(R"({"generation": 1})"), &error));
    EXPECT_EQ(error, QStringLiteral("decompositions: expected an object"));
    EXPECT_FALSE(CompilerSettings::fromJson(
        json(
            R"({"decompositions": {"file": "/p/d.py", "rows": [{"op": "aten.x", "setting": "fuse"}]}})"),
        &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("decompositions.rows[0].setting:")))
        << error.toStdString();
    EXPECT_FALSE(CompilerSettings::fromJson(
        json(
            R"({"decompositions": {"file": "/p/d.py", "rows": []}, "inductor": [{"key": "k", "type": "float"}]})"),
        &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("inductor[0].type:"))) << error.toStdString();
}

TEST(CompilerSettingsTest, ParsesAnEdit) {
    QString error;
    const auto e = DecompositionEdit::fromJson(
        json(R"({"file": "/p/decompositions.py", "line": 20, "created": true, "changed": true})"),
        &error);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->line, 20);
    EXPECT_TRUE(e->created);
    EXPECT_FALSE(DecompositionEdit::fromJson(json("{}"), &error));
}

TEST(CompilerSettingsTest, ParsesTheCudaGraphBucketsAndDynamicDims) {
    QString error;
    QJsonObject o = json(kAnswer);
    // An older engine says neither: none, no dims.
    auto s = CompilerSettings::fromJson(o, &error);
    ASSERT_TRUE(s) << error.toStdString();
    EXPECT_TRUE(s->cudaGraphBuckets.isEmpty());
    EXPECT_TRUE(s->dynamicDims.isEmpty());
    o.insert(QStringLiteral("cudaGraphBuckets"), json(R"({"B": [1, 2, 4, 8]})"));
    o.insert(QStringLiteral("dynamicDims"),
             QJsonDocument::fromJson(R"([{"name": "B", "min": 1, "max": 32},
                                         {"name": "S", "min": 2, "max": null},
                                         {"name": "T", "min": null, "max": 8}])")
                 .array());
    s = CompilerSettings::fromJson(o, &error);
    ASSERT_TRUE(s) << error.toStdString();
    EXPECT_EQ(s->cudaGraphBuckets.keys(), QStringList{QStringLiteral("B")});
    EXPECT_EQ(s->cudaGraphBuckets.value(QStringLiteral("B")), (QList<qint64>{1, 2, 4, 8}));
    ASSERT_EQ(s->dynamicDims.size(), 3);
    EXPECT_EQ(s->dynamicDims[0].name, QStringLiteral("B"));
    EXPECT_EQ(s->dynamicDims[0].min, 1);
    EXPECT_EQ(s->dynamicDims[0].max, 32);
    EXPECT_EQ(s->dynamicDims[1].name, QStringLiteral("S"));
    EXPECT_EQ(s->dynamicDims[1].min, 2);
    EXPECT_FALSE(s->dynamicDims[1].max) << "null: unbounded";
    EXPECT_FALSE(s->dynamicDims[2].min) << "null: not said";
    EXPECT_EQ(s->dynamicDims[2].max, 8);
}

TEST(CompilerSettingsTest, NamesTheBucketOrDimMemberThatDoesNotFit) {
    const std::pair<const char*, const char*> bad[] = {
        {R"({"cudaGraphBuckets": [1, 2]})",
         "cudaGraphBuckets: expected an object of dim names to sizes"},
        {R"({"cudaGraphBuckets": {"B": 4}})", "cudaGraphBuckets.B: expected an array of sizes"},
        {R"({"cudaGraphBuckets": {"B": [1, "2"]}})",
         "cudaGraphBuckets.B[1]: expected a positive integer"},
        {R"({"dynamicDims": {"B": 1}})", "dynamicDims: expected an array"},
        {R"({"dynamicDims": [{"min": 1}]})", "dynamicDims[0].name: expected a dim name"},
        {R"({"dynamicDims": [{"name": "B", "min": "1"}]})",
         "dynamicDims[0].min: expected a non-negative integer"},
        {R"({"dynamicDims": [{"name": "B", "min": 1}, {"name": "S", "max": 2.5}]})",
         "dynamicDims[1].max: expected an integer or null"}};
    for (const auto& [members, message] : bad) {
        QJsonObject o = json(kAnswer);
        const QJsonObject extra = json(members);
        for (auto it = extra.begin(); it != extra.end(); ++it)
            o.insert(it.key(), it.value());
        QString error;
        EXPECT_FALSE(CompilerSettings::fromJson(o, &error)) << members;
        EXPECT_EQ(error, QString::fromLatin1(message)) << members;
    }
}
