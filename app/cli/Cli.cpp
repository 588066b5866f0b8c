#include "cli/Cli.h"

#include "engine/EngineClient.h"
#include "project/TrustStore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>
#include <QSettings>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <csignal>

namespace ks::cli {
namespace {
std::atomic<bool> g_interrupted{false};
// Set once a command has said how Ctrl+C cancels its work (onInterrupt); until then an
// interrupt ends the command as cancelled (exit 130) and stops the engine with it.
std::atomic<bool> g_cancelHandled{false};
} // namespace

QTextStream& out() {
    static QTextStream s(stdout);
    return s;
}

QTextStream& err() {
    static QTextStream s(stderr);
    return s;
}

int withEngine(const QCommandLineParser& parser, const CommonOptions& opts,
               const std::function<void(EngineApi&, std::function<void(int)>)>& work) {
    QSettings settings;
    EngineClient::Options options;
    options.command = EngineCommand::resolve(parser.value(opts.engine), &settings);
    const auto seconds = std::chrono::seconds(parser.value(opts.timeout).toInt());
    options.startupTimeout = seconds;
    options.requestTimeout = seconds;
    EngineClient engine(options);
    EngineApi api(engine);
    if (parser.isSet(opts.verbose))
        QObject::connect(&engine, &EngineClient::logLine,
                         [](const QString& line) { err() << "engine: " << line << Qt::endl; });

    int code = kExitEngineFailure;
    bool finished = false;
    bool wasReady = false;
    bool restarting = false; // the answers of the ended engine's requests are not the command's
    int restarts = 0;
    auto finish = [&](int c) {
        if (finished || restarting)
            return;
        finished = true;
        code = c;
        QCoreApplication::exit(c);
    };
    const QString command = QCoreApplication::arguments().value(1);
    QObject::connect(&engine, &EngineClient::failed, [&](const QString& message) {
        // An engine that was serving and ended (model code that killed it where workers cannot
        // be contained, the OOM killer) is started once more and the command run again.
        if (wasReady && restarts == 0 && !finished) {
            ++restarts;
            restarting = true;
            wasReady = false;
            err() << "kernel-studio " << command << ": the engine ended unexpectedly ("
                  << message.section(QLatin1Char('\n'), 0, 0)
                  << "); started it again, running the command again" << Qt::endl;
            QTimer::singleShot(0, &engine, [&engine] { engine.restart(); });
            return;
        }
        err() << "kernel-studio: engine failure: " << message << Qt::endl;
        if (restarts > 0)
            err() << "kernel-studio: the engine ended again after its restart; giving up"
                  << Qt::endl;
        err() << "engine command: " << options.command.toString() << Qt::endl;
        finish(kExitEngineFailure);
    });
    QObject::connect(&engine, &EngineClient::ready, [&] {
        wasReady = true;
        restarting = false;
        work(api, finish);
    });
    // Every command ends on Ctrl+C: one that cancels its request itself (onInterrupt) waits
    // for the engine's answer; any other is cancelled here, and the engine stops with it.
    catchInterrupt();
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, [&] {
        if (!g_cancelHandled && g_interrupted.exchange(false)) {
            err() << "kernel-studio: cancelled" << Qt::endl;
            finish(kExitInterrupted);
        }
    });
    interruptPoll.start(100);
    QTimer::singleShot(0, &engine, [&engine] { engine.start(); });
    QCoreApplication::exec();
    return code;
}

void catchInterrupt() {
    std::signal(SIGINT, [](int) { g_interrupted = true; });
}

void onInterrupt(QObject& owner, const QString& command, std::function<void()> cancel) {
    g_cancelHandled = true;
    auto* poll = new QTimer(&owner);
    QObject::connect(poll, &QTimer::timeout, &owner, [poll, command, cancel] {
        if (g_interrupted.exchange(false)) {
            err() << "kernel-studio " << command << ": cancelling..." << Qt::endl;
            cancel();
            poll->stop();
        }
    });
    poll->start(100);
}

void cancelOnInterrupt(EngineApi& api, qint64 id, const QString& command) {
    onInterrupt(api, command, [&api, id] { api.cancel(id); });
}

int exitCodeFor(const RpcError& error, const QStringList& badInputCategories) {
    if (error.code == rpc::kRequestCancelled)
        return kExitInterrupted;
    if (error.code == rpc::kInvalidParams)
        return kExitBadInput;
    const QString category = error.data.toObject().value(QStringLiteral("category")).toString();
    if (error.code == rpc::kMethodFailed && category == QLatin1String("environment"))
        return kExitEnvironment;
    if (error.code == rpc::kMethodFailed && category == QLatin1String("busy"))
        return kExitBusy;
    if (error.code == rpc::kMethodFailed && category == QLatin1String("untrusted"))
        return kExitUntrusted;
    if (error.code == rpc::kMethodFailed &&
        (category == QLatin1String("input") || badInputCategories.contains(category)))
        return kExitBadInput;
    return kExitEngineFailure;
}

bool expectPositionals(QCommandLineParser& parser, const QStringList& arguments, int count,
                       const QString& what) {
    parser.process(arguments);
    if (parser.positionalArguments().size() != count) {
        err() << "kernel-studio " << arguments.value(1) << ": expected " << what << "\n"
              << parser.helpText();
        return false;
    }
    return true;
}

QCommandLineOption trustOption() {
    return QCommandLineOption(
        QStringLiteral("trust"),
        QStringLiteral("Run the project's Python code although its folder is not trusted, for "
                       "this command only (kernel-studio trust DIR records a folder)."));
}

bool checkTrusted(const QCommandLineParser& parser, const QString& command, const QString& folder) {
    const TrustStore store;
    if (parser.isSet(QStringLiteral("trust"))) {
        TrustStore::trustForThisSession(folder); // the engine started next inherits it
        return true;
    }
    QString readError;
    store.folders(&readError);
    if (!readError.isEmpty())
        err() << "kernel-studio " << command << ": " << readError << Qt::endl;
    if (store.isTrusted(folder))
        return true;
    err() << "kernel-studio " << command << ": " << folder
          << " is not a trusted folder: " << command
          << " runs the Python code it holds (the model file, decompositions.py, the generated "
             "module), and nothing of it was run. Trust it with `kernel-studio trust "
          << folder << "` (recorded in " << store.file()
          << "), or pass --trust to run it this once (docs/security.md)." << Qt::endl;
    return false;
}

void trustCreatedProject(const QString& command, const QString& folder) {
    QString error;
    if (!TrustStore().trust(folder, &error))
        err() << "kernel-studio " << command << ": warning: could not record " << folder
              << " as trusted: " << error << Qt::endl;
}

bool checkProjectFolder(const QString& command, const QString& path, QString* absolute) {
    const QFileInfo project(path);
    if (!project.isDir() ||
        !QFileInfo::exists(project.absoluteFilePath() + QStringLiteral("/kernel-studio.toml"))) {
        err() << "kernel-studio " << command << ": " << path
              << ": not a project folder (no kernel-studio.toml)" << Qt::endl;
        return false;
    }
    *absolute = project.absoluteFilePath();
    return true;
}

} // namespace ks::cli
