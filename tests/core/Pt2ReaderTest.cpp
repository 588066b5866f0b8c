#include "pt2/Pt2Reader.h"

#include "core/GraphFixtures.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

// The archives are made by tests/data/pt2/make_pt2.py (checked in, see its docstring).

TEST(Pt2Reader, ReadsGraphOfTorchExportSave) {
    QString error;
    Pt2Info info;
    auto g = Pt2Reader::read(testData(QStringLiteral("pt2/mlp.pt2")), &error, &info);
    ASSERT_TRUE(g) << error.toStdString();
    EXPECT_EQ(info.schemaMajor, 8);
    EXPECT_TRUE(info.programRecord.endsWith(QStringLiteral("model.json")));
    EXPECT_TRUE(info.torchVersion.startsWith(QStringLiteral("2.")));
    EXPECT_FALSE(g->hasKernels());
    EXPECT_TRUE(g->kernels().isEmpty());
    EXPECT_EQ(g->modelName(), QStringLiteral("mlp"));

    // 6 parameters + 2 buffers + 1 input, 10 ops, 1 output.
    EXPECT_EQ(g->nodeCount(), 20);
    const GraphNode& x = g->node(g->nodeIndex(QStringLiteral("x")));
    EXPECT_EQ(x.kind, NodeKind::Input);
    EXPECT_TRUE(x.shapeText().startsWith(QStringLiteral("float32[")));
    EXPECT_TRUE(x.shapeText().endsWith(QStringLiteral(", 8]")));
    EXPECT_FALSE(x.shapeText().startsWith(QStringLiteral("float32[4,"))) << "batch is dynamic";
    // The dynamic size reads as its symbol, not as sympy's repr.
    EXPECT_EQ(x.shapeText(), QStringLiteral("float32[s77, 8]"));
    const GraphNode& w = g->node(g->nodeIndex(QStringLiteral("p_blocks_0_fc_weight")));
    EXPECT_EQ(w.kind, NodeKind::Parameter);
    EXPECT_EQ(w.stateTarget, QStringLiteral("blocks.0.fc.weight"));
    EXPECT_EQ(w.shapeText(), QStringLiteral("float32[8, 8]"));
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("b_blocks_1_scale"))).kind, NodeKind::Buffer);

    const int linear = g->nodeIndex(QStringLiteral("linear"));
    ASSERT_GE(linear, 0);
    EXPECT_EQ(g->node(linear).target, QStringLiteral("aten.linear.default"));
    EXPECT_EQ(g->node(linear).opLabel(), QStringLiteral("linear"));
    EXPECT_EQ(g->node(linear).modulePath, QStringLiteral("blocks.0.fc"));
    EXPECT_EQ(g->node(linear).inputs,
              (QStringList{QStringLiteral("x"), QStringLiteral("p_blocks_0_fc_weight"),
                           QStringLiteral("p_blocks_0_fc_bias")}));
    ASSERT_TRUE(g->node(linear).source);
    EXPECT_TRUE(g->node(linear).source->file.endsWith(QStringLiteral("make_pt2.py")));

    // Module tree: blocks -> blocks.0 -> blocks.0.fc, with the weights inside.
    const int fc = g->moduleIndex(QStringLiteral("blocks.0.fc"));
    ASSERT_GT(fc, 0);
    EXPECT_EQ(g->module(g->module(fc).parent).path, QStringLiteral("blocks.0"));
    EXPECT_EQ(g->moduleOfNode(g->nodeIndex(QStringLiteral("p_blocks_0_fc_weight"))), fc);
    EXPECT_EQ(g->module(g->moduleIndex(QStringLiteral("blocks"))).totalNodes, 14);

    const int out = g->nodeIndex(QStringLiteral("output"));
    EXPECT_EQ(g->node(out).kind, NodeKind::Output);
    EXPECT_EQ(g->node(out).inputs, QStringList{QStringLiteral("softmax")});
}

TEST(Pt2Reader, RejectsUnknownSchemaVersion) {
    QString error;
    Pt2Info info;
    const QString path = testData(QStringLiteral("pt2/bad_schema.pt2"));
    EXPECT_FALSE(Pt2Reader::read(path, &error, &info));
    EXPECT_TRUE(error.startsWith(path)) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("unknown schema version 99.")))
        << error.toStdString();
    EXPECT_EQ(info.schemaMajor, 99);
}

TEST(Pt2Reader, RejectsFilesThatAreNotArchives) {
    QTemporaryDir dir;
    const QString text = dir.filePath(QStringLiteral("model.pt2"));
    QFile f(text);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("this is not a zip file at all, just some text to read\n");
    f.close();
    QString error;
    EXPECT_FALSE(Pt2Reader::read(text, &error));
    EXPECT_TRUE(error.startsWith(text));
    EXPECT_TRUE(error.contains(QStringLiteral("not a torch.export archive")))
        << error.toStdString();

    EXPECT_FALSE(Pt2Reader::read(dir.filePath(QStringLiteral("missing.pt2")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("no such file")));

    // A PyTorch zip with no program inside (a project's weights file).
    EXPECT_FALSE(Pt2Reader::read(testData(QStringLiteral("pt2/weights_only.pt")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("no serialized ExportedProgram")))
        << error.toStdString();
}

TEST(Pt2Reader, SizeExpressionsReadAsPeopleWriteThem) {
    auto text = [](const char* srepr) {
        return Pt2Reader::sizeExpressionText(QString::fromLatin1(srepr)).toStdString();
    };
    EXPECT_EQ(text("Symbol('s77', positive=True, integer=True)"), "s77");
    EXPECT_EQ(text("Integer(64)"), "64");
    EXPECT_EQ(text("Mul(Integer(2), Symbol('s0', positive=True, integer=True))"), "2*s0");
    EXPECT_EQ(text("Add(Mul(Integer(2), Symbol('s0', integer=True)), Integer(-1))"), "2*s0 - 1");
    EXPECT_EQ(text("Mul(Add(Symbol('s0'), Integer(1)), Symbol('s1'))"), "(s0 + 1)*s1");
    EXPECT_EQ(text("FloorDiv(Symbol('s0'), Integer(2))"), "s0 // 2");
    EXPECT_EQ(text("Max(Integer(1), Symbol('s0'))"), "max(1, s0)");
    EXPECT_EQ(text("Pow(Symbol('s0'), Integer(2))"), "s0**2");
    // Not srepr (a plain expression, or truncated): shown as it is.
    EXPECT_EQ(text("s0 + 1"), "s0 + 1");
    EXPECT_EQ(text("Mul(Integer(2), Symbol('s0'"), "Mul(Integer(2), Symbol('s0'");
}
