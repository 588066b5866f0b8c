#include "editor/CodeEditorPane.h"

#include "editor/CodeView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ks {

CodeEditorPane::CodeEditorPane(CodeView* code, QWidget* parent)
    : QWidget(parent), m_code(code), m_findBar(new QWidget(this)), m_find(new QLineEdit),
      m_replace(new QLineEdit), m_restoreBar(new QWidget(this)), m_restoreLabel(new QLabel),
      m_reloadBar(new QWidget(this)), m_reloadLabel(new QLabel) {
    setObjectName(QStringLiteral("codeEditorPane"));
    auto* restore = new QHBoxLayout(m_restoreBar);
    restore->setContentsMargins(6, 3, 6, 3);
    m_restoreBar->setObjectName(QStringLiteral("restoreBar"));
    m_restoreBar->setAutoFillBackground(true);
    QPalette p = m_restoreBar->palette();
    p.setColor(QPalette::Window, QColor(0xff, 0xe8, 0xa8));
    p.setColor(QPalette::WindowText, QColor(0x30, 0x28, 0x10));
    m_restoreBar->setPalette(p);
    auto* restoreButton = new QPushButton(tr("Restore"));
    auto* discardButton = new QPushButton(tr("Discard"));
    restoreButton->setObjectName(QStringLiteral("restoreButton"));
    discardButton->setObjectName(QStringLiteral("discardButton"));
    restore->addWidget(m_restoreLabel, 1);
    restore->addWidget(restoreButton);
    restore->addWidget(discardButton);
    connect(restoreButton, &QPushButton::clicked, this, [this] {
        hideRestore();
        Q_EMIT restoreRequested();
    });
    connect(discardButton, &QPushButton::clicked, this, [this] {
        hideRestore();
        Q_EMIT discardRequested();
    });
    m_restoreBar->hide();

    // The working module changed on disk: reload, or keep the editor's text (the next save
    // writes it over the file).
    auto* reload = new QHBoxLayout(m_reloadBar);
    reload->setContentsMargins(6, 3, 6, 3);
    m_reloadBar->setObjectName(QStringLiteral("reloadBar"));
    m_reloadBar->setAutoFillBackground(true);
    m_reloadBar->setPalette(p);
    m_reloadLabel->setObjectName(QStringLiteral("reloadText"));
    auto* reloadButton = new QPushButton(tr("Reload"));
    auto* keepButton = new QPushButton(tr("Keep Mine"));
    reloadButton->setObjectName(QStringLiteral("reloadButton"));
    keepButton->setObjectName(QStringLiteral("keepButton"));
    keepButton->setToolTip(tr("Keep the text in the editor; saving writes it over the file"));
    reload->addWidget(m_reloadLabel, 1);
    reload->addWidget(reloadButton);
    reload->addWidget(keepButton);
    connect(reloadButton, &QPushButton::clicked, this, [this] {
        hideReload();
        Q_EMIT reloadRequested();
    });
    connect(keepButton, &QPushButton::clicked, this, &CodeEditorPane::hideReload);
    m_reloadBar->hide();

    auto* find = new QHBoxLayout(m_findBar);
    find->setContentsMargins(4, 2, 4, 2);
    m_find->setObjectName(QStringLiteral("codeFind"));
    m_replace->setObjectName(QStringLiteral("codeReplace"));
    m_find->setPlaceholderText(tr("Find"));
    m_replace->setPlaceholderText(tr("Replace with"));
    auto* next = new QToolButton;
    next->setText(tr("Next"));
    auto* replaceOne = new QToolButton;
    replaceOne->setText(tr("Replace"));
    auto* replaceEvery = new QToolButton;
    replaceEvery->setText(tr("All"));
    auto* closeFind = new QToolButton;
    closeFind->setText(QStringLiteral("✕"));
    find->addWidget(m_find, 2);
    find->addWidget(next);
    find->addWidget(m_replace, 2);
    find->addWidget(replaceOne);
    find->addWidget(replaceEvery);
    find->addWidget(closeFind);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(m_find->text()); });
    connect(next, &QToolButton::clicked, this, [this] { findNext(m_find->text()); });
    connect(replaceOne, &QToolButton::clicked, this, [this] {
        if (m_code->hasSelectedText() && m_code->selectedText() == m_find->text() &&
            !m_code->isReadOnly())
            m_code->replace(m_replace->text());
        findNext(m_find->text());
    });
    connect(replaceEvery, &QToolButton::clicked, this,
            [this] { replaceAll(m_find->text(), m_replace->text()); });
    connect(closeFind, &QToolButton::clicked, this, &CodeEditorPane::hideFind);
    // Esc in the find bar closes it (and nothing else: cancelling a job is Shift+Esc).
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_findBar);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &CodeEditorPane::hideFind);
    m_findBar->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_restoreBar);
    layout->addWidget(m_reloadBar);
    layout->addWidget(m_findBar);
    layout->addWidget(m_code, 1);
}

