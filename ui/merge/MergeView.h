#pragma once
// The merge view: what a merge of the working copy into a new generation did, kernel by
// kernel (conflicts first), with the old pristine kernel, the user's and the new one side by
// side, the fused nodes each covers in either generation, and the resolution the user edits
// or takes from either side. The whole resulting module is one tab, stranded edits another.
// Nothing is written until Apply; Cancel leaves the project as it was.

#include "merge/ModuleMerge.h"
#include "project/Project.h"

#include <QDialog>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace ks {

class CodeView;
class StrandedEditsPane;

class MergeView : public QDialog {
    Q_OBJECT
public:
    MergeView(const Project& project, ModuleMergeResult merge, QWidget* parent = nullptr);
    ~MergeView() override;

    const ModuleMergeResult& merge() const { return m_merge; }
    /// Rows of the kernel list, in the order shown (conflicts first): indexes into
    /// merge().kernels, -1 for the part outside kernels.
    QList<int> rowOrder() const { return m_rows; }
    /// Shows kernel `index` (of merge().kernels) in the panes.
    void showKernel(int index);
    int currentKernel() const { return m_current; }
    /// The user's resolution of kernel `index` (its merged text until changed).
    QString resolution(int index) const { return m_resolutions.value(index); }
    /// Sets the resolution of the current kernel: the user's, the new generation's, or text.
    void takeMine();
    void takeNew();
    void setResolution(int index, const QString& text);
    /// What the list says of kernel `index` now: its merge result, "resolved" once a
    /// conflict's blocks are gone from its resolution.
    QString rowResult(int index) const;
    QTreeWidget* kernelList() const { return m_list; }
    CodeView* resultView() const { return m_result; }
    /// The module as it will be written: the merge with every kernel's resolution.
    QString resultText() const { return m_module; }
    /// Re-applies stranded edit `edit` to new kernel `target` (a 3-way merge into its
    /// resolution); false and *error when the target has no resolution here.
    bool reapply(int edit, const QString& target, QString* error);
    /// Writes the resolution (stranded edits, merge.json, the working copy, its base). With
    /// conflict blocks left it writes only when `allowConflicts`. Files written: stranded.
    bool apply(bool allowConflicts, QString* error);
    QTabWidget* tabs() const { return m_tabs; }

Q_SIGNALS:
    /// A kernel of the new generation was shown (select it in the graph).
    void kernelShown(const QString& newName);
    /// A fused node was picked in the list of `generation` (select it in the graph when it
    /// is the current one).
    void nodeActivated(int generation, const QString& node);
    /// The resolution was written; the working copy on disk changed.
    void applied(const QStringList& strandedFiles);

private:
    void buildKernelList();
    /// Kernel `index`'s row: its result word and the conflict colours while it has one.
    void refreshRow(int index);
    void showOutside();
    void fillNodes(QListWidget* list, const std::optional<GenerationSource>& generation,
                   const QStringList& kernels);
    void setModuleText(const QString& text);
    void markConflicts(CodeView* view);
    void onApply();

    Project m_project;
    ModuleMergeResult m_merge;
    std::optional<GenerationSource> m_old;
    std::optional<GenerationSource> m_new;
    QList<int> m_rows;
    QList<QString> m_resolutions;
    QString m_module;
    int m_current = -2;
    bool m_updating = false;

    QTabWidget* m_tabs;
    QTreeWidget* m_list;
    QLabel* m_summary;
    QLabel* m_kernelTitle;
    CodeView* m_base;
    CodeView* m_mine;
    CodeView* m_theirs;
    CodeView* m_result;
    QListWidget* m_oldNodes;
    QListWidget* m_newNodes;
    QLabel* m_oldNodesTitle;
    QLabel* m_newNodesTitle;
    QPushButton* m_takeMine;
    QPushButton* m_takeNew;
    CodeView* m_moduleView;
    StrandedEditsPane* m_stranded;
};

} // namespace ks
