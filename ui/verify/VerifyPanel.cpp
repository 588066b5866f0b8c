#include "verify/VerifyPanel.h"

#include "tensor/TensorInspector.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QShowEvent>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ks {
namespace {

QString number(double v) {
    if (std::isnan(v))
        return QStringLiteral("-");
    return QString::number(v, 'g', 4);
}

QString count(qint64 n) {
    return n < 0 ? QStringLiteral("-") : QString::number(n);
}

QString nonFiniteText(const VerifyComparison& c) {
    if (c.nan.actual < 0 && c.inf.actual < 0)
        return QStringLiteral("-");
    return QStringLiteral("NaN %1/%2 · Inf %3/%4")
        .arg(count(c.nan.expected), count(c.nan.actual), count(c.inf.expected),
             count(c.inf.actual));
}

QLabel* label(QWidget* parent, const QString& objectName) {
    auto* l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    return l;
}

QColor statusColor(const QString& status) {
    if (status == QLatin1String("failed") || status == QLatin1String("fail"))
        return QColor(0xd0, 0x34, 0x2c);
    if (status == QLatin1String("tainted") || status == QLatin1String("diverged") ||
        status == QLatin1String("error") || status == QLatin1String("random"))
        return QColor(0xc0, 0x80, 0x00);
    return QColor(0x2e, 0x8b, 0x3a);
}

// One row of numbers: an output of a trial or a buffer of the located launch.
QTreeWidgetItem* comparisonItem(QTreeWidgetItem* parent, const QString& name,
                                const VerifyComparison& c, const QString& record = {}) {
    auto* item = new QTreeWidgetItem(parent);
    item->setText(VerifyPanel::ItemColumn, name);
    item->setData(VerifyPanel::ItemColumn, VerifyPanel::RecordRole, record);
    // A value outside the elementwise tolerance that passed by its RMSE against fp64.
    const bool byFp64 = c.passed && c.fp64.present && c.fp64.passed && c.mismatches > 0;
    item->setText(VerifyPanel::PassedColumn, !c.passed ? QObject::tr("fail")
                                             : byFp64  ? QObject::tr("pass (fp64)")
                                                       : QObject::tr("pass"));
    item->setForeground(VerifyPanel::PassedColumn,
                        statusColor(c.passed ? QStringLiteral("ok") : QStringLiteral("failed")));
    item->setText(VerifyPanel::MaxAbsColumn, number(c.maxAbsError));
    item->setText(VerifyPanel::MaxRelColumn, number(c.maxRelError));
    item->setText(VerifyPanel::MismatchColumn,
                  c.numel < 0 ? count(c.mismatches)
                              : QStringLiteral("%1 / %2").arg(count(c.mismatches)).arg(c.numel));
    item->setText(VerifyPanel::FirstMismatchColumn,
                  c.firstMismatch.isEmpty() ? QStringLiteral("-") : indexText(c.firstMismatch));
    item->setText(VerifyPanel::NonFiniteColumn, nonFiniteText(c));
    QString tip = c.reason;
    if (!c.expected.dtype.isEmpty())
        tip += QStringLiteral("\nexpected %1%2, actual %3%4 (rtol %5, atol %6)")
                   .arg(c.expected.dtype, indexText(c.expected.shape), c.actual.dtype,
                        indexText(c.actual.shape), number(c.rtol), number(c.atol));
    if (c.fp64.present && !c.fp64.error.isEmpty())
        tip += QObject::tr("\nfp64 second look could not run: %1").arg(c.fp64.error);
    else if (c.fp64.present && !std::isnan(c.fp64.moduleRmse))
        tip +=
            QObject::tr("\nfp64 second look%1: RMSE %2 %3 bound %4 (eager's RMSE %5)")
                .arg(c.fp64.rule.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(c.fp64.rule),
                     number(c.fp64.moduleRmse),
                     c.fp64.passed ? QStringLiteral("<=") : QStringLiteral(">"),
                     number(c.fp64.bound), number(c.fp64.eagerRmse));
    item->setToolTip(VerifyPanel::ItemColumn, tip.trimmed());
    item->setData(VerifyPanel::ItemColumn, VerifyPanel::ExpectedFileRole, c.expectedFile);
    item->setData(VerifyPanel::ItemColumn, VerifyPanel::ActualFileRole, c.actualFile);
    return item;
}

// Tall enough for a header and `rows` rows: a table squeezed to one row hides the point.
void keepRows(QAbstractItemView* view, int rows) {
    int row = view->fontMetrics().height() + 10;
    if (auto* table = qobject_cast<QTableView*>(view))
        row = std::max(row, table->verticalHeader()->defaultSectionSize());
    const int frame = 2 * view->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, view);
    view->setMinimumHeight(row * (rows + 1) + frame);
}

