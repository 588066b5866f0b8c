#include "engine/EngineClient.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace ks {

using namespace std::chrono_literals;

QString toString(EngineState state) {
    switch (state) {
    case EngineState::Stopped:
        return QStringLiteral("stopped");
    case EngineState::Starting:
        return QStringLiteral("starting");
    case EngineState::Ready:
        return QStringLiteral("ready");
    case EngineState::Busy:
        return QStringLiteral("busy");
    case EngineState::Crashed:
        return QStringLiteral("crashed");
    case EngineState::Unresponsive:
        return QStringLiteral("not responding");
    case EngineState::Incompatible:
        return QStringLiteral("incompatible");
    }
    return QStringLiteral("unknown");
}

bool isFailed(EngineState state) {
    return state == EngineState::Crashed || state == EngineState::Unresponsive ||
           state == EngineState::Incompatible;
}

EngineClient::EngineClient(Options options, QObject* parent)
    : QObject(parent), m_options(std::move(options)), m_splitter(m_options.maxLineBytes) {
    qRegisterMetaType<ks::EngineState>();
    qRegisterMetaType<ks::EngineProgress>();
}

EngineClient::~EngineClient() {
    for (auto& p : m_pending)
        delete p.timer;
    m_pending.clear();
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        // Polite first: the engine exits at once after shutdown + exit.
        m_process->write(encodeMessage(makeRequest(0, QStringLiteral("shutdown"), {})));
        m_process->write(encodeMessage(makeNotification(QStringLiteral("exit"), {})));
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(2000)) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
    }
}

qint64 EngineClient::processId() const {
    return m_process && m_process->state() != QProcess::NotRunning ? m_process->processId() : 0;
}

void EngineClient::start() {
    if (m_state != EngineState::Stopped && !isFailed(m_state))
        return;
    m_stopping = false;
    m_info = {};
    m_lastError.clear();
    m_splitter = LineSplitter(m_options.maxLineBytes);
    m_stderrBuffer.clear();

    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_options.command.program);
    m_process->setArguments(m_options.command.arguments);
    // The engine writes a project on behalf of this process: a project writer lock this
    // process holds (a regenerate) lets the engine's export and verify write it
    // (core/project/ProjectWriteLock.h).
    QProcessEnvironment environment = m_options.environment;
    environment.insert(QStringLiteral("KS_LOCK_OWNER_PID"),
                       QString::number(QCoreApplication::applicationPid()));
    m_process->setProcessEnvironment(environment);
    if (!m_options.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_options.workingDirectory);
    connect(m_process.get(), &QProcess::readyReadStandardOutput, this, &EngineClient::onStdout);
    connect(m_process.get(), &QProcess::readyReadStandardError, this, &EngineClient::onStderr);
    connect(m_process.get(), &QProcess::finished, this, &EngineClient::onFinished);
    connect(m_process.get(), &QProcess::errorOccurred, this, &EngineClient::onProcessError);

    setState(EngineState::Starting);
    m_process->start();
    if (!m_options.sendInitialize) {
        if (m_process->waitForStarted(10000))
            setState(EngineState::Ready);
        return;
    }

    Pending init;
    init.method = QStringLiteral("initialize");
    init.internal = true;
    init.timeout = m_options.startupTimeout;
    init.onDone = [this](const RpcResult& r) { onInitialized(r); };
    const QJsonObject params{{QStringLiteral("protocolVersion"), m_options.protocolVersion},
                             {QStringLiteral("client"),
                              QJsonObject{{QStringLiteral("name"), QStringLiteral("kernel-studio")},
                                          {QStringLiteral("version"), QStringLiteral("0.1.0")}}}};
    const qint64 id = enqueue(init.method, params, std::move(init));
    writeRequest(id, QStringLiteral("initialize"), params);
}

void EngineClient::restart() {
    killProcess();
    failAll(rpc::kEngineRestarted, QStringLiteral("the engine was restarted"));
    setState(EngineState::Stopped);
    start();
}

