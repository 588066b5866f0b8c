#include "editor/EditorKeys.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qsciscintilla.h>

namespace ks {
namespace {

struct Rebind {
    QsciCommand::Command command;
    int key; // 0: no key
};

// Cut line (Ctrl+L) and delete line (Ctrl+Shift+L) are the window's Go to Line and Show Log;
// transpose lines (Ctrl+T) and the case changes (Ctrl+U, Ctrl+Shift+U) rewrite code that a
// user of Qt Creator or VS Code meant to select or search. Deleting a line keeps a key,
// VS Code's.
constexpr Rebind kRebinds[] = {
    {QsciCommand::LineCut, 0},
    {QsciCommand::LineDelete, QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_K).toCombined()},
    {QsciCommand::LineTranspose, 0},
    {QsciCommand::SelectionLowerCase, 0},
    {QsciCommand::SelectionUpperCase, 0},
};

} // namespace

void applyEditorKeys(QsciScintilla& editor) {
    QsciCommandSet* commands = editor.standardCommands();
    for (const Rebind& r : kRebinds)
        if (QsciCommand* c = commands->find(r.command)) {
            c->setKey(r.key);
            c->setAlternateKey(0);
        }
}

QList<EditorKeyBinding> editorKeyBindings(QsciScintilla& editor) {
    QsciScintilla defaults; // a fresh editor has QScintilla's own bindings
    QList<EditorKeyBinding> out;
    for (QsciCommand* c : editor.standardCommands()->commands()) {
        const QsciCommand* d = defaults.standardCommands()->find(c->command());
        if (!d ||
            (d->key() == 0 && d->alternateKey() == 0 && c->key() == 0 && c->alternateKey() == 0))
            continue; // never bound
        out << EditorKeyBinding{int(c->command()),      c->description(),
                                QKeySequence(d->key()), QKeySequence(d->alternateKey()),
                                QKeySequence(c->key()), QKeySequence(c->alternateKey())};
    }
    return out;
}

} // namespace ks