/// The most characters of a located kernel's name the Located line shows.
constexpr int kLocatedNameChars = 56;

QString gradientLabel(const VerifyComparison& c) {
    if (c.kind == QLatin1String("loss"))
        return QObject::tr("loss");
    if (c.kind == QLatin1String("input"))
        return QObject::tr("grad %1 (input)").arg(c.name);
    return QObject::tr("grad %1").arg(c.name);
}

qsizetype failures(const QList<VerifyComparison>& list) {
    return std::count_if(list.begin(), list.end(),
                         [](const VerifyComparison& c) { return !c.passed; });
}

/// The first failing record with saved tensors, as the record key of its row.
QString firstFailingRecord(const VerifyTrial& t) {
    auto first = [](const QList<VerifyComparison>& list) -> qsizetype {
        for (qsizetype i = 0; i < list.size(); ++i)
            if (!list[i].passed && list[i].hasFiles())
                return i;
        return -1;
    };
    if (const qsizetype i = first(t.outputs); i >= 0)
        return QStringLiteral("output:%1").arg(i);
    if (const qsizetype i = first(t.gradients); i >= 0)
        return QStringLiteral("gradient:%1").arg(i);
    for (const VerifyCall& call : t.calls)
        if (const qsizetype i = first(call.outputs); i >= 0)
            return QStringLiteral("call:%1:%2").arg(call.call).arg(i);
    if (const qsizetype i = first(t.state); i >= 0)
        return QStringLiteral("state:%1").arg(i);
    return {};
}

QTreeWidgetItem* findRecord(QTreeWidgetItem* parent, const QString& record) {
    for (int i = 0; i < parent->childCount(); ++i) {
        QTreeWidgetItem* child = parent->child(i);
        if (child->data(VerifyPanel::ItemColumn, VerifyPanel::RecordRole).toString() == record)
            return child;
        if (QTreeWidgetItem* found = findRecord(child, record))
            return found;
    }
    return nullptr;
}

} // namespace

