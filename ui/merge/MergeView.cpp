#include "merge/MergeView.h"

#include "editor/CodeView.h"
#include "merge/ProjectMerge.h"
#include "merge/StrandedEditsPane.h"
#include "project/ProjectWriteLock.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ks {
namespace {

constexpr int kConflictMarker = 20; // CodeView's own markers are 1..5
const QColor kConflictRow(0xf8, 0xd0, 0xc8);
constexpr int kChangedMarker = 21;
const QColor kChangedRow(0xfb, 0xee, 0xc0); // a line that differs from the base
const QColor kConflictText(0x60, 0x10, 0x08);

/// A list row that needs the user (a conflict, a stranded edit): bold on red; else plain.
void markRow(QTreeWidgetItem* item, bool needsUser) {
    for (int c = 0; c < 3; ++c) {
        item->setBackground(c, needsUser ? QBrush(kConflictRow) : QBrush());
        item->setForeground(c, needsUser ? QBrush(kConflictText) : QBrush());
    }
    QFont f = item->font(0);
    f.setBold(needsUser);
    item->setFont(0, f);
    item->setFont(2, f);
}

/// Sorts the list: what needs the user first, then what changed, then the rest.
int rank(const QString& result) {
    if (result == QLatin1String("conflict"))
        return 0;
    if (result == QLatin1String("stranded"))
        return 1;
    if (result == QLatin1String("merged") || result == QLatin1String("mine"))
        return 2;
    return 3;
}

QString pairLabel(const KernelPair& pair) {
    const QString from = pair.oldNames.join(QStringLiteral(" + "));
    const QString to = pair.newNames.join(QStringLiteral(" + "));
    if (from.isEmpty())
        return to;
    if (to.isEmpty() || to == from)
        return from;
    return QStringLiteral("%1 → %2").arg(from, to);
}

/// A read-only (or editable) code pane with a caption above it.
QWidget* captioned(const QString& caption, QWidget* inner, QLabel** label = nullptr) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* title = new QLabel(caption);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    layout->addWidget(inner, 1);
    if (label)
        *label = title;
    return box;
}

/// The first line (1-based) where `a` and `b` differ, 0 when they do not.
int firstDifference(const QString& a, const QString& b) {
    const QStringList la = a.split(QLatin1Char('\n')), lb = b.split(QLatin1Char('\n'));
    for (int i = 0; i < std::max(la.size(), lb.size()); ++i)
        if (i >= la.size() || i >= lb.size() || la[i] != lb[i])
            return i + 1;
    return 0;
}

CodeView* codePane(const QString& objectName, bool readOnly) {
    auto* view = new CodeView;
    view->setObjectName(objectName);
    view->setReadOnly(readOnly);
    view->markerDefine(QsciScintilla::Background, kConflictMarker);
    view->markerDefine(QsciScintilla::Background, kChangedMarker);
    // Line backgrounds the theme's code colours stay readable on: pale on a light editor,
    // deep on a dark one (light red text on pale pink could not be read).
    const bool dark = view->palette().color(QPalette::Base).lightness() < 128;
    view->setMarkerBackgroundColor(dark ? QColor(0x4a, 0x42, 0x18) : kChangedRow, kChangedMarker);
    view->setMarkerBackgroundColor(dark ? QColor(0x5c, 0x22, 0x22) : kConflictRow, kConflictMarker);
    return view;
}

/// Marks the lines of `view` (showing `side`) that are not lines of `base`; returns the
/// first one (1-based), 0 when none.
int markChanged(CodeView* view, const QString& base, const QString& side) {
    view->markerDeleteAll(kChangedMarker);
    if (base.isEmpty() || side.isEmpty())
        return 0;
    const QList<int> map = mapLines(side, base);
    int first = 0;
    for (int i = 0; i < map.size(); ++i)
        if (map[i] == 0) {
            view->markerAdd(i, kChangedMarker);
            first = first ? first : i + 1;
        }
    return first;
}

