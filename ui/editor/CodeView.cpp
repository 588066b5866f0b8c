#include "editor/CodeView.h"

#include "editor/EditorKeys.h"
#include "profile/HeatBar.h"

#include <QFile>
#include <QFontDatabase>
#include <QMouseEvent>
#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerpython.h>
#include <algorithm>

namespace ks {
namespace {
constexpr int kDefinitionMarker = 1;
constexpr int kLaunchMarker = 2;
constexpr int kEditedMarker = 3;
constexpr int kFailedMarker = 4;
constexpr int kTaintedMarker = 5;
constexpr int kErrorIndicator = 10;
constexpr int kWarningIndicator = 11;
constexpr int kStatusMargin = 2;
constexpr int kSelectedIndicator = 8;
constexpr int kHoverIndicator = 9;
constexpr int kMarkMargin = 1;
constexpr int kProfileMargin = 4;
constexpr int kHeatLevels = 6;
} // namespace

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
    if (palette().color(QPalette::Base).lightnessF() < 0.5) {
        // The lexer's colours are made for white paper: lift them to be readable on dark.
        for (int style = 0; style <= QsciScintillaBase::STYLE_MAX; ++style) {
            const QColor c = lexer->color(style);
            float h = 0, sat = 0, l = 0;
            c.getHslF(&h, &sat, &l);
            lexer->setColor(QColor::fromHslF(h, sat, std::max(l, 0.72f)), style);
            lexer->setPaper(palette().color(QPalette::Base), style);
        }
    }
    setLexer(lexer);
    // The text past the view is styled (and its folds found) a little at a time while the
    // window is idle: a jump far down a big module (a backward kernel of DenseNet-121's
    // 80,000-line step) no longer styles everything above its line first (~60 ms).
    SendScintilla(SCI_SETIDLESTYLING, SC_IDLESTYLING_AFTERVISIBLE);
    setUtf8(true);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginWidth(0, QStringLiteral("00000"));
    setMarginType(kMarkMargin, QsciScintilla::SymbolMargin);
    setMarginWidth(kMarkMargin, 14);
    setMarginMarkerMask(kMarkMargin, (1 << kDefinitionMarker) | (1 << kLaunchMarker));
    setMarginType(kStatusMargin, QsciScintilla::SymbolMargin);
    setMarginWidth(kStatusMargin, 12);
    setMarginMarkerMask(kStatusMargin,
                        (1 << kEditedMarker) | (1 << kFailedMarker) | (1 << kTaintedMarker));
    markerDefine(QsciScintilla::Circle, kEditedMarker);
    setMarkerBackgroundColor(QColor(0xe0, 0x8a, 0x00), kEditedMarker);
    markerDefine(QsciScintilla::FullRectangle, kFailedMarker);
    setMarkerBackgroundColor(QColor(0xd0, 0x34, 0x2c), kFailedMarker);
    markerDefine(QsciScintilla::SmallRectangle, kTaintedMarker);
    setMarkerBackgroundColor(QColor(0x9a, 0x8f, 0x80), kTaintedMarker);
    indicatorDefine(QsciScintilla::SquiggleIndicator, kErrorIndicator);
    setIndicatorForegroundColor(QColor(0xd0, 0x34, 0x2c), kErrorIndicator);
    indicatorDefine(QsciScintilla::SquiggleIndicator, kWarningIndicator);
    setIndicatorForegroundColor(QColor(0xd9, 0x9a, 0x1e), kWarningIndicator);
    setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    setAutoCompletionSource(QsciScintilla::AcsAll);
    setAutoCompletionThreshold(2);
    setCallTipsStyle(QsciScintilla::CallTipsContext);
    setMarginsBackgroundColor(palette().color(QPalette::Window));
    setMarginsForegroundColor(palette().color(QPalette::PlaceholderText));
    const QColor accent = palette().color(QPalette::Highlight);
    markerDefine(QsciScintilla::RightTriangle, kDefinitionMarker);
    setMarkerBackgroundColor(accent, kDefinitionMarker);
    markerDefine(QsciScintilla::RightArrow, kLaunchMarker);
    setMarkerBackgroundColor(QColor(0xd9, 0x9a, 0x1e), kLaunchMarker);
    setMargins(5);
    setMarginWidth(kProfileMargin, 0);                // profiled times, when shown
    setFolding(QsciScintilla::BoxedTreeFoldStyle, 3); // margins: 0 numbers, 1 kernels, 2 status
    setFoldMarginColors(palette().color(QPalette::Window), palette().color(QPalette::Window));
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(palette().color(QPalette::AlternateBase));

