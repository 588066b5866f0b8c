#include "compiler/CudaGraphBucketsEditor.h"

#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ks {
namespace {

/// "B (1..32)", "S (2..∞)"; "B (..32)" when the engine does not say the least size, "B"
/// when it says neither bound.
QString rangeText(const DynamicDimRange& dim) {
    if (!dim.min && !dim.max)
        return dim.name;
    return QStringLiteral("%1 (%2..%3)")
        .arg(dim.name, dim.min ? QString::number(*dim.min) : QString(),
             dim.max ? QString::number(*dim.max) : QStringLiteral("∞"));
}

QString fieldTip(const QString& name) {
    return QObject::tr("The module pads %1 up to the next of these sizes and replays that size's "
                       "CUDA graph, so a changing %1 needs one graph per size, not one per value "
                       "(needs triton.cudagraphs; the model must not mix rows across %1: the "
                       "padded rows must not change the real ones). Empty: no buckets for %1.")
        .arg(name);
}

} // namespace

CudaGraphBucketsEditor::CudaGraphBucketsEditor(QWidget* parent)
    : QGroupBox(tr("CUDA graph buckets: the sizes each dynamic dim is padded up to"), parent),
      m_grid(new QGridLayout) {
    setObjectName(QStringLiteral("cudaGraphBuckets"));
    // A row per dynamic dim under the title: the pane keeps its height for the options above.
    setToolTip(tr("Per dynamic dim, the sizes it is padded up to: one CUDA graph per size "
                  "(with triton.cudagraphs, cuda only)."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addLayout(m_grid);
    m_grid->setColumnStretch(1, 1);
}

QLineEdit* CudaGraphBucketsEditor::field(const QString& name) const {
    return findChild<QLineEdit*>(QStringLiteral("cudaGraphBuckets_") + name);
}

QStringList CudaGraphBucketsEditor::invalidDims() const {
    QStringList dims = m_invalid.keys();
    dims.sort();
    return dims;
}

void CudaGraphBucketsEditor::reset(const QList<DynamicDimRange>& dims, bool cuda,
                                   const CudaGraphBuckets& buckets) {
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_cuda = cuda;
    m_recorded = buckets;
    m_buckets = buckets;
    m_invalid.clear();
    if (dims.isEmpty()) {
        auto* none = new QLabel(tr("This generation has no dynamic dims: one CUDA graph per "
                                   "input shape."));
        none->setObjectName(QStringLiteral("cudaGraphBucketsNone"));
        none->setWordWrap(true);
        none->setEnabled(false);
        m_grid->addWidget(none, 0, 0, 1, 2);
        return;
    }
    for (int row = 0; row < dims.size(); ++row)
        addRow(dims[row], row);
    if (!cuda) {
        auto* note = new QLabel(tr("CUDA only: a cpu module replays no CUDA graphs."));
        note->setEnabled(false);
        m_grid->addWidget(note, int(dims.size()), 0, 1, 2);
    }
}

void CudaGraphBucketsEditor::addRow(const DynamicDimRange& dim, int row) {
    auto* label = new QLabel(rangeText(dim));
    label->setObjectName(QStringLiteral("cudaGraphBucketsName_") + dim.name);
    // Room for the label in bold (a changed dim), so that it is never cut.
    QFont bold = label->font();
    bold.setBold(true);
    label->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(label->text()) + 2);
    auto* edit = new QLineEdit(bucketSizesText(m_buckets.value(dim.name)));
    edit->setObjectName(QStringLiteral("cudaGraphBuckets_") + dim.name);
    edit->setPlaceholderText(m_cuda ? tr("none, e.g. 1, 2, 4, 8") : QString());
    edit->setEnabled(m_cuda);
    label->setToolTip(fieldTip(dim.name));
    connect(edit, &QLineEdit::textEdited, this,
            [this, name = dim.name](const QString& text) { onEdited(name, text); });
    // Written back sorted once the typing is done.
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, name = dim.name] {
        if (!m_invalid.contains(name))
            edit->setText(bucketSizesText(m_buckets.value(name)));
    });
    m_grid->addWidget(label, row, 0);
    m_grid->addWidget(edit, row, 1);
    label->setBuddy(edit);
    showState(dim.name);
}

void CudaGraphBucketsEditor::onEdited(const QString& name, const QString& text) {
    QList<qint64> sizes;
    QString error;
    m_invalid.remove(name);
    if (text.trimmed().isEmpty())
        m_buckets.remove(name);
    else if (parseBucketSizes(text, sizes, error))
        m_buckets.insert(name, sizes);
    else
        m_invalid.insert(name, tr("%1: %2").arg(text.trimmed(), error));
    showState(name);
    Q_EMIT edited();
}

void CudaGraphBucketsEditor::showState(const QString& name) {
    QLineEdit* edit = field(name);
    if (auto* label = findChild<QLabel*>(QStringLiteral("cudaGraphBucketsName_") + name)) {
        QFont f = label->font();
        f.setBold(m_buckets.value(name) != m_recorded.value(name));
        label->setFont(f);
    }
    if (!edit)
        return;
    const QString error = m_invalid.value(name);
    edit->setStyleSheet(error.isEmpty() ? QString()
                                        : QStringLiteral("QLineEdit { border: 1px solid #d03030; "
                                                         "border-radius: 2px; }"));
    edit->setToolTip(
        error.isEmpty()
            ? fieldTip(name)
            : tr("%1\nNot sent: regenerating waits for sizes such as 1, 2, 4, 8.").arg(error));
}

} // namespace ks