/// Scrolls `view` so that `line` (1-based) shows a few lines down from the top and, sideways,
/// column `column` of it (where it differs from the base) sits near the left edge: kernels
/// are indented deep and the panes are narrow.
void bringIntoView(CodeView* view, int line, int column) {
    if (line <= 0)
        return;
    view->setFirstVisibleLine(std::max(0, line - 4));
    const long start = view->positionFromLineIndex(line - 1, column);
    const long x = view->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, start);
    const long left = view->SendScintilla(QsciScintilla::SCI_GETXOFFSET);
    long margins = 0;
    for (unsigned long m = 0; m < 5; ++m)
        margins += view->SendScintilla(QsciScintilla::SCI_GETMARGINWIDTHN, m);
    const long width = view->viewport()->width() - margins;
    // Where the line's change is: keep a third of the pane before it for context.
    view->SendScintilla(QsciScintilla::SCI_SETXOFFSET,
                        static_cast<unsigned long>(std::max(0L, left + x - margins - width / 3)));
}

/// The column where line `line` (1-based) of `side` starts to differ from the same line of
/// `base` (its first non-blank column when `base` has no such line).
int changeColumn(const QString& base, const QString& side, int line) {
    const QStringList b = base.split(QLatin1Char('\n')), s = side.split(QLatin1Char('\n'));
    if (line <= 0 || line > s.size())
        return 0;
    const QString& now = s[line - 1];
    int col = 0;
    if (line <= b.size()) {
        const QString& was = b[line - 1];
        while (col < now.size() && col < was.size() && now[col] == was[col])
            ++col;
    } else {
        while (col < now.size() && now[col].isSpace())
            ++col;
    }
    return col;
}

} // namespace

