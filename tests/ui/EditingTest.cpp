// Editing the working module in the code pane: edited marks everywhere, atomic save, revert,
// autosave and restore after a crash, problems from the engine's check, and F5 verification
// locating a planted fault. Runs on a copy of the example project (fixture e2e.export_example).
#include "LogPanel.h"
#include "MainWindow.h"
#include "ProblemsPanel.h"
#include "SelectionController.h"
#include "editor/CodeEditorPane.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"
#include "verify/VerifyPanel.h"
#include "verify/VerifyReport.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

bool copyTree(const QString& from, const QString& to) {
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    // The test made the copy: it trusts it (docs/security.md; the store KS_TRUST_FILE names).
    if (!TrustStore().trust(to))
        return false;
    for (const QFileInfo& info :
         source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (info.fileName() == QLatin1String(".kernel-studio"))
            continue;
        const QString target = to + QLatin1Char('/') + info.fileName();
        if (info.isDir() ? !copyTree(info.filePath(), target)
                         : !QFile::copy(info.filePath(), target))
            return false;
    }
    return true;
}

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

class EditingTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(copyTree(QStringLiteral(KS_TEST_PROJECT), project));
        window = std::make_unique<MainWindow>(services.api, services.session, layouts, config);
        window->show();
        // Edited marks come from the engine's module map.
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
        ASSERT_TRUE(window->openProject(project));
        graph = window->graphView()->graph();
        kernel = 0;
        ASSERT_FALSE(graph->kernel(kernel).isExtern());
        module = window->session()->workingPath();
    }

    /// Waits until the engine's module map describes the editor's current text.
    void mapped() {
        window->session()->analyzeNow();
        ASSERT_TRUE(waitFor([&] { return window->session()->isMapCurrent(); }, 60s));
    }

    /// Changes the kernel's epsilon constant in the editor (a real planted fault).
    void plantWrongConstant() {
        CodeView* code = window->codeView();
        const QString text = code->text();
        ASSERT_TRUE(text.contains(QStringLiteral("static_cast<float>(1e-06)")));
        code->findFirst(QStringLiteral("static_cast<float>(1e-06)"), false, true, false, false,
                        true, 0, 0);
        code->replace(QStringLiteral("static_cast<float>(1e-02)"));
        mapped();
    }

    QTemporaryDir dir;
    QString project;
    QString module;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    std::unique_ptr<MainWindow> window;
    std::shared_ptr<const GraphModel> graph;
    int kernel = 0;
};

} // namespace

TEST_F(EditingTest, TheCodeOpensAtTheFirstKernel) {
    int first = 0;
    for (const Kernel& k : graph->kernels())
        if (k.definition) {
            const int line = k.commentLine > 0 ? k.commentLine : k.definition->start;
            first = first == 0 ? line : std::min(first, line);
        }
    ASSERT_GT(first, 20); // below the header and the module's helpers
    CodeView* code = window->codeView();
    EXPECT_EQ(code->firstVisibleLine(), first - 1);
    int line = 0, column = 0;
    code->getCursorPosition(&line, &column);
    EXPECT_EQ(line, first - 1);
}

TEST_F(EditingTest, TheCodePaneEditsTheWorkingModuleNeverGenerated) {
    EXPECT_TRUE(module.endsWith(QStringLiteral("/rms_norm.py")));
    EXPECT_FALSE(module.contains(QStringLiteral("/generated/")));
    EXPECT_FALSE(window->codeView()->isReadOnly());
}

