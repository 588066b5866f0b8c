#include "project/ProjectWatcher.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSet>
#include <QTimer>

namespace ks {
namespace {
// Editors write in steps (truncate, write, rename): tell the change once they are done.
constexpr int kSettleMs = 150;
} // namespace

ProjectWatcher::ProjectWatcher(QObject* parent)
    : QObject(parent), m_watcher(new QFileSystemWatcher(this)), m_settle(new QTimer(this)) {
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &ProjectWatcher::look);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle,
            qOverload<>(&QTimer::start));
}

QByteArray ProjectWatcher::fingerprint(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {}; // missing (or unreadable)
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
}

void ProjectWatcher::watch(const QStringList& files) {
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_files.clear();
    QSet<QString> folders;
    for (const QString& file : files) {
        if (file.isEmpty())
            continue;
        const QString path = QFileInfo(file).absoluteFilePath();
        m_files.insert(path, fingerprint(path));
        folders.insert(QFileInfo(path).absolutePath());
        if (QFileInfo::exists(path))
            m_watcher->addPath(path);
    }
    for (const QString& folder : std::as_const(folders))
        if (QFileInfo::exists(folder))
            m_watcher->addPath(folder);
}

void ProjectWatcher::acknowledge(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_files.contains(absolute))
        m_files.insert(absolute, fingerprint(absolute));
}

void ProjectWatcher::look() {
    QStringList changedFiles;
    for (auto it = m_files.begin(); it != m_files.end(); ++it) {
        // A file replaced by a rename is a new file: watch it again.
        if (QFileInfo::exists(it.key()) && !m_watcher->files().contains(it.key()))
            m_watcher->addPath(it.key());
        const QByteArray now = fingerprint(it.key());
        if (now != it.value()) {
            it.value() = now;
            changedFiles << it.key();
        }
    }
    for (const QString& path : std::as_const(changedFiles))
        Q_EMIT changed(path);
}

} // namespace ks
