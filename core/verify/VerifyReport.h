#pragma once
// One verify run's report.json (docs/verification.md) as plain data: verdict, settings, per-trial
// per-output numbers, the located kernel and every launch's status. Tensor file names are absolute.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <limits>
#include <optional>

namespace ks {

// Random: the graph draws random numbers in Inductor's kernels, so values were not compared
// (shapes, dtypes and finite values were): neither a pass nor a fail.
enum class VerifyVerdict { Pass, Fail, Error, Random };

/// "pass", "fail", "error".
QString verifyVerdictName(VerifyVerdict verdict);
/// Parses a verdict name; nullopt when unknown.
std::optional<VerifyVerdict> verifyVerdictFromName(const QString& name);

struct VerifyTensorMeta {
    QList<qint64> shape;
    QList<qint64> stride;
    QString dtype; // "float32"; empty when unknown
};

/// NaN or Inf counts of both sides; -1 when the engine did not count.
struct VerifyNonFiniteCount {
    qint64 expected = -1;
    qint64 actual = -1;
};

/// The second look of a value outside the elementwise tolerance: its RMSE against an fp64 run
/// within a bound from eager's (PyTorch's accuracy checker; for a training step's gradients the
/// bound may be widened by the rounding spread, docs/verification.md).
struct VerifyFp64 {
    bool present = false;
    bool passed = false;
    QString rule; // "accuracy checker", "rounding spread"; empty when not said
    double moduleRmse = std::numeric_limits<double>::quiet_NaN();
    double eagerRmse = std::numeric_limits<double>::quiet_NaN();
    double bound = std::numeric_limits<double>::quiet_NaN();
    QString error; // the fp64 step could not run
};

/// An output record, a located buffer's comparison (then `output` is -1), or a training step's
/// gradient or a written tensor's state after a call (`name`, `kind`, `call`).
struct VerifyComparison {
    static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

    int output = -1;
    QString name; // a gradient's ("loss", "fc1.weight", an input's); a state record's target
    QString kind; // gradients: "loss"/"parameter"/"input"; state: "buffer"/"parameter"/"input"
    int call = 0; // state: the call (1-based) after which it was compared
    bool passed = false;
    QString reason; // empty on pass
    VerifyTensorMeta expected;
    VerifyTensorMeta actual;
    double rtol = kUnknown;
    double atol = kUnknown;
    qint64 numel = -1;
    double maxAbsError = kUnknown; // NaN when unknown (null) or itself NaN ("nan")
    double maxRelError = kUnknown;
    qint64 mismatches = -1;      // -1 when unknown (shape mismatch...)
    QList<qint64> firstMismatch; // empty when none
    VerifyNonFiniteCount nan;
    VerifyNonFiniteCount inf;
    VerifyFp64 fp64;
    QString expectedFile; // absolute; empty when the engine saved none
    QString actualFile;

