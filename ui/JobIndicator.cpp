#include "JobIndicator.h"

#include "engine/EngineClient.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

namespace ks {

JobIndicator::JobIndicator(QWidget* parent)
    : QWidget(parent), m_bar(new QProgressBar(this)), m_cancelButton(new QToolButton(this)) {
    setObjectName(QStringLiteral("jobIndicator"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancelButton);
    m_bar->setObjectName(QStringLiteral("jobProgress"));
    m_bar->setMaximumWidth(240);
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
    m_bar->setToolTip(p.message);
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
        m_cancel();
    }
}

} // namespace ks
