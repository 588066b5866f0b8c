#pragma once
// The first start of an installed app without an engine: runs `kernel-studio setup` (the same
// command a terminal would) in a child process, first with --dry-run to say how much it
// downloads, then, once the user agrees, for real, showing its progress; Cancel stops it.

#include <QDialog>
#include <QProcess>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;

namespace ks {

class EngineSetupDialog : public QDialog {
    Q_OBJECT
public:
    /// `program`: the kernel-studio binary to run `setup` with; `extraArguments` go after
    /// `setup` (tests pass their own).
    EngineSetupDialog(const QString& program, const QStringList& extraArguments = {},
                      QWidget* parent = nullptr);
    ~EngineSetupDialog() override;

    /// Starts `setup --dry-run` (the size); the dialog then offers to install.
    void start();
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
    QString log() const;
    /// The phase: "plan", "ready to install", "install", "done", "failed", "cancelled".
    QString phase() const { return m_phase; }

Q_SIGNALS:
    void phaseChanged(const QString& phase);

private:
    void run(const QStringList& arguments);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void append(const QByteArray& bytes);
    void setPhase(const QString& phase);

    QString m_program;
    QStringList m_extra;
    QProcess m_process;
    QString m_phase;
    QLabel* m_summary;
    QProgressBar* m_progress;
    QPlainTextEdit* m_output;
    QDialogButtonBox* m_buttons;
};

} // namespace ks
