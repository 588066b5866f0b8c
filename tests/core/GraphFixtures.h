#pragma once
// Graph fixtures shared by the graph, layout, source-map and fusion-tree tests.

#include "graph/GraphModel.h"

#include <QByteArray>
#include <QString>
#include <memory>
#include <utility>

namespace ks::test {

/// tests/data/projects/<name> (real exports of the engine, weights left out).
QString projectData(const QString& name);
/// tests/data/<relative>.
QString testData(const QString& relative);
/// The graph of tests/data/projects/<project>/generated/metadata.json.
std::shared_ptr<const GraphModel> loadProjectMetadata(const QString& project);
/// A small hand-written cuda metadata document (see GraphFixtures.cpp) and its graph.
QByteArray tritonMetadataJson();
std::shared_ptr<const GraphModel> tritonFixture();
/// A chain: the first node is an input, each next one consumes the previous. `nodes` are
/// (name, module path) pairs; each kernel lists node names and gets lines 10k+1..10k+5 with a
/// launch at line 100+k.
std::shared_ptr<const GraphModel> chainGraph(const QList<std::pair<QString, QString>>& nodes,
                                             const QList<QStringList>& kernels = {});

/// A functional model: every op at the root, no module. An input `x`, then `ops` ops in
/// blocks of four (`mm_i` with parameter `p_w<i>` as an extern kernel, then `add_i`, `relu_i`,
/// `res_i` fused in one kernel, `res_i` also reading the block input); an `output`.
std::shared_ptr<const GraphModel> functionalGraph(int ops, const OpGroupLimits& limits = {});

} // namespace ks::test
