#pragma once
// The folders the user trusts to run the Python code they hold (docs/security.md, "Workspace
// trust"): one JSON file per user, written atomically; a trusted folder trusts every folder
// under it. The engine reads the same file (kernel_studio/project/trust.py).

#include <QString>
#include <QStringList>

namespace ks {

class TrustStore {
public:
    /// The store at `file` (empty: defaultFile()).
    explicit TrustStore(QString file = {});

    /// `$KS_TRUST_FILE`, else `$XDG_CONFIG_HOME/kernel-studio/trusted-folders.json` (XDG's
    /// default `~/.config` when unset).
    static QString defaultFile();
    /// Folders trusted for this process and the engines it starts only (`--trust`): the
    /// `KS_TRUSTED_FOLDERS` variable, separated by ':'; never written to the file.
    static void trustForThisSession(const QString& folder);

    const QString& file() const { return m_file; }
    /// The trusted folders recorded in the file (canonical paths); `error` when it cannot be
    /// read or parsed (then none are trusted).
    QStringList folders(QString* error = nullptr) const;
    /// The trusted folder that covers `path` (a file or a folder: itself or a parent), "" when
    /// none. Read from the file each time: another window or command may have trusted it.
    QString trustedRoot(const QString& path) const;
    bool isTrusted(const QString& path) const { return !trustedRoot(path).isEmpty(); }
    /// Records `folder` as trusted (a lock around read-modify-write, then an atomic rename).
    bool trust(const QString& folder, QString* error = nullptr) const;

    /// `path` resolved: links followed where it exists, else made absolute and cleaned.
    static QString canonical(const QString& path);

private:
    QString m_file;
};

} // namespace ks
