#pragma once
// Opening a project in two halves: everything it reads and computes from the folder (toml,
// metadata, graph, module map, histories), pure and safe on any thread, and ProjectLoader,
// which runs that off the UI thread so the window never freezes while a big project opens.

#include "maps/ModuleMap.h"
#include "profile/ProfileReport.h"
#include "project/Project.h"
#include "verify/VerifyHistory.h"
#include "verify/VerifyReport.h"

#include <QObject>
#include <functional>
#include <memory>
#include <optional>

template <typename T> class QFutureWatcher;

namespace ks {

/// A project as read from its folder, ready for ProjectSession::install.
struct LoadedProject {
    Project project;
    QString text;          // the working module's text (the pristine one when read-only)
    QString textSha256;    // its UTF-8 bytes' SHA-256 in hex (what verify and profile record)
    bool readOnly = false; // no working module: the pristine one is shown
    bool restricted = false;
    ModuleMap pristineMap; // from the metadata's graph
    int mapGeneration = 0; // see ProjectSession::mapGeneration
    VerifyHistory history;
    std::optional<VerifyReport> newestVerify; // the newest run's report, when it reads
    ProfileHistory profileHistory;
    ProfileReport profile;        // the newest readable run's, or empty
    bool autosaveDiffers = false; // an autosave other than the text is there
};

/// SHA-256 in hex of `text`'s UTF-8 bytes: the module hash verify and profile reports carry.
QString textSha256(const QString& text);

/// Reads the project in `folder` (Project::load, the working text, the module map, the
/// histories). Nullopt and *error (the file at fault) on failure, or when `cancelled` says so
/// between stages (then *error is left alone). Touches no QObject: runs on any thread.
std::optional<LoadedProject> loadProject(const QString& folder, bool restricted,
                                         ProjectError* error,
                                         const std::function<bool()>& cancelled = {});

/// Runs loadProject on the thread pool and hands the result back on this object's thread.
/// One load at a time: a newer start() or cancel() drops the one under way (its result is
/// never delivered); so does destroying the loader (the worker finishes and is discarded).
class ProjectLoader : public QObject {
    Q_OBJECT
public:
    explicit ProjectLoader(QObject* parent = nullptr);
    ~ProjectLoader() override;

    void start(const QString& folder, bool restricted);
    void cancel();
    bool isLoading() const { return m_watcher != nullptr; }
    /// The folder being loaded (empty when none).
    QString folder() const { return m_folder; }

Q_SIGNALS:
    void loaded(std::shared_ptr<ks::LoadedProject> project);
    void failed(const QString& folder, const ks::ProjectError& error);

private:
    struct Result;
    QFutureWatcher<std::shared_ptr<Result>>* m_watcher = nullptr;
    QString m_folder;
};

} // namespace ks
