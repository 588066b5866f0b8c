// Steering the compiler from the window (issue 11): the Compiler pane on a real cpu project
// (a copy of the example export, fixture e2e.export_example) with the real engine: the
// decompositions table, a setting changed in the table and from the graph's node menu (the
// engine rewrites decompositions.py, the row follows), a custom decomposition opened at its
// stub in the pane's editor, materialised nodes, and a fusion option regenerated into a new
// generation whose record has it.
#include "DetailsPane.h"
#include "MainWindow.h"
#include "RegenerateController.h"
#include "compiler/CompilerPanel.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <Qsci/qsciapis.h>
#include <Qsci/qscilexer.h>
#include <gtest/gtest.h>
#include <memory>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

class CompilerPaneTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("rms_norm"));
        ASSERT_TRUE(ks::test::copyTree(QStringLiteral(KS_TEST_PROJECT), project));
        window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->resize(1400, 900);
        window->show();
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
        ASSERT_TRUE(window->openProject(project))
            << window->detailsView()->toPlainText().toStdString();
        panel = window->compilerPanel();
        ASSERT_NE(panel, nullptr);
        ASSERT_TRUE(
            waitFor([&] { return panel->settings().has_value() && !panel->isLoading(); }, 120s))
            << panel->findChild<QLabel*>(QStringLiteral("compilerSummary"))->text().toStdString();
        graph = window->graphView()->graph();
        ASSERT_TRUE(graph);
    }

    /// The table's row of `op` (-1 when not shown).
    int rowOf(const QString& op) const { return panel->shownOps().indexOf(op); }
    QString shownSetting(const QString& op) const {
        const int row = rowOf(op);
        return row < 0 ? QString()
                       : panel->table()
                             ->model()
                             ->index(row, CompilerPanel::SettingColumn)
                             .data()
                             .toString();
    }
    /// Waits until the engine has answered every edit and read the settings again.
    bool settled() {
        return waitFor([&] { return !panel->isLoading(); }, 120s);
    }
    /// An op node of the graph (its index), the first whose op is `op`.
    int nodeOf(const QString& op) const {
        for (int i = 0; i < graph->nodes().size(); ++i)
            if (graph->node(i).target == op)
                return i;
        return -1;
    }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    std::unique_ptr<MainWindow> window;
    CompilerPanel* panel = nullptr;
    std::shared_ptr<const GraphModel> graph;
};

} // namespace

