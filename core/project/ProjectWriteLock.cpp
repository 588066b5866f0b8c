#include "project/ProjectWriteLock.h"

#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QThread>
#include <cerrno>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

namespace ks {
namespace {

constexpr auto kStateDir = ".kernel-studio";
constexpr auto kLockName = "writer.lock";
constexpr auto kHolderName = "writer.json";

QString statePath(const QString& folder, const char* name) {
    return QDir(folder).filePath(
        QStringLiteral("%1/%2").arg(QLatin1String(kStateDir), QLatin1String(name)));
}

bool pidAlive(qint64 pid) {
    if (pid <= 0)
        return false;
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

QString hostName() {
    return QSysInfo::machineHostName();
}

} // namespace

QString LockHolder::describe() const {
    const QString on =
        !host.isEmpty() && host != hostName() ? QStringLiteral(" on ") + host : QString();
    return QStringLiteral("`%1` (pid %2%3, since %4)")
        .arg(command.isEmpty() ? QStringLiteral("another command") : command)
        .arg(pid)
        .arg(on, since.isValid() ? since.toLocalTime().toString(QStringLiteral("HH:mm:ss"))
                                 : QStringLiteral("?"));
}

std::optional<LockHolder> ProjectWriteLock::readHolder(const QString& projectFolder) {
    QFile file(statePath(projectFolder, kHolderName));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.isEmpty())
        return std::nullopt;
    LockHolder h;
    h.pid = o.value(QStringLiteral("pid")).toInteger();
    h.host = o.value(QStringLiteral("host")).toString();
    h.command = o.value(QStringLiteral("command")).toString();
    h.since = QDateTime::fromString(o.value(QStringLiteral("since")).toString(), Qt::ISODate);
    return h;
}

std::unique_ptr<ProjectWriteLock> ProjectWriteLock::acquire(const QString& projectFolder,
                                                            const QString& command, QString* error,
                                                            QString* notice,
                                                            LockHolder* holderOut) {
    const QString folder = QFileInfo(projectFolder).absoluteFilePath();
    QDir(folder).mkpath(QLatin1String(kStateDir));
    const QByteArray lockPath = QFile::encodeName(statePath(folder, kLockName));
    const int fd = ::open(lockPath.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        if (error)
            *error =
                QStringLiteral("cannot open %1: %2")
                    .arg(QString::fromLocal8Bit(lockPath), QString::fromLocal8Bit(strerror(errno)));
        return nullptr;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        // The holder writes writer.json just after it takes the flock: wait a moment for it.
        std::optional<LockHolder> holder;
        for (int i = 0; i < 20 && !holder; ++i) {
            holder = readHolder(folder);
            if (!holder)
                QThread::msleep(50);
        }
        const LockHolder h = holder.value_or(LockHolder{});
        if (holderOut)
            *holderOut = h;
        if (error)
            *error = QStringLiteral("project %1 is being written by %2").arg(folder, h.describe());
        return nullptr;
    }
    if (const auto stale = readHolder(folder);
        stale && stale->pid != QCoreApplication::applicationPid() && notice) {
        const bool gone = stale->host != hostName() || !pidAlive(stale->pid);
        *notice = QStringLiteral("took over the lock of %1 from %2, %3")
                      .arg(folder, stale->describe(),
                           gone ? QStringLiteral("which ended without releasing it")
                                : QStringLiteral("which no longer holds it"));
    }
    const QJsonObject holder{
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
        {QStringLiteral("host"), hostName()},
        {QStringLiteral("command"), command},
        {QStringLiteral("since"), QDateTime::currentDateTime()
                                      .toOffsetFromUtc(QDateTime::currentDateTime().offsetFromUtc())
                                      .toString(Qt::ISODate)},
    };
    QString writeError;
    if (!writeFileAtomically(statePath(folder, kHolderName),
                             QJsonDocument(holder).toJson(QJsonDocument::Compact) + '\n',
                             &writeError)) {
        ::close(fd);
        if (error)
            *error = writeError;
        return nullptr;
    }
    return std::unique_ptr<ProjectWriteLock>(new ProjectWriteLock(folder, fd));
}

ProjectWriteLock::~ProjectWriteLock() {
    QFile::remove(statePath(m_folder, kHolderName));
    ::close(m_fd); // closing drops the flock
}

} // namespace ks
