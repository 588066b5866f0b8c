// `kernels`, `check` and `revert`: the working module as the IDE sees it, from a shell, on the
// same project session the IDE uses.
#include "app/ProjectSession.h"
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "project/ProjectWriteLock.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <memory>

namespace ks::cli {
namespace {

QString rangeText(const std::optional<LineRange>& r) {
    if (!r)
        return QStringLiteral("-");
    return r->start == r->end ? QString::number(r->start)
                              : QStringLiteral("%1-%2").arg(r->start).arg(r->end);
}

QJsonValue rangeJson(const std::optional<LineRange>& r) {
    if (!r)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("start"), r->start}, {QStringLiteral("end"), r->end}};
}

QJsonObject kernelJson(const KernelLocation& k) {
    QJsonArray launches;
    for (const LineRange& l : k.launches)
        launches.append(rangeJson(l));
    return QJsonObject{
        {QStringLiteral("name"), k.name},
        {QStringLiteral("id"), k.id.isEmpty() ? QJsonValue() : QJsonValue(k.id)},
        {QStringLiteral("kind"), kernelKindName(k.kind)},
        {QStringLiteral("definition"), rangeJson(k.definition)},
        {QStringLiteral("launches"), launches},
        {QStringLiteral("found"), k.found},
        {QStringLiteral("renamedTo"), k.renamedTo.isEmpty() ? QJsonValue() : k.renamedTo},
        {QStringLiteral("edited"), k.edited ? QJsonValue(*k.edited) : QJsonValue()}};
}

/// Parses `COMMAND PROJECT [extra...]`; prints the reason and returns false on bad input.
struct ProjectArgs {
    QString folder;
    QStringList extra;
};

std::optional<ProjectArgs> projectArgs(QCommandLineParser& parser, const QStringList& arguments,
                                       int minExtra) {
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    const QString command = arguments.value(1);
    if (positional.size() < 2 + minExtra) {
        err() << "kernel-studio " << command << ": expected a project folder"
              << (minExtra ? " and a kernel name" : "") << "\n"
              << parser.helpText();
        return std::nullopt;
    }
    ProjectArgs args;
    if (!checkProjectFolder(command, positional[1], &args.folder))
        return std::nullopt;
    ProjectError error;
    if (!Project::load(args.folder, &error)) {
        err() << "kernel-studio " << command << ": " << error.describe() << Qt::endl;
        return std::nullopt;
    }
    args.extra = positional.mid(2);
    return args;
}

/// Opens the project in a session owned by `api` (the command's lifetime).
ProjectSession* openSession(EngineApi& api, const QString& folder, const QString& command) {
    auto* session = new ProjectSession(api, &api);
    ProjectError error;
    if (!session->open(folder, &error)) {
        err() << "kernel-studio " << command << ": " << error.describe() << Qt::endl;
        return nullptr;
    }
    return session;
}

/// Reverts `names` one after the other (each needs the map of the text the last one left),
/// then saves.
void revertEach(ProjectSession* session, QStringList names, std::function<void(int)> finish) {
    if (names.isEmpty()) {
        QString why;
        if (session->isModified() && !session->save(&why)) {
            err() << "kernel-studio revert: " << why << Qt::endl;
            return finish(kExitEngineFailure);
        }
        out().flush();
        return finish(kExitOk);
    }
    const QString name = names.takeFirst();
    session->revertKernel(name, [session, name, names, finish](bool ok, const QString& why) {
        if (!ok) {
            err() << "kernel-studio revert: " << name << ": " << why << Qt::endl;
            return finish(kExitBadInput);
        }
        out() << "reverted " << name << "\n";
        revertEach(session, names, finish);
    });
}

} // namespace

int kernels(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists the kernels of a project's working module as the engine's module map sees them: "
        "kind, definition and launch lines, and whether each differs from the generated code. "
        "Exit 0 ok, 2 bad project, 3 engine failure."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("kernels"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    const auto args = projectArgs(parser, arguments, 0);
    if (!args)
        return kExitBadInput;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        ProjectSession* session = openSession(api, args->folder, QStringLiteral("kernels"));
        if (!session)
            return finish(kExitBadInput);
        session->refreshMap([&, session, finish](const QString& error) {
            if (!error.isEmpty()) {
                err() << "kernel-studio kernels: " << error << Qt::endl;
                return finish(kExitEngineFailure);
            }
            const ModuleMap& map = session->moduleMap();
            if (parser.isSet(opts.json)) {
                QJsonArray list;
                for (const KernelLocation& k : map.kernels())
                    list.append(kernelJson(k));
                out() << QJsonDocument(
                             QJsonObject{{QStringLiteral("module"), session->workingPath()},
                                         {QStringLiteral("kernels"), list}})
                             .toJson(QJsonDocument::Indented);
            } else {
                out() << "module: " << session->workingPath() << "\n";
                out() << QStringLiteral("%1 %2 %3 %4 %5\n")
                             .arg(QStringLiteral("kernel").leftJustified(48),
                                  QStringLiteral("kind").leftJustified(7),
                                  QStringLiteral("lines").leftJustified(10),
                                  QStringLiteral("launches").leftJustified(10),
                                  QStringLiteral("edited"));
                for (const KernelLocation& k : map.kernels()) {
                    QStringList launches;
                    for (const LineRange& l : k.launches)
                        launches << QString::number(l.start);
                    QString name = k.name;
                    if (!k.renamedTo.isEmpty())
                        name += QStringLiteral(" (as %1)").arg(k.renamedTo);
                    out() << QStringLiteral("%1 %2 %3 %4 %5\n")
                                 .arg(
                                     name.leftJustified(48),
                                     kernelKindName(k.kind).leftJustified(7),
                                     (k.found ? rangeText(k.definition) : QStringLiteral("missing"))
                                         .leftJustified(10),
                                     launches.join(QLatin1Char(',')).leftJustified(10),
                                     k.edited ? (*k.edited ? QStringLiteral("yes")
                                                           : QStringLiteral("no"))
                                              : QStringLiteral("?"));
                }
                if (const auto& s = map.syntaxError())
                    out() << "syntax error at line " << s->line << ": " << s->message << "\n";
            }
            out().flush();
            finish(kExitOk);
        });
    });
}

