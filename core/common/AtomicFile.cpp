#include "common/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace ks {

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error) {
    // QSaveFile writes to a temporary file in the target's folder and renames it on commit().
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    auto fail = [&](const QString& why) {
        file.cancelWriting();
        if (error)
            *error =
                QStringLiteral("%1: cannot write: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    if (!QFileInfo(path).absoluteDir().exists())
        return fail(QStringLiteral("folder does not exist"));
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(data) != data.size())
        return fail(file.errorString());
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

std::optional<QString> readTextFile(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return std::nullopt;
    }
    return QString::fromUtf8(f.readAll());
}

} // namespace ks