MergeView::MergeView(const Project& project, ModuleMergeResult merge, QWidget* parent)
    : QDialog(parent), m_project(project), m_merge(std::move(merge)), m_tabs(new QTabWidget),
      m_list(new QTreeWidget), m_summary(new QLabel), m_kernelTitle(new QLabel),
      m_base(codePane(QStringLiteral("mergeBase"), true)),
      m_mine(codePane(QStringLiteral("mergeMine"), true)),
      m_theirs(codePane(QStringLiteral("mergeNew"), true)),
      m_result(codePane(QStringLiteral("mergeResult"), false)), m_oldNodes(new QListWidget),
      m_newNodes(new QListWidget), m_oldNodesTitle(nullptr), m_newNodesTitle(nullptr),
      m_takeMine(new QPushButton(tr("Take &Mine"))), m_takeNew(new QPushButton(tr("Take &New"))),
      m_moduleView(codePane(QStringLiteral("mergeModule"), false)),
      m_stranded(new StrandedEditsPane) {
    setObjectName(QStringLiteral("mergeView"));
    setWindowTitle(tr("Merge into generation %1 — %2")
                       .arg(m_merge.newGeneration)
                       .arg(m_project.settings().name));
    QString error;
    m_old = loadGeneration(m_project, m_merge.baseGeneration, &error);
    m_new = loadGeneration(m_project, m_merge.newGeneration, &error);
    for (const auto& k : m_merge.kernels)
        m_resolutions << k.merged;
    m_module = m_merge.text;

    // Kernels tab: the list on the left, the panes on the right.
    m_list->setObjectName(QStringLiteral("mergeKernels"));
    m_list->setHeaderLabels({tr("Kernel"), tr("Match"), tr("Result")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_list->setTextElideMode(Qt::ElideMiddle);
    buildKernelList();

    m_oldNodes->setObjectName(QStringLiteral("mergeOldNodes"));
    m_newNodes->setObjectName(QStringLiteral("mergeNewNodes"));
    auto* sides = new QSplitter(Qt::Horizontal);
    sides->addWidget(captioned(tr("Base (generation %1)").arg(m_merge.baseGeneration), m_base));
    sides->addWidget(captioned(tr("Mine"), m_mine));
    sides->addWidget(captioned(tr("New (generation %1)").arg(m_merge.newGeneration), m_theirs));
    auto* nodes = new QWidget;
    auto* nodesLayout = new QVBoxLayout(nodes);
    nodesLayout->setContentsMargins(0, 0, 0, 0);
    nodesLayout->addWidget(captioned(tr("Covers in generation %1").arg(m_merge.baseGeneration),
                                     m_oldNodes, &m_oldNodesTitle));
    nodesLayout->addWidget(captioned(tr("Covers in generation %1").arg(m_merge.newGeneration),
                                     m_newNodes, &m_newNodesTitle));
    auto* resultRow = new QSplitter(Qt::Horizontal);
    auto* resultBox = new QWidget;
    auto* resultLayout = new QVBoxLayout(resultBox);
    resultLayout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    m_takeMine->setObjectName(QStringLiteral("takeMine"));
    m_takeNew->setObjectName(QStringLiteral("takeNew"));
    auto* reset = new QPushButton(tr("&Reset to Merge"));
    reset->setObjectName(QStringLiteral("resetMerge"));
    buttons->addWidget(m_takeMine);
    buttons->addWidget(m_takeNew);
    buttons->addWidget(reset);
    buttons->addStretch(1);
    resultLayout->addWidget(captioned(tr("Result (editable)"), m_result), 1);
    resultLayout->addLayout(buttons);
    resultRow->addWidget(resultBox);
    resultRow->addWidget(nodes);
    resultRow->setStretchFactor(0, 3);
    resultRow->setStretchFactor(1, 1);
    auto* panes = new QSplitter(Qt::Vertical);
    panes->addWidget(sides);
    panes->addWidget(resultRow);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_kernelTitle->font();
    bold.setBold(true);
    m_kernelTitle->setFont(bold);
    m_kernelTitle->setObjectName(QStringLiteral("mergeKernelTitle"));
    m_kernelTitle->setWordWrap(true);
    rightLayout->addWidget(m_kernelTitle);
    rightLayout->addWidget(panes, 1);
    auto* kernelsTab = new QSplitter(Qt::Horizontal);
    kernelsTab->addWidget(m_list);
    kernelsTab->addWidget(right);
    kernelsTab->setStretchFactor(0, 1);
    kernelsTab->setStretchFactor(1, 4);
    kernelsTab->setSizes({420, 1140});
    panes->setSizes({420, 380});
    m_tabs->addTab(kernelsTab, tr("Kernels"));
    m_tabs->addTab(m_moduleView, tr("Module"));
    m_tabs->addTab(m_stranded, tr("Stranded Edits (%1)").arg(m_merge.stranded.size()));
    m_tabs->setTabEnabled(2, !m_merge.stranded.isEmpty());
    QStringList targets;
    if (m_new)
        for (const auto& k : m_new->metadata.value(QStringLiteral("kernels")).toArray())
            if (k.toObject().value(QStringLiteral("kind")).toString() != QLatin1String("extern"))
                targets << k.toObject().value(QStringLiteral("name")).toString();
    m_stranded->setEdits(m_merge.stranded, {}, targets);

    m_summary->setObjectName(QStringLiteral("mergeSummary"));
    m_summary->setWordWrap(true);
    auto* box = new QDialogButtonBox;
    auto* applyButton = box->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    applyButton->setObjectName(QStringLiteral("applyMerge"));
    box->addButton(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelMerge"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(box);

    connect(box, &QDialogButtonBox::accepted, this, &MergeView::onApply);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item)
            return;
        const int row = m_list->indexOfTopLevelItem(item);
        if (row >= 0 && row < m_rows.size())
            showKernel(m_rows[row]);
    });
    connect(m_takeMine, &QPushButton::clicked, this, &MergeView::takeMine);
    connect(m_takeNew, &QPushButton::clicked, this, &MergeView::takeNew);
    connect(reset, &QPushButton::clicked, this, [this] {
        if (m_current >= 0)
            setResolution(m_current, m_merge.kernels[m_current].merged);
    });
    connect(m_result, &QsciScintilla::textChanged, this, [this] {
        if (!m_updating && m_current >= 0)
            setResolution(m_current, m_result->text());
    });
    connect(m_moduleView, &QsciScintilla::textChanged, this, [this] {
        if (m_updating)
            return;
        m_module = m_moduleView->text();
        markConflicts(m_moduleView);
    });
    for (auto* list : {m_oldNodes, m_newNodes})
        connect(list, &QListWidget::itemActivated, this, [this, list](QListWidgetItem* item) {
            Q_EMIT nodeActivated(list == m_oldNodes ? m_merge.baseGeneration
                                                    : m_merge.newGeneration,
                                 item->data(Qt::UserRole).toString());
        });
    connect(m_stranded, &StrandedEditsPane::reapplyRequested, this,
            [this](int edit, const QString& target) {
                QString why;
                if (reapply(edit, target, &why))
                    m_tabs->setCurrentIndex(0);
                else
                    m_stranded->setStatus(why);
            });

    setModuleText(m_module);
    resize(1500, 900);
    if (!m_rows.isEmpty()) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
        showKernel(m_rows.first());
    }
}

