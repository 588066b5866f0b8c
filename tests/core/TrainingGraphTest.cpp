#include "training/TrainingGraph.h"

#include "graph/GraphLayout.h"
#include "graph/GraphModel.h"
#include "support/TestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace ks;

namespace {

// A real training step's metadata (tests/data/training/README.md).
QJsonObject trainingMetadata(const QString& name) {
    QFile file(test::sourceDir() + QStringLiteral("/tests/data/training/%1.json").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList names(const GraphModel& g, const QList<int>& nodes) {
    QStringList out;
    for (int n : nodes)
        out << g.node(n).name;
    return out;
}

} // namespace

TEST(TrainingGraph, JoinsTheBackwardUnderTheForward) {
    const QJsonObject metadata = trainingMetadata(QStringLiteral("mlp"));
    ASSERT_FALSE(metadata.isEmpty());
    QString error;
    auto g = GraphModel::fromMetadata(metadata, &error);
    ASSERT_TRUE(g) << error.toStdString();
    ASSERT_TRUE(g->training());

    const int forwardCount = int(metadata.value(QStringLiteral("nodes")).toArray().size());
    int backward = 0;
    for (const GraphNode& n : g->nodes())
        backward += n.backward ? 1 : 0;
    EXPECT_GT(backward, 0);
    EXPECT_EQ(g->nodeCount(), forwardCount + backward);
    // The saved values are not nodes of their own: their uses read the forward nodes.
    const QJsonArray saved = metadata.value(QStringLiteral("training"))
                                 .toObject()
                                 .value(QStringLiteral("savedActivations"))
                                 .toArray();
    ASSERT_FALSE(saved.isEmpty());
    for (const auto& v : saved) {
        const QString from = v.toObject().value(QStringLiteral("forwardNode")).toString();
        const int node = g->nodeIndex(from);
        ASSERT_GE(node, 0) << from.toStdString();
        EXPECT_FALSE(g->node(node).backward);
        bool usedByBackward = false;
        for (int s : g->successors(node))
            usedByBackward = usedByBackward || g->node(s).backward;
        EXPECT_TRUE(usedByBackward)
            << from.toStdString() << " is saved but no backward node reads it";
    }
    // The gradient of the output is the backward's input.
    const int tangent = g->nodeIndex(QStringLiteral("tangents_1"));
    ASSERT_GE(tangent, 0);
    EXPECT_EQ(g->node(tangent).kind, NodeKind::Input);
    EXPECT_TRUE(g->node(tangent).backward);
    ASSERT_EQ(g->predecessors(tangent).size(), 1);
    EXPECT_EQ(g->node(g->predecessors(tangent).first()).name, QStringLiteral("output"))
        << "the gradient comes in at the forward's output";
    // Both graphs' outputs, under distinct names.
    ASSERT_GE(g->nodeIndex(QStringLiteral("output_bw")), 0);
    EXPECT_EQ(g->node(g->nodeIndex(QStringLiteral("output_bw"))).kind, NodeKind::Output);
    EXPECT_FALSE(g->node(g->nodeIndex(QStringLiteral("output"))).backward);
}

TEST(TrainingGraph, FoldedBackwardModulesSayTheyAreTheBackward) {
    // The backward repeats the forward's module names: folded, `fc1` of the backward read the
    // same as the forward's (a 24-layer GPT-2 opened on two boxes named `inner`).
    QString error;
    auto g = GraphModel::fromMetadata(trainingMetadata(QStringLiteral("mlp")), &error);
    ASSERT_TRUE(g) << error.toStdString();
    const GraphLayoutResult r = GraphLayout::compute(*g, {QString::fromLatin1(kBackwardModule)});
    ASSERT_TRUE(r.error.isEmpty()) << r.error.toStdString();
    QHash<QString, QString> titleOf;
    for (const LayoutItem& item : r.items)
        if (item.type == LayoutItem::Type::Module)
            titleOf.insert(g->module(item.index).path, item.label.value(0));
    EXPECT_EQ(titleOf.value(QStringLiteral("fc1")), QStringLiteral("fc1"));
    EXPECT_EQ(titleOf.value(QStringLiteral("backward.fc1")), QStringLiteral("fc1 (backward)"));
    EXPECT_EQ(titleOf.value(QStringLiteral("backward.fc2")), QStringLiteral("fc2 (backward)"));
}

TEST(TrainingGraph, BackwardNodesLinkToTheirForwardNodes) {
    QString error;
    auto g = GraphModel::fromMetadata(trainingMetadata(QStringLiteral("mlp")), &error);
    ASSERT_TRUE(g) << error.toStdString();
    // fc2's weight gradient is a matmul that derives from fc2's addmm.
    const int addmm = g->nodeIndex(QStringLiteral("addmm_1"));
    ASSERT_GE(addmm, 0);
    const QStringList derived = names(*g, g->linkedNodes(addmm));
    EXPECT_FALSE(derived.isEmpty());
    for (int n : g->linkedNodes(addmm)) {
        EXPECT_TRUE(g->node(n).backward);
        EXPECT_EQ(g->linkedNodes(n), QList<int>{addmm});
        EXPECT_TRUE(g->node(n).modulePath.startsWith(QLatin1String("backward")));
    }
}

TEST(TrainingGraph, RecomputedNodesAreRenamedInNodesAndKernels) {
    const QJsonObject metadata = trainingMetadata(QStringLiteral("transformer_block"));
    QString error;
    auto g = GraphModel::fromMetadata(metadata, &error);
    ASSERT_TRUE(g) << error.toStdString();
    const TrainingInfo* t = g->training();
    ASSERT_TRUE(t);
    ASSERT_FALSE(t->recomputed.isEmpty());
    // `erf` (GELU) is computed in the forward and again in the backward.
    const int forward = g->nodeIndex(QStringLiteral("erf"));
    const int again = g->nodeIndex(QStringLiteral("erf_bw"));
    ASSERT_GE(forward, 0);
    ASSERT_GE(again, 0);
    EXPECT_FALSE(g->node(forward).backward);
    EXPECT_TRUE(g->node(again).backward);
    EXPECT_EQ(g->node(again).target, g->node(forward).target);
    bool inBackwardKernel = false;
    for (int k : g->kernelsOfNode(again))
        inBackwardKernel = inBackwardKernel || g->kernel(k).backward;
    EXPECT_TRUE(inBackwardKernel);
    for (int k : g->kernelsOfNode(forward))
        EXPECT_FALSE(g->kernel(k).backward) << g->kernel(k).name.toStdString();

    int backwardKernels = 0;
    for (const Kernel& k : g->kernels()) {
        backwardKernels += k.backward ? 1 : 0;
        for (int n : k.nodes)
            EXPECT_EQ(g->node(n).backward, k.backward) << k.name.toStdString();
    }
    EXPECT_GT(backwardKernels, 0);
    EXPECT_LT(backwardKernels, g->kernels().size());
}

TEST(TrainingGraph, SavedActivationsAndPartitioner) {
    QJsonObject metadata = trainingMetadata(QStringLiteral("transformer_block"));
    QString error;
    auto info = TrainingInfo::fromMetadata(metadata, &error);
    ASSERT_TRUE(info) << error.toStdString();
    ASSERT_FALSE(info->saved.isEmpty());
    qint64 activations = 0;
    for (const SavedActivation& a : info->saved) {
        EXPECT_FALSE(a.forwardNode.isEmpty());
        EXPECT_GT(a.bytes, 0);
        EXPECT_TRUE(a.shape.startsWith(QLatin1Char('[')));
        if (a.kind == QLatin1String("activation"))
            activations += a.bytes;
    }
    EXPECT_EQ(info->savedBytes, activations);
    EXPECT_DOUBLE_EQ(info->activationMemoryBudget, 1.0);
    EXPECT_EQ(info->loss, QStringLiteral("sum of outputs"));
    EXPECT_EQ(info->gradients.first().name, QStringLiteral("norm1.weight"));

    // A policy of something else than save or recompute is refused by name.
    QJsonObject training = metadata.value(QStringLiteral("training")).toObject();
    training.insert(QStringLiteral("partitioner"),
                    QJsonObject{{QStringLiteral("activationMemoryBudget"), 0.5},
                                {QStringLiteral("policy"),
                                 QJsonObject{{QStringLiteral("erf"), QStringLiteral("keep")}}}});
    metadata.insert(QStringLiteral("training"), training);
    EXPECT_FALSE(GraphModel::fromMetadata(metadata, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("policy[\"erf\"]"))) << error.toStdString();
}

TEST(TrainingGraph, ErrorsNameTheBackwardMember) {
    QJsonObject metadata = trainingMetadata(QStringLiteral("mlp"));
    QJsonArray kernels = metadata.value(QStringLiteral("kernels")).toArray();
    for (int k = 0; k < kernels.size(); ++k) {
        QJsonObject o = kernels[k].toObject();
        if (o.value(QStringLiteral("graph")).toString() != QLatin1String("backward"))
            continue;
        o.insert(QStringLiteral("nodes"), QJsonArray{QStringLiteral("no_such_node")});
        kernels[k] = o;
        break;
    }
    metadata.insert(QStringLiteral("kernels"), kernels);
    QString error;
    EXPECT_FALSE(GraphModel::fromMetadata(metadata, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("backward")) &&
                error.contains(QStringLiteral("no_such_node")))
        << error.toStdString();
}

TEST(TrainingGraph, InferenceMetadataIsUnchanged) {
    QJsonObject metadata = trainingMetadata(QStringLiteral("mlp"));
    metadata.remove(QStringLiteral("mode"));
    QString error;
    EXPECT_EQ(joinTrainingGraph(metadata, &error), metadata);
    // The forward alone, as an inference project has it: no training, no links.
    QJsonArray forwardKernels;
    for (const auto& v : metadata.value(QStringLiteral("kernels")).toArray())
        if (v.toObject().value(QStringLiteral("graph")).toString() != QLatin1String("backward"))
            forwardKernels.append(v);
    metadata.insert(QStringLiteral("kernels"), forwardKernels);
    metadata.remove(QStringLiteral("backwardNodes"));
    metadata.remove(QStringLiteral("training"));
    auto g = GraphModel::fromMetadata(metadata, &error);
    ASSERT_TRUE(g) << error.toStdString();
    EXPECT_FALSE(g->training());
    for (int i = 0; i < g->nodeCount(); ++i) {
        EXPECT_FALSE(g->node(i).backward);
        EXPECT_TRUE(g->linkedNodes(i).isEmpty());
    }
}

TEST(TrainingGraph, ByteText) {
    EXPECT_EQ(byteText(512), QStringLiteral("512 B"));
    EXPECT_EQ(byteText(2048), QStringLiteral("2.0 KiB"));
    EXPECT_EQ(byteText(3 * 1024 * 1024 + 512 * 1024), QStringLiteral("3.5 MiB"));
}
