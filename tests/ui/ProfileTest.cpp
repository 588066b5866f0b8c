// Profiling in the window (docs/profiling.md): a project's newest profile drawn where people
// look when it opens (fusion tree's time column, heat on the graph's regions, times in the
// code margin, the Profile pane, the details), and real runs from the window with the real
// engine on the CPU (two runs compared, a run cancelled).
//  - ResNet18ProfileTest: a copy of tests/data/projects/resnet18_cuda (an H100 export with a
//    real profile run in .kernel-studio/profile/); no engine, nothing runs.
//  - ProfileRunTest: copies of a cpu export of engine/tests/models/repeated_blocks.py (fixture
//    e2e.export_repeated_blocks): one C++ kernel launched four times, four library calls.
#include "DetailsPane.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "profile/HeatBar.h"
#include "profile/ProfilePanel.h"
#include "profile/ProfileReport.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <algorithm>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

/// Copies `from` to `to` with its `.kernel-studio` state (the profile runs).
bool copyWithState(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    // The test made the copy: it trusts it (docs/security.md; the store KS_TRUST_FILE names).
    if (!TrustStore().trust(to))
        return false;
    for (const QFileInfo& info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = to + QLatin1Char('/') + info.fileName();
        if (info.isDir() ? !copyWithState(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

QAction* action(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

QString summaryText(const ProfilePanel* panel) {
    const auto* label = panel->findChild<QLabel*>(QStringLiteral("profileSummary"));
    return label ? label->text() : QString();
}

class ResNet18ProfileTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("resnet18"));
        ASSERT_TRUE(copyWithState(
            ks::test::sourceDir() + QStringLiteral("/tests/data/projects/resnet18_cuda"), project));
        const ProfileHistory history(project);
        ASSERT_EQ(history.runs().size(), 1);
        auto loaded = ProfileReport::load(history.runs().first().reportPath, nullptr);
        ASSERT_TRUE(loaded);
        report = std::move(*loaded);
        ASSERT_EQ(report.working.kernels.size(), 43);

        window.resize(1600, 1000);
        window.show();
        QSignalSpy shown(window.graphView(), &GraphView::layoutShown);
        ASSERT_TRUE(window.openProject(project))
            << window.detailsView()->toPlainText().toStdString();
        ASSERT_TRUE(waitFor([&] { return !shown.isEmpty(); }, 60s));
        graph = window.graphView()->graph();
        code = window.session()->codeGraph();
        ASSERT_TRUE(graph && code);
        slowest = graph->kernelIndex(report.working.kernels.first().kernel);
        coldest = graph->kernelIndex(report.working.kernels.last().kernel);
        ASSERT_GE(slowest, 0);
        ASSERT_GE(coldest, 0);
    }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // never started: a cuda project opens as is
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
    ProfileReport report;
    std::shared_ptr<const GraphModel> graph, code;
    int slowest = -1, coldest = -1;
};

} // namespace

TEST_F(ResNet18ProfileTest, TheNewestRunIsDrawnWhenTheProjectOpens) {
    EXPECT_EQ(window.session()->shownProfile().runId, report.runId);
    EXPECT_TRUE(window.session()->isProfileCurrent());
    EXPECT_FALSE(window.isProfiling());

    // The fusion tree: a time column; the slowest kernel has the most seconds.
    QTreeView* tree = window.fusionTree();
    FusionTreeModel* model = window.fusionModel();
    EXPECT_FALSE(tree->isColumnHidden(FusionTreeModel::TimeColumn));
    const double slowestSeconds =
        model->indexOfKernel(slowest).data(FusionTreeModel::SecondsRole).toDouble();
    EXPECT_DOUBLE_EQ(slowestSeconds, report.working.kernels.first().seconds);
    EXPECT_DOUBLE_EQ(model->indexOfKernel(slowest).data(FusionTreeModel::HeatRole).toDouble(), 1.0);
    for (int k = 0; k < graph->kernels().size(); ++k) {
        const double s = model->indexOfKernel(k).data(FusionTreeModel::SecondsRole).toDouble();
        EXPECT_GT(s, 0) << graph->kernel(k).name.toStdString() << " has no time";
        EXPECT_LE(s, slowestSeconds) << graph->kernel(k).name.toStdString();
    }
    EXPECT_TRUE(model->indexOfKernel(slowest)
                    .siblingAtColumn(FusionTreeModel::TimeColumn)
                    .data()
                    .toString()
                    .startsWith(formatSeconds(slowestSeconds)));
    // Sorted by time (slowest first): the slowest kernel's row is the first.
    tree->sortByColumn(FusionTreeModel::TimeColumn, Qt::DescendingOrder);
    EXPECT_EQ(model->kernelOfRow(0), slowest);
    EXPECT_EQ(model->index(0, 0).data(FusionTreeModel::KernelIndexRole).toInt(), slowest);
    EXPECT_EQ(model->indexOfKernel(slowest).row(), 0);
    EXPECT_EQ(model->kernelOfRow(model->rowCount() - 1), coldest);
    // The children still belong to their kernel after the sort.
    const QModelIndex first = model->index(0, 0);
    ASSERT_EQ(model->rowCount(first), graph->kernel(slowest).nodes.size());
    EXPECT_EQ(model->index(0, 0, first).data(FusionTreeModel::KernelIndexRole).toInt(), slowest);
    // A third state gives back the code's order.
    tree->sortByColumn(-1, Qt::AscendingOrder);
    EXPECT_EQ(model->kernelOfRow(0), 0);

    // The graph: the slowest kernel's region at full heat, a cold one lower.
    // The project opens at a readable level, Fit may close the layer blocks (where the
    // slowest convolutions are): everything opened, each kernel has its region.
    GraphView* view = window.graphView();
    const auto settled = [view] {
        return waitFor(
                   [view] {
                       QCoreApplication::processEvents();
                       return !view->isLayoutPending();
                   },
                   60s) &&
               (QTest::qWait(50), waitFor([view] { return !view->isLayoutPending(); }, 60s));
    };
    ASSERT_TRUE(settled());
    view->expandAll();
    ASSERT_TRUE(settled());
    EXPECT_DOUBLE_EQ(view->regionHeat(slowest), 1.0);
    EXPECT_GE(view->regionHeat(coldest), 0.0);
    EXPECT_LT(view->regionHeat(coldest), 0.1);

    // The code margin: the slowest kernel's time at its launch line.
    ASSERT_FALSE(code->kernel(slowest).launches.isEmpty());
    const int launchLine = code->kernel(slowest).launches.first().start;
    EXPECT_EQ(launchLine, report.working.kernels.first().line);
    const QString margin = window.codeView()->profileText(launchLine);
    EXPECT_TRUE(margin.startsWith(formatSeconds(slowestSeconds))) << margin.toStdString();
    EXPECT_TRUE(window.codeView()->profileText(launchLine + 1).isEmpty());

    // Colour by time off: no region is heat-coloured; on again: back.
    QAction* heat = action(window, "heatAction");
    ASSERT_NE(heat, nullptr);
    ASSERT_TRUE(heat->isChecked());
    heat->trigger();
    EXPECT_FALSE(heat->isChecked());
    for (int k = 0; k < graph->kernels().size(); ++k)
        EXPECT_EQ(view->regionHeat(k), -1.0) << graph->kernel(k).name.toStdString();
    EXPECT_FALSE(window.codeView()->profileText(launchLine).isEmpty()) << "the margin stays";
    heat->trigger();
    EXPECT_DOUBLE_EQ(view->regionHeat(slowest), 1.0);
}

TEST_F(ResNet18ProfileTest, ThePaneListsTheKernelsSlowestFirstAndARowSelectsItsKernel) {
    ProfilePanel* panel = window.profilePanel();
    ASSERT_NE(panel, nullptr);
    EXPECT_EQ(panel->report().runId, report.runId);
    QStringList expected;
    for (const ProfileEntry& k : report.working.kernels)
        expected << k.kernel;
    EXPECT_EQ(panel->shownKernels(), expected);
    QTableView* table = panel->table();
    ASSERT_EQ(table->model()->rowCount(), 43);
    EXPECT_EQ(table->objectName(), QStringLiteral("profileTable"));
    EXPECT_TRUE(table->isColumnHidden(ProfilePanel::BeforeColumn)) << "one run: nothing before";
    EXPECT_TRUE(summaryText(panel).contains(QStringLiteral("NVIDIA H100")))
        << summaryText(panel).toStdString();

    // A click on the fourth row: that kernel in the graph, the tree and the details.
    window.revealDock(QStringLiteral("profileDock"));
    ASSERT_TRUE(waitFor([&] { return table->isVisible() && table->viewport()->height() > 40; }));
    const int row = 3;
    const QString name = panel->shownKernels().at(row);
    const int kernel = graph->kernelIndex(name);
    ASSERT_GE(kernel, 0);
    const QModelIndex cell = table->model()->index(row, ProfilePanel::TimeColumn);
    table->scrollTo(cell);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
    const SelectionController::Selection selected = window.selection()->current();
    EXPECT_EQ(selected.kind, SelectionController::Selection::Kind::Kernel);
    EXPECT_EQ(selected.index, kernel);
    EXPECT_EQ(window.fusionModel()->kernelAt(window.fusionTree()->currentIndex()), kernel);
    const QString details = window.detailsView()->toPlainText();
    EXPECT_TRUE(details.contains(name)) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("per call"))) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("(#4 of 43)"))) << details.toStdString();
    EXPECT_TRUE(details.contains(formatSeconds(report.working.kernels.at(row).seconds)))
        << details.toStdString();
}