MergeView::~MergeView() = default;

void MergeView::buildKernelList() {
    QList<int> order;
    for (int i = 0; i < m_merge.kernels.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return rank(m_merge.kernels[a].result) < rank(m_merge.kernels[b].result);
    });
    // The part outside kernels goes with the conflicts when it has one, else after the
    // changed kernels.
    const bool outsideConflicts = m_merge.call == QLatin1String("conflict");
    int conflicts = 0, at = 0;
    for (int i : order)
        conflicts += m_merge.kernels[i].result == QLatin1String("conflict") ? 1 : 0;
    for (int i : order) {
        if (rank(m_merge.kernels[i].result) >= 3)
            break;
        ++at;
    }
    m_rows = order;
    m_rows.insert(outsideConflicts ? 0 : at, -1);
    for (int index : m_rows) {
        auto* item = new QTreeWidgetItem;
        if (index < 0) {
            item->setText(0, tr("Outside kernels (call, helpers, imports)"));
            item->setText(1, QString());
            item->setText(2, m_merge.call);
        } else {
            const auto& k = m_merge.kernels[index];
            item->setText(0, pairLabel(k.pair));
            item->setToolTip(0, pairLabel(k.pair));
            item->setText(1, matchKindName(k.pair.kind));
            item->setText(2, k.result);
        }
        m_list->addTopLevelItem(item);
        if (index >= 0)
            refreshRow(index);
        else if (m_merge.call == QLatin1String("conflict"))
            markRow(item, true);
    }
    m_summary->setText(tr("Generation %1 → %2: %3 kernel pair(s), %4 conflict(s) in %5 kernel(s), "
                          "outside kernels: %6, %7 stranded edit(s). Resolve each conflict "
                          "(take mine, take new or edit the result), then Apply; nothing is "
                          "written before.")
                           .arg(m_merge.baseGeneration)
                           .arg(m_merge.newGeneration)
                           .arg(m_merge.kernels.size())
                           .arg(m_merge.conflicts)
                           .arg(conflicts)
                           .arg(m_merge.call)
                           .arg(m_merge.stranded.size()));
}

QString MergeView::rowResult(int index) const {
    if (index < 0 || index >= m_merge.kernels.size())
        return m_merge.call;
    const QString& result = m_merge.kernels[index].result;
    if (result == QLatin1String("conflict") &&
        !m_resolutions.value(index).contains(QLatin1String("<<<<<<< ")))
        return QStringLiteral("resolved");
    return result;
}

void MergeView::refreshRow(int index) {
    const int row = int(m_rows.indexOf(index));
    QTreeWidgetItem* item = row >= 0 ? m_list->topLevelItem(row) : nullptr;
    if (!item)
        return;
    const QString result = rowResult(index);
    item->setText(2, result);
    markRow(item, result == QLatin1String("conflict") || result == QLatin1String("stranded"));
}