    indicatorDefine(QsciScintilla::FullBoxIndicator, kSelectedIndicator);
    setIndicatorForegroundColor(QColor(accent.red(), accent.green(), accent.blue(), 70),
                                kSelectedIndicator);
    setIndicatorDrawUnder(true, kSelectedIndicator);
    indicatorDefine(QsciScintilla::FullBoxIndicator, kHoverIndicator);
    setIndicatorForegroundColor(QColor(accent.red(), accent.green(), accent.blue(), 30),
                                kHoverIndicator);
    setIndicatorDrawUnder(true, kHoverIndicator);

    SendScintilla(SCI_SETMOUSEDWELLTIME, 250);
    connect(this, &QsciScintilla::SCN_DWELLSTART, this, [this](int position, int, int) {
        if (position < 0) {
            Q_EMIT lineHovered(-1);
            return;
        }
        int line = 0, index = 0;
        lineIndexFromPosition(position, &line, &index);
        Q_EMIT lineHovered(line + 1);
    });
    connect(this, &QsciScintilla::SCN_DWELLEND, this,
            [this](int, int, int) { Q_EMIT lineHovered(-1); });
    applyEditorKeys(*this); // none of its keys may beat the window's shortcuts
    setReadOnly(true);
}

bool CodeView::showFile(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    showText(QString::fromUtf8(f.readAll()), path);
    return true;
}

void CodeView::showText(const QString& text, const QString& path) {
    const bool readOnly = isReadOnly();
    setReadOnly(false);
    setText(text);
    setReadOnly(readOnly);
    markerDeleteAll();
    m_path = path;
}

void CodeView::setPlaceholderMessage() {
    showText(tr("# Open a project (File > Open Project) or export a model\n"
                "# (File > New Project from Model) to see its generated code here.\n"),
             QString());
}

void CodeView::setEditorFont(const QFont& font) {
    if (auto* l = lexer()) {
        l->setDefaultFont(font);
        l->setFont(font);
    }
    setMarginsFont(font);
}

void CodeView::setStatusMarks(const QList<int>& edited, const QList<int>& failed,
                              const QList<int>& tainted) {
    markerDeleteAll(kEditedMarker);
    markerDeleteAll(kFailedMarker);
    markerDeleteAll(kTaintedMarker);
    for (int line : edited)
        markerAdd(line - 1, kEditedMarker);
    for (int line : failed)
        markerAdd(line - 1, kFailedMarker);
    for (int line : tainted)
        markerAdd(line - 1, kTaintedMarker);
}

QList<int> CodeView::statusLines(const QString& status) const {
    const int marker = status == QLatin1String("edited")   ? kEditedMarker
                       : status == QLatin1String("failed") ? kFailedMarker
                                                           : kTaintedMarker;
    QList<int> out;
    for (int line = 0; line < lines(); ++line)
        if (markersAtLine(line) & (1u << marker))
            out.append(line + 1);
    return out;
}

void CodeView::setProblems(const QList<Problem>& problems) {
    const int lastLine = qMax(0, lines() - 1);
    clearIndicatorRange(0, 0, lastLine, lineLength(lastLine), kErrorIndicator);
    clearIndicatorRange(0, 0, lastLine, lineLength(lastLine), kWarningIndicator);
    clearAnnotations();
    QHash<int, QStringList> notes;
    for (const Problem& p : problems) {
        const int line = qBound(0, p.line - 1, lastLine);
        const int end = p.endColumn > p.column ? p.endColumn : lineLength(line);
        fillIndicatorRange(line, p.column, line, end,
                           p.error ? kErrorIndicator : kWarningIndicator);
        notes[line] << (p.error ? QStringLiteral("error: ") : QStringLiteral("warning: ")) +
                           p.message;
    }
    for (auto it = notes.begin(); it != notes.end(); ++it)
        annotate(it.key(), it.value().join(QLatin1Char('\n')), 0);
}

void CodeView::setApiEntries(const QStringList& entries) {
    auto* apis = new QsciAPIs(lexer());
    for (const QString& e : entries)
        apis->add(e);
    apis->prepare();
}

