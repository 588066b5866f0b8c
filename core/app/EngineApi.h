#pragma once
// The typed engine API: one call per protocol method (docs/protocol.md), each returning a
// struct, so no caller sends untyped requests or parses engine JSON. Calls may carry a tag:
// a newer call with the same tag cancels the older one and its answer is dropped, so a stale
// answer (a module map of text typed a second ago) never overwrites a newer one.

#include "app/CompiledKernel.h"
#include "app/CompilerSettings.h"
#include "app/KernelResources.h"
#include "engine/EngineClient.h"
#include "engine/EngineInfo.h"
#include "engine/Workspace.h"
#include "maps/ModuleMap.h"
#include "model/ModelInspection.h"
#include "profile/ProfileReport.h"
#include "project/ExportRequest.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <chrono>
#include <functional>
#include <optional>

namespace ks {

/// The outcome of one typed call: a value, or the engine's (or the client's) error.
template <typename T> struct Reply {
    std::optional<T> value;
    RpcError error;

    bool ok() const { return value.has_value(); }
    bool cancelled() const { return !ok() && error.code == rpc::kRequestCancelled; }
    /// The error's `data.category` ("input", "export", "lowering", ...), "" when none.
    QString category() const;
};

/// What `export` wrote.
struct ExportResult {
    QString projectDir;
    QString modulePath;    // the working copy
    QString generatedPath; // the pristine module
    QString metadataPath;
    QString projectFile;
    QStringList kernels;
    QJsonObject metadata;
    QJsonObject json; // the whole answer
};

/// One problem `checkModule` found.
struct ModuleProblem {
    int line = 0;       // 1-based, 0: no particular line
    int column = 0;     // 0-based code point offset
    int endColumn = -1; // exclusive, -1 when unknown
    bool error = true;  // false: a warning
    QString message;
    QString kernel;       // the kernel it is in or about, "" when none
    QString file;         // the module it is in (a path), "" when unknown
    QStringList detail;   // a compile error: the compiler's context and note lines
    bool compile = false; // a compile error found by verify, not by checkModule
};

/// `rms_norm.py:114:48` (the file's name, the line and the 1-based column; without them
/// when the problem has no particular line).
QString problemPlace(const ModuleProblem& problem);

/// The compile errors a verify report's fault carries (docs/protocol.md, `verify`): one
/// problem per diagnostic, `compile` set.
QList<ModuleProblem> compileProblems(const QJsonObject& report);

/// `checkModule`'s answer: problems, and the module map of the checked text when given.
struct CheckResult {
    QList<ModuleProblem> problems;
    std::optional<ModuleMap> map;
    double seconds = 0;
};

/// Parameters of `verify` (unset members: the engine's and the project's defaults).
struct VerifyParams {
    QString project;
    /// The model file the project was exported from (a remote engine gets a copy of it).
    QString modelFile;
    std::optional<int> trials;
    std::optional<int> seed;
    std::optional<int> timeoutSeconds;
    /// dtype name -> (rtol, atol), merged per dtype over the project's [verify] table.
    QList<std::tuple<QString, double, double>> tolerances;
    bool tf32 = false;
    bool fp64Reference = false;
    bool interpreter = false;

    QJsonObject toParams() const;
};

/// A verify report (docs/verification.md): the verdict and the whole JSON for the panes.
struct VerifyOutcome {
    QString verdict; // pass, fail, error
    QString reason;
    QString runId;
    QString located; // first diverging kernel, "" when none
    QJsonObject report;
    QList<ModuleProblem> compileErrors; // a kernel that does not compile (compileProblems)
};

/// Parameters of `profile` (unset members: the engine's defaults).
struct ProfileParams {
    QString project;
    /// The model file the project was exported from (a remote engine gets a copy of it).
    QString modelFile;
    std::optional<int> warmup;
    std::optional<int> repeats;
    std::optional<int> timeoutSeconds;

    QJsonObject toParams() const;
};

/// Where a project's code stands (`projectStatus`, docs/project-format.md "Staleness").
struct ProjectStatus {
    struct Reason {
        QString what; // model, engine, torch, triton
        QString message;
    };
    QString project;
    int generation = 0; // the current one (in generated/)
    bool stale = false;
    QList<Reason> reasons;
    QList<int> generations; // kept generations, oldest first
};

/// One completion entry of the installed triton (`tritonApi`).
struct TritonApiEntry {
    QString name;
    QString kind;
    QString signature;
    QString doc;
};

/// The EngineApi's calls reach files through workspaces (docs/protocol.md): a local engine
/// reads the app's folders itself, a remote one works on mirrors kept in step around each call.
class EngineApi : public QObject {
    Q_OBJECT
public:
    template <typename T> using Done = std::function<void(const Reply<T>&)>;
    using Progress = std::function<void(const EngineProgress&)>;

    explicit EngineApi(EngineClient& client, QObject* parent = nullptr);

    EngineClient& client() const { return m_client; }

