#pragma once
// Versions of the libraries Kernel Studio was built against (for --version and About).

#include <QList>
#include <QPair>
#include <QString>

namespace ks {

/// (name, version) of every library linked into ks_core, in a stable order.
QList<QPair<QString, QString>> dependencyVersions();

/// libtorch version from the torch wheel headers (defined in TorchVersion.cpp).
QString libtorchVersion();

} // namespace ks
