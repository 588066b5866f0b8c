#include "training/TrainingPanel.h"

#include "model/SavedActivationsModel.h"

#include <QAction>
#include <QActionGroup>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace ks {
namespace {

constexpr int kNodeRole = Qt::UserRole + 1;
/// How many rows of the saved values the column widths are measured on.
constexpr int kWidthRows = 64;

const TrainingInfo* trainingOf(const std::shared_ptr<const GraphModel>& graph) {
    return graph ? graph->training() : nullptr;
}

/// Whether an op only views its input (recomputing it costs nothing): "aten.permute.default".
bool isView(const QString& target) {
    static const QSet<QString> views{
        QStringLiteral("view"),      QStringLiteral("_unsafe_view"), QStringLiteral("reshape"),
        QStringLiteral("permute"),   QStringLiteral("transpose"),    QStringLiteral("t"),
        QStringLiteral("expand"),    QStringLiteral("unsqueeze"),    QStringLiteral("squeeze"),
        QStringLiteral("slice"),     QStringLiteral("select"),       QStringLiteral("alias"),
        QStringLiteral("as_strided")};
    if (target.contains(QLatin1String("getitem")))
        return true;
    return target.startsWith(QLatin1String("aten.")) &&
           views.contains(target.section(QLatin1Char('.'), 1, 1));
}

} // namespace

TrainingPanel::TrainingPanel(QWidget* parent)
    : QWidget(parent), m_summary(new QLabel), m_model(new SavedActivationsModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_table(new QTableView), m_total(new QLabel),
      m_recomputed(new QListWidget),
      m_recomputedBox(new QGroupBox(tr("Recomputed in the backward"))),
      m_budget(new QDoubleSpinBox), m_policyTable(new QTableWidget(0, 2)), m_state(new QLabel),
      m_regenerate(new QPushButton(tr("Regenerate"))), m_backward(new QToolButton) {
    setObjectName(QStringLiteral("trainingPanel"));
    m_table->setObjectName(QStringLiteral("savedActivations"));
    m_total->setObjectName(QStringLiteral("savedTotal"));
    m_recomputed->setObjectName(QStringLiteral("recomputedNodes"));
    m_budget->setObjectName(QStringLiteral("memoryBudget"));
    m_policyTable->setObjectName(QStringLiteral("recomputePolicy"));
    m_regenerate->setObjectName(QStringLiteral("trainingRegenerate"));
    m_backward->setObjectName(QStringLiteral("showBackward"));

    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_backward->setText(tr("Backward in the graph"));
    m_backward->setCheckable(true);
    m_backward->setChecked(true);
    m_backward->setToolTip(tr("Draw the backward graph open under the forward, or folded into "
                              "one box"));
    connect(m_backward, &QToolButton::toggled, this, &TrainingPanel::backwardShownChanged);
    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_backward);

    // Saved for the backward: the biggest first.
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SavedActivationsModel::SortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SavedActivationsModel::BytesColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the rows in view and a sample of the others, not every row (a
    // DenseNet-121 step saves hundreds of values: all of them took ~16 ms at each open).
    m_table->horizontalHeader()->setResizeContentsPrecision(kWidthRows);
    m_table->setWordWrap(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const int node = current.data(SavedActivationsModel::NodeIndexRole).toInt();
                if (current.isValid() && node >= 0)
                    Q_EMIT nodeActivated(node);
            });
    auto* savedBox = new QGroupBox(tr("Saved for the backward"));
    auto* savedLayout = new QVBoxLayout(savedBox);
    savedLayout->addWidget(m_table, 1);
    savedLayout->addWidget(m_total);

    m_recomputed->setToolTip(tr("Forward nodes the backward computes again instead of saving "
                                "them (dashed on the graph)"));
    connect(m_recomputed, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item && item->data(kNodeRole).toInt() >= 0)
            Q_EMIT nodeActivated(item->data(kNodeRole).toInt());
    });
    auto* recomputedLayout = new QVBoxLayout(m_recomputedBox);
    recomputedLayout->addWidget(m_recomputed);

    m_budget->setRange(0.0, 1.0);
    m_budget->setSingleStep(0.05);
    m_budget->setDecimals(2);
    m_budget->setValue(1.0);
    m_budget->setToolTip(tr("The partitioner's activation memory budget: 1 saves what the "
                            "default min-cut saves, lower values recompute more to save less "
                            "(torch._functorch.config.activation_memory_budget)"));
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &TrainingPanel::updateState);
    m_policyTable->setHorizontalHeaderLabels({tr("Forward node"), tr("Choice")});
    m_policyTable->horizontalHeader()->setStretchLastSection(true);
    m_policyTable->verticalHeader()->hide();
    m_policyTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_policyTable->setToolTip(tr("Set from the graph: right-click a forward node"));
    auto* remove = new QPushButton(tr("Let the Partitioner Choose"));
    remove->setObjectName(QStringLiteral("removePolicy"));
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_policyTable->currentRow();
        if (row >= 0)
            setPolicy(m_policyTable->item(row, 0)->text(), QString());
    });
    m_state->setWordWrap(true);
    connect(m_regenerate, &QPushButton::clicked, this,
            [this] { Q_EMIT regenerateRequested(overrides()); });
    auto* steerBox = new QGroupBox(tr("Partitioner"));
    auto* steerLayout = new QVBoxLayout(steerBox);
    auto* form = new QFormLayout;
    form->addRow(tr("Activation memory budget:"), m_budget);
    steerLayout->addLayout(form);
    steerLayout->addWidget(m_policyTable, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(m_regenerate);
    steerLayout->addLayout(buttons);
    steerLayout->addWidget(m_state);

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(savedBox);
    split->addWidget(m_recomputedBox);
    split->addWidget(steerBox);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    setGraph(nullptr);
}