VerifyPanel::VerifyPanel(QWidget* parent)
    : QWidget(parent), m_model(new VerifyHistoryModel(this)), m_runs(new QTableView(this)),
      m_historyProblem(label(this, QStringLiteral("verifyHistoryProblem"))),
      m_summary(label(this, QStringLiteral("verifySummary"))),
      m_stale(label(this, QStringLiteral("verifyStale"))),
      m_settings(label(this, QStringLiteral("verifySettings"))),
      m_located(label(this, QStringLiteral("verifyLocated"))), m_results(new QTreeWidget(this)),
      m_kernels(new QTreeWidget(this)), m_notes(label(this, QStringLiteral("verifyNotes"))),
      m_inspector(new TensorInspector(this)), m_runBar(new QWidget(this)),
      m_runStatus(label(this, QStringLiteral("verifyRunStatus"))),
      m_cancel(new QPushButton(tr("Cancel"), this)) {
    m_runs->setObjectName(QStringLiteral("verifyRuns"));
    m_runs->setModel(m_model);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->verticalHeader()->hide();
    m_runs->setWordWrap(false);
    // The located kernel whole (never "cpp_fused_a…" beside a wide Duration column); the
    // edited kernels take what is left (elided; the run's kernel rows list them too).
    m_runs->horizontalHeader()->setStretchLastSection(false);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->horizontalHeader()->setSectionResizeMode(VerifyHistoryModel::EditedColumn,
                                                     QHeaderView::Stretch);
    m_historyProblem->setStyleSheet(QStringLiteral("color: #c08000"));
    m_historyProblem->hide();
    m_located->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    m_stale->setWordWrap(true);
    m_stale->setStyleSheet(QStringLiteral("color: #c08000; font-weight: bold"));
    m_stale->hide();

    m_results->setObjectName(QStringLiteral("verifyResults"));
    m_results->setColumnCount(ResultColumnCount);
    m_results->setHeaderLabels({tr("Trial / output"), tr("Result"), tr("Max abs err"),
                                tr("Max rel err"), tr("Mismatches"), tr("First mismatch"),
                                tr("NaN/Inf (exp/act)")});
    m_results->setRootIsDecorated(true);
    m_kernels->setObjectName(QStringLiteral("verifyKernels"));
    m_kernels->setColumnCount(KernelColumnCount);
    m_kernels->setHeaderLabels({tr("Kernel"), tr("Status"), tr("Edited"), tr("Time vs pristine")});
    m_kernels->setRootIsDecorated(false);
    m_kernels->header()->setStretchLastSection(false);
    m_kernels->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_kernels->header()->setSectionResizeMode(KernelNameColumn, QHeaderView::Stretch);
    m_inspector->setObjectName(QStringLiteral("verifyTensorInspector"));

    m_cancel->setObjectName(QStringLiteral("verifyCancel"));
    m_cancel->setToolTip(tr("Stop the running verification; nothing is recorded (Shift+Esc)"));
    m_cancel->setEnabled(false);
    auto* runLayout = new QHBoxLayout(m_runBar);
    runLayout->setContentsMargins(4, 2, 4, 2);
    runLayout->addWidget(m_runStatus, 1);
    runLayout->addWidget(m_cancel);
    m_runBar->hide();
    // Each table keeps room for a few rows; the results and the kernels sit side by side so
    // the runs above them keep theirs in a low bottom pane.
    keepRows(m_runs, 3);
    keepRows(m_results, 3);
    keepRows(m_kernels, 3);
    auto* tables = new QSplitter(Qt::Horizontal, this);
    tables->addWidget(m_results);
    tables->addWidget(m_kernels);
    tables->setStretchFactor(0, 3);
    tables->setStretchFactor(1, 2);
    tables->setChildrenCollapsible(false);
    auto* details = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_stale);
    detailsLayout->addWidget(m_summary);
    detailsLayout->addWidget(m_settings);
    detailsLayout->addWidget(m_located);
    detailsLayout->addWidget(tables, 1);
    detailsLayout->addWidget(m_notes);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(details);
    bottom->addWidget(m_inspector);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_runs);
    topLayout->addWidget(m_historyProblem);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_split = split;
    split->setObjectName(QStringLiteral("verifySplit"));
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_runBar);
    layout->addWidget(split);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (!m_running)
            return;
        m_cancel->setEnabled(false);
        m_runStatus->setText(tr("Cancelling the verification…"));
        Q_EMIT cancelRequested();
    });

    connect(m_runs->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &VerifyPanel::onCurrentRunChanged);
    connect(m_results, &QTreeWidget::itemExpanded, this,
            [this](QTreeWidgetItem* item) { fillRows(item); });
    connect(m_results, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { showTensors(item); });
    connect(m_kernels, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (item)
            Q_EMIT kernelActivated(item->text(KernelNameColumn));
    });
    connect(m_kernels, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (item)
            Q_EMIT kernelActivated(item->text(KernelNameColumn));
    });
    connect(m_located, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("kernel:")))
            Q_EMIT kernelActivated(link.mid(7));
    });
    clearReport(tr("No verify run selected."));
}

