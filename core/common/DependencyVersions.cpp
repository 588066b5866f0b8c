#include "common/DependencyVersions.h"

#include "ks/BuildInfo.h"

#include <QtGlobal>
#include <git2.h>
#include <graphviz/gvc.h>
#include <toml++/toml.h>

namespace ks {

QList<QPair<QString, QString>> dependencyVersions() {
    QList<QPair<QString, QString>> out;
    out.append({QStringLiteral("Qt"), QString::fromLatin1(qVersion())});

    GVC_t* gvc = gvContext();
    out.append({QStringLiteral("Graphviz"), QString::fromUtf8(gvcVersion(gvc))});
    gvFreeContext(gvc);

    int major = 0, minor = 0, patch = 0;
    git_libgit2_version(&major, &minor, &patch);
    out.append(
        {QStringLiteral("libgit2"), QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch)});

    out.append(
        {QStringLiteral("toml++"),
         QStringLiteral("%1.%2.%3").arg(TOML_LIB_MAJOR).arg(TOML_LIB_MINOR).arg(TOML_LIB_PATCH)});
    out.append({QStringLiteral("libtorch"), libtorchVersion()});
    return out;
}

QString libtorchVersion() {
    // The series the tensor reader module was built with; libtorch itself is loaded at run
    // time from the engine's torch (TorchLibrary), so --version starts no Python.
    return QString::fromLatin1(build::kTorchVersion);
}

} // namespace ks
