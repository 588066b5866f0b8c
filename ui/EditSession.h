#pragma once
// The user's working module while it is edited in the code pane: where it lives, what the
// pristine generated module says, which kernels differ, atomic saves, autosave every few
// seconds to .kernel-studio/autosave/ and the restore offer after a crash.

#include "graph/GraphModel.h"

#include <QObject>
#include <QStringList>
#include <memory>

class QTimer;

namespace ks {

class CodeView;
class Project;

class EditSession : public QObject {
    Q_OBJECT
public:
    EditSession(CodeView& code, QObject* parent = nullptr);

    /// Starts editing a project's working module (or shows the generated one read-only when
    /// the working module is missing). Returns false and sets *error if it cannot be read.
    bool open(const Project& project, QString* error);
    void close();
    bool isOpen() const { return !m_workingPath.isEmpty(); }

    QString workingPath() const { return m_workingPath; }
    QString projectFolder() const { return m_projectFolder; }
    QString autosavePath() const;
    bool isModified() const;
    /// Kernels whose text differs from the generated module (as of the last analysis).
    const QStringList& editedKernels() const { return m_edited; }
    /// The graph with kernel line ranges of the current text.
    std::shared_ptr<const GraphModel> codeGraph() const { return m_codeGraph; }

    /// Writes the text atomically; false and *error (naming the file) on failure.
    bool save(QString* error);
    /// Replaces kernel `name`'s definition with the generated one (undoable).
    bool revertKernel(const QString& name, QString* error);
    /// Writes the autosave file now if the text is modified.
    void autosaveNow();
    /// Loads the autosaved text into the editor (modified, not saved).
    bool restoreAutosave(QString* error);
    void discardAutosave();
    /// Re-reads the text: edited kernels and line ranges (runs by itself after edits).
    void analyze();

Q_SIGNALS:
    /// New analysis of the text: line ranges and edited kernels.
    void analyzed();
    void saved();
    /// An autosave newer than the saved module was found when opening.
    void restoreAvailable(const QString& autosavePath);

private:
    CodeView& m_code;
    QString m_projectFolder;
    QString m_workingPath;
    QString m_stateDir;
    QString m_pristine;
    std::shared_ptr<const GraphModel> m_graph;
    std::shared_ptr<const GraphModel> m_codeGraph;
    QStringList m_edited;
    QTimer* m_analyzeTimer;
    QTimer* m_autosaveTimer;
};

} // namespace ks