namespace {

class ProfileRunTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("repeated_blocks"));
        ASSERT_TRUE(ks::test::copyTree(QStringLiteral(KS_PROFILE_PROJECT), project));
        window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->resize(1400, 900);
        window->show();
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
        ASSERT_TRUE(window->openProject(project))
            << window->detailsView()->toPlainText().toStdString();
        graph = window->graphView()->graph();
        ASSERT_TRUE(graph);
        ASSERT_EQ(graph->kernels().size(), 5);
        panel = window->profilePanel();
        ASSERT_NE(panel, nullptr);
        profileAction = action(*window, "profileAction");
        ASSERT_NE(profileAction, nullptr);
        cancel = panel->findChild<QPushButton*>(QStringLiteral("profileCancelButton"));
        runButton = panel->findChild<QPushButton*>(QStringLiteral("profileRunButton"));
        runs = panel->findChild<QComboBox*>(QStringLiteral("profileRuns"));
        compare = panel->findChild<QComboBox*>(QStringLiteral("profileCompare"));
        ASSERT_TRUE(cancel && runButton && runs && compare);
    }

    /// Profiles from the Profile menu's action and waits for the run to end.
    void runToTheEnd() {
        QSignalSpy changed(window->session(), &ProjectSession::profileChanged);
        profileAction->trigger();
        ASSERT_TRUE(window->isProfiling());
        ASSERT_TRUE(waitFor([&] { return !window->isProfiling(); }, 120s));
        ASSERT_EQ(changed.size(), 1) << summaryText(panel).toStdString();
    }
    qsizetype runsOnDisk() const { return ProfileHistory(project).runs().size(); }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<const GraphModel> graph;
    ProfilePanel* panel = nullptr;
    QAction* profileAction = nullptr;
    QPushButton *cancel = nullptr, *runButton = nullptr;
    QComboBox *runs = nullptr, *compare = nullptr;
};

} // namespace

