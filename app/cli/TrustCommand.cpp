// `trust`: records a folder as trusted, so that verify, profile, regenerate, ir and the IDE run
// the Python code it holds (docs/security.md, "Workspace trust"); `--list` prints the folders.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "project/TrustStore.h"

#include <QFileInfo>

namespace ks::cli {

int trust(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Trust a folder: the IDE and the commands that run a project's Python "
                       "code (verify, profile, regenerate, merge, ir) run it for this folder and "
                       "every folder under it."));
    parser.addHelpOption();
    const QCommandLineOption list(QStringLiteral("list"),
                                  QStringLiteral("Print the trusted folders."));
    parser.addOption(list);
    parser.addPositionalArgument(QStringLiteral("trust"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("The folder to trust."));
    parser.process(arguments);
    const TrustStore store;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(list) && positional.size() == 1) {
        QString error;
        const QStringList folders = store.folders(&error);
        if (!error.isEmpty()) {
            err() << "kernel-studio trust: " << error << Qt::endl;
            return kExitBadInput;
        }
        for (const QString& folder : folders)
            out() << folder << "\n";
        return kExitOk;
    }
    if (positional.size() != 2) {
        err() << "kernel-studio trust: expected one folder\n" << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo folder(positional[1]);
    if (!folder.isDir()) {
        err() << "kernel-studio trust: " << positional[1] << ": not a folder" << Qt::endl;
        return kExitBadInput;
    }
    QString error;
    if (!store.trust(folder.absoluteFilePath(), &error)) {
        err() << "kernel-studio trust: " << error << Qt::endl;
        return kExitEnvironment;
    }
    out() << "trusted " << TrustStore::canonical(folder.absoluteFilePath()) << " (recorded in "
          << store.file() << ")" << Qt::endl;
    return kExitOk;
}

} // namespace ks::cli
