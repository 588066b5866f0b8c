// EngineApi's calls for the kernels' resources: every kernel's at once and the project's
// compile target.
#include "app/EngineApiCall.h"

#include <QJsonArray>

namespace ks {

qint64 EngineApi::kernelResources(const ResourcesRequest& request, QObject* receiver,
                                  Progress progress, Done<ProjectResources> done) {
    FolderUse use{request.project,
                  request.project + QStringLiteral("/kernel-studio.toml"),
                  [](const QString& rel) { return !rel.endsWith(QLatin1String(".pt")); },
                  {},
                  false};
    return call<ProjectResources>(
        QStringLiteral("kernel/resources"),
        [request](const Workspace* ws) {
            QJsonObject params{
                {QStringLiteral("project"), ws ? ws->toEngine(request.project) : request.project},
                {QStringLiteral("cachedOnly"), request.cachedOnly}};
            if (!request.target.isEmpty())
                params.insert(QStringLiteral("target"), request.target);
            if (!request.kernels.isEmpty())
                params.insert(QStringLiteral("kernels"),
                              QJsonArray::fromStringList(request.kernels));
            return QJsonValue(params);
        },
        receiver,
        [](const QJsonValue& v, const Workspace*, QString* error) {
            return ProjectResources::fromJson(v.toObject(), error);
        },
        // A big model's kernels on a small machine: many minutes; progress comes per kernel.
        std::move(done), std::move(progress), std::nullopt,
        QStringLiteral("kernelResources:") + request.project, use);
}

qint64 EngineApi::setCompileTarget(const QString& project, const QString& target, QObject* receiver,
                                   Done<QString> done) {
    const QString file = project + QStringLiteral("/kernel-studio.toml");
    FolderUse use{project,
                  file,
                  [](const QString& rel) { return rel == QLatin1String("kernel-studio.toml"); },
                  {},
                  true};
    return call<QString>(
        QStringLiteral("kernel/setTarget"),
        [project, target](const Workspace* ws) {
            return QJsonValue(
                QJsonObject{{QStringLiteral("project"), ws ? ws->toEngine(project) : project},
                            {QStringLiteral("target"), target}});
        },
        receiver,
        [](const QJsonValue& v, const Workspace*, QString*) {
            return std::optional<QString>(v.toObject().value(QStringLiteral("target")).toString());
        },
        std::move(done), {}, std::nullopt, {}, use);
}

} // namespace ks
