#pragma once
// Folds a module level that would draw too many boxes (a functional model's thousands of ops at
// the root, a forward calling functional ops directly) into synthetic groups: runs of
// consecutive ops in graph order, named by their range ("ops 1-100"), that the module tree
// holds like nn.Modules, so that they collapse, expand and link to kernels the same way.

#include <QHash>
#include <QList>
#include <QString>

namespace ks {

struct GraphNode;
struct Kernel;
struct ModuleNode;

struct OpGroupLimits {
    /// A module drawing more boxes than this directly (ops, inputs, outputs, child modules)
    /// has its ops folded into groups; so has a level of groups, into groups of groups.
    int foldAbove = 300;
    /// Ops per group. A cut moves (up to half a group either way) to where no kernel's nodes
    /// (no launch's, for a kernel launched once per block) lie on both sides of it, so that a
    /// fusion group sits in one box.
    int groupOps = 100;
};

/// The name of the group holding ops `first` to `last` of a module (1-based, inclusive):
/// "ops 1-100". It is part of the module path, which keys the user's expanded set: the same
/// graph gives the same names, and an edit leaves the groups before it as they were.
QString opGroupName(int first, int last);

/// Adds the groups to `modules` (after the existing ones, parents before children, marked
/// `synthetic`) and moves the ops, and the state they consume first, into them: `nodeModule`
/// and the modules' `nodes`, `children`, `totalNodes` are updated, `moduleIndex` gets the new
/// paths. `successors`: each node's consumers; `kernels` (nodes resolved): for the cuts.
void foldOpGroups(const QList<GraphNode>& nodes, const QList<QList<int>>& successors,
                  const QList<Kernel>& kernels, QList<ModuleNode>& modules,
                  QHash<QString, int>& moduleIndex, QList<int>& nodeModule,
                  const OpGroupLimits& limits = {});

} // namespace ks
