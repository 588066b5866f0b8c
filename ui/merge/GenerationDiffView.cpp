#include "merge/GenerationDiffView.h"

#include "graph/GraphView.h"
#include "graph/KernelLabel.h"
#include "merge/DiffTextView.h"
#include "merge/ProjectMerge.h"
#include "profile/ProfileReport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ks {
namespace {

constexpr int kPairRole = Qt::UserRole + 1;

QString names(const QStringList& list) {
    return list.isEmpty() ? QStringLiteral("—") : list.join(QStringLiteral(" + "));
}

/// The readable labels (as in the fusion tree) of `list`, Inductor's name where the graph
/// has no such kernel.
QString labels(const QStringList& list, const GraphModel* graph, const QStringList& all) {
    QStringList out;
    for (const QString& name : list) {
        const int k = graph ? graph->kernelIndex(name) : -1;
        out << (k >= 0 && k < all.size() ? all[k] : name);
    }
    return names(out);
}

QTableWidgetItem* cell(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidgetItem* timeCell(double seconds) {
    auto* item = cell(seconds >= 0 ? formatSeconds(seconds) : QString());
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* makeTable(const QStringList& headers, const QString& name, QWidget* parent) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    return t;
}

} // namespace

QString GenerationDiffView::pairStatus(const KernelDiff& kernel) {
    if (kernel.pair.kind == MatchKind::Same)
        return kernel.codeChanged ? QStringLiteral("changed") : QStringLiteral("unchanged");
    return matchKindName(kernel.pair.kind);
}

GenerationDiffView::GenerationDiffView(LayoutService& layouts, QWidget* parent)
    : QWidget(parent), m_layouts(layouts), m_olderCombo(new QComboBox(this)),
      m_newerCombo(new QComboBox(this)), m_unchanged(new QCheckBox(tr("Show unchanged"), this)),
      m_sideButton(new QToolButton(this)), m_summary(new QLabel(this)), m_stale(new QLabel(this)),
      m_table(makeTable({tr("Match"), tr("Old kernel"), tr("New kernel"), tr("+"), tr("−"),
                         tr("Old"), tr("New"), tr("×")},
                        QStringLiteral("diffKernels"), this)),
      m_moved(makeTable({tr("Moved node"), tr("Op"), tr("From kernel"), tr("To kernel")},
                        QStringLiteral("diffMovedNodes"), this)),
      m_gens(makeTable({tr("Generation"), tr("Made"), tr("Settings (vs the one before)"),
                        tr("Kernels"), tr("Launches"), tr("Time / call"), tr("Kernel time"),
                        tr("vs before"), tr("Verify")},
                       QStringLiteral("diffGenerations"), this)),
      m_text(new DiffTextView(this)), m_diffTitle(new QLabel(this)),
      m_graph(new GraphView(layouts, this)) {
    setObjectName(QStringLiteral("generationDiffView"));
    setWindowTitle(tr("Compare Generations"));
    // A window of its own: Esc and Ctrl+W close it, as they close a dialog or a document.
    for (const QKeySequence& keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}) {
        auto* close = new QShortcut(keys, this);
        close->setContext(Qt::WidgetWithChildrenShortcut);
        connect(close, &QShortcut::activated, this, [this] {
            if (isWindow())
                this->close();
        });
    }
    m_olderCombo->setObjectName(QStringLiteral("diffOlder"));
    m_newerCombo->setObjectName(QStringLiteral("diffNewer"));
    m_unchanged->setObjectName(QStringLiteral("diffShowUnchanged"));
    m_sideButton->setObjectName(QStringLiteral("diffOlderGraph"));
    m_sideButton->setText(tr("Graph of the older generation"));
    m_sideButton->setCheckable(true);
    // Both generations laid out from their nodes and modules alone (the fusion regions drawn
    // around their nodes): the same graph with other fusion groups keeps every node where it
    // was when the older side is toggled on, so the eye compares the groups only. "Group
    // kernels" on the graph's bar lays each kernel out as one rectangle instead.
    m_graph->setGroupByKernel(false);
    m_sideButton->setToolTip(
        tr("Show the older generation's graph (its kernels coloured for their side)"));
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_diffTitle->setObjectName(QStringLiteral("diffTitle"));
    m_diffTitle->setContentsMargins(6, 3, 6, 3);
    m_diffTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Compare"), this));
    bar->addWidget(m_olderCombo);
    bar->addWidget(new QLabel(QStringLiteral("→"), this));
    bar->addWidget(m_newerCombo);
    bar->addSpacing(12);
    bar->addWidget(m_unchanged);
    bar->addWidget(m_sideButton);
    bar->addSpacing(12);
    bar->addWidget(m_summary, 1);

