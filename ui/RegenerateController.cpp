#include "RegenerateController.h"

#include "JobIndicator.h"
#include "app/ProjectSession.h"
#include "merge/MergeView.h"
#include "merge/ProjectMerge.h"
#include "merge/StrandedEditsPane.h"
#include "project/TrustStore.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMap>
#include <QVBoxLayout>

namespace ks {

RegenerateController::RegenerateController(EngineApi& api, ProjectSession& session,
                                           JobIndicator& job, QWidget* window)
    : QObject(window), m_api(api), m_session(session), m_indicator(job), m_window(window),
      m_regenerate(new QAction(tr("&Regenerate"), this)),
      m_merge(new QAction(tr("&Merge into Current Generation"), this)),
      m_stranded(new QAction(tr("&Stranded Edits…"), this)) {
    m_regenerate->setObjectName(QStringLiteral("regenerateAction"));
    m_regenerate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_regenerate->setToolTip(tr("Export the model again and merge your edits into the new code, "
                                "kernel by kernel, then verify (Ctrl+Shift+R)"));
    m_merge->setObjectName(QStringLiteral("mergeAction"));
    m_merge->setToolTip(tr("Merge the working copy into the current generation (after a plain "
                           "re-export), then verify"));
    m_stranded->setObjectName(QStringLiteral("strandedAction"));
    auto run = [this](bool exportFirst) {
        QString error;
        if (!start(exportFirst, &error))
            Q_EMIT failed(error);
    };
    connect(m_regenerate, &QAction::triggered, this, [run] { run(true); });
    connect(m_merge, &QAction::triggered, this, [run] { run(false); });
    connect(m_stranded, &QAction::triggered, this, &RegenerateController::showStranded);
}

RegenerateController::~RegenerateController() = default;

MergeView* RegenerateController::mergeView() const {
    return m_view.data();
}

bool RegenerateController::start(bool exportFirst, QString* error,
                                 const QJsonObject& exportOverrides) {
    auto refuse = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_session.isOpen() &&
        (m_session.isRestricted() || !TrustStore().isTrusted(m_session.folder())))
        return refuse(tr("%1 is not a trusted folder: regenerating runs the project's Python "
                         "code. Trust it first (the bar above the panes, or File > Trust "
                         "Project Folder).")
                          .arg(m_session.folder()));
    if (!m_session.isOpen() || m_session.isReadOnly())
        return refuse(tr("Open a project with a working copy to regenerate it."));
    if (m_job || m_indicator.isRunning())
        return refuse(tr("Another job is running; wait for it or cancel it first."));
    if (const int blocks = countConflictBlocks(m_session.text()))
        return refuse(tr("The working copy has %n unresolved conflict block(s) from the last "
                         "merge: resolve them before regenerating.",
                         nullptr, blocks));
    // The merge reads the working copy from disk: unsaved edits go there first.
    QString saveError;
    if (m_session.isModified() && !m_session.save(&saveError))
        return refuse(
            tr("Could not save the unsaved edits before regenerating:\n%1").arg(saveError));
    RegenerateOptions options;
    options.exportFirst = exportFirst;
    options.writeConflicts = false; // conflicts go to the merge view; nothing written before
    options.exportOverrides = exportOverrides;
    options.lockCommand = exportFirst ? QStringLiteral("Kernel Studio (IDE): regenerate")
                                      : QStringLiteral("Kernel Studio (IDE): merge");
    m_job = new Regeneration(m_api, m_session.folder(), options, this);
    connect(m_job, &Regeneration::progress, this,
            [this](const QString& stage, const QString& message, double fraction) {
                m_indicator.progress(EngineProgress{
                    stage, message, fraction >= 0 ? std::optional(fraction) : std::nullopt});
                Q_EMIT status(message);
            });
    connect(m_job, &Regeneration::finished, this, &RegenerateController::onFinished);
    m_indicator.start(exportFirst ? tr("regenerate") : tr("merge"), [this] { cancel(); });
    Q_EMIT log(exportFirst ? tr("[regenerate] exporting %1 again, then merging the working copy")
                                 .arg(m_session.folder())
                           : tr("[merge] merging the working copy of %1 into the current "
                                "generation")
                                 .arg(m_session.folder()));
    Q_EMIT busyChanged(true);
    m_job->start();
    return true;
}

