#pragma once
// The headless subcommands of `kernel-studio` (doctor, inspect, export): the same core as the GUI,
// no widgets. Exit codes: 0 ok, 2 bad input, 3 engine failure.

#include <QStringList>

namespace ks::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitEngineFailure = 3;

/// True when argv[1] names a headless subcommand.
bool isHeadlessCommand(const QString& name);

/// Runs a headless subcommand; `arguments` are the whole command line. Needs a
/// QCoreApplication.
int runHeadless(const QStringList& arguments);

} // namespace ks::cli