void VerifyPanel::setProject(const QString& folder) {
    setProject(VerifyHistory(folder), std::nullopt);
}

void VerifyPanel::setProject(const VerifyHistory& history,
                             const std::optional<VerifyReport>& newest) {
    const bool hadReport = !m_report.isEmpty();
    m_report = {}; // a run id of the previous project must not count as shown
    m_history = history;
    m_model->setHistory(std::make_shared<const VerifyHistory>(m_history));
    refreshHistoryLabel();
    if (m_model->rowCount() > 0) {
        const QModelIndex first = m_model->index(0, 0);
        if (newest && newest->runId == first.data(VerifyHistoryModel::RunIdRole).toString())
            showReport(*newest); // then selecting its row reads nothing
        return m_runs->setCurrentIndex(first);
    }
    clearReport(m_history.projectFolder().isEmpty() ? tr("No project.")
                                                    : tr("No verify runs yet (F5)."));
    if (hadReport)
        Q_EMIT runSelected(m_report);
}

void VerifyPanel::reload() {
    const QString selected = m_report.isEmpty() ? selectedRunId() : m_report.runId;
    m_history.reload();
    m_model->setHistory(std::make_shared<const VerifyHistory>(m_history)); // drops the current row
    refreshHistoryLabel();
    QModelIndex index = m_model->indexOfRun(selected);
    if (!index.isValid() && m_model->rowCount() > 0)
        index = m_model->index(0, 0);
    if (index.isValid())
        m_runs->setCurrentIndex(index); // the shown report stays when it is the same run
    else
        clearReport(tr("No verify runs yet (F5)."));
}

bool VerifyPanel::selectRun(const QString& runId) {
    const QModelIndex index = m_model->indexOfRun(runId);
    if (!index.isValid())
        return false;
    if (m_runs->currentIndex().row() == index.row() && m_report.runId != runId)
        loadRun(index.data(VerifyHistoryModel::ReportPathRole).toString()); // after showReport
    else
        m_runs->setCurrentIndex(index);
    return true;
}

QString VerifyPanel::selectedRunId() const {
    return m_runs->currentIndex().data(VerifyHistoryModel::RunIdRole).toString();
}

void VerifyPanel::onCurrentRunChanged() {
    const QModelIndex index = m_runs->currentIndex();
    if (!index.isValid())
        return clearReport(tr("No verify run selected."));
    if (!m_report.isEmpty() && m_report.runId == index.data(VerifyHistoryModel::RunIdRole))
        return; // reports do not change once written
    loadRun(index.data(VerifyHistoryModel::ReportPathRole).toString());
}

void VerifyPanel::loadRun(const QString& reportPath) {
    QString error;
    const auto report = VerifyReport::read(reportPath, &error);
    if (!report)
        return clearReport(error);
    showReport(*report);
}

void VerifyPanel::clearReport(const QString& message) {
    const bool hadReport = !m_report.isEmpty();
    m_report = {};
    m_summary->setText(message);
    m_summary->setStyleSheet({});
    m_settings->clear();
    m_located->clear();
    m_located->hide();
    m_stale->clear();
    m_stale->hide();
    m_tablesPending = false;
    m_results->clear();
    m_kernels->clear();
    m_notes->clear();
    m_notes->hide();
    m_inspector->clear();
    if (hadReport)
        Q_EMIT runSelected(m_report);
}

