#include "StalenessBar.h"

#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "merge/ProjectMerge.h"
#include "merge/TextMerge.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace ks {

StalenessBar::StalenessBar(EngineApi& api, ProjectSession& session, QWidget* parent)
    : QWidget(parent), m_api(api), m_session(session), m_label(new QLabel),
      m_button(new QPushButton) {
    setObjectName(QStringLiteral("stalenessBar"));
    m_label->setObjectName(QStringLiteral("stalenessText"));
    m_button->setObjectName(QStringLiteral("stalenessAction"));
    // One line: the bar sits above the work and must not take its height; the whole text is
    // in the tooltip when it is longer than the window.
    m_label->setWordWrap(false);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_StyledBackground);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 3, 6, 3);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_button);
    m_label->setMinimumWidth(200);
    connect(m_button, &QPushButton::clicked, this, [this] {
        switch (m_state) {
        case State::Stale:
            Q_EMIT regenerateRequested();
            break;
        case State::Behind:
            Q_EMIT mergeRequested();
            break;
        case State::Conflicts:
            Q_EMIT resolveRequested();
            break;
        case State::None:
            break;
        }
    });
}

QString StalenessBar::message() const {
    return m_state == State::None ? QString() : m_label->text();
}

void StalenessBar::refresh() {
    m_staleText.clear();
    m_staleWhat.clear();
    m_conflicts = 0;
    m_base = m_generation = 0;
    const Project* project = m_session.project();
    if (!project || m_session.isReadOnly()) {
        present(State::None, QString());
        Q_EMIT refreshed();
        return;
    }
    // What the text says needs no engine: conflict blocks and the working copy's base.
    m_conflicts = countConflictBlocks(m_session.text());
    m_generation = project->settings().generation;
    QString error;
    if (const auto base = workingBase(*project, m_session.text(), &error))
        m_base = base->generation;
    decide();
    const QString folder = project->folder();
    m_api.projectStatus(folder, this, [this, folder](const Reply<ProjectStatus>& r) {
        if (m_session.folder() != folder)
            return; // another project opened meanwhile
        m_staleWhat.clear();
        if (r.ok() && r.value->stale) {
            QStringList reasons;
            for (const auto& reason : r.value->reasons) {
                reasons << reason.message;
                m_staleWhat << reason.what;
            }
            m_staleText = reasons.join(QStringLiteral("; "));
        }
        decide();
        Q_EMIT refreshed();
    });
}

void StalenessBar::decide() {
    // One message at a time, the one to act on first: conflicts block everything else.
    if (m_conflicts > 0)
        present(State::Conflicts,
                tr("%n conflict(s) from the last merge are left in the working copy", nullptr,
                   m_conflicts));
    else if (!m_staleText.isEmpty())
        present(State::Stale, tr("Generated from an older model/compiler: %1").arg(m_staleText));
    else if (m_base > 0 && m_base < m_generation)
        present(State::Behind,
                tr("Your working copy is based on generation %1; generation %2 is newer: merge "
                   "your edits into it (kernel by kernel, then verified)")
                    .arg(m_base)
                    .arg(m_generation));
    else
        present(State::None, QString());
}

void StalenessBar::present(State state, const QString& text) {
    const bool changed = m_state != state || m_label->text() != text;
    m_state = state;
    if (state == State::None) {
        m_label->clear();
        if (changed)
            Q_EMIT stateChanged(state);
        return;
    }
    m_label->setText(text);
    m_button->setText(state == State::Stale    ? tr("Regenerate")
                      : state == State::Behind ? tr("Merge")
                                               : tr("Resolve"));
    m_label->setToolTip(text);
    // Amber for stale and behind, red-tinted for conflicts: readable dark text on both.
    setStyleSheet(state == State::Conflicts
                      ? QStringLiteral("#stalenessBar { background: #f8d0c8; border: 1px solid "
                                       "#d08878; border-radius: 3px; } #stalenessText { color: "
                                       "#301810; }")
                      : QStringLiteral("#stalenessBar { background: #ffe8a8; border: 1px solid "
                                       "#d8b040; border-radius: 3px; } #stalenessText { color: "
                                       "#302010; }"));
    if (changed)
        Q_EMIT stateChanged(state);
}

} // namespace ks
