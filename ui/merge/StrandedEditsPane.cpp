#include "merge/StrandedEditsPane.h"

#include "editor/CodeView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace ks {

StrandedEditsPane::StrandedEditsPane(QWidget* parent)
    : QWidget(parent), m_list(new QListWidget), m_about(new QLabel), m_text(new CodeView),
      m_targets(new QComboBox), m_reapply(new QPushButton(tr("Re-apply to Kernel"))),
      m_status(new QLabel) {
    setObjectName(QStringLiteral("strandedEdits"));
    m_list->setObjectName(QStringLiteral("strandedList"));
    m_text->setObjectName(QStringLiteral("strandedText"));
    m_targets->setObjectName(QStringLiteral("strandedTarget"));
    m_reapply->setObjectName(QStringLiteral("strandedReapply"));
    m_status->setObjectName(QStringLiteral("strandedStatus"));
    m_text->setReadOnly(true);
    m_about->setWordWrap(true);
    m_status->setWordWrap(true);
    m_targets->setMinimumContentsLength(32);
    m_targets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_about);
    rightLayout->addWidget(m_text, 1);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Kernel of the new generation:")));
    row->addWidget(m_targets, 1);
    row->addWidget(m_reapply);
    rightLayout->addLayout(row);
    rightLayout->addWidget(m_status);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_list);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_list, &QListWidget::currentRowChanged, this, &StrandedEditsPane::showEdit);
    connect(m_reapply, &QPushButton::clicked, this, [this] {
        if (currentEdit() >= 0 && !currentTarget().isEmpty())
            Q_EMIT reapplyRequested(currentEdit(), currentTarget());
    });
}

void StrandedEditsPane::setEdits(const QList<StrandedEdit>& edits, const QStringList& files,
                                 const QStringList& kernels) {
    m_edits = edits;
    m_files = files;
    m_kernels = kernels;
    m_list->clear();
    for (const auto& e : edits)
        m_list->addItem(QStringLiteral("%1 (%2)").arg(e.name, matchKindName(e.match)));
    m_reapply->setEnabled(!edits.isEmpty());
    if (!edits.isEmpty())
        m_list->setCurrentRow(0);
    else {
        m_about->setText(tr("No stranded edits: every edited kernel has a counterpart."));
        m_text->showText(QString(), QString());
        m_targets->clear();
    }
}

int StrandedEditsPane::currentEdit() const {
    return m_list->currentRow();
}

void StrandedEditsPane::selectEdit(int index) {
    m_list->setCurrentRow(index);
}

QString StrandedEditsPane::currentTarget() const {
    return m_targets->currentData().toString();
}

void StrandedEditsPane::setCurrentTarget(const QString& kernel) {
    const int i = m_targets->findData(kernel);
    if (i >= 0)
        m_targets->setCurrentIndex(i);
}

void StrandedEditsPane::setStatus(const QString& text) {
    m_status->setText(text);
}

void StrandedEditsPane::showEdit(int index) {
    if (index < 0 || index >= m_edits.size())
        return;
    const StrandedEdit& e = m_edits[index];
    const QString why = e.match == MatchKind::Split    ? tr("it was split into several kernels")
                        : e.match == MatchKind::Merged ? tr("it was merged with other kernels")
                                                       : tr("the new generation no longer has it");
    QString about = tr("<b>%1</b>: you edited this kernel and %2, so the edit could not be "
                       "merged on its own.")
                        .arg(e.name.toHtmlEscaped(), why);
    if (!e.candidates.isEmpty())
        about += tr(" Likely counterparts: %1.").arg(e.candidates.join(QStringLiteral(", ")));
    if (index < m_files.size() && !m_files[index].isEmpty())
        about += tr(" Kept in %1.").arg(m_files[index].toHtmlEscaped());
    m_about->setText(about);
    m_text->showText(e.text, QString());
    // Candidates first, then every other kernel of the new generation.
    m_targets->clear();
    for (const auto& c : e.candidates)
        m_targets->addItem(tr("%1 (candidate)").arg(c), c);
    for (const auto& k : m_kernels)
        if (!e.candidates.contains(k))
            m_targets->addItem(k, k);
    m_status->clear();
}

} // namespace ks
