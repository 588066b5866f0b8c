// The merge's parts on small synthetic generations: libgit2's line merge, kernel matching
// (same, renamed, changed, split, merged, removed, added; unchanged kernels first and never
// evidence for another pair; launch sites) and the module merge (an edit of a renamed kernel
// lands under the new name and its launches follow; conflicts; stranded only where a
// whole-module three-way merge would not keep the edit either).
// The real engine's exports are merged in the e2e.regenerate_* tests.
#include "merge/GenerationDiff.h"
#include "merge/GenerationSummary.h"
#include "merge/KernelMatch.h"
#include "merge/ModuleMerge.h"
#include "merge/TextMerge.h"

#include <QJsonArray>
#include <gtest/gtest.h>

using namespace ks;

namespace {

/// A generation's metadata: kernels (name, id, nodes) whose definitions sit at the given
/// lines, and nodes (name -> target, module path, source line).
struct FakeKernel {
    QString name, id;
    QStringList nodes;
};
struct FakeNode {
    QString name, target, modulePath;
    int line;
};

/// A module with one Triton-style kernel per entry (comment, def, one body line per node),
/// then `call` launching each kernel; and its metadata with exact definition ranges.
GenerationSource generation(int number, const QList<FakeKernel>& kernels,
                            const QList<FakeNode>& nodes, const QString& bodyTag = {},
                            const QHash<QString, QString>& launchArgs = {}) {
    QStringList lines{QStringLiteral("import triton\n"), QStringLiteral("\n")};
    QJsonArray metaKernels;
    for (const auto& k : kernels) {
        const int comment = int(lines.size()) + 1;
        lines << QStringLiteral("# kernel-id: %1\n").arg(k.id);
        const int start = int(lines.size()) + 1;
        lines << QStringLiteral("@triton.jit\n") << QStringLiteral("def %1(x):\n").arg(k.name);
        for (const auto& n : k.nodes)
            lines << QStringLiteral("    x = %1(x)%2\n").arg(n, bodyTag);
        lines << QStringLiteral("    return x\n");
        const int end = int(lines.size());
        lines << QStringLiteral("\n");
        metaKernels.append(QJsonObject{
            {QStringLiteral("name"), k.name},
            {QStringLiteral("id"), k.id},
            {QStringLiteral("kind"), QStringLiteral("triton")},
            {QStringLiteral("nodes"), QJsonArray::fromStringList(k.nodes)},
            {QStringLiteral("definition"), QJsonObject{{QStringLiteral("start"), start},
                                                       {QStringLiteral("end"), end},
                                                       {QStringLiteral("comment"), comment}}}});
    }
    lines << QStringLiteral("def call(x):\n");
    for (qsizetype i = 0; i < kernels.size(); ++i) {
        const auto& k = kernels[i];
        const int at = int(lines.size()) + 1;
        lines << QStringLiteral("    %1[(1,)](%2)\n")
                     .arg(k.name, launchArgs.value(k.name, QStringLiteral("x")));
        QJsonObject meta = metaKernels[i].toObject();
        meta.insert(
            QStringLiteral("launches"),
            QJsonArray{QJsonObject{{QStringLiteral("start"), at}, {QStringLiteral("end"), at}}});
        metaKernels[i] = meta;
    }
    lines << QStringLiteral("    return x\n");
    QJsonArray metaNodes;
    for (const auto& n : nodes)
        metaNodes.append(
            QJsonObject{{QStringLiteral("name"), n.name},
                        {QStringLiteral("target"), n.target},
                        {QStringLiteral("modulePath"), n.modulePath},
                        {QStringLiteral("source"),
                         QJsonObject{{QStringLiteral("file"), QStringLiteral("/m/model.py")},
                                     {QStringLiteral("line"), n.line}}}});
    GenerationSource g;
    g.number = number;
    g.text = lines.join(QString());
    g.metadata =
        QJsonObject{{QStringLiteral("kernels"), metaKernels}, {QStringLiteral("nodes"), metaNodes}};
    return g;
}

/// The module map the engine would give for `text` against `base`'s metadata: each kernel
/// found by its `def NAME(` line, the comment line above it, the body up to `return x`.
ModuleMap mapOf(const QString& text, const GenerationSource& base) {
    const QStringList lines = splitLines(text);
    QJsonArray kernels;
    for (const auto& v : base.metadata.value(QStringLiteral("kernels")).toArray()) {
        const QString name = v.toObject().value(QStringLiteral("name")).toString();
        int def = 0, end = 0;
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].startsWith(QStringLiteral("def %1(").arg(name)))
                def = i + 1;
            if (def && !end && i + 1 > def && lines[i].startsWith(QLatin1String("    return x")))
                end = i + 1;
        }
        QJsonObject k{{QStringLiteral("name"), name},
                      {QStringLiteral("id"), v.toObject().value(QStringLiteral("id"))},
                      {QStringLiteral("kind"), QStringLiteral("triton")},
                      {QStringLiteral("launches"), QJsonArray()},
                      {QStringLiteral("found"), def > 0},
                      {QStringLiteral("renamedTo"), QJsonValue()},
                      {QStringLiteral("edited"), false},
                      {QStringLiteral("comment"), def > 2 ? QJsonValue(def - 2) : QJsonValue()},
                      {QStringLiteral("definition"),
                       def ? QJsonValue(QJsonObject{{QStringLiteral("start"), def - 1},
                                                    {QStringLiteral("end"), end}})
                           : QJsonValue()}};
        kernels.append(k);
    }
    QString error;
    const auto map = ModuleMap::fromJson(QJsonObject{{QStringLiteral("kernels"), kernels},
                                                     {QStringLiteral("call"), QJsonValue()},
                                                     {QStringLiteral("regions"), QJsonArray()},
                                                     {QStringLiteral("syntaxError"), QJsonValue()}},
                                         &error);
    EXPECT_TRUE(map) << error.toStdString();
    return map ? *map : ModuleMap();
}

