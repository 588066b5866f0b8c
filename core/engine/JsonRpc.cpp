#include "engine/JsonRpc.h"

#include <QJsonDocument>

namespace ks {

QString RpcError::describe() const {
    QString text = QStringLiteral("%1 (code %2)").arg(message).arg(code);
    const QJsonObject d = data.toObject();
    if (d.contains(QStringLiteral("category")))
        text += QStringLiteral(" [%1]").arg(d.value(QStringLiteral("category")).toString());
    if (d.contains(QStringLiteral("file"))) {
        text += QStringLiteral(" at %1").arg(d.value(QStringLiteral("file")).toString());
        if (d.value(QStringLiteral("line")).isDouble())
            text += QStringLiteral(":%1").arg(d.value(QStringLiteral("line")).toInt());
    }
    if (d.contains(QStringLiteral("hint")) && !d.value(QStringLiteral("hint")).toString().isEmpty())
        text += QStringLiteral("\nhint: %1").arg(d.value(QStringLiteral("hint")).toString());
    return text;
}

QByteArray encodeMessage(const QJsonObject& message) {
    QByteArray line = QJsonDocument(message).toJson(QJsonDocument::Compact);
    line.append('\n');
    return line;
}

QJsonObject makeRequest(qint64 id, const QString& method, const QJsonValue& params) {
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined() && !params.isNull())
        o.insert(QStringLiteral("params"), params);
    return o;
}

QJsonObject makeNotification(const QString& method, const QJsonValue& params) {
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined() && !params.isNull())
        o.insert(QStringLiteral("params"), params);
    return o;
}

int protocolMajor(const QString& version) {
    bool ok = false;
    const int major = version.section(QLatin1Char('.'), 0, 0).toInt(&ok);
    return ok ? major : -1;
}

QList<LineSplitter::Line> LineSplitter::feed(const QByteArray& chunk) {
    QList<Line> lines;
    qsizetype start = 0;
    while (start < chunk.size()) {
        const qsizetype nl = chunk.indexOf('\n', start);
        const qsizetype end = nl < 0 ? chunk.size() : nl;
        if (!m_discarding) {
            if (m_buffer.size() + (end - start) > m_max) {
                // Over the limit: drop what we hold and skip to the end of this line.
                m_buffer.clear();
                m_buffer.squeeze();
                m_discarding = true;
            } else {
                m_buffer.append(chunk.constData() + start, end - start);
            }
        }
        if (nl < 0)
            break;
        if (m_discarding) {
            lines.append({QByteArray(), true});
            m_discarding = false;
        } else {
            lines.append({m_buffer, false});
            m_buffer.clear();
        }
        start = nl + 1;
    }
    return lines;
}

} // namespace ks
