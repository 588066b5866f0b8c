#pragma once
// What steers the compiler of a project (the engine's `compilerSettings`, docs/protocol.md):
// the project's decompositions.py read as one row per op (what the model uses, what the file
// says, what Inductor does by default), the Inductor options the IDE can set, the graph
// nodes the last export materialised and its CUDA graph buckets. Parsed here so the panes get
// structs, not JSON.

#include "project/CudaGraphBuckets.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// One op of the decomposition table.
struct DecompositionRow {
    QString op;       // "aten.gelu.default"
    int count = 0;    // uses in the model
    int inGraph = 0;  // nodes left in the exported graph
    QString setting;  // default, keep, decompose, custom
    QString inductor; // decomposes, lowers, fallback, unknown
    QString function; // custom: the function in decompositions.py
    int line = 0;     // custom: its line (1-based), else 0
};

/// The project's decompositions.py and what it says.
struct Decompositions {
    QString file; // absolute
    bool exists = false;
    QString base; // the defaults the file starts from ("none", ...)
    /// The file does not load: the engine's message and where.
    struct Error {
        QString message;
        QString file;
        int line = 0;
    };
    std::optional<Error> error;
    QList<DecompositionRow> rows;

    const DecompositionRow* row(const QString& op) const;
};

/// One Inductor option the IDE offers.
struct InductorOption {
    QString key;
    QString type; // int, bool
    QJsonValue defaultValue;
    QJsonValue value; // null: the default
    QString description;
    bool cudaOnly = false;
    QString refused; // a training project: why its export refuses the option (empty: takes it)

    /// The value in effect (the set one, else the default).
    QJsonValue effective() const {
        return value.isNull() || value.isUndefined() ? defaultValue : value;
    }
};

/// A dynamic dim of the generation (what CUDA graph buckets are given for).
struct DynamicDimRange {
    QString name;
    std::optional<qint64> min; // nullopt: not said
    std::optional<qint64> max; // nullopt: unbounded
};

struct CompilerSettings {
    int generation = 0;
    QString device;
    Decompositions decompositions;
    QList<InductorOption> inductor;
    QStringList materialize;
    CudaGraphBuckets cudaGraphBuckets; // the generation's; empty: none (or an older engine)
    QList<DynamicDimRange> dynamicDims;
    QStringList completions; // op names for the editor (asked for with completions: true)

    const InductorOption* option(const QString& key) const;
    /// Parses the answer; nullopt and *error naming the member that does not fit.
    static std::optional<CompilerSettings> fromJson(const QJsonObject& o, QString* error);
};

/// The answer of `editDecompositions`: where to open the file.
struct DecompositionEdit {
    QString file;
    int line = 0;
    bool created = false;
    bool changed = false;

    static std::optional<DecompositionEdit> fromJson(const QJsonObject& o, QString* error);
};

/// The settings a row may take, in the order the editors offer them.
QStringList decompositionSettings();

} // namespace ks
