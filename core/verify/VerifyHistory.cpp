#include "verify/VerifyHistory.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace ks {

VerifyHistory::VerifyHistory(const QString& projectFolder) : m_project(projectFolder) {
    reload();
}

QString VerifyHistory::verifyFolder(const QString& projectFolder) {
    return QDir(projectFolder).absoluteFilePath(QStringLiteral(".kernel-studio/verify"));
}

QString VerifyHistory::historyFile(const QString& projectFolder) {
    return QDir(verifyFolder(projectFolder)).absoluteFilePath(QStringLiteral("history.jsonl"));
}

std::optional<VerifyRun> VerifyHistory::parseLine(const QByteArray& line,
                                                  const QString& verifyFolder, QString* error) {
    auto fail = [error](const QString& why) -> std::optional<VerifyRun> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not valid JSON: %1").arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    VerifyRun run;
    run.runId = o.value(QStringLiteral("runId")).toString();
    if (run.runId.isEmpty())
        return fail(QStringLiteral("member \"runId\" is missing or not a string"));
    const auto verdict = verifyVerdictFromName(o.value(QStringLiteral("verdict")).toString());
    if (!verdict)
        return fail(QStringLiteral("member \"verdict\" is not pass, fail or error"));
    run.verdict = *verdict;
    run.timeText = o.value(QStringLiteral("time")).toString();
    run.time = QDateTime::fromString(run.timeText, Qt::ISODate);
    run.reason = o.value(QStringLiteral("reason")).toString();
    run.trials = o.value(QStringLiteral("trials")).toInt();
    run.device = o.value(QStringLiteral("device")).toString();
    run.generation = o.value(QStringLiteral("generation")).toInt();
    for (const QJsonValue& v : o.value(QStringLiteral("edited")).toArray())
        run.edited << v.toString();
    run.located = o.value(QStringLiteral("located")).toString();
    const QJsonValue duration = o.value(QStringLiteral("durationSeconds"));
    if (duration.isDouble())
        run.durationSeconds = duration.toDouble();
    QString report = o.value(QStringLiteral("report")).toString();
    if (report.isEmpty())
        report = run.runId + QStringLiteral("/report.json");
    run.reportPath = QDir::cleanPath(QDir(verifyFolder).absoluteFilePath(report));
    return run;
}

bool VerifyHistory::reload() {
    m_runs.clear();
    m_skipped = 0;
    m_firstProblem.clear();
    m_error.clear();
    if (m_project.isEmpty())
        return true;
    const QString path = historyFile(m_project);
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const QString folder = verifyFolder(m_project);
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QString why;
        if (auto run = parseLine(line, folder, &why)) {
            m_runs << *run;
            continue;
        }
        if (m_skipped++ == 0)
            m_firstProblem = QStringLiteral("history.jsonl:%1: %2").arg(i + 1).arg(why);
    }
    // Appended in time order; run ids sort by time, so newest first is descending id.
    std::reverse(m_runs.begin(), m_runs.end());
    std::stable_sort(m_runs.begin(), m_runs.end(),
                     [](const VerifyRun& a, const VerifyRun& b) { return a.runId > b.runId; });
    return true;
}

const VerifyRun* VerifyHistory::run(const QString& runId) const {
    for (const VerifyRun& r : m_runs) {
        if (r.runId == runId)
            return &r;
    }
    return nullptr;
}

} // namespace ks