TEST_F(ProfileRunTest, ARunFromTheWindowIsDrawnAndASecondIsComparedWithIt) {
    EXPECT_TRUE(window->session()->shownProfile().isEmpty());
    EXPECT_TRUE(window->fusionTree()->isColumnHidden(FusionTreeModel::TimeColumn));
    EXPECT_FALSE(cancel->isEnabled());

    runToTheEnd();
    const ProfileReport& first = window->session()->shownProfile();
    ASSERT_FALSE(first.isEmpty());
    const QString firstRun = first.runId;
    EXPECT_EQ(first.method, QStringLiteral("wall-clock"));
    EXPECT_EQ(runsOnDisk(), 1);
    EXPECT_EQ(window->session()->profileHistory().runs().size(), 1);
    EXPECT_TRUE(window->session()->isProfileCurrent());
    EXPECT_TRUE(window->dock(QStringLiteral("profileDock"))->isVisible());
    EXPECT_TRUE(runButton->isEnabled());
    EXPECT_FALSE(cancel->isEnabled());

    // The pane: every kernel, slowest first.
    QStringList names;
    for (const Kernel& k : graph->kernels())
        names << k.name;
    QStringList shown = panel->shownKernels();
    ASSERT_EQ(shown.size(), 5);
    QStringList expected;
    for (const ProfileEntry& k : first.working.kernels)
        expected << k.kernel;
    EXPECT_EQ(shown, expected);
    shown.sort();
    names.sort();
    EXPECT_EQ(shown, names);
    EXPECT_EQ(runs->count(), 1);
    EXPECT_EQ(compare->count(), 1) << "only \"nothing\" to compare with";
    EXPECT_TRUE(panel->table()->isColumnHidden(ProfilePanel::BeforeColumn));

    // The tree's times, the margin at the norm kernel's definition and each of its launches.
    EXPECT_FALSE(window->fusionTree()->isColumnHidden(FusionTreeModel::TimeColumn));
    for (int k = 0; k < graph->kernels().size(); ++k)
        EXPECT_GT(
            window->fusionModel()->indexOfKernel(k).data(FusionTreeModel::SecondsRole).toDouble(),
            0)
            << graph->kernel(k).name.toStdString();
    const auto code = window->session()->codeGraph();
    const QString norm = QStringLiteral("cpp_fused_native_layer_norm_relu");
    const int k = code->kernelIndex(norm);
    ASSERT_GE(k, 0);
    ASSERT_EQ(code->kernel(k).launches.size(), 4);
    const QList<const ProfileEntry*> launches = first.working.launchesOf(norm);
    ASSERT_EQ(launches.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const int line = code->kernel(k).launches[i].start;
        EXPECT_EQ(launches[i]->line, line);
        const QString text = window->codeView()->profileText(line);
        EXPECT_TRUE(text.startsWith(formatSeconds(launches[i]->seconds)))
            << "launch " << i << " line " << line << ": " << text.toStdString();
    }
    ASSERT_TRUE(code->kernel(k).definition);
    EXPECT_TRUE(window->codeView()
                    ->profileText(code->kernel(k).definition->start)
                    .startsWith(formatSeconds(first.working.kernel(norm)->seconds)));

    // The graph: the norm kernel has rectangles in each block (one per module its nodes sit
    // in there), each coloured by its own launch's time; every piece of every kernel on one
    // scale (the hottest piece at 1).
    GraphView* view = window->graphView();
    const int g = graph->kernelIndex(norm);
    const auto layout = view->currentLayout();
    ASSERT_TRUE(layout);
    const auto region = std::find_if(layout->regions.begin(), layout->regions.end(),
                                     [g](const LayoutRegion& r) { return r.kernel == g; });
    ASSERT_NE(region, layout->regions.end());
    const QList<double> heats = view->regionPieceHeats(g);
    ASSERT_EQ(heats.size(), region->pieces.size());
    double top = 0, hottest = 0;
    for (const ProfileEntry* l : launches)
        top = std::max(top, l->share);
    for (const ProfileEntry& e : first.working.kernels)
        if (e.kernel != norm)
            top = std::max(top, e.share);
    QSet<int> seen;
    for (qsizetype i = 0; i < heats.size(); ++i) {
        const int launch = region->pieceLaunches[i];
        ASSERT_GE(launch, 0);
        ASSERT_LT(launch, 4);
        seen.insert(launch);
        EXPECT_NEAR(heats[i], launches[launch]->share / top, 1e-9) << "piece " << i;
    }
    EXPECT_EQ(seen.size(), 4) << "a piece for every block's launch";
    // Each piece's label has its own launch's time.
    const QStringList pieceLabels = view->regionPieceLabels(g);
    ASSERT_EQ(pieceLabels.size(), heats.size());
    for (qsizetype i = 0; i < pieceLabels.size(); ++i) {
        const int launch = region->pieceLaunches[i];
        EXPECT_TRUE(pieceLabels[i].contains(QStringLiteral("launch %1/4").arg(launch + 1)) &&
                    pieceLabels[i].contains(formatSeconds(launches[launch]->seconds)))
            << pieceLabels[i].toStdString();
    }
    for (const LayoutRegion& r : layout->regions)
        for (double h : view->regionPieceHeats(r.kernel))
            hottest = std::max(hottest, h);
    EXPECT_DOUBLE_EQ(hottest, 1.0);
    EXPECT_FALSE(view->grab().isNull()); // drawn piece by piece

    // The same text again: a second run, compared with the first by default. The tree stays
    // sorted by time (slowest first) with the new run's times.
    window->fusionTree()->sortByColumn(FusionTreeModel::TimeColumn, Qt::DescendingOrder);
    runToTheEnd();
    const ProfileReport& second = window->session()->shownProfile();
    ASSERT_NE(second.runId, firstRun);
    EXPECT_EQ(runsOnDisk(), 2);
    EXPECT_EQ(panel->report().runId, second.runId);
    EXPECT_EQ(runs->count(), 2);
    EXPECT_TRUE(runs->isEnabled());
    EXPECT_EQ(runs->currentData().toString(), second.runId);
    EXPECT_EQ(panel->comparison(), firstRun);
    EXPECT_EQ(compare->currentData().toString(), firstRun);
    QTableView* table = panel->table();
    EXPECT_FALSE(table->isColumnHidden(ProfilePanel::BeforeColumn));
    EXPECT_FALSE(table->isColumnHidden(ProfilePanel::ChangeColumn));
    const QString before = table->model()->index(0, ProfilePanel::BeforeColumn).data().toString();
    const QString kernel0 = panel->shownKernels().first();
    EXPECT_EQ(before, formatSeconds(ProfileReport::load(
                                        ProfileHistory(project).run(firstRun)->reportPath, nullptr)
                                        ->working.kernel(kernel0)
                                        ->seconds));
    EXPECT_TRUE(table->model()
                    ->index(0, ProfilePanel::ChangeColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("×")));
    FusionTreeModel* tree = window->fusionModel();
    for (int row = 1; row < tree->rowCount(); ++row)
        EXPECT_GE(tree->index(row - 1, 0).data(FusionTreeModel::SecondsRole).toDouble(),
                  tree->index(row, 0).data(FusionTreeModel::SecondsRole).toDouble())
            << "row " << row << ": the tree is sorted by the first run's times";
    EXPECT_EQ(graph->kernel(tree->kernelOfRow(0)).name.toStdString(),
              second.working.kernels.first().kernel.toStdString());

    // An edit: the pane says the shown run timed other text.
    EXPECT_FALSE(summaryText(panel).contains(QStringLiteral("changed since")));
    window->session()->setText(window->session()->text() + QStringLiteral("\n# an edit\n"));
    window->session()->analyzeNow();
    ASSERT_TRUE(waitFor([&] { return window->session()->isMapCurrent(); }, 60s));
    EXPECT_FALSE(window->session()->isProfileCurrent());
    EXPECT_TRUE(summaryText(panel).contains(QStringLiteral("changed since")))
        << summaryText(panel).toStdString();

    // Picking the first run in the run box shows it again (nothing before it).
    Q_EMIT runs->activated(runs->findData(firstRun));
    EXPECT_EQ(window->session()->shownProfile().runId, firstRun);
    EXPECT_EQ(panel->report().runId, firstRun);
    EXPECT_TRUE(table->isColumnHidden(ProfilePanel::BeforeColumn));
}