void CodeView::setProfileMarks(const QList<ProfileMark>& marks) {
    if (m_heatStyles.isEmpty()) {
        const QFont small = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        const QColor ground = palette().color(QPalette::Window);
        for (int level = 0; level < kHeatLevels; ++level) {
            const QColor heat = heatColour(double(level) / (kHeatLevels - 1));
            // The heat over the margin's ground, light enough to read the text on it.
            const double a = 0.25 + 0.45 * level / (kHeatLevels - 1);
            const QColor paper =
                QColor::fromRgbF(float(ground.redF() * (1 - a) + heat.redF() * a),
                                 float(ground.greenF() * (1 - a) + heat.greenF() * a),
                                 float(ground.blueF() * (1 - a) + heat.blueF() * a));
            m_heatStyles << QsciStyle(-1, QStringLiteral("profile heat %1").arg(level),
                                      palette().color(QPalette::Text), paper, small);
        }
    }
    // Scintilla clears margin text line by line (every line of a big module: ~15 ms for
    // DenseNet-121's training step): only when a mark is there to clear.
    if (!m_profileText.isEmpty())
        clearMarginText(-1);
    m_profileText.clear();
    int widest = 0;
    for (const ProfileMark& m : marks) {
        if (m.line < 1 || m.line > lines())
            continue;
        const int level =
            std::clamp(int(std::lround(m.heat * (kHeatLevels - 1))), 0, kHeatLevels - 1);
        setMarginText(m.line - 1, m.text, m_heatStyles[level]);
        m_profileText.insert(m.line, m.text);
        widest = std::max(widest, int(m.text.size()));
    }
    setMarginType(kProfileMargin, QsciScintilla::TextMarginRightJustified);
    setMarginWidth(kProfileMargin,
                   m_profileText.isEmpty()
                       ? 0
                       : fontMetrics().horizontalAdvance(QString(widest + 1, QLatin1Char('0'))));
}

void CodeView::setKernelMarks(const QList<int>& definitions, const QList<int>& launches) {
    markerDeleteAll(kDefinitionMarker);
    markerDeleteAll(kLaunchMarker);
    for (int line : definitions)
        markerAdd(line - 1, kDefinitionMarker);
    for (int line : launches)
        markerAdd(line - 1, kLaunchMarker);
}

QList<int> CodeView::markedLines(bool definitions) const {
    QList<int> lines;
    const unsigned mask = 1u << (definitions ? kDefinitionMarker : kLaunchMarker);
    for (int line = 0; line < this->lines(); ++line)
        if (markersAtLine(line) & mask)
            lines.append(line + 1);
    return lines;
}

void CodeView::fillRanges(int indicator, const QList<LineRange>& ranges) {
    const int lastLine = lines() - 1;
    clearIndicatorRange(0, 0, lastLine, lineLength(lastLine), indicator);
    for (const LineRange& r : ranges) {
        if (!r.isValid())
            continue;
        const int endLine = qMin(r.end - 1, lastLine);
        fillIndicatorRange(r.start - 1, 0, endLine, lineLength(endLine), indicator);
    }
}

void CodeView::setSelectedRanges(const QList<LineRange>& ranges) {
    m_selectedRanges = ranges;
    fillRanges(kSelectedIndicator, ranges);
}

void CodeView::setHoverRanges(const QList<LineRange>& ranges) {
    fillRanges(kHoverIndicator, ranges);
}

void CodeView::revealLine(int line) {
    const int target = qMax(0, line - 4);
    setFirstVisibleLine(target);
    ensureLineVisible(line - 1);
}

int CodeView::firstVisibleLineNumber() const {
    return int(const_cast<CodeView*>(this)->SendScintilla(SCI_GETFIRSTVISIBLELINE)) + 1;
}

int CodeView::lastVisibleLineNumber() const {
    auto* self = const_cast<CodeView*>(this);
    return int(self->SendScintilla(SCI_GETFIRSTVISIBLELINE) +
               self->SendScintilla(SCI_LINESONSCREEN));
}

void CodeView::mouseReleaseEvent(QMouseEvent* event) {
    QsciScintilla::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || hasSelectedText())
        return;
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    Q_EMIT lineClicked(line + 1);
}

} // namespace ks
