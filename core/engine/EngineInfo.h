#pragma once
// What the engine reports about itself: `initialize` (EngineInfo) and `environment`.

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// One compute device the engine can use.
struct DeviceInfo {
    QString type; // "cpu" or "cuda"
    int index = 0;
    QString name;
    QString computeCapability; // cuda only, e.g. "9.0"
    qint64 totalMemory = 0;    // bytes, cuda only
    std::optional<qint64> freeMemory;
    int cores = 0; // cpu only

    /// "cpu x86_64, 2 cores" or "cuda:0 NVIDIA H100 (sm 9.0, 79.6 GiB, 78.9 GiB free)".
    QString describe() const;
};

/// The engine's answer to `initialize`.
struct EngineInfo {
    QString engineName;
    QString engineVersion;
    QString protocolVersion;
    QString torchVersion;
    QString tritonVersion; // empty when triton is not installed
    QList<DeviceInfo> devices;
    // The engine's Inductor adapter (`inductor` member): whether it was tested on the
    // installed torch's series, whether exports go ahead (`usable`: supported, or an untested
    // newer series whose self-test passed or has yet to run), the series, the series the
    // adapter supports, the self-test's result on an untested series, and the engine's
    // advice when the torch is not supported.
    bool inductorSupported = true;
    bool inductorUsable = true;
    QString inductorState; // "supported", "untested", "unsupported" (empty: an older engine)
    QString inductorSeries;
    QString inductorAdapter;
    QStringList inductorSupportedSeries;
    std::optional<bool> selfTestPassed; // untested series: nullopt until the self-test ran
    QString selfTestDetail;
    QString inductorMessage;
    // Whether the engine's workers, where model code runs, are contained (user and PID
    // namespaces: no signal of theirs reaches the engine, docs/security.md) and if not why
    // (`containment`: reason "namespaces", "off", "no-user-namespaces", "gpu-not-visible",
    // "probe-failed"; nullopt from an engine that does not say).
    std::optional<bool> contained;
    QString containmentReason;
    QString containmentMessage;

    /// One line on the containment: "contained (user and PID namespaces): ..." or
    /// "NOT contained: ..." ("not reported by this engine" from an older one).
    QString containmentText() const;

    /// One line on the torch series: "2.15, supported (adapter 2.11, 2.15)", "2.16, untested,
    /// self-test passed (...)", "2.9, NOT supported (adapter 2.11, 2.15)".
    QString seriesText() const;

    bool hasCuda() const;
    /// Short status-bar text: "torch 2.11.0 · triton 3.6.0 · NVIDIA H100".
    QString summary() const;

    /// Parses an initialize result; returns nullopt and sets *error when a field is missing.
    static std::optional<EngineInfo> fromJson(const QJsonObject& o, QString* error);
};

/// The engine's answer to `environment`: EngineInfo plus the Python side.
struct EngineEnvironment {
    EngineInfo info;
    QString pythonExecutable;
    QString pythonVersion;
    QString platform;
    bool cudaAvailable = false;
    QString cudaVersion;
    QJsonObject json; // the whole answer, for --json and members the app does not model

    static std::optional<EngineEnvironment> fromJson(const QJsonObject& o, QString* error);
    /// Aligned "key : value" lines for `kernel-studio doctor`.
    QString toText() const;
};

} // namespace ks