// One test for the decompositions: every change is an engine job (a worker with torch).
TEST_F(CompilerPaneTest, DecompositionsFromTheTableTheGraphAndTheEditor) {
    const CompilerSettings s = *panel->settings(); // a copy: the pane reads them again
    EXPECT_EQ(s.device, QStringLiteral("cpu"));
    EXPECT_EQ(s.decompositions.file, project + QStringLiteral("/decompositions.py"));
    ASSERT_FALSE(s.decompositions.rows.isEmpty());
    EXPECT_EQ(panel->shownOps().size(), s.decompositions.rows.size());
    EXPECT_FALSE(s.inductor.isEmpty());
    // The editor completes op names.
    EXPECT_TRUE(s.completions.contains(QStringLiteral("aten.rsqrt.default")));
    ASSERT_NE(panel->editor()->lexer(), nullptr);
    EXPECT_NE(panel->editor()->lexer()->apis(), nullptr);
    // Every aten op of the graph has its row.
    for (const GraphNode& n : graph->nodes()) {
        if (n.kind == NodeKind::Op && n.target.startsWith(QLatin1String("aten."))) {
            EXPECT_GE(rowOf(n.target), 0) << n.target.toStdString();
        }
    }
    const QString op = QStringLiteral("aten.rsqrt.default");
    ASSERT_GE(rowOf(op), 0);
    EXPECT_EQ(shownSetting(op), QStringLiteral("default"));
    auto* regenerate = panel->findChild<QPushButton*>(QStringLiteral("regenerateWithSettings"));
    EXPECT_FALSE(regenerate->isEnabled());

    // The filter narrows the table.
    auto* filter = panel->findChild<QLineEdit*>(QStringLiteral("decompositionsFilter"));
    ASSERT_NE(filter, nullptr);
    filter->setText(QStringLiteral("RSQRT"));
    EXPECT_EQ(panel->shownOps(), QStringList{op});
    filter->clear();

    // Set in the table (as the setting combo commits): the engine writes the file.
    QAbstractItemModel* model = panel->table()->model();
    ASSERT_TRUE(model->setData(model->index(rowOf(op), CompilerPanel::SettingColumn),
                               QStringLiteral("keep")));
    ASSERT_TRUE(settled());
    EXPECT_EQ(shownSetting(op), QStringLiteral("keep"));
    EXPECT_EQ(panel->settings()->decompositions.row(op)->setting, QStringLiteral("keep"));
    QString text = readFile(s.decompositions.file);
    EXPECT_TRUE(text.contains(QStringLiteral("rsqrt"))) << text.toStdString();
    // The editor tab shows the file as written; a changed file is something to regenerate.
    EXPECT_EQ(panel->editor()->text(), text);
    EXPECT_FALSE(panel->editor()->isModified());
    EXPECT_TRUE(regenerate->isEnabled());

    // The graph's node menu of an op node; inputs, weights and the output have none.
    for (int i = 0; i < graph->nodes().size(); ++i) {
        if (graph->node(i).kind != NodeKind::Op) {
            EXPECT_EQ(window->graphView()->nodeMenu(i), nullptr)
                << graph->node(i).name.toStdString();
        }
    }
    const QString mean = QStringLiteral("aten.mean.dim");
    const int node = nodeOf(mean);
    ASSERT_GE(node, 0);
    std::unique_ptr<QMenu> menu(window->graphView()->nodeMenu(node));
    ASSERT_TRUE(menu);
    auto* keep = menu->findChild<QAction*>(QStringLiteral("keepOpAction"));
    auto* custom = menu->findChild<QAction*>(QStringLiteral("customOpAction"));
    ASSERT_TRUE(keep && custom && menu->findChild<QAction*>(QStringLiteral("decomposeOpAction")));
    EXPECT_EQ(keep->text(), QStringLiteral("Keep `aten.mean` whole"));
    EXPECT_FALSE(keep->isChecked() || custom->isChecked());
    // The rsqrt node's menu checks its setting.
    {
        std::unique_ptr<QMenu> other(window->graphView()->nodeMenu(nodeOf(op)));
        ASSERT_TRUE(other);
        EXPECT_TRUE(other->findChild<QAction*>(QStringLiteral("keepOpAction"))->isChecked());
    }

    // A custom decomposition from the menu: the stub opens in the pane's editor.
    panel->tabs()->setCurrentIndex(0);
    custom->trigger();
    ASSERT_TRUE(settled());
    EXPECT_EQ(shownSetting(mean), QStringLiteral("custom"));
    const DecompositionRow* row = panel->settings()->decompositions.row(mean);
    ASSERT_TRUE(row && row->line > 0);
    EXPECT_FALSE(row->function.isEmpty());
    EXPECT_EQ(panel->tabs()->currentIndex(), 1);
    EXPECT_TRUE(window->dock(QStringLiteral("compilerDock"))->isVisible());
    int line = 0, index = 0;
    panel->editor()->getCursorPosition(&line, &index);
    EXPECT_EQ(line + 1, row->line);
    EXPECT_TRUE(panel->editor()->text(row->line - 1).contains(row->function))
        << panel->editor()->text(row->line - 1).toStdString();
    // Scrolled there.
    EXPECT_TRUE(waitFor([&] {
        return panel->editor()->firstVisibleLineNumber() <= row->line &&
               row->line <= panel->editor()->lastVisibleLineNumber() &&
               panel->editor()->firstVisibleLineNumber() > 1;
    })) << panel->editor()->firstVisibleLineNumber()
        << ".." << panel->editor()->lastVisibleLineNumber() << " for line " << row->line;
    menu.reset(window->graphView()->nodeMenu(node));
    EXPECT_TRUE(menu->findChild<QAction*>(QStringLiteral("customOpAction"))->isChecked());
    // The row names the function and its line; activating it opens the file there.
    const QModelIndex place = model->index(rowOf(mean), CompilerPanel::CustomColumn);
    EXPECT_EQ(place.data().toString(), QStringLiteral("%1:%2").arg(row->function).arg(row->line));
    panel->tabs()->setCurrentIndex(0);
    panel->editor()->setCursorPosition(0, 0);
    Q_EMIT panel->table()->activated(place);
    EXPECT_EQ(panel->tabs()->currentIndex(), 1);
    panel->editor()->getCursorPosition(&line, &index);
    EXPECT_EQ(line + 1, row->line);

    // Materialise from the menu: pending in the pane's list until a regenerate.
    const QString name = graph->node(node).name;
    menu->findChild<QAction*>(QStringLiteral("materializeAction"))->trigger();
    EXPECT_EQ(panel->materialized(), QStringList{name});
    auto* list = panel->findChild<QListWidget*>(QStringLiteral("materializeList"));
    ASSERT_EQ(list->count(), 1);
    EXPECT_TRUE(list->item(0)->text().startsWith(name));
    EXPECT_EQ(panel->overrides().value(QStringLiteral("materialize")).toArray().first().toString(),
              name);
    menu.reset(window->graphView()->nodeMenu(node));
    EXPECT_TRUE(menu->findChild<QAction*>(QStringLiteral("materializeAction"))->isChecked());
    list->setCurrentRow(0);
    panel->findChild<QPushButton*>(QStringLiteral("materializeRemove"))->click();
    EXPECT_TRUE(panel->materialized().isEmpty());

    // View > Compiler brings the pane back.
    window->dock(QStringLiteral("compilerDock"))->hide();
    auto* show = window->findChild<QAction*>(QStringLiteral("compilerAction"));
    ASSERT_NE(show, nullptr);
    show->trigger();
    EXPECT_TRUE(window->dock(QStringLiteral("compilerDock"))->isVisible());
    ASSERT_TRUE(settled());

    // Typed and saved with Ctrl+S in the pane's editor (not the working module): written to
    // disk, read again by the engine.
    panel->editor()->append(QStringLiteral("\n# tuned by hand\n"));
    EXPECT_TRUE(panel->editor()->isModified());
    QTest::keyClick(panel->editor(), Qt::Key_S, Qt::ControlModifier);
    EXPECT_FALSE(panel->editor()->isModified());
    EXPECT_FALSE(window->session()->isModified());
    EXPECT_TRUE(readFile(s.decompositions.file).contains(QStringLiteral("# tuned by hand")));
    ASSERT_TRUE(settled());
    EXPECT_EQ(panel->settings()->decompositions.row(mean)->setting, QStringLiteral("custom"));
    EXPECT_EQ(panel->settings()->decompositions.row(op)->setting, QStringLiteral("keep"));
    auto* banner = panel->findChild<QLabel*>(QStringLiteral("decompositionsError"));
    ASSERT_NE(banner, nullptr);
    EXPECT_TRUE(banner->isHidden());

    // A file that does not load: a banner naming file:line, a link to the line.
    const int broken = panel->editor()->lines() + 1;
    panel->editor()->append(QStringLiteral("KEEP = [\"aten.no_such_op.default\"]\n"));
    QString error;
    ASSERT_TRUE(panel->saveFile(&error)) << error.toStdString();
    ASSERT_TRUE(settled());
    ASSERT_TRUE(panel->settings()->decompositions.error);
    EXPECT_FALSE(banner->isHidden());
    EXPECT_TRUE(banner->text().contains(
        QStringLiteral("decompositions.py:%1").arg(panel->settings()->decompositions.error->line)))
        << banner->text().toStdString() << " (the line appended: " << broken << ")";
    // Its link opens the file at the line.
    const int at = panel->settings()->decompositions.error->line;
    panel->tabs()->setCurrentIndex(0);
    Q_EMIT banner->linkActivated(QString::number(at));
    EXPECT_EQ(panel->tabs()->currentIndex(), 1);
    panel->editor()->getCursorPosition(&line, &index);
    EXPECT_EQ(line + 1, std::max(1, at));

    // Typing left unsaved when the project goes is written, not dropped.
    panel->editor()->append(QStringLiteral("# left unsaved\n"));
    panel->setProject(QString());
    EXPECT_TRUE(readFile(s.decompositions.file).contains(QStringLiteral("# left unsaved")));
    EXPECT_FALSE(panel->settings());
}

