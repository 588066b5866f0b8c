#pragma once
// EngineApi::call, the typed request every method of EngineApi makes: in a header of its own
// so the methods can live in files by feature (EngineApi.cpp, EngineApiResources.cpp).

#include "app/EngineApi.h"
#include "engine/Workspace.h"

namespace ks {

template <typename T>
qint64 EngineApi::call(
    const QString& method, Params params, QObject* receiver,
    std::function<std::optional<T>(const QJsonValue&, const Workspace*, QString*)> parse,
    Done<T> done, Progress progress, std::optional<std::chrono::milliseconds> timeout,
    const QString& tag, std::optional<FolderUse> use) {
    return start(
        method, std::move(params), receiver,
        [method, parse, done](const RpcResult& r, const Workspace* ws) {
            Reply<T> reply;
            if (!r.ok()) {
                reply.error = *r.error;
                if (ws) { // the user's paths, never the mirror's (a remote engine's cache)
                    reply.error.message = ws->localizeText(reply.error.message);
                    if (reply.error.data.isObject()) {
                        QJsonObject data = reply.error.data.toObject();
                        for (const char* key : {"file", "hint", "log"})
                            if (data.value(QLatin1String(key)).isString())
                                data.insert(
                                    QLatin1String(key),
                                    ws->localizeText(data.value(QLatin1String(key)).toString()));
                        reply.error.data = data;
                    }
                }
            } else {
                QString why;
                reply.value = parse(r.result, ws, &why);
                if (!reply.value)
                    reply.error = RpcError{
                        rpc::kBadResult,
                        QStringLiteral("the engine's answer to %1 does not match the protocol: %2")
                            .arg(method, why),
                        {}};
            }
            done(reply);
        },
        std::move(progress), timeout, tag, std::move(use));
}

} // namespace ks
