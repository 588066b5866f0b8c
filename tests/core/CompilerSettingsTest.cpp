// The `compilerSettings` and `editDecompositions` answers as structs (docs/protocol.md).
#include "app/CompilerSettings.h"

#include <QJsonDocument>
#include <gtest/gtest.h>

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