int check(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks a project's working module the way the IDE does on save, without running it: "
        "syntax, imports, the kernels the metadata names, Triton names and attributes. Prints "
        "one line per problem (FILE:LINE:COLUMN: severity: message). Exit 0 no errors, 1 "
        "errors found, 2 bad project, 3 engine failure."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("check"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    const auto args = projectArgs(parser, arguments, 0);
    if (!args)
        return kExitBadInput;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        ProjectSession* session = openSession(api, args->folder, QStringLiteral("check"));
        if (!session)
            return finish(kExitBadInput);
        if (session->isReadOnly()) {
            err() << "kernel-studio check: " << args->folder
                  << ": the project has no working module" << Qt::endl;
            return finish(kExitBadInput);
        }
        session->check([&, session, finish](const QString& error) {
            if (!error.isEmpty()) {
                err() << "kernel-studio check: " << error << Qt::endl;
                return finish(kExitEngineFailure);
            }
            int errors = 0;
            QJsonArray problems;
            for (const ModuleProblem& p : session->problems()) {
                errors += p.error ? 1 : 0;
                problems.append(QJsonObject{
                    {QStringLiteral("line"), p.line},
                    {QStringLiteral("column"), p.column},
                    {QStringLiteral("severity"),
                     p.error ? QStringLiteral("error") : QStringLiteral("warning")},
                    {QStringLiteral("message"), p.message},
                    {QStringLiteral("kernel"), p.kernel.isEmpty() ? QJsonValue() : p.kernel}});
                if (!parser.isSet(opts.json))
                    out() << session->workingPath() << ":" << p.line << ":" << p.column + 1 << ": "
                          << (p.error ? "error" : "warning") << ": " << p.message
                          << (p.kernel.isEmpty() ? QString()
                                                 : QStringLiteral(" [%1]").arg(p.kernel))
                          << "\n";
            }
            const QStringList edited = session->editedKernels();
            if (parser.isSet(opts.json)) {
                out() << QJsonDocument(
                             QJsonObject{
                                 {QStringLiteral("module"), session->workingPath()},
                                 {QStringLiteral("problems"), problems},
                                 {QStringLiteral("edited"), QJsonArray::fromStringList(edited)}})
                             .toJson(QJsonDocument::Indented);
            } else {
                out() << session->problems().size() << " problem(s), " << errors
                      << " error(s); edited kernels: "
                      << (edited.isEmpty() ? QStringLiteral("none")
                                           : edited.join(QStringLiteral(", ")))
                      << "\n";
            }
            out().flush();
            finish(errors > 0 ? kExitMismatch : kExitOk);
        });
    });
}

int revert(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reverts kernels of a project's working module to their generated code and saves the "
        "module (atomically). Name the kernels, or --all for every edited one. Exit 0 ok, 2 "
        "bad project or unknown kernel, 3 engine failure, 7 another command writes the "
        "project."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption allOption(QStringLiteral("all"),
                                 QStringLiteral("Revert every edited kernel."));
    parser.addOption(allOption);
    parser.addPositionalArgument(QStringLiteral("revert"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.addPositionalArgument(QStringLiteral("KERNEL"),
                                 QStringLiteral("Kernels to revert (metadata names)."),
                                 QStringLiteral("[KERNEL...]"));
    parser.process(arguments);
    const auto args = projectArgs(parser, arguments, parser.isSet(allOption) ? 0 : 1);
    if (!args)
        return kExitBadInput;
    // One writer per project, held until the module is saved (ProjectWriteLock.h).
    QString lockError, lockNotice;
    const auto lock = ProjectWriteLock::acquire(
        args->folder, QStringLiteral("kernel-studio revert"), &lockError, &lockNotice);
    if (!lock) {
        err() << "kernel-studio revert: " << lockError << Qt::endl;
        return kExitBusy;
    }
    if (!lockNotice.isEmpty())
        err() << "kernel-studio revert: " << lockNotice << Qt::endl;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        ProjectSession* session = openSession(api, args->folder, QStringLiteral("revert"));
        if (!session)
            return finish(kExitBadInput);
        session->refreshMap([&, session, finish](const QString& error) {
            if (!error.isEmpty()) {
                err() << "kernel-studio revert: " << error << Qt::endl;
                return finish(kExitEngineFailure);
            }
            QStringList names = parser.isSet(allOption) ? session->editedKernels() : args->extra;
            for (const QString& name : names)
                if (!session->moduleMap().kernel(name)) {
                    err() << "kernel-studio revert: " << args->folder << ": no kernel named "
                          << name << " (kernel-studio kernels lists them)" << Qt::endl;
                    return finish(kExitBadInput);
                }
            revertEach(session, names, finish);
        });
    });
}

} // namespace ks::cli
