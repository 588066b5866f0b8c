#pragma once
// The headless subcommands of `kernel-studio` (doctor, inspect, export, verify, kernels, check,
// revert): the same core as the GUI, no widgets. Exit codes: 0 ok, 1 verify mismatch or check
// errors, 2 bad input, 3 engine failure, 130 cancelled (cli/Cli.h).

#include <QStringList>

namespace ks::cli {

/// True when argv[1] names a headless subcommand.
bool isHeadlessCommand(const QString& name);

/// When argv[1] looks like a mistyped subcommand (a bare word that is neither a command nor
/// a file or folder there): the error to print ("unknown command verfy; did you mean
/// verify?"), else "". The IDE would open on it otherwise.
QString unknownCommandError(const QString& argument);

/// Runs a headless subcommand; `arguments` are the whole command line. Needs a
/// QCoreApplication.
int runHeadless(const QStringList& arguments);

} // namespace ks::cli
