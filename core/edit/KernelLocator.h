#pragma once
// Finds kernels by name in the text of an exported module (the pristine one or the user's
// edited working copy, whose line numbers no longer match the metadata): each kernel's
// definition block and its launch statements in `call`.

#include "graph/GraphModel.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace ks {

/// Where one kernel sits in a module's text (1-based inclusive lines).
struct KernelBlock {
    QString name;
    LineRange definition;      // decorators / assignment through the end of the body
    int commentLine = 0;       // first line of the comment block just above, 0 if none
    QList<LineRange> launches; // statements in `call` that run it
    QString text;              // the definition's text (for comparing with the pristine one)

    bool found() const { return definition.isValid() || !launches.isEmpty(); }
};

class KernelLocator {
public:
    /// Locates each named kernel in `source`. Names not found get an empty block.
    static QHash<QString, KernelBlock> locate(const QString& source, const QStringList& names);
    /// Kernels of `graph` whose definition text differs between `pristine` and `working`
    /// (trailing whitespace ignored). A kernel missing from `working` counts as edited.
    static QStringList editedKernels(const GraphModel& graph, const QString& pristine,
                                     const QString& working);
    /// `working` with the definition of kernel `name` replaced by the pristine one. Returns
    /// the text unchanged and sets *error when either module lacks the definition.
    static QString revertKernel(const QString& working, const QString& pristine,
                                const QString& name, QString* error);
    /// A snapshot of `graph` whose kernel line ranges point into `source` (located by name),
    /// so the code pane can link an edited working copy.
    static std::shared_ptr<const GraphModel> remap(const std::shared_ptr<const GraphModel>& graph,
                                                   const QString& source);
};

} // namespace ks