void RegenerateController::cancel() {
    if (m_job)
        m_job->cancel();
}

void RegenerateController::onFinished(const RegenerateOutcome& outcome) {
    m_indicator.finish();
    if (m_job) {
        m_job->deleteLater();
        m_job = nullptr;
    }
    m_last = outcome;
    Q_EMIT busyChanged(false);
    logSummary(outcome);
    if (outcome.written)
        Q_EMIT reloadRequested();
    if (outcome.status == QLatin1String("conflicts") && outcome.merge && !outcome.written)
        openMergeView(*outcome.merge);
    else if (outcome.status == QLatin1String("error") || outcome.status == QLatin1String("busy"))
        Q_EMIT failed(outcome.message);
    else
        Q_EMIT status(outcome.message);
    if (outcome.verify && !outcome.verify->located.isEmpty())
        Q_EMIT kernelSelected(outcome.verify->located);
    Q_EMIT finished(outcome);
}

void RegenerateController::logSummary(const RegenerateOutcome& o) {
    const QString tag = QStringLiteral("[regenerate] ");
    if (!o.baseWarning.isEmpty())
        Q_EMIT log(tag + tr("warning: %1").arg(o.baseWarning));
    if (o.base > 0 && o.generation > 0)
        Q_EMIT log(
            tag + tr("generation %1 (base %2) -> %3").arg(o.base).arg(o.baseHow).arg(o.generation));
    if (o.merge) {
        QMap<QString, int> results;
        for (const auto& k : o.merge->kernels)
            ++results[k.result];
        QStringList parts;
        for (auto it = results.begin(); it != results.end(); ++it)
            parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
        Q_EMIT log(tag + tr("kernels: %1; outside kernels: %2")
                             .arg(parts.join(QStringLiteral(", ")), o.merge->call));
        for (auto it = o.merge->renamed.begin(); it != o.merge->renamed.end(); ++it)
            Q_EMIT log(tag + tr("renamed %1 -> %2").arg(it.key(), it.value()));
        for (const auto& k : o.merge->kernels)
            if (k.result == QLatin1String("merged") || k.result == QLatin1String("mine") ||
                k.result == QLatin1String("conflict"))
                Q_EMIT log(tag + QStringLiteral("%1 %2").arg(
                                     k.result, k.pair.newNames.join(QStringLiteral(" + "))));
        for (qsizetype i = 0; i < o.merge->stranded.size(); ++i)
            Q_EMIT log(tag + tr("stranded edit of %1 (%2)%3; Regenerate > Stranded Edits")
                                 .arg(o.merge->stranded[i].name,
                                      matchKindName(o.merge->stranded[i].match),
                                      i < o.strandedFiles.size()
                                          ? tr(", kept in %1").arg(o.strandedFiles[i])
                                          : QString()));
    }
    if (o.verify)
        Q_EMIT log(tag + tr("verify: %1%2")
                             .arg(o.verify->verdict.toUpper(),
                                  o.verify->located.isEmpty()
                                      ? QString()
                                      : tr(" in kernel %1").arg(o.verify->located)));
    Q_EMIT log(tag + o.message);
}

void RegenerateController::openMergeView(const ModuleMergeResult& merge) {
    const Project* project = m_session.project();
    if (!project)
        return;
    if (m_view)
        m_view->close();
    // The project on disk already is the new generation (the export made it): reload it
    // so the graph shows what the merge view's "new" side covers.
    ProjectError error;
    const auto current = Project::load(project->folder(), &error);
    if (!current) {
        Q_EMIT failed(error.describe());
        return;
    }
    Q_EMIT reloadRequested();
    m_view = new MergeView(*current, merge, m_window);
    m_view->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_view, &MergeView::kernelShown, this, &RegenerateController::kernelSelected);
    connect(m_view, &MergeView::nodeActivated, this, [this](int generation, const QString& node) {
        if (m_session.project() && m_session.project()->settings().generation == generation)
            Q_EMIT nodeSelected(node);
    });
    connect(m_view, &MergeView::applied, this, [this](const QStringList& files) {
        Q_EMIT log(tr("[merge] resolution written to %1%2")
                       .arg(m_session.workingPath(),
                            files.isEmpty() ? QString()
                                            : tr("; stranded edits kept in %1")
                                                  .arg(files.join(QStringLiteral(", ")))));
        Q_EMIT reloadRequested();
        if (!countConflictBlocks(m_session.text()))
            Q_EMIT verifyRequested();
    });
    m_view->show();
}

