#pragma once
// A profile run (docs/profiling.md): every kernel launch of the working module (and of the
// pristine one when the working module is edited) timed on the project's example inputs,
// with bytes, FLOPs and the share of the device's roofline they reach. Read from
// `.kernel-studio/profile/<run>/profile.json`; the history lists the runs, newest first.

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ks {

/// One kernel (its launches summed per call) or one launch.
struct ProfileEntry {
    QString kernel;
    QString kind;       // "triton", "cpp", "extern" (metadata kinds)
    int launch = -1;    // the launch index (launch entries), -1 on kernel entries
    int launches = 1;   // how many launches a kernel entry sums
    int line = 0;       // the (first) launch's line in the module, 0 when unknown
    double seconds = 0; // per call
    double share = 0;   // of all launches' time, 0..1
    double bytes = 0;
    double flops = 0;
    double bandwidth = 0;      // bytes/s
    double flopsPerSecond = 0; // FLOP/s
    double roofline = -1;      // 0..1 of the attainable roof, -1 when unknown
    QString bound;             // "memory", "compute" or ""
    QString dtype;
    QStringList deviceKernels; // the GPU kernels it ran (cuBLAS, cuDNN, Triton)
    QStringList nodes;         // the graph nodes of the launch
};

/// One module's profile (working or pristine).
struct ModuleProfile {
    bool present = false;
    double runSeconds = 0;         // a whole call, not profiled (median)
    bool replayed = false;         // runSeconds is the call replayed as a CUDA graph
    double profiledRunSeconds = 0; // a whole call under the profiler
    double kernelSeconds = 0;      // the launches' sum
    double otherSeconds = 0;       // the rest of a call: launch gaps, Python, allocations
    double coverage = 0;           // kernelSeconds / runSeconds
    double outsideSeconds = 0;     // device time outside any launch (input copies, fills)
    QStringList outsideKernels;
    QList<ProfileEntry> kernels; // slowest first
    QList<ProfileEntry> launches;

    const ProfileEntry* kernel(const QString& name) const;
    /// The launches of `name` in launch order.
    QList<const ProfileEntry*> launchesOf(const QString& name) const;
    /// The largest kernel share (for heat scales), 0 when empty.
    double maxShare() const;
};

struct DevicePeaks {
    QString name;
    QString type;                 // "cuda" or "cpu"
    double bandwidth = 0;         // bytes/s
    QHash<QString, double> flops; // dtype name ("float32", "tf32", "float16") -> FLOP/s
};

struct ProfileReport {
    QString runId;
    QString timeText;
    QDateTime time;
    QString project;
    QString module;
    int generation = 0;
    QString workingSha256;
    QString method; // "torch.profiler" or "wall-clock"
    int warmup = 0;
    int repeats = 0;
    DevicePeaks device;
    QStringList edited;
    ModuleProfile working;
    ModuleProfile pristine;
    QStringList notes;
    double durationSeconds = 0;
    QString reportFile;
    QJsonObject json;

    bool isEmpty() const { return runId.isEmpty(); }
    /// Parses a report; nullopt and *error ("modules.working.kernels[3]: ...") when malformed.
    static std::optional<ProfileReport> fromJson(const QJsonObject& json, QString* error);
    /// Reads and parses `path`; *error names the file.
    static std::optional<ProfileReport> load(const QString& path, QString* error);
};

/// One line of `.kernel-studio/profile/history.jsonl`.
struct ProfileRun {
    QString runId;
    QString timeText;
    QDateTime time;
    int generation = 0;
    QString device;
    QStringList edited;
    double workingSeconds = 0;
    double pristineSeconds = -1; // -1: not profiled (unedited module)
    int kernels = 0;
    QHash<QString, double> kernelSeconds; // kernel -> seconds per call
    QString reportPath;
};

class ProfileHistory {
public:
    ProfileHistory() = default;
    explicit ProfileHistory(const QString& projectFolder);

    static QString profileFolder(const QString& projectFolder);
    static QString historyFile(const QString& projectFolder);

    /// Re-reads the file (a missing one is an empty history). Damaged lines are skipped.
    bool reload();
    QString projectFolder() const { return m_project; }
    /// Newest first.
    const QList<ProfileRun>& runs() const { return m_runs; }
    const ProfileRun* run(const QString& runId) const;
    /// The run before `runId` in time (the one to compare with), null when none.
    const ProfileRun* previousOf(const QString& runId) const;
    int skippedLines() const { return m_skipped; }
    QString error() const { return m_error; }

private:
    QString m_project;
    QList<ProfileRun> m_runs;
    int m_skipped = 0;
    QString m_error;
};

/// "812 ns", "14.2 µs", "3.05 ms", "1.20 s".
QString formatSeconds(double seconds);
/// "1.23 GB/s", "2.9 TB/s".
QString formatBandwidth(double bytesPerSecond);
/// "412 GFLOP/s", "1.2 TFLOP/s".
QString formatFlopRate(double flopsPerSecond);
/// "12.3 MB", "1.1 GB".
QString formatBytes(double bytes);

} // namespace ks