    // Kernel names are long: their columns share the width (elided, full name in the tip).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setTextElideMode(Qt::ElideRight);
    // The match column fits its longest word whichever rows show ("unchanged" hidden at first
    // would leave it sized for "split" and read "u…d" once shown).
    {
        int widest = m_table->fontMetrics().horizontalAdvance(tr("Match"));
        for (const char* word :
             {"unchanged", "changed", "renamed", "split", "merged", "added", "removed"})
            widest = std::max(widest, m_table->fontMetrics().horizontalAdvance(tr(word)));
        m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
        m_table->setColumnWidth(0, widest + 24);
    }
    m_moved->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moved->horizontalHeader()->setStretchLastSection(true);
    m_gens->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gens->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_gens->horizontalHeader()->setStretchLastSection(false);
    m_gens->setToolTip(tr("Every kept generation: how it was made, its kernels, the newest "
                          "profile of its pristine module and its newest verification. "
                          "Double-click a generation to compare it with the one before."));

    auto* lists = new QSplitter(Qt::Vertical, this);
    lists->addWidget(m_table);
    lists->addWidget(m_moved);
    lists->setStretchFactor(0, 3);
    lists->setStretchFactor(1, 1);

    auto* diffPane = new QWidget(this);
    auto* diffLayout = new QVBoxLayout(diffPane);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    diffLayout->setSpacing(0);
    diffLayout->addWidget(m_diffTitle);
    diffLayout->addWidget(m_text, 1);

    auto* panes = new QSplitter(Qt::Horizontal, this);
    panes->setObjectName(QStringLiteral("diffPanes"));
    panes->addWidget(lists);
    panes->addWidget(diffPane);
    panes->addWidget(m_graph);
    panes->setStretchFactor(0, 3);
    panes->setStretchFactor(1, 4);
    panes->setStretchFactor(2, 4);
    // The kernel names are long: the lists get a third of the width from the start.
    panes->setSizes({560, 620, 620});

    m_rows = new QSplitter(Qt::Vertical, this);
    m_rows->setObjectName(QStringLiteral("diffRows"));
    m_rows->addWidget(m_gens);
    m_rows->addWidget(panes);
    m_rows->setStretchFactor(0, 1);
    m_rows->setStretchFactor(1, 5);
    m_rows->setSizes({150, 750});

    m_stale->setObjectName(QStringLiteral("diffStale"));
    m_stale->setWordWrap(true);
    m_stale->setStyleSheet(QStringLiteral("color: #c08000; font-weight: bold"));
    m_stale->hide();
    connect(m_stale, &QLabel::linkActivated, this, [this] {
        if (!m_newerProject)
            return;
        const Project project = *m_newerProject;
        QString error;
        if (!setProject(project, &error))
            m_summary->setText(error);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_stale);
    layout->addWidget(m_rows, 1);
    resize(1600, 900);

    auto comboChanged = [this] {
        if (m_syncing)
            return;
        const int a = m_olderCombo->currentData().toInt(), b = m_newerCombo->currentData().toInt();
        QString error;
        if (a > 0 && b > 0 && !compare(a, b, &error))
            m_summary->setText(error);
    };
    connect(m_olderCombo, &QComboBox::currentIndexChanged, this, comboChanged);
    connect(m_newerCombo, &QComboBox::currentIndexChanged, this, comboChanged);
    connect(m_unchanged, &QCheckBox::toggled, this, &GenerationDiffView::setShowUnchanged);
    connect(m_sideButton, &QToolButton::toggled, this, &GenerationDiffView::setShowOlderGraph);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &GenerationDiffView::rowSelected);
    connect(m_moved, &QTableWidget::itemSelectionChanged, this, &GenerationDiffView::movedSelected);
    connect(m_gens, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const int number = m_gens->item(row, 0)->data(kPairRole).toInt();
        const int before = previousGeneration(m_generations, number);
        QString error;
        if (before > 0 && !compare(before, number, &error))
            m_summary->setText(error);
    });
    connect(m_graph, &GraphView::nodeClicked, this, &GenerationDiffView::graphNodeClicked);
    connect(m_graph, &GraphView::kernelClicked, this, &GenerationDiffView::graphKernelClicked);
}

