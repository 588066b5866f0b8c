#include "app/EngineApi.h"

#include "app/EngineApiCall.h"
#include "project/Project.h"
#include "project/TrustStore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace ks {
namespace {
using namespace std::chrono_literals;

// Export and verify report progress at every stage; a stage can still take minutes (a big
// model's lowering, the C++ build of the kernels).
constexpr auto kExportTimeout = 600s;
constexpr auto kVerifyTimeout = 900s;
constexpr auto kProfileTimeout = 900s;
// Inspecting runs the user's model eagerly once.
constexpr auto kInspectTimeout = 120s;

QString member(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

QString local(const Workspace* ws, const QString& enginePath) {
    return ws ? ws->toLocal(enginePath) : enginePath;
}

std::optional<ExportResult> parseExport(const QJsonValue& v, const Workspace* ws, QString* error) {
    const QJsonObject o = v.toObject();
    ExportResult r;
    r.projectDir = local(ws, member(o, "project"));
    r.modulePath = local(ws, member(o, "module"));
    r.generatedPath = local(ws, member(o, "generated"));
    r.metadataPath = local(ws, member(o, "metadataFile"));
    r.projectFile = local(ws, member(o, "projectFile"));
    r.metadata = o.value(QStringLiteral("metadata")).toObject();
    // The whole answer as this side names its files.
    r.json = o;
    r.json.insert(QStringLiteral("project"), r.projectDir);
    r.json.insert(QStringLiteral("module"), r.modulePath);
    r.json.insert(QStringLiteral("generated"), r.generatedPath);
    r.json.insert(QStringLiteral("metadataFile"), r.metadataPath);
    r.json.insert(QStringLiteral("projectFile"), r.projectFile);
    for (const auto& k : o.value(QStringLiteral("kernels")).toArray())
        r.kernels << k.toString();
    if (r.projectDir.isEmpty()) {
        *error = QStringLiteral("export result: project: expected a folder path");
        return std::nullopt;
    }
    return r;
}

std::optional<ModuleProblem> parseProblem(const QJsonObject& o) {
    ModuleProblem p;
    p.line = o.value(QStringLiteral("line")).toInt();
    p.column = o.value(QStringLiteral("column")).toInt();
    const QJsonValue end = o.value(QStringLiteral("endColumn"));
    p.endColumn = end.isDouble() ? end.toInt() : -1;
    p.error = member(o, "severity") != QLatin1String("warning");
    p.message = member(o, "message");
    p.kernel = member(o, "kernel");
    return p;
}

std::optional<CheckResult> parseCheck(const QJsonValue& v, const Workspace*, QString* error) {
    const QJsonObject o = v.toObject();
    if (!o.value(QStringLiteral("problems")).isArray()) {
        *error = QStringLiteral("checkModule result: problems: expected an array");
        return std::nullopt;
    }
    CheckResult r;
    for (const auto& p : o.value(QStringLiteral("problems")).toArray())
        if (auto problem = parseProblem(p.toObject()))
            r.problems << *problem;
    r.seconds = o.value(QStringLiteral("seconds")).toDouble();
    // The map members ride along when the engine computes them with the check.
    if (o.value(QStringLiteral("kernels")).isArray() && o.contains(QStringLiteral("syntaxError"))) {
        QString why;
        r.map = ModuleMap::fromJson(o, &why);
        if (!r.map) {
            *error = why;
            return std::nullopt;
        }
    }
    return r;
}

} // namespace

QString problemPlace(const ModuleProblem& problem) {
    const QString name = QFileInfo(problem.file).fileName();
    if (problem.line <= 0)
        return name;
    const QString at = QStringLiteral("%1:%2").arg(problem.line).arg(problem.column + 1);
    return name.isEmpty() ? at : name + QLatin1Char(':') + at;
}

QList<ModuleProblem> compileProblems(const QJsonObject& report) {
    const QJsonObject compile = report.value(QStringLiteral("fault"))
                                    .toObject()
                                    .value(QStringLiteral("compile"))
                                    .toObject();
    QList<ModuleProblem> problems;
    const QString file = member(compile, "file");
    for (const auto& d : compile.value(QStringLiteral("diagnostics")).toArray()) {
        const QJsonObject o = d.toObject();
        ModuleProblem p;
        p.line = o.value(QStringLiteral("line")).toInt();
        p.column = o.value(QStringLiteral("column")).toInt();
        p.message = member(o, "message");
        p.kernel = member(o, "kernel");
        p.file = file;
        for (const auto& line : o.value(QStringLiteral("detail")).toArray())
            p.detail << line.toString();
        p.compile = true;
        problems << p;
    }
    return problems;
}

namespace {

std::optional<VerifyOutcome> parseVerify(const QJsonValue& v, const Workspace* ws, QString* error) {
    QJsonObject o = v.toObject();
    for (const char* key : {"project", "module", "reportFile", "model"})
        if (o.value(QLatin1String(key)).isString())
            o.insert(QLatin1String(key), local(ws, member(o, key)));
    VerifyOutcome r;
    r.verdict = member(o, "verdict");
    r.reason = member(o, "reason");
    r.runId = member(o, "runId");
    r.located =
        o.value(QStringLiteral("located")).toObject().value(QStringLiteral("kernel")).toString();
    // The compile errors name the module as the engine sees it.
    QJsonObject fault = o.value(QStringLiteral("fault")).toObject();
    if (QJsonObject compile = fault.value(QStringLiteral("compile")).toObject();
        compile.value(QStringLiteral("file")).isString()) {
        compile.insert(QStringLiteral("file"), local(ws, member(compile, "file")));
        fault.insert(QStringLiteral("compile"), compile);
        o.insert(QStringLiteral("fault"), fault);
    }
    r.report = o;
    r.compileErrors = compileProblems(o);
    if (r.verdict != QLatin1String("pass") && r.verdict != QLatin1String("fail") &&
        r.verdict != QLatin1String("error") && r.verdict != QLatin1String("random")) {
        *error = QStringLiteral(
                     "verify result: verdict: expected pass, fail, error or random, got \"%1\"")
                     .arg(r.verdict);
        return std::nullopt;
    }
    return r;
}

std::optional<ProfileReport> parseProfile(const QJsonValue& v, const Workspace* ws,
                                          QString* error) {
    QJsonObject o = v.toObject();
    for (const char* key : {"project", "module", "reportFile"})
        if (o.value(QLatin1String(key)).isString())
            o.insert(QLatin1String(key), local(ws, member(o, key)));
    QString why;
    auto report = ProfileReport::fromJson(o, &why);
    if (!report)
        *error = QStringLiteral("profile result: %1").arg(why);
    return report;
}

std::optional<QList<TritonApiEntry>> parseTritonApi(const QJsonValue& v, const Workspace*,
                                                    QString* error) {
    const QJsonValue entries = v.toObject().value(QStringLiteral("entries"));
    if (!entries.isArray()) {
        *error = QStringLiteral("tritonApi result: entries: expected an array");
        return std::nullopt;
    }
    QList<TritonApiEntry> out;
    for (const auto& e : entries.toArray()) {
        const QJsonObject o = e.toObject();
        out << TritonApiEntry{member(o, "name"), member(o, "kind"), member(o, "signature"),
                              member(o, "doc")};
    }
    return out;
}

std::optional<ProjectStatus> parseProjectStatus(const QJsonValue& v, const Workspace* ws,
                                                QString* error) {
    const QJsonObject o = v.toObject();
    if (!o.value(QStringLiteral("generation")).isDouble() ||
        !o.value(QStringLiteral("reasons")).isArray()) {
        *error = QStringLiteral(
            "projectStatus result: expected a generation number and a reasons array");
        return std::nullopt;
    }
    ProjectStatus s;
    s.project = local(ws, member(o, "project"));
    s.generation = o.value(QStringLiteral("generation")).toInt();
    s.stale = o.value(QStringLiteral("stale")).toBool();
    for (const auto& r : o.value(QStringLiteral("reasons")).toArray())
        s.reasons << ProjectStatus::Reason{member(r.toObject(), "what"),
                                           member(r.toObject(), "message")};
    for (const auto& g : o.value(QStringLiteral("generations")).toArray())
        s.generations << g.toObject().value(QStringLiteral("number")).toInt();
    return s;
}

} // namespace

template <typename T> QString Reply<T>::category() const {
    return error.data.toObject().value(QStringLiteral("category")).toString();
}

QJsonObject VerifyParams::toParams() const {
    QJsonObject p{{QStringLiteral("project"), project},
                  {QStringLiteral("tf32"), tf32},
                  {QStringLiteral("fp64Reference"), fp64Reference},
                  {QStringLiteral("interpreter"), interpreter}};
    if (trials)
        p.insert(QStringLiteral("trials"), *trials);
    if (seed)
        p.insert(QStringLiteral("seed"), *seed);
    if (timeoutSeconds)
        p.insert(QStringLiteral("timeoutSeconds"), *timeoutSeconds);
    if (!tolerances.isEmpty()) {
        QJsonObject t;
        for (const auto& [dtype, rtol, atol] : tolerances)
            t.insert(dtype,
                     QJsonObject{{QStringLiteral("rtol"), rtol}, {QStringLiteral("atol"), atol}});
        p.insert(QStringLiteral("tolerances"), t);
    }
    return p;
}

EngineApi::EngineApi(EngineClient& client, QObject* parent) : QObject(parent), m_client(client) {
    // A (re)started engine knows no workspace: each is opened again on its next use.
    connect(&m_client, &EngineClient::ready, this, [this] {
        for (Workspace* ws : std::as_const(m_workspaces))
            ws->reset();
    });
}

Workspace* EngineApi::workspaceFor(const QString& folder) {
    const QString key = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    Workspace*& ws = m_workspaces[key];
    if (!ws)
        ws = new Workspace(m_client, key, this);
    return ws;
}

const Workspace* EngineApi::workspace(const QString& folder) const {
    const Workspace* ws =
        m_workspaces.value(QDir::cleanPath(QFileInfo(folder).absoluteFilePath()), nullptr);
    return ws && ws->isOpen() ? ws : nullptr;
}

qint64 EngineApi::start(const QString& method, Params params, QObject* receiver, Finish onDone,
                        Progress progress, std::optional<std::chrono::milliseconds> timeout,
                        const QString& tag, std::optional<FolderUse> use) {
    if (!tag.isEmpty())
        cancelTag(tag);
    const qint64 id = ++m_nextCall;
    // Answers go through this object so the bookkeeping runs even when the receiver is gone;
    // the caller's handler then runs only if the receiver still lives.
    QPointer<QObject> target(receiver);
    const bool hasReceiver = receiver != nullptr;
    Workspace* ws = use ? workspaceFor(use->folder) : nullptr;
    InFlight call;
    call.tag = tag;
    call.finish = [this, id, onDone, target, hasReceiver, ws](const RpcResult& r) {
        const InFlight done = m_calls.take(id);
        if (!done.tag.isEmpty() && m_tagged.value(done.tag) == id)
            m_tagged.remove(done.tag);
        if (hasReceiver && !target)
            return;
        onDone(r, ws);
    };
    m_calls.insert(id, call);
    if (!tag.isEmpty())
        m_tagged.insert(tag, id);
    if (progress && hasReceiver)
        progress = [target, progress](const EngineProgress& p) {
            if (target)
                progress(p);
        };
    if (!use) {
        sendNow(id, method, params(nullptr), nullptr, false, progress, timeout);
        return id;
    }
    auto fail = [this, id](const QString& why) {
        if (m_calls.contains(id))
            m_calls.value(id).finish(
                RpcResult{{}, RpcError{rpc::kWorkspaceFailed, why, QJsonValue()}});
    };
    ws->open(use->probe, TrustStore().isTrusted(ws->folder()),
             [this, id, method, params, ws, use, progress, timeout, fail](const QString& error) {
                 if (!m_calls.contains(id))
                     return; // cancelled or replaced meanwhile
                 if (!error.isEmpty())
                     return fail(QStringLiteral("the engine could not open the folder %1: %2")
                                     .arg(ws->folder(), error));
                 ws->push(use->only, use->inputs,
                          [this, id, method, params, ws, use, progress, timeout,
                           fail](const QString& e) {
                              if (!m_calls.contains(id))
                                  return;
                              if (!e.isEmpty())
                                  return fail(QStringLiteral("sending %1 to the engine failed: %2")
                                                  .arg(ws->folder(), e));
                              sendNow(id, method, params(ws), ws, use->pull, progress, timeout);
                          });
             });
    return id;
}

void EngineApi::sendNow(qint64 id, const QString& method, const QJsonValue& params, Workspace* ws,
                        bool pull, Progress progress,
                        std::optional<std::chrono::milliseconds> timeout) {
    const qint64 request = m_client.request(
        method, params, this,
        [this, id, ws, pull](const RpcResult& r) {
            if (!m_calls.contains(id))
                return;
            if (!r.ok() || !pull || !ws)
                return m_calls.value(id).finish(r);
            ws->pull([this, id, r, ws](const QString& error) {
                if (!m_calls.contains(id))
                    return;
                if (!error.isEmpty())
                    return m_calls.value(id).finish(RpcResult{
                        {},
                        RpcError{rpc::kWorkspaceFailed,
                                 QStringLiteral("the engine finished, but its files could not be "
                                                "brought back to %1: %2")
                                     .arg(ws->folder(), error),
                                 QJsonValue()}});
                m_calls.value(id).finish(r);
            });
        },
        progress ? EngineClient::ProgressHandler(progress) : EngineClient::ProgressHandler{},
        timeout);
    m_calls[id].requestId = request;
}

void EngineApi::cancel(qint64 id) {
    if (!m_calls.contains(id))
        return;
    const InFlight& call = m_calls[id];
    if (call.requestId != 0) {
        m_client.cancel(call.requestId); // the engine answers -32800
        return;
    }
    // Still moving files: it never reaches the engine.
    call.finish(RpcResult{
        {}, RpcError{rpc::kRequestCancelled, QStringLiteral("request cancelled"), QJsonValue()}});
}

void EngineApi::cancelTag(const QString& tag) {
    const qint64 old = m_tagged.take(tag);
    if (old == 0 || !m_calls.contains(old))
        return;
    const InFlight call = m_calls.take(old);
    if (call.requestId != 0) {
        m_client.cancel(call.requestId);
        m_client.forget(call.requestId);
    }
}

namespace {

/// The project file (what tells a shared folder apart) and the files a check needs.
QString projectFile(const QString& project) {
    return project + QStringLiteral("/kernel-studio.toml");
}

bool moduleFiles(const QString& rel) {
    return rel == QLatin1String("kernel-studio.toml") ||
           (rel.startsWith(QLatin1String("generated/")) && !rel.endsWith(QLatin1String(".pt")));
}

/// A model file and the Python files beside it (a model may import its neighbours).
QStringList modelInputs(const QString& modelFile) {
    QStringList inputs{QFileInfo(modelFile).absoluteFilePath()};
    const QDir dir = QFileInfo(modelFile).absoluteDir();
    qint64 total = 0;
    for (const QFileInfo& f :
         dir.entryInfoList({QStringLiteral("*.py")}, QDir::Files, QDir::Name)) {
        total += f.size();
        if (inputs.size() >= 64 || total > 8 * 1024 * 1024)
            break;
        if (!inputs.contains(f.absoluteFilePath()))
            inputs << f.absoluteFilePath();
    }
    return inputs;
}

} // namespace

qint64 EngineApi::environment(QObject* receiver, Done<EngineEnvironment> done) {
    return call<EngineEnvironment>(
        QStringLiteral("environment"), [](const Workspace*) { return QJsonValue(); }, receiver,
        [](const QJsonValue& v, const Workspace*, QString* error) {
            return EngineEnvironment::fromJson(v.toObject(), error);
        },
        std::move(done));
}

qint64 EngineApi::inspectModel(const QString& path, QObject* receiver, Done<ModelInspection> done) {
    const QFileInfo info(path);
    FolderUse use{info.absolutePath(), info.absoluteFilePath(),
                  [](const QString&) { return false; }, modelInputs(path), false};
    return call<ModelInspection>(
        QStringLiteral("inspectModel"),
        [path](const Workspace* ws) {
            return QJsonObject{{QStringLiteral("path"), ws ? ws->toEngine(path) : path}};
        },
        receiver,
        [path](const QJsonValue& v, const Workspace*, QString* error) {
            auto m = ModelInspection::fromJson(v.toObject(), error);
            if (m)
                m->path = path;
            return m;
        },
        std::move(done), {}, kInspectTimeout, {}, use);
}

qint64 EngineApi::exportModel(const ExportSettings& settings, QObject* receiver, Progress progress,
                              Done<ExportResult> done, const QJsonObject& extra) {
    const bool hasModel = !settings.modelFile.isEmpty();
    FolderUse use{settings.outDir,
                  hasModel ? settings.modelFile : projectFile(settings.outDir),
                  {},
                  hasModel ? modelInputs(settings.modelFile) : QStringList(),
                  true};
    return call<ExportResult>(
        QStringLiteral("export"),
        [settings, extra](const Workspace* ws) {
            QJsonObject p = settings.toParams();
            if (ws && !ws->isShared() && !settings.modelFile.isEmpty()) {
                p.insert(QStringLiteral("model"), ws->toEngine(settings.modelFile));
                p.insert(QStringLiteral("out"), ws->toEngine(settings.outDir));
                p.insert(QStringLiteral("modelOrigin"), settings.modelFile);
            }
            for (auto it = extra.begin(); it != extra.end(); ++it) {
                QJsonValue v = it.value();
                // A file the engine reads is named as it sees it.
                if (ws && it.key() == QLatin1String("decompositionsFile") && v.isString())
                    v = ws->toEngine(v.toString());
                p.insert(it.key(), v);
            }
            return QJsonValue(p);
        },
        receiver, parseExport, std::move(done), std::move(progress), kExportTimeout, {}, use);
}

qint64 EngineApi::importArtifact(const QString& artifact, const QString& modelFile,
                                 const QString& outDir, QObject* receiver, Progress progress,
                                 Done<ExportResult> done) {
    FolderUse use{outDir, modelFile, {}, modelInputs(modelFile) << artifact, true};
    return call<ExportResult>(
        QStringLiteral("importArtifact"),
        [artifact, modelFile, outDir](const Workspace* ws) {
            const auto name = [ws](const QString& path) {
                return QJsonValue(ws && !ws->isShared() ? ws->toEngine(path) : path);
            };
            return QJsonValue(QJsonObject{{QStringLiteral("artifact"), name(artifact)},
                                          {QStringLiteral("model"), name(modelFile)},
                                          {QStringLiteral("out"), name(outDir)}});
        },
        receiver,
        [](const QJsonValue& v, const Workspace* ws, QString* error) {
            auto r = parseExport(v, ws, error);
            if (r)
                r->json.insert(QStringLiteral("artifact"),
                               local(ws, member(v.toObject(), "artifact")));
            return r;
        },
        std::move(done), std::move(progress), kExportTimeout, {}, use);
}

qint64 EngineApi::verify(const VerifyParams& params, QObject* receiver, Progress progress,
                         Done<VerifyOutcome> done) {
    // A remote engine verifies against a copy of the model file: the one given, else the one
    // the project records (a callable export records none).
    QString model = params.modelFile;
    if (model.isEmpty()) {
        ProjectError error;
        if (const auto settings = Project::readSettings(params.project, &error))
            model = settings->model;
    }
    if (!model.isEmpty() && !QFileInfo(model).isFile())
        model.clear(); // the engine names the missing file itself
    const bool outside = !model.isEmpty() && !QFileInfo(model).absoluteFilePath().startsWith(
                                                 params.project + QLatin1Char('/'));
    FolderUse use{params.project,
                  projectFile(params.project),
                  {},
                  outside ? modelInputs(model) : QStringList(),
                  true};
    return call<VerifyOutcome>(
        QStringLiteral("verify"),
        [params, model](const Workspace* ws) {
            QJsonObject p = params.toParams();
            if (ws && !ws->isShared()) {
                p.insert(QStringLiteral("project"), ws->toEngine(params.project));
                if (!model.isEmpty())
                    p.insert(QStringLiteral("model"), ws->toEngine(model));
            }
            return QJsonValue(p);
        },
        receiver, parseVerify, std::move(done), std::move(progress), kVerifyTimeout, {}, use);
}

QJsonObject ProfileParams::toParams() const {
    QJsonObject p{{QStringLiteral("project"), project}};
    if (warmup)
        p.insert(QStringLiteral("warmup"), *warmup);
    if (repeats)
        p.insert(QStringLiteral("repeats"), *repeats);
    if (timeoutSeconds)
        p.insert(QStringLiteral("timeoutSeconds"), *timeoutSeconds);
    return p;
}

qint64 EngineApi::profile(const ProfileParams& params, QObject* receiver, Progress progress,
                          Done<ProfileReport> done) {
    // Like verify: a remote engine gets the model file too (the sandbox builds the model).
    QString model = params.modelFile;
    if (model.isEmpty()) {
        ProjectError error;
        if (const auto settings = Project::readSettings(params.project, &error))
            model = settings->model;
    }
    if (!model.isEmpty() && !QFileInfo(model).isFile())
        model.clear();
    const bool outside = !model.isEmpty() && !QFileInfo(model).absoluteFilePath().startsWith(
                                                 params.project + QLatin1Char('/'));
    FolderUse use{params.project,
                  projectFile(params.project),
                  {},
                  outside ? modelInputs(model) : QStringList(),
                  true};
    return call<ProfileReport>(
        QStringLiteral("profile"),
        [params, model](const Workspace* ws) {
            QJsonObject p = params.toParams();
            if (ws && !ws->isShared()) {
                p.insert(QStringLiteral("project"), ws->toEngine(params.project));
                if (!model.isEmpty())
                    p.insert(QStringLiteral("model"), ws->toEngine(model));
            }
            return QJsonValue(p);
        },
        receiver, parseProfile, std::move(done), std::move(progress), kProfileTimeout, {}, use);
}

qint64 EngineApi::checkModule(const QString& project, const QString& text, QObject* receiver,
                              Done<CheckResult> done) {
    FolderUse use{project, projectFile(project), moduleFiles, {}, false};
    return call<CheckResult>(
        QStringLiteral("checkModule"),
        [project, text](const Workspace* ws) {
            return QJsonObject{{QStringLiteral("project"), ws ? ws->toEngine(project) : project},
                               {QStringLiteral("text"), text}};
        },
        receiver, parseCheck, std::move(done), {}, std::nullopt,
        QStringLiteral("checkModule:") + project, use);
}

qint64 EngineApi::moduleMap(const QString& project, const std::optional<QString>& text,
                            QObject* receiver, Done<ModuleMap> done, int generation) {
    // Without text the engine reads the working module: it must be there too.
    const QString kept = QStringLiteral("generations/%1/").arg(generation, 4, 10, QLatin1Char('0'));
    std::function<bool(const QString&)> files =
        text ? std::function<bool(const QString&)>(moduleFiles)
             : [](const QString& rel) { return !rel.endsWith(QLatin1String(".pt")); };
    if (generation > 0)
        files = [files, kept](const QString& rel) {
            return files(rel) || (rel.startsWith(kept) && !rel.endsWith(QLatin1String(".pt")));
        };
    FolderUse use{project, projectFile(project), files, {}, false};
    return call<ModuleMap>(
        QStringLiteral("moduleMap"),
        [project, text, generation](const Workspace* ws) {
            QJsonObject params{{QStringLiteral("project"), ws ? ws->toEngine(project) : project}};
            if (text)
                params.insert(QStringLiteral("text"), *text);
            if (generation > 0)
                params.insert(QStringLiteral("generation"), generation);
            return QJsonValue(params);
        },
        receiver,
        [](const QJsonValue& v, const Workspace*, QString* error) {
            return ModuleMap::fromJson(v.toObject(), error);
        },
        std::move(done), {}, std::nullopt, QStringLiteral("moduleMap:") + project, use);
}

qint64 EngineApi::kernelCompiled(const CompiledRequest& request, QObject* receiver,
                                 Progress progress, Done<CompiledKernel> done) {
    // Without text the engine reads the working module: it must be there too.
    std::function<bool(const QString&)> files =
        request.text ? std::function<bool(const QString&)>(moduleFiles)
                     : [](const QString& rel) { return !rel.endsWith(QLatin1String(".pt")); };
    FolderUse use{request.project, projectFile(request.project), files, {}, false};
    return call<CompiledKernel>(
        QStringLiteral("kernel/compiled"),
        [request](const Workspace* ws) {
            QJsonObject params{
                {QStringLiteral("project"), ws ? ws->toEngine(request.project) : request.project},
                {QStringLiteral("kernel"), request.kernel},
                {QStringLiteral("pristine"), request.pristine}};
            if (!request.stage.isEmpty())
                params.insert(QStringLiteral("stage"), request.stage);
            if (!request.target.isEmpty())
                params.insert(QStringLiteral("target"), request.target);
            if (request.text)
                params.insert(QStringLiteral("text"), *request.text);
            return QJsonValue(params);
        },
        receiver,
        [](const QJsonValue& v, const Workspace*, QString* error) {
            return CompiledKernel::fromJson(v.toObject(), error);
        },
        // Two compiles (edited and pristine) of a big kernel can take minutes on a busy machine.
        std::move(done), std::move(progress), std::chrono::milliseconds(600000),
        QStringLiteral("kernelCompiled:") + request.project, use);
}

qint64 EngineApi::moduleMapAt(const QString& project, int generation, const QString& text,
                              QObject* receiver, Done<ModuleMap> done) {
    const QString kept = QStringLiteral("generations/%1/").arg(generation, 4, 10, QLatin1Char('0'));
    FolderUse use{project,
                  projectFile(project),
                  [kept](const QString& rel) {
                      return moduleFiles(rel) ||
                             (rel.startsWith(kept) && !rel.endsWith(QLatin1String(".pt")));
                  },
                  {},
                  false};
    return call<ModuleMap>(
        QStringLiteral("moduleMap"),
        [project, text, generation](const Workspace* ws) {
            return QJsonValue(
                QJsonObject{{QStringLiteral("project"), ws ? ws->toEngine(project) : project},
                            {QStringLiteral("text"), text},
                            {QStringLiteral("generation"), generation}});
        },
        receiver,
        [](const QJsonValue& v, const Workspace*, QString* error) {
            return ModuleMap::fromJson(v.toObject(), error);
        },
        std::move(done), {}, std::nullopt, {}, use);
}

qint64 EngineApi::tritonApi(QObject* receiver, Done<QList<TritonApiEntry>> done) {
    return call<QList<TritonApiEntry>>(
        QStringLiteral("tritonApi"), [](const Workspace*) { return QJsonValue(); }, receiver,
        parseTritonApi, std::move(done));
}

qint64 EngineApi::projectStatus(const QString& project, QObject* receiver,
                                Done<ProjectStatus> done) {
    // The engine hashes the model file the project records: a remote engine needs a copy.
    QString model;
    ProjectError perr;
    if (const auto settings = Project::readSettings(project, &perr))
        model = settings->model;
    const bool outside =
        QFileInfo(model).isFile() &&
        !QFileInfo(model).absoluteFilePath().startsWith(project + QLatin1Char('/'));
    FolderUse use{project, projectFile(project),
                  [](const QString& rel) {
                      return moduleFiles(rel) || (rel.startsWith(QLatin1String("generations/")) &&
                                                  rel.endsWith(QLatin1String("generation.toml")));
                  },
                  outside ? modelInputs(model) : QStringList(), false};
    return call<ProjectStatus>(
        QStringLiteral("projectStatus"),
        [project](const Workspace* ws) {
            return QJsonValue(
                QJsonObject{{QStringLiteral("project"), ws ? ws->toEngine(project) : project}});
        },
        receiver, parseProjectStatus, std::move(done), {}, std::nullopt,
        QStringLiteral("projectStatus:") + project, use);
}

qint64 EngineApi::compilerSettings(const QString& project, bool completions, QObject* receiver,
                                   Done<CompilerSettings> done) {
    FolderUse use{project,
                  projectFile(project),
                  [](const QString& rel) {
                      return moduleFiles(rel) || rel == QLatin1String("decompositions.py");
                  },
                  {},
                  false};
    return call<CompilerSettings>(
        QStringLiteral("compilerSettings"),
        [project, completions](const Workspace* ws) {
            QJsonObject p{{QStringLiteral("project"), ws ? ws->toEngine(project) : project}};
            if (completions)
                p.insert(QStringLiteral("completions"), true);
            return QJsonValue(p);
        },
        receiver,
        [](const QJsonValue& v, const Workspace* ws, QString* error) {
            auto s = CompilerSettings::fromJson(v.toObject(), error);
            if (s) {
                s->decompositions.file = local(ws, s->decompositions.file);
                if (s->decompositions.error && !s->decompositions.error->file.isEmpty())
                    s->decompositions.error->file = local(ws, s->decompositions.error->file);
            }
            return s;
        },
        std::move(done), {}, std::nullopt, QStringLiteral("compilerSettings:") + project, use);
}

qint64 EngineApi::editDecompositions(const QString& project, const QString& op,
                                     const QString& setting, QObject* receiver,
                                     Done<DecompositionEdit> done) {
    FolderUse use{project,
                  projectFile(project),
                  [](const QString& rel) {
                      return moduleFiles(rel) || rel == QLatin1String("decompositions.py");
                  },
                  {},
                  true};
    return call<DecompositionEdit>(
        QStringLiteral("editDecompositions"),
        [project, op, setting](const Workspace* ws) {
            return QJsonValue(
                QJsonObject{{QStringLiteral("project"), ws ? ws->toEngine(project) : project},
                            {QStringLiteral("op"), op},
                            {QStringLiteral("setting"), setting}});
        },
        receiver,
        [](const QJsonValue& v, const Workspace* ws, QString* error) {
            auto e = DecompositionEdit::fromJson(v.toObject(), error);
            if (e)
                e->file = local(ws, e->file);
            return e;
        },
        std::move(done), {}, std::nullopt, {}, use);
}

template struct Reply<CompilerSettings>;
template struct Reply<DecompositionEdit>;
template struct Reply<ProjectStatus>;
template struct Reply<EngineEnvironment>;
template struct Reply<ModelInspection>;
template struct Reply<ExportResult>;
template struct Reply<VerifyOutcome>;
template struct Reply<ProfileReport>;
template struct Reply<CheckResult>;
template struct Reply<ModuleMap>;
template struct Reply<QList<TritonApiEntry>>;

} // namespace ks