void TrainingPanel::setGraph(std::shared_ptr<const GraphModel> graph) {
    m_graph = std::move(graph);
    m_model->setGraph(m_graph);
    m_table->resizeColumnsToContents();
    const TrainingInfo* t = trainingOf(m_graph);
    m_recomputed->clear();
    m_policy = t ? t->policy : QHash<QString, QString>();
    {
        const QSignalBlocker block(m_budget);
        m_budget->setValue(t ? t->activationMemoryBudget : 1.0);
    }
    for (QWidget* w : findChildren<QGroupBox*>())
        w->setEnabled(t != nullptr);
    m_backward->setEnabled(t != nullptr);
    if (!t) {
        m_recomputedBox->setTitle(tr("Recomputed in the backward"));
        m_summary->setText(m_graph ? tr("An inference project: File > New Project from Model "
                                        "exports a training step (forward and backward).")
                                   : tr("No project."));
        m_total->clear();
        fillPolicy();
        updateState();
        return;
    }
    int forwardKernels = 0, backwardKernels = 0;
    for (const Kernel& k : m_graph->kernels())
        (k.backward ? backwardKernels : forwardKernels) += 1;
    QStringList params, inputs;
    for (const TrainingGradient& g : t->gradients)
        (g.kind == QLatin1String("input") ? inputs : params) << g.name;
    QString summary = tr("Training step: %1 forward and %2 backward kernels; gradients of %n "
                         "parameter(s)",
                         nullptr, int(params.size()))
                          .arg(forwardKernels)
                          .arg(backwardKernels);
    if (!inputs.isEmpty())
        summary += tr(" and of the input(s) %1").arg(inputs.join(QStringLiteral(", ")));
    if (!t->loss.isEmpty())
        summary += tr("; loss: %1").arg(t->loss);
    m_summary->setText(summary + QLatin1Char('.'));
    m_summary->setToolTip(params.join(QLatin1Char('\n')));

    qint64 other = 0;
    int activations = 0, others = 0;
    for (const SavedActivation& a : t->saved) {
        if (a.kind == QLatin1String("activation")) {
            ++activations;
        } else {
            ++others;
            other += a.bytes;
        }
    }
    QString total =
        tr("%n activation(s), %1 in all", nullptr, activations).arg(byteText(t->savedBytes));
    if (others > 0)
        total += tr(" (and %n parameter(s) or input(s), %1, kept alive anyway)", nullptr, others)
                     .arg(byteText(other));
    m_total->setText(total);

    // How many, and how many of them only view a value (free to recompute): a 24-layer
    // GPT-2's step recomputes 264 nodes, 96 of them views, in a list a screen shows 9 of.
    int views = 0;
    for (const QString& name : t->recomputed) {
        const int node = m_graph->nodeIndex(name);
        views += node >= 0 && isView(m_graph->node(node).target) ? 1 : 0;
    }
    QString title =
        tr("Recomputed in the backward: %n node(s)", nullptr, int(t->recomputed.size()));
    if (views > 0)
        title += tr(" (%n of them views)", nullptr, views);
    m_recomputedBox->setTitle(title);
    for (const QString& name : t->recomputed) {
        const int node = m_graph->nodeIndex(name);
        auto* item = new QListWidgetItem(node >= 0 ? QStringLiteral("%1  %2  %3")
                                                         .arg(name, m_graph->node(node).opLabel(),
                                                              m_graph->node(node).shapeText())
                                                   : name);
        item->setData(kNodeRole, node);
        m_recomputed->addItem(item);
    }
    if (t->recomputed.isEmpty())
        m_recomputed->addItem(tr("(none: the backward reads only saved values)"));
    fillPolicy();
    updateState();
}

