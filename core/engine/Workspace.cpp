#include "engine/Workspace.h"

#include "common/AtomicFile.h"
#include "engine/EngineClient.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSysInfo>
#include <cstdio>

namespace ks {
namespace {

// Bytes per workspace/write or workspace/read: base64 makes a line 4/3 of it, well under the
// engine's 16 MiB line limit.
constexpr qint64 kChunk = 4 * 1024 * 1024;

bool skipped(const QString& rel) {
    // The locks belong to each side's own processes (ProjectWriteLock.h): never carried.
    return rel == QLatin1String(".kernel-studio/writer.lock") ||
           rel == QLatin1String(".kernel-studio/writer.json") ||
           rel == QLatin1String(".kernel-studio/lock") ||
           rel.startsWith(QLatin1String(".kernel-studio/autosave/")) ||
           rel.startsWith(QLatin1String(".kernel-studio/incoming/")) ||
           rel.startsWith(Workspace::inputsFolder() + QLatin1Char('/')) ||
           rel.endsWith(QLatin1String(".ks-upload")) ||
           rel.split(QLatin1Char('/')).contains(QLatin1String("__pycache__"));
}

QString fileSha(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return QString::fromLatin1(hash.result().toHex());
}

QString errorOf(const RpcResult& r) {
    return r.error ? r.error->describe() : QString();
}

} // namespace

Workspace::Workspace(EngineClient& client, const QString& folder, QObject* parent)
    : QObject(parent), m_client(client), m_folder(QDir::cleanPath(folder)) {}

QString Workspace::inputsFolder() {
    return QStringLiteral(".kernel-studio/remote/inputs");
}

void Workspace::open(const QString& probeFile, bool trusted, Done done) {
    if (isOpen() && trusted == m_trusted)
        return done(QString());
    const QJsonObject params{
        {QStringLiteral("local"), m_folder},
        {QStringLiteral("trusted"), trusted},
        {QStringLiteral("client"), QSysInfo::machineHostName()},
        {QStringLiteral("probe"), QJsonObject{{QStringLiteral("path"), probeFile},
                                              {QStringLiteral("sha256"), fileSha(probeFile)}}}};
    m_client.request(
        QStringLiteral("workspace/open"), params, this, [this, done, trusted](const RpcResult& r) {
            if (!r.ok())
                return done(errorOf(r));
            m_trusted = trusted;
            const QJsonObject o = r.result.toObject();
            m_id = o.value(QStringLiteral("workspace")).toString();
            m_root = o.value(QStringLiteral("root")).toString();
            m_shared = o.value(QStringLiteral("shared")).toBool();
            done(m_id.isEmpty() ? QStringLiteral("workspace/open: no workspace id") : QString());
        });
}

QString Workspace::toEngine(const QString& localPath) const {
    if (m_shared || m_root.isEmpty())
        return localPath;
    const QString clean = QDir::cleanPath(localPath);
    if (m_inputs.contains(clean))
        return m_root + QLatin1Char('/') + m_inputs.value(clean);
    if (clean == m_folder)
        return m_root;
    if (clean.startsWith(m_folder + QLatin1Char('/')))
        return m_root + clean.mid(m_folder.size());
    return localPath;
}

QString Workspace::toLocal(const QString& enginePath) const {
    if (m_shared || m_root.isEmpty())
        return enginePath;
    if (enginePath == m_root)
        return m_folder;
    if (!enginePath.startsWith(m_root + QLatin1Char('/')))
        return enginePath;
    const QString rel = enginePath.mid(m_root.size() + 1);
    for (auto it = m_inputs.begin(); it != m_inputs.end(); ++it)
        if (it.value() == rel)
            return it.key();
    return m_folder + QLatin1Char('/') + rel;
}

QString Workspace::localizeText(QString text) const {
    if (m_shared || m_root.isEmpty())
        return text;
    for (auto it = m_inputs.begin(); it != m_inputs.end(); ++it)
        text.replace(m_root + QLatin1Char('/') + it.value(), it.key());
    return text.replace(m_root, m_folder);
}

QString Workspace::localSha(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile())
        return QString();
    const auto cached = m_shaCache.value(path);
    if (std::get<0>(cached) == info.size() && std::get<1>(cached) == info.lastModified() &&
        !std::get<2>(cached).isEmpty())
        return std::get<2>(cached);
    const QString sha = fileSha(path);
    m_shaCache.insert(path, {info.size(), info.lastModified(), sha});
    return sha;
}

