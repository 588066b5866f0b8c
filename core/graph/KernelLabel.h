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
/// the shared module path, then "+N more". The kernel's name when it has no nodes. A kernel
/// launched once per block of a repeated stack is labelled by what one launch computes, the
/// block's index as `*` (`h.*.ln_1`, `layer1.*.conv2+bn2+relu`).
QString kernelLabel(const Kernel& kernel, const QList<GraphNode>& nodes, int maxParts = 3);

/// The module path the nodes of one launch share (`h.7.attn`; "" at the root); the kernel's
/// shared path when `launch` is out of range.
QString launchPlace(const Kernel& kernel, int launch, const QList<GraphNode>& nodes);

/// Labels for every kernel, made unique with " #2", " #3" in kernel order.
QStringList kernelLabels(const QList<Kernel>& kernels, const QList<GraphNode>& nodes);

} // namespace ks
