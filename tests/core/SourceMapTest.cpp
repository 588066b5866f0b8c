#include "maps/SourceMap.h"

#include "core/GraphFixtures.h"

#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

TEST(SourceMap, LineToKernelToNodes) {
    auto g = loadProjectMetadata(QStringLiteral("rms_norm"));
    ASSERT_TRUE(g);
    const SourceMap map(g);
    // Definition 64-120 with its comment block from line 61; launch at 225.
    for (int line : {61, 64, 90, 120}) {
        const SourceHit hit = map.hitAt(line);
        ASSERT_TRUE(hit.isValid()) << line;
        EXPECT_EQ(hit.kernel, 0);
        EXPECT_EQ(hit.part, SourceHit::Part::Definition);
        EXPECT_EQ(hit.range, (LineRange{61, 120}));
    }
    const SourceHit launch = map.hitAt(225);
    EXPECT_EQ(launch.part, SourceHit::Part::Launch);
    EXPECT_EQ(launch.kernel, 0);
    for (int line : {0, 1, 60, 121, 224, 226, 100000})
        EXPECT_FALSE(map.hitAt(line).isValid()) << line;
    QStringList names;
    for (int n : map.nodesAtLine(90))
        names << g->node(n).name;
    EXPECT_EQ(names, (QStringList{QStringLiteral("pow_1"), QStringLiteral("mean"),
                                  QStringLiteral("add_8"), QStringLiteral("rsqrt"),
                                  QStringLiteral("mul_9"), QStringLiteral("mul_13")}));
    EXPECT_TRUE(map.nodesAtLine(1).isEmpty());
}

TEST(SourceMap, NodeToKernelsToLines) {
    auto g = loadProjectMetadata(QStringLiteral("rms_norm"));
    const SourceMap map(g);
    const int mean = g->nodeIndex(QStringLiteral("mean"));
    EXPECT_EQ(map.kernelsOfNode(mean), QList<int>{0});
    EXPECT_EQ(map.rangesOfNode(mean), (QList<LineRange>{{61, 120}, {225, 225}}));
    EXPECT_TRUE(map.rangesOfNode(g->nodeIndex(QStringLiteral("x"))).isEmpty());
    EXPECT_TRUE(map.rangesOfNode(-1).isEmpty());
    EXPECT_FALSE(map.definitionOf(7).isValid());
}

TEST(SourceMap, RecomputedNodesAndLibraryCalls) {
    auto g = tritonFixture();
    const SourceMap map(g);
    const int mm = g->nodeIndex(QStringLiteral("mm"));
    const int ext = g->kernelIndex(QStringLiteral("extern_mm"));
    const int tri = g->kernelIndex(QStringLiteral("triton_poi_fused_mul"));
    EXPECT_EQ(map.kernelsOfNode(mm), (QList<int>{ext, tri}));
    EXPECT_EQ(map.rangesOfNode(mm), (QList<LineRange>{{10, 30}, {40, 40}, {42, 43}}));
    EXPECT_FALSE(map.definitionOf(ext).isValid());
    EXPECT_EQ(map.rangesOfKernel(ext), (QList<LineRange>{{40, 40}}));
    EXPECT_EQ(map.hitAt(40).kernel, ext);
    EXPECT_EQ(map.hitAt(43).kernel, tri);
    EXPECT_EQ(map.hitAt(43).part, SourceHit::Part::Launch);
    EXPECT_FALSE(map.hitAt(41).isValid());

    // Every kernel's every line maps back to that kernel, over a real export.
    auto real = loadProjectMetadata(QStringLiteral("transformer_block"));
    const SourceMap realMap(real);
    for (int k = 0; k < real->kernels().size(); ++k)
        for (const LineRange& r : realMap.rangesOfKernel(k))
            for (int line = r.start; line <= r.end; ++line)
                ASSERT_EQ(realMap.hitAt(line).kernel, k) << "line " << line;

    const SourceMap empty;
    EXPECT_FALSE(empty.hitAt(3).isValid());
}

TEST(SourceMap, ALaunchLineOfAKernelRunPerBlockIsThatBlocksNodes) {
    auto g = loadProjectMetadata(QStringLiteral("repeated_blocks"));
    ASSERT_TRUE(g);
    const SourceMap map(g);
    const int k = g->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm_relu"));
    const Kernel& kernel = g->kernel(k);
    ASSERT_EQ(kernel.launches.size(), 4);
    const LineRange second = kernel.launches[1];
    const SourceHit hit = map.hitAt(second.start);
    EXPECT_EQ(hit.part, SourceHit::Part::Launch);
    EXPECT_EQ(hit.launch, 1);
    EXPECT_EQ(map.nodesAtLine(second.start),
              (QList<int>{g->nodeIndex(QStringLiteral("layer_norm_1")),
                          g->nodeIndex(QStringLiteral("relu_1"))}));
    // The definition is every block's.
    EXPECT_EQ(map.nodesAtLine(kernel.definition->start + 1).size(), 8);
    // A node: the definition and its own launch.
    const LineRange def = map.definitionOf(k);
    EXPECT_EQ(map.rangesOfNode(g->nodeIndex(QStringLiteral("relu_2"))),
              (QList<LineRange>{def, kernel.launches[2]}));
    EXPECT_EQ(map.rangesOfLaunch(k, 3), (QList<LineRange>{def, kernel.launches[3]}));
    EXPECT_EQ(map.rangesOfLaunch(k, 9), map.rangesOfKernel(k));
}
