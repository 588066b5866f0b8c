#pragma once
// Where each kernel of a module text sits, as the engine's one module map computes it
// (`moduleMap`, docs/protocol.md): definitions, launches, edited state, regions. The app
// never locates kernels itself; it asks the engine and applies the answer.

#include "graph/GraphModel.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace ks {

/// One kernel of the metadata, located in a module text.
struct KernelLocation {
    QString name; // the metadata's (pristine) name
    QString id;   // stable identity from the fused nodes ("" for old projects)
    KernelKind kind = KernelKind::Triton;
    std::optional<LineRange> definition; // decorators / assignment through the body
    int commentLine = 0;                 // first line of the comment block above, 0 if none
    QList<LineRange> launches;           // statements in `call` that run it
    bool found = false;
    QString renamedTo;          // found through its `# kernel-id:` marker under this name
    std::optional<bool> edited; // vs the pristine module; none when there is none
};

/// A top-level stretch of the module: header, helper, kernel, call or other.
struct ModuleRegion {
    QString kind;
    QString name;
    LineRange lines;
};

struct ModuleSyntaxError {
    int line = 0;
    int column = 0;
    QString message;
};

/// An immutable answer of the engine's module map for one text.
class ModuleMap {
public:
    /// Parses a `moduleMap` result (or the map members of a `checkModule` result). Returns
    /// nullopt and sets *error naming the member at fault.
    static std::optional<ModuleMap> fromJson(const QJsonObject& json, QString* error);
    /// The map the metadata implies for the pristine module (no engine round trip).
    static ModuleMap fromGraph(const GraphModel& graph);

    const QList<KernelLocation>& kernels() const { return m_kernels; }
    const KernelLocation* kernel(const QString& name) const;
    const std::optional<LineRange>& call() const { return m_call; }
    const QList<ModuleRegion>& regions() const { return m_regions; }
    const std::optional<ModuleSyntaxError>& syntaxError() const { return m_syntaxError; }
    /// Names of kernels the engine reported as edited, in map order.
    QStringList editedKernels() const;

    /// A snapshot of `graph` whose kernel line ranges are this map's (so the code pane links
    /// an edited working copy). Kernels the map does not know keep no ranges.
    std::shared_ptr<const GraphModel> applyTo(const std::shared_ptr<const GraphModel>& graph) const;

    /// `working` with kernel `name`'s definition replaced by its definition in `pristine`
    /// (located by `pristineMap`; this map locates it in `working`). nullopt and *error when
    /// either text lacks the definition or the working text has a syntax error in it.
    std::optional<QString> revertKernel(const QString& working, const QString& pristine,
                                        const ModuleMap& pristineMap, const QString& name,
                                        QString* error) const;

private:
    QList<KernelLocation> m_kernels;
    std::optional<LineRange> m_call;
    QList<ModuleRegion> m_regions;
    std::optional<ModuleSyntaxError> m_syntaxError;
};

} // namespace ks
