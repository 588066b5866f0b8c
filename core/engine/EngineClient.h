#pragma once
// Starts the engine process and talks JSON-RPC to it (docs/protocol.md): asynchronous
// requests, progress routing, per-request inactivity timeouts, crash and hang detection,
// restart. Used by the IDE and by the headless commands alike.

#include "engine/EngineCommand.h"
#include "engine/EngineInfo.h"
#include "engine/JsonRpc.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace ks {

enum class EngineState {
    Stopped,      // not started, or shut down on purpose
    Starting,     // process started, `initialize` not answered yet
    Ready,        // initialized, no request in flight
    Busy,         // initialized, requests in flight
    Crashed,      // exited unexpectedly, failed to start, or broke the protocol
    Unresponsive, // a request timed out: the engine is presumed hung
    Incompatible, // protocol major versions differ
};

/// "starting", "ready", ... (the words the status bar shows).
QString toString(EngineState state);
/// True for the states from which only a restart helps.
bool isFailed(EngineState state);

/// One `$/progress` notification.
struct EngineProgress {
    QString stage;
    QString message;
    std::optional<double> fraction;
};

class EngineClient : public QObject {
    Q_OBJECT
public:
    struct Options {
        EngineCommand command = EngineCommand::defaultCommand();
        QString workingDirectory;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        /// Time allowed for `initialize` (the engine imports torch first).
        std::chrono::milliseconds startupTimeout{120000};
        /// Default inactivity timeout of a request; progress for it restarts the clock.
        std::chrono::milliseconds requestTimeout{30000};
        /// Protocol version sent in `initialize` (tests change it to provoke a mismatch).
        QString protocolVersion = QString::fromLatin1(kProtocolVersion);
        /// Longest line accepted from the engine.
        qsizetype maxLineBytes = qsizetype(256) * 1024 * 1024;
        /// Lines of engine log kept for error reports.
        int logLinesKept = 200;
        /// Send `initialize` on start. Off only for protocol replays that send their own;
        /// the client is then Ready as soon as the process runs.
        bool sendInitialize = true;
    };

    using ResponseHandler = std::function<void(const RpcResult&)>;
    using ProgressHandler = std::function<void(const EngineProgress&)>;

    explicit EngineClient(Options options, QObject* parent = nullptr);
    ~EngineClient() override;

    /// Starts the process and sends `initialize`; no-op unless stopped or failed.
    void start();
    /// Kills the engine (pending requests fail with kEngineRestarted) and starts it again.
    void restart();
    /// Polite stop: `shutdown` + `exit`, then kill after a grace period. Pending requests fail.
    void stop();

    EngineState state() const { return m_state; }
    /// Valid once the state has been Ready.
    const EngineInfo& info() const { return m_info; }
    /// Why the engine is in a failed state (empty otherwise).
    QString lastError() const { return m_lastError; }
    /// The last lines the engine wrote to its log (stderr).
    QStringList recentLog() const { return m_log; }
    const Options& options() const { return m_options; }
    /// Engine process id, or 0 when not running.
    qint64 processId() const;

    /// Sends a request; `onDone` runs exactly once on `receiver`'s thread unless `receiver`
    /// is destroyed first or the request is forgotten (then the response is dropped).
    /// Requests made before the engine is ready are queued. Returns the request id.
    qint64 request(const QString& method, const QJsonValue& params, QObject* receiver,
                   ResponseHandler onDone, ProgressHandler onProgress = {},
                   std::optional<std::chrono::milliseconds> timeout = std::nullopt);
    /// Asks the engine to cancel; the handler then gets -32800 (or the result if it won).
    void cancel(qint64 id);
    /// Stops waiting: the handler will not run and a late response is dropped.
    void forget(qint64 id);
    /// Sends a notification (no answer expected).
    void notify(const QString& method, const QJsonValue& params = {});
    /// Writes one raw line to the engine (protocol tests replay transcripts with it).
    void sendRawLine(const QByteArray& line);
    /// Number of requests waiting for an answer.
    int pendingCount() const { return int(m_pending.size()); }

Q_SIGNALS:
    void stateChanged(ks::EngineState state);
    void ready(const ks::EngineInfo& info);
    /// A failure the user should see (crash, hang, incompatible engine, protocol error).
    void failed(const QString& message);
    void logLine(const QString& line);
    void progress(qint64 requestId, const ks::EngineProgress& progress);
    /// Every message the engine sent, in order (for logs and transcript tests).
    void messageReceived(const QJsonObject& message);
    /// A response arrived that nobody waits for any more.
    void responseDropped(qint64 requestId);

private:
    struct Pending {
        QString method;
        QPointer<QObject> receiver;
        bool hasReceiver = false;
        ResponseHandler onDone;
        ProgressHandler onProgress;
        std::chrono::milliseconds timeout{0};
        QTimer* timer = nullptr; // owned by this client
        bool internal = false;   // initialize/shutdown: not counted as user work
        bool sent = false;
    };

    qint64 enqueue(const QString& method, const QJsonValue& params, Pending pending);
    void writeRequest(qint64 id, const QString& method, const QJsonValue& params);
    void onStdout();
    void onStderr();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onProcessError(QProcess::ProcessError error);
    void handleLine(const QByteArray& line);
    void handleResponse(const QJsonObject& message);
    void handleProgress(const QJsonObject& params);
    void onTimeout(qint64 id);
    void onInitialized(const RpcResult& result);
    void complete(qint64 id, const RpcResult& result);
    void failAll(int code, const QString& message);
    void fail(EngineState state, const QString& message);
    void setState(EngineState state);
    void updateBusy();
    void killProcess();
    QString logTail(int lines) const;

    Options m_options;
    std::unique_ptr<QProcess> m_process;
    EngineState m_state = EngineState::Stopped;
    EngineInfo m_info;
    QString m_lastError;
    QStringList m_log;
    QByteArray m_stderrBuffer;
    LineSplitter m_splitter;
    qint64 m_nextId = 1;
    QHash<qint64, Pending> m_pending;
    QList<std::pair<qint64, QJsonValue>> m_queued; // (id, params) waiting for Ready
    bool m_stopping = false;
};

} // namespace ks

Q_DECLARE_METATYPE(ks::EngineState)
Q_DECLARE_METATYPE(ks::EngineProgress)