void VerifyPanel::showReport(const VerifyReport& report) {
    m_report = report;
    const QString verdict = verifyVerdictName(report.verdict);
    QString summary = QStringLiteral("<b>%1</b>").arg(verdict.toUpper());
    if (!report.reason.isEmpty())
        summary += QStringLiteral(": ") + report.reason.toHtmlEscaped();
    summary += QStringLiteral(" <span style=\"color:gray\">(%1, %2 s)</span>")
                   .arg(report.runId.toHtmlEscaped(), number(report.durationSeconds));
    m_summary->setText(summary);
    applyStaleLook();
    m_settings->setText(report.settingsText());

    QString located;
    if (report.located && !report.located->kernel.isEmpty()) {
        const VerifyLocated& l = *report.located;
        // A fused name cannot wrap: a long one (a training step's BatchNorm backward, 110
        // characters) would widen the pane past its dock. The middle goes; the link, the
        // tooltip and the kernels table keep it whole.
        QString shown = l.kernel;
        if (shown.size() > kLocatedNameChars)
            shown = shown.left(kLocatedNameChars / 2) + QChar(0x2026) +
                    shown.right(kLocatedNameChars / 2);
        located = tr("Located: <a href=\"kernel:%1\">%2</a>")
                      .arg(l.kernel.toHtmlEscaped(), shown.toHtmlEscaped());
        if (!l.fault.isEmpty())
            located += tr(" (%1)").arg(l.fault.toHtmlEscaped());
        else if (l.launch >= 0)
            located += tr(", launch %1 in trial %2").arg(l.launch).arg(l.trial);
        if (l.line > 0)
            located += tr(", line %1").arg(l.line);
        if (!l.nodes.isEmpty())
            located += tr("; nodes %1").arg(l.nodes.join(QStringLiteral(", ")).toHtmlEscaped());
        if (!report.tainted.isEmpty())
            located += tr("<br>Tainted: %1")
                           .arg(report.tainted.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    if (report.fault) {
        const VerifyFault& f = *report.fault;
        located += (located.isEmpty() ? QString() : QStringLiteral("<br>")) +
                   tr("Fault: %1: %2").arg(f.kind.toHtmlEscaped(), f.message.toHtmlEscaped());
    }
    m_located->setText(located);
    m_located->setToolTip(report.located ? report.located->kernel : QString());
    m_located->setVisible(!located.isEmpty());

    QStringList notes = report.notes;
    if (!report.missing.isEmpty())
        notes.prepend(tr("Kernels the working module lost: %1")
                          .arg(report.missing.join(QStringLiteral(", "))));
    m_notes->setText(notes.isEmpty() ? QString() : tr("Notes:\n") + notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());

    fillTables();
    Q_EMIT runSelected(m_report);
}

void VerifyPanel::fillTables() {
    m_tablesPending = true;
    if (isVisible())
        fillPendingTables();
}

void VerifyPanel::fillPendingTables() {
    if (!m_tablesPending)
        return;
    m_tablesPending = false;
    fillResults();
    fillKernels();
}

void VerifyPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fillPendingTables();
}

QTreeWidget* VerifyPanel::resultsTree() {
    fillPendingTables();
    return m_results;
}

QTreeWidget* VerifyPanel::kernelsTree() {
    fillPendingTables();
    return m_kernels;
}

TensorInspector* VerifyPanel::inspector() {
    fillPendingTables();
    return m_inspector;
}

Qt::Orientation VerifyPanel::runsSide() const {
    return m_split->orientation();
}

void VerifyPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // In the bottom dock (1080p and below: a few hundred pixels high) runs above the run
    // leave each table a row or two; beside it each keeps the pane's height.
    const Qt::Orientation side = width() > 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (m_split->orientation() != side) {
        m_split->setOrientation(side);
        m_split->setSizes(side == Qt::Horizontal ? QList<int>{width() * 9 / 20, width() * 11 / 20}
                                                 : QList<int>{height() / 3, 2 * height() / 3});
    }
}

void VerifyPanel::setStaleReason(const QString& reason) {
    m_staleReason = reason;
    applyStaleLook();
}

QString VerifyPanel::staleText() const {
    return m_stale->isHidden() ? QString() : m_stale->text();
}

