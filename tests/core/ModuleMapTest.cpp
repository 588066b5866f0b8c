// The app's side of the module map: parsing the engine's answer, applying it to a graph, and
// reverting a kernel with the ranges it gives (the engine computes them; tests of that are
// engine/tests/test_module_map.py and ProjectSessionTest with the real engine).
#include "maps/ModuleMap.h"

#include "support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace ks;

namespace {

QJsonObject parse(const char* text) {
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

const char* kWorkingMap = R"({
  "kernels": [
    {"name": "triton_poi_add", "id": "0123456789ab", "kind": "triton",
     "definition": {"start": 4, "end": 9}, "comment": 2,
     "launches": [{"start": 14, "end": 14}], "found": true, "renamedTo": null, "edited": true},
    {"name": "mm", "id": null, "kind": "extern", "definition": null, "comment": null,
     "launches": [{"start": 13, "end": 13}], "found": true, "renamedTo": null, "edited": false}
  ],
  "call": {"start": 12, "end": 15},
  "regions": [{"kind": "header", "name": null, "start": 1, "end": 1},
              {"kind": "kernel", "name": "triton_poi_add", "start": 2, "end": 9}],
  "syntaxError": null,
  "seconds": 0.001
})";

} // namespace

TEST(ModuleMapTest, ParsesTheEnginesAnswer) {
    QString error;
    const auto map = ModuleMap::fromJson(parse(kWorkingMap), &error);
    ASSERT_TRUE(map) << error.toStdString();
    ASSERT_EQ(map->kernels().size(), 2);
    const KernelLocation* k = map->kernel(QStringLiteral("triton_poi_add"));
    ASSERT_TRUE(k);
    EXPECT_EQ(k->id, QStringLiteral("0123456789ab"));
    EXPECT_EQ(k->kind, KernelKind::Triton);
    EXPECT_EQ(*k->definition, (LineRange{4, 9}));
    EXPECT_EQ(k->commentLine, 2);
    EXPECT_EQ(k->launches, (QList<LineRange>{{14, 14}}));
    EXPECT_TRUE(k->found);
    EXPECT_EQ(k->edited, std::optional<bool>(true));
    const KernelLocation* mm = map->kernel(QStringLiteral("mm"));
    ASSERT_TRUE(mm);
    EXPECT_FALSE(mm->definition);
    EXPECT_EQ(mm->kind, KernelKind::Extern);
    EXPECT_EQ(map->editedKernels(), QStringList{QStringLiteral("triton_poi_add")});
    EXPECT_EQ(*map->call(), (LineRange{12, 15}));
    ASSERT_EQ(map->regions().size(), 2);
    EXPECT_EQ(map->regions()[1].name, QStringLiteral("triton_poi_add"));
    EXPECT_FALSE(map->syntaxError());
}

TEST(ModuleMapTest, RefusesAnswersThatBreakTheProtocol) {
    QString error;
    EXPECT_FALSE(ModuleMap::fromJson(parse(R"({"kernels": 3})"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("kernels"))) << error.toStdString();
    EXPECT_FALSE(
        ModuleMap::fromJson(parse(R"({"kernels": [{"name": "k", "kind": "cuda"}]})"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("kernels/0/kind"))) << error.toStdString();
    EXPECT_FALSE(ModuleMap::fromJson(parse(R"({"kernels": [{"kind": "triton"}]})"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("kernels/0/name"))) << error.toStdString();
}

TEST(ModuleMapTest, RevertReplacesExactlyTheDefinition) {
    // Pristine: the kernel at lines 3-5. Working: notes added above, the body edited and
    // grown; the map says the definition is at 4-9 there.
    const QString pristine = QStringLiteral("import triton\n"
                                            "# triton_poi_add fuses: add\n"
                                            "@triton.jit\n"
                                            "def triton_poi_add(x):\n"
                                            "    return x + 1\n"
                                            "def call(x):\n"
                                            "    return triton_poi_add(x)\n");
    const QString working = QStringLiteral("import triton\n"
                                           "# my notes\n"
                                           "# triton_poi_add fuses: add\n"
                                           "@triton.jit\n"
                                           "def triton_poi_add(\n"
                                           "    x,\n"
                                           "):\n"
                                           "    y = x + 2\n"
                                           "    return y\n"
                                           "def call(x):\n"
                                           "    return triton_poi_add(x)\n");
    QString error;
    auto workingMap =
        ModuleMap::fromJson(parse(R"({"kernels": [{"name": "triton_poi_add", "kind": "triton",
                 "definition": {"start": 4, "end": 9}, "launches": []}], "syntaxError": null})"),
                            &error);
    auto pristineMap =
        ModuleMap::fromJson(parse(R"({"kernels": [{"name": "triton_poi_add", "kind": "triton",
                 "definition": {"start": 3, "end": 5}, "launches": []}], "syntaxError": null})"),
                            &error);
    ASSERT_TRUE(workingMap && pristineMap);
    const auto reverted = workingMap->revertKernel(working, pristine, *pristineMap,
                                                   QStringLiteral("triton_poi_add"), &error);
    ASSERT_TRUE(reverted) << error.toStdString();
    EXPECT_EQ(*reverted, QStringLiteral("import triton\n"
                                        "# my notes\n"
                                        "# triton_poi_add fuses: add\n"
                                        "@triton.jit\n"
                                        "def triton_poi_add(x):\n"
                                        "    return x + 1\n"
                                        "def call(x):\n"
                                        "    return triton_poi_add(x)\n"));
    EXPECT_FALSE(workingMap->revertKernel(working, pristine, *pristineMap,
                                          QStringLiteral("unknown"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("unknown")));
}

