#include "CodeView.h"

#include <QFile>
#include <QFontDatabase>
#include <Qsci/qscilexerpython.h>

namespace ks {

CodeView::CodeView(QWidget* parent) : QsciScintilla(parent) {
    setObjectName(QStringLiteral("codeView"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto* lexer = new QsciLexerPython(this);
    lexer->setDefaultFont(mono);
    lexer->setFont(mono);
    // Follow the system palette (dark or light) instead of the lexer's white paper.
    lexer->setDefaultPaper(palette().color(QPalette::Base));
    lexer->setPaper(palette().color(QPalette::Base));
    lexer->setDefaultColor(palette().color(QPalette::Text));
    setLexer(lexer);
    setUtf8(true);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginWidth(0, QStringLiteral("00000"));
    setMarginsBackgroundColor(palette().color(QPalette::Window));
    setMarginsForegroundColor(palette().color(QPalette::PlaceholderText));
    setFolding(QsciScintilla::BoxedTreeFoldStyle);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(palette().color(QPalette::AlternateBase));
    setReadOnly(true);
}

bool CodeView::showFile(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    setReadOnly(false);
    setText(QString::fromUtf8(f.readAll()));
    setReadOnly(true);
    m_path = path;
    return true;
}

} // namespace ks
