#include "merge/DiffTextView.h"

#include <QFontDatabase>
#include <Qsci/qscilexerdiff.h>

namespace ks {

DiffTextView::DiffTextView(QWidget* parent) : QsciScintilla(parent) {
    setObjectName(QStringLiteral("diffText"));
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(10.0);
    auto* lexer = new QsciLexerDiff(this);
    lexer->setDefaultFont(font);
    lexer->setFont(font);
    setLexer(lexer);
    setReadOnly(true);
    setUtf8(true);
    setWrapMode(WrapNone);
    setMarginType(0, NumberMargin);
    setMarginsFont(font);
    setMarginWidth(0, QStringLiteral("00000"));
    setMarginWidth(1, 0);
    setCaretLineVisible(true);
    // Whole-line backgrounds make a long hunk readable at a glance (the lexer only colours
    // the text).
    m_addedMarker = markerDefine(Background, 0);
    m_removedMarker = markerDefine(Background, 1);
    setMarkerBackgroundColor(QColor(0xd8, 0xf5, 0xdc), m_addedMarker);
    setMarkerBackgroundColor(QColor(0xfb, 0xdc, 0xdc), m_removedMarker);
}

void DiffTextView::showDiff(const QString& diff, const QString& placeholder) {
    markerDeleteAll();
    if (diff.isEmpty()) {
        setText(placeholder);
        return;
    }
    setText(diff);
    const QStringList lines = diff.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString& l = lines[i];
        if (l.startsWith(QLatin1String("+++")) || l.startsWith(QLatin1String("---")))
            continue;
        if (l.startsWith(QLatin1Char('+')))
            markerAdd(i, m_addedMarker);
        else if (l.startsWith(QLatin1Char('-')))
            markerAdd(i, m_removedMarker);
    }
}

QList<int> DiffTextView::markedLines(bool added) const {
    QList<int> out;
    const unsigned mask = 1u << unsigned(added ? m_addedMarker : m_removedMarker);
    for (int line = markerFindNext(0, mask); line >= 0; line = markerFindNext(line + 1, mask))
        out << line;
    return out;
}

} // namespace ks
