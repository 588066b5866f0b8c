#include "compiled/CompiledView.h"

#include "app/KernelResources.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ks {
namespace {

// Compiler Explorer's habit: neighbouring source lines in distinct soft hues.
QColor tintFor(int line, bool dark) {
    static const int hues[] = {210, 30, 120, 280, 0, 170, 60, 320};
    const int hue = hues[line % 8];
    return dark ? QColor::fromHsl(hue, 90, 60) : QColor::fromHsl(hue, 160, 228);
}

} // namespace

CompiledView::CompiledView(QWidget* parent) : QWidget(parent) {
    m_stages = new QComboBox;
    m_stages->setObjectName(QStringLiteral("compiledStage"));
    m_stages->setToolTip(tr("The compiler stage shown"));
    m_diff = new QCheckBox(tr("Diff against pristine"));
    m_diff->setObjectName(QStringLiteral("compiledDiff"));
    m_diff->setToolTip(tr("Show what changed in this stage against the pristine module"));
    m_header = new QLabel;
    m_header->setObjectName(QStringLiteral("compiledHeader"));
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setWordWrap(true);
    m_text = new QPlainTextEdit;
    m_text->setObjectName(QStringLiteral("compiledText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_resources = new QTextBrowser;
    m_resources->setObjectName(QStringLiteral("compiledResources"));

    auto* top = new QHBoxLayout;
    top->addWidget(m_stages);
    top->addWidget(m_header, 1);
    top->addWidget(m_diff);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_text);
    split->addWidget(m_resources);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(m_stages, &QComboBox::activated, this, [this] {
        if (!m_kernel.isEmpty() && stage() != m_result.stage)
            Q_EMIT stageRequested(m_kernel, stage());
    });
    connect(m_text, &QPlainTextEdit::cursorPositionChanged, this, &CompiledView::onCursorMoved);
    connect(m_diff, &QCheckBox::toggled, this, &CompiledView::showText);
    clear(tr("Select a kernel to see what it compiles to."));
}

QString CompiledView::stage() const {
    return m_stages->currentText();
}

QString CompiledView::headerText() const {
    return m_header->text();
}

QString CompiledView::resourcesText() const {
    return m_resources->toPlainText();
}

void CompiledView::setResult(const CompiledKernel& result) {
    m_result = result;
    m_kernel = result.kernel;
    {
        const QSignalBlocker block(m_stages);
        m_stages->clear();
        m_stages->addItems(result.stages);
        m_stages->setCurrentText(result.stage);
        m_stages->setEnabled(true);
    }
    // Where the target comes from: the project's [compiled] target, the engine's GPU, sm_90.
    const QString target =
        describeTarget(result.target, result.json.value(QStringLiteral("targetSource")).toString());
    m_header->setText(tr("%1 — %2 for %3, %4 s")
                          .arg(result.kernel, result.stage, target)
                          .arg(result.seconds, 0, 'f', 1));
    m_diff->setEnabled(result.pristine.has_value());
    showText();

    // What changed against the pristine module first: the reason to look at this pane.
    QString html;
    if (result.pristine) {
        html += QStringLiteral("<b>%1</b>").arg(tr("Against the pristine module"));
        if (result.deltas.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(tr("no change"));
        else {
            html += QStringLiteral("<ul>");
            for (const auto& d : result.deltas)
                html += QStringLiteral("<li>%1</li>").arg(d.text.toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
    } else if (!result.pristineError.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Pristine: %1").arg(result.pristineError.toHtmlEscaped()));
    }
    html += QStringLiteral("<b>%1</b><ul>").arg(tr("Resources"));
    for (const QString& line : describeResources(result.edited.resources))
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_resources->setHtml(html);
}

void CompiledView::showText() {
    const bool diff = m_diff->isChecked() && m_result.pristine;
    m_settingText = true;
    m_text->setPlainText(
        diff ? (m_result.diff.isEmpty() ? tr("No change in this stage.") : m_result.diff)
             : m_result.edited.text);
    m_settingText = false;
    m_highlighted.clear();
    if (!diff)
        return paintLines();
    // The diff's lines are not the stage's: tinted as added or removed instead.
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    QList<QTextEdit::ExtraSelection> selections;
    for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
        const QString t = b.text();
        const bool added = t.startsWith(QLatin1Char('+')) && !t.startsWith(QLatin1String("+++"));
        const bool removed = t.startsWith(QLatin1Char('-')) && !t.startsWith(QLatin1String("---"));
        if (!added && !removed)
            continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(b);
        sel.format.setBackground(
            QColor::fromHsl(added ? 120 : 0, dark ? 80 : 140, dark ? 50 : 225));
        sel.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(sel);
    }
    m_text->setExtraSelections(selections);
}

void CompiledView::setBusy(const QString& kernel, const QString& message) {
    m_kernel = kernel;
    m_header->setText(message);
    m_stages->setEnabled(false);
}

void CompiledView::setError(const QString& kernel, const QString& message) {
    m_kernel = kernel;
    m_result = {};
    m_header->setText(message);
    m_settingText = true;
    m_text->clear();
    m_settingText = false;
    m_resources->clear();
    m_stages->setEnabled(false);
}

void CompiledView::clear(const QString& message) {
    setError(QString(), message);
    const QSignalBlocker block(m_stages);
    m_stages->clear();
}

void CompiledView::paintLines() {
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    QList<QTextEdit::ExtraSelection> selections;
    QTextDocument* doc = m_text->document();
    for (const auto& [stageLine, moduleLine] : m_result.edited.lineMap) {
        const QTextBlock block = doc->findBlockByNumber(stageLine - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(block);
        const bool strong = m_highlighted.contains(stageLine);
        s.format.setBackground(strong ? palette().color(QPalette::Highlight)
                                      : tintFor(moduleLine, dark));
        if (strong)
            s.format.setForeground(palette().color(QPalette::HighlightedText));
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(s);
    }
    m_text->setExtraSelections(selections);
}

int CompiledView::highlightSourceLine(int line) {
    if (m_diff->isChecked())
        return 0;
    m_highlighted = line > 0 ? m_result.edited.stageLinesOf(line) : QList<int>();
    paintLines();
    if (!m_highlighted.isEmpty()) {
        const QTextBlock block = m_text->document()->findBlockByNumber(m_highlighted.first() - 1);
        m_settingText = true;
        QTextCursor cursor(block);
        m_text->setTextCursor(cursor);
        m_text->centerCursor();
        m_settingText = false;
    }
    return int(m_highlighted.size());
}

void CompiledView::onCursorMoved() {
    if (m_settingText)
        return;
    if (m_diff->isChecked())
        return;
    const int stageLine = m_text->textCursor().blockNumber() + 1;
    const int line = m_result.edited.moduleLineOf(stageLine);
    if (line > 0)
        Q_EMIT sourceLineActivated(line);
}

} // namespace ks
