#include "HeadlessCommands.h"

#include "engine/EngineClient.h"
#include "model/ModelInspection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>

namespace ks::cli {
namespace {

QTextStream& out() {
    static QTextStream s(stdout);
    return s;
}
QTextStream& err() {
    static QTextStream s(stderr);
    return s;
}

struct CommonOptions {
    QCommandLineOption engine{
        QStringLiteral("engine"),
        QStringLiteral("Engine command (default: the KS_ENGINE variable, "
                       "the engine/command setting, or the project's .venv)."),
        QStringLiteral("command")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print the result as JSON.")};
    QCommandLineOption verbose{QStringLiteral("verbose"),
                               QStringLiteral("Print the engine's log to stderr.")};
    QCommandLineOption timeout{QStringLiteral("timeout"),
                               QStringLiteral("Seconds to wait for the engine (default 120)."),
                               QStringLiteral("seconds"), QStringLiteral("120")};

    void addTo(QCommandLineParser& p) { p.addOptions({engine, json, verbose, timeout}); }
};

/// Starts the engine and runs `work` once it is ready; returns the exit code `work` sets.
int withEngine(const QCommandLineParser& parser, const CommonOptions& opts,
               const std::function<void(EngineClient&, std::function<void(int)>)>& work) {
    QSettings settings;
    EngineClient::Options options;
    options.command = EngineCommand::resolve(parser.value(opts.engine), &settings);
    const auto seconds = std::chrono::seconds(parser.value(opts.timeout).toInt());
    options.startupTimeout = seconds;
    options.requestTimeout = seconds;
    EngineClient engine(options);
    if (parser.isSet(opts.verbose))
        QObject::connect(&engine, &EngineClient::logLine,
                         [](const QString& line) { err() << "engine: " << line << Qt::endl; });

    int code = kExitEngineFailure;
    bool finished = false;
    auto finish = [&](int c) {
        if (finished)
            return;
        finished = true;
        code = c;
        QCoreApplication::exit(c);
    };
    QObject::connect(&engine, &EngineClient::failed, [&](const QString& message) {
        err() << "kernel-studio: engine failure: " << message << Qt::endl;
        err() << "engine command: " << options.command.toString() << Qt::endl;
        finish(kExitEngineFailure);
    });
    QObject::connect(&engine, &EngineClient::ready, [&] { work(engine, finish); });
    QTimer::singleShot(0, &engine, [&engine] { engine.start(); });
    QCoreApplication::exec();
    return code;
}

int doctor(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Starts the engine, prints the environment it reports, and exits 0 when "
                       "the engine is healthy (3 when it is not)."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("doctor"), QStringLiteral("The subcommand."));
    parser.process(arguments);
    return withEngine(parser, opts, [&](EngineClient& engine, std::function<void(int)> finish) {
        engine.request(QStringLiteral("environment"), {}, nullptr, [&, finish](const RpcResult& r) {
            if (!r.ok()) {
                err() << "kernel-studio: environment failed: " << r.error->describe() << Qt::endl;
                finish(kExitEngineFailure);
                return;
            }
            if (parser.isSet(opts.json)) {
                out() << QJsonDocument(r.result.toObject()).toJson(QJsonDocument::Indented);
            } else {
                QString error;
                auto env = EngineEnvironment::fromJson(r.result.toObject(), &error);
                if (!env) {
                    err() << "kernel-studio: " << error << Qt::endl;
                    finish(kExitEngineFailure);
                    return;
                }
                out() << "Kernel Studio doctor\n"
                      << QStringLiteral("%1 : %2\n")
                             .arg(QStringLiteral("command").leftJustified(9),
                                  engine.options().command.toString())
                      << env->toText() << "\n"
                      << QStringLiteral("%1 : healthy\n")
                             .arg(QStringLiteral("status").leftJustified(9));
            }
            out().flush();
            finish(kExitOk);
        });
    });
}

int inspect(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Loads a model file (Model, get_inputs(), get_init_inputs(), optional "
                       "dynamic_shapes()) in the engine, runs it eagerly and prints its inputs, "
                       "outputs and dynamic dims. Exit 0 ok, 2 bad model file, 3 engine failure."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("inspect"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("MODEL.py"), QStringLiteral("The model file."));
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << "kernel-studio inspect: expected one model file\n" << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo model(positional[1]);
    if (!model.isFile()) {
        err() << "kernel-studio inspect: " << positional[1] << ": no such file" << Qt::endl;
        return kExitBadInput;
    }
    return withEngine(parser, opts, [&](EngineClient& engine, std::function<void(int)> finish) {
        engine.request(
            QStringLiteral("inspectModel"),
            QJsonObject{{QStringLiteral("path"), model.absoluteFilePath()}}, nullptr,
            [&, finish](const RpcResult& r) {
                if (!r.ok()) {
                    err() << "kernel-studio: " << model.filePath() << ": " << r.error->describe()
                          << Qt::endl;
                    finish(r.error->code == rpc::kMethodFailed ? kExitBadInput
                                                               : kExitEngineFailure);
                    return;
                }
                if (parser.isSet(opts.json)) {
                    out() << QJsonDocument(r.result.toObject()).toJson(QJsonDocument::Indented);
                } else {
                    QString error;
                    auto m = ModelInspection::fromJson(r.result.toObject(), &error);
                    out() << (m ? m->toText() : error) << "\n";
                }
                out().flush();
                finish(kExitOk);
            });
    });
}

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
    for (const auto& t : report.value(QStringLiteral("trials")).toArray()) {
        const QJsonObject trial = t.toObject();
        for (const auto& o : trial.value(QStringLiteral("outputs")).toArray()) {
            const QJsonObject out = o.toObject();
            if (out.value(QStringLiteral("passed")).toBool())
                continue;
            s << "trial " << trial.value(QStringLiteral("index")).toInt() << " output "
              << out.value(QStringLiteral("output")).toInt() << ": max abs err "
              << number(out.value(QStringLiteral("maxAbsError"))) << ", max rel err "
              << number(out.value(QStringLiteral("maxRelError"))) << ", "
              << number(out.value(QStringLiteral("mismatches"))) << " of "
              << number(out.value(QStringLiteral("numel"))) << " elements differ";
            const QJsonArray first = out.value(QStringLiteral("firstMismatch")).toArray();
            if (!first.isEmpty()) {
                QStringList idx;
                for (const auto& i : first)
                    idx << number(i);
                s << ", first at [" << idx.join(QStringLiteral(", ")) << "]";
            }
            s << "\n";
        }
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

std::atomic<bool> g_interrupted{false};

/// Catches Ctrl+C from the start of a command (also while the engine starts).
void catchInterrupt() {
    std::signal(SIGINT, [](int) { g_interrupted = true; });
}

/// Ctrl+C (caught by catchInterrupt) cancels request `id` in the engine; it answers -32800
/// and writes nothing. An interrupt that came before the request cancels it at once.
void cancelOnInterrupt(EngineClient& engine, qint64 id, const QString& command) {
    auto* poll = new QTimer(&engine);
    QObject::connect(poll, &QTimer::timeout, &engine, [&engine, id, poll, command] {
        if (g_interrupted.exchange(false)) {
            err() << "kernel-studio " << command << ": cancelling..." << Qt::endl;
            engine.cancel(id);
            poll->stop();
        }
    });
    poll->start(100);
}

int exportModel(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Exports a model file to a project folder: the pristine module and metadata "
        "under DIR/generated/, a working copy you own, and kernel-studio.toml. "
        "Exit 0 ok, 2 bad input (model, inputs, options, or a model torch.export "
        "cannot trace), 3 engine failure (lowering, cleanup, crash). Ctrl+C cancels."));
    parser.addHelpOption();
    CommonOptions opts;
    opts.addTo(parser);
    QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Project folder to write."),
                                 QStringLiteral("DIR"));
    QCommandLineOption deviceOption(QStringLiteral("device"),
                                    QStringLiteral("cpu or cuda (default: cuda when the engine "
                                                   "sees a GPU)."),
                                    QStringLiteral("device"));
    QCommandLineOption keepOption(QStringLiteral("keep"),
                                  QStringLiteral("Keep this op undecomposed (repeatable), e.g. "
                                                 "aten.gelu."),
                                  QStringLiteral("op"));
    QCommandLineOption decomposeOption(QStringLiteral("decompose"),
                                       QStringLiteral("Force this op to be decomposed "
                                                      "(repeatable)."),
                                       QStringLiteral("op"));
    QCommandLineOption strictOption(QStringLiteral("strict"),
                                    QStringLiteral("Trace with torch.export's strict mode."));
    parser.addOptions({outOption, deviceOption, keepOption, decomposeOption, strictOption});
    parser.addPositionalArgument(QStringLiteral("export"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("MODEL.py"), QStringLiteral("The model file."));
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !parser.isSet(outOption)) {
        err() << "kernel-studio export: expected MODEL.py and --out DIR\n" << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo model(positional[1]);
    if (!model.isFile()) {
        err() << "kernel-studio export: " << positional[1] << ": no such file" << Qt::endl;
        return kExitBadInput;
    }
    const QString device = parser.value(deviceOption);
    if (!device.isEmpty() && device != QLatin1String("cpu") && device != QLatin1String("cuda")) {
        err() << "kernel-studio export: --device must be cpu or cuda, not " << device << Qt::endl;
        return kExitBadInput;
    }
    QJsonObject params{
        {QStringLiteral("model"), model.absoluteFilePath()},
        {QStringLiteral("out"), QDir(parser.value(outOption)).absolutePath()},
        {QStringLiteral("device"), device.isEmpty() ? QJsonValue() : QJsonValue(device)},
        {QStringLiteral("strict"), parser.isSet(strictOption)}};
    if (parser.isSet(keepOption) || parser.isSet(decomposeOption))
        params.insert(QStringLiteral("decompositions"),
                      QJsonObject{{QStringLiteral("base"), QStringLiteral("default")},
                                  {QStringLiteral("keep"),
                                   QJsonArray::fromStringList(parser.values(keepOption))},
                                  {QStringLiteral("decompose"),
                                   QJsonArray::fromStringList(parser.values(decomposeOption))}});

    catchInterrupt();
    return withEngine(parser, opts, [&](EngineClient& engine, std::function<void(int)> finish) {
        using namespace std::chrono_literals;
        const qint64 id = engine.request(
            QStringLiteral("export"), params, nullptr,
            [&, finish](const RpcResult& r) {
                if (!r.ok()) {
                    const QString category =
                        r.error->data.toObject().value(QStringLiteral("category")).toString();
                    if (r.error->code == rpc::kRequestCancelled)
                        err() << "kernel-studio export: cancelled; the output folder was left as "
                                 "it was"
                              << Qt::endl;
                    else
                        err() << "kernel-studio export: " << model.filePath() << ": "
                              << r.error->describe() << Qt::endl;
                    const bool badInput = r.error->code == rpc::kInvalidParams ||
                                          (r.error->code == rpc::kMethodFailed &&
                                           (category == QLatin1String("input") ||
                                            category == QLatin1String("export")));
                    finish(r.error->code == rpc::kRequestCancelled ? kExitInterrupted
                           : badInput                              ? kExitBadInput
                                                                   : kExitEngineFailure);
                    return;
                }
                const QJsonObject result = r.result.toObject();
                if (parser.isSet(opts.json)) {
                    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
                } else {
                    out() << "project  : " << result.value(QStringLiteral("project")).toString()
                          << "\n"
                          << "module   : " << result.value(QStringLiteral("module")).toString()
                          << "  (yours to edit)\n"
                          << "generated: " << result.value(QStringLiteral("generated")).toString()
                          << "\n";
                    const QJsonArray kernels = result.value(QStringLiteral("kernels")).toArray();
                    out() << "kernels  : " << kernels.size() << "\n";
                    for (const auto& k : kernels)
                        out() << "  " << k.toString() << "\n";
                }
                out().flush();
                finish(kExitOk);
            },
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message;
                if (p.fraction)
                    err() << " (" << int(*p.fraction * 100.0) << "%)";
                err() << Qt::endl;
            },
            600s);
        cancelOnInterrupt(engine, id, QStringLiteral("export"));
    });
}

int verifyProject(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Verifies a project's working module against the eager model in a "
                       "sandbox: the example inputs, then N trials of seeded random inputs; on "
                       "a mismatch names the first kernel whose outputs diverge. Exit 0 pass, "
                       "1 mismatch (or another wrong result), 2 bad input, 3 engine failure or "
                       "undecided (timeout, crash, no GPU). --json prints the whole report."));
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
    parser.addOptions(
        {trialsOption, seedOption, runTimeoutOption, interpreterOption, tf32Option, fp64Option});
    parser.addPositionalArgument(QStringLiteral("verify"), QStringLiteral("The subcommand."));
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("The project folder."));
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << "kernel-studio verify: expected one project folder\n" << parser.helpText();
        return kExitBadInput;
    }
    const QFileInfo project(positional[1]);
    if (!project.isDir() ||
        !QFileInfo::exists(project.absoluteFilePath() + QStringLiteral("/kernel-studio.toml"))) {
        err() << "kernel-studio verify: " << positional[1]
              << ": not a project folder (no kernel-studio.toml)" << Qt::endl;
        return kExitBadInput;
    }
    QJsonObject params{{QStringLiteral("project"), project.absoluteFilePath()},
                       {QStringLiteral("interpreter"), parser.isSet(interpreterOption)},
                       {QStringLiteral("tf32"), parser.isSet(tf32Option)},
                       {QStringLiteral("fp64Reference"), parser.isSet(fp64Option)}};
    auto intOption = [&](const QCommandLineOption& o, const char* key) {
        if (!parser.isSet(o))
            return true;
        bool ok = false;
        const int v = parser.value(o).toInt(&ok);
        if (!ok || v < 0) {
            err() << "kernel-studio verify: --" << o.names().constFirst()
                  << " needs a non-negative integer" << Qt::endl;
            return false;
        }
        params.insert(QLatin1String(key), v);
        return true;
    };
    if (!intOption(trialsOption, "trials") || !intOption(seedOption, "seed") ||
        !intOption(runTimeoutOption, "timeoutSeconds"))
        return kExitBadInput;

    catchInterrupt();
    return withEngine(parser, opts, [&](EngineClient& engine, std::function<void(int)> finish) {
        using namespace std::chrono_literals;
        const qint64 id = engine.request(
            QStringLiteral("verify"), params, nullptr,
            [&, finish](const RpcResult& r) {
                if (!r.ok()) {
                    err() << "kernel-studio verify: " << project.filePath() << ": "
                          << r.error->describe() << Qt::endl;
                    const bool badInput =
                        r.error->code == rpc::kInvalidParams ||
                        (r.error->code == rpc::kMethodFailed &&
                         r.error->data.toObject().value(QStringLiteral("category")).toString() ==
                             QLatin1String("input"));
                    finish(r.error->code == rpc::kRequestCancelled ? kExitInterrupted
                           : badInput                              ? kExitBadInput
                                                                   : kExitEngineFailure);
                    return;
                }
                const QJsonObject report = r.result.toObject();
                const QString verdict = report.value(QStringLiteral("verdict")).toString();
                if (parser.isSet(opts.json)) {
                    out() << QJsonDocument(report).toJson(QJsonDocument::Indented);
                } else {
                    out() << verifySummary(report);
                }
                out().flush();
                finish(verdict == QLatin1String("pass")   ? kExitOk
                       : verdict == QLatin1String("fail") ? kExitMismatch
                                                          : kExitEngineFailure);
            },
            [](const EngineProgress& p) {
                err() << "[" << p.stage << "] " << p.message << Qt::endl;
            },
            900s);
        cancelOnInterrupt(engine, id, QStringLiteral("verify"));
    });
}

} // namespace

bool isHeadlessCommand(const QString& name) {
    return name == QLatin1String("doctor") || name == QLatin1String("inspect") ||
           name == QLatin1String("export") || name == QLatin1String("verify");
}

int runHeadless(const QStringList& arguments) {
    const QString command = arguments.value(1);
    if (command == QLatin1String("doctor"))
        return doctor(arguments);
    if (command == QLatin1String("inspect"))
        return inspect(arguments);
    if (command == QLatin1String("export"))
        return exportModel(arguments);
    if (command == QLatin1String("verify"))
        return verifyProject(arguments);
    err() << "kernel-studio: unknown command " << command << Qt::endl;
    return kExitBadInput;
}

} // namespace ks::cli
