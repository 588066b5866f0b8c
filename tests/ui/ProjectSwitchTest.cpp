// Replacing what the window shows: another project, a .pt2 archive, a model file. Nothing of
// the previous project stays behind (selection, history, search, links), and unsaved edits
// are never dropped silently. Copies of the example project (fixture e2e.export_example).
#include "DetailsPane.h"
#include "MainWindow.h"
#include "SelectionController.h"
#include "editor/CodeView.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "model/FusionTreeModel.h"
#include "support/TestSupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QTreeView>
#include <gtest/gtest.h>

using namespace ks;
using namespace std::chrono_literals;
using ks::test::copyTree;
using ks::test::waitFor;

namespace {

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Position of the first hyperlink in the details (-1: none).
int firstAnchor(const DetailsPane* details) {
    for (QTextBlock b = details->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor())
                return it.fragment().position();
    return -1;
}

/// Answers the next modal question with `button`; `asked` gets its text.
void answerNextQuestion(QMessageBox::StandardButton button, QString* asked) {
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        *asked = box->text();
        poll->deleteLater();
        if (QAbstractButton* b = box->button(button))
            b->click();
        else
            box->reject();
    });
    poll->start();
}

class ProjectSwitchTest : public ::testing::Test {
protected:
    void SetUp() override {
        first = dir.filePath(QStringLiteral("rms_norm"));
        second = dir.filePath(QStringLiteral("transformer_block"));
        ASSERT_TRUE(copyTree(QStringLiteral(KS_TEST_PROJECT), first));
        ASSERT_TRUE(copyTree(ks::test::sourceDir() +
                                 QStringLiteral("/tests/data/projects/transformer_block"),
                             second));
        window.show();
        ASSERT_TRUE(window.openProject(first)) << window.detailsView()->toPlainText().toStdString();
        ASSERT_TRUE(waitFor([&] { return window.graphView()->currentLayout() != nullptr; }, 30s));
    }

    /// A node of the open project that has a source line (a link in the details).
    int nodeWithSource() const {
        const auto graph = window.graphView()->graph();
        for (int n = 0; n < graph->nodeCount(); ++n)
            if (graph->node(n).source && !graph->kernelsOfNode(n).isEmpty())
                return n;
        return -1;
    }

    QString matchLabelText() const {
        QStringList texts;
        for (auto* label : window.graphView()->findChildren<QLabel*>())
            texts << label->text();
        return texts.join(QLatin1Char('|'));
    }

    QAction* action(const QString& text) const {
        for (auto* a : window.findChildren<QAction*>())
            if (a->text() == text)
                return a;
        return nullptr;
    }

    QTemporaryDir dir;
    QString first, second;
    QSettings settings{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()};
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, settings};
};

} // namespace

TEST_F(ProjectSwitchTest, AnotherProjectStartsWithNoSelectionAndItsOwnSummary) {
    const int node = nodeWithSource();
    ASSERT_GE(node, 0);
    const int kernel = window.graphView()->graph()->kernelsOfNode(node).first();
    window.selection()->selectKernel(kernel);
    window.selection()->selectNode(node);
    ASSERT_TRUE(window.selection()->canGoBack());
    // The user follows the node's source link: the details' cursor sits in the link.
    DetailsPane* details = window.detailsView();
    const int anchor = firstAnchor(details);
    ASSERT_GE(anchor, 0);
    QTextCursor at(details->document());
    at.setPosition(anchor + 1);
    QSignalSpy followed(details, &DetailsPane::sourceRequested);
    QTest::mouseClick(details->viewport(), Qt::LeftButton, {}, details->cursorRect(at).center());
    ASSERT_EQ(followed.count(), 1);

    ASSERT_TRUE(window.openProject(second));
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::None);
    EXPECT_FALSE(window.selection()->canGoBack());
    EXPECT_FALSE(window.selection()->canGoForward());
    EXPECT_FALSE(action(QStringLiteral("&Back"))->isEnabled());
    EXPECT_TRUE(window.graphView()->selectedNodes().isEmpty());
    EXPECT_FALSE(window.fusionTree()->selectionModel()->currentIndex().isValid());
    // The details show the new project's summary as plain text: no link of the old project.
    const QString summary = details->toPlainText();
    EXPECT_TRUE(summary.startsWith(QStringLiteral("transformer_block:"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("kernels"))) << summary.toStdString();
    EXPECT_EQ(firstAnchor(details), -1) << details->toHtml().toStdString();
    EXPECT_FALSE(details->textCursor().charFormat().isAnchor());

    // History in the new project never walks back into the old one.
    const int newNode = nodeWithSource();
    ASSERT_GE(newNode, 0);
    window.selection()->selectNode(newNode);
    EXPECT_FALSE(window.selection()->canGoBack());
    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
    EXPECT_EQ(window.selection()->current().index, newNode);
    EXPECT_TRUE(details->toPlainText().contains(window.graphView()->graph()->node(newNode).name));
}

