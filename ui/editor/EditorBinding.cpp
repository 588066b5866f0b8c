#include "editor/EditorBinding.h"

#include "app/ProjectSession.h"
#include "editor/CodeView.h"
#include "project/Project.h"

namespace ks {

EditorBinding::EditorBinding(CodeView& code, ProjectSession& session, QObject* parent)
    : QObject(parent), m_code(code), m_session(session) {
    connect(&m_session, &ProjectSession::opened, this, &EditorBinding::showSessionText);
    connect(&m_session, &ProjectSession::textReplaced, this, &EditorBinding::replaceText);
    connect(&m_session, &ProjectSession::saved, this, [this] { m_code.setModified(false); });
    connect(&m_code, &QsciScintilla::textChanged, this, [this] {
        if (!m_applying)
            m_session.setText(m_code.text());
    });
}

void EditorBinding::showSessionText() {
    m_applying = true;
    m_code.setReadOnly(m_session.isReadOnly());
    m_code.showText(m_session.text(), m_session.shownPath());
    m_code.setModified(m_session.isModified());
    m_code.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_applying = false;
}

void EditorBinding::replaceText(const QString& text) {
    if (m_code.text() == text)
        return;
    // Through the editor's own replace so the change is one undoable step; the view stays
    // where the user was reading.
    m_applying = true;
    const int first = m_code.firstVisibleLineNumber();
    m_code.beginUndoAction();
    m_code.selectAll();
    m_code.replaceSelectedText(text);
    m_code.endUndoAction();
    m_code.setFirstVisibleLine(first - 1);
    m_code.setModified(m_session.isModified());
    m_applying = false;
}

} // namespace ks