TEST_F(ProfileRunTest, ARunCancelledFromThePaneRecordsNothing) {
    // Cancelled at once.
    profileAction->trigger();
    ASSERT_TRUE(window->isProfiling());
    EXPECT_TRUE(cancel->isEnabled());
    EXPECT_FALSE(runButton->isEnabled());
    cancel->click();
    ASSERT_TRUE(waitFor([&] { return !window->isProfiling(); }, 120s));
    EXPECT_TRUE(summaryText(panel).contains(QStringLiteral("cancelled")))
        << summaryText(panel).toStdString();
    EXPECT_EQ(runsOnDisk(), 0);
    EXPECT_TRUE(window->session()->profileHistory().runs().isEmpty());
    EXPECT_TRUE(window->session()->shownProfile().isEmpty());
    EXPECT_FALSE(cancel->isEnabled());
    EXPECT_TRUE(runButton->isEnabled());

    // Cancelled once the sandbox reports progress.
    runButton->click();
    ASSERT_TRUE(window->isProfiling());
    ASSERT_TRUE(
        waitFor([&] { return summaryText(panel).startsWith(QStringLiteral("Profiling:")); }, 60s))
        << summaryText(panel).toStdString();
    cancel->click();
    ASSERT_TRUE(waitFor([&] { return !window->isProfiling(); }, 120s));
    EXPECT_TRUE(summaryText(panel).contains(QStringLiteral("cancelled")))
        << summaryText(panel).toStdString();
    EXPECT_EQ(runsOnDisk(), 0);
    EXPECT_TRUE(window->session()->shownProfile().isEmpty());
    EXPECT_TRUE(window->fusionTree()->isColumnHidden(FusionTreeModel::TimeColumn));

    // The next run goes to the end.
    runToTheEnd();
    EXPECT_EQ(runsOnDisk(), 1);
    EXPECT_FALSE(summaryText(panel).contains(QStringLiteral("cancelled")));
    EXPECT_EQ(panel->shownKernels().size(), 5);
}