TEST(ModuleMapTest, RevertRefusesAKernelWithASyntaxErrorInside) {
    QString error;
    auto map = ModuleMap::fromJson(
        parse(R"({"kernels": [{"name": "k", "kind": "triton", "definition": {"start": 1, "end": 3},
                 "launches": []}], "syntaxError": {"line": 2, "column": 4, "message": "bad"}})"),
        &error);
    ASSERT_TRUE(map);
    ASSERT_TRUE(map->syntaxError());
    EXPECT_FALSE(map->revertKernel(QStringLiteral("a\nb\nc"), QStringLiteral("a\nb\nc"), *map,
                                   QStringLiteral("k"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("syntax error"))) << error.toStdString();
}

TEST(ModuleMapTest, AppliesLineRangesToTheGraph) {
    QString error;
    auto graph = GraphModel::fromMetadataFile(
        ks::test::sourceDir() +
            QStringLiteral("/tests/data/projects/transformer_block_cuda/generated/metadata.json"),
        &error);
    ASSERT_TRUE(graph) << error.toStdString();
    const ModuleMap pristine = ModuleMap::fromGraph(*graph);
    ASSERT_EQ(pristine.kernels().size(), graph->kernels().size());
    // Every line moves down by 3, as if the user added a comment block at the top.
    QJsonArray kernels;
    for (const KernelLocation& k : pristine.kernels()) {
        QJsonArray launches;
        for (const LineRange& l : k.launches)
            launches.append(QJsonObject{{QStringLiteral("start"), l.start + 3},
                                        {QStringLiteral("end"), l.end + 3}});
        kernels.append(QJsonObject{
            {QStringLiteral("name"), k.name},
            {QStringLiteral("kind"), kernelKindName(k.kind)},
            {QStringLiteral("definition"),
             k.definition
                 ? QJsonValue(QJsonObject{{QStringLiteral("start"), k.definition->start + 3},
                                          {QStringLiteral("end"), k.definition->end + 3}})
                 : QJsonValue()},
            {QStringLiteral("launches"), launches}});
    }
    const auto moved =
        ModuleMap::fromJson(QJsonObject{{QStringLiteral("kernels"), kernels},
                                        {QStringLiteral("syntaxError"), QJsonValue()}},
                            &error);
    ASSERT_TRUE(moved) << error.toStdString();
    const auto applied = moved->applyTo(graph);
    ASSERT_EQ(applied->kernels().size(), graph->kernels().size());
    EXPECT_EQ(applied->id(), graph->id()) << "same drawing, other line ranges";
    for (int k = 0; k < graph->kernels().size(); ++k) {
        if (graph->kernel(k).definition) {
            EXPECT_EQ(applied->kernel(k).definition->start, graph->kernel(k).definition->start + 3);
        }
        ASSERT_EQ(applied->kernel(k).launches.size(), graph->kernel(k).launches.size());
    }
}