TEST_F(EditingTest, EditedKernelIsMarkedInMarginTreeAndGraph) {
    const QString generatedBefore = readFile(project + QStringLiteral("/generated/rms_norm.py"));
    // Lines typed above the kernel move it; the marks follow.
    const Kernel& before = window->session()->codeGraph()->kernel(kernel);
    ASSERT_TRUE(before.definition);
    const int movedDefinition = before.definition->start + 2;
    window->codeView()->insertAt(QStringLiteral("# my notes\n# more notes\n"),
                                 before.commentLine - 1, 0);
    plantWrongConstant();
    EXPECT_EQ(window->session()->editedKernels(), QStringList{graph->kernel(kernel).name});
    EXPECT_EQ(window->codeView()->statusLines(QStringLiteral("edited")),
              QList<int>{movedDefinition});
    EXPECT_EQ(window->codeView()->markedLines(true), QList<int>{movedDefinition});
    EXPECT_TRUE(window->fusionModel()->kernelStatus(kernel).contains(QStringLiteral("edited")));
    // The Kind column shows "cpp · edited" whole, never elided.
    const QModelIndex kind =
        window->fusionModel()->indexOfKernel(kernel).siblingAtColumn(FusionTreeModel::OpColumn);
    const QString kindText = kind.data().toString();
    ASSERT_TRUE(kindText.contains(QStringLiteral("edited"))) << kindText.toStdString();
    EXPECT_GE(window->fusionTree()->columnWidth(FusionTreeModel::OpColumn),
              window->fusionTree()->fontMetrics().horizontalAdvance(kindText))
        << kindText.toStdString();
    ASSERT_TRUE(waitFor([&] { return window->graphView()->currentLayout() != nullptr; }, 30s));
    EXPECT_TRUE(window->graphView()->regionStatus(kernel).contains(QStringLiteral("edited")));
    // Clicking the moved kernel line still selects the kernel's nodes.
    window->selection()->selectLine(movedDefinition + 1);
    EXPECT_EQ(window->selection()->current().index, kernel);

    // Save writes the working module atomically and leaves generated/ alone.
    ASSERT_TRUE(window->saveModule());
    EXPECT_TRUE(readFile(module).contains(QStringLiteral("1e-02")));
    EXPECT_EQ(readFile(project + QStringLiteral("/generated/rms_norm.py")), generatedBefore);
    EXPECT_TRUE(QDir(project)
                    .entryList({QStringLiteral("*.tmp*"), QStringLiteral("*~")}, QDir::Files)
                    .isEmpty());

    // Revert restores the generated kernel (undoable), other edits stay.
    window->selection()->selectKernel(kernel);
    ASSERT_TRUE(window->revertSelectedKernel());
    mapped();
    EXPECT_TRUE(window->session()->editedKernels().isEmpty());
    EXPECT_TRUE(window->codeView()->text().contains(QStringLiteral("# my notes")));
    EXPECT_TRUE(window->codeView()->statusLines(QStringLiteral("edited")).isEmpty());
    window->codeView()->undo();
    mapped();
    EXPECT_EQ(window->session()->editedKernels(), QStringList{graph->kernel(kernel).name});
}

TEST_F(EditingTest, AutosaveIsOfferedAfterACrashAndRestores) {
    plantWrongConstant();
    window->session()->autosaveNow();
    const QString autosave = window->session()->autosavePath();
    ASSERT_TRUE(QFile::exists(autosave));
    EXPECT_FALSE(readFile(module).contains(QStringLiteral("1e-02")))
        << "autosave never touches the module";
    // A crash: the window goes away without saving.
    window.reset();

    ks::test::AppServices againServices(engine);
    MainWindow again(againServices.api, againServices.session, layouts, config);
    ASSERT_TRUE(again.openProject(project));
    ASSERT_TRUE(again.codePane()->isRestoreOffered());
    again.codePane()->findChild<QPushButton*>(QStringLiteral("restoreButton"))->click();
    EXPECT_TRUE(again.codeView()->text().contains(QStringLiteral("1e-02")));
    EXPECT_TRUE(again.codeView()->isModified());
    ASSERT_TRUE(again.saveModule());
    EXPECT_FALSE(QFile::exists(autosave)) << "a save retires the autosave";
}

TEST_F(EditingTest, SaveReportsProblemsFromTheEnginesCheck) {
    window->codeView()->insertAt(QStringLiteral("import torch._inductor\n"), 12, 0);
    ASSERT_TRUE(window->saveModule());
    ASSERT_TRUE(waitFor([&] { return window->problemsList()->count() > 0; }, 60s));
    EXPECT_TRUE(
        window->problemsList()->item(0)->text().startsWith(QStringLiteral("rms_norm.py:13:1: ")))
        << window->problemsList()->item(0)->text().toStdString();
}

