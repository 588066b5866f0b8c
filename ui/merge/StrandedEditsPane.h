#pragma once
// Stranded edits: kernels the user edited that the new generation has no single counterpart
// for (removed, split, merged). Lists them with why and the likely new kernels, shows the
// edit, and asks to re-apply one to a chosen kernel of the new generation.

#include "merge/ModuleMerge.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace ks {

class CodeView;

class StrandedEditsPane : public QWidget {
    Q_OBJECT
public:
    explicit StrandedEditsPane(QWidget* parent = nullptr);

    /// The edits (with the files they are kept in, "" when not written yet) and the kernels
    /// of the new generation they can be re-applied to.
    void setEdits(const QList<StrandedEdit>& edits, const QStringList& files,
                  const QStringList& kernels);
    int count() const { return int(m_edits.size()); }
    int currentEdit() const;
    void selectEdit(int index);
    /// The target the combo shows now.
    QString currentTarget() const;
    void setCurrentTarget(const QString& kernel);
    /// Says what the last re-apply did.
    void setStatus(const QString& text);

Q_SIGNALS:
    void reapplyRequested(int edit, const QString& target);

private:
    void showEdit(int index);

    QList<StrandedEdit> m_edits;
    QStringList m_files;
    QStringList m_kernels;
    QListWidget* m_list;
    QLabel* m_about;
    CodeView* m_text;
    QComboBox* m_targets;
    QPushButton* m_reapply;
    QLabel* m_status;
};

} // namespace ks
