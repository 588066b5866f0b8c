#include "JobIndicator.h"

#include "engine/EngineClient.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>
#include <algorithm>

namespace ks {

JobIndicator::JobIndicator(QWidget* parent)
    : QWidget(parent), m_bar(new QProgressBar(this)), m_cancelButton(new QToolButton(this)) {
    setObjectName(QStringLiteral("jobIndicator"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancelButton);
    m_bar->setObjectName(QStringLiteral("jobProgress"));
    // Wide enough for "regenerate: lower 35%" and the like (fitText); the log line beside it
    // takes what is left.
    m_bar->setMaximumWidth(440);
    m_bar->setRange(0, 100);
    m_cancelButton->setObjectName(QStringLiteral("cancelJob"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop the running job in the engine; nothing is written"));
    connect(m_cancelButton, &QToolButton::clicked, this, &JobIndicator::cancel);
    hide();
}

void JobIndicator::start(const QString& title, std::function<void()> cancel) {
    m_title = title;
    m_cancel = std::move(cancel);
    m_running = true;
    m_bar->setRange(0, 0); // busy until a stage reports a fraction
    m_bar->setFormat(title);
    fitText();
    m_cancelButton->setEnabled(bool(m_cancel));
    show();
}

void JobIndicator::progress(const EngineProgress& p) {
    if (!m_running)
        return;
    if (p.fraction) {
        m_bar->setRange(0, 100);
        m_bar->setValue(int(*p.fraction * 100));
        m_bar->setFormat(QStringLiteral("%1: %2 %p%").arg(m_title, p.stage));
    } else {
        m_bar->setFormat(QStringLiteral("%1: %2").arg(m_title, p.stage));
    }
    fitText();
    m_bar->setToolTip(p.message);
}

void JobIndicator::fitText() {
    // The status bar gives a permanent widget its minimum: make that the whole text (at 100%,
    // so that the bar does not grow as the job goes), never less than a useful bar.
    const QString text =
        QString(m_bar->format()).replace(QStringLiteral("%p"), QStringLiteral("100"));
    const int need = m_bar->fontMetrics().horizontalAdvance(text) + 32;
    m_bar->setMinimumWidth(std::clamp(need, 180, m_bar->maximumWidth()));
}

QString JobIndicator::text() const {
    return m_bar->text().isEmpty() ? m_bar->format() : m_bar->text();
}

void JobIndicator::finish() {
    m_running = false;
    m_cancel = {};
    m_bar->reset();
    hide();
}

void JobIndicator::cancel() {
    if (m_running && m_cancel) {
        m_cancelButton->setEnabled(false);
        m_bar->setFormat(tr("%1: cancelling…").arg(m_title));
        fitText();
        m_cancel();
    }
}

} // namespace ks
