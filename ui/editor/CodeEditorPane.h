#pragma once
// The code dock's contents: the code view with a find/replace bar (Ctrl+F, Ctrl+H) and a bar
// that offers to restore autosaved edits after a crash.

#include <QWidget>

class QLabel;
class QLineEdit;

namespace ks {

class CodeView;

class CodeEditorPane : public QWidget {
    Q_OBJECT
public:
    explicit CodeEditorPane(CodeView* code, QWidget* parent = nullptr);

    void showFind(bool replace);
    bool findNext(const QString& text);
    /// F3 / Shift+F3: the find bar's text (or the selection) again, forwards or backwards.
    bool findAgain(bool forward);
    /// Closes the find bar (Esc in it) and gives the focus back to the code.
    void hideFind();
    bool isFindVisible() const;
    /// Moves the cursor to `line` (1-based, clamped to the text) and shows it mid-view.
    void goToLine(int line);
    int replaceAll(const QString& text, const QString& with);
    /// Shows the restore offer for `autosavePath`.
    void offerRestore(const QString& autosavePath);
    void hideRestore();
    bool isRestoreOffered() const;
    /// Offers to reload `fileName`, changed on disk by another program (`unsaved`: the
    /// editor holds edits that a reload drops). Nothing changes until the user says.
    void offerReload(const QString& fileName, bool unsaved);
    void hideReload();
    bool isReloadOffered() const;

Q_SIGNALS:
    void restoreRequested();
    void discardRequested();
    /// Reload the file from disk (the reload offer's button).
    void reloadRequested();

private:
    CodeView* m_code;
    QWidget* m_findBar;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QWidget* m_restoreBar;
    QLabel* m_restoreLabel;
    QWidget* m_reloadBar;
    QLabel* m_reloadLabel;
};

} // namespace ks
