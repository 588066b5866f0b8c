#pragma once
// A project's verify history (`.kernel-studio/verify/history.jsonl`, one JSON object per run),
// newest first. Damaged lines are skipped and counted; reload() re-reads the file on demand.

#include "verify/VerifyReport.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace ks {

/// One history line.
struct VerifyRun {
    QString runId;
    QString timeText; // as written (ISO with offset)
    QDateTime time;
    VerifyVerdict verdict = VerifyVerdict::Error;
    QString reason;
    int trials = 0;
    QString device;
    int generation = 0; // the generation verified; 0 when the line predates the record
    QStringList edited;
    QString located; // kernel name, empty when none
    double durationSeconds = VerifyComparison::kUnknown;
    QString reportPath; // absolute path of the run's report.json
};

class VerifyHistory {
public:
    VerifyHistory() = default;
    /// Reads the history of `projectFolder` at once.
    explicit VerifyHistory(const QString& projectFolder);

    /// `<project>/.kernel-studio/verify`.
    static QString verifyFolder(const QString& projectFolder);
    /// `<project>/.kernel-studio/verify/history.jsonl`.
    static QString historyFile(const QString& projectFolder);
    /// Parses one history line; nullopt and *error when it is damaged.
    static std::optional<VerifyRun> parseLine(const QByteArray& line, const QString& verifyFolder,
                                              QString* error);

    /// Re-reads the file. A missing file is an empty history, not an error. Returns false (and
    /// sets error()) when the file exists but cannot be read; the runs are then empty.
    bool reload();

    QString projectFolder() const { return m_project; }
    /// Newest first (by run id, which sorts by time).
    const QList<VerifyRun>& runs() const { return m_runs; }
    /// The run with `runId`, null when absent.
    const VerifyRun* run(const QString& runId) const;
    /// Lines that were not a valid run (skipped).
    int skippedLines() const { return m_skipped; }
    /// The first skipped line's problem, "history.jsonl:3: ..." (empty when none).
    QString firstProblem() const { return m_firstProblem; }
    /// Why the file could not be read (empty when it could or is absent).
    QString error() const { return m_error; }

private:
    QString m_project;
    QList<VerifyRun> m_runs;
    int m_skipped = 0;
    QString m_firstProblem;
    QString m_error;
};

} // namespace ks
