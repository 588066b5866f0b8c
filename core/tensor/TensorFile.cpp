// The one source that includes libtorch for tensors; Qt's keywords are off in core
// (QT_NO_KEYWORDS), so both can meet here.
#include "tensor/TensorFile.h"

#include <ATen/ATen.h>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <cstring>
#include <exception>
#include <string>
#include <torch/csrc/jit/serialization/pickle.h>

namespace ks {
namespace {

QString firstLine(const char* what) {
    const QString s = QString::fromUtf8(what);
    return s.section(QLatin1Char('\n'), 0, 0).trimmed();
}

QString dtypeName(at::ScalarType t) {
    switch (t) {
    case at::kFloat:
        return QStringLiteral("float32");
    case at::kHalf:
        return QStringLiteral("float16");
    case at::kBFloat16:
        return QStringLiteral("bfloat16");
    case at::kDouble:
        return QStringLiteral("float64");
    case at::kLong:
        return QStringLiteral("int64");
    case at::kInt:
        return QStringLiteral("int32");
    case at::kShort:
        return QStringLiteral("int16");
    case at::kChar:
        return QStringLiteral("int8");
    case at::kByte:
        return QStringLiteral("uint8");
    case at::kBool:
        return QStringLiteral("bool");
    default:
        return {};
    }
}

QString kindName(const c10::IValue& v) {
    if (v.isGenericDict())
        return QStringLiteral("a dict");
    if (v.isList())
        return QStringLiteral("a list");
    if (v.isTuple())
        return QStringLiteral("a tuple");
    if (v.isNone())
        return QStringLiteral("None");
    if (v.isString())
        return QStringLiteral("a string");
    if (v.isInt() || v.isDouble() || v.isBool())
        return QStringLiteral("a number");
    return QStringLiteral("a ") + QString::fromStdString(v.tagKind());
}

} // namespace

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

    at::Tensor tensor;
    try {
        const c10::IValue value = torch::jit::pickle_load(bytes);
        if (!value.isTensor())
            return fail(QStringLiteral("holds %1, not a tensor").arg(kindName(value)));
        tensor = value.toTensor();
    } catch (const std::exception& e) {
        return fail(QStringLiteral("not a readable torch.save file: %1").arg(firstLine(e.what())));
    }
    bytes = {};

    TensorData data;
    data.dtype = dtypeName(tensor.scalar_type());
    if (data.dtype.isEmpty())
        return fail(QStringLiteral("unsupported dtype %1")
                        .arg(QString::fromLatin1(c10::toString(tensor.scalar_type()))));
    if (tensor.layout() != at::kStrided || tensor.is_quantized())
        return fail(QStringLiteral("unsupported layout (only dense tensors are shown)"));
    if (!tensor.device().is_cpu())
        return fail(QStringLiteral("the tensor is on %1; save it after .cpu()")
                        .arg(QString::fromStdString(tensor.device().str())));
    for (const int64_t d : tensor.sizes())
        data.shape << qint64(d);
    if (tensor.numel() > kMaxElements)
        return fail(QStringLiteral("too large: %1 has %2 elements (at most %3 are shown)")
                        .arg(data.shapeText())
                        .arg(tensor.numel())
                        .arg(kMaxElements));
    try {
        // One pass converts the dtype and gathers a strided (non-contiguous) view in C order.
        data.values.resize(std::size_t(tensor.numel()));
        if (!data.values.empty())
            at::from_blob(data.values.data(), tensor.sizes(), at::kDouble).copy_(tensor);
    } catch (const std::exception& e) {
        return fail(QStringLiteral("could not convert the values: %1").arg(firstLine(e.what())));
    }
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