void RegenerateController::resolve() {
    const QStringList lines = m_session.text().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QLatin1String("<<<<<<< "))) {
            Q_EMIT lineRequested(i + 1);
            break;
        }
    Q_EMIT status(tr("Resolve each conflict block (<<<<<<< mine … >>>>>>> new) in the editor, "
                     "then save."));
    if (m_session.project() && !recordedStranded(*m_session.project()).isEmpty())
        showStranded();
}

void RegenerateController::showStranded() {
    const Project* project = m_session.project();
    if (!project || m_session.isReadOnly()) {
        Q_EMIT failed(tr("Open a project with a working copy to see its stranded edits."));
        return;
    }
    QList<StrandedEdit> edits;
    QStringList files;
    for (const auto& [edit, file] : recordedStranded(*project)) {
        edits << edit;
        files << file;
    }
    QStringList kernels;
    if (auto graph = m_session.graph())
        for (const Kernel& k : graph->kernels())
            if (!k.isExtern())
                kernels << k.name;
    auto* dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("strandedDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Stranded Edits — %1").arg(project->settings().name));
    auto* pane = new StrandedEditsPane;
    pane->setEdits(edits, files, kernels);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(pane, 1);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    connect(pane, &StrandedEditsPane::reapplyRequested, dialog,
            [this, pane, edits](int edit, const QString& target) {
                reapplyInSession(edits[edit], target,
                                 [pane](const QString& status) { pane->setStatus(status); });
            });
    dialog->resize(1100, 700);
    dialog->show();
}

void RegenerateController::reapplyInSession(const StrandedEdit& edit, const QString& target,
                                            std::function<void(const QString&)> done) {
    // The target's definition in the editor's text now: the session's module map says where.
    m_session.refreshMap([this, edit, target, done](const QString& mapError) {
        if (!mapError.isEmpty() || !m_session.isMapCurrent())
            return done(tr("The module map of the working copy is not available: %1")
                            .arg(mapError.isEmpty() ? tr("the text changed") : mapError));
        const KernelLocation* k = m_session.moduleMap().kernel(target);
        if (!k || !k->definition)
            return done(tr("%1 has no definition in the working copy.").arg(target));
        const int first = k->commentLine > 0 && k->commentLine < k->definition->start
                              ? k->commentLine
                              : k->definition->start;
        QStringList lines = splitLines(m_session.text());
        if (k->definition->end > lines.size())
            return done(tr("The module map of %1 is out of date.").arg(target));
        QString targetText;
        for (int i = first; i <= k->definition->end; ++i)
            targetText += lines[i - 1];
        const bool endsWithNewline = targetText.endsWith(QLatin1Char('\n'));
        if (!endsWithNewline)
            targetText += QLatin1Char('\n');
        const TextMergeResult r = reapplyStranded(edit, target, targetText);
        if (!r.ok)
            return done(r.error);
        QString merged = r.text;
        if (!endsWithNewline && merged.endsWith(QLatin1Char('\n')))
            merged.chop(1);
        lines.remove(first - 1, k->definition->end - first + 1);
        lines.insert(first - 1, merged);
        m_session.replaceText(lines.join(QString()));
        Q_EMIT lineRequested(first);
        done(r.conflicts
                 ? tr("Re-applied %1 to %2 with %n conflict block(s): resolve them in the "
                      "editor, then save.",
                      nullptr, r.conflicts)
                       .arg(edit.name, target)
                 : tr("Re-applied %1 to %2 in the editor (not saved yet).").arg(edit.name, target));
    });
}

} // namespace ks
