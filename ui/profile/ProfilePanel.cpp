#include "profile/ProfilePanel.h"

#include "profile/HeatBar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

namespace ks {
namespace {

QString percent(double fraction) {
    if (fraction < 0 || !std::isfinite(fraction))
        return QStringLiteral("–");
    return QStringLiteral("%1%").arg(fraction * 100, 0, 'f', fraction < 0.1 ? 1 : 0);
}

QString runTitle(const ProfileRun& run) {
    const QString when = run.time.isValid()
                             ? QLocale().toString(run.time.toLocalTime(), QLocale::ShortFormat)
                             : run.runId;
    return QStringLiteral("%1 · generation %2 · %3%4")
        .arg(when)
        .arg(run.generation)
        .arg(formatSeconds(run.workingSeconds))
        .arg(run.edited.isEmpty() ? QString() : QStringLiteral(" · edited"));
}

QStandardItem* cell(const QString& text, const QVariant& sortKey, const QString& kernel) {
    auto* item = new QStandardItem(text);
    item->setData(sortKey, ProfilePanel::SortRole);
    item->setData(kernel, ProfilePanel::KernelNameRole);
    item->setEditable(false);
    return item;
}

} // namespace

ProfilePanel::ProfilePanel(QWidget* parent)
    : QWidget(parent), m_profileButton(new QPushButton(tr("Profile"))),
      m_cancelButton(new QPushButton(tr("Cancel"))), m_runBox(new QComboBox),
      m_compareBox(new QComboBox), m_summary(new QLabel), m_notes(new QLabel),
      m_model(new QStandardItemModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_table(new QTableView) {
    setObjectName(QStringLiteral("profilePanel"));
    m_profileButton->setObjectName(QStringLiteral("profileRunButton"));
    m_profileTip =
        tr("Time every kernel launch of the working module on the project's example inputs");
    m_profileButton->setToolTip(m_profileTip);
    m_cancelButton->setObjectName(QStringLiteral("profileCancelButton"));
    m_cancelButton->setEnabled(false);
    m_runBox->setObjectName(QStringLiteral("profileRuns"));
    m_runBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_compareBox->setObjectName(QStringLiteral("profileCompare"));
    m_compareBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_summary->setObjectName(QStringLiteral("profileSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setObjectName(QStringLiteral("profileNotes"));
    m_notes->setWordWrap(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_profileButton);
    bar->addWidget(m_cancelButton);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Run:")));
    bar->addWidget(m_runBox);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Compare with:")));
    bar->addWidget(m_compareBox);
    bar->addStretch(1);

    m_model->setColumnCount(ColumnCount);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);
    m_table->setObjectName(QStringLiteral("profileTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(ShareColumn,
                                      new HeatBarDelegate(FractionRole, HeatRole, m_table));
    m_table->setAlternatingRowColors(true);
    m_table->sortByColumn(TimeColumn, Qt::DescendingOrder);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    auto* legend = new QLabel(heatLegendHtml());
    legend->setObjectName(QStringLiteral("profileLegend"));
    legend->setWordWrap(true);
    layout->addWidget(legend);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_notes);

    connect(m_profileButton, &QPushButton::clicked, this, &ProfilePanel::profileRequested);
    connect(m_cancelButton, &QPushButton::clicked, this, &ProfilePanel::cancelRequested);
    connect(m_runBox, &QComboBox::activated, this, [this](int i) {
        const QString id = m_runBox->itemData(i).toString();
        if (!m_filling && !id.isEmpty() && id != m_report.runId)
            Q_EMIT runSelected(id);
    });
    connect(m_compareBox, &QComboBox::activated, this, [this](int i) {
        if (!m_filling)
            setComparison(m_compareBox->itemData(i).toString());
    });
    auto activate = [this](const QModelIndex& index) {
        const QString kernel = index.data(KernelNameRole).toString();
        if (!kernel.isEmpty())
            Q_EMIT kernelActivated(kernel);
    };
    connect(m_table, &QTableView::activated, this, activate);
    connect(m_table, &QTableView::clicked, this, activate);
    setReport(ProfileReport(), ProfileHistory(), true);
}

void ProfilePanel::setReport(const ProfileReport& report, const ProfileHistory& history,
                             bool current) {
    // The same run again (the text was edited, the history grew): keep what it is compared
    // with, as the user chose it.
    const bool sameRun = !report.isEmpty() && report.runId == m_report.runId;
    const QString kept = m_comparison;
    m_report = report;
    m_runs = history.runs();
    m_current = current;
    fillRuns(history);
    fillComparisons(history);
    QString comparison;
    if (sameRun && (kept.isEmpty() || m_compareBox->findData(kept) >= 0))
        comparison = kept;
    else if (m_report.pristine.present)
        comparison = QStringLiteral("pristine"); // edited: against the pristine module
    else if (const ProfileRun* before = history.previousOf(m_report.runId))
        comparison = before->runId; // else against the run before
    setComparison(comparison);
}

void ProfilePanel::fillRuns(const ProfileHistory& history) {
    m_filling = true;
    m_runBox->clear();
    for (const ProfileRun& run : history.runs())
        m_runBox->addItem(runTitle(run), run.runId);
    m_runBox->setCurrentIndex(m_runBox->findData(m_report.runId));
    m_runBox->setEnabled(m_runBox->count() > 1);
    m_filling = false;
}

void ProfilePanel::fillComparisons(const ProfileHistory& history) {
    m_filling = true;
    m_compareBox->clear();
    m_compareBox->addItem(tr("nothing"), QString());
    if (m_report.pristine.present)
        m_compareBox->addItem(tr("the pristine module"), QStringLiteral("pristine"));
    for (const ProfileRun& run : history.runs())
        if (run.runId != m_report.runId)
            m_compareBox->addItem(runTitle(run), run.runId);
    m_compareBox->setEnabled(!m_report.isEmpty() && m_compareBox->count() > 1);
    m_filling = false;
}

void ProfilePanel::setComparison(const QString& what) {
    const bool loaded = what == m_other.runId && !m_other.isEmpty();
    m_comparison = what;
    if (!loaded)
        m_other = ProfileReport();
    if (!loaded && !what.isEmpty() && what != QLatin1String("pristine")) {
        for (const ProfileRun& run : m_runs)
            if (run.runId == what)
                if (auto other = ProfileReport::load(run.reportPath, nullptr))
                    m_other = std::move(*other);
        if (m_other.isEmpty())
            m_comparison.clear();
    }
    m_filling = true;
    m_compareBox->setCurrentIndex(std::max(0, m_compareBox->findData(m_comparison)));
    m_filling = false;
    fill();
}

void ProfilePanel::fill() {
    const int sortColumn = m_table->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder sortOrder = m_table->horizontalHeader()->sortIndicatorOrder();
    m_model->removeRows(0, m_model->rowCount());
    const bool compare = !m_comparison.isEmpty();
    const QString beforeName =
        m_comparison == QLatin1String("pristine")
            ? tr("Pristine")
            : tr("Run %1").arg(m_other.time.isValid()
                                   ? m_other.time.toLocalTime().toString(QStringLiteral("HH:mm"))
                                   : m_other.runId);
    const QStringList headers{tr("Kernel"), tr("Kind"),      tr("Launches"), tr("Time"),
                              tr("Share"),  tr("Bandwidth"), tr("Compute"),  tr("Roofline"),
                              tr("Bound"),  beforeName,      tr("Change")};
    m_model->setHorizontalHeaderLabels(headers);
    m_table->setColumnHidden(BeforeColumn, !compare);
    m_table->setColumnHidden(ChangeColumn, !compare);

    if (m_report.isEmpty()) {
        m_summary->setText(m_running ? m_summary->text()
                                     : tr("No profile yet: Profile times every kernel launch of "
                                          "the working module on the project's example inputs."));
        m_notes->clear();
        return;
    }
    const ModuleProfile& w = m_report.working;
    const ModuleProfile* before = m_comparison == QLatin1String("pristine") ? &m_report.pristine
                                  : compare                                 ? &m_other.working
                                                                            : nullptr;
    const double maxShare = std::max(w.maxShare(), 1e-12);
    for (const ProfileEntry& k : w.kernels) {
        QList<QStandardItem*> row(ColumnCount);
        const QString label = m_labels.value(k.kernel, k.kernel);
        row[KernelColumn] =
            cell(k.launches > 1 ? QStringLiteral("%1 ×%2").arg(label).arg(k.launches) : label,
                 label, k.kernel);
        QString tip = label == k.kernel ? k.kernel : QStringLiteral("%1\n%2").arg(label, k.kernel);
        if (!k.deviceKernels.isEmpty())
            tip += tr("\nruns on the device: %1").arg(k.deviceKernels.join(QStringLiteral(", ")));
        row[KernelColumn]->setToolTip(tip);
        row[KindColumn] = cell(k.kind, k.kind, k.kernel);
        row[LaunchesColumn] = cell(QString::number(k.launches), k.launches, k.kernel);
        row[TimeColumn] = cell(formatSeconds(k.seconds), k.seconds, k.kernel);
        row[ShareColumn] = cell(percent(k.share), k.share, k.kernel);
        row[ShareColumn]->setData(k.share, FractionRole);
        row[ShareColumn]->setData(k.share / maxShare, HeatRole);
        row[BandwidthColumn] =
            cell(k.bandwidth > 0 ? formatBandwidth(k.bandwidth) : QStringLiteral("–"), k.bandwidth,
                 k.kernel);
        row[ComputeColumn] =
            cell(k.flopsPerSecond > 0 ? formatFlopRate(k.flopsPerSecond) : QStringLiteral("–"),
                 k.flopsPerSecond, k.kernel);
        row[RooflineColumn] = cell(percent(k.roofline), k.roofline, k.kernel);
        row[RooflineColumn]->setToolTip(
            tr("%1 of the attainable roof (%2-bound): %3 moved, %4 FLOPs")
                .arg(percent(k.roofline), k.bound.isEmpty() ? tr("memory") : k.bound,
                     formatBytes(k.bytes), QLocale().toString(k.flops, 'g', 3)));
        row[BoundColumn] = cell(k.bound, k.bound, k.kernel);
        const ProfileEntry* then = before ? before->kernel(k.kernel) : nullptr;
        row[BeforeColumn] = cell(then ? formatSeconds(then->seconds) : QStringLiteral("–"),
                                 then ? then->seconds : -1.0, k.kernel);
        const double ratio = then && then->seconds > 0 ? k.seconds / then->seconds : -1;
        row[ChangeColumn] = cell(ratio > 0 ? QStringLiteral("%1×").arg(ratio, 0, 'f', 2)
                                 : then    ? QStringLiteral("–")
                                           : tr("new"),
                                 ratio, k.kernel);
        if (ratio > 0)
            row[ChangeColumn]->setForeground(ratio < 0.97   ? QColor(0x2e, 0x9e, 0x4f)
                                             : ratio > 1.03 ? QColor(0xd0, 0x34, 0x2c)
                                                            : palette().color(QPalette::Text));
        for (int c : {LaunchesColumn, TimeColumn, ShareColumn, BandwidthColumn, ComputeColumn,
                      RooflineColumn, BeforeColumn, ChangeColumn})
            row[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_model->appendRow(row);
    }
    // The user's sort stays (slowest first until they pick another column).
    m_table->sortByColumn(sortColumn, sortOrder);
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(KernelColumn, std::min(m_table->columnWidth(KernelColumn), 360));
    m_table->setColumnWidth(ShareColumn, std::max(m_table->columnWidth(ShareColumn), 90));

    QString summary =
        tr("<b>%1</b> per call%6 on %2 (%3) · kernels %4 (%5 of the call)")
            .arg(formatSeconds(w.runSeconds), m_report.device.name.toHtmlEscaped(),
                 m_report.method.toHtmlEscaped(), formatSeconds(w.kernelSeconds),
                 percent(w.coverage), w.replayed ? tr(" (CUDA graph replay)") : QString());
    if (w.coverage > 1.05)
        // Launches timed one by one add up to more than the call when they overlap (async
        // launches, streams) or the timing is noisy: a bare "566%" would read as a bug.
        summary += tr("<br><span style='color:#d9901e'>The kernels' times add up to more than "
                      "the call: launches overlap (asynchronous launches, several streams) or "
                      "the timing is noisy (few calls, a busy machine). Compare kernels by "
                      "share; profile with more calls to settle it.</span>");
    if (w.outsideSeconds > 0)
        summary += tr(" · outside launches %1").arg(formatSeconds(w.outsideSeconds));
    if (before && before->present && before->runSeconds > 0)
        summary +=
            tr(" · %1 %2 (%3×)")
                .arg(m_comparison == QLatin1String("pristine") ? tr("pristine") : tr("that run"),
                     formatSeconds(before->runSeconds))
                .arg(w.runSeconds / before->runSeconds, 0, 'f', 2);
    summary += tr(" · generation %1, %2 calls").arg(m_report.generation).arg(m_report.repeats);
    if (!m_current)
        summary += tr("<br><span style='color:#d9901e'>The module changed since this run: "
                      "profile again to time it as it is.</span>");
    if (!m_running)
        m_summary->setText(summary);
    m_notes->setText(m_report.notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!m_report.notes.isEmpty());
}

void ProfilePanel::startRun() {
    m_running = true;
    m_profileButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_summary->setText(tr("Profiling…"));
}

void ProfilePanel::setRunBlocked(const QString& why) {
    m_blocked = why;
    m_profileButton->setEnabled(!m_running && why.isEmpty());
    m_profileButton->setToolTip(why.isEmpty() ? m_profileTip : why);
}

void ProfilePanel::showRunProgress(const QString& message) {
    if (m_running)
        m_summary->setText(tr("Profiling: %1").arg(message.toHtmlEscaped()));
}

void ProfilePanel::finishRun(const QString& message) {
    m_running = false;
    m_profileButton->setEnabled(m_blocked.isEmpty());
    m_cancelButton->setEnabled(false);
    fill();
    if (!message.isEmpty())
        m_summary->setText(message.toHtmlEscaped());
}

QStringList ProfilePanel::shownKernels() const {
    QStringList out;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        out << m_proxy->index(row, KernelColumn).data(KernelNameRole).toString();
    return out;
}

} // namespace ks