void GenerationDiffView::projectChanged(const Project& project) {
    if (!m_project || project.folder() != m_project->folder())
        return;
    const int now = project.settings().generation;
    const int listed = m_project->settings().generation;
    if (now == listed) {
        m_newerProject.reset();
        m_stale->hide();
        return;
    }
    m_newerProject = project;
    m_stale->setText(tr("The project is at generation %1 now; this window lists the generations "
                        "up to %2, as they were when it opened. <a href=\"refresh\">Refresh</a>")
                         .arg(now)
                         .arg(listed));
    m_stale->show();
}

QString GenerationDiffView::staleText() const {
    return m_stale->isHidden() ? QString() : m_stale->text();
}

bool GenerationDiffView::setProject(const Project& project, QString* error) {
    m_project = project;
    m_newerProject.reset();
    m_stale->hide();
    m_generations = listGenerations(project);
    m_summaries = summarizeGenerations(project);
    {
        // The table of generations as tall as its rows (up to eight), the panes the rest.
        const int rows = int(std::min<qsizetype>(m_summaries.size(), 8));
        const int wanted = m_gens->horizontalHeader()->sizeHint().height() +
                           rows * m_gens->verticalHeader()->defaultSectionSize() +
                           2 * m_gens->frameWidth() + 4;
        const QList<int> sizes = m_rows->sizes();
        // (before the first show the splitter has no height of its own yet)
        const int total = std::max(sizes.value(0) + sizes.value(1), height() - 40);
        m_rows->setSizes({wanted, std::max(total - wanted, wanted)});
    }
    const int newer = project.settings().generation;
    const int older = previousGeneration(m_generations, newer);
    setWindowTitle(tr("Compare Generations — %1").arg(project.settings().name));
    fillCombos();
    if (older == 0) {
        if (error)
            *error = tr("%1 keeps only generation %2: nothing to compare yet (export again to "
                        "make a new generation).")
                         .arg(project.folder())
                         .arg(newer);
        return false;
    }
    return compare(older, newer, error);
}

void GenerationDiffView::fillCombos() {
    m_syncing = true;
    for (auto* combo : {m_olderCombo, m_newerCombo}) {
        combo->clear();
        for (const auto& g : m_generations) {
            QStringList parts;
            if (!g.created.isEmpty())
                parts << QString(g.created).replace(QLatin1Char('T'), QLatin1Char(' '));
            if (!g.torchVersion.isEmpty())
                parts << tr("torch %1").arg(g.torchVersion);
            if (g.current)
                parts << tr("current");
            combo->addItem(
                parts.isEmpty()
                    ? tr("Generation %1").arg(g.number)
                    : tr("Generation %1 (%2)").arg(g.number).arg(parts.join(QStringLiteral(", "))),
                g.number);
        }
    }
    m_syncing = false;
}

