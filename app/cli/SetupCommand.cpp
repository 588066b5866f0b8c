// `setup`: gives an installed Kernel Studio its engine. An engine named with --engine (or
// KS_ENGINE, or the setting) is kept in the settings and checked; else a virtualenv with the
// pinned torch and the engine wheel that ship in the package is made under the user's data
// folder (never under /usr), saying first how much it downloads.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "common/InstallLayout.h"
#include "engine/EngineCommand.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <cstdio>
#include <unistd.h>

namespace ks::cli {
namespace {

// Runs `program` with its output passed through as it comes (pip's progress included).
int runPassingThrough(const QString& program, const QStringList& arguments) {
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setInputChannelMode(QProcess::ForwardedInputChannel);
    p.start(program, arguments);
    if (!p.waitForStarted()) {
        err() << "kernel-studio setup: could not run " << program << ": " << p.errorString()
              << Qt::endl;
        return -1;
    }
    p.waitForFinished(-1);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

int setup(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Gives Kernel Studio its engine. With --engine CMD (or KS_ENGINE, or the engine/command "
        "setting) that engine is kept in the settings and checked as `doctor` does. Else a "
        "virtualenv with the pinned torch and the engine wheel of this package is made in "
        "$XDG_DATA_HOME/kernel-studio/engine; the download size is said first. Exit 0 when "
        "the engine is healthy, 2 bad input, 3 engine failure, 6 when it cannot be made "
        "(no network, no room)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    const QCommandLineOption yes(QStringLiteral("yes"),
                                 QStringLiteral("Download without asking (no terminal: needed)."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    QStringLiteral("Say what would be downloaded, and how much; "
                                                   "make nothing."));
    parser.addOptions({yes, dryRun});
    parser.addPositionalArgument(QStringLiteral("setup"), QStringLiteral("The subcommand."));
    if (!expectPositionals(parser, arguments, 1, QStringLiteral("no argument")))
        return kExitBadInput;

    QSettings settings;
    const QString named = parser.value(opts.engine).trimmed();
    if (!named.isEmpty()) {
        settings.setValue(QLatin1String(kEngineCommandSetting), named);
        settings.sync();
        out() << "Engine command saved in the settings (" << settings.fileName() << "): " << named
              << Qt::endl;
    }
    const bool configured =
        !named.isEmpty() || !qEnvironmentVariable("KS_ENGINE").isEmpty() ||
        !settings.value(QLatin1String(kEngineCommandSetting)).toString().isEmpty();
    QStringList doctorArguments{arguments.value(0), QStringLiteral("doctor")};
    if (!named.isEmpty())
        doctorArguments << QStringLiteral("--engine") << named;
    if (configured) {
        out() << "Checking the engine (kernel-studio doctor)" << Qt::endl;
        return doctor(doctorArguments);
    }

    const QString data = layout::installedDataDir();
    if (data.isEmpty()) {
        err() << "kernel-studio setup: this is a build tree; its engine is the project's .venv "
                 "(make setup), or name one with --engine"
              << Qt::endl;
        return kExitBadInput;
    }
    const QString requirements = data + QStringLiteral("/engine/requirements.txt");
    const QStringList wheels =
        QDir(data + QStringLiteral("/engine")).entryList({QStringLiteral("kernel_studio-*.whl")});
    if (wheels.isEmpty()) {
        err() << "kernel-studio setup: no engine wheel in " << data << "/engine (a broken install)"
              << Qt::endl;
        return kExitEnvironment;
    }
    const QString wheel = data + QStringLiteral("/engine/") + wheels.first();
    const QString target = layout::managedEngineDir();

    // The pins and the wheel name the engine; a virtualenv made from other ones is remade.
    QFile pins(requirements);
    if (!pins.open(QIODevice::ReadOnly)) {
        err() << "kernel-studio setup: " << requirements << ": " << pins.errorString() << Qt::endl;
        return kExitEnvironment;
    }
    const QString stamp =
        QString::fromLatin1(QCryptographicHash::hash(pins.readAll() + wheels.first().toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex());
    QFile stampFile(target + QStringLiteral("/.kernel-studio-stamp"));
    if (stampFile.open(QIODevice::ReadOnly) && QString::fromLatin1(stampFile.readAll()) == stamp) {
        out() << "The engine is set up in " << target << Qt::endl;
        return parser.isSet(dryRun) ? kExitOk : doctor(doctorArguments);
    }

    QStringList script{data + QStringLiteral("/engine/setup_engine.py"),
                       QStringLiteral("--target"),
                       target,
                       QStringLiteral("--requirements"),
                       requirements,
                       QStringLiteral("--wheel"),
                       wheel,
                       QStringLiteral("--stamp"),
                       stamp};
    if (parser.isSet(dryRun)) {
        script << QStringLiteral("--dry-run");
    } else if (parser.isSet(yes)) {
        script << QStringLiteral("--yes");
    } else if (!isatty(fileno(stdin))) {
        err() << "kernel-studio setup: no terminal to ask on; pass --yes to download" << Qt::endl;
        return kExitBadInput;
    }
    const int rc = runPassingThrough(QStringLiteral("/usr/bin/python3"), script);
    if (rc != 0)
        return rc == 2 ? kExitBadInput : rc == 130 ? kExitInterrupted : kExitEnvironment;
    if (parser.isSet(dryRun))
        return kExitOk;
    out() << "Checking the engine (kernel-studio doctor)" << Qt::endl;
    return doctor(doctorArguments);
}

} // namespace ks::cli
