#pragma once
// Where an installed Kernel Studio keeps its files (the Debian package: /usr/bin,
// /usr/lib/x86_64-linux-gnu/kernel-studio, /usr/share/kernel-studio) and where it puts the user's,
// against a build tree where the binary sits in build/bin with the project's .venv as its engine.

#include <QString>

namespace ks::layout {

/// The folder of the running executable.
QString executableDir();

/// `<prefix>/share/kernel-studio` when the executable runs from an installed layout
/// (`<prefix>/bin`), else empty (a build tree).
QString installedDataDir();

/// Where the torch file reader module (ks_torch_reader) lies:
/// `<prefix>/lib/<triplet>/kernel-studio` installed, the executable's folder in a build tree.
QString moduleDir();

/// The engine virtualenv that `kernel-studio setup` makes: $XDG_DATA_HOME/kernel-studio/engine.
QString managedEngineDir();

/// The python of the default engine: the managed virtualenv's installed, the project's .venv
/// in a build tree.
QString defaultEnginePython();

} // namespace ks::layout
