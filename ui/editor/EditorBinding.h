#pragma once
// Keeps the code pane and the project session in step: the editor shows the session's text
// (read-only when the project has no working module), every edit goes to the session, and
// text the session replaces (revert, restore) lands in the editor as one undoable step.

#include <QObject>

namespace ks {

class CodeView;
class ProjectSession;

class EditorBinding : public QObject {
    Q_OBJECT
public:
    EditorBinding(CodeView& code, ProjectSession& session, QObject* parent = nullptr);

private:
    void showSessionText();
    void replaceText(const QString& text);

    CodeView& m_code;
    ProjectSession& m_session;
    bool m_applying = false;
};

} // namespace ks