const QList<FakeNode> kNodes{
    {QStringLiteral("add"), QStringLiteral("aten.add"), QStringLiteral("a"), 10},
    {QStringLiteral("mul"), QStringLiteral("aten.mul"), QStringLiteral("a"), 11},
    {QStringLiteral("relu"), QStringLiteral("aten.relu"), QStringLiteral("b"), 12},
    {QStringLiteral("exp"), QStringLiteral("aten.exp"), QStringLiteral("c"), 13},
    {QStringLiteral("sum"), QStringLiteral("aten.sum"), QStringLiteral("c"), 14}};

QString insertAfter(QString text, const QString& anchor, const QString& line) {
    const qsizetype at = text.indexOf(anchor);
    EXPECT_GE(at, 0) << anchor.toStdString();
    const qsizetype eol = text.indexOf(QLatin1Char('\n'), at);
    return text.insert(eol + 1, line);
}

} // namespace

TEST(TextMerge, MergesDisjointChangesAndMarksConflictsZdiff3) {
    const QString base = QStringLiteral("a\nb\nc\nd\n");
    const auto clean =
        mergeText(base, QStringLiteral("A\nb\nc\nd\n"), QStringLiteral("a\nb\nc\nD\n"));
    ASSERT_TRUE(clean.ok);
    EXPECT_EQ(clean.text, QStringLiteral("A\nb\nc\nD\n"));
    EXPECT_EQ(clean.conflicts, 0);
    const auto conflict = mergeText(
        base, QStringLiteral("a\nX\nc\nd\n"), QStringLiteral("a\nY\nc\nd\n"),
        MergeLabels{QStringLiteral("mine"), QStringLiteral("base"), QStringLiteral("new")});
    EXPECT_EQ(conflict.conflicts, 1);
    EXPECT_EQ(conflict.text, QStringLiteral("a\n<<<<<<< mine\nX\n||||||| base\nb\n=======\nY\n"
                                            ">>>>>>> new\nc\nd\n"));
}

TEST(TextMerge, MapsLinesThroughInsertions) {
    const auto map = mapLines(QStringLiteral("a\nb\nc\n"), QStringLiteral("a\nnew\nb\nC\n"));
    EXPECT_EQ(map, (QList<int>{1, 3, 0}));
}

TEST(KernelMatch, PairsByIdentityNodesAndReportsSplitMergeRemoveAdd) {
    auto old =
        generation(1,
                   {{QStringLiteral("k_add_mul_0"),
                     QStringLiteral("id1"),
                     {QStringLiteral("add"), QStringLiteral("mul")}},
                    {QStringLiteral("k_relu_1"), QStringLiteral("id2"), {QStringLiteral("relu")}},
                    {QStringLiteral("k_exp_sum_2"),
                     QStringLiteral("id3"),
                     {QStringLiteral("exp"), QStringLiteral("sum")}}},
                   kNodes);
    // Renamed (same id), the exp/sum kernel split in two, relu gone, a new kernel.
    auto neu =
        generation(2,
                   {{QStringLiteral("k_add_mul_5"),
                     QStringLiteral("id1"),
                     {QStringLiteral("add"), QStringLiteral("mul")}},
                    {QStringLiteral("k_exp_6"), QStringLiteral("id4"), {QStringLiteral("exp")}},
                    {QStringLiteral("k_sum_7"), QStringLiteral("id5"), {QStringLiteral("sum")}},
                    {QStringLiteral("k_tanh_8"), QStringLiteral("id6"), {QStringLiteral("tanh")}}},
                   kNodes + QList<FakeNode>{{QStringLiteral("tanh"), QStringLiteral("aten.tanh"),
                                             QStringLiteral("d"), 20}});
    const auto pairs =
        matchKernels(generationKernels(old.metadata, {}), generationKernels(neu.metadata, {}));
    QStringList got;
    for (const auto& p : pairs)
        got << QStringLiteral("%1:%2>%3")
                   .arg(matchKindName(p.kind), p.oldNames.join(QLatin1Char('+')),
                        p.newNames.join(QLatin1Char('+')));
    EXPECT_EQ(
        got, (QStringList{QStringLiteral("renamed:k_add_mul_0>k_add_mul_5"),
                          QStringLiteral("split:k_exp_sum_2>k_exp_6+k_sum_7"),
                          QStringLiteral("added:>k_tanh_8"), QStringLiteral("removed:k_relu_1>")}));

    // Two kernels fused into one: merged.
    auto fused =
        generation(3,
                   {{QStringLiteral("k_all_0"),
                     QStringLiteral("id9"),
                     {QStringLiteral("add"), QStringLiteral("mul"), QStringLiteral("relu")}}},
                   kNodes);
    const auto merged =
        matchKernels(generationKernels(old.metadata, {}), generationKernels(fused.metadata, {}));
    ASSERT_FALSE(merged.isEmpty());
    EXPECT_EQ(merged[0].kind, MatchKind::Merged);
    EXPECT_EQ(merged[0].oldNames,
              (QStringList{QStringLiteral("k_add_mul_0"), QStringLiteral("k_relu_1")}));
}

