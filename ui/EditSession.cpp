#include "EditSession.h"

#include "CodeView.h"
#include "common/AtomicFile.h"
#include "edit/KernelLocator.h"
#include "project/Project.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace ks {
namespace {
constexpr int kAutosaveMs = 5000;
constexpr int kAnalyzeMs = 300;

QString readText(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}
} // namespace

EditSession::EditSession(CodeView& code, QObject* parent)
    : QObject(parent), m_code(code), m_analyzeTimer(new QTimer(this)),
      m_autosaveTimer(new QTimer(this)) {
    m_analyzeTimer->setSingleShot(true);
    m_analyzeTimer->setInterval(kAnalyzeMs);
    connect(m_analyzeTimer, &QTimer::timeout, this, &EditSession::analyze);
    m_autosaveTimer->setInterval(kAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &EditSession::autosaveNow);
    connect(&m_code, &QsciScintilla::textChanged, this, [this] {
        if (isOpen())
            m_analyzeTimer->start();
    });
}

QString EditSession::autosavePath() const {
    return m_stateDir.isEmpty()
               ? QString()
               : m_stateDir + QStringLiteral("/autosave/") + QFileInfo(m_workingPath).fileName();
}

bool EditSession::open(const Project& project, QString* error) {
    close();
    m_graph = project.graph();
    m_pristine = project.generatedSource();
    m_projectFolder = project.folder();
    m_stateDir = project.stateDir();
    const QString working = project.workingModulePath();
    if (!QFileInfo::exists(working)) {
        // Nothing of the user's to edit: show the pristine module, read-only.
        m_code.setReadOnly(true);
        m_code.showText(m_pristine, project.generatedModulePath());
        m_codeGraph = m_graph;
        m_edited.clear();
        Q_EMIT analyzed();
        return true;
    }
    const QString text = readText(working, error);
    if (error && !error->isEmpty())
        return false;
    m_workingPath = working;
    m_code.setReadOnly(false);
    m_code.showText(text, working);
    m_code.setModified(false);
    m_code.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    analyze();
    m_autosaveTimer->start();
    const QString autosave = autosavePath();
    if (QFileInfo::exists(autosave) && readText(autosave, nullptr) != text)
        Q_EMIT restoreAvailable(autosave);
    return true;
}

void EditSession::close() {
    m_autosaveTimer->stop();
    m_analyzeTimer->stop();
    m_workingPath.clear();
    m_projectFolder.clear();
    m_stateDir.clear();
    m_graph.reset();
    m_codeGraph.reset();
    m_edited.clear();
}

bool EditSession::isModified() const {
    return isOpen() && m_code.isModified();
}

void EditSession::analyze() {
    if (!m_graph)
        return;
    const QString text = m_code.text();
    m_codeGraph = KernelLocator::remap(m_graph, text);
    m_edited = KernelLocator::editedKernels(*m_graph, m_pristine, text);
    Q_EMIT analyzed();
}

bool EditSession::save(QString* error) {
    if (!isOpen()) {
        if (error)
            *error = tr("there is no working module to save");
        return false;
    }
    if (!writeFileAtomically(m_workingPath, m_code.text().toUtf8(), error))
        return false;
    m_code.setModified(false);
    discardAutosave();
    analyze();
    Q_EMIT saved();
    return true;
}

bool EditSession::revertKernel(const QString& name, QString* error) {
    if (!isOpen()) {
        if (error)
            *error = tr("there is no working module to edit");
        return false;
    }
    QString problem;
    const QString text = m_code.text();
    const QString reverted = KernelLocator::revertKernel(text, m_pristine, name, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    if (reverted == text)
        return true;
    // Replace through the editor so the revert is one undoable step.
    const int first = m_code.firstVisibleLineNumber();
    m_code.selectAll();
    m_code.replaceSelectedText(reverted);
    m_code.setFirstVisibleLine(first - 1);
    analyze();
    return true;
}

void EditSession::autosaveNow() {
    if (!isModified())
        return;
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    writeFileAtomically(path, m_code.text().toUtf8(), nullptr);
}

bool EditSession::restoreAutosave(QString* error) {
    const QString text = readText(autosavePath(), error);
    if (error && !error->isEmpty())
        return false;
    m_code.selectAll();
    m_code.replaceSelectedText(text);
    analyze();
    return true;
}

void EditSession::discardAutosave() {
    const QString path = autosavePath();
    if (!path.isEmpty())
        QFile::remove(path);
}

} // namespace ks
