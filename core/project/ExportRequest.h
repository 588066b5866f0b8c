#pragma once
// What the IDE asks the engine's `export` method for (docs/protocol.md), and the request.

#include "engine/EngineClient.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

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
    QStringList keepOps;
    QStringList decomposeOps;
    /// Empty: the model file's own dynamic_shapes(); otherwise replaces it.
    QList<DynamicDimSetting> dynamicDims;
    bool overrideDynamicDims = false;

    QJsonObject toParams() const;
};

/// Outcome of an export: the project folder on success, or the engine's error.
struct ExportOutcome {
    bool ok = false;
    bool cancelled = false;
    QString projectDir;
    QString error; // describe() of the engine's error
};

/// Sends `export`; `onProgress` gets each stage, `onDone` the outcome. Returns the request id
/// (for EngineClient::cancel). Long: the inactivity timeout is 10 minutes.
qint64 requestExport(EngineClient& engine, const ExportSettings& settings, QObject* receiver,
                     std::function<void(const EngineProgress&)> onProgress,
                     std::function<void(const ExportOutcome&)> onDone);

} // namespace ks
