#pragma once
// One writer per project (docs/project-format.md, "The IDE's state"): the lock every command
// that writes a project holds while it runs (regenerate, merge, revert here; export, verify
// and profile in the engine, engine/kernel_studio/project/writer_lock.py, which takes it the
// same way). .kernel-studio/writer.lock is held with an exclusive flock, which the system
// drops when its holder dies; .kernel-studio/writer.json names the holder (pid, host,
// command, since), written atomically and removed on release. A writer.json found by the
// next holder was left by a dead one: its lock is taken over with a notice.

#include <QDateTime>
#include <QString>
#include <memory>
#include <optional>

namespace ks {

/// Who holds a project's writer lock.
struct LockHolder {
    qint64 pid = 0;
    QString host;
    QString command;
    QDateTime since;
    /// "`kernel-studio regenerate` (pid 1234, since 10:02:11)".
    QString describe() const;
};

class ProjectWriteLock {
public:
    ~ProjectWriteLock();
    ProjectWriteLock(const ProjectWriteLock&) = delete;
    ProjectWriteLock& operator=(const ProjectWriteLock&) = delete;

    /// Takes the writer lock of `projectFolder` for `command` ("kernel-studio regenerate").
    /// Returns null when another process (or another command of this one) holds it, with
    /// *error "project DIR is being written by `...` (pid N, since T)" and *holder filled.
    /// *notice says whose lock was taken over when a dead holder left one.
    static std::unique_ptr<ProjectWriteLock> acquire(const QString& projectFolder,
                                                     const QString& command, QString* error,
                                                     QString* notice = nullptr,
                                                     LockHolder* holder = nullptr);

    /// The holder named in the project's writer.json, if any.
    static std::optional<LockHolder> readHolder(const QString& projectFolder);

    const QString& folder() const { return m_folder; }

private:
    ProjectWriteLock(QString folder, int fd) : m_folder(std::move(folder)), m_fd(fd) {}
    QString m_folder;
    int m_fd = -1;
};

} // namespace ks