TEST_F(EditingTest, AKernelThatDoesNotCompileIsAProblemAtItsLine) {
    CodeView* code = window->codeView();
    ASSERT_TRUE(code->findFirst(QStringLiteral("auto tmp3 = tmp1 / tmp2;"), false, true, false,
                                false, true, 0, 0));
    code->replace(QStringLiteral("auto tmp3 = tmp1 / tmp99;"));
    // Where the undeclared name is in the text F5 verifies (line 1-based, column 0-based).
    const QStringList lines = code->text().split(QLatin1Char('\n'));
    int line = 0;
    int column = -1;
    for (int i = 0; i < lines.size() && column < 0; ++i)
        if ((column = lines[i].indexOf(QStringLiteral("tmp99"))) >= 0)
            line = i + 1;
    ASSERT_GT(line, 0);
    window->verify(); // saves first; g++ rejects the kernel when the module loads
    ASSERT_TRUE(waitFor([&] { return !window->isVerifying(); }, 600s));
    const QString name = graph->kernel(kernel).name;
    ASSERT_TRUE(waitFor([&] { return window->problemsList()->count() > 0; }, 10s));
    QListWidgetItem* item = window->problemsList()->item(0);
    // Problems: module.py:LINE:COL kernel NAME: the compiler's message, its context in the
    // tooltip with the module's line number in the excerpt.
    EXPECT_TRUE(item->text().startsWith(
        QStringLiteral("rms_norm.py:%1:%2 kernel %3: ").arg(line).arg(column + 1).arg(name)))
        << item->text().toStdString();
    EXPECT_TRUE(item->text().contains(QStringLiteral("tmp99"))) << item->text().toStdString();
    EXPECT_TRUE(item->toolTip().contains(QStringLiteral("%1 |").arg(line)))
        << item->toolTip().toStdString();
    // The editor marks that line inline.
    EXPECT_TRUE(code->annotation(line - 1).contains(QStringLiteral("tmp99")))
        << code->annotation(line - 1).toStdString();
    // Activating the row goes to the line and column.
    code->setCursorPosition(0, 0);
    Q_EMIT window->problemsList()->itemActivated(item);
    int atLine = -1;
    int atColumn = -1;
    code->getCursorPosition(&atLine, &atColumn);
    EXPECT_EQ(atLine, line - 1);
    EXPECT_EQ(atColumn, column);
    // The kernel is the one verify pins the failure on.
    EXPECT_TRUE(window->kernelStatus().value(kernel).contains(QStringLiteral("failed")))
        << window->kernelStatus().value(kernel).toStdString();
    // Fixed and saved, the compile error goes away with the text it was about.
    ASSERT_TRUE(code->findFirst(QStringLiteral("tmp99"), false, true, false, false, true, 0, 0));
    code->replace(QStringLiteral("tmp2"));
    ASSERT_TRUE(window->saveModule());
    EXPECT_FALSE(window->session()->problems().value(0).compile);
}

