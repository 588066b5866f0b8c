// The main window's kernel resources: every kernel's registers, spills, shared memory and
// occupancy (Triton, on the project's target) or vector width (C++), asked of the engine in the
// background (progress and Cancel in the status bar; the engine caches them per kernel text, so
// a project opens with what was computed before at once), shown as fusion-tree columns, in the
// details and as a colouring of the graph ("Colour by", with its legend).
#include "DetailsPane.h"
#include "JobIndicator.h"
#include "LogPanel.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "app/ProjectSession.h"
#include "graph/GraphView.h"
#include "model/FusionTreeModel.h"

#include <QAction>
#include <QHeaderView>
#include <QInputDialog>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTreeView>
#include <algorithm>

namespace ks {
namespace {

const QString kNone = QStringLiteral("none");
const QString kTime = QStringLiteral("time");

/// The colourings by resource: key, label, legend's title, cool end, hot end.
struct ResourceColouring {
    QString key;
    QString label;
};

QList<ResourceColouring> colouringsFor(bool cuda) {
    if (cuda)
        return {{QStringLiteral("registers"), QObject::tr("registers")},
                {QStringLiteral("spills"), QObject::tr("spills")},
                {QStringLiteral("occupancy"), QObject::tr("occupancy")}};
    return {{QStringLiteral("vector"), QObject::tr("vector width")}};
}

} // namespace

void MainWindow::linkResources() {
    m_resourcesJob = new JobIndicator;
    m_resourcesJob->setObjectName(QStringLiteral("resourcesJob"));
    statusBar()->addPermanentWidget(m_resourcesJob);
    QMenu* view = nullptr;
    for (QAction* a : menuBar()->actions())
        if (a->menu() && a->text() == tr("&View"))
            view = a->menu();
    if (view) {
        view->addSeparator();
        QAction* compute = view->addAction(tr("Compute Kernel &Resources"), this,
                                           [this] { computeResources(false); });
        compute->setObjectName(QStringLiteral("resourcesAction"));
        compute->setToolTip(tr("Registers, spills, shared memory and occupancy of every kernel "
                               "(vector width on cpu), in the fusion tree and on the graph"));
        QAction* target = view->addAction(tr("GPU &Target…"), this, &MainWindow::chooseTarget);
        target->setObjectName(QStringLiteral("targetAction"));
        target->setToolTip(tr("The GPU a cuda project's kernels are compiled for (recorded in "
                              "kernel-studio.toml)"));
    }
    connect(m_graphView, &GraphView::colourByChanged, this, [this](const QString& key) {
        m_settings.setValue(QStringLiteral("graph/colourBy"), key);
        if (m_heatAction) {
            const QSignalBlocker block(m_heatAction);
            m_heatAction->setChecked(key == kTime);
            m_settings.setValue(QStringLiteral("profile/heat"), key == kTime);
        }
        if (key != kNone && key != kTime &&
            (m_resources.kernels.isEmpty() || m_resources.pending > 0) && m_session.isOpen())
            computeResources(false); // asked to colour by what is not computed yet
        applyColouring();
    });
    if (m_heatAction)
        connect(m_heatAction, &QAction::toggled, this, [this](bool on) {
            if (on)
                m_graphView->setColourBy(kTime);
            else if (m_graphView->colourBy() == kTime)
                m_graphView->setColourBy(kNone);
        });
    // A project opens with the resources computed before (the engine's cache: instant).
    connect(&m_session, &ProjectSession::opened, this, [this] {
        m_resources = ProjectResources();
        const auto graph = m_session.graph();
        const bool cuda = graph && graph->device() == QLatin1String("cuda");
        QList<QPair<QString, QString>> choices{{kTime, tr("profile time")}};
        for (const ResourceColouring& c : colouringsFor(cuda))
            choices << qMakePair(c.key, c.label);
        m_graphView->setColourChoices(choices);
        {
            // The user's standing choice, without asking for resources before the cache says
            // what it has (its answer asks when a resource colouring needs them).
            const QSignalBlocker block(m_graphView);
            const bool heat = m_settings.value(QStringLiteral("profile/heat"), true).toBool();
            m_graphView->setColourBy(
                m_settings.value(QStringLiteral("graph/colourBy"), heat ? kTime : kNone)
                    .toString());
        }
        if (m_heatAction) {
            const QSignalBlocker block(m_heatAction);
            m_heatAction->setChecked(m_graphView->colourBy() == kTime);
        }
        applyResources();
        computeResources(true);
    });
    // A saved edit: only the kernels whose text changed compile again.
    connect(&m_session, &ProjectSession::saved, this, [this] {
        if (m_resources.kernels.size() > m_resources.pending) // some are shown: keep them true
            computeResources(false);
    });
    connect(&m_session, &ProjectSession::closed, this, [this] {
        m_api.cancelTag(QStringLiteral("kernelResources:") + m_resourcesProject);
        m_resourcesJob->finish();
        m_resources = ProjectResources();
        applyResources();
    });
}

bool MainWindow::isComputingResources() const {
    return m_resourcesJob && m_resourcesJob->isRunning();
}

void MainWindow::computeResources(bool cachedOnly) {
    if (!m_session.isOpen())
        return;
    if (!cachedOnly && isRestricted()) { // compiling imports the project's module
        statusBar()->showMessage(tr("Restricted mode: only the kernels' resources computed "
                                    "before are shown; trust the folder to compute the others."),
                                 10000);
        return;
    }
    ResourcesRequest request;
    request.project = m_session.folder();
    request.cachedOnly = cachedOnly;
    m_resourcesProject = request.project;
    if (!cachedOnly) {
        statusBar()->showMessage(tr("Computing the kernels' resources…"));
        m_resourcesJob->start(tr("resources"), [this, project = request.project] {
            m_api.cancelTag(QStringLiteral("kernelResources:") + project);
            m_resourcesJob->finish();
            statusBar()->showMessage(tr("Resources cancelled; what was computed is kept."), 8000);
        });
    }
    m_api.kernelResources(
        request, this,
        [this](const EngineProgress& p) {
            m_resourcesJob->progress(p);
            statusBar()->showMessage(p.message);
        },
        [this, cachedOnly](const Reply<ProjectResources>& reply) {
            if (!cachedOnly)
                m_resourcesJob->finish();
            if (reply.cancelled())
                return;
            if (!reply.ok()) {
                m_log->appendLine(QStringLiteral("[resources] ") + reply.error.describe());
                if (!cachedOnly)
                    showError(tr("The kernels' resources could not be computed:\n%1")
                                  .arg(reply.error.describe()));
                return;
            }
            m_resources = *reply.value;
            int failed = 0;
            for (const KernelResourceRow& row : m_resources.kernels)
                if (!row.error.isEmpty()) {
                    ++failed;
                    m_log->appendLine(
                        QStringLiteral("[resources] %1: %2").arg(row.kernel, row.error));
                }
            if (!cachedOnly)
                statusBar()->showMessage(
                    tr("Resources of %1 kernels%2 (%3 compiled, %4 s)%5")
                        .arg(m_resources.kernels.size())
                        .arg(m_resources.target.isEmpty()
                                 ? QString()
                                 : tr(" on %1").arg(describeTarget(m_resources.target,
                                                                   m_resources.targetSource)))
                        .arg(m_resources.computed)
                        .arg(m_resources.seconds, 0, 'f', 1)
                        .arg(failed ? tr("; %1 failed (see the log)").arg(failed) : QString()),
                    15000);
            applyResources();
            const QString colour = m_graphView->colourBy();
            if (cachedOnly && m_resources.pending > 0 && colour != kNone && colour != kTime)
                computeResources(false); // coloured by a resource: compute what is missing
        });
}

void MainWindow::applyResources() {
    const auto graph = m_graphView->graph();
    QHash<int, FusionTreeModel::KernelResources> cells;
    QHash<QString, QStringList> lines;
    bool triton = false, cpp = false;
    if (graph)
        for (const KernelResourceRow& row : m_resources.kernels) {
            const int k = graph->kernelIndex(row.kernel);
            if (k < 0 || !row.has())
                continue;
            FusionTreeModel::KernelResources c;
            c.registers = row.registers();
            c.spills = row.kind == QLatin1String("triton") ? row.spills() : -1;
            c.spillBytes = row.spillBytes();
            c.sharedBytes = row.kind == QLatin1String("triton") ? row.sharedBytes() : -1;
            c.occupancy = row.occupancy();
            c.vectorBits = row.vectorWidthBits();
            c.vectorised = row.vectorised();
            const QStringList described = describeResources(row.resources);
            c.tip = described.join(QLatin1Char('\n'));
            cells.insert(k, c);
            lines.insert(row.kernel, described);
            triton |= row.kind == QLatin1String("triton");
            cpp |= row.kind == QLatin1String("cpp");
        }
    m_treeModel->setKernelResources(cells);
    // The columns show once there is something in them (as a profiler's do).
    for (int column : {FusionTreeModel::RegistersColumn, FusionTreeModel::SpillsColumn,
                       FusionTreeModel::SharedColumn, FusionTreeModel::OccupancyColumn}) {
        const bool wasHidden = m_tree->isColumnHidden(column);
        m_tree->setColumnHidden(column, !triton);
        if (triton && wasHidden)
            m_tree->resizeColumnToContents(column);
    }
    const bool vectorHidden = m_tree->isColumnHidden(FusionTreeModel::VectorColumn);
    m_tree->setColumnHidden(FusionTreeModel::VectorColumn, !cpp);
    if (cpp && vectorHidden)
        m_tree->resizeColumnToContents(FusionTreeModel::VectorColumn);
    m_details->setResources(lines, describeTarget(m_resources.target, m_resources.targetSource));
    // The selected kernel's details name its resources as soon as they come.
    if (const auto s = m_selection ? m_selection->current() : SelectionController::Selection();
        s.kind == SelectionController::Selection::Kind::Kernel && graph && s.index >= 0 &&
        s.index < graph->kernels().size())
        m_details->showKernel(s.index, s.launch);
    applyColouring();
}

void MainWindow::applyColouring() {
    const QString key = m_graphView->colourBy();
    applyProfile(); // the tree's times, the margin, and the graph's heat when it is the choice
    if (key == kTime || key == kNone)
        return;
    const auto graph = m_graphView->graph();
    QHash<int, double> value;
    QHash<int, QString> texts;
    if (graph)
        for (const KernelResourceRow& row : m_resources.kernels) {
            const int k = graph->kernelIndex(row.kernel);
            if (k < 0 || !row.has())
                continue;
            if (key == QLatin1String("registers") && row.registers() >= 0) {
                value.insert(k, row.registers());
                texts.insert(k, tr("%1 regs").arg(row.registers()));
            } else if (key == QLatin1String("spills") && row.spills() >= 0) {
                value.insert(k, row.spills());
                texts.insert(k, tr("%1 spills").arg(row.spills()));
            } else if (key == QLatin1String("occupancy") && row.occupancy() >= 0) {
                value.insert(k, row.occupancy());
                texts.insert(k, tr("occupancy %1%").arg(qRound(row.occupancy() * 100)));
            } else if (key == QLatin1String("vector") && row.vectorWidthBits() >= 0) {
                const int bits = row.vectorised() == 1 ? row.vectorWidthBits() : 0;
                value.insert(k, bits);
                texts.insert(k, bits ? tr("%1-bit").arg(bits) : tr("scalar"));
            }
        }
    double low = 0, high = 0;
    if (!value.isEmpty()) {
        const auto [lo, hi] = std::minmax_element(value.begin(), value.end());
        low = *lo;
        high = *hi;
    }
    // Hot is what to look at: many registers, spills, low occupancy, narrow vectors.
    QHash<int, double> heat;
    for (auto it = value.begin(); it != value.end(); ++it) {
        double h = 0;
        if (key == QLatin1String("occupancy"))
            h = 1.0 - it.value();
        else if (key == QLatin1String("vector"))
            h = high > 0 ? 1.0 - it.value() / high : 1.0;
        else
            h = high > 0 ? it.value() / high : 0.0;
        heat.insert(it.key(), std::clamp(h, 0.0, 1.0));
    }
    m_graphView->setKernelMetric(heat, texts);
    if (value.isEmpty()) {
        m_graphView->setColourLegend(tr("No resources yet"), QString(), QString());
        return;
    }
    if (key == QLatin1String("registers"))
        m_graphView->setColourLegend(tr("Registers"), QString::number(0),
                                     QString::number(int(high)));
    else if (key == QLatin1String("spills"))
        m_graphView->setColourLegend(tr("Spills"), QString::number(0), QString::number(int(high)));
    else if (key == QLatin1String("occupancy"))
        m_graphView->setColourLegend(tr("Occupancy"), QStringLiteral("100%"),
                                     QStringLiteral("%1%").arg(qRound(low * 100)));
    else
        m_graphView->setColourLegend(tr("Vector width"), tr("%1-bit").arg(int(high)), tr("scalar"));
}

void MainWindow::chooseTarget() {
    if (!m_session.isOpen())
        return;
    const QStringList targets{tr("(the engine's GPU, else sm_90)"),
                              QStringLiteral("sm_80"),
                              QStringLiteral("sm_86"),
                              QStringLiteral("sm_89"),
                              QStringLiteral("sm_90"),
                              QStringLiteral("sm_100"),
                              QStringLiteral("sm_120")};
    const QString current =
        m_session.project() ? m_session.project()->settings().compileTarget : QString();
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, tr("GPU Target"),
        tr("Compile this project's Triton kernels for (the Compiled pane, the resources):"),
        targets, std::max<int>(0, int(targets.indexOf(current))), false, &ok);
    if (!ok)
        return;
    const QString target = chosen.startsWith(QLatin1String("sm_")) ? chosen : QString();
    m_api.setCompileTarget(m_session.folder(), target, this, [this](const Reply<QString>& r) {
        if (!r.ok())
            return showError(tr("The target could not be recorded:\n%1").arg(r.error.describe()));
        statusBar()->showMessage(
            tr("Kernels compile for %1 now.")
                .arg(r.value->isEmpty() ? tr("the engine's GPU (else sm_90)") : *r.value),
            8000);
        if (!m_resources.kernels.isEmpty())
            computeResources(false);
    });
}

} // namespace ks
