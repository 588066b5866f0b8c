#pragma once
// What the IDE asks the engine's `export` method for (docs/protocol.md).

#include "project/CudaGraphBuckets.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ks {

/// A dynamic dimension as the user edits it before export.
struct DynamicDimSetting {
    QString input;
    int dim = 0;
    QString name;
    qint64 min = 1;
    qint64 max = 0; // 0: unbounded
};

struct ExportSettings {
    QString modelFile; // absolute
    QString outDir;    // absolute project folder
    QString device;    // "cpu", "cuda" or "" (engine default)
    bool strict = false;
    /// A training step (forward and backward) instead of inference (`train`).
    bool train = false;
    QStringList keepOps;
    QStringList decomposeOps;
    /// Empty: the model file's own dynamic_shapes(); otherwise replaces it.
    QList<DynamicDimSetting> dynamicDims;
    bool overrideDynamicDims = false;
    /// Export the project at outDir again as its kernel-studio.toml records (`again`): only
    /// outDir and modelFile (the recorded model file, "" for callable exports) are sent, and
    /// cudaGraphBuckets when set (it replaces the recorded ones).
    bool again = false;
    /// Inductor config options ({"max_fusion_size": 8}); empty: Inductor's defaults.
    QJsonObject inductor;
    /// A decompositions.py (absolute; docs/decompositions.md) giving the decompositions in
    /// place of keepOps/decomposeOps; empty: none.
    QString decompositionsFile;
    /// Graph nodes whose values get a buffer of their own that no kernel fuses across.
    QStringList materialize;
    /// A cuda module's CUDA graph per bucket of these dims' sizes (needs triton.cudagraphs);
    /// empty: none (with `again`: the recorded ones).
    CudaGraphBuckets cudaGraphBuckets;
    /// A training step's partitioner (docs/project-format.md, "Saved activations and
    /// recomputation"): its memory budget (0..1; negative: not sent, the recorded one or 1)
    /// and forward node -> "save" | "recompute" (empty: not sent). Sent with `again` too,
    /// where they replace the recorded ones.
    double activationMemoryBudget = -1.0;
    QMap<QString, QString> recompute;

    QJsonObject toParams() const;
};

/// Parses `--recompute NODE=save|recompute` into `into`; false with `error` set when it is
/// malformed (the engine checks the node).
bool parseRecomputeOption(const QString& text, QMap<QString, QString>& into, QString& error);

/// Parses `--activation-memory-budget X` (a number from 0 to 1); false with `error` set.
bool parseMemoryBudget(const QString& text, double& into, QString& error);

/// Parses `--inductor KEY=VALUE` (VALUE true, false or an integer) into `into`; false
/// with `error` set when it is malformed (the engine checks the key).
bool parseInductorOption(const QString& text, QJsonObject& into, QString& error);

} // namespace ks
