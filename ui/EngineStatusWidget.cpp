#include "EngineStatusWidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace ks {

EngineStatusWidget::EngineStatusWidget(EngineClient& engine, QWidget* parent)
    : QWidget(parent), m_engine(engine), m_state(new QLabel(this)), m_info(new QLabel(this)),
      m_restart(new QToolButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_state->setObjectName(QStringLiteral("engineState"));
    m_info->setObjectName(QStringLiteral("engineInfo"));
    m_restart->setObjectName(QStringLiteral("engineRestart"));
    // Never narrower than its text ("… · cpu only" was cut under the state): the log line
    // beside it gives way instead.
    m_info->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Preferred);
    m_state->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Preferred);
    m_restart->setText(tr("Restart engine"));
    m_restart->setToolTip(tr("Start the engine process again"));
    layout->addWidget(m_info);
    layout->addWidget(m_state);
    layout->addWidget(m_restart);
    connect(m_restart, &QToolButton::clicked, this, [this] { m_engine.restart(); });
    connect(&m_engine, &EngineClient::stateChanged, this, &EngineStatusWidget::refresh);
    connect(&m_engine, &EngineClient::ready, this, &EngineStatusWidget::refresh);
    refresh();
}

QString EngineStatusWidget::stateText() const {
    return m_state->property("stateWord").toString();
}

QString EngineStatusWidget::infoText() const {
    return m_info->text();
}

void EngineStatusWidget::refresh() {
    const EngineState s = m_engine.state();
    const QString word = toString(s);
    m_state->setProperty("stateWord", word);
    // Colour only as a second cue; the word carries the meaning.
    QString colour = palette().color(QPalette::WindowText).name();
    if (isFailed(s))
        colour = QStringLiteral("#d0342c");
    else if (s == EngineState::Ready)
        colour = QStringLiteral("#2e9d4f");
    m_state->setText(QStringLiteral("<span style='color:%1'>&#9679;</span> engine %2")
                         .arg(colour, word.toHtmlEscaped()));
    m_state->setToolTip(isFailed(s) ? m_engine.lastError() : m_engine.options().command.toString());
    const bool up = s == EngineState::Ready || s == EngineState::Busy;
    m_info->setText(up ? m_engine.info().summary() : QString());
    // Whether model code can signal the engine (docs/security.md), where the engine is named.
    m_info->setToolTip(up ? tr("Workers: %1").arg(m_engine.info().containmentText()) : QString());
    m_restart->setVisible(isFailed(s) || s == EngineState::Stopped);
}

} // namespace ks
