#include "core/GraphFixtures.h"

#include "support/TestSupport.h"

#include <QJsonDocument>
#include <gtest/gtest.h>

namespace ks::test {
namespace {

// A hand-written triton export (docs/metadata.md): an extern call and a triton kernel that
// recomputes its node, state, a symbolic int, nested modules, an unknown member.
const char* kTritonMetadata = R"json({
  "schema": "kernel-studio/metadata", "version": 1, "futureMember": {"ignored": true},
  "model": {"name": "Tiny", "file": "tiny.py"}, "device": "cuda",
  "signature": {"inputs": [{"name": "x"}], "state": [
      {"name": "w", "kind": "parameter", "target": "lin.weight"},
      {"name": "s", "kind": "buffer", "target": "scale"}]},
  "nodes": [
    {"name": "p_lin_weight", "op": "placeholder", "target": "p_lin_weight", "inputs": [],
     "outputs": [{"shape": [4, 4], "dtype": "float32"}], "modulePath": null},
    {"name": "b_scale", "op": "placeholder", "target": "b_scale", "inputs": [],
     "outputs": [{"shape": [4], "dtype": "float32"}], "modulePath": null},
    {"name": "x", "op": "placeholder", "target": "x", "inputs": [],
     "outputs": [{"shape": ["B", 4], "dtype": "float16"}], "modulePath": null},
    {"name": "mm", "op": "call_function", "target": "aten.mm.default",
     "inputs": ["x", "p_lin_weight"], "outputs": [{"shape": ["B", 4], "dtype": "float16"}],
     "modulePath": "lin", "moduleType": "torch.nn.modules.linear.Linear",
     "source": {"file": "/m/tiny.py", "line": 9, "function": "forward", "code": "y = self.lin(x)"
}
},
    {"name": "mul", "op": "call_function", "target": "aten.mul.Tensor",
     "inputs": ["mm", "mm"], "outputs": [{"shape": ["B", 4], "dtype": "float16"}],
     "modulePath": "act.inner", "moduleType": "tiny.Act"},
    {"name": "sym", "op": "call_function", "target": "aten.sym_size.int", "inputs": ["x"],
     "outputs": [{"symbol": "s0"}], "modulePath": ""},
    {"name": "output", "op": "output", "target": "output", "inputs": ["mul"], "outputs": []}
  ],
  "kernels": [
    {"name": "extern_mm", "kind": "extern", "rawName": "extern_kernels.mm:1", "nodes": ["mm"],
     "definition": null, "launches": [{"start": 40, "end": 40}], "launch": null},
    {"name": "triton_poi_fused_mul", "kind": "triton", "rawName": "triton_poi_fused_mul_0",
     "nodes": ["mul", "mm"], "definition": {"start": 12, "end": 30, "comment": 10},
     "launches": [{"start": 42, "end": 43}],
     "launch": {"kwargs": {"XBLOCK": 8}, "num_warps": 2, "num_stages": 1,
                "grid": ["-((xnumel) // -(8))", "1", "1"]}}
  ]
})json";

} // namespace

QString projectData(const QString& name) {
    return sourceDir() + QStringLiteral("/tests/data/projects/") + name;
}

QString testData(const QString& relative) {
    return sourceDir() + QStringLiteral("/tests/data/") + relative;
}

std::shared_ptr<const GraphModel> loadProjectMetadata(const QString& project) {
    QString error;
    auto g = GraphModel::fromMetadataFile(
        projectData(project) + QStringLiteral("/generated/metadata.json"), &error);
    EXPECT_TRUE(g) << error.toStdString();
    return g;
}

QByteArray tritonMetadataJson() {
    return QByteArray(kTritonMetadata);
}

std::shared_ptr<const GraphModel> tritonFixture() {
    QString error;
    auto g = GraphModel::fromMetadata(QJsonDocument::fromJson(kTritonMetadata).object(), &error);
    EXPECT_TRUE(g) << error.toStdString();
    return g;
}

