#include "graph/GraphModel.h"

#include "core/GraphFixtures.h"
#include "graph/KernelLabel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

TEST(GraphModel, RmsNormFromRealExport) {
    auto g = loadProjectMetadata(QStringLiteral("rms_norm"));
    ASSERT_TRUE(g);
    EXPECT_EQ(g->modelName(), QStringLiteral("Model"));
    EXPECT_EQ(g->device(), QStringLiteral("cpu"));
    EXPECT_TRUE(g->hasKernels());
    ASSERT_EQ(g->nodeCount(), 9);
    const GraphNode& weight = g->node(g->nodeIndex(QStringLiteral("p_weight")));
    EXPECT_EQ(weight.kind, NodeKind::Parameter);
    EXPECT_EQ(weight.stateTarget, QStringLiteral("weight"));
    EXPECT_EQ(weight.codeName, QStringLiteral("weight"));
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("x"))).kind, NodeKind::Input);
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("x"))).codeName, QStringLiteral("x"));
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("output"))).kind, NodeKind::Output);
    const GraphNode& mean = g->node(g->nodeIndex(QStringLiteral("mean")));
    EXPECT_EQ(mean.kind, NodeKind::Op);
    EXPECT_EQ(mean.opLabel(), QStringLiteral("mean"));
    EXPECT_EQ(mean.shapeText(), QStringLiteral("float32[B, T, 1]"));
    ASSERT_TRUE(mean.source);
    EXPECT_EQ(mean.source->line, 18);
    EXPECT_TRUE(mean.source->file.endsWith(QStringLiteral("model.py")));

    // mul_9 consumes x and rsqrt.
    const int mul9 = g->nodeIndex(QStringLiteral("mul_9"));
    QStringList preds;
    for (int p : g->predecessors(mul9))
        preds << g->node(p).name;
    EXPECT_EQ(preds, (QStringList{QStringLiteral("x"), QStringLiteral("rsqrt")}));
    EXPECT_EQ(g->edges().size(), 9);

    ASSERT_EQ(g->kernels().size(), 1);
    const Kernel& k = g->kernel(0);
    EXPECT_EQ(k.kind, KernelKind::Cpp);
    EXPECT_EQ(k.nodes.size(), 6);
    ASSERT_TRUE(k.definition);
    EXPECT_EQ(*k.definition, (LineRange{64, 120}));
    EXPECT_EQ(k.commentLine, 61);
    EXPECT_EQ(k.launches, (QList<LineRange>{{225, 225}}));
    EXPECT_EQ(g->kernelsOfNode(g->nodeIndex(QStringLiteral("mean"))), QList<int>{0});
    EXPECT_TRUE(g->kernelsOfNode(g->nodeIndex(QStringLiteral("x"))).isEmpty());

    // Everything in the root module.
    EXPECT_EQ(g->modules().size(), 1);
    EXPECT_EQ(g->module(0).totalNodes, 9);
}

TEST(GraphModel, TransformerModulesAndLibraryCalls) {
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    ASSERT_TRUE(g);
    for (const char* path : {"norm1", "qkv", "proj", "norm2", "fc1", "fc2"}) {
        const int m = g->moduleIndex(QLatin1String(path));
        ASSERT_GT(m, 0) << path;
        EXPECT_EQ(g->module(m).parent, 0);
        EXPECT_EQ(g->module(m).depth, 1);
        EXPECT_FALSE(g->module(m).nodes.isEmpty()) << path;
    }
    EXPECT_EQ(g->module(g->moduleIndex(QStringLiteral("qkv"))).type,
              QStringLiteral("torch.nn.modules.linear.Linear"));
    // Parameters sit in the module that owns them.
    int stateInModules = 0;
    for (int i = 0; i < g->nodeCount(); ++i)
        if (g->node(i).kind == NodeKind::Parameter && g->moduleOfNode(i) > 0)
            ++stateInModules;
    EXPECT_GE(stateInModules, 10);
    int total = 0;
    for (const ModuleNode& m : g->modules())
        total += int(m.nodes.size());
    EXPECT_EQ(total, g->nodeCount());
    EXPECT_EQ(g->module(0).totalNodes, g->nodeCount());

    int externs = 0;
    for (const Kernel& k : g->kernels())
        externs += k.isExtern() ? 1 : 0;
    EXPECT_EQ(externs, 6);
    const Kernel& addmm = g->kernel(g->kernelIndex(QStringLiteral("addmm")));
    EXPECT_FALSE(addmm.definition);
    EXPECT_FALSE(addmm.launches.isEmpty());

    // A node recomputed in two kernels maps to both.
    bool multi = false;
    for (int i = 0; i < g->nodeCount(); ++i)
        multi = multi || g->kernelsOfNode(i).size() > 1;
    EXPECT_TRUE(multi);

    const QList<int> hits = g->findNodes(QStringLiteral("gelu"));
    EXPECT_FALSE(hits.isEmpty());
    // Searching by kernel name finds the nodes it fuses.
    const int gk = g->kernelIndex(QStringLiteral("cpp_fused_gelu_view"));
    ASSERT_GE(gk, 0);
    const QList<int> byKernel = g->findNodes(QStringLiteral("CPP_FUSED_GELU"));
    for (int n : g->kernel(gk).nodes)
        EXPECT_TRUE(byKernel.contains(n));
}

