#include "EngineSetupDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ks {

EngineSetupDialog::EngineSetupDialog(const QString& program, const QStringList& extraArguments,
                                     QWidget* parent)
    : QDialog(parent), m_program(program), m_extra(extraArguments) {
    setWindowTitle(tr("Set up the engine"));
    m_summary = new QLabel(tr("Kernel Studio runs the PyTorch compiler in its engine, a Python "
                              "with torch. Finding out what it needs…"));
    m_summary->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 0);
    m_output = new QPlainTextEdit;
    m_output->setReadOnly(true);
    m_output->setObjectName(QStringLiteral("setupOutput"));
    m_output->setFont(QFont(QStringLiteral("monospace")));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Download and install"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_progress);
    layout->addWidget(m_output, 1);
    layout->addWidget(m_buttons);
    resize(720, 420);

    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, [this] { append(m_process.readAll()); });
    connect(&m_process, &QProcess::finished, this, &EngineSetupDialog::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            append(m_process.errorString().toUtf8());
            setPhase(QStringLiteral("failed"));
        }
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_phase == QLatin1String("ready to install")) {
            m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
            run({QStringLiteral("--yes")});
            setPhase(QStringLiteral("install"));
        } else {
            accept();
        }
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (isRunning()) {
            // setup_engine.py builds in a .partial folder: stopping it leaves no engine behind.
            m_process.terminate();
            if (!m_process.waitForFinished(5000))
                m_process.kill();
        }
        setPhase(QStringLiteral("cancelled"));
        reject();
    });
}

EngineSetupDialog::~EngineSetupDialog() {
    if (isRunning()) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

void EngineSetupDialog::start() {
    setPhase(QStringLiteral("plan"));
    run({QStringLiteral("--dry-run")});
}

QString EngineSetupDialog::log() const {
    return m_output->toPlainText();
}

void EngineSetupDialog::run(const QStringList& arguments) {
    m_progress->setRange(0, 0);
    m_process.start(m_program, QStringList{QStringLiteral("setup")} + arguments + m_extra);
}

void EngineSetupDialog::append(const QByteArray& bytes) {
    // pip's progress bars redraw with \r: keep the last state of each line.
    const QString text = QString::fromUtf8(bytes);
    for (const QString& chunk : text.split(QLatin1Char('\n'))) {
        const QString line = chunk.section(QLatin1Char('\r'), -1).trimmed();
        if (line.isEmpty())
            continue;
        m_output->appendPlainText(line);
        static const QRegularExpression stepRe(QStringLiteral("^\\[(\\d)/(\\d)\\]"));
        const auto m = stepRe.match(line);
        if (m.hasMatch()) {
            m_progress->setRange(0, m.captured(2).toInt());
            m_progress->setValue(m.captured(1).toInt() - 1);
        }
        if (line.startsWith(QLatin1String("This downloads")))
            m_summary->setText(line);
    }
    m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
}

void EngineSetupDialog::onFinished(int exitCode, QProcess::ExitStatus status) {
    if (m_phase == QLatin1String("cancelled"))
        return;
    const bool ok = status == QProcess::NormalExit && exitCode == 0;
    m_progress->setRange(0, 1);
    m_progress->setValue(ok ? 1 : 0);
    if (!ok) {
        m_summary->setText(tr("Setup failed (exit %1); the output says why. `kernel-studio setup` "
                              "in a terminal does the same.")
                               .arg(exitCode));
        setPhase(QStringLiteral("failed"));
        return;
    }
    if (m_phase == QLatin1String("plan")) {
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
        setPhase(QStringLiteral("ready to install"));
        return;
    }
    m_summary->setText(tr("The engine is set up."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(false);
    setPhase(QStringLiteral("done"));
}

void EngineSetupDialog::setPhase(const QString& phase) {
    m_phase = phase;
    Q_EMIT phaseChanged(phase);
}

} // namespace ks
