// The tensor reader plugin: the one source that includes libtorch. It is a module of its own
// (ks_torch_reader) so that the app links only Debian's libraries and loads libtorch at run
// time from the engine's torch (TorchLibrary), and so a package need not ship torch.
#include "torchlib/TorchTensorReader.h"

#include "tensor/TensorData.h"

#include <ATen/ATen.h>
#include <exception>
#include <string>
#include <torch/csrc/jit/serialization/pickle.h>
#include <torch/version.h>

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

extern "C" {

KS_TORCH_READER_EXPORT const char* ks_torch_reader_libtorch_version() {
    return TORCH_VERSION;
}

KS_TORCH_READER_EXPORT int ks_torch_reader_read(const char* bytes, std::size_t size,
                                                long long maxElements, ks::TensorData* out,
                                                QString* why) {
    at::Tensor tensor;
    try {
        const std::vector<char> data(bytes, bytes + size);
        const c10::IValue value = torch::jit::pickle_load(data);
        if (!value.isTensor()) {
            *why = QStringLiteral("holds %1, not a tensor").arg(kindName(value));
            return ks::kTorchReaderFailed;
        }
        tensor = value.toTensor();
    } catch (const std::exception& e) {
        *why = QStringLiteral("not a readable torch.save file: %1").arg(firstLine(e.what()));
        return ks::kTorchReaderFailed;
    }
    out->dtype = dtypeName(tensor.scalar_type());
    if (out->dtype.isEmpty()) {
        *why = QStringLiteral("unsupported dtype %1")
                   .arg(QString::fromLatin1(c10::toString(tensor.scalar_type())));
        return ks::kTorchReaderFailed;
    }
    if (tensor.layout() != at::kStrided || tensor.is_quantized()) {
        *why = QStringLiteral("unsupported layout (only dense tensors are shown)");
        return ks::kTorchReaderFailed;
    }
    if (!tensor.device().is_cpu()) {
        *why = QStringLiteral("the tensor is on %1; save it after .cpu()")
                   .arg(QString::fromStdString(tensor.device().str()));
        return ks::kTorchReaderFailed;
    }
    for (const int64_t d : tensor.sizes())
        out->shape << qint64(d);
    if (tensor.numel() > maxElements)
        return ks::kTorchReaderTooLarge;
    try {
        // One pass converts the dtype and gathers a strided (non-contiguous) view in C order.
        out->values.resize(std::size_t(tensor.numel()));
        if (!out->values.empty())
            at::from_blob(out->values.data(), tensor.sizes(), at::kDouble).copy_(tensor);
    } catch (const std::exception& e) {
        *why = QStringLiteral("could not convert the values: %1").arg(firstLine(e.what()));
        return ks::kTorchReaderFailed;
    }
    return ks::kTorchReaderOk;
}

} // extern "C"