/// `g` as a training step's generation: the kernels named in `backward` are backward
/// kernels, fusing nodes of `backwardNodes`.
static GenerationSource asTrainingStep(GenerationSource g, const QStringList& backward,
                                       const QList<FakeNode>& backwardNodes) {
    QJsonArray kernels = g.metadata.value(QStringLiteral("kernels")).toArray();
    for (qsizetype i = 0; i < kernels.size(); ++i) {
        QJsonObject k = kernels[i].toObject();
        const bool bw = backward.contains(k.value(QStringLiteral("name")).toString());
        k.insert(QStringLiteral("graph"),
                 bw ? QStringLiteral("backward") : QStringLiteral("forward"));
        kernels[i] = k;
    }
    QJsonArray nodes;
    for (const auto& n : backwardNodes)
        nodes.append(QJsonObject{{QStringLiteral("name"), n.name},
                                 {QStringLiteral("target"), n.target},
                                 {QStringLiteral("modulePath"), n.modulePath},
                                 {QStringLiteral("source"), QJsonObject()}});
    g.metadata.insert(QStringLiteral("kernels"), kernels);
    g.metadata.insert(QStringLiteral("backwardNodes"), nodes);
    g.metadata.insert(QStringLiteral("mode"), QStringLiteral("train"));
    return g;
}

TEST(KernelMatch, BackwardKernelsPairByTheirOwnGraphsNodes) {
    // Two backward matmuls, fc1's and fc2's gradients; in the next generation their nodes
    // are renumbered, their ids and order changed: each pairs with its own module's, by the
    // backward graph's nodes (not by the forward nodes that happen to share their names).
    const QList<FakeNode> forward{
        {QStringLiteral("mm_1"), QStringLiteral("aten.addmm"), QStringLiteral("fc2"), 10}};
    auto old = asTrainingStep(
        generation(1,
                   {{QStringLiteral("k_fw"), QStringLiteral("idF"), {QStringLiteral("mm_1")}},
                    {QStringLiteral("k_bw_a"), QStringLiteral("idA"), {QStringLiteral("mm_1")}},
                    {QStringLiteral("k_bw_b"), QStringLiteral("idB"), {QStringLiteral("mm_2")}}},
                   forward),
        {QStringLiteral("k_bw_a"), QStringLiteral("k_bw_b")},
        {{QStringLiteral("mm_1"), QStringLiteral("aten.mm"), QStringLiteral("fc1"), 0},
         {QStringLiteral("mm_2"), QStringLiteral("aten.mm"), QStringLiteral("fc2"), 0}});
    auto neu = asTrainingStep(
        generation(2,
                   {{QStringLiteral("k_fw"), QStringLiteral("idF"), {QStringLiteral("mm_1")}},
                    {QStringLiteral("k_bw_x"), QStringLiteral("idX"), {QStringLiteral("mm_7")}},
                    {QStringLiteral("k_bw_y"), QStringLiteral("idY"), {QStringLiteral("mm_8")}}},
                   forward),
        {QStringLiteral("k_bw_x"), QStringLiteral("k_bw_y")},
        {{QStringLiteral("mm_7"), QStringLiteral("aten.mm"), QStringLiteral("fc2"), 0},
         {QStringLiteral("mm_8"), QStringLiteral("aten.mm"), QStringLiteral("fc1"), 0}});
    const auto oldKernels = generationKernels(old.metadata, {});
    ASSERT_EQ(oldKernels.size(), 3);
    EXPECT_EQ(oldKernels[1].looseKeys, QStringList{QStringLiteral("backward:aten.mm|fc1")});
    EXPECT_EQ(oldKernels[0].looseKeys, QStringList{QStringLiteral("aten.addmm|fc2")});
    QStringList got;
    for (const auto& p : matchKernels(oldKernels, generationKernels(neu.metadata, {})))
        got << QStringLiteral("%1>%2").arg(p.oldNames.join(QLatin1Char('+')),
                                           p.newNames.join(QLatin1Char('+')));
    got.sort();
    EXPECT_EQ(got, (QStringList{QStringLiteral("k_bw_a>k_bw_y"), QStringLiteral("k_bw_b>k_bw_x"),
                                QStringLiteral("k_fw>k_fw")}));
}