TEST_F(CompilerPaneTest, AFusionOptionRegeneratesIntoANewGeneration) {
    const CompilerSettings before = *panel->settings();
    const InductorOption* option = before.option(QStringLiteral("max_fusion_size"));
    ASSERT_NE(option, nullptr);
    auto* regenerate = panel->findChild<QPushButton*>(QStringLiteral("regenerateWithSettings"));
    ASSERT_NE(regenerate, nullptr);
    EXPECT_FALSE(regenerate->isEnabled());
    auto* spin = panel->findChild<QSpinBox*>(QStringLiteral("option_max_fusion_size"));
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(spin->value(), option->effective().toInt());
    spin->setValue(8);
    QCoreApplication::processEvents();
    EXPECT_EQ(panel->optionValue(QStringLiteral("max_fusion_size")).toInt(), 8);
    EXPECT_TRUE(regenerate->isEnabled());
    // Changed options are bold, with a way back to the default.
    auto* name = panel->findChild<QLabel*>(QStringLiteral("optionName_max_fusion_size"));
    ASSERT_NE(name, nullptr);
    EXPECT_TRUE(name->font().bold());
    // The editor stays the one typed in (no rebuild under the cursor).
    EXPECT_EQ(panel->findChild<QSpinBox*>(QStringLiteral("option_max_fusion_size")), spin);
    // Back to the default and set again.
    auto* reset = panel->findChild<QToolButton*>(QStringLiteral("optionReset_max_fusion_size"));
    ASSERT_NE(reset, nullptr);
    ASSERT_TRUE(reset->isEnabled());
    reset->click();
    EXPECT_EQ(spin->value(), option->defaultValue.toInt());
    EXPECT_FALSE(name->font().bold());
    EXPECT_FALSE(regenerate->isEnabled());
    spin->setValue(8);
    EXPECT_TRUE(regenerate->isEnabled());
    EXPECT_EQ(panel->overrides()
                  .value(QStringLiteral("inductor"))
                  .toObject()
                  .value(QStringLiteral("max_fusion_size"))
                  .toInt(),
              8);

    // A materialised node rides along.
    const int node = nodeOf(QStringLiteral("aten.mean.dim"));
    ASSERT_GE(node, 0);
    const QString materialized = graph->node(node).name;
    panel->setMaterialized(materialized, true);

    regenerate->click();
    ASSERT_TRUE(window->regeneration()->isRunning());
    EXPECT_FALSE(regenerate->isEnabled());
    ASSERT_TRUE(waitFor([&] { return !window->regeneration()->isRunning(); }, 240s));
    const auto& outcome = window->regeneration()->lastOutcome();
    ASSERT_TRUE(outcome);
    EXPECT_TRUE(outcome->exported) << outcome->message.toStdString();
    EXPECT_GT(outcome->generation, before.generation) << outcome->message.toStdString();
    // The new generation's record has the option; the pane reads it back and has nothing new.
    EXPECT_TRUE(readFile(project + QStringLiteral("/kernel-studio.toml"))
                    .contains(QStringLiteral("max_fusion_size")));
    ASSERT_TRUE(waitFor(
        [&] { return !panel->isLoading() && panel->settings()->generation == outcome->generation; },
        120s));
    EXPECT_EQ(panel->settings()->option(QStringLiteral("max_fusion_size"))->value.toInt(), 8);
    EXPECT_EQ(panel->settings()->materialize, QStringList{materialized});
    EXPECT_EQ(panel->materialized(), QStringList{materialized});
    EXPECT_EQ(outcome->status, QStringLiteral("merged")) << outcome->message.toStdString();
    EXPECT_FALSE(regenerate->isEnabled());
}
