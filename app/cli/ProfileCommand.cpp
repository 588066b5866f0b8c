// `profile`: every kernel launch of a project's working module timed on its example inputs,
// slowest kernels first, with bandwidth, FLOP/s and the share of the device's roofline.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "merge/TextMerge.h"
#include "profile/ProfileReport.h"
#include "project/Project.h"

#include <QFile>
#include <QJsonDocument>
#include <cmath>

namespace ks::cli {
namespace {

QString percent(double fraction) {
    if (fraction < 0 || !std::isfinite(fraction))
        return QStringLiteral("–");
    return QStringLiteral("%1%").arg(fraction * 100, 0, 'f', fraction < 0.1 ? 1 : 0);
}

QString padded(const QString& text, int width, bool right = false) {
    return right ? text.rightJustified(width) : text.leftJustified(width);
}

} // namespace

QString profileSummary(const ProfileReport& p, int top) {
    QString text;
    QTextStream s(&text);
    const ModuleProfile& w = p.working;
    s << "device   : " << p.device.name << " (" << p.device.type << "), peak "
      << formatBandwidth(p.device.bandwidth);
    if (const double f = p.device.flops.value(QStringLiteral("float16"),
                                              p.device.flops.value(QStringLiteral("float32")));
        f > 0)
        s << ", " << formatFlopRate(f);
    s << "\nmethod   : " << p.method << ", " << p.repeats << " calls after " << p.warmup
      << " warm-up\n";
    s << "run      : " << formatSeconds(w.runSeconds) << " per call; kernels "
      << formatSeconds(w.kernelSeconds) << " (" << percent(w.coverage) << " of the call)";
    if (w.outsideSeconds > 0)
        s << ", outside launches " << formatSeconds(w.outsideSeconds);
    if (w.profiledRunSeconds > 0 && w.runSeconds > 0)
        s << "; profiled call " << formatSeconds(w.profiledRunSeconds);
    s << "\n";
    if (p.pristine.present)
        s << "pristine : " << formatSeconds(p.pristine.runSeconds) << " per call (working/pristine "
          << QString::number(w.runSeconds / std::max(p.pristine.runSeconds, 1e-12), 'f', 3)
          << "x; edited: " << p.edited.join(QStringLiteral(", ")) << ")\n";
    s << "\n"
      << padded(QStringLiteral("kernel"), 44) << padded(QStringLiteral("kind"), 8)
      << padded(QStringLiteral("time"), 11, true) << padded(QStringLiteral("share"), 7, true)
      << padded(QStringLiteral("bandwidth"), 12, true)
      << padded(QStringLiteral("compute"), 15, true) << padded(QStringLiteral("roofline"), 9, true);
    if (p.pristine.present)
        s << padded(QStringLiteral("pristine"), 11, true);
    s << "\n";
    int shown = 0;
    for (const ProfileEntry& k : w.kernels) {
        if (top > 0 && shown++ >= top) {
            s << "… " << (w.kernels.size() - top) << " more (--top 0 lists all)\n";
            break;
        }
        QString name = k.kernel;
        if (k.launches > 1)
            name += QStringLiteral(" ×%1").arg(k.launches);
        if (name.size() > 43)
            name = name.left(20) + QStringLiteral("…") + name.right(22);
        s << padded(name, 44) << padded(k.kind, 8) << padded(formatSeconds(k.seconds), 11, true)
          << padded(percent(k.share), 7, true)
          << padded(k.bandwidth > 0 ? formatBandwidth(k.bandwidth) : QStringLiteral("–"), 12, true)
          << padded(k.flopsPerSecond > 0 ? formatFlopRate(k.flopsPerSecond) : QStringLiteral("–"),
                    15, true)
          << padded(percent(k.roofline), 9, true);
        if (p.pristine.present) {
            const ProfileEntry* before = p.pristine.kernel(k.kernel);
            s << padded(before ? formatSeconds(before->seconds) : QStringLiteral("–"), 11, true);
        }
        s << "\n";
    }
    for (const QString& n : p.notes)
        s << "note     : " << n << "\n";
    s << "report   : " << p.reportFile << " (" << QString::number(p.durationSeconds, 'f', 1)
      << " s)\n";
    return text;
}

int profileProject(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Profiles a project's working module in the sandbox on its example inputs: every "
        "kernel launch (library calls included) timed (torch.profiler on a GPU, the wall clock "
        "per launch on the CPU), with bytes moved, FLOPs, achieved bandwidth and FLOP/s and "
        "the share of the device's roofline; the pristine module too when the working one is "
        "edited. The run is kept in the project (.kernel-studio/profile/). Exit 0 done, 2 bad "
        "input, 3 engine failure (the module fails, no GPU for a cuda project)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption repeatsOption(
        QStringLiteral("repeats"),
        QStringLiteral("Timed calls (default 20 on a GPU, 5 on the CPU)."), QStringLiteral("N"));
    QCommandLineOption warmupOption(QStringLiteral("warmup"),
                                    QStringLiteral("Calls before timing (default 3)."),
                                    QStringLiteral("N"));
    QCommandLineOption topOption(QStringLiteral("top"),
                                 QStringLiteral("Kernels listed, slowest first (default 20; 0: "
                                                "all)."),
                                 QStringLiteral("N"), QStringLiteral("20"));
    QCommandLineOption runTimeoutOption(QStringLiteral("run-timeout"),
                                        QStringLiteral("Seconds the sandbox may take per step."),
                                        QStringLiteral("seconds"));
    parser.addOptions({repeatsOption, warmupOption, topOption, runTimeoutOption, trustOption()});
    parser.addPositionalArgument(QStringLiteral("profile"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.process(arguments);
    if (parser.positionalArguments().size() != 2) {
        err() << "kernel-studio profile: expected one project folder\n" << parser.helpText();
        return kExitBadInput;
    }
    const QString given = parser.positionalArguments()[1];
    ProfileParams params;
    if (!checkProjectFolder(QStringLiteral("profile"), given, &params.project))
        return kExitBadInput;
    if (!checkTrusted(parser, QStringLiteral("profile"), params.project))
        return kExitUntrusted;
    int top = 20;
    auto intOption = [&](const QCommandLineOption& o, std::optional<int>& into, int minimum) {
        if (!parser.isSet(o))
            return true;
        bool ok = false;
        const int v = parser.value(o).toInt(&ok);
        if (!ok || v < minimum) {
            err() << "kernel-studio profile: --" << o.names().constFirst()
                  << " needs an integer of at least " << minimum << Qt::endl;
            return false;
        }
        into = v;
        return true;
    };
    std::optional<int> topValue;
    if (!intOption(repeatsOption, params.repeats, 1) ||
        !intOption(warmupOption, params.warmup, 0) ||
        !intOption(runTimeoutOption, params.timeoutSeconds, 1) ||
        !intOption(topOption, topValue, 0))
        return kExitBadInput;
    if (topValue)
        top = *topValue;

    if (ProjectError perr; const auto project = Project::load(params.project, &perr)) {
        QFile working(project->workingModulePath());
        if (working.open(QIODevice::ReadOnly)) {
            if (const int blocks = countConflictBlocks(QString::fromUtf8(working.readAll()))) {
                err() << "kernel-studio profile: " << project->workingModulePath() << " has "
                      << blocks << " unresolved conflict block(s) from a merge: resolve them "
                      << "first (docs/merge.md)" << Qt::endl;
                return kExitBadInput;
            }
        }
    }
    catchInterrupt();
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id = api.profile(
            params, nullptr,
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message << Qt::endl;
            },
            [&, finish](const Reply<ProfileReport>& r) {
                if (!r.ok()) {
                    err() << "kernel-studio profile: " << given << ": " << r.error.describe()
                          << Qt::endl;
                    finish(exitCodeFor(r.error));
                    return;
                }
                if (parser.isSet(opts.json))
                    out() << QJsonDocument(r.value->json).toJson(QJsonDocument::Indented);
                else
                    out() << profileSummary(*r.value, top);
                out().flush();
                finish(kExitOk);
            });
        cancelOnInterrupt(api, id, QStringLiteral("profile"));
    });
}

} // namespace ks::cli
