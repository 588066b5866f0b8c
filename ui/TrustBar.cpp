#include "TrustBar.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace ks {

TrustBar::TrustBar(QWidget* parent)
    : QWidget(parent), m_label(new QLabel), m_trust(new QPushButton(tr("Trust"))),
      m_keep(new QPushButton(tr("Keep restricted"))) {
    setObjectName(QStringLiteral("trustBar"));
    m_label->setObjectName(QStringLiteral("trustText"));
    m_trust->setObjectName(QStringLiteral("trustAction"));
    m_keep->setObjectName(QStringLiteral("keepRestrictedAction"));
    m_label->setWordWrap(false);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_label->setMinimumWidth(200);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_StyledBackground);
    setAutoFillBackground(true);
    // Blue, not the staleness bar's amber: a question, not a warning about the code.
    setStyleSheet(QStringLiteral("#trustBar { background: #d6e6fa; border: 1px solid #7fa4d4; "
                                 "border-radius: 3px; } #trustText { color: #102038; }"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 3, 6, 3);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_trust);
    layout->addWidget(m_keep);
    m_trust->setToolTip(tr("Run this folder's Python code from now on: the model file, "
                           "decompositions.py, verify, profile, regenerate (remembered for "
                           "this folder and the folders under it)"));
    m_keep->setToolTip(tr("Go on reading the project: graph, code and metadata only; nothing "
                          "of it runs"));
    connect(m_trust, &QPushButton::clicked, this, [this] {
        const QString folder = m_folder;
        clear();
        Q_EMIT trustRequested(folder);
    });
    connect(m_keep, &QPushButton::clicked, this, [this] {
        const QString folder = m_folder;
        clear();
        Q_EMIT keptRestricted(folder);
    });
}

void TrustBar::ask(const QString& folder, const QString& what) {
    m_folder = folder;
    m_label->setText(tr("This %1 runs Python code from %2. Trust it? Until then it is "
                        "read-only: nothing of it runs.")
                         .arg(what, QDir::toNativeSeparators(folder)));
    m_label->setToolTip(m_label->text());
    Q_EMIT asked(true);
}

QString TrustBar::message() const {
    return m_folder.isEmpty() ? QString() : m_label->text();
}

void TrustBar::clear() {
    m_folder.clear();
    Q_EMIT asked(false);
}

} // namespace ks
