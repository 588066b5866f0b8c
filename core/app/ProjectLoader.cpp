#include "app/ProjectLoader.h"

#include "common/AtomicFile.h"
#include "merge/ProjectMerge.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>

namespace ks {

QString textSha256(const QString& text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

std::optional<LoadedProject> loadProject(const QString& folder, bool restricted,
                                         ProjectError* error,
                                         const std::function<bool()>& cancelled) {
    auto stop = [&cancelled] { return cancelled && cancelled(); };
    auto project = Project::load(folder, error);
    if (!project || stop())
        return std::nullopt;
    LoadedProject loaded;
    loaded.project = std::move(*project);
    const Project& p = loaded.project;
    const QString working = p.workingModulePath();
    if (QFileInfo::exists(working)) {
        QString why;
        auto text = readTextFile(working, &why);
        if (!text) {
            if (error)
                *error = ProjectError{working, 0, 0, QStringLiteral("cannot read: %1").arg(why)};
            return std::nullopt;
        }
        loaded.text = std::move(*text);
    } else {
        // Nothing of the user's to edit: the pristine module, read-only.
        loaded.text = p.generatedSource();
        loaded.readOnly = true;
    }
    loaded.textSha256 = textSha256(loaded.text);
    loaded.restricted = restricted;
    loaded.pristineMap = ModuleMap::fromGraph(*p.graph());
    if (stop())
        return std::nullopt;
    if (!loaded.readOnly) {
        // Edited means changed from the generation the working copy is based on; that
        // generation's kept folder is what the engine compares with.
        const auto base = workingBase(p, loaded.text, nullptr);
        if (base && QFileInfo::exists(QStringLiteral("%1/generations/%2/metadata.json")
                                          .arg(p.folder())
                                          .arg(base->generation, 4, 10, QLatin1Char('0'))))
            loaded.mapGeneration = base->generation;
    }
    loaded.history = VerifyHistory(p.folder());
    if (!loaded.history.runs().isEmpty()) // the Verify pane shows it (a big one reads slowly)
        loaded.newestVerify = VerifyReport::read(loaded.history.runs().first().reportPath, nullptr);
    if (stop())
        return std::nullopt;
    loaded.profileHistory = ProfileHistory(p.folder());
    // The newest run that can be read (a damaged report is skipped, not fatal).
    for (const ProfileRun& run : loaded.profileHistory.runs())
        if (auto report = ProfileReport::load(run.reportPath, nullptr)) {
            loaded.profile = std::move(*report);
            break;
        }
    if (!loaded.readOnly && !restricted) {
        const QString autosave = p.stateDir() + QStringLiteral("/autosave/") +
                                 QFileInfo(p.workingModulePath()).fileName();
        loaded.autosaveDiffers =
            QFileInfo::exists(autosave) && readTextFile(autosave, nullptr) != loaded.text;
    }
    return loaded;
}

struct ProjectLoader::Result {
    std::shared_ptr<LoadedProject> project;
    ProjectError error;
};

ProjectLoader::ProjectLoader(QObject* parent) : QObject(parent) {}

ProjectLoader::~ProjectLoader() {
    cancel();
}

void ProjectLoader::start(const QString& folder, bool restricted) {
    cancel();
    m_folder = folder;
    // The worker owns its promise and its inputs; nothing of this object reaches it, so a
    // loader destroyed meanwhile leaves it nothing to touch.
    auto promise = std::make_shared<QPromise<std::shared_ptr<Result>>>();
    m_watcher = new QFutureWatcher<std::shared_ptr<Result>>(this);
    auto* watcher = m_watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_watcher || watcher->isCanceled())
            return; // superseded or cancelled: dropped
        m_watcher = nullptr;
        const QString loadedFolder = std::exchange(m_folder, QString());
        const std::shared_ptr<Result> result = watcher->result();
        if (result->project)
            Q_EMIT loaded(result->project);
        else
            Q_EMIT failed(loadedFolder, result->error);
    });
    promise->start();
    watcher->setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, folder, restricted] {
        auto result = std::make_shared<Result>();
        auto project = loadProject(folder, restricted, &result->error,
                                   [&promise] { return promise->isCanceled(); });
        if (project)
            result->project = std::make_shared<LoadedProject>(std::move(*project));
        if (!promise->isCanceled())
            promise->addResult(std::move(result));
        promise->finish();
    });
}

void ProjectLoader::cancel() {
    if (!m_watcher)
        return;
    QFutureWatcher<std::shared_ptr<Result>>* watcher = std::exchange(m_watcher, nullptr);
    m_folder.clear();
    watcher->disconnect(this);
    watcher->cancel(); // the worker stops at its next stage
    watcher->deleteLater();
}

} // namespace ks