void VerifyPanel::applyStaleLook() {
    const bool stale = !m_staleReason.isEmpty() && !m_report.isEmpty();
    m_stale->setText(stale ? tr("Not the text on screen: this run is %1. Its marks are off the "
                                "code, the fusion tree and the graph; verify again to check "
                                "the text as it is.")
                                 .arg(m_staleReason)
                           : QString());
    m_stale->setVisible(stale);
    if (m_report.isEmpty())
        return;
    const QString grey = palette().color(QPalette::Disabled, QPalette::WindowText).name();
    m_summary->setStyleSheet(
        QStringLiteral("color: %1")
            .arg(stale ? grey : statusColor(verifyVerdictName(m_report.verdict)).name()));
    m_located->setStyleSheet(stale ? QStringLiteral("color: %1").arg(grey) : QString());
    for (QTreeWidget* tree : {m_results, m_kernels})
        tree->setStyleSheet(stale ? QStringLiteral("QTreeWidget { color: %1 }").arg(grey)
                                  : QString());
}

void VerifyPanel::fillResults() {
    m_results->clear();
    QTreeWidgetItem* first = nullptr; // the tensors shown at first: located buffer, else output
    QTreeWidgetItem* firstOutput = nullptr;
    for (qsizetype i = 0; i < m_report.trials.size(); ++i) {
        const VerifyTrial& t = m_report.trials[i];
        auto* trialItem = new QTreeWidgetItem(m_results);
        trialItem->setData(ItemColumn, TrialRole, static_cast<int>(i));
        trialItem->setData(ItemColumn, GroupRole, int(TrialRows));
        QStringList sizes;
        for (auto it = t.sizes.begin(); it != t.sizes.end(); ++it)
            sizes << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
        trialItem->setText(ItemColumn,
                           tr("trial %1 (%2%3)")
                               .arg(t.index)
                               .arg(t.kind, sizes.isEmpty() ? QString()
                                                            : QStringLiteral(", ") +
                                                                  sizes.join(QStringLiteral(" "))));
        trialItem->setText(PassedColumn, t.passed ? tr("pass") : tr("fail"));
        trialItem->setForeground(
            PassedColumn, statusColor(t.passed ? QStringLiteral("ok") : QStringLiteral("fail")));
        if (!t.problems.isEmpty())
            trialItem->setToolTip(ItemColumn, t.problems.join(QLatin1Char('\n')));
        // A passing trial's rows (a training step: every gradient, every running statistic
        // after each call) wait until it is opened.
        const QString record = firstOutput ? QString() : firstFailingRecord(t);
        if (!t.passed || !record.isEmpty())
            fillRows(trialItem);
        else if (!t.outputs.isEmpty() || !t.gradients.isEmpty() || !t.state.isEmpty() ||
                 !t.calls.isEmpty())
            trialItem->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        if (!record.isEmpty()) {
            // Its group fills too (a failing group is filled with its trial already).
            const int inGroup = record.startsWith(QLatin1String("gradient:")) ? GradientRows
                                : record.startsWith(QLatin1String("state:"))  ? StateRows
                                                                              : TrialRows;
            for (int g = 0; g < trialItem->childCount(); ++g)
                if (inGroup != TrialRows &&
                    trialItem->child(g)->data(ItemColumn, GroupRole).toInt() == inGroup)
                    fillRows(trialItem->child(g));
            firstOutput = findRecord(trialItem, record);
        }
        trialItem->setExpanded(!t.passed);
    }
    // The trials' own labels (gradients, running statistics) keep their width whole.
    m_results->resizeColumnToContents(ItemColumn);
    const int rowsWidth = m_results->columnWidth(ItemColumn);
    if (m_report.located && !m_report.located->buffers.isEmpty()) {
        const VerifyLocated& l = *m_report.located;
        auto* locItem = new QTreeWidgetItem(m_results);
        locItem->setText(ItemColumn, tr("located: %1 (launch %2)").arg(l.kernel).arg(l.launch));
        locItem->setText(PassedColumn, tr("fail"));
        locItem->setForeground(PassedColumn, statusColor(QStringLiteral("failed")));
        for (const VerifyBuffer& b : l.buffers) {
            const QString name = b.node.isEmpty()
                                     ? tr("%1 (%2)").arg(b.buffer, b.basis)
                                     : tr("%1 = %2 (%3)").arg(b.buffer, b.node, b.basis);
            QTreeWidgetItem* item = comparisonItem(locItem, name, b.comparison);
            if (!first && !b.comparison.passed && b.comparison.hasFiles())
                first = item;
        }
        locItem->setExpanded(true);
    }
    for (int c = 0; c < ResultColumnCount; ++c)
        m_results->resizeColumnToContents(c);
    // A located kernel's long fused name would push the numbers out of a narrow pane: its row
    // is elided past the trials' labels or half the pane (the full name in the Located line).
    const int most = std::max(rowsWidth, m_results->viewport()->width() / 2);
    if (m_results->columnWidth(ItemColumn) > most)
        m_results->setColumnWidth(ItemColumn, most);
    if (!first)
        first = firstOutput;
    if (first)
        m_results->setCurrentItem(first); // shows its tensors
    else
        m_inspector->clear();
}