bool GenerationDiffView::compare(int older, int newer, QString* error) {
    if (!m_project) {
        if (error)
            *error = tr("No project is open.");
        return false;
    }
    QString why;
    const auto a = loadGeneration(*m_project, older, &why);
    const auto b = a ? loadGeneration(*m_project, newer, &why) : std::nullopt;
    if (!a || !b) {
        if (error)
            *error = tr("Generation %1 cannot be read: %2").arg(a ? newer : older).arg(why);
        return false;
    }
    QString graphError;
    auto olderGraph = GraphModel::fromMetadata(a->metadata, &graphError);
    auto newerGraph = olderGraph ? GraphModel::fromMetadata(b->metadata, &graphError) : nullptr;
    if (!olderGraph || !newerGraph) {
        if (error)
            *error = tr("Generation %1: metadata.json: %2")
                         .arg(olderGraph ? newer : older)
                         .arg(graphError);
        return false;
    }
    m_diff = diffGenerations(*a, *b);
    {
        const GenerationSummary* sa = findGeneration(m_summaries, older);
        const GenerationSummary* sb = findGeneration(m_summaries, newer);
        attachKernelTimes(m_diff, sa ? *sa : GenerationSummary{}, sb ? *sb : GenerationSummary{});
    }
    m_olderGraph = std::move(olderGraph);
    m_newerGraph = std::move(newerGraph);
    m_pairOfOld.clear();
    m_pairOfNew.clear();
    for (int i = 0; i < m_diff.kernels.size(); ++i) {
        for (const auto& n : m_diff.kernels[i].pair.oldNames)
            m_pairOfOld.insert(n, i);
        for (const auto& n : m_diff.kernels[i].pair.newNames)
            m_pairOfNew.insert(n, i);
    }
    m_syncing = true;
    m_olderCombo->setCurrentIndex(m_olderCombo->findData(older));
    m_newerCombo->setCurrentIndex(m_newerCombo->findData(newer));
    m_syncing = false;

    QHash<QString, int> counts;
    for (const auto& k : m_diff.kernels)
        ++counts[pairStatus(k)];
    QStringList parts;
    for (const char* word :
         {"changed", "renamed", "split", "merged", "added", "removed", "unchanged"})
        if (const int n = counts.value(QLatin1String(word)))
            parts << QStringLiteral("%1 %2").arg(n).arg(QLatin1String(word));
    const auto moved = m_diff.moved.size();
    parts << (moved == 0   ? tr("no node moved")
              : moved == 1 ? tr("1 node moved")
                           : tr("%1 nodes moved").arg(moved));
    m_summary->setText(
        tr("Generation %1 → %2: %3").arg(older).arg(newer).arg(parts.join(QStringLiteral(" · "))));
    fillTables();
    showGraph();
    m_text->showDiff({}, tr("Select a kernel pair to see its diff."));
    m_diffTitle->setText(tr("No kernel selected"));
    int firstChanged = -1;
    for (int i = 0; i < m_diff.kernels.size() && firstChanged < 0; ++i)
        if (pairStatus(m_diff.kernels[i]) != QLatin1String("unchanged"))
            firstChanged = i;
    if (firstChanged < 0 && !m_diff.kernels.isEmpty()) {
        // Nothing changed: the unchanged pairs rather than an empty list.
        m_unchanged->setChecked(true);
        firstChanged = 0;
    }
    if (firstChanged >= 0)
        selectPair(firstChanged);
    Q_EMIT compared();
    return true;
}

