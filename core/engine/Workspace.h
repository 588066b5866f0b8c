#pragma once
// One local folder as the engine sees it (docs/protocol.md, "Workspaces"). When the engine
// reads the same files at the same paths (a local engine), the workspace is shared and
// nothing moves. When it does not (an engine started over ssh on a GPU host), the engine
// keeps a mirror of the folder under its own root and this class keeps the two in step over
// the protocol: push sends what changed here before a request, pull brings back what the
// engine wrote during it, each file checked by sha256 and renamed into place. Paths in
// requests and answers are translated between the two sides.

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>

namespace ks {

class EngineClient;

class Workspace : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(const QString& error)>;

    /// `folder`: the local folder (need not exist yet: an export creates it).
    Workspace(EngineClient& client, const QString& folder, QObject* parent = nullptr);

    /// Opens the workspace; `probeFile` is a local file the engine may see at the same path
    /// (the project file, or the model file of an export). `trusted`: whether the user trusts
    /// the folder (a mirror's code runs only then; docs/security.md). Cheap when already open
    /// with the same trust.
    void open(const QString& probeFile, bool trusted, Done done);
    bool isOpen() const { return !m_id.isEmpty(); }
    /// Forgets the engine's side (a restarted engine): the next use opens it again.
    void reset();
    bool isShared() const { return m_shared; }
    QString folder() const { return m_folder; }
    /// The folder's path on the engine's side (the folder itself when shared).
    QString engineRoot() const { return m_root; }

    /// A local path as the engine must name it: inside the folder, its place in the mirror;
    /// an outside file, its place among the pushed inputs (push it with `inputs` first).
    QString toEngine(const QString& localPath) const;
    /// An engine path as the app must name it (inverse of toEngine; other paths unchanged).
    QString toLocal(const QString& enginePath) const;
    /// `text` (an error message) with every engine path of the mirror in it named as the
    /// app names it: the user's files, never the engine's cache (unchanged when shared).
    QString localizeText(QString text) const;

    /// Sends local changes: the folder's files that differ from the mirror (only those `only`
    /// accepts, by relative path, when given; then nothing is removed) and the outside files
    /// `inputs`. A no-op when shared.
    void push(const std::function<bool(const QString&)>& only, const QStringList& inputs,
              Done done);
    /// Brings back every file the engine changed or removed since the last push, unless the
    /// same file also changed here meanwhile (that one is kept and reported). A no-op when
    /// shared.
    void pull(Done done);
    /// Files a pull kept because they changed on both sides (relative paths).
    QStringList lastConflicts() const { return m_conflicts; }

    /// The mirror's folder for outside inputs (relative to the root).
    static QString inputsFolder();

private:
    struct Entry {
        qint64 size = 0;
        QString sha256;
    };
    using Listing = QHash<QString, Entry>;

    void list(std::function<void(const Listing&, const QString& error)> done);
    void upload(QList<std::pair<QString, QString>> files, Done done); // (local, relative)
    void uploadOne(const QString& local, const QString& rel, qint64 offset, Done done);
    void download(QList<std::pair<QString, QString>> files, Done done); // (relative, sha256)
    void downloadOne(const QString& rel, const QString& sha, qint64 offset, Done done);
    QString localSha(const QString& path);
    Listing localListing(const std::function<bool(const QString&)>& only);

    EngineClient& m_client;
    QString m_folder;
    QString m_id;
    QString m_root;
    bool m_shared = false;
    bool m_trusted = false;
    Listing m_pushed; // the mirror as of the last push
    QHash<QString, std::tuple<qint64, QDateTime, QString>> m_shaCache;
    QHash<QString, QString> m_inputs; // outside local file -> relative path in the mirror
    QStringList m_conflicts;
};

} // namespace ks