void VerifyPanel::fillRows(QTreeWidgetItem* item) {
    const QVariant index = item->data(ItemColumn, TrialRole);
    if (!index.isValid() || item->childCount() > 0 || index.toInt() >= m_report.trials.size())
        return;
    const VerifyTrial& t = m_report.trials[index.toInt()];
    item->setChildIndicatorPolicy(QTreeWidgetItem::DontShowIndicatorWhenChildless);
    QList<QTreeWidgetItem*> rows;
    // A group row: its rows wait for its opening unless one of them failed.
    auto group = [&](TrialGroup kind, const QString& label, const QList<VerifyComparison>& list) {
        if (list.isEmpty())
            return;
        const qsizetype failed = failures(list);
        auto* g = new QTreeWidgetItem;
        g->setData(ItemColumn, TrialRole, index);
        g->setData(ItemColumn, GroupRole, int(kind));
        g->setText(ItemColumn, label);
        g->setText(PassedColumn, failed ? tr("fail") : tr("pass"));
        g->setForeground(PassedColumn,
                         statusColor(failed ? QStringLiteral("failed") : QStringLiteral("ok")));
        g->setText(MismatchColumn, failed ? tr("%1 of %2 fail").arg(failed).arg(list.size())
                                          : tr("%1 pass").arg(list.size()));
        g->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        rows << g;
    };
    switch (item->data(ItemColumn, GroupRole).toInt()) {
    case TrialRows:
        for (qsizetype i = 0; i < t.outputs.size(); ++i)
            rows << comparisonItem(nullptr, tr("output %1").arg(t.outputs[i].output), t.outputs[i],
                                   QStringLiteral("output:%1").arg(i));
        {
            // An imported step whose fn returned no loss has gradients only.
            const qsizetype losses = std::count_if(
                t.gradients.begin(), t.gradients.end(),
                [](const VerifyComparison& c) { return c.kind == QLatin1String("loss"); });
            const qsizetype n = t.gradients.size() - losses;
            const QString grads = n == 1 ? tr("1 gradient") : tr("%1 gradients").arg(n);
            group(GradientRows,
                  losses ? tr("training step: the loss and %1").arg(grads)
                         : tr("training step: %1").arg(grads),
                  t.gradients);
        }
        for (const VerifyCall& call : t.calls)
            for (qsizetype i = 0; i < call.outputs.size(); ++i)
                rows << comparisonItem(
                    nullptr, tr("call %1 output %2").arg(call.call).arg(call.outputs[i].output),
                    call.outputs[i], QStringLiteral("call:%1:%2").arg(call.call).arg(i));
        group(StateRows, tr("written state after each call"), t.state);
        break;
    case GradientRows:
        for (qsizetype i = 0; i < t.gradients.size(); ++i)
            rows << comparisonItem(nullptr, gradientLabel(t.gradients[i]), t.gradients[i],
                                   QStringLiteral("gradient:%1").arg(i));
        break;
    case StateRows:
        for (qsizetype i = 0; i < t.state.size(); ++i)
            rows << comparisonItem(nullptr,
                                   tr("%1 after call %2").arg(t.state[i].name).arg(t.state[i].call),
                                   t.state[i], QStringLiteral("state:%1").arg(i));
        break;
    default:
        break;
    }
    item->addChildren(rows);
    // What failed is in view: its group filled and open.
    for (QTreeWidgetItem* row : std::as_const(rows))
        if (row->data(ItemColumn, GroupRole).isValid() && row->text(PassedColumn) == tr("fail")) {
            fillRows(row);
            row->setExpanded(true);
        }
}