// The pane on its own: two runs of ResNet-18 (the real one, and a copy of it as an earlier
// run); the newest is compared with the earlier by default, and what the user picks stays
// while the same run is shown again (each edit of the text redraws the profile).
TEST(ProfilePanel, TheComparisonTheUserPicksStaysWhileTheRunIsShownAgain) {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("resnet18"));
    ASSERT_TRUE(copyWithState(
        ks::test::sourceDir() + QStringLiteral("/tests/data/projects/resnet18_cuda"), project));
    const QString folder = ProfileHistory::profileFolder(project);
    ProfileHistory one(project);
    ASSERT_EQ(one.runs().size(), 1);
    const ProfileRun newest = one.runs().constFirst();
    // An earlier run: the same report under an earlier id, with every kernel 2x slower.
    const QString earlier = QStringLiteral("20261126-090000-000-beef");
    QFile report(newest.reportPath);
    ASSERT_TRUE(report.open(QIODevice::ReadOnly));
    QByteArray text = report.readAll();
    text.replace(newest.runId.toUtf8(), earlier.toUtf8());
    QJsonObject json = QJsonDocument::fromJson(text).object();
    QJsonObject modules = json.value(QStringLiteral("modules")).toObject();
    QJsonObject working = modules.value(QStringLiteral("working")).toObject();
    QJsonArray kernels = working.value(QStringLiteral("kernels")).toArray();
    for (qsizetype i = 0; i < kernels.size(); ++i) {
        QJsonObject k = kernels[i].toObject();
        k.insert(QStringLiteral("seconds"), k.value(QStringLiteral("seconds")).toDouble() * 2);
        kernels[i] = k;
    }
    working.insert(QStringLiteral("kernels"), kernels);
    modules.insert(QStringLiteral("working"), working);
    json.insert(QStringLiteral("modules"), modules);
    ASSERT_TRUE(QDir(folder).mkpath(earlier));
    QFile out(QDir(folder).filePath(earlier + QStringLiteral("/profile.json")));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();
    QFile history(ProfileHistory::historyFile(project));
    ASSERT_TRUE(history.open(QIODevice::Append));
    history.write(QStringLiteral("{\"runId\": \"%1\", \"generation\": 1, \"workingSeconds\": "
                                 "0.0034, \"kernels\": {}}\n")
                      .arg(earlier)
                      .toUtf8());
    history.close();

    ProfileHistory two(project);
    ASSERT_EQ(two.runs().size(), 2);
    auto shown = ProfileReport::load(two.runs().constFirst().reportPath, nullptr);
    ASSERT_TRUE(shown);
    ProfilePanel panel;
    panel.setReport(*shown, two, true);
    EXPECT_EQ(panel.comparison(), earlier); // the run before, by default
    QTableView* table = panel.table();
    EXPECT_FALSE(table->isColumnHidden(ProfilePanel::BeforeColumn));
    // Slowest first; each kernel took twice as long in the earlier run: 0.50x.
    const QModelIndex change = table->model()->index(0, ProfilePanel::ChangeColumn);
    EXPECT_EQ(change.data().toString(), QStringLiteral("0.50×"));

    panel.setComparison(QString()); // "nothing"
    EXPECT_TRUE(table->isColumnHidden(ProfilePanel::BeforeColumn));
    panel.setReport(*shown, two, false); // the same run again: the user's choice stays
    EXPECT_EQ(panel.comparison(), QString());
    EXPECT_TRUE(table->isColumnHidden(ProfilePanel::BeforeColumn));
    EXPECT_TRUE(panel.findChild<QLabel*>(QStringLiteral("profileSummary"))
                    ->text()
                    .contains(QStringLiteral("changed since")));

    auto older = ProfileReport::load(two.runs().constLast().reportPath, nullptr);
    ASSERT_TRUE(older);
    panel.setReport(*older, two, true);       // another run: compared by default again
    EXPECT_EQ(panel.comparison(), QString()); // nothing ran before the earliest
}