Workspace::Listing Workspace::localListing(const std::function<bool(const QString&)>& only) {
    Listing listing;
    if (!QFileInfo(m_folder).isDir())
        return listing;
    QDirIterator it(m_folder, QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = path.mid(m_folder.size() + 1);
        if (!skipped(rel) && (!only || only(rel)))
            listing.insert(rel, Entry{it.fileInfo().size(), localSha(path)});
    }
    return listing;
}

void Workspace::list(std::function<void(const Listing&, const QString&)> done) {
    m_client.request(
        QStringLiteral("workspace/list"), QJsonObject{{QStringLiteral("workspace"), m_id}}, this,
        [done](const RpcResult& r) {
            Listing listing;
            if (!r.ok())
                return done(listing, errorOf(r));
            for (const auto& v : r.result.toObject().value(QStringLiteral("files")).toArray()) {
                const QJsonObject o = v.toObject();
                listing.insert(o.value(QStringLiteral("path")).toString(),
                               Entry{o.value(QStringLiteral("size")).toInteger(),
                                     o.value(QStringLiteral("sha256")).toString()});
            }
            done(listing, QString());
        });
}

void Workspace::reset() {
    m_id.clear();
    m_root.clear();
    m_shared = false;
    m_pushed.clear();
}

void Workspace::push(const std::function<bool(const QString&)>& only, const QStringList& inputs,
                     Done done) {
    if (m_shared)
        return done(QString());
    if (!isOpen())
        return done(QStringLiteral("the workspace of %1 is not open").arg(m_folder));
    list([this, only, inputs, done](const Listing& remote, const QString& error) {
        if (!error.isEmpty())
            return done(error);
        const Listing local = localListing(only);
        QList<std::pair<QString, QString>> uploads;
        QStringList removals;
        const QStringList wanted = local.keys();
        for (const QString& rel : wanted) {
            const auto it = local.find(rel);
            if (it == local.end())
                continue;
            if (remote.value(rel).sha256 != it->sha256)
                uploads.append({m_folder + QLatin1Char('/') + rel, rel});
        }
        if (!only)
            for (auto it = remote.begin(); it != remote.end(); ++it)
                if (!local.contains(it.key()) && !skipped(it.key()))
                    removals << it.key();
        for (const QString& input : inputs) {
            const QString clean = QDir::cleanPath(QFileInfo(input).absoluteFilePath());
            const QString rel = inputsFolder() + QLatin1Char('/') + QFileInfo(clean).fileName();
            m_inputs.insert(clean, rel);
            if (remote.value(rel).sha256 != localSha(clean))
                uploads.append({clean, rel});
        }
        // The mirror as it will be once this push is through.
        Listing pushed = only ? m_pushed : Listing();
        if (!only) {
            for (auto it = remote.begin(); it != remote.end(); ++it)
                if (!removals.contains(it.key()))
                    pushed.insert(it.key(), it.value());
        }
        for (const auto& [path, rel] : uploads)
            pushed.insert(rel, Entry{QFileInfo(path).size(), localSha(path)});
        for (const QString& rel : wanted)
            if (local.contains(rel))
                pushed.insert(rel, local.value(rel));
        auto finish = [this, pushed, done](const QString& e) {
            if (e.isEmpty())
                m_pushed = pushed;
            done(e);
        };
        auto doUploads = [this, uploads, finish](const QString& e) {
            if (!e.isEmpty())
                return finish(e);
            upload(uploads, finish);
        };
        if (removals.isEmpty())
            return doUploads(QString());
        m_client.request(
            QStringLiteral("workspace/remove"),
            QJsonObject{{QStringLiteral("workspace"), m_id},
                        {QStringLiteral("paths"), QJsonArray::fromStringList(removals)}},
            this, [doUploads](const RpcResult& r) { doUploads(errorOf(r)); });
    });
}

void Workspace::upload(QList<std::pair<QString, QString>> files, Done done) {
    if (files.isEmpty())
        return done(QString());
    const auto [local, rel] = files.takeFirst();
    uploadOne(local, rel, 0, [this, files, done](const QString& error) {
        if (!error.isEmpty())
            return done(error);
        upload(files, done);
    });
}

