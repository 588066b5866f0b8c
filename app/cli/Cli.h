#pragma once
// What every headless subcommand shares: exit codes, output streams, the common options, the
// engine started for one command, Ctrl+C handling, and the exit code an engine error maps to.

#include "app/EngineApi.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QTextStream>
#include <functional>

namespace ks::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitMismatch = 1; // verify: the module computes something else; check: errors
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitEngineFailure = 3;
// The machine cannot do it now: a full disk, no GPU for a cuda project, a tool missing.
inline constexpr int kExitEnvironment = 6;
// Another command is writing the project (its writer lock): nothing was changed.
inline constexpr int kExitBusy = 7;
// The project's folder is not trusted: its code was not run (docs/security.md).
inline constexpr int kExitUntrusted = 8;
// verify: the graph draws random numbers in Inductor's kernels: values were not compared.
inline constexpr int kExitRandom = 9;
inline constexpr int kExitInterrupted = 130; // Ctrl+C: the request was cancelled

QTextStream& out();
QTextStream& err();

/// Options every subcommand takes: --engine, --json, --verbose, --timeout.
struct CommonOptions {
    QCommandLineOption engine{
        QStringLiteral("engine"),
        QStringLiteral("Engine command (default: the KS_ENGINE variable, "
                       "the engine/command setting, or the project's .venv)."),
        QStringLiteral("command")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print the result as JSON.")};
    QCommandLineOption verbose{QStringLiteral("verbose"),
                               QStringLiteral("Print the engine's log to stderr.")};
    QCommandLineOption timeout{QStringLiteral("timeout"),
                               QStringLiteral("Seconds to wait for the engine (default 120)."),
                               QStringLiteral("seconds"), QStringLiteral("120")};

    void addTo(QCommandLineParser& p) { p.addOptions({engine, json, verbose, timeout}); }
};

/// Starts the engine and runs `work` once it is ready; returns the exit code `work` passes to
/// `finish` (kExitEngineFailure when the engine fails first).
int withEngine(const QCommandLineParser& parser, const CommonOptions& opts,
               const std::function<void(EngineApi&, std::function<void(int)> finish)>& work);

/// Catches Ctrl+C from the start of a command (also while the engine starts).
void catchInterrupt();
/// Ctrl+C (caught by catchInterrupt) cancels request `id` in the engine; it answers -32800
/// and writes nothing. An interrupt that came before the request cancels it at once.
void cancelOnInterrupt(EngineApi& api, qint64 id, const QString& command);

/// Ctrl+C (caught by catchInterrupt) runs `cancel` once, while `owner` lives.
void onInterrupt(QObject& owner, const QString& command, std::function<void()> cancel);

/// The exit code for an engine error: 130 cancelled, 8 untrusted, 7 busy (another command
/// writes the project), 6 environment, 2 bad input (invalid params, or a
/// method failure of category `input`, or one of `badInputCategories`), else 3.
int exitCodeFor(const RpcError& error, const QStringList& badInputCategories = {});

/// Parses the command line; prints an error with the help and returns false when the
/// positional arguments are not `count` (the subcommand included).
bool expectPositionals(QCommandLineParser& parser, const QStringList& arguments, int count,
                       const QString& what);

/// The project folder named on the command line, or an error (exit 2) when it has no
/// kernel-studio.toml.
bool checkProjectFolder(const QString& command, const QString& path, QString* absolute);

/// `--trust`, for the commands that run a project's code: trust its folder for this command
/// (and the engine it starts) only.
QCommandLineOption trustOption();
/// Whether `command` may run the code of project `folder`: its folder is trusted (the user's
/// trust store, docs/security.md) or `--trust` was given. Otherwise prints why and how to
/// trust it; the command then exits with kExitUntrusted.
bool checkTrusted(const QCommandLineParser& parser, const QString& command, const QString& folder);
/// Records `folder` as trusted before a command creates a project in it (an export, an
/// import: the user's own act); prints a warning when the store cannot be written.
void trustCreatedProject(const QString& command, const QString& folder);

/// The project status of `folder` (`status`, and `doctor DIR`): `done` gets 0 when it is
/// up to date, 1 when it has something to do (with the report as JSON and as text), 2/3 on
/// errors (already printed; empty report).
using StatusDone = std::function<void(int code, const QJsonObject& json, const QString& text)>;
void projectStatusReport(EngineApi& api, const QString& folder, StatusDone done);

} // namespace ks::cli