TEST(KernelMatch, CarriesSourceLinesThroughTheModelFileDiff) {
    // A line inserted above the model's code: every source line moves by one, ids change,
    // and the kernels are still the same ones.
    auto old = generation(
        1, {{QStringLiteral("k_relu"), QStringLiteral("idA"), {QStringLiteral("relu")}}}, kNodes);
    QList<FakeNode> moved = kNodes;
    for (auto& n : moved)
        ++n.line;
    auto neu = generation(
        2, {{QStringLiteral("k_relu"), QStringLiteral("idB"), {QStringLiteral("relu")}}}, moved);
    QString model;
    for (int i = 1; i <= 20; ++i)
        model += QStringLiteral("line %1\n").arg(i);
    const QHash<QString, QList<int>> lineMap{
        {QStringLiteral("model.py"), mapLines(model, QStringLiteral("inserted\n") + model)}};
    const auto pairs = matchKernels(generationKernels(old.metadata, {}, lineMap),
                                    generationKernels(neu.metadata, {}));
    ASSERT_EQ(pairs.size(), 1);
    EXPECT_EQ(pairs[0].kind, MatchKind::Same);
}

TEST(ModuleMerge, EditOfARenamedKernelLandsUnderTheNewNameAndLaunchesFollow) {
    const QList<FakeKernel> oldKernels{
        {QStringLiteral("k_add_mul_0"),
         QStringLiteral("id1"),
         {QStringLiteral("add"), QStringLiteral("mul")}},
        {QStringLiteral("k_relu_1"), QStringLiteral("id2"), {QStringLiteral("relu")}}};
    const auto base = generation(1, oldKernels, kNodes);
    // The new generation puts a new kernel first: both old kernels are renumbered.
    const auto theirs =
        generation(2,
                   {{QStringLiteral("k_tanh_0"), QStringLiteral("id6"), {QStringLiteral("tanh")}},
                    {QStringLiteral("k_add_mul_1"),
                     QStringLiteral("id1"),
                     {QStringLiteral("add"), QStringLiteral("mul")}},
                    {QStringLiteral("k_relu_2"), QStringLiteral("id2"), {QStringLiteral("relu")}}},
                   kNodes + QList<FakeNode>{{QStringLiteral("tanh"), QStringLiteral("aten.tanh"),
                                             QStringLiteral("d"), 20}});
    QString ours = insertAfter(base.text, QStringLiteral("def k_relu_1(x):"),
                               QStringLiteral("    # EDIT-RELU\n"));
    ours = insertAfter(ours, QStringLiteral("    k_relu_1[(1,)](x)"),
                       QStringLiteral("    # EDIT-CALL k_relu_1\n"));
    const auto result = mergeModule(base, theirs, ours, mapOf(ours, base));
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    EXPECT_EQ(result.conflicts, 0) << result.text.toStdString();
    EXPECT_TRUE(result.stranded.isEmpty());
    EXPECT_EQ(result.call, QStringLiteral("merged"));
    EXPECT_EQ(result.renamed.value(QStringLiteral("k_relu_1")), QStringLiteral("k_relu_2"));
    // The edit sits inside the renamed kernel; no old name is left anywhere.
    const qsizetype def =
        result.text.indexOf(QStringLiteral("def k_relu_2(x):\n    # EDIT-RELU\n"));
    EXPECT_GE(def, 0) << result.text.toStdString();
    EXPECT_FALSE(result.text.contains(QStringLiteral("k_relu_1")));
    EXPECT_FALSE(result.text.contains(QStringLiteral("k_add_mul_0")));
    EXPECT_TRUE(result.text.contains(
        QStringLiteral("def call(x):\n    k_tanh_0[(1,)](x)\n    k_add_mul_1[(1,)](x)\n"
                       "    k_relu_2[(1,)](x)\n    # EDIT-CALL k_relu_2\n")))
        << result.text.toStdString();
    QStringList results;
    for (const auto& k : result.kernels)
        results << k.pair.newNames.join(QString()) + QLatin1Char('=') + k.result;
    EXPECT_EQ(results,
              (QStringList{QStringLiteral("k_tanh_0=added"), QStringLiteral("k_add_mul_1=new"),
                           QStringLiteral("k_relu_2=mine")}));
}

