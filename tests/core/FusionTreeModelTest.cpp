#include "model/FusionTreeModel.h"

#include "core/GraphFixtures.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

TEST(FusionTreeModel, PassesModelTesterThroughResets) {
    FusionTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), 0);
    model.setGraph(loadProjectMetadata(QStringLiteral("transformer_block")));
    EXPECT_EQ(model.rowCount(), 13);
    model.setGraph(loadProjectMetadata(QStringLiteral("transformer_block_cuda")));
    EXPECT_EQ(model.rowCount(), 15);
    model.setGraph(tritonFixture());
    EXPECT_EQ(model.rowCount(), 2);
    model.setGraph(nullptr);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(FusionTreeModel, KernelRowsAndFusedNodes) {
    FusionTreeModel model;
    auto g = tritonFixture();
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setGraph(g);
    EXPECT_EQ(reset.count(), 1);
    // name, kind, launch, time; registers, spills, shared, occupancy, vector
    EXPECT_EQ(model.columnCount(), 9);
    const int tri = g->kernelIndex(QStringLiteral("triton_poi_fused_mul"));
    const QModelIndex k = model.indexOfKernel(tri);
    ASSERT_TRUE(k.isValid());
    // The readable label (module paths, what it computes); the code's name in the tooltip.
    EXPECT_EQ(k.data().toString(), QStringLiteral("act+lin"));
    EXPECT_TRUE(
        k.data(Qt::ToolTipRole).toString().contains(QStringLiteral("triton_poi_fused_mul")));
    EXPECT_EQ(k.siblingAtColumn(FusionTreeModel::OpColumn).data().toString(),
              QStringLiteral("triton"));
    const QString detail = k.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString();
    EXPECT_TRUE(detail.contains(QStringLiteral("XBLOCK=8"))) << detail.toStdString();
    EXPECT_TRUE(detail.contains(QStringLiteral("grid (-((xnumel) // -(8)), 1, 1)")));
    EXPECT_EQ(k.data(FusionTreeModel::KernelKindRole).toString(), QStringLiteral("triton"));
    EXPECT_FALSE(k.data(FusionTreeModel::IsExternRole).toBool());
    EXPECT_EQ(k.data(FusionTreeModel::NodeIndexRole).toInt(), -1);
    ASSERT_EQ(model.rowCount(k), 2);
    const QModelIndex child = model.index(0, 0, k);
    EXPECT_EQ(child.data().toString(), QStringLiteral("mul"));
    EXPECT_EQ(child.siblingAtColumn(FusionTreeModel::OpColumn).data().toString(),
              QStringLiteral("mul"));
    EXPECT_EQ(child.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString(),
              QStringLiteral("float16[B, 4]"));
    EXPECT_EQ(model.nodeAt(child), g->nodeIndex(QStringLiteral("mul")));
    EXPECT_EQ(model.kernelAt(child), tri);
    EXPECT_EQ(model.parent(child), k);
    EXPECT_EQ(model.indexOfNode(tri, g->nodeIndex(QStringLiteral("mm"))), model.index(1, 0, k));
    EXPECT_FALSE(model.indexOfNode(tri, g->nodeIndex(QStringLiteral("x"))).isValid());
    EXPECT_FALSE(model.indexOfKernel(99).isValid());

    const QModelIndex ext = model.indexOfKernel(g->kernelIndex(QStringLiteral("extern_mm")));
    EXPECT_TRUE(ext.data(FusionTreeModel::IsExternRole).toBool());
    EXPECT_EQ(ext.siblingAtColumn(FusionTreeModel::OpColumn).data().toString(),
              QStringLiteral("library call"));
    EXPECT_TRUE(model.index(0, 0, ext).data(FusionTreeModel::IsExternRole).toBool());
    EXPECT_EQ(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Kernel / node"));
}

TEST(FusionTreeModel, RealTritonExportShowsLaunchConfigs) {
    FusionTreeModel model;
    auto g = loadProjectMetadata(QStringLiteral("transformer_block_cuda"));
    model.setGraph(g);
    int triton = 0;
    int library = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex k = model.index(row, 0);
        EXPECT_GT(model.rowCount(k), 0) << k.data().toString().toStdString();
        const QString detail = k.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString();
        if (k.data(FusionTreeModel::KernelKindRole).toString() == QLatin1String("triton")) {
            ++triton;
            EXPECT_TRUE(detail.contains(QStringLiteral("num_warps="))) << detail.toStdString();
            EXPECT_TRUE(detail.startsWith(QStringLiteral("grid ("))) << detail.toStdString();
        } else if (k.data(FusionTreeModel::IsExternRole).toBool()) {
            ++library;
            EXPECT_TRUE(detail.startsWith(QStringLiteral("extern_kernels.")))
                << detail.toStdString();
        }
    }
    EXPECT_EQ(triton, 9);
    EXPECT_EQ(library, 6);
}