void Workspace::uploadOne(const QString& local, const QString& rel, qint64 offset, Done done) {
    QFile f(local);
    if (!f.open(QIODevice::ReadOnly))
        return done(QStringLiteral("%1: %2").arg(local, f.errorString()));
    const qint64 size = f.size();
    f.seek(offset);
    const QByteArray chunk = f.read(kChunk);
    const bool final = offset + chunk.size() >= size;
    QJsonObject params{{QStringLiteral("workspace"), m_id},
                       {QStringLiteral("path"), rel},
                       {QStringLiteral("offset"), offset},
                       {QStringLiteral("data"), QString::fromLatin1(chunk.toBase64())},
                       {QStringLiteral("final"), final}};
    if (final)
        params.insert(QStringLiteral("sha256"), localSha(local));
    const qint64 next = offset + chunk.size();
    m_client.request(QStringLiteral("workspace/write"), params, this,
                     [this, local, rel, next, final, done](const RpcResult& r) {
                         if (!r.ok())
                             return done(QStringLiteral("sending %1: %2").arg(rel, errorOf(r)));
                         if (final)
                             return done(QString());
                         uploadOne(local, rel, next, done);
                     });
}

void Workspace::pull(Done done) {
    if (m_shared)
        return done(QString());
    if (!isOpen())
        return done(QStringLiteral("the workspace of %1 is not open").arg(m_folder));
    list([this, done](const Listing& remote, const QString& error) {
        if (!error.isEmpty())
            return done(error);
        m_conflicts.clear();
        QList<std::pair<QString, QString>> downloads; // (relative path, sha256)
        for (auto it = remote.begin(); it != remote.end(); ++it) {
            if (skipped(it.key()) || m_pushed.value(it.key()).sha256 == it->sha256)
                continue; // the engine did not touch it
            const QString path = m_folder + QLatin1Char('/') + it.key();
            const QString here = localSha(path);
            if (!here.isEmpty() && here != m_pushed.value(it.key()).sha256 && here != it->sha256) {
                m_conflicts << it.key(); // changed here too since the push: keep the user's
                continue;
            }
            if (here != it->sha256)
                downloads.append({it.key(), it->sha256});
        }
        for (auto it = m_pushed.begin(); it != m_pushed.end(); ++it) {
            if (remote.contains(it.key()) || skipped(it.key()))
                continue;
            const QString path = m_folder + QLatin1Char('/') + it.key();
            const QString here = localSha(path);
            if (here.isEmpty())
                continue;
            if (here == it->sha256)
                QFile::remove(path); // the engine removed it
            else
                m_conflicts << it.key();
        }
        download(downloads, [this, remote, done](const QString& e) {
            if (e.isEmpty())
                m_pushed = remote;
            done(e);
        });
    });
}

void Workspace::download(QList<std::pair<QString, QString>> files, Done done) {
    if (files.isEmpty())
        return done(QString());
    const auto [rel, sha] = files.takeFirst();
    downloadOne(rel, sha, 0, [this, files, done](const QString& error) {
        if (!error.isEmpty())
            return done(error);
        download(files, done);
    });
}

void Workspace::downloadOne(const QString& rel, const QString& sha, qint64 offset, Done done) {
    const QString part =
        m_folder + QStringLiteral("/.kernel-studio/incoming/") + rel + QStringLiteral(".part");
    m_client.request(
        QStringLiteral("workspace/read"),
        QJsonObject{{QStringLiteral("workspace"), m_id},
                    {QStringLiteral("path"), rel},
                    {QStringLiteral("offset"), offset},
                    {QStringLiteral("length"), kChunk}},
        this, [this, rel, sha, part, offset, done](const RpcResult& r) {
            if (!r.ok())
                return done(QStringLiteral("receiving %1: %2").arg(rel, errorOf(r)));
            const QJsonObject o = r.result.toObject();
            const QByteArray data =
                QByteArray::fromBase64(o.value(QStringLiteral("data")).toString().toLatin1());
            QDir().mkpath(QFileInfo(part).absolutePath());
            QFile f(part);
            if (!f.open(offset == 0 ? QIODevice::WriteOnly | QIODevice::Truncate
                                    : QIODevice::WriteOnly | QIODevice::Append) ||
                f.write(data) != data.size())
                return done(QStringLiteral("%1: %2").arg(part, f.errorString()));
            f.close();
            if (!o.value(QStringLiteral("eof")).toBool())
                return downloadOne(rel, sha, offset + data.size(), done);
            if (fileSha(part) != sha) {
                QFile::remove(part);
                return done(QStringLiteral("%1 changed on the engine while it was read").arg(rel));
            }
            // Whole: into place with one rename, so the folder never holds half a file.
            const QString target = m_folder + QLatin1Char('/') + rel;
            QDir().mkpath(QFileInfo(target).absolutePath());
            if (std::rename(QFile::encodeName(part).constData(),
                            QFile::encodeName(target).constData()) != 0)
                return done(QStringLiteral("cannot move %1 into place").arg(target));
            m_shaCache.remove(target);
            done(QString());
        });
}

} // namespace ks