TEST(ModuleMerge, SameLineChangedOnBothSidesIsAConflictInTheKernel) {
    const QList<FakeKernel> kernels{
        {QStringLiteral("k_relu_0"), QStringLiteral("id2"), {QStringLiteral("relu")}}};
    const auto base = generation(1, kernels, kNodes);
    const auto theirs = generation(2, kernels, kNodes, QStringLiteral("  # new"));
    QString ours = base.text;
    ours.replace(QStringLiteral("    x = relu(x)\n"), QStringLiteral("    x = relu(x) * 2\n"));
    const auto result = mergeModule(base, theirs, ours, mapOf(ours, base));
    EXPECT_EQ(result.conflicts, 1);
    ASSERT_EQ(result.kernels.size(), 1);
    EXPECT_EQ(result.kernels[0].result, QStringLiteral("conflict"));
    EXPECT_TRUE(result.text.contains(
        QStringLiteral("<<<<<<< mine\n    x = relu(x) * 2\n||||||| base (generation 1)\n"
                       "    x = relu(x)\n=======\n    x = relu(x)  # new\n"
                       ">>>>>>> new (generation 2)\n")))
        << result.text.toStdString();
}

TEST(ModuleMerge, AnEditedKernelThatIsGoneIsStrandedNeverDropped) {
    const auto base =
        generation(1,
                   {{QStringLiteral("k_add_mul_0"),
                     QStringLiteral("id1"),
                     {QStringLiteral("add"), QStringLiteral("mul")}},
                    {QStringLiteral("k_relu_1"), QStringLiteral("id2"), {QStringLiteral("relu")}}},
                   kNodes);
    const auto theirs = generation(2,
                                   {{QStringLiteral("k_add_mul_0"),
                                     QStringLiteral("id1"),
                                     {QStringLiteral("add"), QStringLiteral("mul")}}},
                                   kNodes);
    const QString ours = insertAfter(base.text, QStringLiteral("def k_relu_1(x):"),
                                     QStringLiteral("    # EDIT-GONE\n"));
    const auto result = mergeModule(base, theirs, ours, mapOf(ours, base));
    EXPECT_EQ(result.conflicts, 0);
    EXPECT_FALSE(result.text.contains(QStringLiteral("EDIT-GONE")));
    ASSERT_EQ(result.stranded.size(), 1);
    EXPECT_EQ(result.stranded[0].name, QStringLiteral("k_relu_1"));
    EXPECT_EQ(result.stranded[0].match, MatchKind::Removed);
    EXPECT_TRUE(result.stranded[0].text.contains(QStringLiteral("EDIT-GONE")));
    // Re-applied to the kernel that remains: the edit merges into it.
    const auto applied =
        reapplyStranded(result.stranded[0], QStringLiteral("k_add_mul_0"),
                        QStringLiteral("# kernel-id: id2\n@triton.jit\ndef k_add_mul_0(x):\n"
                                       "    x = relu(x)\n    return x\n"));
    EXPECT_EQ(applied.conflicts, 0);
    EXPECT_TRUE(applied.text.contains(QStringLiteral("def k_add_mul_0(x):\n    # EDIT-GONE\n")))
        << applied.text.toStdString();
}

TEST(GenerationDiff, ListsKernelChangesWithTheirCodeDiffAndTheNodesThatMoved) {
    const auto old = generation(1,
                                {{QStringLiteral("k_add_mul_0"),
                                  QStringLiteral("id1"),
                                  {QStringLiteral("add"), QStringLiteral("mul")}},
                                 {QStringLiteral("k_exp_sum_1"),
                                  QStringLiteral("id3"),
                                  {QStringLiteral("exp"), QStringLiteral("sum")}}},
                                kNodes);
    // add/mul renamed and its code changed; exp/sum split in two.
    auto neu =
        generation(2,
                   {{QStringLiteral("k_add_mul_2"),
                     QStringLiteral("id1"),
                     {QStringLiteral("add"), QStringLiteral("mul")}},
                    {QStringLiteral("k_exp_3"), QStringLiteral("id4"), {QStringLiteral("exp")}},
                    {QStringLiteral("k_sum_4"), QStringLiteral("id5"), {QStringLiteral("sum")}}},
                   kNodes);
    neu.text.replace(QStringLiteral("    x = mul(x)\n"), QStringLiteral("    x = mul(x) + 0\n"));
    const GenerationDiff diff = diffGenerations(old, neu);
    ASSERT_EQ(diff.kernels.size(), 2);
    EXPECT_EQ(diff.kernels[0].pair.kind, MatchKind::Renamed);
    EXPECT_TRUE(diff.kernels[0].codeChanged);
    EXPECT_EQ(diff.kernels[0].linesAdded, 1);
    EXPECT_EQ(diff.kernels[0].linesRemoved, 1);
    EXPECT_TRUE(
        diff.kernels[0].diff.contains(QStringLiteral("-    x = mul(x)\n+    x = mul(x) + 0\n")))
        << diff.kernels[0].diff.toStdString();
    EXPECT_EQ(diff.kernels[1].pair.kind, MatchKind::Split);
    QStringList moved;
    for (const auto& m : diff.moved)
        moved << QStringLiteral("%1:%2>%3").arg(m.node, m.fromKernel, m.toKernel);
    EXPECT_EQ(moved, (QStringList{QStringLiteral("exp:k_exp_sum_1>k_exp_3"),
                                  QStringLiteral("sum:k_exp_sum_1>k_sum_4")}));
    const QJsonObject json = diff.toJson(false);
    EXPECT_EQ(json.value(QStringLiteral("summary")).toObject(),
              (QJsonObject{{QStringLiteral("renamed"), 1}, {QStringLiteral("split"), 1}}));
}

