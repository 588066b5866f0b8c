#pragma once
// Compares two kept generations of a project (docs/merge.md, "Diff"): the kernel pairs with
// their match kind and line counts, the nodes that moved between fusion groups, the unified
// diff of the selected pair, and the graph of either generation with its kernels coloured by
// how they changed. A row selects its kernels on the graph; a click on the graph selects the
// row.

#include "merge/GenerationDiff.h"
#include "merge/GenerationList.h"
#include "merge/GenerationSummary.h"
#include "project/Project.h"

#include <QHash>
#include <QWidget>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QTableWidget;
class QToolButton;

namespace ks {

class DiffTextView;
class GraphView;
class LayoutService;

class GenerationDiffView : public QWidget {
    Q_OBJECT
public:
    explicit GenerationDiffView(LayoutService& layouts, QWidget* parent = nullptr);

    /// Lists the project's kept generations and compares the one before the current one with
    /// the current one. False and *error when the project keeps fewer than two.
    bool setProject(const Project& project, QString* error);
    /// The project was exported again (a regenerate, a new export) while this window is open:
    /// when its generation is not the one listed as current, a note says the comparison is of
    /// the generations as they were, with Refresh (setProject on `project`).
    void projectChanged(const Project& project);
    /// The note shown when the project has a newer generation than listed (empty: none).
    QString staleText() const;
    /// Compares kept generations `older` and `newer` (combos follow) and selects the first
    /// pair that changed. False and *error when either cannot be read.
    bool compare(int older, int newer, QString* error);
    const GenerationDiff& diff() const { return m_diff; }
    const QList<GenerationInfo>& generations() const { return m_generations; }

    /// The word a pair is shown and coloured with: "unchanged", "changed", "renamed",
    /// "split", "merged", "removed" or "added".
    static QString pairStatus(const KernelDiff& kernel);

    /// Rows of unchanged pairs shown or hidden.
    void setShowUnchanged(bool show);
    bool showsUnchanged() const;
    /// The graph shows the older generation (its kernels coloured for their side) instead of
    /// the newer one.
    void setShowOlderGraph(bool older);
    bool showsOlderGraph() const { return m_older; }

    /// Selects pair `index` of diff().kernels: its row, its diff, its kernels on the graph.
    void selectPair(int index);
    /// Selects the pair with a kernel named `name` (either side); false when there is none.
    bool selectKernel(const QString& name);
    /// The selected pair (-1: none).
    int selectedPair() const;
    /// The table row showing pair `index` (-1 when none).
    int rowOfPair(int index) const;

    QTableWidget* kernelTable() const { return m_table; }
    QTableWidget* movedTable() const { return m_moved; }
    /// Every kept generation in numbers: settings changed, kernels, launches, time, verdict.
    QTableWidget* generationTable() const { return m_gens; }
    const QList<GenerationSummary>& summaries() const { return m_summaries; }
    DiffTextView* diffText() const { return m_text; }
    GraphView* graphView() const { return m_graph; }
    QComboBox* olderCombo() const { return m_olderCombo; }
    QComboBox* newerCombo() const { return m_newerCombo; }

Q_SIGNALS:
    /// A comparison is on screen (after compare() or a combo change).
    void compared();

private:
    void fillCombos();
    void fillTables();
    void fillGenerations();
    void showGraph();
    void rowSelected();
    void movedSelected();
    void graphNodeClicked(int node);
    void graphKernelClicked(int kernel);
    /// Kernel names of pair `index` on the side the graph shows.
    QStringList sideNames(int index) const;

    LayoutService& m_layouts;
    std::optional<Project> m_project;
    QList<GenerationInfo> m_generations;
    QList<GenerationSummary> m_summaries;
    GenerationDiff m_diff;
    std::shared_ptr<const GraphModel> m_olderGraph, m_newerGraph;
    QHash<QString, int> m_pairOfOld, m_pairOfNew; // kernel name -> pair index
    bool m_older = false;
    bool m_syncing = false;

    QComboBox* m_olderCombo;
    QComboBox* m_newerCombo;
    QCheckBox* m_unchanged;
    QToolButton* m_sideButton;
    QLabel* m_summary;
    QLabel* m_stale;
    std::optional<Project> m_newerProject; // the project as it is now, for Refresh
    QTableWidget* m_table;
    QTableWidget* m_moved;
    QTableWidget* m_gens;
    QSplitter* m_rows = nullptr;
    DiffTextView* m_text;
    QLabel* m_diffTitle;
    GraphView* m_graph;
};

} // namespace ks
