// `ir PROJECT KERNEL [--stage S] [--target sm_NN] [--json]`: what one kernel compiles to, a
// stage's text with the module line each line comes from (Triton: ttir, ttgir, llir, ptx,
// sass; C++: asm), the kernel's resources and, against the pristine module, the resource
// deltas. Exit 0 ok, 2 bad input (no such kernel, a compile error), 3 engine failure.
#include "app/KernelResources.h"
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace ks::cli {
namespace {

QString stageReport(const CompiledKernel& k) {
    QString report;
    QTextStream s(&report);
    s << "kernel : " << k.kernel << " (" << k.kind << ", "
      << describeTarget(k.target, k.json.value(QStringLiteral("targetSource")).toString()) << ")\n"
      << "stage  : " << k.stage << " of " << k.stages.join(QLatin1Char(' ')) << "\n";
    // Compiler Explorer's habit: the source line each output line comes from, in a column.
    const QStringList lines = k.edited.text.split(QLatin1Char('\n'));
    QHash<int, int> source;
    for (const auto& [stageLine, moduleLine] : k.edited.lineMap)
        source.insert(stageLine, moduleLine);
    for (int i = 0; i < lines.size(); ++i) {
        if (i == lines.size() - 1 && lines[i].isEmpty())
            break;
        const int line = source.value(i + 1);
        s << (line ? QString::number(line).rightJustified(6) : QString(6, QLatin1Char(' ')))
          << " | " << lines[i] << "\n";
    }
    s << "\nresources:\n";
    for (const QString& r : describeResources(k.edited.resources))
        s << "  " << r << "\n";
    if (k.pristine) {
        if (k.deltas.isEmpty())
            s << "against pristine: no change\n";
        else
            s << "against pristine:\n";
        for (const auto& d : k.deltas)
            s << "  " << d.text << "\n";
    } else if (!k.pristineError.isEmpty()) {
        s << "pristine: " << k.pristineError << "\n";
    }
    s.flush();
    return report;
}

} // namespace

int kernelIr(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "What a kernel of a project compiles to: the stage's text with the module line each "
        "line comes from (Triton: ttir, ttgir, llir, ptx, sass, for a named GPU target, no GPU "
        "needed; C++: asm), its resources (registers, spills, shared memory, instruction "
        "classes, occupancy; vector width), and the deltas against the pristine module. "
        "Exit 0 ok, 2 bad input or a compile error, 3 engine failure."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    const QCommandLineOption stage(
        QStringLiteral("stage"),
        QStringLiteral("ttir, ttgir, llir, ptx, sass (Triton) or asm (C++); default sass/asm."),
        QStringLiteral("stage"));
    const QCommandLineOption target(
        QStringLiteral("target"),
        QStringLiteral("GPU target of a cuda project (default: the project's [compiled] target, "
                       "else the engine's GPU, else sm_90)."),
        QStringLiteral("sm_NN"));
    parser.addOptions({stage, target, trustOption()});
    parser.addPositionalArgument(QStringLiteral("ir"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.addPositionalArgument(QStringLiteral("KERNEL"), QStringLiteral("The kernel's name."));
    if (!expectPositionals(parser, arguments, 3, QStringLiteral("PROJECT and KERNEL")))
        return kExitBadInput;
    QString folder;
    if (!checkProjectFolder(QStringLiteral("ir"), parser.positionalArguments().at(1), &folder))
        return kExitBadInput;
    if (!checkTrusted(parser, QStringLiteral("ir"), folder))
        return kExitUntrusted;
    const QString given = parser.value(stage);
    static const QStringList stages{QStringLiteral("ttir"), QStringLiteral("ttgir"),
                                    QStringLiteral("llir"), QStringLiteral("ptx"),
                                    QStringLiteral("sass"), QStringLiteral("asm")};
    if (!given.isEmpty() && !stages.contains(given)) {
        err() << "kernel-studio ir: --stage " << given << ": expected one of "
              << stages.join(QStringLiteral(", ")) << Qt::endl;
        return kExitBadInput;
    }
    CompiledRequest request;
    request.project = folder;
    request.kernel = parser.positionalArguments().at(2);
    request.stage = given;
    request.target = parser.value(target);
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id =
            api.kernelCompiled(request, nullptr, {}, [&, finish](const Reply<CompiledKernel>& r) {
                if (r.cancelled()) {
                    err() << "kernel-studio ir: cancelled" << Qt::endl;
                    return finish(kExitInterrupted);
                }
                if (!r.ok()) {
                    err() << "kernel-studio ir: " << request.kernel << ": " << r.error.describe()
                          << Qt::endl;
                    return finish(exitCodeFor(r.error));
                }
                if (parser.isSet(opts.json))
                    out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
                else
                    out() << stageReport(*r.value);
                out().flush();
                finish(kExitOk);
            });
        cancelOnInterrupt(api, id, QStringLiteral("ir"));
    });
}

} // namespace ks::cli
