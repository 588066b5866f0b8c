#include "project/TrustStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

namespace ks {
namespace {

constexpr char kSessionVariable[] = "KS_TRUSTED_FOLDERS";

bool covers(const QString& root, const QString& path) {
    if (root.isEmpty())
        return false;
    if (path == root || root == QLatin1String("/"))
        return true;
    return path.startsWith(root + QLatin1Char('/'));
}

} // namespace

TrustStore::TrustStore(QString file) : m_file(file.isEmpty() ? defaultFile() : std::move(file)) {}

QString TrustStore::defaultFile() {
    const QString named = qEnvironmentVariable("KS_TRUST_FILE");
    if (!named.isEmpty())
        return QFileInfo(named).absoluteFilePath();
    QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.isEmpty() || !QDir::isAbsolutePath(config))
        config = QDir::homePath() + QStringLiteral("/.config");
    return config + QStringLiteral("/kernel-studio/trusted-folders.json");
}

void TrustStore::trustForThisSession(const QString& folder) {
    QStringList folders =
        qEnvironmentVariable(kSessionVariable).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    folders << canonical(folder);
    qputenv(kSessionVariable, folders.join(QLatin1Char(':')).toUtf8());
}

QString TrustStore::canonical(const QString& path) {
    // A folder an export is about to make: its nearest existing parent resolved, the rest kept.
    QString head = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QString tail;
    while (!QFileInfo::exists(head) && head != QLatin1String("/")) {
        const qsizetype cut = head.lastIndexOf(QLatin1Char('/'));
        tail = head.mid(cut) + tail;
        head = cut > 0 ? head.left(cut) : QStringLiteral("/");
    }
    const QString real = QFileInfo(head).canonicalFilePath();
    return QDir::cleanPath((real.isEmpty() ? head : real) + tail);
}

QStringList TrustStore::folders(QString* error) const {
    QFile f(m_file);
    if (!f.exists())
        return {};
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_file, f.errorString());
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject() ||
        !doc.object().value(QStringLiteral("folders")).isArray()) {
        if (error)
            *error = QStringLiteral("%1: not a trusted-folders file (%2); no folder is trusted")
                         .arg(m_file, parse.error != QJsonParseError::NoError
                                          ? parse.errorString()
                                          : QStringLiteral("expected {\"folders\": [...]}"));
        return {};
    }
    QStringList out;
    for (const QJsonValue& v : doc.object().value(QStringLiteral("folders")).toArray())
        if (v.isString() && QDir::isAbsolutePath(v.toString()))
            out << v.toString();
    return out;
}

QString TrustStore::trustedRoot(const QString& path) const {
    if (path.isEmpty())
        return {};
    const QString target = canonical(path);
    QStringList roots = folders();
    roots << qEnvironmentVariable(kSessionVariable).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    for (const QString& root : roots)
        if (covers(canonical(root), target))
            return root;
    return {};
}

bool TrustStore::trust(const QString& folder, QString* error) const {
    const QString target = canonical(folder);
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath())) {
        if (error)
            *error = QStringLiteral("%1: cannot make its folder").arg(m_file);
        return false;
    }
    // Two windows or commands trusting at once must not drop each other's folder.
    QLockFile lock(m_file + QStringLiteral(".lock"));
    lock.setStaleLockTime(10000);
    if (!lock.tryLock(10000)) {
        if (error)
            *error = QStringLiteral("%1: locked by another process").arg(m_file);
        return false;
    }
    QString readError;
    QStringList list = folders(&readError);
    if (!readError.isEmpty() && QFileInfo::exists(m_file)) {
        if (error)
            *error = readError;
        return false;
    }
    for (const QString& trusted : list)
        if (covers(canonical(trusted), target))
            return true; // already trusted, itself or through a parent: nothing to record
    list << target;
    QJsonArray array;
    for (const QString& f : list)
        array.append(f);
    QSaveFile out(m_file);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_file, out.errorString());
        return false;
    }
    out.write(QJsonDocument(
                  QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("folders"), array}})
                  .toJson());
    if (!out.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_file, out.errorString());
        return false;
    }
    return true;
}

} // namespace ks