void GenerationDiffView::fillTables() {
    m_syncing = true;
    m_table->clearContents();
    m_table->setRowCount(int(m_diff.kernels.size()));
    const QStringList oldLabels =
        m_olderGraph ? kernelLabels(m_olderGraph->kernels(), m_olderGraph->nodes()) : QStringList();
    const QStringList newLabels =
        m_newerGraph ? kernelLabels(m_newerGraph->kernels(), m_newerGraph->nodes()) : QStringList();
    for (int i = 0; i < m_diff.kernels.size(); ++i) {
        const KernelDiff& k = m_diff.kernels[i];
        const QString status = pairStatus(k);
        auto* kind = cell(status);
        const QColor colour = diffStatusColour(status);
        QColor background = colour;
        background.setAlphaF(0.30f);
        kind->setBackground(background);
        kind->setForeground(palette().color(QPalette::Text));
        kind->setData(kPairRole, i);
        m_table->setItem(i, 0, kind);
        // Readable labels, as the fusion tree shows them; Inductor's names in the tooltip.
        auto* oldCell = cell(labels(k.pair.oldNames, m_olderGraph.get(), oldLabels));
        auto* newCell = cell(labels(k.pair.newNames, m_newerGraph.get(), newLabels));
        oldCell->setToolTip(names(k.pair.oldNames));
        newCell->setToolTip(names(k.pair.newNames));
        m_table->setItem(i, 1, oldCell);
        m_table->setItem(i, 2, newCell);
        auto* added = cell(k.linesAdded ? QStringLiteral("+%1").arg(k.linesAdded) : QString());
        auto* removed =
            cell(k.linesRemoved ? QStringLiteral("−%1").arg(k.linesRemoved) : QString());
        added->setForeground(diffStatusColour(QStringLiteral("added")));
        removed->setForeground(diffStatusColour(QStringLiteral("removed")));
        added->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        removed->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(i, 3, added);
        m_table->setItem(i, 4, removed);
        m_table->setItem(i, 5, timeCell(k.oldSeconds));
        m_table->setItem(i, 6, timeCell(k.newSeconds));
        auto* ratio = timeCell(-1);
        if (k.oldSeconds > 0 && k.newSeconds >= 0) {
            const double r = k.newSeconds / k.oldSeconds;
            ratio->setText(QStringLiteral("%1×").arg(r, 0, 'f', 2));
            // Within 3% is noise; faster green, slower red.
            if (r < 0.97 || r > 1.03)
                ratio->setForeground(
                    diffStatusColour(r < 1 ? QStringLiteral("added") : QStringLiteral("removed")));
        }
        m_table->setItem(i, 7, ratio);
    }
    // The time columns only where a generation of the pair was profiled.
    bool timed = false;
    for (const KernelDiff& k : m_diff.kernels)
        timed = timed || k.oldSeconds >= 0 || k.newSeconds >= 0;
    for (int c = 5; c < 8; ++c)
        m_table->setColumnHidden(c, !timed);
    m_table->setToolTip(timed ? tr("Old and New: each kernel's time per call in the newest "
                                   "profile of its generation; ×: new / old")
                              : QString());
    fillGenerations();
    m_moved->clearContents();
    m_moved->setRowCount(int(m_diff.moved.size()));
    for (int i = 0; i < m_diff.moved.size(); ++i) {
        const NodeMove& m = m_diff.moved[i];
        auto* node = cell(
            m.node == m.oldNode ? m.node : QStringLiteral("%1 (was %2)").arg(m.node, m.oldNode));
        node->setData(kPairRole, i);
        m_moved->setItem(i, 0, node);
        m_moved->setItem(i, 1, cell(m.target));
        // The kernels by their readable labels too; Inductor's names in the tooltips.
        auto* from =
            cell(m.fromKernel.isEmpty() ? QStringLiteral("—")
                                        : labels({m.fromKernel}, m_olderGraph.get(), oldLabels));
        auto* to = cell(m.toKernel.isEmpty() ? QStringLiteral("—")
                                             : labels({m.toKernel}, m_newerGraph.get(), newLabels));
        from->setToolTip(m.fromKernel);
        to->setToolTip(m.toKernel);
        m_moved->setItem(i, 2, from);
        m_moved->setItem(i, 3, to);
    }
    m_syncing = false;
    setShowUnchanged(m_unchanged->isChecked());
}

void GenerationDiffView::fillGenerations() {
    m_gens->clearContents();
    m_gens->setRowCount(int(m_summaries.size()));
    QFont bold = m_gens->font();
    bold.setBold(true);
    for (int i = 0; i < m_summaries.size(); ++i) {
        const GenerationSummary& g = m_summaries[i];
        const GenerationSummary* before = i > 0 ? &m_summaries[i - 1] : nullptr;
        QString label = QString::number(g.number);
        if (g.number == m_diff.from)
            label += tr(" (older)");
        else if (g.number == m_diff.to)
            label += tr(" (newer)");
        if (g.current)
            label += tr(" · current");
        auto* number = cell(label);
        number->setData(kPairRole, g.number);
        m_gens->setItem(i, 0, number);
        m_gens->setItem(i, 1, cell(QString(g.created).replace(QLatin1Char('T'), QLatin1Char(' '))));
        const QStringList changes =
            before ? settingChanges(*before, g) : QStringList{tr("first kept generation")};
        auto* settings =
            cell(changes.isEmpty() ? tr("same settings") : changes.join(QStringLiteral("; ")));
        settings->setToolTip(changes.join(QLatin1Char('\n')));
        m_gens->setItem(i, 2, settings);
        auto* kernels =
            cell(g.libraryCalls > 0 ? tr("%1 + %2 library").arg(g.kernels).arg(g.libraryCalls)
                                    : QString::number(g.kernels));
        kernels->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_gens->setItem(i, 3, kernels);
        auto* launches = cell(QString::number(g.launches));
        launches->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_gens->setItem(i, 4, launches);
        auto* time = timeCell(g.seconds);
        if (g.profiled())
            time->setToolTip(tr("Profile run %1 on %2 (the generation's pristine module)")
                                 .arg(g.profileRun, g.profileDevice));
        m_gens->setItem(i, 5, time);
        auto* kernelTime = timeCell(g.kernelTotal);
        kernelTime->setToolTip(tr("The launches' time summed (on a GPU their device time): "
                                  "steadier than a whole call of a launch-bound module"));
        m_gens->setItem(i, 6, kernelTime);
        auto* ratio = timeCell(-1);
        if (before && before->kernelTotal > 0 && g.kernelTotal >= 0) {
            const double r = g.kernelTotal / before->kernelTotal;
            ratio->setText(QStringLiteral("%1×").arg(r, 0, 'f', 2));
            if (r < 0.97 || r > 1.03)
                ratio->setForeground(
                    diffStatusColour(r < 1 ? QStringLiteral("added") : QStringLiteral("removed")));
        }
        m_gens->setItem(i, 7, ratio);
        QString verdict = g.verdict.isEmpty() ? tr("not verified") : g.verdict;
        if (!g.located.isEmpty())
            verdict += tr(" in %1").arg(g.located);
        if (g.verifiedEdited)
            verdict += tr(" (edited)");
        auto* verify = cell(verdict);
        if (!g.verdict.isEmpty())
            verify->setForeground(diffStatusColour(g.verdict == QLatin1String("pass")
                                                       ? QStringLiteral("added")
                                                       : QStringLiteral("removed")));
        if (!g.verifyRun.isEmpty())
            verify->setToolTip(tr("Verify run %1").arg(g.verifyRun));
        m_gens->setItem(i, 8, verify);
        if (g.number == m_diff.from || g.number == m_diff.to)
            for (int c = 0; c < m_gens->columnCount(); ++c)
                m_gens->item(i, c)->setFont(bold);
    }
}