void VerifyPanel::fillKernels() {
    m_kernels->clear();
    for (const QString& kernel : m_report.kernelNames()) {
        auto* item = new QTreeWidgetItem(m_kernels);
        item->setText(KernelNameColumn, kernel);
        const QString status = m_report.kernelStatus(kernel);
        item->setText(KernelStatusColumn, status.isEmpty() ? QStringLiteral("-") : status);
        if (!status.isEmpty())
            item->setForeground(KernelStatusColumn, statusColor(status));
        item->setText(KernelEditedColumn,
                      m_report.edited.contains(kernel) ? tr("edited") : QString());
        if (const VerifyTiming* t = m_report.timingOf(kernel)) {
            item->setText(KernelTimingColumn, QStringLiteral("%1x").arg(number(t->ratio)));
            item->setToolTip(KernelTimingColumn,
                             tr("working %1 s, pristine %2 s (median of %3)")
                                 .arg(number(t->workingSeconds), number(t->pristineSeconds))
                                 .arg(t->repeats));
        }
    }
    for (int c = 0; c < KernelColumnCount; ++c)
        m_kernels->resizeColumnToContents(c);
}

void VerifyPanel::showTensors(QTreeWidgetItem* item) {
    if (!item)
        return;
    const QString expected = item->data(ItemColumn, ExpectedFileRole).toString();
    const QString actual = item->data(ItemColumn, ActualFileRole).toString();
    if (expected.isEmpty())
        return; // a trial row or a record without saved tensors: keep what is shown
    m_inspector->setTensorPair(expected, actual);
}

void VerifyPanel::refreshHistoryLabel() {
    const QString problem = historyProblem();
    m_historyProblem->setText(problem);
    m_historyProblem->setVisible(!problem.isEmpty());
}

QString VerifyPanel::historyProblem() const {
    if (!m_history.error().isEmpty())
        return m_history.error();
    if (m_history.skippedLines() > 0)
        return tr("%n damaged history line(s) skipped (%1)", nullptr, m_history.skippedLines())
            .arg(m_history.firstProblem());
    return {};
}

void VerifyPanel::startRun() {
    m_running = true;
    m_runStatus->setText(tr("Verifying…"));
    m_cancel->setEnabled(true);
    m_cancel->show();
    m_runBar->show();
}

void VerifyPanel::showRunProgress(const QString& message) {
    if (m_running && m_cancel->isEnabled())
        m_runStatus->setText(tr("Verifying: %1").arg(message));
}

void VerifyPanel::finishRun(const QString& message) {
    m_running = false;
    m_cancel->setEnabled(false);
    m_cancel->hide();
    m_runStatus->setText(message);
    m_runBar->setVisible(!message.isEmpty());
}

QString VerifyPanel::runStatusText() const {
    return m_runStatus->text();
}

QString VerifyPanel::summaryText() const {
    return m_summary->text();
}

QString VerifyPanel::settingsText() const {
    return m_settings->text();
}

QString VerifyPanel::locatedText() const {
    return m_located->text();
}

QString VerifyPanel::notesText() const {
    return m_notes->text();
}

} // namespace ks