void MergeView::showKernel(int index) {
    m_current = index;
    const int row = int(m_rows.indexOf(index));
    if (row >= 0 && m_list->currentItem() != m_list->topLevelItem(row)) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentItem(m_list->topLevelItem(row));
    }
    if (index < 0)
        return showOutside();
    const KernelMergeOutcome& k = m_merge.kernels[index];
    m_updating = true;
    m_base->showText(k.base, QString());
    m_mine->showText(k.mine, QString());
    m_theirs->showText(k.theirs, QString());
    m_result->setReadOnly(m_resolutions[index].isEmpty() && k.merged.isEmpty());
    m_result->showText(m_resolutions[index], QString());
    markConflicts(m_result);
    m_updating = false;
    // Open where it matters: the first conflict of the result, the first change of each side.
    const int changed =
        std::max(firstDifference(k.base, k.mine), firstDifference(k.base, k.theirs));
    const int conflict = int(m_resolutions[index]
                                 .left(m_resolutions[index].indexOf(QLatin1String("<<<<<<< ")))
                                 .count(QLatin1Char('\n'))) +
                         1;
    const int mineChanged = markChanged(m_mine, k.base, k.mine);
    const int newChanged = markChanged(m_theirs, k.base, k.theirs);
    const int line = mineChanged ? mineChanged : newChanged ? newChanged : changed;
    const int column = mineChanged  ? changeColumn(k.base, k.mine, mineChanged)
                       : newChanged ? changeColumn(k.base, k.theirs, newChanged)
                                    : 0;
    bringIntoView(m_base, line, column);
    bringIntoView(m_mine, mineChanged ? mineChanged : line,
                  mineChanged ? changeColumn(k.base, k.mine, mineChanged) : column);
    bringIntoView(m_theirs, newChanged ? newChanged : line,
                  newChanged ? changeColumn(k.base, k.theirs, newChanged) : column);
    m_result->revealLine(std::max(
        1, (m_resolutions[index].contains(QLatin1String("<<<<<<< ")) ? conflict : changed) - 3));
    const bool editable = !k.merged.isEmpty();
    m_takeMine->setEnabled(editable && !k.mine.isEmpty());
    m_takeNew->setEnabled(editable && !k.theirs.isEmpty());
    m_kernelTitle->setText(
        tr("%1 — %2, %3%4")
            .arg(pairLabel(k.pair), matchKindName(k.pair.kind), k.result)
            .arg(k.result == QLatin1String("stranded")
                     ? tr(" (kept in the Stranded Edits tab: re-apply it to a new kernel)")
                 : k.result == QLatin1String("deleted")
                     ? tr(" (you had deleted it; it stays deleted)")
                     : QString()));
    fillNodes(m_oldNodes, m_old, k.pair.oldNames);
    fillNodes(m_newNodes, m_new, k.pair.newNames);
    if (k.pair.newNames.size() == 1)
        Q_EMIT kernelShown(k.pair.newNames.first());
}

void MergeView::showOutside() {
    m_updating = true;
    for (auto* view : {m_base, m_mine, m_theirs, m_result})
        view->showText(QString(), QString());
    m_updating = false;
    m_takeMine->setEnabled(false);
    m_takeNew->setEnabled(false);
    m_kernelTitle->setText(tr("Outside kernels (call, helpers, imports): %1. It is merged as one "
                              "text: read and edit it in the Module tab.")
                               .arg(m_merge.call));
    m_oldNodes->clear();
    m_newNodes->clear();
}

void MergeView::fillNodes(QListWidget* list, const std::optional<GenerationSource>& generation,
                          const QStringList& kernels) {
    list->clear();
    if (!generation)
        return;
    QHash<QString, QJsonObject> nodes;
    for (const auto& n : generation->metadata.value(QStringLiteral("nodes")).toArray())
        nodes.insert(n.toObject().value(QStringLiteral("name")).toString(), n.toObject());
    for (const auto& v : generation->metadata.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        const QString name = k.value(QStringLiteral("name")).toString();
        if (!kernels.contains(name))
            continue;
        for (const auto& nodeName : k.value(QStringLiteral("nodes")).toArray()) {
            const QJsonObject n = nodes.value(nodeName.toString());
            const QJsonObject source = n.value(QStringLiteral("source")).toObject();
            const int line = source.value(QStringLiteral("line")).toInt();
            QString text = QStringLiteral("%1  %2").arg(
                nodeName.toString(), n.value(QStringLiteral("target")).toString());
            if (line > 0)
                text +=
                    QStringLiteral("  %1:%2")
                        .arg(QFileInfo(source.value(QStringLiteral("file")).toString()).fileName())
                        .arg(line);
            if (kernels.size() > 1)
                text += QStringLiteral("  (%1)").arg(name);
            auto* item = new QListWidgetItem(text, list);
            item->setData(Qt::UserRole, nodeName.toString());
            item->setToolTip(source.value(QStringLiteral("code")).toString());
        }
    }
}

void MergeView::takeMine() {
    if (m_current >= 0)
        setResolution(m_current, m_merge.kernels[m_current].mine);
}

void MergeView::takeNew() {
    if (m_current >= 0)
        setResolution(m_current, m_merge.kernels[m_current].theirs);
}

