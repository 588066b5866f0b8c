#pragma once
// Versions of the libraries Kernel Studio was built against (for --version and About).

#include <QList>
#include <QPair>
#include <QString>

namespace ks {

/// (name, version) of every library linked into ks_core, in a stable order.
QList<QPair<QString, QString>> dependencyVersions();

/// The libtorch version the tensor reader module was built with (the torch wheel's).
QString libtorchVersion();

} // namespace ks