void EngineClient::stop() {
    failAll(rpc::kEngineNotRunning, QStringLiteral("the engine was stopped"));
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        setState(EngineState::Stopped);
        return;
    }
    m_stopping = true;
    m_process->write(encodeMessage(makeRequest(m_nextId++, QStringLiteral("shutdown"), {})));
    m_process->write(encodeMessage(makeNotification(QStringLiteral("exit"), {})));
    m_process->closeWriteChannel();
    QPointer<QProcess> process = m_process.get();
    QTimer::singleShot(3000, this, [process] {
        if (process && process->state() != QProcess::NotRunning)
            process->kill();
    });
}

qint64 EngineClient::request(const QString& method, const QJsonValue& params, QObject* receiver,
                             ResponseHandler onDone, ProgressHandler onProgress,
                             std::optional<std::chrono::milliseconds> timeout) {
    Pending p;
    p.method = method;
    p.receiver = receiver;
    p.hasReceiver = receiver != nullptr;
    p.onDone = std::move(onDone);
    p.onProgress = std::move(onProgress);
    p.timeout = timeout.value_or(m_options.requestTimeout);

    if (m_state == EngineState::Stopped || isFailed(m_state) || m_stopping) {
        const qint64 id = m_nextId++;
        RpcResult r;
        r.error = RpcError{rpc::kEngineNotRunning,
                           m_lastError.isEmpty()
                               ? QStringLiteral("the engine is not running")
                               : QStringLiteral("the engine is not running: %1").arg(m_lastError),
                           {}};
        // Deliver asynchronously, like every other answer.
        QPointer<QObject> guard = receiver;
        const bool hasReceiver = receiver != nullptr;
        QTimer::singleShot(0, this, [guard, hasReceiver, done = std::move(p.onDone), r] {
            if (done && (!hasReceiver || guard))
                done(r);
        });
        return id;
    }
    const qint64 id = enqueue(method, params, std::move(p));
    if (m_state == EngineState::Starting)
        m_queued.append({id, params});
    else
        writeRequest(id, method, params);
    updateBusy();
    return id;
}

qint64 EngineClient::enqueue(const QString& method, const QJsonValue& /*params*/, Pending pending) {
    const qint64 id = m_nextId++;
    pending.method = method;
    pending.timer = new QTimer(this);
    pending.timer->setSingleShot(true);
    connect(pending.timer, &QTimer::timeout, this, [this, id] { onTimeout(id); });
    m_pending.insert(id, std::move(pending));
    return id;
}

void EngineClient::writeRequest(qint64 id, const QString& method, const QJsonValue& params) {
    auto it = m_pending.find(id);
    if (it == m_pending.end() || !m_process)
        return;
    m_process->write(encodeMessage(makeRequest(id, method, params)));
    it->sent = true;
    it->timer->start(it->timeout);
}

void EngineClient::cancel(qint64 id) {
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    if (it->sent) {
        notify(QStringLiteral("$/cancelRequest"), QJsonObject{{QStringLiteral("id"), id}});
        return;
    }
    // Still queued: it never reached the engine, so it is cancelled here.
    for (qsizetype i = 0; i < m_queued.size(); ++i)
        if (m_queued[i].first == id) {
            m_queued.removeAt(i);
            break;
        }
    RpcResult r;
    r.error = RpcError{rpc::kRequestCancelled, QStringLiteral("request cancelled"), {}};
    complete(id, r);
}

void EngineClient::forget(qint64 id) {
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    delete it->timer;
    m_pending.erase(it);
    for (qsizetype i = 0; i < m_queued.size(); ++i)
        if (m_queued[i].first == id) {
            m_queued.removeAt(i);
            break;
        }
    updateBusy();
}

void EngineClient::notify(const QString& method, const QJsonValue& params) {
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->write(encodeMessage(makeNotification(method, params)));
}

void EngineClient::sendRawLine(const QByteArray& line) {
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    m_process->write(line.endsWith('\n') ? line : line + '\n');
}

