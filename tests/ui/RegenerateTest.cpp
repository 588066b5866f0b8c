// Regenerate and merge in the window with the real engine on a small cpu project whose model
// changes between generations: the staleness bar's three states, the merge view (take mine,
// take new, apply, cancel), and the Regenerate action end to end (export, merge, verify).
#include "LogPanel.h"
#include "MainWindow.h"
#include "RegenerateController.h"
#include "StalenessBar.h"
#include "app/ProjectSession.h"
#include "editor/CodeEditorPane.h"
#include "editor/CodeView.h"
#include "graph/LayoutService.h"
#include "merge/MergeView.h"
#include "merge/ProjectMerge.h"
#include "merge/StrandedEditsPane.h"
#include "project/ProjectWriteLock.h"
#include "project/TrustStore.h"
#include "support/TestSupport.h"

#include <QDialog>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::waitFor;

namespace {

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeFile(const QString& path, const QString& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
}

/// `text` with the first line containing `needle` changed by `edit`.
QString editLine(const QString& text, const QString& needle,
                 const std::function<QString(QString)>& edit) {
    QStringList lines = text.split(QLatin1Char('\n'));
    for (auto& line : lines)
        if (line.contains(needle)) {
            line = edit(line);
            break;
        }
    return lines.join(QLatin1Char('\n'));
}

/// Copies the fixture folder `from` (made by regenerate_fixture.py) to `to`, its files
/// naming `to` wherever they named `from` (a project records its model file's path).
bool copyFixture(const QString& from, const QString& to) {
    // The test made the copy: it trusts it (docs/security.md; the store KS_TRUST_FILE names).
    if (!QDir().mkpath(to) || !TrustStore().trust(to))
        return false;
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = to + path.mid(from.size());
        if (!QDir().mkpath(QFileInfo(target).absolutePath()))
            return false;
        if (path.endsWith(QLatin1String(".toml")) || path.endsWith(QLatin1String(".json")) ||
            path.endsWith(QLatin1String(".py"))) {
            if (!writeFile(target, readFile(path).replace(from, to)))
                return false;
        } else if (!QFile::copy(path, target)) {
            return false;
        }
    }
    return true;
}

class RegenerateTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.show();
        engine.start();
        ASSERT_TRUE(waitFor([&] { return engine.state() == EngineState::Ready; }));
    }

    /// Starts from fixture `which`: "one" (generation 1) or "two" (generation 2 made by a
    /// re-export beside the generation-1 working copy, EPS 1e-5).
    void useFixture(const char* which) {
        const QString from = QStringLiteral(KS_REGENERATE_FIXTURE "/") + QLatin1String(which);
        ASSERT_TRUE(QFileInfo::exists(from)) << "run the ui.regenerate_fixture test first";
        ASSERT_TRUE(copyFixture(from, dir.path()));
        model = dir.filePath(QStringLiteral("tiny/model.py"));
        project = dir.filePath(QStringLiteral("project"));
        working = project + QStringLiteral("/tiny.py");
        ASSERT_TRUE(QFile::exists(working));
    }

    /// The model file with a new epsilon (the project becomes stale).
    void changeEpsilon() {
        const QString text = readFile(model);
        ASSERT_TRUE(text.contains(QStringLiteral("EPS = 1e-6")));
        ASSERT_TRUE(writeFile(model, QString(text).replace(QStringLiteral("EPS = 1e-6"),
                                                           QStringLiteral("EPS = 1e-5"))));
    }

    /// Opens the project and waits for the bar to hear from the engine.
    void open() {
        // Connected after opening: closing the project before refreshes the bar at once.
        ASSERT_TRUE(window.openProject(project));
        bool refreshed = false;
        auto c = QObject::connect(bar(), &StalenessBar::refreshed, [&] { refreshed = true; });
        ASSERT_TRUE(waitFor([&] { return refreshed; }, 30s));
        QObject::disconnect(c);
    }

    /// The working copy with its epsilon line changed (conflicts with a new epsilon).
    void editEpsilonLine() {
        const QString text = editLine(readFile(working), QStringLiteral("1e-06"), [](QString l) {
            return l.replace(QStringLiteral("1e-06"), QStringLiteral("1.0e-06"));
        });
        ASSERT_TRUE(writeFile(working, text));
    }

    StalenessBar* bar() const { return window.stalenessBar(); }
    QToolBar* strip() const {
        return window.findChild<QToolBar*>(QStringLiteral("stalenessToolBar"));
    }
    QString logText() const { return window.logPanel()->toPlainText(); }

    /// Merges into the current generation from the bar and waits for the merge view.
    MergeView* mergeFromBar() {
        EXPECT_EQ(bar()->state(), StalenessBar::State::Behind);
        bar()->findChild<QPushButton*>(QStringLiteral("stalenessAction"))->click();
        EXPECT_TRUE(window.regeneration()->isRunning());
        EXPECT_TRUE(waitFor([&] { return !window.regeneration()->isRunning(); }, 60s));
        return window.regeneration()->mergeView();
    }

    QTemporaryDir dir;
    QString model, project, working;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
};

} // namespace

