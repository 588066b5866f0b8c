// Kept apart from other sources: libtorch headers are heavy and must not meet Qt's macros.
#include "common/DependencyVersions.h"

#include <torch/version.h>

namespace ks {

QString libtorchVersion() {
    return QString::fromLatin1(TORCH_VERSION);
}

} // namespace ks