void CodeEditorPane::showFind(bool replace) {
    m_findBar->show();
    m_replace->setVisible(replace || !m_code->isReadOnly());
    if (m_code->hasSelectedText())
        m_find->setText(m_code->selectedText());
    m_find->setFocus();
    m_find->selectAll();
}

bool CodeEditorPane::findNext(const QString& text) {
    if (text.isEmpty())
        return false;
    return m_code->findFirst(text, false, true, false, true);
}

bool CodeEditorPane::findAgain(bool forward) {
    QString text = m_find->text();
    if (text.isEmpty() && m_code->hasSelectedText())
        text = m_code->selectedText();
    if (text.isEmpty())
        return false;
    if (forward)
        return m_code->findFirst(text, false, true, false, true, true);
    // Backwards from the start of the current match, so that it is not found again.
    int lineFrom = 0, indexFrom = 0, lineTo = 0, indexTo = 0;
    m_code->getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
    if (lineFrom < 0)
        m_code->getCursorPosition(&lineFrom, &indexFrom);
    return m_code->findFirst(text, false, true, false, true, false, lineFrom, indexFrom);
}

void CodeEditorPane::hideFind() {
    m_findBar->hide();
    m_code->setFocus();
}

bool CodeEditorPane::isFindVisible() const {
    return m_findBar->isVisible();
}

void CodeEditorPane::goToLine(int line) {
    const int last = std::max(1, m_code->lines());
    const int target = std::clamp(line, 1, last) - 1;
    m_code->setCursorPosition(target, 0);
    const int visible =
        std::max(1, int(m_code->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN)));
    m_code->setFirstVisibleLine(std::max(0, target - visible / 3));
    m_code->setFocus();
}

int CodeEditorPane::replaceAll(const QString& text, const QString& with) {
    if (text.isEmpty() || m_code->isReadOnly())
        return 0;
    int count = 0;
    m_code->beginUndoAction();
    m_code->setCursorPosition(0, 0);
    bool found = m_code->findFirst(text, false, true, false, false, true, 0, 0);
    while (found) {
        m_code->replace(with);
        ++count;
        found = m_code->findNext();
    }
    m_code->endUndoAction();
    return count;
}

void CodeEditorPane::offerRestore(const QString& autosavePath) {
    m_restoreLabel->setText(
        tr("Unsaved edits from an earlier session were kept in %1.").arg(autosavePath));
    m_restoreBar->show();
}

void CodeEditorPane::hideRestore() {
    m_restoreBar->hide();
}

bool CodeEditorPane::isRestoreOffered() const {
    return !m_restoreBar->isHidden();
}

void CodeEditorPane::offerReload(const QString& fileName, bool unsaved) {
    m_reloadLabel->setText(unsaved ? tr("%1 changed on disk. Reloading drops your unsaved edits "
                                        "in the editor.")
                                         .arg(fileName)
                                   : tr("%1 changed on disk.").arg(fileName));
    m_reloadBar->show();
}

void CodeEditorPane::hideReload() {
    m_reloadBar->hide();
}

bool CodeEditorPane::isReloadOffered() const {
    return !m_reloadBar->isHidden();
}

} // namespace ks