QList<int> TrainingPanel::recomputedNodes() const {
    const TrainingInfo* t = trainingOf(m_graph);
    QList<int> nodes;
    if (!t)
        return nodes;
    // How many, and how many of them only view a value (free to recompute): a 24-layer
    // GPT-2's step recomputes 264 nodes, 96 of them views, in a list a screen shows 9 of.
    int views = 0;
    for (const QString& name : t->recomputed) {
        const int node = m_graph->nodeIndex(name);
        views += node >= 0 && isView(m_graph->node(node).target) ? 1 : 0;
    }
    QString title =
        tr("Recomputed in the backward: %n node(s)", nullptr, int(t->recomputed.size()));
    if (views > 0)
        title += tr(" (%n of them views)", nullptr, views);
    m_recomputedBox->setTitle(title);
    for (const QString& name : t->recomputed) {
        const int node = m_graph->nodeIndex(name);
        if (node < 0)
            continue;
        nodes << node;
        // The backward's own computation of it: the same op derived from the same node.
        for (int b : m_graph->linkedNodes(node))
            if (m_graph->node(b).target == m_graph->node(node).target)
                nodes << b;
        const int again = m_graph->nodeIndex(name + QStringLiteral("_bw"));
        if (again >= 0 && !nodes.contains(again))
            nodes << again;
    }
    return nodes;
}

void TrainingPanel::setPolicy(const QString& name, const QString& choice) {
    if (choice.isEmpty())
        m_policy.remove(name);
    else
        m_policy.insert(name, choice);
    fillPolicy();
    updateState();
}

void TrainingPanel::setMemoryBudget(double budget) {
    m_budget->setValue(budget);
}

double TrainingPanel::memoryBudget() const {
    return m_budget->value();
}

QJsonObject TrainingPanel::overrides() const {
    // Only what is set, here or in the generation: an export that never had a setting keeps
    // its params as they were.
    const TrainingInfo* t = trainingOf(m_graph);
    QJsonObject out;
    const double generation = t ? t->activationMemoryBudget : 1.0;
    if (m_budget->value() < 1.0 || generation < 1.0)
        out.insert(QStringLiteral("activationMemoryBudget"), m_budget->value());
    if (!m_policy.isEmpty() || (t && !t->policy.isEmpty())) {
        QJsonObject recompute;
        for (auto it = m_policy.begin(); it != m_policy.end(); ++it)
            recompute.insert(it.key(), it.value());
        out.insert(QStringLiteral("recompute"), recompute);
    }
    return out;
}

bool TrainingPanel::differs() const {
    const TrainingInfo* t = trainingOf(m_graph);
    return t && (m_policy != t->policy ||
                 !qFuzzyCompare(1.0 + m_budget->value(), 1.0 + t->activationMemoryBudget));
}

void TrainingPanel::setBusy(bool busy) {
    m_busy = busy;
    updateState();
}

void TrainingPanel::setRunBlocked(const QString& why) {
    m_blocked = why;
    m_regenerate->setToolTip(why);
    updateState();
}

void TrainingPanel::setBackwardShown(bool shown) {
    const QSignalBlocker block(m_backward); // what the graph shows, not a request
    m_backward->setChecked(shown);
}

void TrainingPanel::addNodeActions(QMenu* menu, int node) {
    if (!trainingOf(m_graph) || node < 0 || node >= m_graph->nodeCount())
        return;
    const GraphNode& n = m_graph->node(node);
    if (n.backward || n.kind != NodeKind::Op)
        return;
    menu->addSeparator();
    const QString current = m_policy.value(n.name);
    auto* group = new QActionGroup(menu);
    auto choice = [&](const char* objectName, const QString& text, const QString& value) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(objectName));
        a->setCheckable(true);
        a->setChecked(current == value);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name = n.name, value] {
            setPolicy(name, value);
            Q_EMIT revealRequested();
        });
    };
    choice("saveNodeAction", tr("Save `%1` for the Backward").arg(n.name), QStringLiteral("save"));
    choice("recomputeNodeAction", tr("Recompute `%1` in the Backward").arg(n.name),
           QStringLiteral("recompute"));
    choice("partitionerNodeAction", tr("Let the Partitioner Choose"), QString());
}

void TrainingPanel::fillPolicy() {
    QStringList names = m_policy.keys();
    names.sort();
    m_policyTable->setRowCount(int(names.size()));
    for (int row = 0; row < names.size(); ++row) {
        m_policyTable->setItem(row, 0, new QTableWidgetItem(names[row]));
        m_policyTable->setItem(row, 1, new QTableWidgetItem(m_policy.value(names[row])));
    }
}

void TrainingPanel::updateState() {
    const bool training = trainingOf(m_graph) != nullptr;
    m_regenerate->setEnabled(training && !m_busy && m_blocked.isEmpty());
    if (!training)
        m_state->clear();
    else if (m_busy)
        m_state->setText(tr("Regenerating…"));
    else if (differs())
        m_state->setText(tr("Changed: Regenerate exports again with these settings and merges "
                            "your edits."));
    else
        m_state->setText(tr("As in the current generation. Right-click a forward node in the "
                            "graph to save or recompute it."));
}

} // namespace ks
