#pragma once
// JSON-RPC 2.0 over newline-delimited JSON, as described in docs/protocol.md.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <optional>

namespace ks {

/// The protocol version this client speaks (major must match the engine's).
inline constexpr const char* kProtocolVersion = "1.0";

namespace rpc {
// Codes from the engine (docs/protocol.md).
inline constexpr int kParseError = -32700;
inline constexpr int kInvalidRequest = -32600;
inline constexpr int kMethodNotFound = -32601;
inline constexpr int kInvalidParams = -32602;
inline constexpr int kInternalError = -32603;
inline constexpr int kNotInitialized = -32002;
inline constexpr int kVersionMismatch = -32001;
inline constexpr int kMethodFailed = -32000;
inline constexpr int kRequestCancelled = -32800;
// Codes the client gives when the engine never answered.
inline constexpr int kClientTimeout = -32090;
inline constexpr int kEngineExited = -32091;
inline constexpr int kEngineNotRunning = -32092;
inline constexpr int kEngineRestarted = -32093;
// The client's code for an answer that does not match the protocol (schema or type).
inline constexpr int kBadResult = -32094;
// The client's code for files that could not be moved to or from a remote engine's workspace.
inline constexpr int kWorkspaceFailed = -32095;
} // namespace rpc

/// An error answer (from the engine, or made by the client when no answer can come).
struct RpcError {
    int code = 0;
    QString message;
    QJsonValue data;

    /// "message (code N)" plus, where the engine gave them, category and file:line.
    QString describe() const;
};

/// The outcome of one request: a result or an error.
struct RpcResult {
    QJsonValue result;
    std::optional<RpcError> error;

    bool ok() const { return !error.has_value(); }
};

/// Serializes one message as a compact JSON line with its trailing newline.
QByteArray encodeMessage(const QJsonObject& message);
QJsonObject makeRequest(qint64 id, const QString& method, const QJsonValue& params);
QJsonObject makeNotification(const QString& method, const QJsonValue& params);

/// Major component of "M.m" (or -1 when it is not a version string).
int protocolMajor(const QString& version);

/// Splits a byte stream into lines without ever holding an over-long line: bytes of a line
/// longer than the limit are discarded as they arrive and the line is reported as oversize.
class LineSplitter {
public:
    explicit LineSplitter(qsizetype maxLineBytes) : m_max(maxLineBytes) {}

    struct Line {
        QByteArray bytes;
        bool oversize = false;
    };

    /// Feeds bytes; returns the complete lines they finished.
    QList<Line> feed(const QByteArray& chunk);
    /// Bytes buffered of the line in progress.
    qsizetype pending() const { return m_buffer.size(); }

private:
    qsizetype m_max;
    QByteArray m_buffer;
    bool m_discarding = false;
};

} // namespace ks