void GenerationDiffView::setShowUnchanged(bool show) {
    if (m_unchanged->isChecked() != show) {
        m_unchanged->setChecked(show); // comes back here through toggled
        return;
    }
    for (int i = 0; i < m_diff.kernels.size(); ++i) {
        const int row = rowOfPair(i);
        if (row >= 0)
            m_table->setRowHidden(row, !show && pairStatus(m_diff.kernels[i]) ==
                                                    QLatin1String("unchanged"));
    }
}

bool GenerationDiffView::showsUnchanged() const {
    return m_unchanged->isChecked();
}

void GenerationDiffView::setShowOlderGraph(bool older) {
    if (m_sideButton->isChecked() != older) {
        m_sideButton->setChecked(older); // comes back here through toggled
        return;
    }
    if (m_older == older)
        return;
    m_older = older;
    showGraph();
    rowSelected();
}

void GenerationDiffView::showGraph() {
    const auto& graph = m_older ? m_olderGraph : m_newerGraph;
    m_graph->setGraph(graph);
    if (!graph)
        return;
    QHash<int, QString> status;
    const auto& pairOf = m_older ? m_pairOfOld : m_pairOfNew;
    for (int k = 0; k < graph->kernels().size(); ++k) {
        const int pair = pairOf.value(graph->kernel(k).name, -1);
        if (pair >= 0)
            status.insert(k, pairStatus(m_diff.kernels[pair]));
        else if (graph->kernel(k).isExtern())
            status.insert(k, QStringLiteral("library")); // not diffed: no colour of its own
    }
    m_graph->setKernelStatus(status);
    QList<int> marked;
    for (const auto& m : m_diff.moved) {
        const int node = graph->nodeIndex(m_older ? m.oldNode : m.node);
        if (node >= 0)
            marked << node;
    }
    m_graph->setMarkedNodes(marked);
}

QStringList GenerationDiffView::sideNames(int index) const {
    if (index < 0 || index >= m_diff.kernels.size())
        return {};
    const KernelPair& p = m_diff.kernels[index].pair;
    return m_older ? p.oldNames : p.newNames;
}

int GenerationDiffView::rowOfPair(int index) const {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0) && m_table->item(row, 0)->data(kPairRole).toInt() == index)
            return row;
    return -1;
}

bool GenerationDiffView::selectKernel(const QString& name) {
    const int pair = m_pairOfNew.value(name, m_pairOfOld.value(name, -1));
    if (pair < 0)
        return false;
    selectPair(pair);
    return true;
}

int GenerationDiffView::selectedPair() const {
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    const auto* item = m_table->item(rows.first().row(), 0);
    return item ? item->data(kPairRole).toInt() : -1;
}

