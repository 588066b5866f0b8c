#include "HeadlessCommands.h"

#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QFileInfo>
#include <algorithm>
#include <functional>
#include <map>
#include <vector>

namespace ks::cli {
namespace {

const std::map<QString, std::function<int(const QStringList&)>>& commands() {
    static const std::map<QString, std::function<int(const QStringList&)>> table{
        {QStringLiteral("doctor"), doctor},
        {QStringLiteral("inspect"), inspect},
        {QStringLiteral("export"), exportModel},
        {QStringLiteral("import"), importArtifact},
        {QStringLiteral("verify"), verifyProject},
        {QStringLiteral("profile"), profileProject},
        {QStringLiteral("kernels"), kernels},
        {QStringLiteral("check"), check},
        {QStringLiteral("revert"), revert},
        {QStringLiteral("regenerate"), regenerate},
        {QStringLiteral("merge"), merge},
        {QStringLiteral("diff"), diffGenerations},
        {QStringLiteral("status"), projectStatus},
        {QStringLiteral("ir"), kernelIr},
        {QStringLiteral("setup"), setup},
        {QStringLiteral("trust"), trust},
        {QStringLiteral("resources"), kernelResources}};
    return table;
}

// Edits (insert, delete, change a letter) between a and b.
qsizetype editDistance(const QString& a, const QString& b) {
    std::vector<qsizetype> row(size_t(b.size()) + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[size_t(j)] = j;
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype above = row[size_t(j)];
            row[size_t(j)] = std::min(
                {above + 1, row[size_t(j - 1)] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[size_t(b.size())];
}

} // namespace

QString unknownCommandError(const QString& argument) {
    // Paths (a model file, a project folder, an archive) open in the IDE, as do options.
    if (argument.isEmpty() || argument.startsWith(QLatin1Char('-')) || commands().count(argument) ||
        QFileInfo::exists(argument) || argument.contains(QLatin1Char('/')) ||
        argument.contains(QLatin1Char('.')))
        return {};
    QString nearest;
    qsizetype best = 3; // more edits than two: no guess
    for (const auto& [name, run] : commands()) {
        const qsizetype d = editDistance(argument.toLower(), name);
        if (d < best) {
            best = d;
            nearest = name;
        }
    }
    QString message = QStringLiteral("kernel-studio: unknown command %1").arg(argument);
    if (!nearest.isEmpty())
        message += QStringLiteral("; did you mean %1?").arg(nearest);
    return message + QStringLiteral(" (kernel-studio --help lists the commands; a model file, "
                                    "project folder or .pt2 archive opens the IDE)");
}

bool isHeadlessCommand(const QString& name) {
    return commands().count(name) > 0;
}

int runHeadless(const QStringList& arguments) {
    const QString command = arguments.value(1);
    const auto it = commands().find(command);
    if (it == commands().end()) {
        err() << "kernel-studio: unknown command " << command << Qt::endl;
        return kExitBadInput;
    }
    return it->second(arguments);
}

} // namespace ks::cli
