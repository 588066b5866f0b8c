#pragma once
// Read-only Python source view (QScintilla): highlighting, line numbers, folding.

#include <Qsci/qsciscintilla.h>

namespace ks {

class CodeView : public QsciScintilla {
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);

    /// Shows a file's text; returns false and leaves the view unchanged if it cannot be read.
    bool showFile(const QString& path, QString* error);
    QString currentPath() const { return m_path; }

private:
    QString m_path;
};

} // namespace ks