TEST(FusionTreeModel, CppKernelsShowWhatTheyWrite) {
    FusionTreeModel model;
    auto g = loadProjectMetadata(QStringLiteral("transformer_block"));
    model.setGraph(g);
    int cpp = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex k = model.index(row, 0);
        if (k.data(FusionTreeModel::KernelKindRole).toString() != QLatin1String("cpp"))
            continue;
        ++cpp;
        const QString detail = k.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString();
        EXPECT_TRUE(detail.startsWith(QStringLiteral("→ float32["))) << detail.toStdString();
    }
    EXPECT_EQ(cpp, 7);
}

TEST(FusionTreeModel, AKernelRunPerBlockSaysHowOftenAndWhichLaunchComputesANode) {
    FusionTreeModel model;
    auto g = loadProjectMetadata(QStringLiteral("repeated_blocks"));
    ASSERT_TRUE(g);
    model.setGraph(g);
    const int k = g->kernelIndex(QStringLiteral("cpp_fused_native_layer_norm_relu"));
    const QModelIndex row = model.indexOfKernel(k);
    EXPECT_EQ(row.data().toString(), QStringLiteral("blocks.*.norm+relu"));
    const QString detail = row.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString();
    EXPECT_TRUE(detail.startsWith(QStringLiteral("×4 launches · → float32[8, 32]")))
        << detail.toStdString();
    EXPECT_EQ(model.rowCount(row), 8);
    const QModelIndex relu2 = model.indexOfNode(k, g->nodeIndex(QStringLiteral("relu_2")));
    ASSERT_TRUE(relu2.isValid());
    EXPECT_EQ(relu2.siblingAtColumn(FusionTreeModel::DetailColumn).data().toString(),
              QStringLiteral("float32[8, 32] · launch 3/4 (blocks.2)"));
}

TEST(FusionTreeModel, ResourceColumnsShowAndSortTheKernelsResources) {
    FusionTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    auto g = loadProjectMetadata(QStringLiteral("transformer_block_cuda"));
    model.setGraph(g);
    const int norm = g->kernelIndex(QStringLiteral("triton_per_fused_native_layer_norm"));
    const int gelu = g->kernelIndex(QStringLiteral("triton_poi_fused_addmm_gelu_view"));
    const int mm = g->kernelIndex(QStringLiteral("mm"));
    ASSERT_GE(norm, 0);
    ASSERT_GE(gelu, 0);
    ASSERT_GE(mm, 0);
    FusionTreeModel::KernelResources a, b;
    a.registers = 23;
    a.spills = 0;
    a.sharedBytes = 0;
    a.occupancy = 1.0;
    a.tip = QStringLiteral("registers 23");
    b.registers = 255;
    b.spills = 260;
    b.spillBytes = 1040;
    b.sharedBytes = 2048;
    b.occupancy = 0.125;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setKernelResources({{norm, a}, {gelu, b}});
    EXPECT_EQ(changed.size(), 1);
    EXPECT_TRUE(model.hasResources());
    auto cell = [&](int kernel, int column) {
        return model.indexOfKernel(kernel).siblingAtColumn(column).data().toString();
    };
    EXPECT_EQ(cell(norm, FusionTreeModel::RegistersColumn), QStringLiteral("23"));
    EXPECT_EQ(cell(gelu, FusionTreeModel::SpillsColumn), QStringLiteral("260 (1.0 KiB)"));
    EXPECT_EQ(cell(gelu, FusionTreeModel::SharedColumn), QStringLiteral("2 KiB"));
    EXPECT_EQ(cell(gelu, FusionTreeModel::OccupancyColumn), QStringLiteral("13%"));
    EXPECT_EQ(cell(norm, FusionTreeModel::OccupancyColumn), QStringLiteral("100%"));
    EXPECT_EQ(cell(mm, FusionTreeModel::RegistersColumn), QString()); // a library call
    EXPECT_EQ(model.indexOfKernel(norm)
                  .siblingAtColumn(FusionTreeModel::RegistersColumn)
                  .data(Qt::ToolTipRole)
                  .toString(),
              QStringLiteral("registers 23"));
    // Sorted by registers, most first: the gelu kernel on top; the node rows stay blank.
    model.sort(FusionTreeModel::RegistersColumn, Qt::DescendingOrder);
    EXPECT_EQ(model.kernelOfRow(0), gelu);
    EXPECT_EQ(model.kernelOfRow(1), norm);
    const QModelIndex child =
        model.index(0, FusionTreeModel::RegistersColumn, model.indexOfKernel(gelu));
    EXPECT_FALSE(child.data().isValid());
    // A cpu kernel: its vector width.
    FusionTreeModel::KernelResources c;
    c.vectorBits = 256;
    c.vectorised = 1;
    model.setKernelResources({{norm, c}});
    EXPECT_EQ(cell(norm, FusionTreeModel::VectorColumn), QStringLiteral("256-bit"));
    c.vectorised = 0;
    model.setKernelResources({{norm, c}});
    EXPECT_EQ(cell(norm, FusionTreeModel::VectorColumn), QStringLiteral("scalar"));
    model.setGraph(g); // a new graph: indices mean other kernels
    EXPECT_FALSE(model.hasResources());
}
