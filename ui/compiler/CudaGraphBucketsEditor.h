#pragma once
// The Compiler pane's CUDA graph buckets: one field per dynamic dim of the generation with the
// sizes a cuda module pads that dim up to (one CUDA graph each). Holds the buckets for the next
// regenerate; a field that does not parse is marked and keeps the dim's last good sizes.

#include "app/CompilerSettings.h"

#include <QGroupBox>
#include <QHash>

class QGridLayout;
class QLineEdit;

namespace ks {

class CudaGraphBucketsEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit CudaGraphBucketsEditor(QWidget* parent = nullptr);

    /// A generation's dims and buckets: the fields show them, earlier edits are dropped.
    /// Editable only for a cuda project.
    void reset(const QList<DynamicDimRange>& dims, bool cuda, const CudaGraphBuckets& buckets);
    /// The buckets for the next regenerate (the fields that parse).
    const CudaGraphBuckets& buckets() const { return m_buckets; }
    /// The dims whose field does not parse, sorted.
    QStringList invalidDims() const;
    /// The field of dim `name` (nullptr when the generation has no such dim).
    QLineEdit* field(const QString& name) const;

Q_SIGNALS:
    /// The buckets or the validity of a field changed.
    void edited();

private:
    void addRow(const DynamicDimRange& dim, int row);
    void onEdited(const QString& name, const QString& text);
    /// The dim's label bold when its sizes differ from the generation's; the field red with
    /// the parse error as its tooltip when they do not parse.
    void showState(const QString& name);

    bool m_cuda = false;
    CudaGraphBuckets m_recorded; // the generation's
    CudaGraphBuckets m_buckets;
    QHash<QString, QString> m_invalid; // dim -> why its field does not parse
    QGridLayout* m_grid;
};

} // namespace ks
