#pragma once
// A model file as the engine's `inspectModel` saw it: inputs, outputs, dynamic dims.

#include "engine/JsonRpc.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

class QObject;

namespace ks {

class EngineClient;

/// Shape, dtype and device of one tensor.
struct TensorSpec {
    QList<qint64> shape;
    QList<qint64> stride;
    QString dtype;
    QString device;

    /// "float32[2, 64, 256] (cpu)".
    QString describe() const;
};

/// One dynamic dimension of one input.
struct DynamicDim {
    QString input;
    int dim = 0;
    QString name;
    std::optional<qint64> min;
    std::optional<qint64> max;
};

struct ModelInspection {
    QString path;
    QString modelClass;
    qint64 parameterCount = 0;
    QList<TensorSpec> inputs;
    QList<TensorSpec> outputs;
    QList<DynamicDim> dynamicDims;
    double seconds = 0;
    QJsonObject json; // the whole answer

    static std::optional<ModelInspection> fromJson(const QJsonObject& o, QString* error);
    /// Plain-text summary (the headless `inspect` command and the details pane).
    QString toText() const;
};

} // namespace ks