TEST(GraphModel, TritonLaunchConfigStateAndScalars) {
    auto g = tritonFixture();
    ASSERT_TRUE(g);
    const Kernel& k = g->kernel(g->kernelIndex(QStringLiteral("triton_poi_fused_mul")));
    EXPECT_EQ(k.kind, KernelKind::Triton);
    EXPECT_EQ(k.launchConfig, QStringLiteral("XBLOCK=8, num_warps=2, num_stages=1"));
    EXPECT_EQ(k.grid.size(), 3);
    EXPECT_EQ(k.rawName, QStringLiteral("triton_poi_fused_mul_0"));
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("b_scale"))).kind, NodeKind::Buffer);
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("sym"))).shapeText(), QStringLiteral("s0"));
    // mm is fused by the extern call and recomputed by the triton kernel.
    EXPECT_EQ(g->kernelsOfNode(g->nodeIndex(QStringLiteral("mm"))).size(), 2);
    // x * x style double use gives one edge.
    EXPECT_EQ(g->predecessors(g->nodeIndex(QStringLiteral("mul"))).size(), 1);
    // Nested module path creates its parent; the weight joins "lin".
    const int inner = g->moduleIndex(QStringLiteral("act.inner"));
    ASSERT_GT(inner, 0);
    EXPECT_EQ(g->module(g->module(inner).parent).path, QStringLiteral("act"));
    EXPECT_TRUE(g->moduleContains(g->moduleIndex(QStringLiteral("act")), inner));
    EXPECT_FALSE(g->moduleContains(inner, g->moduleIndex(QStringLiteral("act"))));
    EXPECT_EQ(g->moduleOfNode(g->nodeIndex(QStringLiteral("p_lin_weight"))),
              g->moduleIndex(QStringLiteral("lin")));
    EXPECT_EQ(g->moduleOfNode(g->nodeIndex(QStringLiteral("b_scale"))), 0);
    EXPECT_NE(tritonFixture()->id(), g->id());
}

TEST(GraphModel, LaunchConfigsBySizeReadAsTheirRungs) {
    QByteArray text(tritonMetadataJson());
    const QByteArray one =
        R"("launch": {"kwargs": {"XBLOCK": 8}, "num_warps": 2, "num_stages": 1,)";
    ASSERT_TRUE(text.contains(one));
    text.replace(one, R"("launch": {"kwargs": {"XBLOCK": 8}, "num_warps": 2, "num_stages": 1,
         "sizeOf": ["xnumel"],
         "bySize": [{"upTo": 2896, "tunedAt": [2, 128], "sizes": [], "kwargs": {"XBLOCK": 8},
                     "num_warps": 2, "num_stages": 1},
                    {"upTo": null, "tunedAt": [262144], "sizes": [], "kwargs": {"XBLOCK": 128},
                     "num_warps": 8, "num_stages": 1}],)");
    QString error;
    auto g = GraphModel::fromMetadata(QJsonDocument::fromJson(text).object(), &error);
    ASSERT_TRUE(g) << error.toStdString();
    const Kernel& k = g->kernel(g->kernelIndex(QStringLiteral("triton_poi_fused_mul")));
    EXPECT_EQ(k.launchConfig, QStringLiteral("by xnumel: XBLOCK=8, num_warps=2, num_stages=1 up to "
                                             "2896; XBLOCK=128, num_warps=8, num_stages=1 above"));
}