TEST(KernelMatch, ALayerInsertedRenumbersModulePathsAndKernelsStillPair) {
    // blocks.1 (relu) and blocks.2 (exp) become blocks.2 and blocks.3 behind a new blocks.1.
    const QList<FakeNode> before{
        {QStringLiteral("relu"), QStringLiteral("aten.relu"), QStringLiteral("blocks.1.act"), 12},
        {QStringLiteral("exp"), QStringLiteral("aten.exp"), QStringLiteral("blocks.2.act"), 13}};
    const QList<FakeNode> after{
        {QStringLiteral("tanh"), QStringLiteral("aten.tanh"), QStringLiteral("blocks.1.act"), 11},
        {QStringLiteral("relu_1"), QStringLiteral("aten.relu"), QStringLiteral("blocks.2.act"), 12},
        {QStringLiteral("exp_1"), QStringLiteral("aten.exp"), QStringLiteral("blocks.3.act"), 13}};
    const auto old =
        generation(1,
                   {{QStringLiteral("k_relu_0"), QStringLiteral("a1"), {QStringLiteral("relu")}},
                    {QStringLiteral("k_exp_1"), QStringLiteral("a2"), {QStringLiteral("exp")}}},
                   before);
    const auto neu =
        generation(2,
                   {{QStringLiteral("k_tanh_0"), QStringLiteral("b1"), {QStringLiteral("tanh")}},
                    {QStringLiteral("k_relu_1"), QStringLiteral("b2"), {QStringLiteral("relu_1")}},
                    {QStringLiteral("k_exp_2"), QStringLiteral("b3"), {QStringLiteral("exp_1")}}},
                   after);
    const auto pairs = pairGenerations(old, neu).pairs;
    QStringList got;
    for (const auto& p : pairs)
        got << QStringLiteral("%1:%2>%3")
                   .arg(matchKindName(p.kind), p.oldNames.join(QLatin1Char('+')),
                        p.newNames.join(QLatin1Char('+')));
    EXPECT_EQ(got, (QStringList{QStringLiteral("added:>k_tanh_0"),
                                QStringLiteral("changed:k_relu_0>k_relu_1"),
                                QStringLiteral("changed:k_exp_1>k_exp_2")}));
}

namespace {

QStringList describe(const QList<KernelPair>& pairs) {
    QStringList got;
    for (const auto& p : pairs)
        got << QStringLiteral("%1:%2>%3")
                   .arg(matchKindName(p.kind), p.oldNames.join(QLatin1Char('+')),
                        p.newNames.join(QLatin1Char('+')));
    return got;
}

// LeNet-5's shape: relu of the root module in the body's kernel (after conv1, with the
// pooling) and in the head's kernels (after fc1 and fc2), each head kernel launched in place
// on the buffer its linear layer wrote.
const QList<FakeNode> kLenetNodes{
    {QStringLiteral("relu"), QStringLiteral("aten.relu"), QString(), 19},
    {QStringLiteral("max_pool2d"), QStringLiteral("aten.max_pool2d"), QString(), 19},
    {QStringLiteral("relu_2"), QStringLiteral("aten.relu"), QString(), 22},
    {QStringLiteral("relu_3"), QStringLiteral("aten.relu"), QString(), 23},
    {QStringLiteral("scale"), QStringLiteral("aten.mul"), QString(), 22},
    {QStringLiteral("gelu"), QStringLiteral("aten.gelu"), QString(), 22}};
const FakeKernel kBody{QStringLiteral("k_relu_pool"),
                       QStringLiteral("idBody"),
                       {QStringLiteral("relu"), QStringLiteral("max_pool2d")}};
const FakeKernel kFc1Relu{QStringLiteral("k_relu__relu_2"),
                          QStringLiteral("idFc1"),
                          {QStringLiteral("relu_2"), QStringLiteral("scale")}};
const FakeKernel kFc2Relu{
    QStringLiteral("k_relu__relu_3"), QStringLiteral("idFc2"), {QStringLiteral("relu_3")}};
const QHash<QString, QString> kLenetArgs{
    {QStringLiteral("k_relu_pool"), QStringLiteral("buf_0")},
    {QStringLiteral("k_relu__relu_2"), QStringLiteral("buf_relu_2")},
    {QStringLiteral("k_relu__relu_3"), QStringLiteral("buf_relu_3")},
    {QStringLiteral("k_gelu"), QStringLiteral("buf_gelu")},
    {QStringLiteral("k_relu"), QStringLiteral("buf_relu_3")}};

} // namespace

