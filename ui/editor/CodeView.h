#pragma once
// Python source view (QScintilla): highlighting, line numbers, folding, read-only. Marks
// kernel definitions and launch sites in the margin, highlights line ranges (selection and a
// lighter hover), and reports the line the user clicks or points at.

#include "graph/GraphModel.h"

#include <QHash>
#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

namespace ks {

class CodeView : public QsciScintilla {
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);

    /// Shows a file's text; returns false and leaves the view unchanged if it cannot be read.
    bool showFile(const QString& path, QString* error);
    /// Shows text that belongs to `path` (for titles and links).
    void showText(const QString& text, const QString& path);
    QString currentPath() const { return m_path; }
    /// Shows a hint instead of text until something is opened.
    void setPlaceholderMessage();
    /// Font of the text (the lexer's styles follow it).
    void setEditorFont(const QFont& font);

    /// Margin marks: a kernel definition starts at each of `definitions`, a launch at each of
    /// `launches` (1-based lines). Replaces earlier marks.
    void setKernelMarks(const QList<int>& definitions, const QList<int>& launches);
    /// Lines carrying a definition / launch mark (1-based), for tests and navigation.
    QList<int> markedLines(bool definitions) const;

    /// Status marks at kernel definitions (1-based lines): edited by the user, failed
    /// verification (red), tainted (downstream of a failed kernel). Replaces earlier ones.
    void setStatusMarks(const QList<int>& edited, const QList<int>& failed,
                        const QList<int>& tainted);
    /// Lines carrying a status mark: "edited", "failed" or "tainted".
    QList<int> statusLines(const QString& status) const;

    /// A profiled time in the margin next to a kernel's definition or launch.
    struct ProfileMark {
        int line = 0;    // 1-based
        QString text;    // "1.23 ms 34%"
        double heat = 0; // 0..1: share relative to the slowest kernel
    };
    /// Shows profiled times in a margin beside the text, on a heat-coloured ground
    /// (replacing earlier ones; empty hides the margin).
    void setProfileMarks(const QList<ProfileMark>& marks);
    /// The profile margin's text at `line` (1-based), "" when none.
    QString profileText(int line) const { return m_profileText.value(line); }

    /// One problem found by the engine's module check (1-based line, 0-based columns).
    struct Problem {
        int line = 0;
        int column = 0;
        int endColumn = -1;
        bool error = true;
        QString message;
    };
    /// Shows problems inline: squiggles under their text and an annotation under the line.
    void setProblems(const QList<Problem>& problems);
    /// Completion and call tips from entries "name(signature)" (e.g. the installed triton's).
    void setApiEntries(const QStringList& entries);

    /// Highlights whole lines of `ranges` as the selection (replacing the previous one).
    void setSelectedRanges(const QList<LineRange>& ranges);
    const QList<LineRange>& selectedRanges() const { return m_selectedRanges; }
    /// Lighter highlight for what the mouse points at elsewhere.
    void setHoverRanges(const QList<LineRange>& ranges);
    /// Scrolls so `line` (1-based) is near the top of the view.
    void revealLine(int line);
    /// First and last visible lines (1-based).
    int firstVisibleLineNumber() const;
    int lastVisibleLineNumber() const;

Q_SIGNALS:
    /// The user clicked on `line` (1-based).
    void lineClicked(int line);
    /// The mouse rests on `line` (1-based), or left the text (-1).
    void lineHovered(int line);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void fillRanges(int indicator, const QList<LineRange>& ranges);

    QString m_path;
    QList<LineRange> m_selectedRanges;
    QHash<int, QString> m_profileText;
    QList<QsciStyle> m_heatStyles; // made on first use, one per heat level
};

} // namespace ks