// A real export whose inputs and state are named like what the clean module binds itself
// (engine/tests/verify/data/models/own_names.py): the graph keeps the model's names, and each
// input and weight knows the other name `call` gives it.
TEST(GraphModel, InputsAndStateKnowTheirNamesInTheCode) {
    auto g = loadProjectMetadata(QStringLiteral("own_names"));
    ASSERT_TRUE(g);
    const auto codeName = [&g](const char* node) {
        const int i = g->nodeIndex(QLatin1String(node));
        EXPECT_GE(i, 0) << node;
        return i < 0 ? QString() : g->node(i).codeName;
    };
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("weights"))).kind, NodeKind::Input);
    EXPECT_EQ(codeName("weights"), QStringLiteral("weights_2"));
    EXPECT_EQ(codeName("kernels"), QStringLiteral("kernels_2"));
    EXPECT_EQ(codeName("buf0"), QStringLiteral("buf0_2"));
    EXPECT_EQ(codeName("_check_shape"), QStringLiteral("check_shape"));
    const GraphNode& weights = g->node(g->nodeIndex(QStringLiteral("p_weights")));
    EXPECT_EQ(weights.kind, NodeKind::Parameter);
    EXPECT_EQ(weights.stateTarget, QStringLiteral("weights"));
    EXPECT_EQ(weights.codeName, QStringLiteral("weights_3"));
    EXPECT_EQ(codeName("b_reinterpret_tensor"), QStringLiteral("reinterpret_tensor_2"));
    EXPECT_EQ(codeName("matmul"), QString());
}

TEST(GraphModel, RejectsBadMetadata) {
    auto parse = [](const QByteArray& patchFrom, const QByteArray& patchTo) {
        QByteArray text(tritonMetadataJson());
        text.replace(patchFrom, patchTo);
        QString error;
        auto g = GraphModel::fromMetadata(QJsonDocument::fromJson(text).object(), &error);
        EXPECT_FALSE(g);
        return error;
    };
    EXPECT_TRUE(parse("\"version\": 1", "\"version\": 2").contains(QStringLiteral("newer")));
    EXPECT_TRUE(parse("kernel-studio/metadata", "other").contains(QStringLiteral("schema")));
    EXPECT_TRUE(parse("[\"mul\", \"mm\"]", "[\"mul\", \"nope\"]")
                    .contains(QStringLiteral("unknown node \"nope\"")));
    EXPECT_TRUE(parse("[\"mm\", \"mm\"]", "[\"mm\", \"ghost\"]")
                    .contains(QStringLiteral("\"mul\" uses unknown node \"ghost\"")));
    EXPECT_TRUE(parse("\"name\": \"sym\"", "\"name\": \"mul\"").contains(QStringLiteral("twice")));

    QString error;
    EXPECT_FALSE(
        GraphModel::fromMetadataFile(QStringLiteral("/nonexistent/metadata.json"), &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("/nonexistent/metadata.json: cannot read")));
}

TEST(GraphNodeLabel, BuiltinsAndOverloadsReadShort) {
    GraphNode n;
    n.kind = NodeKind::Op;
    n.target = QStringLiteral("<built-in function getitem>");
    EXPECT_EQ(n.opLabel(), QStringLiteral("getitem"));
    n.target = QStringLiteral("aten.native_layer_norm.default");
    EXPECT_EQ(n.opLabel(), QStringLiteral("native_layer_norm"));
    n.target = QStringLiteral("torch.ops.aten.mm.default");
    EXPECT_EQ(n.opLabel(), QStringLiteral("mm"));
}

// A kernel Inductor launches once per block (tests/data/projects/repeated_blocks: Linear ->
// LayerNorm -> ReLU four times): each launch names the nodes it computes.
TEST(GraphModel, EachLaunchOfAKernelRunPerBlockKnowsItsNodes) {
    auto g = loadProjectMetadata(QStringLiteral("repeated_blocks"));
    ASSERT_TRUE(g);
    const int k = g->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm_relu"));
    ASSERT_GE(k, 0);
    const Kernel& kernel = g->kernel(k);
    ASSERT_EQ(kernel.launches.size(), 4);
    ASSERT_EQ(kernel.launchNodes.size(), 4);
    EXPECT_EQ(kernel.nodes.size(), 8);
    for (int i = 0; i < 4; ++i) {
        const QString suffix = i == 0 ? QString() : QStringLiteral("_%1").arg(i);
        const int norm = g->nodeIndex(QStringLiteral("layer_norm") + suffix);
        const int relu = g->nodeIndex(QStringLiteral("relu") + suffix);
        EXPECT_EQ(kernel.launchNodes[i], (QList<int>{norm, relu}));
        EXPECT_EQ(kernel.launchOf(relu), i);
        EXPECT_EQ(g->kernelsOfNode(relu), QList<int>{k});
        EXPECT_EQ(g->node(norm).modulePath, QStringLiteral("blocks.%1.norm").arg(i));
    }
    EXPECT_EQ(kernel.nodesOfLaunch(2).size(), 2);
    EXPECT_EQ(kernel.nodesOfLaunch(-1), kernel.nodes);
    EXPECT_EQ(kernel.label, QStringLiteral("blocks.*.norm+relu"));
    // Every op of every block has its kernel.
    for (int n = 0; n < g->nodeCount(); ++n) {
        if (g->node(n).kind == NodeKind::Op) {
            EXPECT_FALSE(g->kernelsOfNode(n).isEmpty()) << g->node(n).name.toStdString();
        }
    }
}