TEST_F(EditingTest, F5VerifiesAndMarksTheLocatedKernelRed) {
    plantWrongConstant();
    window->verify(); // saves first
    EXPECT_TRUE(window->isVerifying());
    ASSERT_TRUE(waitFor([&] { return !window->isVerifying(); }, 600s));
    EXPECT_TRUE(readFile(module).contains(QStringLiteral("1e-02")));
    ASSERT_TRUE(waitFor(
        [&] { return window->kernelStatus().value(kernel).contains(QStringLiteral("failed")); },
        10s))
        << window->kernelStatus().value(kernel).toStdString();
    EXPECT_FALSE(window->codeView()->statusLines(QStringLiteral("failed")).isEmpty());
    EXPECT_TRUE(window->graphView()->regionStatus(kernel).contains(QStringLiteral("failed")));
    EXPECT_TRUE(window->fusionModel()->kernelStatus(kernel).contains(QStringLiteral("failed")));
    VerifyPanel* panel = window->verifyPanel();
    ASSERT_TRUE(waitFor([&] { return !panel->currentReport().isEmpty(); }, 10s));
    EXPECT_EQ(panel->currentReport().moduleSha256.size(), 64) << "the run names the text it saw";
    EXPECT_TRUE(panel->staleText().isEmpty()) << panel->staleText().toStdString();

    // An edit: the run is of other text now. Its red leaves the margin, the tree and the graph;
    // the panel keeps it, greyed, saying so.
    CodeView* code = window->codeView();
    code->setCursorPosition(0, 0);
    code->insert(QStringLiteral("# tuning\n"));
    ASSERT_TRUE(waitFor([&] { return !panel->staleText().isEmpty(); }, 10s));
    EXPECT_TRUE(panel->staleText().contains(QStringLiteral("before your edit")))
        << panel->staleText().toStdString();
    ASSERT_TRUE(waitFor(
        [&] { return !window->kernelStatus().value(kernel).contains(QStringLiteral("failed")); },
        10s));
    EXPECT_TRUE(window->codeView()->statusLines(QStringLiteral("failed")).isEmpty());
    EXPECT_FALSE(window->fusionModel()->kernelStatus(kernel).contains(QStringLiteral("failed")));
    // Saved, it is still not the text that run verified.
    ASSERT_TRUE(window->saveModule());
    QTest::qWait(50);
    EXPECT_TRUE(panel->staleText().contains(QStringLiteral("changed since")))
        << panel->staleText().toStdString();
    EXPECT_FALSE(window->kernelStatus().value(kernel).contains(QStringLiteral("failed")));
    // Undone and saved again: the text the run verified, its marks are back.
    code->undo();
    ASSERT_TRUE(window->saveModule());
    ASSERT_TRUE(waitFor([&] { return panel->staleText().isEmpty(); }, 10s))
        << panel->staleText().toStdString();
    EXPECT_TRUE(window->kernelStatus().value(kernel).contains(QStringLiteral("failed")));
}

TEST(VerifyWithoutGpu, CudaProjectRunsItsTritonKernelsInTheInterpreter) {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("rms_norm_cuda"));
    ASSERT_TRUE(
        copyTree(ks::test::sourceDir() + QStringLiteral("/engine/tests/verify/data/rms_norm_cuda"),
                 project));
    // The stored project names the model file where it was exported: point it at this checkout.
    const QString toml = project + QStringLiteral("/kernel-studio.toml");
    QString text = readFile(toml);
    text.replace(QRegularExpression(QStringLiteral("model = \"[^\"]*\"")),
                 QStringLiteral("model = \"%1/resources/examples/rms_norm/model.py\"")
                     .arg(ks::test::sourceDir()));
    QFile out(toml);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(text.toUtf8());
    out.close();

    QSettings config(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    LayoutService layouts;
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices windowServices(engine);
    MainWindow window(windowServices.api, windowServices.session, layouts, config);
    ASSERT_TRUE(window.openProject(project));
    EXPECT_EQ(window.graphView()->graph()->device(), QStringLiteral("cuda"));
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    window.verify();
    ASSERT_TRUE(waitFor([&] { return !window.isVerifying(); }, 600s));
    ASSERT_TRUE(waitFor([&] { return !window.verifyPanel()->currentReport().isEmpty(); }, 10s));
    const VerifyReport& report = window.verifyPanel()->currentReport();
    EXPECT_EQ(report.verdict, VerifyVerdict::Pass) << report.reason.toStdString();
    if (!engine.info().hasCuda()) {
        EXPECT_TRUE(report.settings.interpreter);
        EXPECT_TRUE(window.logPanel()->toPlainText().contains(QStringLiteral("interpreter")));
    }
}

