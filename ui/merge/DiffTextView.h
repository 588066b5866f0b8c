#pragma once
// A read-only unified diff (QScintilla's diff lexer): monospace, line numbers, added and
// removed lines on green and red backgrounds.

#include <Qsci/qsciscintilla.h>

namespace ks {

class DiffTextView : public QsciScintilla {
    Q_OBJECT
public:
    explicit DiffTextView(QWidget* parent = nullptr);

    /// Shows a unified diff; `placeholder` (greyed) when it is empty.
    void showDiff(const QString& diff, const QString& placeholder = {});
    /// Lines carrying the added / removed background (0-based), for tests.
    QList<int> markedLines(bool added) const;

private:
    int m_addedMarker = 0;
    int m_removedMarker = 1;
};

} // namespace ks