TEST_F(ProjectSwitchTest, TheGraphSearchStartsEmptyInTheNextProject) {
    auto* box = window.graphView()->findChild<QLineEdit*>(QStringLiteral("graphSearch"));
    ASSERT_NE(box, nullptr);
    box->setText(QStringLiteral("pow"));
    ASSERT_GT(window.graphView()->matchCount(), 0);
    ASSERT_TRUE(matchLabelText().contains(QStringLiteral(" of ")))
        << matchLabelText().toStdString();

    ASSERT_TRUE(window.openProject(second));
    EXPECT_TRUE(box->text().isEmpty());
    EXPECT_EQ(window.graphView()->matchCount(), 0);
    EXPECT_FALSE(matchLabelText().contains(QRegularExpression(QStringLiteral("\\d+ (of|found)"))))
        << matchLabelText().toStdString();
    EXPECT_EQ(window.selection()->current().kind, SelectionController::Selection::Kind::None);
    // The same for an archive.
    box->setText(QStringLiteral("mm"));
    ASSERT_GT(window.graphView()->matchCount(), 0);
    ASSERT_TRUE(window.openPt2(ks::test::sourceDir() + QStringLiteral("/tests/data/pt2/mlp.pt2")));
    EXPECT_TRUE(box->text().isEmpty());
    EXPECT_EQ(window.graphView()->matchCount(), 0);
}

TEST_F(ProjectSwitchTest, AModelFileNeverRetitlesTheOpenProject) {
    const QString model =
        ks::test::sourceDir() + QStringLiteral("/engine/tests/models/transformer_block.py");
    ASSERT_TRUE(QFile::exists(model));
    const QString title = window.windowTitle();
    const auto graph = window.graphView()->graph();
    window.openModel(model);
    // The project stays what the window is about; the model file shows in its own dock.
    EXPECT_EQ(window.windowTitle(), title);
    EXPECT_TRUE(title.startsWith(QStringLiteral("rms_norm")));
    EXPECT_EQ(window.graphView()->graph(), graph);
    EXPECT_EQ(window.projectFolder(), first);
    EXPECT_EQ(window.sourceView()->currentPath(), model);
    EXPECT_TRUE(window.dock(QStringLiteral("sourceDock"))
                    ->windowTitle()
                    .contains(QStringLiteral("transformer_block.py")));
    EXPECT_TRUE(window.dock(QStringLiteral("sourceDock"))->isVisible());

    // Over an archive there is nothing to keep: the model replaces it.
    ASSERT_TRUE(window.openPt2(ks::test::sourceDir() + QStringLiteral("/tests/data/pt2/mlp.pt2")));
    ASSERT_TRUE(window.windowTitle().startsWith(QStringLiteral("mlp.pt2")));
    window.openModel(model);
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("transformer_block.py")))
        << window.windowTitle().toStdString();
    EXPECT_EQ(window.graphView()->graph(), nullptr);
    EXPECT_EQ(window.fusionModel()->rowCount(), 0);
    EXPECT_FALSE(window.codeView()->text().contains(QStringLiteral("mlp.pt2")));
}

