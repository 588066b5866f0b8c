#pragma once
// A kernel's readable name, in the user's terms: the module path its nodes share and what it
// does there (`layer1.0.conv1+bn1+relu`, `norm1.layer_norm`, `qkv.addmm`), for the fusion tree,
// the graph and the details; Inductor's name stays in the details and the code.

#include <QList>
#include <QString>

namespace ks {

struct GraphNode;
struct Kernel;

/// The label of `kernel` (its `nodes` index into `nodes`). At most `maxParts` parts after
/// the shared module path, then "+N more". The kernel's name when it has no nodes.
QString kernelLabel(const Kernel& kernel, const QList<GraphNode>& nodes, int maxParts = 3);

/// Labels for every kernel, made unique with " #2", " #3" in kernel order.
QStringList kernelLabels(const QList<Kernel>& kernels, const QList<GraphNode>& nodes);

} // namespace ks
