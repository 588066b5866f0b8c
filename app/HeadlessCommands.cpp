#include "HeadlessCommands.h"

#include "cli/Cli.h"
#include "cli/Commands.h"

#include <functional>
#include <map>

namespace ks::cli {
namespace {

const std::map<QString, std::function<int(const QStringList&)>>& commands() {
    static const std::map<QString, std::function<int(const QStringList&)>> table{
        {QStringLiteral("doctor"), doctor},
        {QStringLiteral("inspect"), inspect},
        {QStringLiteral("export"), exportModel},
        {QStringLiteral("verify"), verifyProject},
        {QStringLiteral("profile"), profileProject},
        {QStringLiteral("kernels"), kernels},
        {QStringLiteral("check"), check},
        {QStringLiteral("revert"), revert},
        {QStringLiteral("regenerate"), regenerate},
        {QStringLiteral("merge"), merge},
        {QStringLiteral("diff"), diffGenerations},
        {QStringLiteral("status"), projectStatus}};
    return table;
}

} // namespace

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