TEST(KernelMatch, AnUnchangedKernelIsSameAndTakesInNoOtherKernel) {
    // The head's fc1 relu becomes gelu: the body's kernel is byte for byte the same (same id)
    // although a removed relu kernel shares its op and module; the fc1 kernel is launched at
    // the same place on the same buffer (named after its node: buf_relu_2 -> buf_gelu).
    const auto old = generation(1, {kBody, kFc1Relu, kFc2Relu}, kLenetNodes, {}, kLenetArgs);
    const auto neu = generation(
        2,
        {kBody,
         {QStringLiteral("k_gelu"),
          QStringLiteral("idGelu"),
          {QStringLiteral("gelu"), QStringLiteral("scale")}},
         {QStringLiteral("k_relu"), QStringLiteral("idFc2"), {QStringLiteral("relu_3")}}},
        kLenetNodes, {}, kLenetArgs);
    const auto pairing = pairGenerations(old, neu);
    EXPECT_EQ(describe(pairing.pairs),
              (QStringList{QStringLiteral("same:k_relu_pool>k_relu_pool"),
                           QStringLiteral("changed:k_relu__relu_2>k_gelu"),
                           QStringLiteral("renamed:k_relu__relu_3>k_relu")}));
    ASSERT_EQ(pairing.pairs.size(), 3);
    EXPECT_EQ(pairing.pairs[0].by, QStringLiteral("id"));
    EXPECT_EQ(pairing.pairs[1].by, QStringLiteral("launch"));

    // Edits of the unchanged kernel stay in it; the relu edit lands in the gelu kernel.
    QString ours = insertAfter(old.text, QStringLiteral("def k_relu_pool(x):"),
                               QStringLiteral("    # EDIT-BODY\n"));
    ours.replace(QStringLiteral("    x = scale(x)\n    return x\n"),
                 QStringLiteral("    x = scale(x)\n    return x  # EDIT-FC1\n"));
    const auto result = mergeModule(old, neu, ours, mapOf(ours, old));
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    EXPECT_TRUE(result.stranded.isEmpty());
    EXPECT_EQ(result.conflicts, 0) << result.text.toStdString();
    EXPECT_TRUE(result.text.contains(QStringLiteral("def k_relu_pool(x):\n    # EDIT-BODY\n")))
        << result.text.toStdString();
    EXPECT_TRUE(result.text.contains(
        QStringLiteral("    x = gelu(x)\n    x = scale(x)\n    return x  # EDIT-FC1\n")))
        << result.text.toStdString();
    QStringList results;
    for (const auto& k : result.kernels)
        results << k.pair.newNames.join(QString()) + QLatin1Char('=') + k.result;
    EXPECT_EQ(results,
              (QStringList{QStringLiteral("k_relu_pool=mine"), QStringLiteral("k_gelu=merged"),
                           QStringLiteral("k_relu=new")}));

    // The diff lists none of the unchanged kernel's nodes as moved.
    const GenerationDiff diff = diffGenerations(old, neu);
    for (const auto& m : diff.moved)
        EXPECT_NE(m.fromKernel, QStringLiteral("k_relu_pool")) << m.node.toStdString();
}

TEST(KernelMatch, ARemovedHeadKernelIsRemovedNotMergedIntoAnUnchangedOne) {
    // fc2 and its relu removed: its kernel is gone. Its relu shares op and module with the
    // body's kernel, which did not change: that is no evidence, so it is `removed` and its
    // stranded edit has no candidate that did not change.
    const auto old = generation(1, {kBody, kFc1Relu, kFc2Relu}, kLenetNodes, {}, kLenetArgs);
    const auto neu = generation(2, {kBody, kFc1Relu}, kLenetNodes, {}, kLenetArgs);
    EXPECT_EQ(describe(pairGenerations(old, neu).pairs),
              (QStringList{QStringLiteral("same:k_relu_pool>k_relu_pool"),
                           QStringLiteral("same:k_relu__relu_2>k_relu__relu_2"),
                           QStringLiteral("removed:k_relu__relu_3>")}));
    const QString ours = insertAfter(old.text, QStringLiteral("def k_relu__relu_3(x):"),
                                     QStringLiteral("    # EDIT-FC2\n"));
    const auto result = mergeModule(old, neu, ours, mapOf(ours, old));
    ASSERT_EQ(result.stranded.size(), 1);
    EXPECT_EQ(result.stranded[0].name, QStringLiteral("k_relu__relu_3"));
    EXPECT_EQ(result.stranded[0].match, MatchKind::Removed);
    EXPECT_FALSE(result.stranded[0].candidates.contains(QStringLiteral("k_relu_pool")));
    EXPECT_FALSE(result.stranded[0].candidates.contains(QStringLiteral("k_relu__relu_2")));
}