// The same editing loop on a cuda project: Triton kernels whose signatures the formatter
// wrapped over several lines. Every kernel body is a kernel to the margin, the fusion tree,
// the graph, a click and revert.
TEST(CudaEditing, TritonKernelBodiesAreMarkedSelectableAndRevertible) {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("transformer_block_cuda"));
    ASSERT_TRUE(copyTree(ks::test::sourceDir() +
                             QStringLiteral("/tests/data/projects/transformer_block_cuda"),
                         project));
    QSettings config(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    LayoutService layouts;
    EngineClient engine(ks::test::engineOptions());
    ks::test::AppServices services(engine);
    MainWindow window(services.api, services.session, layouts, config);
    window.show();
    engine.start();
    ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    ASSERT_TRUE(window.openProject(project));
    const auto graph = window.graphView()->graph();
    const QString pristine = services.session.pristineText();
    int tritonKernels = 0;
    for (int k = 0; k < graph->kernels().size(); ++k) {
        const Kernel& kernel = graph->kernel(k);
        if (kernel.kind != KernelKind::Triton)
            continue;
        ++tritonKernels;
        // Edit the last line of the body (far below a wrapped signature).
        QStringList lines = pristine.split(QLatin1Char('\n'));
        lines[kernel.definition->end - 1] += QStringLiteral("  # tuned");
        window.codeView()->setText(lines.join(QLatin1Char('\n')));
        services.session.analyzeNow();
        ASSERT_TRUE(waitFor([&] { return services.session.isMapCurrent(); }, 60s));
        EXPECT_EQ(services.session.editedKernels(), QStringList{kernel.name});
        EXPECT_EQ(window.codeView()->statusLines(QStringLiteral("edited")),
                  QList<int>{kernel.definition->start})
            << kernel.name.toStdString();
        EXPECT_TRUE(window.fusionModel()->kernelStatus(k).contains(QStringLiteral("edited")));
        // A click in the body selects the kernel.
        window.selection()->selectLine(kernel.definition->end - 1);
        EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::Kernel)
            << kernel.name.toStdString();
        EXPECT_EQ(window.selection()->current().index, k) << kernel.name.toStdString();
        // Revert Kernel to Generated puts the body back.
        ASSERT_TRUE(window.revertSelectedKernel());
        ASSERT_TRUE(waitFor(
            [&] {
                return window.codeView()->text() == pristine && services.session.isMapCurrent();
            },
            60s))
            << kernel.name.toStdString();
        EXPECT_TRUE(services.session.editedKernels().isEmpty());
        EXPECT_TRUE(window.codeView()->statusLines(QStringLiteral("edited")).isEmpty());
    }
    EXPECT_EQ(tritonKernels, 9);
}

TEST_F(EditingTest, FindAgainEscAndGoToLineWorkInTheCode) {
    CodeEditorPane* pane = window->codePane();
    CodeView* code = window->codeView();
    pane->showFind(false);
    auto* find = pane->findChild<QLineEdit*>(QStringLiteral("codeFind"));
    ASSERT_NE(find, nullptr);
    find->setText(QStringLiteral("def "));
    code->setCursorPosition(0, 0);
    // F3 with the focus in the code (or its find bar): the code's next match, again and again.
    code->setFocus();
    ASSERT_TRUE(window->findAgain(true));
    int first = 0, column = 0;
    code->getCursorPosition(&first, &column);
    ASSERT_TRUE(window->findAgain(true));
    int second = 0;
    code->getCursorPosition(&second, &column);
    EXPECT_GT(second, first);
    EXPECT_EQ(code->selectedText(), QStringLiteral("def "));
    ASSERT_TRUE(window->findAgain(false)); // Shift+F3 goes back to the first
    int back = 0;
    code->getCursorPosition(&back, &column);
    EXPECT_EQ(back, first);
    // Esc in the find bar closes it, and only it.
    find->setFocus();
    QTest::keyClick(find, Qt::Key_Escape);
    EXPECT_FALSE(pane->isFindVisible());
    EXPECT_FALSE(window->isExporting());
    // Go to Line: clamped to the text, the line shown.
    pane->goToLine(12);
    int line = 0;
    code->getCursorPosition(&line, &column);
    EXPECT_EQ(line, 11);
    pane->goToLine(1 << 20);
    code->getCursorPosition(&line, &column);
    EXPECT_EQ(line, code->lines() - 1);
    EXPECT_LE(code->firstVisibleLine(), line);
}