    // Each call returns its id (for cancel); `done` runs once on `receiver`'s thread unless
    // `receiver` is destroyed first or a newer call with the same tag replaced it.
    qint64 environment(QObject* receiver, Done<EngineEnvironment> done);
    qint64 inspectModel(const QString& path, QObject* receiver, Done<ModelInspection> done);
    /// `extra`: members merged over the settings' params (e.g. what a regenerate changes:
    /// `inductor`, `materialize`, `decompositionsFile`).
    qint64 exportModel(const ExportSettings& settings, QObject* receiver, Progress progress,
                       Done<ExportResult> done, const QJsonObject& extra = {});
    /// `importArtifact`: a torch.compiler.precompile artifact and the model file it was
    /// captured from -> a new project at `outDir` (its generation 1 the artifact's kernels).
    /// The answer's json also has `artifact` (the project's copy) and `graphFrom`.
    qint64 importArtifact(const QString& artifact, const QString& modelFile, const QString& outDir,
                          QObject* receiver, Progress progress, Done<ExportResult> done);
    qint64 verify(const VerifyParams& params, QObject* receiver, Progress progress,
                  Done<VerifyOutcome> done);
    /// Times every kernel launch of the project's working module (and the pristine one when
    /// edited) on its example inputs (docs/profiling.md).
    qint64 profile(const ProfileParams& params, QObject* receiver, Progress progress,
                   Done<ProfileReport> done);
    /// Problems (and the module map) of `text`, the editor's contents of `project`'s working
    /// module. Tagged per project.
    qint64 checkModule(const QString& project, const QString& text, QObject* receiver,
                       Done<CheckResult> done);
    /// The module map of `text` (nullopt: the working module file). Tagged per project.
    /// `generation` (> 0): against that kept generation instead of generated/ (the one the
    /// text is based on, while generated/ may already be a newer export's).
    qint64 moduleMap(const QString& project, const std::optional<QString>& text, QObject* receiver,
                     Done<ModuleMap> done, int generation = 0);
    /// The module map of `text` against kept generation `generation` (its metadata and
    /// pristine module; docs/protocol.md). Untagged: a merge asks for several at once.
    qint64 moduleMapAt(const QString& project, int generation, const QString& text,
                       QObject* receiver, Done<ModuleMap> done);
    qint64 tritonApi(QObject* receiver, Done<QList<TritonApiEntry>> done);
    /// Whether `project` is stale and why (reads files only; no torch). Tagged per project.
    qint64 projectStatus(const QString& project, QObject* receiver, Done<ProjectStatus> done);

    /// The project's compiler settings (decompositions.py, Inductor options, materialised
    /// nodes); `completions`: with the op names the editor completes. Tagged per project.
    qint64 compilerSettings(const QString& project, bool completions, QObject* receiver,
                            Done<CompilerSettings> done);
    /// Sets how `op` is lowered in the project's decompositions.py (default, keep, decompose,
    /// custom: a stub to fill in); the engine rewrites the file.
    qint64 editDecompositions(const QString& project, const QString& op, const QString& setting,
                              QObject* receiver, Done<DecompositionEdit> done);

    /// What a kernel compiles to (its stages, line maps, resources, the pristine side and
    /// the deltas). Tagged per project: a newer request replaces an older one.
    qint64 kernelCompiled(const CompiledRequest& request, QObject* receiver, Progress progress,
                          Done<CompiledKernel> done);

    /// The resources of every kernel of a project (or of `request.kernels`), cached by the
    /// engine per kernel text; progress per kernel. Tagged per project.
    qint64 kernelResources(const ResourcesRequest& request, QObject* receiver, Progress progress,
                           Done<ProjectResources> done);
    /// Records the GPU target of the project's Triton kernels (`[compiled] target`; "" removes
    /// it); `done` gets the target recorded ("" when none).
    qint64 setCompileTarget(const QString& project, const QString& target, QObject* receiver,
                            Done<QString> done);

    /// Cancels call `id`: its `done` gets a cancelled reply (the engine stops the work).
    void cancel(qint64 id);
    /// Cancels the in-flight call of `tag` (if any) and drops its answer.
    void cancelTag(const QString& tag);
    /// The workspace of a local folder, once a call has opened it (null before).
    const Workspace* workspace(const QString& folder) const;

private:
    /// How a call reaches a local folder's files.
    struct FolderUse {
        QString folder;
        QString probe;                            // a local file the engine may share
        std::function<bool(const QString&)> only; // files of the folder it needs (null: all)
        QStringList inputs;                       // outside files it needs
        bool pull = false;                        // bring back what the engine wrote
    };
    struct InFlight {
        qint64 requestId = 0; // the engine request, once sent
        QString tag;
        std::function<void(const RpcResult&)> finish;
    };
    using Params = std::function<QJsonValue(const Workspace*)>;
    using Finish = std::function<void(const RpcResult&, const Workspace*)>;

    qint64 start(const QString& method, Params params, QObject* receiver, Finish onDone,
                 Progress progress, std::optional<std::chrono::milliseconds> timeout,
                 const QString& tag, std::optional<FolderUse> use);
    void sendNow(qint64 id, const QString& method, const QJsonValue& params, Workspace* ws,
                 bool pull, Progress progress, std::optional<std::chrono::milliseconds> timeout);
    Workspace* workspaceFor(const QString& folder);

    template <typename T>
    qint64
    call(const QString& method, Params params, QObject* receiver,
         std::function<std::optional<T>(const QJsonValue&, const Workspace*, QString*)> parse,
         Done<T> done, Progress progress = {},
         std::optional<std::chrono::milliseconds> timeout = std::nullopt, const QString& tag = {},
         std::optional<FolderUse> use = std::nullopt);

    EngineClient& m_client;
    qint64 m_nextCall = 0;
    QHash<qint64, InFlight> m_calls;
    QHash<QString, qint64> m_tagged; // tag -> call in flight
    QHash<QString, Workspace*> m_workspaces;
};

} // namespace ks
