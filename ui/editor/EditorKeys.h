#pragma once
// The code editors' keys: QScintilla's default bindings, less those that would change the text
// where the user means something else. A binding of the editor wins over the window's menu
// shortcuts while the editor has the focus, so Ctrl+L (Go to Line) used to cut the line and
// Ctrl+Shift+L (Show Log) to delete it; Ctrl+T, Ctrl+U and Ctrl+Shift+U rewrote lines or the
// selection's case without a word. docs/user-guide.md "Keys in the editor" lists every binding.

#include <QKeySequence>
#include <QList>
#include <QString>

class QsciScintilla;

namespace ks {

/// One of the editor component's bindings as the app leaves it.
struct EditorKeyBinding {
    int command = 0;       // QsciCommand::Command
    QString description;   // QScintilla's ("Cut current line")
    QKeySequence original; // QScintilla's default key (and alternate, when it has one)
    QKeySequence originalAlternate;
    QKeySequence key; // what it is bound to now (empty: no key)
    QKeySequence alternate;
};

/// Takes the bindings that clash with the app's shortcuts or change text unasked off
/// `editor` (each QsciScintilla has its own command set), and moves line deletion to
/// Ctrl+Shift+K.
void applyEditorKeys(QsciScintilla& editor);

/// Every bound command of the editor component: QScintilla's default key and the key now.
QList<EditorKeyBinding> editorKeyBindings(QsciScintilla& editor);

} // namespace ks
