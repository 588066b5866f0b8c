#pragma once
// Reads a `torch.export.save` archive (.pt2) with no Python: libtorch's zip reader finds the
// serialized ExportedProgram, whose graph becomes a GraphModel (nodes only, no kernels).

#include "graph/GraphModel.h"

#include <QString>
#include <memory>

namespace ks {

/// Facts about the archive besides the graph.
struct Pt2Info {
    QString archiveName;   // top folder inside the zip
    QString programRecord; // record holding the serialized program, e.g. "models/model.json"
    int schemaMajor = 0;
    int schemaMinor = 0;
    QString torchVersion; // when the archive records it
};

class Pt2Reader {
public:
    /// Schema major versions of torch.export's serialized program this build understands.
    static constexpr int kMinSchemaMajor = 8;
    static constexpr int kMaxSchemaMajor = 8;

    /// Reads the graph of the archive at `path`. Returns null and fills *error naming the file
    /// and what is wrong: not a zip, no serialized program inside, unknown schema version,
    /// malformed JSON. `info` (optional) gets what was learnt even on failure.
    static std::shared_ptr<const GraphModel> read(const QString& path, QString* error,
                                                  Pt2Info* info = nullptr);

    /// A size expression as the archive stores it (sympy's srepr, e.g. `Mul(Integer(2),
    /// Symbol('s77', positive=True, integer=True))`) as people write it (`2*s77`). Text that
    /// is not srepr comes back unchanged.
    static QString sizeExpressionText(const QString& srepr);
};

} // namespace ks
