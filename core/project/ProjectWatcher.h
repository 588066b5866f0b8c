#pragma once
// Watches the files of an open project that other programs change (an editor, git, a shell):
// the model file, decompositions.py and the working module. QFileSystemWatcher on the files
// and their folders, so that a file replaced by a rename (an atomic save) stays watched; a
// change is told once the writes have settled, and only when the file's bytes changed.

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QStringList>

class QFileSystemWatcher;
class QTimer;

namespace ks {

class ProjectWatcher : public QObject {
    Q_OBJECT
public:
    explicit ProjectWatcher(QObject* parent = nullptr);

    /// Watches `files` (absolute paths; missing ones are watched for their creation),
    /// replacing the earlier ones; empty stops watching.
    void watch(const QStringList& files);
    QStringList watched() const { return m_files.keys(); }
    /// Takes `path`'s bytes now as known (a write of our own): no change is told for them.
    void acknowledge(const QString& path);

Q_SIGNALS:
    /// `path`'s bytes differ from when they were last seen (created and removed included).
    void changed(const QString& path);

private:
    void look();
    static QByteArray fingerprint(const QString& path);

    QFileSystemWatcher* m_watcher;
    QTimer* m_settle;
    QHash<QString, QByteArray> m_files; // path -> fingerprint last seen
};

} // namespace ks
