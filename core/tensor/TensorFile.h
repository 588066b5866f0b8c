#pragma once
// Reads a tensor that Python's `torch.save(tensor, path)` wrote (the verification engine's
// expected/actual .pt files) through libtorch, with no Python. The header is libtorch-free.

#include "tensor/TensorData.h"

#include <QList>
#include <QString>
#include <optional>

namespace ks {

/// An output's (or buffer's) pair of files in a verify run folder: `<name>_expected.pt` and
/// `<name>_actual.pt`.
struct TensorFilePair {
    QString name; // e.g. "trial0_output0"
    QString expectedPath;
    QString actualPath; // empty when only the expected file is there
};

class TensorFile {
public:
    /// Tensors with more elements than this are refused (the values are held as doubles).
    static constexpr qint64 kMaxElements = qint64(64) * 1024 * 1024;

    /// Reads the tensor in `path`. Returns nullopt and fills *error, naming the file and what is
    /// wrong: missing, not a torch.save file, holds something other than a tensor, unsupported
    /// dtype or layout, too large.
    static std::optional<TensorData> read(const QString& path, QString* error);

    /// The expected/actual pairs in `folder`, sorted by name.
    static QList<TensorFilePair> pairsInFolder(const QString& folder);
};

} // namespace ks
