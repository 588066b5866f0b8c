#pragma once
// A training project's metadata (docs/metadata.md, "Training"): the forward and the backward
// graph joined into the one graph the panes draw (the backward's saved values become edges from
// the forward nodes that computed them, its own nodes sit in a "backward" module), and what the
// partitioner saved and recomputed between them.

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// The module path the joined graph gives the backward's nodes (their own path inside it).
inline constexpr char kBackwardModule[] = "backward";

/// A value the forward saves for the backward.
struct SavedActivation {
    QString name;        // the value's name in the backward graph
    QString forwardNode; // the forward node computing it ("" when unknown)
    QString shape;       // "[8, 64]"
    QString dtype;       // "float32"
    qint64 bytes = 0;
    QString bytesExpr; // the size in the dynamic dims' names ("" when static)
    QString kind;      // "activation", "parameter", "input"
    QString input;     // a parameter or input: the model's name of it ("fc2.weight")
    QString viewOf;    // the node it is a view of ("" when none)
};

struct TrainingGradient {
    QString name; // parameter or input name
    QString kind; // "parameter", "input"
};

/// The `training` member, parsed; forward node names as the metadata spells them.
struct TrainingInfo {
    QList<SavedActivation> saved;
    qint64 savedBytes = 0; // activations only
    QStringList recomputed;
    double activationMemoryBudget = 1.0;
    QHash<QString, QString> policy; // forward node -> "save" | "recompute"
    QList<TrainingGradient> gradients;
    QString loss;
    QStringList requiresGrad; // signature.requiresGrad

    /// Parses `metadata`'s `training` and `signature.requiresGrad`; nullopt and *error naming
    /// the member at fault.
    static std::optional<TrainingInfo> fromMetadata(const QJsonObject& metadata, QString* error);
};

/// Whether `metadata` is a training project's (`mode` "train"), or an imported training step's
/// with its backward graph (`mode` "step" and `backwardNodes`).
bool isTrainingMetadata(const QJsonObject& metadata);

/// `metadata` with its `backwardNodes` joined into `nodes`: each backward node carries
/// `"graph": "backward"` and its `forwardNode`; a placeholder holding a saved forward value is
/// left out and its uses read the forward node; a backward node whose name a forward node has
/// is renamed (`mul_1_bw`) in nodes and in the backward kernels' `nodes` and `launchNodes`;
/// op nodes get the module path `backward[.<path>]`; the backward's other placeholders (the
/// outputs' gradients, `tangents_N`) read the forward's output node, so the backward is drawn
/// under the forward. Unchanged when not a training project.
/// An empty object and *error on a backward node without a name or a kernel naming an unknown
/// backward node.
QJsonObject joinTrainingGraph(const QJsonObject& metadata, QString* error);

/// Bytes as people read them: "512 B", "12.0 KiB", "3.4 MiB".
QString byteText(qint64 bytes);

} // namespace ks