TEST_F(ProjectSwitchTest, UnsavedEditsAreSavedOrDiscardedOnlyWhenTheUserSays) {
    const QString module = services.session.workingPath();
    const QString saved = readFile(module);
    const QString pt2 = ks::test::sourceDir() + QStringLiteral("/tests/data/pt2/mlp.pt2");
    window.codeView()->insertAt(QStringLiteral("# my notes\n"), 0, 0);
    ASSERT_TRUE(services.session.isModified());

    // Cancel: nothing changes.
    QString asked;
    answerNextQuestion(QMessageBox::Cancel, &asked);
    EXPECT_FALSE(window.openPt2(pt2));
    EXPECT_TRUE(asked.contains(QStringLiteral("rms_norm.py"))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("mlp.pt2"))) << asked.toStdString();
    EXPECT_EQ(window.projectFolder(), first);
    EXPECT_TRUE(services.session.isModified());
    EXPECT_TRUE(window.codeView()->text().startsWith(QStringLiteral("# my notes")));
    EXPECT_EQ(readFile(module), saved);

    // Save: written before the project closes.
    asked.clear();
    answerNextQuestion(QMessageBox::Save, &asked);
    ASSERT_TRUE(window.openPt2(pt2));
    EXPECT_FALSE(asked.isEmpty());
    EXPECT_TRUE(readFile(module).startsWith(QStringLiteral("# my notes")));
    EXPECT_TRUE(window.projectFolder().isEmpty());

    // Ctrl+S on the archive: it says plainly that there is nothing to save.
    window.activateWindow(); // back from the question
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.codeView()->setFocus();
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
    const QString message = window.statusBar()->currentMessage();
    EXPECT_TRUE(message.contains(QStringLiteral("Nothing to save"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("mlp.pt2"))) << message.toStdString();

    // Discard: the saved module stays as it was, no autosave brings the edit back.
    ASSERT_TRUE(window.openProject(first));
    window.codeView()->insertAt(QStringLiteral("# thrown away\n"), 0, 0);
    ASSERT_TRUE(services.session.isModified());
    const QString autosave = services.session.autosavePath();
    asked.clear();
    answerNextQuestion(QMessageBox::Discard, &asked);
    ASSERT_TRUE(window.openProject(second));
    EXPECT_FALSE(asked.isEmpty()) << "switching projects asks too";
    EXPECT_EQ(window.projectFolder(), second);
    EXPECT_FALSE(readFile(module).contains(QStringLiteral("# thrown away")));
    EXPECT_FALSE(QFile::exists(autosave));
}

// An input and a weight the clean module renames (they had its own names): the details of
// their graph nodes say the name to look for in the code.
TEST_F(ProjectSwitchTest, DetailsNameTheInputAndWeightAsTheCodeDoes) {
    const QString renamed = dir.filePath(QStringLiteral("own_names"));
    ASSERT_TRUE(copyTree(ks::test::sourceDir() + QStringLiteral("/tests/data/projects/own_names"),
                         renamed));
    ASSERT_TRUE(window.openProject(renamed)) << window.detailsView()->toPlainText().toStdString();
    const auto graph = window.graphView()->graph();
    const int input = graph->nodeIndex(QStringLiteral("weights"));
    const int weight = graph->nodeIndex(QStringLiteral("p_weights"));
    ASSERT_GE(input, 0);
    ASSERT_GE(weight, 0);
    window.selection()->selectNode(input);
    QString text = window.detailsView()->toPlainText();
    // (A table row: the key and the value are cells, whitespace between them as text.)
    const QRegularExpression inputRow(QStringLiteral("in the code\\s+weights_2\\s"));
    EXPECT_TRUE(text.contains(inputRow)) << text.toStdString();
    window.selection()->selectNode(weight);
    text = window.detailsView()->toPlainText();
    const QRegularExpression weightRow(
        QStringLiteral("state\\s+weights\\s+in the code\\s+weights_3"));
    EXPECT_TRUE(text.contains(weightRow)) << text.toStdString();
}
