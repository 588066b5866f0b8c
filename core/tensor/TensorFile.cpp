// Checks the file, then hands its bytes to the libtorch module (TorchLibrary).
#include "tensor/TensorFile.h"

#include "torchlib/TorchLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <cstring>

namespace ks {

std::optional<TensorData> TensorFile::read(const QString& path, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<TensorData> {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("no such file"));
    if (!info.isFile())
        return fail(QStringLiteral("not a file"));
    // Storage bytes bound the element count well before loading: 8 bytes per element at most
    // for the dtypes read, plus the pickle and zip headers.
    const qint64 maxBytes = kMaxElements * 8 + (qint64(1) << 20);
    if (info.size() > maxBytes)
        return fail(QStringLiteral("too large (%1 MB; tensors up to %2 elements are shown)")
                        .arg(info.size() >> 20)
                        .arg(kMaxElements));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    std::vector<char> bytes(std::size_t(info.size()));
    if (file.read(bytes.data(), info.size()) != info.size())
        return fail(QStringLiteral("could not read: %1").arg(file.errorString()));
    if (bytes.size() < 4 || std::memcmp(bytes.data(), "PK\x03\x04", 4) != 0)
        return fail(QStringLiteral("not a torch.save file (not a zip archive; the legacy "
                                   "pre-1.6 format is not supported)"));

    QString why;
    const TorchReaderReadFn read = TorchLibrary::reader(&why);
    if (!read)
        return fail(QStringLiteral("cannot read tensors: %1").arg(why));
    TensorData data;
    const int result = read(bytes.data(), bytes.size(), kMaxElements, &data, &why);
    if (result == kTorchReaderTooLarge)
        return fail(QStringLiteral("too large: %1 has %2 elements (at most %3 are shown)")
                        .arg(data.shapeText())
                        .arg(data.elementCount())
                        .arg(kMaxElements));
    if (result != kTorchReaderOk)
        return fail(why);
    return data;
}

QList<TensorFilePair> TensorFile::pairsInFolder(const QString& folder) {
    static const QString expectedSuffix = QStringLiteral("_expected.pt");
    static const QString actualSuffix = QStringLiteral("_actual.pt");
    QMap<QString, TensorFilePair> pairs;
    const QDir dir(folder);
    for (const QString& file : dir.entryList({QStringLiteral("*.pt")}, QDir::Files, QDir::Name)) {
        if (file.endsWith(expectedSuffix)) {
            const QString name = file.chopped(expectedSuffix.size());
            pairs[name].name = name;
            pairs[name].expectedPath = dir.filePath(file);
        } else if (file.endsWith(actualSuffix)) {
            const QString name = file.chopped(actualSuffix.size());
            pairs[name].name = name;
            pairs[name].actualPath = dir.filePath(file);
        }
    }
    QList<TensorFilePair> result;
    for (const TensorFilePair& p : std::as_const(pairs)) {
        if (!p.expectedPath.isEmpty())
            result << p;
    }
    return result;
}

} // namespace ks