    bool hasFiles() const { return !expectedFile.isEmpty() && !actualFile.isEmpty(); }
};

/// Call 2 or 3 of a trial of a model that writes state: its outputs.
struct VerifyCall {
    int call = 0;
    bool passed = false;
    QList<VerifyComparison> outputs;
};

struct VerifyTrial {
    int index = 0;
    QString kind; // "example" / "random"
    QMap<QString, qint64> sizes;
    QList<VerifyTensorMeta> inputs;
    bool passed = false;
    QList<VerifyComparison> outputs;
    /// A training project: the step's loss, then every parameter's and input's gradient.
    QList<VerifyComparison> gradients;
    /// A model that writes state: each written tensor after each call, and calls 2 and 3.
    QList<VerifyComparison> state;
    QList<VerifyCall> calls;
    QStringList problems;
    double moduleSeconds = VerifyComparison::kUnknown;
    double referenceSeconds = VerifyComparison::kUnknown;
};

/// A buffer a launch wrote, compared with the node's eager value or the pristine buffer.
struct VerifyBuffer {
    QString buffer;              // the argument's text in `call`
    QString basis;               // "node", "pristine", "none"
    QString node;                // empty unless basis is "node"
    VerifyComparison comparison; // files filled from the buffer's `files`
};

/// One launch of the locate run (`kernels[]`).
struct VerifyLaunch {
    QString kernel;
    int launch = 0;
    int order = -1;
    bool passed = true;
    QString status; // "failed", "tainted", "ok", "diverged"
    bool edited = false;
    QList<VerifyBuffer> buffers;
};

/// The located launch; after a fault only kernel, fault and nodes are known.
struct VerifyLocated {
    QString kernel;
    int launch = -1;
    int order = -1;
    int trial = -1;
    QStringList nodes;
    int line = 0;  // of the launch in the working module; 0 when unknown
    QString fault; // fault kind when located by a fault
    QList<VerifyBuffer> buffers;
};

struct VerifyTiming {
    QString kernel;
    double workingSeconds = VerifyComparison::kUnknown;
    double pristineSeconds = VerifyComparison::kUnknown;
    double ratio = VerifyComparison::kUnknown; // working / pristine
    int repeats = 0;
};

struct VerifyFault {
    QString kind; // timeout, crash, load, cuda-fault, exception, ...
    QString message;
    QString kernel; // empty when not known
    int line = 0;
    std::optional<int> exitStatus;
    QString traceback;
    QStringList log;
};

struct VerifyTolerance {
    double rtol = 0;
    double atol = 0;
};

struct VerifySettings {
    int trials = 0;
    qint64 seed = 0;
    double timeoutSeconds = 0;
    QMap<QString, VerifyTolerance> tolerances; // by dtype
    bool tf32 = false;
    bool fp64Reference = false;
    bool locate = false;
    bool interpreter = false;
    bool kernelTiming = false;
    QString device; // the project's
};

struct VerifySandbox {
    bool warm = false;
    qint64 pid = 0;
    QString device; // it ran on
    bool reloaded = false;
    double loadSeconds = VerifyComparison::kUnknown;
};

struct VerifyReport {
    static constexpr int kVersion = 1;

    QString reportPath; // absolute path of report.json
    QString runFolder;  // where the report and its .pt files are
    QString runId;
    QString timeText; // as written (ISO with offset)
    QDateTime time;
    QString project; // as written by the engine (absolute where it ran)
    QString module;
    int generation = 0;   // the generation verified; 0 when the report records none
    QString moduleSha256; // the verified module text's hash; empty in older reports
    VerifyVerdict verdict = VerifyVerdict::Error;
    QString reason;
    VerifySettings settings;
    QStringList edited; // kernels whose text differs from generated/
    QStringList missing;
    VerifySandbox sandbox;
    QList<VerifyTrial> trials;
    std::optional<VerifyLocated> located;
    QStringList tainted;
    QList<VerifyLaunch> kernels;
    QList<VerifyTiming> timing;
    std::optional<VerifyFault> fault;
    QStringList notes;
    double durationSeconds = VerifyComparison::kUnknown;
    QStringList files; // absolute

    bool isEmpty() const { return runId.isEmpty(); }
    /// The located kernel's name, empty when none.
    QString locatedKernel() const { return located ? located->kernel : QString(); }
    /// Kernel names in execution order (launches, then edited kernels not launched), unique.
    QStringList kernelNames() const;
    /// "failed" (located), "tainted", "ok", or "" when the run says nothing of the kernel.
    QString kernelStatus(const QString& kernel) const;
    /// The timing of an edited kernel, null when not timed.
    const VerifyTiming* timingOf(const QString& kernel) const;
    /// One line: trials, seed, TF32, tolerances of the compared dtypes, device, interpreter.
    QString settingsText() const;

    /// Parses a report object; relative tensor file names resolve against `runFolder`. Returns
    /// nullopt and sets *error naming the member at fault.
    static std::optional<VerifyReport> fromJson(const QJsonObject& json, const QString& runFolder,
                                                QString* error);
    /// Reads and parses a report.json; errors name the file and the member.
    static std::optional<VerifyReport> read(const QString& path, QString* error);
};

} // namespace ks
