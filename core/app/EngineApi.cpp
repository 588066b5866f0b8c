#include "app/EngineApi.h"

#include <QJsonArray>

namespace ks {
namespace {
using namespace std::chrono_literals;

// Export and verify report progress at every stage; a stage can still take minutes (a big
// model's lowering, the C++ build of the kernels).
constexpr auto kExportTimeout = 600s;
constexpr auto kVerifyTimeout = 900s;
// Inspecting runs the user's model eagerly once.
constexpr auto kInspectTimeout = 120s;

QString member(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

std::optional<ExportResult> parseExport(const QJsonValue& v, QString* error) {
    const QJsonObject o = v.toObject();
    ExportResult r;
    r.projectDir = member(o, "project");
    r.modulePath = member(o, "module");
    r.generatedPath = member(o, "generated");
    r.metadataPath = member(o, "metadataFile");
    r.projectFile = member(o, "projectFile");
    r.metadata = o.value(QStringLiteral("metadata")).toObject();
    r.json = o;
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

std::optional<CheckResult> parseCheck(const QJsonValue& v, QString* error) {
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

std::optional<VerifyOutcome> parseVerify(const QJsonValue& v, QString* error) {
    const QJsonObject o = v.toObject();
    VerifyOutcome r;
    r.verdict = member(o, "verdict");
    r.reason = member(o, "reason");
    r.runId = member(o, "runId");
    r.located =
        o.value(QStringLiteral("located")).toObject().value(QStringLiteral("kernel")).toString();
    r.report = o;
    if (r.verdict != QLatin1String("pass") && r.verdict != QLatin1String("fail") &&
        r.verdict != QLatin1String("error")) {
        *error = QStringLiteral("verify result: verdict: expected pass, fail or error, got \"%1\"")
                     .arg(r.verdict);
        return std::nullopt;
    }
    return r;
}

std::optional<QList<TritonApiEntry>> parseTritonApi(const QJsonValue& v, QString* error) {
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

EngineApi::EngineApi(EngineClient& client, QObject* parent) : QObject(parent), m_client(client) {}

qint64 EngineApi::send(const QString& method, const QJsonValue& params, QObject* receiver,
                       const std::function<void(const RpcResult&)>& onDone, Progress progress,
                       std::optional<std::chrono::milliseconds> timeout, const QString& tag) {
    if (!tag.isEmpty())
        cancelTag(tag);
    // The answer goes through this object so the tag bookkeeping runs even when the receiver
    // is gone; the caller's handler then runs only if the receiver still lives.
    QPointer<QObject> target(receiver);
    const bool hasReceiver = receiver != nullptr;
    auto idHolder = std::make_shared<qint64>(0);
    const qint64 id = m_client.request(
        method, params, this,
        [this, onDone, target, hasReceiver, tag, idHolder](const RpcResult& r) {
            if (!tag.isEmpty() && m_tagged.value(tag) == *idHolder)
                m_tagged.remove(tag);
            if (hasReceiver && !target)
                return;
            onDone(r);
        },
        progress ? EngineClient::ProgressHandler(
                       [target, hasReceiver, progress](const EngineProgress& p) {
                           if (!hasReceiver || target)
                               progress(p);
                       })
                 : EngineClient::ProgressHandler{},
        timeout);
    *idHolder = id;
    if (!tag.isEmpty())
        m_tagged.insert(tag, id);
    return id;
}

template <typename T>
qint64 EngineApi::call(const QString& method, const QJsonValue& params, QObject* receiver,
                       std::function<std::optional<T>(const QJsonValue&, QString*)> parse,
                       Done<T> done, Progress progress,
                       std::optional<std::chrono::milliseconds> timeout, const QString& tag) {
    return send(
        method, params, receiver,
        [method, parse, done](const RpcResult& r) {
            Reply<T> reply;
            if (!r.ok()) {
                reply.error = *r.error;
            } else {
                QString why;
                reply.value = parse(r.result, &why);
                if (!reply.value)
                    reply.error = RpcError{
                        rpc::kBadResult,
                        QStringLiteral("the engine's answer to %1 does not match the protocol: %2")
                            .arg(method, why),
                        {}};
            }
            done(reply);
        },
        std::move(progress), timeout, tag);
}

void EngineApi::cancel(qint64 id) {
    m_client.cancel(id);
}

void EngineApi::cancelTag(const QString& tag) {
    const qint64 old = m_tagged.take(tag);
    if (old != 0) {
        m_client.cancel(old);
        m_client.forget(old);
    }
}

qint64 EngineApi::environment(QObject* receiver, Done<EngineEnvironment> done) {
    return call<EngineEnvironment>(
        QStringLiteral("environment"), QJsonValue(), receiver,
        [](const QJsonValue& v, QString* error) {
            return EngineEnvironment::fromJson(v.toObject(), error);
        },
        std::move(done));
}

qint64 EngineApi::inspectModel(const QString& path, QObject* receiver, Done<ModelInspection> done) {
    return call<ModelInspection>(
        QStringLiteral("inspectModel"), QJsonObject{{QStringLiteral("path"), path}}, receiver,
        [](const QJsonValue& v, QString* error) {
            return ModelInspection::fromJson(v.toObject(), error);
        },
        std::move(done), {}, kInspectTimeout);
}

qint64 EngineApi::exportModel(const ExportSettings& settings, QObject* receiver, Progress progress,
                              Done<ExportResult> done) {
    return call<ExportResult>(QStringLiteral("export"), settings.toParams(), receiver, parseExport,
                              std::move(done), std::move(progress), kExportTimeout);
}

qint64 EngineApi::verify(const VerifyParams& params, QObject* receiver, Progress progress,
                         Done<VerifyOutcome> done) {
    return call<VerifyOutcome>(QStringLiteral("verify"), params.toParams(), receiver, parseVerify,
                               std::move(done), std::move(progress), kVerifyTimeout);
}

qint64 EngineApi::checkModule(const QString& project, const QString& text, QObject* receiver,
                              Done<CheckResult> done) {
    return call<CheckResult>(
        QStringLiteral("checkModule"),
        QJsonObject{{QStringLiteral("project"), project}, {QStringLiteral("text"), text}}, receiver,
        parseCheck, std::move(done), {}, std::nullopt, QStringLiteral("checkModule:") + project);
}

qint64 EngineApi::moduleMap(const QString& project, const std::optional<QString>& text,
                            QObject* receiver, Done<ModuleMap> done) {
    QJsonObject params{{QStringLiteral("project"), project}};
    if (text)
        params.insert(QStringLiteral("text"), *text);
    return call<ModuleMap>(
        QStringLiteral("moduleMap"), params, receiver,
        [](const QJsonValue& v, QString* error) {
            return ModuleMap::fromJson(v.toObject(), error);
        },
        std::move(done), {}, std::nullopt, QStringLiteral("moduleMap:") + project);
}

qint64 EngineApi::tritonApi(QObject* receiver, Done<QList<TritonApiEntry>> done) {
    return call<QList<TritonApiEntry>>(QStringLiteral("tritonApi"), QJsonValue(), receiver,
                                       parseTritonApi, std::move(done));
}

template struct Reply<EngineEnvironment>;
template struct Reply<ModelInspection>;
template struct Reply<ExportResult>;
template struct Reply<VerifyOutcome>;
template struct Reply<CheckResult>;
template struct Reply<ModuleMap>;
template struct Reply<QList<TritonApiEntry>>;

} // namespace ks
