#pragma once
// The command line that starts the engine: a setting, so it can be any command that speaks
// the protocol (a local virtualenv, or ssh to a GPU host).

#include <QString>
#include <QStringList>

class QSettings;

namespace ks {

struct EngineCommand {
    QString program;
    QStringList arguments;

    bool isEmpty() const { return program.isEmpty(); }
    /// The command as one shell-like string (round-trips through parse()).
    QString toString() const;
    /// Splits a shell-like command string (quotes respected).
    static EngineCommand parse(const QString& command);
    /// The default engine, `<python> -m kernel_studio.server`: the project's .venv in a build
    /// tree, the virtualenv `kernel-studio setup` makes when installed
    /// (layout::defaultEnginePython).
    static EngineCommand defaultCommand();
    /// Where the command comes from, strongest first: the command line option, the KS_ENGINE
    /// environment variable, the `engine/command` setting, then the default.
    static EngineCommand resolve(const QString& commandLineValue, const QSettings* settings);
};

/// Settings key of the engine command.
inline constexpr const char* kEngineCommandSetting = "engine/command";

} // namespace ks
