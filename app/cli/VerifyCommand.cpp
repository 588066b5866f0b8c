// `verify`: the working module against the eager model, with the faulty kernel located.
#include "cli/Cli.h"
#include "cli/Commands.h"
#include "merge/ProjectMerge.h"
#include "merge/TextMerge.h"
#include "project/Project.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <functional>

namespace ks::cli {
namespace {

QString number(const QJsonValue& v) {
    if (!v.isDouble())
        return v.toVariant().toString(); // "nan", "inf" are written as strings
    const double d = v.toDouble();
    if (d == std::floor(d) && std::abs(d) < 1e15)
        return QString::number(qint64(d));
    return QString::number(d, 'g', 4);
}

/// Human summary of a verify report (docs/verification.md).
QString verifySummary(const QJsonObject& report) {
    QString text;
    QTextStream s(&text);
    const QJsonObject settings = report.value(QStringLiteral("settings")).toObject();
    s << "verdict  : " << report.value(QStringLiteral("verdict")).toString().toUpper();
    if (!report.value(QStringLiteral("reason")).toString().isEmpty())
        s << " (" << report.value(QStringLiteral("reason")).toString() << ")";
    s << "\nsettings : " << settings.value(QStringLiteral("trials")).toInt() << " trials, seed "
      << settings.value(QStringLiteral("seed")).toInt() << ", tf32 "
      << (settings.value(QStringLiteral("tf32")).toBool() ? "on" : "off") << ", device "
      << settings.value(QStringLiteral("device")).toString()
      << (settings.value(QStringLiteral("interpreter")).toBool() ? ", Triton interpreter" : "")
      << "\n";
    const QJsonArray edited =
        report.value(QStringLiteral("edits")).toObject().value(QStringLiteral("edited")).toArray();
    QStringList editedNames;
    for (const auto& e : edited)
        editedNames << e.toString();
    s << "edited   : "
      << (editedNames.isEmpty() ? QStringLiteral("none") : editedNames.join(QStringLiteral(", ")))
      << "\n";
    // One line per failing record: "trial 1 output 0: ...", "trial 1 gradient of fc1.weight:
    // ...", "trial 1 call 2 output 0: ...", "trial 1 state bn.running_mean after call 1: ...".
    auto failing = [&s](const QString& what, const QJsonObject& out) {
        s << what << ": max abs err " << number(out.value(QStringLiteral("maxAbsError")))
          << ", max rel err " << number(out.value(QStringLiteral("maxRelError"))) << ", "
          << number(out.value(QStringLiteral("mismatches"))) << " of "
          << number(out.value(QStringLiteral("numel"))) << " elements differ";
        const QJsonArray first = out.value(QStringLiteral("firstMismatch")).toArray();
        if (!first.isEmpty()) {
            QStringList idx;
            for (const auto& i : first)
                idx << number(i);
            s << ", first at [" << idx.join(QStringLiteral(", ")) << "]";
        }
        const QJsonObject fp64 = out.value(QStringLiteral("fp64")).toObject();
        if (fp64.value(QStringLiteral("moduleRmse")).isDouble())
            s << "; RMSE against fp64 " << number(fp64.value(QStringLiteral("moduleRmse")))
              << " > bound " << number(fp64.value(QStringLiteral("bound")));
        s << "\n";
    };
    // A big training step can fail hundreds of gradients: the first few of each kind a trial.
    constexpr int kShown = 8;
    auto records = [&](const QString& trial, const QJsonArray& list, const QString& kind,
                       const std::function<QString(const QJsonObject&)>& name) {
        int shown = 0, more = 0;
        for (const auto& v : list) {
            const QJsonObject r = v.toObject();
            if (r.value(QStringLiteral("passed")).toBool())
                continue;
            if (shown++ < kShown)
                failing(trial + QLatin1Char(' ') + name(r), r);
            else
                ++more;
        }
        if (more)
            s << trial << ": " << more << " more failing " << kind << "\n";
    };
    for (const auto& t : report.value(QStringLiteral("trials")).toArray()) {
        const QJsonObject trial = t.toObject();
        const QString at =
            QStringLiteral("trial %1").arg(trial.value(QStringLiteral("index")).toInt());
        records(
            at, trial.value(QStringLiteral("outputs")).toArray(), QStringLiteral("outputs"),
            [](const QJsonObject& r) {
                return QStringLiteral("output %1").arg(r.value(QStringLiteral("output")).toInt());
            });
        records(at, trial.value(QStringLiteral("gradients")).toArray(), QStringLiteral("gradients"),
                [](const QJsonObject& r) {
                    const QString name = r.value(QStringLiteral("name")).toString();
                    return r.value(QStringLiteral("kind")).toString() == QLatin1String("loss")
                               ? QStringLiteral("loss")
                               : QStringLiteral("gradient of %1").arg(name);
                });
        for (const auto& c : trial.value(QStringLiteral("calls")).toArray()) {
            const QJsonObject call = c.toObject();
            const int n = call.value(QStringLiteral("call")).toInt();
            records(at, call.value(QStringLiteral("outputs")).toArray(),
                    QStringLiteral("outputs of call %1").arg(n), [n](const QJsonObject& r) {
                        return QStringLiteral("call %1 output %2")
                            .arg(n)
                            .arg(r.value(QStringLiteral("output")).toInt());
                    });
        }
        records(at, trial.value(QStringLiteral("state")).toArray(), QStringLiteral("state records"),
                [](const QJsonObject& r) {
                    QString name = r.value(QStringLiteral("target")).toString();
                    if (name.isEmpty())
                        name = r.value(QStringLiteral("name")).toString();
                    return QStringLiteral("state %1 after call %2")
                        .arg(name)
                        .arg(r.value(QStringLiteral("call")).toInt());
                });
    }
    const QJsonObject located = report.value(QStringLiteral("located")).toObject();
    if (!located.isEmpty()) {
        s << "located  : " << located.value(QStringLiteral("kernel")).toString();
        if (located.value(QStringLiteral("line")).isDouble())
            s << " (launch at line " << located.value(QStringLiteral("line")).toInt() << ")";
        s << "\n";
    }
    QStringList tainted;
    for (const auto& t : report.value(QStringLiteral("tainted")).toArray())
        tainted << t.toString();
    if (!tainted.isEmpty())
        s << "tainted  : " << tainted.join(QStringLiteral(", ")) << "\n";
    const QJsonObject fault = report.value(QStringLiteral("fault")).toObject();
    if (!fault.isEmpty())
        s << "fault    : " << fault.value(QStringLiteral("kind")).toString() << ": "
          << fault.value(QStringLiteral("message")).toString() << "\n";
    for (const auto& t : report.value(QStringLiteral("timing")).toArray()) {
        const QJsonObject timing = t.toObject();
        s << "timing   : " << timing.value(QStringLiteral("kernel")).toString() << " "
          << number(timing.value(QStringLiteral("workingSeconds")).toDouble() * 1e3)
          << " ms vs pristine "
          << number(timing.value(QStringLiteral("pristineSeconds")).toDouble() * 1e3) << " ms (x"
          << number(timing.value(QStringLiteral("ratio"))) << ")\n";
    }
    for (const auto& n : report.value(QStringLiteral("notes")).toArray())
        s << "note     : " << n.toString() << "\n";
    s << "report   : " << report.value(QStringLiteral("reportFile")).toString() << " ("
      << number(report.value(QStringLiteral("durationSeconds"))) << " s)\n";
    return text;
}

/// The kernels' compile errors in gcc's form (`path:LINE:COL: error: kernel NAME: message`,
/// then the compiler's context lines), so that terminals and editors jump to the line. The
/// path is relative to the current folder when the module is inside it.
QString compileErrorLines(const QList<ModuleProblem>& problems) {
    QString text;
    QTextStream s(&text);
    for (const ModuleProblem& p : problems) {
        QString path = p.file;
        if (const QString relative = QDir::current().relativeFilePath(p.file);
            !path.isEmpty() && !relative.startsWith(QLatin1String("..")))
            path = relative;
        s << path;
        if (p.line > 0)
            s << ":" << p.line << ":" << p.column + 1;
        s << ": error: ";
        if (!p.kernel.isEmpty())
            s << "kernel " << p.kernel << ": ";
        s << p.message << "\n";
        for (const QString& line : p.detail)
            s << line << "\n";
    }
    return text;
}

} // namespace

int verifyProject(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Verifies a project's working module against the eager model in a "
                       "sandbox: the example inputs, then N trials of seeded random inputs; on "
                       "a mismatch names the first kernel whose outputs diverge. Exit 0 pass, "
                       "1 mismatch (or another wrong result), 2 bad input, 3 engine failure or "
                       "undecided (timeout, crash, no GPU), 9 random: the graph draws random "
                       "numbers in Inductor's kernels, values not compared (export with "
                       "--inductor fallback_random=true to compare them). --json prints the "
                       "whole report."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption trialsOption(QStringLiteral("trials"),
                                    QStringLiteral("Random trials after the example (default 5)."),
                                    QStringLiteral("N"));
    QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed of the trials."),
                                  QStringLiteral("S"));
    QCommandLineOption runTimeoutOption(QStringLiteral("run-timeout"),
                                        QStringLiteral("Seconds the sandbox may take per step "
                                                       "(default 60)."),
                                        QStringLiteral("seconds"));
    QCommandLineOption interpreterOption(
        QStringLiteral("interpreter"),
        QStringLiteral("cuda project without a GPU: run the Triton kernels in Triton's "
                       "interpreter (small shapes; no bf16)."));
    QCommandLineOption tf32Option(QStringLiteral("tf32"),
                                  QStringLiteral("Allow TF32 on both sides (default off)."));
    QCommandLineOption fp64Option(QStringLiteral("fp64-reference"),
                                  QStringLiteral("Compare against a float64 reference by RMSE."));
    parser.addOptions({trialsOption, seedOption, runTimeoutOption, interpreterOption, tf32Option,
                       fp64Option, trustOption()});
    parser.addPositionalArgument(QStringLiteral("verify"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.process(arguments);
    if (parser.positionalArguments().size() != 2) {
        err() << "kernel-studio verify: expected one project folder\n" << parser.helpText();
        return kExitBadInput;
    }
    const QString given = parser.positionalArguments()[1];
    VerifyParams params;
    if (!checkProjectFolder(QStringLiteral("verify"), given, &params.project))
        return kExitBadInput;
    if (!checkTrusted(parser, QStringLiteral("verify"), params.project))
        return kExitUntrusted;
    params.interpreter = parser.isSet(interpreterOption);
    params.tf32 = parser.isSet(tf32Option);
    params.fp64Reference = parser.isSet(fp64Option);
    auto intOption = [&](const QCommandLineOption& o, std::optional<int>& into) {
        if (!parser.isSet(o))
            return true;
        bool ok = false;
        const int v = parser.value(o).toInt(&ok);
        if (!ok || v < 0) {
            err() << "kernel-studio verify: --" << o.names().constFirst()
                  << " needs a non-negative integer" << Qt::endl;
            return false;
        }
        into = v;
        return true;
    };
    if (!intOption(trialsOption, params.trials) || !intOption(seedOption, params.seed) ||
        !intOption(runTimeoutOption, params.timeoutSeconds))
        return kExitBadInput;

    // A working copy with conflict blocks left by a merge is not the user's code yet.
    if (ProjectError perr; const auto project = Project::load(params.project, &perr)) {
        QFile working(project->workingModulePath());
        if (working.open(QIODevice::ReadOnly)) {
            const QString text = QString::fromUtf8(working.readAll());
            QString recordError; // conflicts resolved since the merge are counted
            if (!recordResolvedConflicts(*project, text, &recordError))
                err() << "kernel-studio verify: " << recordError << Qt::endl;
            if (const int blocks = countConflictBlocks(text)) {
                err() << "kernel-studio verify: " << project->workingModulePath() << " has "
                      << blocks << " unresolved conflict block(s) from a merge: resolve them "
                      << "first (docs/merge.md)" << Qt::endl;
                return kExitBadInput;
            }
        }
    }
    catchInterrupt();
    return withEngine(parser, opts, [&](EngineApi& api, std::function<void(int)> finish) {
        const qint64 id = api.verify(
            params, nullptr,
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message << Qt::endl;
            },
            [&, finish](const Reply<VerifyOutcome>& r) {
                if (!r.ok()) {
                    err() << "kernel-studio verify: " << given << ": " << r.error.describe()
                          << Qt::endl;
                    finish(exitCodeFor(r.error));
                    return;
                }
                if (parser.isSet(opts.json))
                    out() << QJsonDocument(r.value->report).toJson(QJsonDocument::Indented);
                else
                    out() << compileErrorLines(r.value->compileErrors)
                          << verifySummary(r.value->report);
                out().flush();
                finish(r.value->verdict == QLatin1String("pass")     ? kExitOk
                       : r.value->verdict == QLatin1String("fail")   ? kExitMismatch
                       : r.value->verdict == QLatin1String("random") ? kExitRandom
                                                                     : kExitEngineFailure);
            });
        cancelOnInterrupt(api, id, QStringLiteral("verify"));
    });
}

} // namespace ks::cli
