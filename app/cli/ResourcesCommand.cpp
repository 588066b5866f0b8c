// `resources PROJECT [--target sm_NN] [--cached] [--json]`: every kernel's resources at once
// (kernel/resources): registers, spills, shared memory and occupancy of Triton kernels on the
// target, vector width of C++ kernels; cached by the engine per kernel text.
#include "app/KernelResources.h"
#include "cli/Cli.h"
#include "cli/Commands.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace ks::cli {
namespace {

QString cellOf(int value) {
    return value < 0 ? QStringLiteral("-") : QString::number(value);
}

QString table(const ProjectResources& r) {
    QString report;
    QTextStream s(&report);
    if (!r.target.isEmpty())
        s << "target: " << describeTarget(r.target, r.targetSource) << "\n";
    int width = 6;
    for (const KernelResourceRow& row : r.kernels)
        width = std::max(width, int(row.kernel.size()));
    s << QStringLiteral("kernel").leftJustified(width)
      << "  kind    regs  spills  shared  occupancy"
      << "  vector\n";
    for (const KernelResourceRow& row : r.kernels) {
        s << row.kernel.leftJustified(width) << "  " << row.kind.leftJustified(6) << "  ";
        if (!row.has()) {
            s << (row.pending ? QStringLiteral("(not computed yet)") : row.error) << "\n";
            continue;
        }
        const double occupancy = row.occupancy();
        const int bits = row.vectorWidthBits();
        s << cellOf(row.registers()).rightJustified(4) << "  "
          << cellOf(row.spills()).rightJustified(6) << "  "
          << (row.sharedBytes() < 0 ? QStringLiteral("-") : QString::number(row.sharedBytes()))
                 .rightJustified(6)
          << "  "
          << (occupancy < 0 ? QStringLiteral("-")
                            : QStringLiteral("%1%").arg(qRound(occupancy * 100)))
                 .rightJustified(9)
          << "  "
          << (bits < 0                ? QStringLiteral("-")
              : row.vectorised() == 1 ? QStringLiteral("%1-bit").arg(bits)
                                      : QStringLiteral("scalar"))
          << "\n";
    }
    s << r.kernels.size() << " kernels, " << r.computed << " compiled now ("
      << QString::number(r.seconds, 'f', 1) << " s)";
    if (r.pending)
        s << ", " << r.pending << " not in the cache";
    s << "\n";
    s.flush();
    return report;
}

} // namespace

int kernelResources(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Every kernel's resources at once: registers, spills, shared memory and occupancy of "
        "Triton kernels on a GPU target (no GPU needed), vector width of C++ kernels. The "
        "engine caches them in the project's .kernel-studio/resources/ per kernel text. "
        "Compiling imports the project's module: its folder must be trusted (or --trust; "
        "--cached runs nothing). Exit 0 ok, 2 bad input, 3 engine failure, 8 untrusted."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    const QCommandLineOption target(
        QStringLiteral("target"),
        QStringLiteral("GPU target of a cuda project (default: the project's [compiled] target, "
                       "else the engine's GPU, else sm_90)."),
        QStringLiteral("sm_NN"));
    const QCommandLineOption cached(QStringLiteral("cached"),
                                    QStringLiteral("Only what the cache has; compile nothing."));
    parser.addOptions({target, cached, trustOption()});
    parser.addPositionalArgument(QStringLiteral("resources"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    if (!expectPositionals(parser, arguments, 2, QStringLiteral("PROJECT")))
        return kExitBadInput;
    ResourcesRequest request;
    if (!checkProjectFolder(QStringLiteral("resources"), parser.positionalArguments().at(1),
                            &request.project))
        return kExitBadInput;
    request.target = parser.value(target);
    request.cachedOnly = parser.isSet(cached);
    if (!request.cachedOnly && !checkTrusted(parser, QStringLiteral("resources"), request.project))
        return kExitUntrusted;
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const bool json = parser.isSet(opts.json);
        const qint64 id = api.kernelResources(
            request, nullptr,
            [json](const EngineProgress& p) {
                if (!json)
                    err() << p.message << Qt::endl;
            },
            [json, finish](const Reply<ProjectResources>& r) {
                if (r.cancelled()) {
                    err() << "kernel-studio resources: cancelled" << Qt::endl;
                    return finish(kExitInterrupted);
                }
                if (!r.ok()) {
                    err() << "kernel-studio resources: " << r.error.describe() << Qt::endl;
                    return finish(exitCodeFor(r.error));
                }
                if (json) {
                    QJsonArray rows;
                    for (const KernelResourceRow& row : r.value->kernels) {
                        QJsonObject o{{QStringLiteral("kernel"), row.kernel},
                                      {QStringLiteral("kind"), row.kind},
                                      {QStringLiteral("cached"), row.cached}};
                        if (row.has())
                            o.insert(QStringLiteral("resources"), row.resources);
                        if (!row.error.isEmpty())
                            o.insert(QStringLiteral("error"), row.error);
                        if (row.pending)
                            o.insert(QStringLiteral("pending"), true);
                        rows << o;
                    }
                    out() << QJsonDocument(
                                 QJsonObject{
                                     {QStringLiteral("target"), r.value->target},
                                     {QStringLiteral("targetSource"), r.value->targetSource},
                                     {QStringLiteral("kernels"), rows},
                                     {QStringLiteral("computed"), r.value->computed},
                                     {QStringLiteral("pending"), r.value->pending},
                                     {QStringLiteral("seconds"), r.value->seconds}})
                                 .toJson(QJsonDocument::Indented);
                } else {
                    out() << table(*r.value);
                }
                out().flush();
                finish(kExitOk);
            });
        cancelOnInterrupt(api, id, QStringLiteral("resources"));
    });
}

} // namespace ks::cli
