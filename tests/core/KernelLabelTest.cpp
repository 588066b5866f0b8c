// Readable kernel names: the module path a kernel's nodes share and what it computes there.
#include "graph/KernelLabel.h"

#include "graph/GraphModel.h"

#include <gtest/gtest.h>

using namespace ks;

namespace {

GraphNode op(const char* name, const char* target, const char* module) {
    GraphNode n;
    n.name = QString::fromLatin1(name);
    n.op = QStringLiteral("call_function");
    n.target = QString::fromLatin1(target);
    n.kind = NodeKind::Op;
    n.modulePath = QString::fromLatin1(module);
    return n;
}

Kernel kernel(const char* name, QList<int> nodes) {
    Kernel k;
    k.name = QString::fromLatin1(name);
    k.nodes = std::move(nodes);
    return k;
}

const QList<GraphNode> kNodes = {
    op("convolution", "aten.convolution.default", "layer1.0.conv1"),      // 0
    op("batch_norm", "aten._native_batch_norm_legit_no_training.default", // 1
       "layer1.0.bn1"),
    op("relu", "aten.relu.default", "layer1.0.relu"),             // 2
    op("var_mean", "aten.var_mean.correction", "blocks.3.norm1"), // 3
    op("sub", "aten.sub.Tensor", "blocks.3.norm1"),               // 4
    op("view", "aten.view.default", "blocks.3.norm1"),            // 5
    op("linear", "aten.linear.default", "blocks.3.attn.qkv"),     // 6
    op("view_1", "aten.view.default", "blocks.3.attn"),           // 7
    op("permute", "aten.permute.default", "blocks.3.attn"),       // 8
    op("add", "aten.add.Tensor", ""),                             // 9
    op("mul", "aten.mul.Tensor", ""),                             // 10
    op("tanh", "aten.tanh.default", ""),                          // 11
    op("exp", "aten.exp.default", ""),                            // 12
    op("relu_1", "aten.relu.default", "layer1.1.relu"),           // 13
    op("relu_2", "aten.relu.default", "layer1.1.relu"),           // 14
    op("addmm", "aten.addmm.default", "h.3.mlp.c_proj"),          // 15
    op("add_7", "aten.add.Tensor", "h.3"),                        // 16
    op("layer_norm", "aten.layer_norm.default", "h.4.ln_1"),      // 17
    op("addmm_1", "aten.addmm.default", "h.4.mlp.c_proj"),        // 18
    op("add_9", "aten.add.Tensor", "h.4"),                        // 19
    op("layer_norm_1", "aten.layer_norm.default", "h.5.ln_1"),    // 20
};

} // namespace

TEST(KernelLabel, SubmodulesUnderTheSharedPath) {
    EXPECT_EQ(kernelLabel(kernel("cpp_fused_0", {0, 1, 2}), kNodes),
              QStringLiteral("layer1.0.conv1+bn1+relu"));
}

TEST(KernelLabel, OneModuleSaysWhatItComputesWithoutTheLayoutOps) {
    EXPECT_EQ(kernelLabel(kernel("k", {3, 4, 5}), kNodes),
              QStringLiteral("blocks.3.norm1.var_mean+sub"));
    EXPECT_EQ(kernelLabel(kernel("extern_mm", {6}), kNodes),
              QStringLiteral("blocks.3.attn.qkv.linear"));
    // A kernel that only moves data is named by what it does.
    EXPECT_EQ(kernelLabel(kernel("k", {7, 8}), kNodes),
              QStringLiteral("blocks.3.attn.view+permute"));
}

TEST(KernelLabel, TheRootAndLongListsStayShort) {
    EXPECT_EQ(kernelLabel(kernel("k", {9, 10, 11, 12}), kNodes),
              QStringLiteral("add+mul+tanh+1 more"));
    EXPECT_EQ(kernelLabel(kernel("k", {6, 9}), kNodes), QStringLiteral("blocks+add"));
    EXPECT_EQ(kernelLabel(kernel("named_only", {}), kNodes), QStringLiteral("named_only"));
}

TEST(KernelLabel, RepeatsAreNumbered) {
    const QStringList labels =
        kernelLabels({kernel("a", {13}), kernel("b", {14}), kernel("c", {0, 1, 2})}, kNodes);
    EXPECT_EQ(labels,
              (QStringList{QStringLiteral("layer1.1.relu"), QStringLiteral("layer1.1.relu #2"),
                           QStringLiteral("layer1.0.conv1+bn1+relu")}));
}

TEST(KernelLabel, AKernelRunPerBlockIsNamedForOneBlockWithItsIndexAsAStar) {
    // layer1.0.relu and layer1.1.relu: one kernel, a launch per block.
    Kernel k = kernel("triton_poi_fused_relu", {2, 13});
    k.launchNodes = {{2}, {13}};
    EXPECT_EQ(kernelLabel(k, kNodes), QStringLiteral("layer1.*.relu"));
    EXPECT_EQ(launchPlace(k, 1, kNodes), QStringLiteral("layer1.1.relu"));
    EXPECT_EQ(launchPlace(k, -1, kNodes), QStringLiteral("layer1.0–1")); // both blocks
    // Launches that compute the same thing in the same place read as one.
    k.launchNodes = {{13}, {14}};
    k.nodes = {13, 14};
    EXPECT_EQ(kernelLabel(k, kNodes), QStringLiteral("layer1.1.relu"));
    // Launches that differ in more than an index: the first one's name, marked.
    k.launchNodes = {{0, 1, 2}, {13}};
    k.nodes = {0, 1, 2, 13};
    EXPECT_EQ(kernelLabel(k, kNodes), QStringLiteral("layer1.0.conv1+bn1+relu …"));
}

TEST(KernelLabel, NodesOfConsecutiveBlocksAreNamedBlockByBlock) {
    // A block's epilogue and residual add fused with the next block's norm.
    Kernel k = kernel("triton_per_fused_add_addmm_native_layer_norm", {15, 16, 17});
    EXPECT_EQ(kernelLabel(k, kNodes), QStringLiteral("h.3.mlp+add→4.ln_1"));
    k.nodes = {15, 16, 17, 18, 19, 20};
    k.launchNodes = {{15, 16, 17}, {18, 19, 20}};
    EXPECT_EQ(kernelLabel(k, kNodes), QStringLiteral("h.*.mlp+add→*.ln_1"));
    EXPECT_EQ(launchPlace(k, 1, kNodes), QStringLiteral("h.4–5"));
}