TEST(KernelMatch, TheSameCodeIsTheSameKernelWhateverItsNodesSay) {
    // The module path of the kernel's node changed (another id, no node in common), its code
    // did not: the same kernel, renamed.
    QList<FakeNode> moved = kNodes;
    moved[2].modulePath = QStringLiteral("z");
    const auto old = generation(
        1, {{QStringLiteral("k_relu_0"), QStringLiteral("idA"), {QStringLiteral("relu")}}}, kNodes);
    const auto neu = generation(
        2, {{QStringLiteral("k_relu_1"), QStringLiteral("idB"), {QStringLiteral("relu")}}}, moved);
    const auto pairs = pairGenerations(old, neu).pairs;
    EXPECT_EQ(describe(pairs), (QStringList{QStringLiteral("renamed:k_relu_0>k_relu_1")}));
    ASSERT_EQ(pairs.size(), 1);
    EXPECT_EQ(pairs[0].by, QStringLiteral("code"));
}

TEST(ModuleMerge, AnEditGitMergesCleanlyIsNotStranded) {
    // The fc1 kernel is replaced by one that shares neither nodes nor launch site with it,
    // but most of its code: a whole-module three-way merge keeps the edit, in that kernel.
    const auto old = generation(1, {kBody, kFc1Relu}, kLenetNodes, {}, kLenetArgs);
    QList<FakeNode> elsewhere = kLenetNodes; // `scale` is now another module's node
    elsewhere[4].modulePath = QStringLiteral("other");
    elsewhere[4].line = 40;
    const auto neu = generation(2,
                                {kBody,
                                 {QStringLiteral("k_fused_9"),
                                  QStringLiteral("idOther"),
                                  {QStringLiteral("gelu"), QStringLiteral("scale")}}},
                                elsewhere, {},
                                {{QStringLiteral("k_relu_pool"), QStringLiteral("buf_0")},
                                 {QStringLiteral("k_fused_9"), QStringLiteral("buf_0, buf_9")}});
    ASSERT_EQ(describe(pairGenerations(old, neu).pairs),
              (QStringList{QStringLiteral("same:k_relu_pool>k_relu_pool"),
                           QStringLiteral("added:>k_fused_9"),
                           QStringLiteral("removed:k_relu__relu_2>")}));
    QString ours = old.text;
    ours.replace(QStringLiteral("    x = scale(x)\n    return x\n"),
                 QStringLiteral("    x = scale(x)\n    return x  # EDIT-FC1\n"));
    const auto result = mergeModule(old, neu, ours, mapOf(ours, old));
    EXPECT_TRUE(result.stranded.isEmpty());
    EXPECT_EQ(result.conflicts, 0);
    EXPECT_TRUE(result.text.contains(
        QStringLiteral("def k_fused_9(x):\n    x = gelu(x)\n    x = scale(x)\n    return x  # "
                       "EDIT-FC1\n")))
        << result.text.toStdString();
    const auto removed =
        std::find_if(result.kernels.begin(), result.kernels.end(),
                     [](const KernelMergeOutcome& k) { return k.pair.kind == MatchKind::Removed; });
    ASSERT_NE(removed, result.kernels.end());
    EXPECT_EQ(removed->result, QStringLiteral("merged"));
    EXPECT_EQ(removed->into, QStringList{QStringLiteral("k_fused_9")});
}

TEST(GenerationSettings, ATrainingStepsPartitionerChangesAreListed) {
    GenerationSummary older, newer;
    older.settings.insert(QStringLiteral("recompute"),
                          QJsonObject{{QStringLiteral("erf"), QStringLiteral("save")}});
    newer.settings.insert(QStringLiteral("activation_memory_budget"), 0.5);
    newer.settings.insert(QStringLiteral("recompute"),
                          QJsonObject{{QStringLiteral("addmm"), QStringLiteral("recompute")}});
    EXPECT_EQ(settingChanges(older, newer),
              (QStringList{QStringLiteral("activation_memory_budget: 1 -> 0.5"),
                           QStringLiteral("recompute.addmm: default -> recompute"),
                           QStringLiteral("recompute.erf: save -> default")}));
    EXPECT_TRUE(settingChanges(newer, newer).isEmpty());
}