void GenerationDiffView::selectPair(int index) {
    const int row = rowOfPair(index);
    if (row < 0)
        return;
    if (m_table->isRowHidden(row))
        setShowUnchanged(true);
    m_table->selectRow(row);
    m_table->scrollToItem(m_table->item(row, 0));
}

void GenerationDiffView::rowSelected() {
    if (m_syncing)
        return;
    const int index = selectedPair();
    const auto& graph = m_older ? m_olderGraph : m_newerGraph;
    if (index < 0 || !graph) {
        m_graph->setSelection({}, {}, false);
        return;
    }
    const KernelDiff& k = m_diff.kernels[index];
    const QString status = pairStatus(k);
    QString placeholder;
    if (status == QLatin1String("unchanged"))
        placeholder = tr("No change.");
    else if (!k.codeChanged || k.diff.isEmpty())
        placeholder = tr("No code change: only the name (the old name is written as the new "
                         "one) or the fused nodes differ.");
    m_text->showDiff(k.diff, placeholder);
    m_diffTitle->setText(
        QStringLiteral("<b>%1</b> &nbsp; %2 → %3 &nbsp; <span "
                       "style='color:#2ea043'>+%4</span> <span "
                       "style='color:#d0342c'>−%5</span>")
            .arg(status,
                 labels(k.pair.oldNames, m_olderGraph.get(),
                        m_olderGraph ? kernelLabels(m_olderGraph->kernels(), m_olderGraph->nodes())
                                     : QStringList())
                     .toHtmlEscaped(),
                 labels(k.pair.newNames, m_newerGraph.get(),
                        m_newerGraph ? kernelLabels(m_newerGraph->kernels(), m_newerGraph->nodes())
                                     : QStringList())
                     .toHtmlEscaped())
            .arg(k.linesAdded)
            .arg(k.linesRemoved));
    QList<int> nodes, kernels;
    for (const auto& name : sideNames(index)) {
        const int kernel = graph->kernelIndex(name);
        if (kernel < 0)
            continue;
        kernels << kernel;
        for (int n : graph->kernel(kernel).nodes)
            if (!nodes.contains(n))
                nodes << n;
    }
    m_graph->setSelection(nodes, kernels, true);
}

void GenerationDiffView::movedSelected() {
    if (m_syncing)
        return;
    const auto rows = m_moved->selectionModel()->selectedRows();
    const auto& graph = m_older ? m_olderGraph : m_newerGraph;
    if (rows.isEmpty() || !graph)
        return;
    const NodeMove& m = m_diff.moved[m_moved->item(rows.first().row(), 0)->data(kPairRole).toInt()];
    const int node = graph->nodeIndex(m_older ? m.oldNode : m.node);
    if (node >= 0)
        m_graph->setSelection({node}, {}, true);
}

void GenerationDiffView::graphNodeClicked(int node) {
    const auto& graph = m_older ? m_olderGraph : m_newerGraph;
    if (!graph || node < 0 || node >= graph->nodeCount())
        return;
    // The moved-nodes row of this node, if it moved.
    const QString name = graph->node(node).name;
    m_syncing = true;
    m_moved->clearSelection();
    for (int i = 0; i < m_diff.moved.size(); ++i)
        if ((m_older ? m_diff.moved[i].oldNode : m_diff.moved[i].node) == name)
            m_moved->selectRow(i);
    m_syncing = false;
    const auto& pairOf = m_older ? m_pairOfOld : m_pairOfNew;
    for (int k : graph->kernelsOfNode(node)) {
        const int pair = pairOf.value(graph->kernel(k).name, -1);
        if (pair >= 0) {
            selectPair(pair);
            // The row selects its whole fusion group; keep the clicked node in it.
            return;
        }
    }
    m_table->clearSelection();
    m_graph->setSelection({node}, {}, false);
}

void GenerationDiffView::graphKernelClicked(int kernel) {
    const auto& graph = m_older ? m_olderGraph : m_newerGraph;
    if (!graph || kernel < 0 || kernel >= graph->kernels().size())
        return;
    const int pair = (m_older ? m_pairOfOld : m_pairOfNew).value(graph->kernel(kernel).name, -1);
    if (pair >= 0)
        selectPair(pair);
}

} // namespace ks
