// The main window's profiling: the Profile menu and pane, the run (progress, Cancel), and the
// shown profile drawn where people look: heat-coloured fusion regions with their times on the
// graph, a time column in the fusion tree, the times in the code's margin next to each
// kernel's definition and launches, and the numbers in the details pane.
#include "DetailsPane.h"
#include "JobIndicator.h"
#include "LogPanel.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "app/ProjectSession.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "model/FusionTreeModel.h"
#include "profile/HeatBar.h"
#include "profile/ProfilePanel.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>
#include <cmath>

namespace ks {
namespace {

QString shareText(double share) {
    return QStringLiteral("%1%").arg(share * 100, 0, 'f', share < 0.1 ? 1 : 0);
}

} // namespace

void MainWindow::addProfilePane() {
    m_profilePanel = new ProfilePanel;
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_profilePanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    addPane(QStringLiteral("profileDock"), tr("Profile"), scroll, Qt::BottomDockWidgetArea);
    tabifyDockWidget(dock(QStringLiteral("logDock")), dock(QStringLiteral("profileDock")));
    dock(QStringLiteral("profileDock"))->hide();

    connect(m_profilePanel, &ProfilePanel::profileRequested, this, &MainWindow::profile);
    connect(m_profilePanel, &ProfilePanel::cancelRequested, &m_session,
            &ProjectSession::cancelProfile);
    connect(m_profilePanel, &ProfilePanel::runSelected, this, [this](const QString& runId) {
        QString error;
        if (!m_session.showProfile(runId, &error))
            showError(tr("Could not show that profile run:\n%1").arg(error));
    });
    connect(m_profilePanel, &ProfilePanel::kernelActivated, this, [this](const QString& name) {
        if (auto graph = m_graphView->graph())
            m_selection->selectKernel(graph->kernelIndex(name));
    });
    connect(&m_session, &ProjectSession::profileChanged, this, &MainWindow::applyProfile);
    connect(&m_session, &ProjectSession::saved, this, &MainWindow::applyProfile);
}

void MainWindow::addProfileMenu(QToolBar* tools) {
    QMenu* menu = menuBar()->addMenu(tr("&Profile"));
    QAction* run = menu->addAction(tr("&Profile Module"), QKeySequence(Qt::Key_F6), this,
                                   &MainWindow::profile);
    run->setObjectName(QStringLiteral("profileAction"));
    run->setToolTip(tr("Time every kernel launch of the working module (F6)"));
    tools->addAction(run);
    menu->addAction(tr("Show &Profile"), QKeySequence(Qt::CTRL | Qt::Key_F6), this,
                    [this] { revealDock(QStringLiteral("profileDock")); });
    menu->addSeparator();
    m_heatAction = menu->addAction(tr("&Colour Kernels by Time"));
    m_heatAction->setObjectName(QStringLiteral("heatAction"));
    m_heatAction->setCheckable(true);
    m_heatAction->setChecked(m_settings.value(QStringLiteral("profile/heat"), true).toBool());
    connect(m_heatAction, &QAction::toggled, this, [this](bool on) {
        m_settings.setValue(QStringLiteral("profile/heat"), on);
        applyProfile();
    });
}

bool MainWindow::isProfiling() const {
    return m_session.isProfiling();
}

void MainWindow::profile() {
    if (!m_session.isOpen() || m_session.isProfiling() || !mayRunProjectCode(tr("Profile")))
        return;
    const auto graph = m_session.graph();
    if (graph && graph->device() == QLatin1String("cuda") && !m_api.client().info().hasCuda()) {
        showError(tr("Profiling a cuda project needs a GPU in the engine; this engine has "
                     "none (Settings: engine command, e.g. one on the GPU machine)."));
        return;
    }
    statusBar()->showMessage(tr("Profiling…"));
    QString error;
    const bool started = m_session.profile(
        ProfileParams{},
        [this](const EngineProgress& p) {
            m_job->progress(p);
            m_profilePanel->showRunProgress(p.message);
            statusBar()->showMessage(tr("Profiling: %1").arg(p.message));
        },
        [this](const Reply<ProfileReport>& r) {
            m_job->finish();
            if (r.cancelled()) {
                m_profilePanel->finishRun(tr("Profile cancelled; no run recorded."));
                statusBar()->showMessage(tr("Profile cancelled."), 8000);
                return;
            }
            if (!r.ok()) {
                m_profilePanel->finishRun(tr("The profile could not run (see the log)."));
                m_log->appendLine(QStringLiteral("[profile] ") + r.error.describe());
                showError(tr("The profile could not run:\n%1").arg(r.error.describe()));
                return;
            }
            m_profilePanel->finishRun(QString());
            const ModuleProfile& w = r.value->working;
            statusBar()->showMessage(
                tr("Profile: %1 per call, %2 kernels, the slowest %3")
                    .arg(formatSeconds(w.runSeconds))
                    .arg(w.kernels.size())
                    .arg(w.kernels.isEmpty() ? QString() : w.kernels.first().kernel),
                15000);
            revealDock(QStringLiteral("profileDock"));
        },
        &error);
    if (!started) {
        showError(tr("The profile could not start:\n%1").arg(error));
        return;
    }
    m_job->start(tr("profile"), [this] { m_session.cancelProfile(); });
    m_profilePanel->startRun();
    revealDock(QStringLiteral("profileDock"));
}

void MainWindow::applyProfile() {
    const ProfileReport& report = m_session.shownProfile();
    const auto graph = m_graphView->graph();
    if (m_profilePanel) {
        QHash<QString, QString> labels;
        if (graph)
            for (const Kernel& k : graph->kernels())
                if (!k.label.isEmpty())
                    labels.insert(k.name, k.label);
        m_profilePanel->setKernelLabels(labels);
        m_profilePanel->setReport(report, m_session.profileHistory(), m_session.isProfileCurrent());
    }
    const auto codeGraph = m_session.codeGraph();
    QHash<int, FusionTreeModel::KernelTime> times;
    QHash<int, double> heat;
    QHash<int, QList<double>> launchHeat;
    QHash<int, QStringList> launchTimes;
    QHash<int, QString> labels;
    QList<CodeView::ProfileMark> marks;
    const bool show = !report.isEmpty() && graph;
    // A profile of other code (an older generation, the module since edited, unsaved text):
    // its times stay in the tree, greyed and named by their generation; the graph's heat,
    // the code margin and Details, which point at the code on screen, show none.
    const bool current = m_session.isProfileCurrent();
    if (show) {
        const ModuleProfile& w = report.working;
        const double maxShare = std::max(w.maxShare(), 1e-12);
        for (const ProfileEntry& e : w.kernels) {
            const int k = graph->kernelIndex(e.kernel);
            if (k < 0)
                continue;
            FusionTreeModel::KernelTime t;
            t.seconds = e.seconds;
            t.share = e.share;
            t.heat = current ? e.share / maxShare : 0.0;
            t.text = QStringLiteral("%1 · %2").arg(formatSeconds(e.seconds), shareText(e.share));
            QStringList tip{tr("%1 per call, %2 of the kernels' time")
                                .arg(formatSeconds(e.seconds), shareText(e.share))};
            if (e.bandwidth > 0)
                tip << tr("%1 moved, %2").arg(formatBytes(e.bytes), formatBandwidth(e.bandwidth));
            if (e.flopsPerSecond > 0)
                tip << formatFlopRate(e.flopsPerSecond);
            if (e.roofline >= 0)
                tip << tr("%1 of the roofline (%2-bound)").arg(shareText(e.roofline), e.bound);
            t.tip = tip.join(QLatin1Char('\n'));
            for (const ProfileEntry* l : w.launchesOf(e.kernel)) {
                while (t.launchTexts.size() < l->launch)
                    t.launchTexts << QString();
                if (l->launch >= 0)
                    t.launchTexts << QStringLiteral("%1 · %2").arg(formatSeconds(l->seconds),
                                                                   shareText(l->share));
            }
            for (const ProfileEntry* l : w.launchesOf(e.kernel)) {
                if (l->launch < 0)
                    continue;
                QList<double>& shares = launchHeat[k];
                while (shares.size() <= l->launch)
                    shares << 0.0;
                shares[l->launch] = l->share;
            }
            if (t.launchTexts.size() > 1)
                launchTimes.insert(k, t.launchTexts);
            times.insert(k, t);
            heat.insert(k, e.share);
            labels.insert(k, t.text);
            // The margin: the kernel's time at its definition, each launch's at the launch.
            if (!codeGraph || k >= codeGraph->kernels().size())
                continue;
            const Kernel& kernel = codeGraph->kernel(k);
            if (kernel.definition)
                marks << CodeView::ProfileMark{
                    kernel.definition->start,
                    QStringLiteral("%1 %2").arg(formatSeconds(e.seconds), shareText(e.share)),
                    t.heat};
            const QList<const ProfileEntry*> launches = w.launchesOf(e.kernel);
            for (const ProfileEntry* l : launches) {
                if (l->launch < 0 || l->launch >= kernel.launches.size())
                    continue;
                marks << CodeView::ProfileMark{
                    kernel.launches[l->launch].start,
                    QStringLiteral("%1 %2").arg(formatSeconds(l->seconds), shareText(l->share)),
                    l->share / maxShare};
            }
        }
    }
    m_treeModel->setKernelTimes(times);
    m_treeModel->setTimesNote(!show || current ? QString()
                                               : tr("gen %1, older code").arg(report.generation));
    if (!current) {
        heat.clear();
        labels.clear();
        launchHeat.clear();
        launchTimes.clear();
        marks.clear();
    }
    // The tree keeps the user's sort: sorted by time, the new times give the order.
    if (const int column = m_tree->header()->sortIndicatorSection();
        column >= 0 && column < FusionTreeModel::ColumnCount)
        m_treeModel->sort(column, m_tree->header()->sortIndicatorOrder());
    m_tree->setColumnHidden(FusionTreeModel::TimeColumn, times.isEmpty());
    if (!times.isEmpty() && m_tree->columnWidth(FusionTreeModel::TimeColumn) < 110)
        m_tree->setColumnWidth(FusionTreeModel::TimeColumn, 130);
    // The graph shows the time when "Colour by" says so (MainWindowResources.cpp colours it
    // by the kernels' resources otherwise).
    const QString colourBy = m_graphView->colourBy();
    const bool colour = colourBy == QLatin1String("time");
    if (colour || colourBy == QLatin1String("none")) {
        m_graphView->setKernelHeat(colour ? heat : QHash<int, double>(),
                                   colour ? labels : QHash<int, QString>(),
                                   colour ? launchHeat : QHash<int, QList<double>>(),
                                   colour ? launchTimes : QHash<int, QStringList>());
        m_graphView->setColourLegend(colour && !heat.isEmpty() ? tr("Profile time") : QString(),
                                     tr("little"), tr("the slowest"));
    }
    m_code->setProfileMarks(marks);
    m_details->setProfile(show && current ? report : ProfileReport());
}

} // namespace ks
