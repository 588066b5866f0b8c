// The code editor's keys against the window's shortcuts (docs/user-guide.md "Keys in the
// editor"): every menu shortcut pressed with the editor focused leaves the text as it was
// (QScintilla's own bindings used to win: Ctrl+L cut the line, Ctrl+Shift+L deleted it), and
// no binding left in the editor takes a shortcut of the window but the editor's own undo,
// redo and zoom. On a copy of tests/data/projects/transformer_block (no engine needed).
#include "editor/EditorKeys.h"

#include "MainWindow.h"
#include "app/ProjectSession.h"
#include "editor/CodeView.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>

using namespace ks;

namespace {

class EditorKeysTest : public ::testing::Test {
protected:
    void SetUp() override {
        project = dir.filePath(QStringLiteral("project"));
        ASSERT_TRUE(ks::test::copyTree(ks::test::sourceDir() +
                                           QStringLiteral("/tests/data/projects/transformer_block"),
                                       project));
        window.show();
        ASSERT_TRUE(window.openProject(project));
        window.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
        ASSERT_FALSE(window.codeView()->isReadOnly()) << "the working module is editable";
    }

    /// The window's actions with a shortcut, Quit last (it closes the window).
    QList<QAction*> shortcutActions() {
        QList<QAction*> actions, quit;
        for (QAction* a : window.findChildren<QAction*>())
            if (!a->shortcuts().isEmpty())
                (a->shortcuts().contains(QKeySequence(QKeySequence::Quit)) ? quit : actions) << a;
        return actions + quit;
    }

    QTemporaryDir dir;
    QString project;
    QSettings config{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    LayoutService layouts;
    EngineClient engine{ks::test::engineOptions()}; // never started: engine calls fail at once
    ks::test::AppServices services{engine};
    MainWindow window{services.api, services.session, layouts, config};
};

} // namespace

TEST_F(EditorKeysTest, NoMenuShortcutChangesTheTextInTheEditor) {
    CodeView* code = window.codeView();
    const QString text = code->text();
    ASSERT_GT(code->lines(), 100);
    // Somewhere in the middle of a kernel, with nothing selected: Ctrl+L cut this line.
    code->setCursorPosition(code->lines() / 2, 4);
    // Dialogs the shortcuts open (Go to Line, New Project, Open, About) are closed unanswered.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (QWidget* modal = QApplication::activeModalWidget())
            modal->close();
        if (QWidget* popup = QApplication::activePopupWidget())
            popup->close();
    });
    closer.start(20);
    const QList<QAction*> actions = shortcutActions();
    ASSERT_GT(actions.size(), 20);
    QStringList pressed;
    for (QAction* action : actions) {
        for (const QKeySequence& keys : action->shortcuts()) {
            window.show();
            window.dock(QStringLiteral("codeDock"))->show();
            window.dock(QStringLiteral("codeDock"))->raise();
            window.activateWindow();
            code->setFocus();
            QApplication::processEvents();
            ASSERT_TRUE(QApplication::focusWidget() == code ||
                        code->isAncestorOf(QApplication::focusWidget()))
                << "before " << keys.toString().toStdString();
            for (int i = 0; i < keys.count(); ++i)
                QTest::keyClick(code, keys[i].key(), keys[i].keyboardModifiers());
            QApplication::processEvents();
            const QString what = QStringLiteral("%1 (%2)").arg(
                keys.toString(), action->text().remove(QLatin1Char('&')));
            pressed << what;
            EXPECT_TRUE(code->text() == text) << what.toStdString() << " changed the text";
            EXPECT_FALSE(code->isModified()) << what.toStdString() << " marked it modified";
            if (code->text() != text) {
                code->setText(text);
                code->setModified(false);
            }
        }
    }
    EXPECT_TRUE(pressed.join(QLatin1Char('\n')).contains(QStringLiteral("Ctrl+L (Go to Line")))
        << pressed.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(services.session.text() == text);
}

TEST_F(EditorKeysTest, GoToLineIsTheMenusInTheEditor) {
    CodeView* code = window.codeView();
    const QString text = code->text();
    code->setFocus();
    code->setCursorPosition(10, 0);
    bool asked = false;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        // The menu's dialog, not the editor's line cut: answer line 30.
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        asked = true;
        if (auto* spin = dialog->findChild<QSpinBox*>())
            spin->setValue(30);
        dialog->accept();
    });
    answer.start(20);
    QTest::keyClick(code, Qt::Key_L, Qt::ControlModifier);
    EXPECT_TRUE(asked);
    int line = 0, column = 0;
    code->getCursorPosition(&line, &column);
    EXPECT_EQ(line, 29);
    EXPECT_TRUE(code->text() == text) << "the line was cut";
}

TEST_F(EditorKeysTest, NoEditorBindingTakesAWindowShortcut) {
    // The editor keeps its own undo, redo and zoom: the same job, in the pane with the focus.
    const QList<QKeySequence> shared{
        QKeySequence(Qt::CTRL | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y),
        QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Minus)};
    QHash<QString, QString> windowKeys;
    for (QAction* a : shortcutActions())
        for (const QKeySequence& k : a->shortcuts())
            windowKeys.insert(k.toString(), a->text().remove(QLatin1Char('&')));
    for (CodeView* editor : window.findChildren<CodeView*>()) {
        const QList<EditorKeyBinding> bindings = editorKeyBindings(*editor);
        ASSERT_GT(bindings.size(), 60);
        for (const EditorKeyBinding& b : bindings)
            for (const QKeySequence& k : {b.key, b.alternate}) {
                if (k.isEmpty() || shared.contains(k))
                    continue;
                EXPECT_FALSE(windowKeys.contains(k.toString()))
                    << editor->objectName().toStdString() << ": " << k.toString().toStdString()
                    << " (" << b.description.toStdString() << ") is the window's "
                    << windowKeys.value(k.toString()).toStdString();
            }
    }
}

TEST_F(EditorKeysTest, TheUserGuideListsEveryBinding) {
    QFile guide(ks::test::sourceDir() + QStringLiteral("/docs/user-guide.md"));
    ASSERT_TRUE(guide.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(guide.readAll());
    const qsizetype section = text.indexOf(QStringLiteral("## Keys in the editor"));
    ASSERT_GE(section, 0);
    for (const EditorKeyBinding& b : editorKeyBindings(*window.codeView())) {
        const QString now = b.key.isEmpty() ? QStringLiteral("none") : b.key.toString();
        EXPECT_TRUE(text.indexOf(QStringLiteral("| %1 |").arg(b.description), section) >= 0)
            << b.description.toStdString();
        EXPECT_TRUE(text.indexOf(QStringLiteral("| %1 | %2").arg(b.description, now), section) >= 0)
            << b.description.toStdString() << " now " << now.toStdString();
    }
}

TEST_F(EditorKeysTest, TheViewMenuNamesEachPaneOnce) {
    QMenu* view = nullptr;
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (menu->title() == QStringLiteral("&View"))
            view = menu;
    ASSERT_NE(view, nullptr);
    QStringList names;
    for (QAction* a : view->actions())
        if (!a->isSeparator())
            names << a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…"));
    for (const QString& name : names)
        EXPECT_EQ(names.count(name), 1) << name.toStdString() << " is in the View menu twice";
    EXPECT_TRUE(names.contains(QStringLiteral("Compiler")));
}