std::shared_ptr<const GraphModel> chainGraph(const QList<std::pair<QString, QString>>& nodes,
                                             const QList<QStringList>& kernels) {
    GraphContent c;
    c.modelName = QStringLiteral("Chain");
    QString previous;
    for (const auto& [name, module] : nodes) {
        GraphNode n;
        n.name = name;
        n.op = previous.isEmpty() ? QStringLiteral("placeholder") : QStringLiteral("call_function");
        n.kind = previous.isEmpty() ? NodeKind::Input : NodeKind::Op;
        n.target = previous.isEmpty() ? name : QStringLiteral("aten.relu.default");
        n.modulePath = module;
        n.outputs << QStringLiteral("float32[4, 8]");
        if (!previous.isEmpty())
            n.inputs << previous;
        c.nodes << n;
        previous = name;
    }
    for (int i = 0; i < kernels.size(); ++i) {
        Kernel k;
        k.name = QStringLiteral("k%1").arg(i);
        k.definition = LineRange{10 * i + 1, 10 * i + 5};
        k.launches << LineRange{100 + i, 100 + i};
        c.kernels << k;
        c.kernelNodeNames << kernels[i];
    }
    QString error;
    auto g = GraphModel::create(std::move(c), &error);
    EXPECT_TRUE(g) << error.toStdString();
    return g;
}

std::shared_ptr<const GraphModel> functionalGraph(int ops, const OpGroupLimits& limits) {
    GraphContent c;
    c.modelName = QStringLiteral("Functional");
    auto node = [&c](const QString& name, NodeKind kind, const QString& target,
                     const QStringList& inputs) {
        GraphNode n;
        n.name = name;
        n.kind = kind;
        n.op = kind == NodeKind::Op ? QStringLiteral("call_function")
                                    : (kind == NodeKind::Output ? QStringLiteral("output")
                                                                : QStringLiteral("placeholder"));
        n.target = target;
        n.inputs = inputs;
        if (kind != NodeKind::Output)
            n.outputs << QStringLiteral("float32[4, 8]");
        c.nodes << n;
        return name;
    };
    auto kernel = [&c](const QString& name, KernelKind kind, const QStringList& nodes) {
        Kernel k;
        k.name = name;
        k.kind = kind;
        if (kind != KernelKind::Extern)
            k.definition =
                LineRange{10 * int(c.kernels.size()) + 1, 10 * int(c.kernels.size()) + 5};
        k.launches << LineRange{100000 + int(c.kernels.size()), 100000 + int(c.kernels.size())};
        c.kernels << k;
        c.kernelNodeNames << nodes;
    };
    QString x = node(QStringLiteral("x"), NodeKind::Input, QStringLiteral("x"), {});
    for (int i = 0; 4 * i < ops; ++i) {
        const QString w = node(QStringLiteral("p_w%1").arg(i), NodeKind::Parameter,
                               QStringLiteral("p_w%1").arg(i), {});
        const QString mm = node(QStringLiteral("mm_%1").arg(i), NodeKind::Op,
                                QStringLiteral("aten.mm.default"), {x, w});
        kernel(QStringLiteral("extern_mm_%1").arg(i), KernelKind::Extern, {mm});
        const QString add = node(QStringLiteral("add_%1").arg(i), NodeKind::Op,
                                 QStringLiteral("aten.add.Tensor"), {mm});
        const QString relu = node(QStringLiteral("relu_%1").arg(i), NodeKind::Op,
                                  QStringLiteral("aten.relu.default"), {add});
        const QString res = node(QStringLiteral("res_%1").arg(i), NodeKind::Op,
                                 QStringLiteral("aten.add.Tensor"), {x, relu});
        kernel(QStringLiteral("cpp_fused_add_relu_%1").arg(i), KernelKind::Cpp, {add, relu, res});
        x = res;
    }
    node(QStringLiteral("output"), NodeKind::Output, QStringLiteral("output"), {x});
    QString error;
    auto g = GraphModel::create(std::move(c), &error, limits);
    EXPECT_TRUE(g) << error.toStdString();
    return g;
}

} // namespace ks::test
