#pragma once
// The Compiled pane: what the selected kernel compiles to (a stage of Triton's TTIR to SASS,
// or a C++ kernel's assembly), each line tinted by the module line it comes from, with the
// kernel's resources and the deltas against the pristine module. Linked both ways with the
// code: a source line highlights its instructions, a click on an instruction names its line.

#include "app/CompiledKernel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTextBrowser;

namespace ks {

class CompiledView : public QWidget {
    Q_OBJECT
public:
    explicit CompiledView(QWidget* parent = nullptr);

    /// A new result (its stage is shown; the stage box lists its stages).
    void setResult(const CompiledKernel& result);
    /// While the engine compiles `kernel`: the message in the header, the text kept.
    void setBusy(const QString& kernel, const QString& message);
    /// The compile failed (the text cleared, the error in the header).
    void setError(const QString& kernel, const QString& message);
    /// Nothing selected (no kernel, or a library call).
    void clear(const QString& message);

    /// Highlights the stage lines that come from module line `line` and scrolls to the
    /// first; 0 clears. Returns how many lines were highlighted.
    int highlightSourceLine(int line);

    const CompiledKernel& result() const { return m_result; }
    QString kernel() const { return m_kernel; }
    QString stage() const;
    QList<int> highlightedLines() const { return m_highlighted; }
    QPlainTextEdit* text() const { return m_text; }
    QComboBox* stages() const { return m_stages; }
    /// Checked: the stage's diff against the pristine module in place of its text.
    QCheckBox* diffToggle() const { return m_diff; }
    QString headerText() const;
    QString resourcesText() const;

Q_SIGNALS:
    /// The user picked another stage of the shown kernel.
    void stageRequested(const QString& kernel, const QString& stage);
    /// The user clicked a stage line that comes from module line `line`.
    void sourceLineActivated(int line);

private:
    void paintLines();
    void showText();
    void onCursorMoved();

    CompiledKernel m_result;
    QString m_kernel;
    QList<int> m_highlighted;
    bool m_settingText = false;
    QComboBox* m_stages;
    QCheckBox* m_diff;
    QLabel* m_header;
    QPlainTextEdit* m_text;
    QTextBrowser* m_resources;
};

} // namespace ks
