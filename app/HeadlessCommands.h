#pragma once
// The headless subcommands of `kernel-studio` (doctor, inspect, export, verify): the same core as
// the GUI, no widgets. Exit codes: 0 ok, 1 verify mismatch, 2 bad input, 3 engine failure.

#include <QStringList>

namespace ks::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitMismatch = 1; // verify: the module computes something else
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitEngineFailure = 3;
inline constexpr int kExitInterrupted = 130; // Ctrl+C: the request was cancelled

/// True when argv[1] names a headless subcommand.
bool isHeadlessCommand(const QString& name);

/// Runs a headless subcommand; `arguments` are the whole command line. Needs a
/// QCoreApplication.
int runHeadless(const QStringList& arguments);

} // namespace ks::cli