void EngineClient::onStdout() {
    if (!m_process)
        return;
    const QByteArray chunk = m_process->readAllStandardOutput();
    for (const auto& line : m_splitter.feed(chunk)) {
        if (line.oversize) {
            fail(EngineState::Crashed,
                 QStringLiteral("the engine sent a message longer than %1 bytes")
                     .arg(m_options.maxLineBytes));
            return;
        }
        handleLine(line.bytes);
        if (!m_process) // a handler stopped or restarted the engine
            return;
    }
}

void EngineClient::onStderr() {
    if (!m_process)
        return;
    m_stderrBuffer += m_process->readAllStandardError();
    qsizetype nl;
    while ((nl = m_stderrBuffer.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_stderrBuffer.left(nl));
        m_stderrBuffer.remove(0, nl + 1);
        m_log.append(line);
        while (m_log.size() > m_options.logLinesKept)
            m_log.removeFirst();
        Q_EMIT logLine(line);
    }
}

void EngineClient::handleLine(const QByteArray& line) {
    if (line.trimmed().isEmpty())
        return;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        const QString text = QStringLiteral("[protocol] ignored a line from the engine that is not "
                                            "a JSON object: %1")
                                 .arg(QString::fromUtf8(line.left(200)));
        m_log.append(text);
        Q_EMIT logLine(text);
        return;
    }
    const QJsonObject message = doc.object();
    Q_EMIT messageReceived(message);
    if (message.contains(QStringLiteral("method"))) {
        if (message.value(QStringLiteral("method")).toString() == QLatin1String("$/progress"))
            handleProgress(message.value(QStringLiteral("params")).toObject());
        return; // other notifications from the engine carry nothing the client acts on
    }
    handleResponse(message);
}

void EngineClient::handleResponse(const QJsonObject& message) {
    const QJsonValue idValue = message.value(QStringLiteral("id"));
    if (!idValue.isDouble()) {
        // An error about a line the engine could not attribute (parse error, oversize line).
        const QString text = QStringLiteral("[protocol] engine reported: %1")
                                 .arg(message.value(QStringLiteral("error"))
                                          .toObject()
                                          .value(QStringLiteral("message"))
                                          .toString());
        m_log.append(text);
        Q_EMIT logLine(text);
        return;
    }
    const qint64 id = idValue.toInteger();
    if (!m_pending.contains(id)) {
        Q_EMIT responseDropped(id);
        return;
    }
    RpcResult r;
    if (message.contains(QStringLiteral("error"))) {
        const QJsonObject e = message.value(QStringLiteral("error")).toObject();
        r.error = RpcError{e.value(QStringLiteral("code")).toInt(),
                           e.value(QStringLiteral("message")).toString(),
                           e.value(QStringLiteral("data"))};
    } else {
        r.result = message.value(QStringLiteral("result"));
    }
    const Pending& p = m_pending[id];
    if (p.hasReceiver && !p.receiver) {
        forget(id);
        Q_EMIT responseDropped(id);
        return;
    }
    complete(id, r);
}

void EngineClient::handleProgress(const QJsonObject& params) {
    const QJsonValue token = params.value(QStringLiteral("token"));
    if (!token.isDouble())
        return;
    const qint64 id = token.toInteger();
    EngineProgress progress{params.value(QStringLiteral("stage")).toString(),
                            params.value(QStringLiteral("message")).toString(), std::nullopt};
    if (params.value(QStringLiteral("fraction")).isDouble())
        progress.fraction = params.value(QStringLiteral("fraction")).toDouble();
    auto it = m_pending.find(id);
    if (it != m_pending.end()) {
        it->timer->start(it->timeout); // progress means alive
        if (it->onProgress && (!it->hasReceiver || it->receiver))
            it->onProgress(progress);
    }
    Q_EMIT this->progress(id, progress);
}

void EngineClient::onTimeout(qint64 id) {
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    const QString message = QStringLiteral("the engine did not answer '%1' within %2 s")
                                .arg(it->method)
                                .arg(double(it->timeout.count()) / 1000.0, 0, 'f', 1);
    RpcResult r;
    r.error = RpcError{rpc::kClientTimeout, message, {}};
    complete(id, r);
    fail(EngineState::Unresponsive, message);
}

