#pragma once
// Whole-file writes that never leave a half-written file: temporary file beside it + rename;
// and the whole-file read that goes with them.

#include <QByteArray>
#include <QString>
#include <optional>

namespace ks {

/// Writes `data` to `path` atomically: the bytes go to a temporary file in the same folder,
/// which is flushed and renamed over `path`. On failure the old file (if any) is untouched,
/// the temporary file is removed, and *error names the file and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error = nullptr);

/// The whole file at `path` as UTF-8 text; nullopt when it cannot be read, with *error the
/// reason (QFile's, without the path).
std::optional<QString> readTextFile(const QString& path, QString* error = nullptr);

} // namespace ks