TEST_F(RegenerateTest, BarSaysStaleWhenTheModelChangedAndOffersRegenerate) {
    useFixture("one");
    open();
    EXPECT_EQ(bar()->state(), StalenessBar::State::None);
    EXPECT_FALSE(strip()->isVisible());
    changeEpsilon();
    open();
    EXPECT_EQ(bar()->state(), StalenessBar::State::Stale);
    EXPECT_TRUE(strip()->isVisible());
    EXPECT_TRUE(bar()->message().contains(QStringLiteral("older model/compiler")));
    EXPECT_TRUE(bar()->message().contains(QStringLiteral("model.py changed")))
        << bar()->message().toStdString();
    EXPECT_EQ(bar()->findChild<QPushButton*>(QStringLiteral("stalenessAction"))->text(),
              QStringLiteral("Regenerate"));
}

TEST_F(RegenerateTest, ConflictBlocksShowResolveAndBlockVerifyAndRegenerate) {
    useFixture("one");
    const QString text = editLine(readFile(working), QStringLiteral("1e-06"), [](QString l) {
        return QStringLiteral("<<<<<<< mine\n%1\n||||||| base (generation 1)\n%1\n=======\n%1\n"
                              ">>>>>>> new (generation 2)")
            .arg(l);
    });
    ASSERT_TRUE(writeFile(working, text));
    open();
    EXPECT_EQ(bar()->state(), StalenessBar::State::Conflicts);
    EXPECT_TRUE(bar()->message().contains(QStringLiteral("1 conflict")))
        << bar()->message().toStdString();
    EXPECT_TRUE(strip()->isVisible());
    QString error;
    EXPECT_FALSE(services.session.verify({}, {}, [](const Reply<VerifyOutcome>&) {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("conflict block"))) << error.toStdString();
    EXPECT_FALSE(window.regeneration()->start(true, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("conflict block"))) << error.toStdString();
    EXPECT_FALSE(window.regeneration()->isRunning());
}

TEST_F(RegenerateTest, AProjectAnotherCommandWritesIsRefusedNamingIt) {
    // A `kernel-studio regenerate` in a shell holds the project's writer lock: the window's
    // Regenerate refuses at once, says who writes the project, and changes nothing.
    useFixture("one");
    changeEpsilon();
    open();
    QString error;
    auto lock =
        ProjectWriteLock::acquire(project, QStringLiteral("kernel-studio regenerate"), &error);
    ASSERT_TRUE(lock) << error.toStdString();
    const QString before = readFile(project + QStringLiteral("/kernel-studio.toml"));
    window.regeneration()->regenerateAction()->trigger();
    ASSERT_TRUE(waitFor([&] { return !window.regeneration()->isRunning(); }, 30s));
    const QString said = window.statusBar()->currentMessage();
    EXPECT_TRUE(
        said.contains(QStringLiteral("is being written by `kernel-studio regenerate` (pid ")))
        << said.toStdString();
    EXPECT_TRUE(logText().contains(QStringLiteral("[error] project ") + project))
        << logText().toStdString();
    EXPECT_EQ(readFile(project + QStringLiteral("/kernel-studio.toml")), before);
    EXPECT_FALSE(QFileInfo::exists(project + QStringLiteral("/generations/0002")));
    // Once the other command ends, Regenerate takes the lock and runs.
    lock.reset();
    ASSERT_TRUE(window.regeneration()->start(true, &error)) << error.toStdString();
    EXPECT_TRUE(window.regeneration()->isRunning());
    window.regeneration()->cancel();
    ASSERT_TRUE(waitFor([&] { return !window.regeneration()->isRunning(); }, 60s));
}

TEST_F(RegenerateTest, ConflictOpensTheMergeViewAndApplyWritesTheResolution) {
    useFixture("two");
    editEpsilonLine();
    const QString mine = readFile(working);
    open();
    EXPECT_TRUE(bar()->message().contains(QStringLiteral("based on generation 1; generation 2")))
        << bar()->message().toStdString();
    MergeView* view = mergeFromBar();
    ASSERT_NE(view, nullptr) << logText().toStdString();
    EXPECT_EQ(readFile(working), mine) << "nothing is written before Apply";
    EXPECT_FALSE(QFile::exists(project + QStringLiteral("/.kernel-studio/merge.json")));

    // The conflict comes first in the list and is shown.
    const int k = view->rowOrder().first();
    ASSERT_GE(k, 0);
    const KernelMergeOutcome& outcome = view->merge().kernels[k];
    EXPECT_EQ(outcome.result, QStringLiteral("conflict"));
    EXPECT_EQ(view->currentKernel(), k);
    EXPECT_TRUE(view->resolution(k).contains(QStringLiteral("<<<<<<< mine")));
    EXPECT_GT(countConflictBlocks(view->resultText()), 0);
    EXPECT_EQ(view->kernelList()->topLevelItem(0)->text(2), QStringLiteral("conflict"));
    // Scrolled into the kernel, Take New keeps the place (it jumped to line 1).
    CodeView* resultPane = view->resultView();
    ASSERT_GT(resultPane->lines(), 8);
    resultPane->setFirstVisibleLine(4);
    view->findChild<QPushButton*>(QStringLiteral("takeNew"))->click();
    EXPECT_EQ(view->resolution(k), outcome.theirs);
    EXPECT_TRUE(view->resultText().contains(outcome.theirs));
    EXPECT_EQ(resultPane->firstVisibleLine(), 4);
    // Resolved: the row says so and no longer asks for the user.
    EXPECT_EQ(view->kernelList()->topLevelItem(0)->text(2), QStringLiteral("resolved"));
    EXPECT_FALSE(view->kernelList()->topLevelItem(0)->font(0).bold());
    view->findChild<QPushButton*>(QStringLiteral("takeMine"))->click();
    EXPECT_EQ(view->resolution(k), outcome.mine);
    EXPECT_EQ(countConflictBlocks(view->resultText()), 0);
    const QString result = view->resultText();

    QString error;
    ASSERT_TRUE(view->apply(false, &error)) << error.toStdString();
    EXPECT_EQ(readFile(working), result);
    EXPECT_TRUE(readFile(working).contains(QStringLiteral("1.0e-06")));
    const QJsonObject record =
        QJsonDocument::fromJson(
            readFile(project + QStringLiteral("/.kernel-studio/merge.json")).toUtf8())
            .object();
    EXPECT_FALSE(record.isEmpty());
    const QJsonObject base =
        QJsonDocument::fromJson(
            readFile(project + QStringLiteral("/.kernel-studio/working.json")).toUtf8())
            .object();
    EXPECT_EQ(base.value(QStringLiteral("generation")).toInt(), 2);
    // The session reloaded the written working copy, and verification started after it.
    ASSERT_TRUE(waitFor([&] { return services.session.text() == result; }, 10s));
    EXPECT_TRUE(window.isVerifying());
    window.cancelJob(); // its verdict is the Regenerate test's business
    ASSERT_TRUE(waitFor([&] { return !window.isVerifying(); }, 60s));
}

TEST_F(RegenerateTest, KernelsNobodyTouchedAreNotEditedBesideANewerGeneration) {
    // Generation 2 (a new epsilon) beside the untouched generation-1 working copy, as the
    // project is while a regenerate merges: the epsilon's kernel differs from generated/ but
    // nobody edited it (it showed "cpp · edited" in the fusion tree during the merge).
    useFixture("two");
    open();
    services.session.analyzeNow();
    ASSERT_TRUE(waitFor([&] { return services.session.isMapCurrent(); }, 30s));
    EXPECT_EQ(services.session.mapGeneration(), 1);
    EXPECT_TRUE(services.session.editedKernels().isEmpty())
        << services.session.editedKernels().join(QStringLiteral(", ")).toStdString();
    for (const QString& words : window.kernelStatus())
        EXPECT_FALSE(words.contains(QStringLiteral("edited"))) << words.toStdString();
    // A real edit still shows, against the generation it was made on.
    const QString edited =
        editLine(services.session.text(), QStringLiteral("tmp_acc0);"),
                 [](const QString& l) { return l + QStringLiteral(" // tuned"); });
    ASSERT_NE(edited, services.session.text());
    window.codeView()->setText(edited);
    services.session.analyzeNow();
    ASSERT_TRUE(waitFor([&] { return services.session.isMapCurrent(); }, 30s));
    EXPECT_EQ(services.session.editedKernels().size(), 1);
}

TEST_F(RegenerateTest, EditsMadeOutsideReachTheBarAndTheEditorOffersToReload) {
    useFixture("one");
    open();
    EXPECT_EQ(bar()->state(), StalenessBar::State::None);
    // The model file changed in a shell: the bar says so without a save in the IDE.
    changeEpsilon();
    ASSERT_TRUE(waitFor([&] { return bar()->state() == StalenessBar::State::Stale; }, 30s))
        << bar()->message().toStdString();

    // The working module changed on disk: offered, never replaced unasked.
    CodeEditorPane* pane = window.codePane();
    const QString mine = services.session.text();
    const QString theirs = editLine(readFile(working), QStringLiteral("tmp_acc0);"),
                                    [](const QString& l) { return l + QStringLiteral(" // sh"); });
    ASSERT_TRUE(writeFile(working, theirs));
    ASSERT_TRUE(waitFor([&] { return pane->isReloadOffered(); }, 10s));
    EXPECT_EQ(services.session.text(), mine);
    EXPECT_EQ(window.codeView()->text(), mine);
    pane->findChild<QPushButton*>(QStringLiteral("reloadButton"))->click();
    EXPECT_EQ(services.session.text(), theirs);
    EXPECT_EQ(window.codeView()->text(), theirs);
    EXPECT_FALSE(services.session.isModified());
    EXPECT_FALSE(pane->isReloadOffered());

    // With unsaved edits in the editor: the offer says what a reload drops; Keep Mine keeps
    // them.
    const QString unsaved = theirs + QStringLiteral("\n# mine\n");
    window.codeView()->setText(unsaved);
    ASSERT_TRUE(writeFile(working, theirs + QStringLiteral("\n# from a shell\n")));
    ASSERT_TRUE(waitFor([&] { return pane->isReloadOffered(); }, 10s));
    EXPECT_TRUE(pane->findChild<QLabel*>(QStringLiteral("reloadText"))
                    ->text()
                    .contains(QStringLiteral("unsaved edits")));
    pane->findChild<QPushButton*>(QStringLiteral("keepButton"))->click();
    EXPECT_EQ(services.session.text(), unsaved);
    EXPECT_EQ(window.codeView()->text(), unsaved);

    // Our own save is no news.
    ASSERT_TRUE(window.saveModule());
    QTest::qWait(600);
    EXPECT_FALSE(pane->isReloadOffered());
    EXPECT_EQ(readFile(working), unsaved);
}

TEST_F(RegenerateTest, CancelInTheMergeViewWritesNothing) {
    useFixture("two");
    editEpsilonLine();
    const QString mine = readFile(working);
    open();
    MergeView* view = mergeFromBar();
    ASSERT_NE(view, nullptr) << logText().toStdString();
    view->takeNew();
    view->findChild<QPushButton*>(QStringLiteral("cancelMerge"))->click();
    EXPECT_EQ(readFile(working), mine);
    EXPECT_FALSE(QFile::exists(project + QStringLiteral("/.kernel-studio/merge.json")));
    EXPECT_EQ(services.session.text(), mine);
}

TEST_F(RegenerateTest, RegenerateMergesTheEditIntoTheNewCodeAndVerifies) {
    // An edit away from the line the model change touches, left unsaved in the editor: the
    // action saves it before it starts.
    useFixture("one");
    open();
    const QString edited =
        editLine(services.session.text(), QStringLiteral("tmp_acc0);"),
                 [](const QString& l) { return l + QStringLiteral(" // tuned"); });
    ASSERT_NE(edited, services.session.text());
    window.codeView()->setText(edited);
    ASSERT_TRUE(services.session.isModified());
    changeEpsilon();

    std::optional<RegenerateOutcome> outcome;
    QObject::connect(window.regeneration(), &RegenerateController::finished,
                     [&](const RegenerateOutcome& o) { outcome = o; });
    window.regeneration()->regenerateAction()->trigger();
    ASSERT_TRUE(window.regeneration()->isRunning());
    EXPECT_TRUE(window.codeView()->isReadOnly()) << "no typing while the merge runs";
    ASSERT_TRUE(waitFor([&] { return outcome.has_value(); }, 150s));
    EXPECT_EQ(outcome->status, QStringLiteral("merged")) << outcome->message.toStdString();
    EXPECT_TRUE(outcome->exported);
    ASSERT_TRUE(outcome->verify);
    EXPECT_EQ(outcome->verify->verdict, QStringLiteral("pass"));
    // The editor shows the merged working copy: the edit and the new epsilon.
    ASSERT_TRUE(waitFor([&] { return services.session.text() == readFile(working); }, 10s));
    EXPECT_TRUE(window.codeView()->text().contains(QStringLiteral("tmp_acc0); // tuned")));
    EXPECT_TRUE(window.codeView()->text().contains(QStringLiteral("1e-05")));
    EXPECT_FALSE(window.codeView()->isReadOnly());
    EXPECT_TRUE(logText().contains(QStringLiteral("verify: PASS"))) << logText().toStdString();
    ASSERT_TRUE(waitFor([&] { return bar()->state() == StalenessBar::State::None; }, 30s))
        << bar()->message().toStdString();
}

TEST_F(RegenerateTest, StrandedEditReappliesToTheChosenKernelInTheEditor) {
    // A stranded edit as a merge records it: a kernel of an older generation (here named
    // cpp_fused_old) with a hand edit, kept in merge.json; the user re-applies it to the
    // project's kernel from Regenerate > Stranded Edits.
    useFixture("one");
    open();
    const auto graph = services.session.graph();
    ASSERT_TRUE(graph);
    QString target;
    for (const auto& k : graph->kernels())
        if (!k.isExtern())
            target = k.name;
    ASSERT_FALSE(target.isEmpty());
    const KernelLocation* loc = services.session.moduleMap().kernel(target);
    ASSERT_TRUE(loc && loc->definition);
    const QStringList lines = splitLines(services.session.text());
    QString pristine;
    for (int i = loc->commentLine > 0 ? loc->commentLine : loc->definition->start;
         i <= loc->definition->end; ++i)
        pristine += lines[i - 1];
    const QString base = QString(pristine).replace(target, QStringLiteral("cpp_fused_old"));
    const qsizetype brace = base.indexOf(QLatin1Char('{'));
    ASSERT_GT(brace, 0);
    const QString edited =
        QString(base).insert(brace + 1, QStringLiteral("\n    // STRANDED-TOKEN: hand edit"));
    const QJsonObject record{
        {QStringLiteral("base"), 1},
        {QStringLiteral("generation"), 2},
        {QStringLiteral("stranded"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("cpp_fused_old")},
                                {QStringLiteral("id"), QStringLiteral("0123456789ab")},
                                {QStringLiteral("kind"), QStringLiteral("cpp")},
                                {QStringLiteral("match"), QStringLiteral("removed")},
                                {QStringLiteral("candidates"), QJsonArray{target}},
                                {QStringLiteral("text"), edited},
                                {QStringLiteral("base"), base},
                                {QStringLiteral("file"), QString()}}}}};
    ASSERT_TRUE(writeFile(project + QStringLiteral("/.kernel-studio/merge.json"),
                          QString::fromUtf8(QJsonDocument(record).toJson())));

    window.regeneration()->strandedAction()->trigger();
    auto* dialog = window.findChild<QDialog*>(QStringLiteral("strandedDialog"));
    ASSERT_NE(dialog, nullptr);
    auto* pane = dialog->findChild<StrandedEditsPane*>();
    ASSERT_NE(pane, nullptr);
    pane->selectEdit(0);
    pane->setCurrentTarget(target);
    EXPECT_EQ(pane->currentTarget(), target);
    dialog->findChild<QPushButton*>(QStringLiteral("strandedReapply"))->click();
    // The edit lands in the target kernel of the editor's text (not on disk until saved).
    ASSERT_TRUE(waitFor(
        [&] { return services.session.text().contains(QStringLiteral("STRANDED-TOKEN")); }, 20s));
    EXPECT_FALSE(services.session.text().contains(QStringLiteral("<<<<<<<")));
    EXPECT_FALSE(services.session.text().contains(QStringLiteral("cpp_fused_old")));
    EXPECT_TRUE(services.session.isModified());
    const qsizetype def = services.session.text().indexOf(target + QStringLiteral(" = r\"\"\""));
    const qsizetype token = services.session.text().indexOf(QStringLiteral("STRANDED-TOKEN"));
    EXPECT_GT(token, def);
    dialog->close();
}