void MergeView::setResolution(int index, const QString& text) {
    if (index < 0 || index >= m_resolutions.size())
        return;
    const QString before = m_resolutions[index];
    if (before == text)
        return;
    // The kernel's text sits verbatim in the module: replace exactly that stretch (the user
    // may have edited elsewhere in the Module tab).
    const qsizetype at = before.isEmpty() ? -1 : m_module.indexOf(before);
    if (at < 0) {
        m_kernelTitle->setText(tr("This kernel's text was changed in the Module tab: edit it "
                                  "there."));
        return;
    }
    m_module.replace(at, before.size(), text);
    m_resolutions[index] = text;
    setModuleText(m_module);
    if (index == m_current && m_result->text() != text) {
        // Take Mine / Take New replace the text where the user is reading it: the view
        // stays at that line and column (it jumped to line 1).
        const int first = m_result->firstVisibleLine();
        const long xOffset = m_result->SendScintilla(QsciScintilla::SCI_GETXOFFSET);
        int line = 0, column = 0;
        m_result->getCursorPosition(&line, &column);
        m_updating = true;
        m_result->showText(text, QString());
        m_updating = false;
        const int last = std::max(0, m_result->lines() - 1);
        m_result->setCursorPosition(std::min(line, last), 0);
        m_result->setFirstVisibleLine(std::min(first, last));
        m_result->SendScintilla(QsciScintilla::SCI_SETXOFFSET,
                                static_cast<unsigned long>(std::max(0L, xOffset)));
    }
    markConflicts(m_result);
    refreshRow(index);
}

bool MergeView::reapply(int edit, const QString& target, QString* error) {
    if (edit < 0 || edit >= m_merge.stranded.size())
        return false;
    int index = -1;
    for (int i = 0; i < m_merge.kernels.size(); ++i)
        if (m_merge.kernels[i].pair.newNames == QStringList{target} && !m_resolutions[i].isEmpty())
            index = i;
    if (index < 0) {
        if (error)
            *error = tr("%1 has no definition in the merged module").arg(target);
        return false;
    }
    const TextMergeResult r = reapplyStranded(m_merge.stranded[edit], target, m_resolutions[index]);
    if (!r.ok) {
        if (error)
            *error = r.error;
        return false;
    }
    setResolution(index, r.text);
    showKernel(index);
    m_stranded->setStatus(r.conflicts ? tr("Re-applied to %1 with %2 conflict(s): resolve them in "
                                           "the result pane.")
                                            .arg(target)
                                            .arg(r.conflicts)
                                      : tr("Re-applied to %1.").arg(target));
    return true;
}

void MergeView::setModuleText(const QString& text) {
    m_updating = true;
    const int first = m_moduleView->firstVisibleLineNumber();
    m_moduleView->showText(text, m_project.workingModulePath());
    m_moduleView->setFirstVisibleLine(std::max(0, first - 1));
    markConflicts(m_moduleView);
    m_updating = false;
}

void MergeView::markConflicts(CodeView* view) {
    view->markerDeleteAll(kConflictMarker);
    const QStringList lines = view->text().split(QLatin1Char('\n'));
    bool inside = false;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String("<<<<<<< ")))
            inside = true;
        if (inside)
            view->markerAdd(i, kConflictMarker);
        if (lines[i].startsWith(QLatin1String(">>>>>>> ")))
            inside = false;
    }
}

bool MergeView::apply(bool allowConflicts, QString* error) {
    const int left = countConflictBlocks(m_module);
    if (left > 0 && !allowConflicts) {
        if (error)
            *error = tr("%n conflict block(s) are left", nullptr, left);
        return false;
    }
    // One writer per project: a regenerate running in a shell would merge from the base
    // this writes over.
    const auto lock = ProjectWriteLock::acquire(
        m_project.folder(), QStringLiteral("Kernel Studio (IDE): apply merge"), error);
    if (!lock)
        return false;
    QStringList files;
    if (!writeMerge(m_project, m_merge, m_module, &files, error))
        return false;
    Q_EMIT applied(files);
    accept();
    return true;
}

void MergeView::onApply() {
    const int left = countConflictBlocks(m_module);
    if (left > 0 && QMessageBox::warning(
                        this, tr("Conflicts left"),
                        tr("%n conflict block(s) are still in the result. Write it anyway? "
                           "The project cannot be verified or regenerated until they are "
                           "resolved (here, or in the editor).",
                           nullptr, left),
                        QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    QString error;
    if (!apply(true, &error))
        QMessageBox::critical(this, tr("Could not write the merge"), error);
}

} // namespace ks