void EngineClient::onInitialized(const RpcResult& result) {
    if (!result.ok()) {
        if (result.error->code == rpc::kVersionMismatch)
            fail(EngineState::Incompatible,
                 QStringLiteral("the engine speaks another protocol version: %1")
                     .arg(result.error->describe()));
        else if (result.error->code != rpc::kClientTimeout &&
                 result.error->code != rpc::kEngineExited)
            fail(EngineState::Crashed, QStringLiteral("the engine refused to initialize: %1")
                                           .arg(result.error->describe()));
        return;
    }
    QString error;
    auto info = EngineInfo::fromJson(result.result.toObject(), &error);
    if (!info) {
        fail(EngineState::Crashed, error);
        return;
    }
    if (protocolMajor(info->protocolVersion) != protocolMajor(m_options.protocolVersion)) {
        fail(EngineState::Incompatible,
             QStringLiteral("the engine speaks protocol %1, this app speaks %2")
                 .arg(info->protocolVersion, m_options.protocolVersion));
        return;
    }
    m_info = *info;
    setState(EngineState::Ready);
    const auto queued = std::exchange(m_queued, {});
    for (const auto& [id, params] : queued) {
        auto it = m_pending.find(id);
        if (it != m_pending.end())
            writeRequest(id, it->method, params);
    }
    updateBusy();
    Q_EMIT ready(m_info);
}

void EngineClient::complete(qint64 id, const RpcResult& result) {
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return;
    Pending p = std::move(*it);
    m_pending.erase(it);
    delete p.timer;
    updateBusy();
    if (p.onDone && (!p.hasReceiver || p.receiver))
        p.onDone(result);
}

void EngineClient::failAll(int code, const QString& message) {
    m_queued.clear();
    const auto ids = m_pending.keys();
    for (qint64 id : ids) {
        RpcResult r;
        r.error = RpcError{code, message, {}};
        complete(id, r);
    }
}

void EngineClient::fail(EngineState state, const QString& message) {
    m_lastError = message;
    if (state != EngineState::Unresponsive)
        killProcess();
    // State first: a handler run by failAll() may already restart the engine.
    setState(state);
    Q_EMIT failed(message);
    if (state != EngineState::Unresponsive)
        failAll(state == EngineState::Crashed ? rpc::kEngineExited : rpc::kEngineNotRunning,
                message);
}

void EngineClient::onFinished(int exitCode, QProcess::ExitStatus status) {
    onStderr(); // keep the last words
    if (m_stopping) {
        m_process.release()->deleteLater();
        m_stopping = false;
        failAll(rpc::kEngineNotRunning, QStringLiteral("the engine was stopped"));
        setState(EngineState::Stopped);
        return;
    }
    QString message = status == QProcess::CrashExit
                          ? QStringLiteral("the engine crashed")
                          : QStringLiteral("the engine exited with status %1").arg(exitCode);
    const QString tail = logTail(8);
    if (!tail.isEmpty())
        message += QStringLiteral("; its last log lines:\n") + tail;
    fail(EngineState::Crashed, message);
}

void EngineClient::onProcessError(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart)
        return; // exits are handled in onFinished
    fail(EngineState::Crashed,
         QStringLiteral("could not start the engine command '%1': %2")
             .arg(m_options.command.toString(), m_process ? m_process->errorString() : QString()));
}

void EngineClient::killProcess() {
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
    // Deferred: we may be inside one of the process's own signals.
    m_process.release()->deleteLater();
}

void EngineClient::setState(EngineState state) {
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void EngineClient::updateBusy() {
    if (m_state != EngineState::Ready && m_state != EngineState::Busy)
        return;
    bool busy = false;
    for (const auto& p : m_pending)
        if (!p.internal) {
            busy = true;
            break;
        }
    setState(busy ? EngineState::Busy : EngineState::Ready);
}

QString EngineClient::logTail(int lines) const {
    return m_log.mid(qMax(0, int(m_log.size()) - lines)).join(QLatin1Char('\n'));
}

} // namespace ks