TEST(GraphModel, LaunchNodesMustMatchTheLaunchesAndTheKernelsNodes) {
    QFile file(projectData(QStringLiteral("repeated_blocks")) +
               QStringLiteral("/generated/metadata.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto parse = [&text](const QByteArray& from, const QByteArray& to) {
        QByteArray patched = text;
        EXPECT_TRUE(patched.contains(from));
        patched.replace(from, to);
        QString error;
        EXPECT_FALSE(GraphModel::fromMetadata(QJsonDocument::fromJson(patched).object(), &error));
        return error;
    };
    const QByteArray launch1 = "[\n     \"layer_norm_1\",\n     \"relu_1\"\n    ],\n";
    const QString fewer = parse(launch1, "");
    EXPECT_TRUE(fewer.contains(QStringLiteral("has 3 launchNodes lists for 4 launches")))
        << fewer.toStdString();
    EXPECT_TRUE(fewer.contains(QStringLiteral("cpp_fused_native_layer_norm_relu")));
    const QString other = parse("[\n     \"layer_norm_1\",\n     \"relu_1\"\n    ]",
                                "[\"layer_norm_1\", \"linear\"]");
    EXPECT_TRUE(other.contains(QStringLiteral("launches on node \"linear\", which is not among")))
        << other.toStdString();
}

// A real 24-layer GPT-2 (tests/data/graphs/gpt2_24, exported on an H100): Inductor reuses one
// Triton kernel for the 24 blocks; every launch maps to its own block's nodes, so every norm,
// attention and MLP op of every block has its kernel.
TEST(GraphModel, RealGpt2EveryBlocksOpsHaveTheirKernelLaunch) {
    QString error;
    auto g = GraphModel::fromMetadataFile(testData(QStringLiteral("graphs/gpt2_24/metadata.json")),
                                          &error);
    ASSERT_TRUE(g) << error.toStdString();
    int checked = 0;
    for (int n = 0; n < g->nodeCount(); ++n) {
        const GraphNode& node = g->node(n);
        if (node.kind != NodeKind::Op)
            continue;
        for (const char* op : {"layer_norm", "scaled_dot_product", "tanh", "addmm"}) {
            if (!node.target.contains(QLatin1String(op)))
                continue;
            ++checked;
            EXPECT_FALSE(g->kernelsOfNode(n).isEmpty()) << node.name.toStdString();
        }
    }
    EXPECT_EQ(checked, 49 + 24 + 24 + 96);
    int perBlock = 0;
    for (const Kernel& k : g->kernels()) {
        if (k.launchNodes.size() < 2)
            continue;
        const QSet<int> first(k.launchNodes[0].cbegin(), k.launchNodes[0].cend());
        if (first.intersects(QSet<int>(k.launchNodes[1].cbegin(), k.launchNodes[1].cend())))
            continue; // (the causal mask's kernel recomputes the shared mask for each block)
        ++perBlock;
        EXPECT_TRUE(k.label.contains(QStringLiteral("inner.inner.h.*"))) << k.label.toStdString();
        // Each launch sits in its own block.
        QSet<QString> blocks;
        for (int i = 0; i < k.launchNodes.size(); ++i) {
            const QString place = launchPlace(k, i, g->nodes());
            EXPECT_TRUE(place.startsWith(QStringLiteral("inner.inner.h."))) << place.toStdString();
            blocks.insert(place);
        }
        EXPECT_EQ(blocks.size(), k.launchNodes.size()) << k.name.toStdString();
    }
    EXPECT_GE(perBlock, 3);
}