TEST(ProfilePanel, ACallReplayedAsACudaGraphSaysSo) {
    const QString project =
        ks::test::sourceDir() + QStringLiteral("/tests/data/projects/resnet18_cuda");
    const ProfileHistory history(project);
    ASSERT_EQ(history.runs().size(), 1);
    auto report = ProfileReport::load(history.runs().constFirst().reportPath, nullptr);
    ASSERT_TRUE(report);
    ProfilePanel panel;
    panel.setReport(*report, history, true);
    EXPECT_FALSE(summaryText(&panel).contains(QStringLiteral("CUDA graph replay")));
    report->working.replayed = true; // a module exported with triton.cudagraphs
    panel.setReport(*report, history, true);
    EXPECT_TRUE(summaryText(&panel).contains(QStringLiteral("per call (CUDA graph replay) on")))
        << summaryText(&panel).toStdString();
}

TEST(ProfilePanel, KernelsOverTheCallSayWhyAndHeatIsNeverFailedRed) {
    const QString project =
        ks::test::sourceDir() + QStringLiteral("/tests/data/projects/resnet18_cuda");
    const ProfileHistory history(project);
    auto report = ProfileReport::load(history.runs().constFirst().reportPath, nullptr);
    ASSERT_TRUE(report);
    ProfilePanel panel;
    panel.setReport(*report, history, true);
    EXPECT_FALSE(summaryText(&panel).contains(QStringLiteral("add up to more than the call")));
    // "kernels 1.52 s (566% of the call)": the launches overlap or the timing is noisy.
    report->working.kernelSeconds = report->working.runSeconds * 5.66;
    report->working.coverage = 5.66;
    panel.setReport(*report, history, true);
    const QString summary = summaryText(&panel);
    EXPECT_TRUE(summary.contains(QStringLiteral("566%")));
    EXPECT_TRUE(summary.contains(QStringLiteral("add up to more than the call")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("overlap")));
    EXPECT_TRUE(summary.contains(QStringLiteral("noisy")));
    // The hottest kernel's colour is far from the failed red, and the legend says which is which.
    const QColor hot = heatColour(1.0), failed(0xd0, 0x34, 0x2c);
    const int distance = std::abs(hot.hue() - failed.hue());
    EXPECT_GE(std::min(distance, 360 - distance), 25) << hot.name().toStdString();
    const auto* legend = panel.findChild<QLabel*>(QStringLiteral("profileLegend"));
    ASSERT_TRUE(legend);
    EXPECT_TRUE(legend->text().contains(QStringLiteral("failed")));
    EXPECT_TRUE(legend->text().contains(heatColour(1.0).name()));
}
