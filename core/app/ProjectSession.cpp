#include "app/ProjectSession.h"

#include "common/AtomicFile.h"
#include "merge/ProjectMerge.h"
#include "merge/TextMerge.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>

namespace ks {
namespace {
constexpr int kAutosaveMs = 5000;
constexpr int kAnalyzeMs = 300;

std::optional<QString> readText(const QString& path, QString* error) {
    QString why;
    auto text = readTextFile(path, &why);
    if (!text && error)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return text;
}
} // namespace

ProjectSession::ProjectSession(EngineApi& api, QObject* parent)
    : QObject(parent), m_api(api), m_analyzeTimer(new QTimer(this)),
      m_autosaveTimer(new QTimer(this)) {
    m_analyzeTimer->setSingleShot(true);
    m_analyzeTimer->setInterval(kAnalyzeMs);
    connect(m_analyzeTimer, &QTimer::timeout, this, [this] { requestMap(); });
    m_autosaveTimer->setInterval(kAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &ProjectSession::autosaveNow);
}

ProjectSession::~ProjectSession() {
    autosaveNow();
}

bool ProjectSession::open(const QString& folder, ProjectError* error, bool restricted) {
    auto loaded = loadProject(folder, restricted, error);
    if (!loaded)
        return false;
    install(std::move(*loaded));
    return true;
}

void ProjectSession::install(LoadedProject loaded) {
    close();
    const bool readOnly = loaded.readOnly; // no working copy
    m_project = std::move(loaded.project);
    m_readOnly = readOnly || loaded.restricted;
    m_restricted = loaded.restricted;
    m_text = m_savedText = std::move(loaded.text);
    m_savedSha256 = std::move(loaded.textSha256);
    ++m_revision;
    m_pristineMap = std::move(loaded.pristineMap);
    m_map = m_pristineMap;
    m_mapGeneration = loaded.mapGeneration;
    const bool pristine =
        m_text == m_project->generatedSource() &&
        (m_mapGeneration == 0 || m_mapGeneration == m_project->settings().generation);
    m_mapRevision = readOnly || pristine ? m_revision : 0;
    m_codeGraph = m_project->graph();
    m_problems.clear();
    m_checkProblems.clear();
    m_compileProblems.clear();
    m_failedKernel.clear();
    m_taintedKernels.clear();
    m_findingsGeneration = 0;
    m_findingsSha256.clear();
    m_history = std::move(loaded.history);
    m_profileHistory = std::move(loaded.profileHistory);
    m_profile = std::move(loaded.profile);
    Q_EMIT opened();
    if (!readOnly && m_mapRevision != m_revision)
        requestMap(); // an edited working copy's map (parsed by the engine, nothing run)
    if (!m_readOnly) {
        m_autosaveTimer->start();
        if (loaded.autosaveDiffers)
            Q_EMIT restoreAvailable(autosavePath());
    }
    Q_EMIT kernelStatusChanged();
    Q_EMIT profileChanged();
}

void ProjectSession::close() {
    if (!m_project)
        return;
    autosaveNow();
    m_analyzeTimer->stop();
    m_autosaveTimer->stop();
    m_api.cancelTag(QStringLiteral("moduleMap:") + m_project->folder());
    m_api.cancelTag(QStringLiteral("checkModule:") + m_project->folder());
    m_project.reset();
    m_text.clear();
    m_savedText.clear();
    m_savedSha256.clear();
    m_map = ModuleMap();
    m_codeGraph.reset();
    m_problems.clear();
    m_checkProblems.clear();
    m_compileProblems.clear();
    m_history = VerifyHistory();
    m_profileHistory = ProfileHistory();
    const bool hadProfile = !m_profile.isEmpty();
    m_profile = ProfileReport();
    m_waitingForMap.clear();
    ++m_revision;
    Q_EMIT closed();
    if (hadProfile)
        Q_EMIT profileChanged();
}

std::shared_ptr<const GraphModel> ProjectSession::graph() const {
    return m_project ? m_project->graph() : nullptr;
}

QString ProjectSession::shownPath() const {
    if (!m_project)
        return {};
    return QFileInfo::exists(m_project->workingModulePath()) ? m_project->workingModulePath()
                                                             : m_project->generatedModulePath();
}

QString ProjectSession::workingPath() const {
    return m_project && !m_readOnly ? m_project->workingModulePath() : QString();
}

QString ProjectSession::pristineText() const {
    return m_project ? m_project->generatedSource() : QString();
}

void ProjectSession::setText(const QString& text) {
    if (!m_project || m_readOnly || text == m_text)
        return;
    m_text = text;
    ++m_revision;
    m_analyzeTimer->start();
}

void ProjectSession::replaceText(const QString& text) {
    if (!m_project || m_readOnly || text == m_text)
        return;
    m_text = text;
    ++m_revision;
    Q_EMIT textReplaced(m_text);
    requestMap();
}

bool ProjectSession::save(QString* error) {
    if (!m_project || m_readOnly) {
        if (error)
            *error = tr("there is no working module to save");
        return false;
    }
    if (!writeFileAtomically(m_project->workingModulePath(), m_text.toUtf8(), error))
        return false;
    m_savedText = m_text;
    m_savedSha256.clear();
    discardAutosave();
    // Conflicts of the last merge resolved in the editor are counted in merge.json.
    recordResolvedConflicts(*m_project, m_text);
    if (!m_compileProblems.isEmpty() && m_text != m_compiledText) {
        m_compileProblems.clear(); // the next verify compiles the new text
        updateProblems();
    }
    Q_EMIT saved();
    analyzeNow();
    check();
    return true;
}

void ProjectSession::discardEdits() {
    if (!isModified())
        return;
    m_text = m_savedText;
    ++m_revision;
    discardAutosave();
    Q_EMIT textReplaced(m_text);
    requestMap();
}

bool ProjectSession::workingChangedOnDisk() const {
    if (!m_project || m_readOnly)
        return false;
    const auto disk = readText(workingPath(), nullptr);
    return disk && *disk != m_savedText;
}

bool ProjectSession::reloadFromDisk(QString* error) {
    if (!m_project || m_readOnly) {
        if (error)
            *error = tr("there is no working module to reload");
        return false;
    }
    const auto disk = readText(workingPath(), error);
    if (!disk)
        return false;
    m_savedText = *disk;
    m_savedSha256.clear();
    discardAutosave();
    if (m_text != *disk) {
        m_text = *disk;
        ++m_revision;
        Q_EMIT textReplaced(m_text);
        requestMap();
    }
    Q_EMIT saved(); // the editor's text is the file's again
    return true;
}

void ProjectSession::revertKernel(const QString& name,
                                  std::function<void(bool, const QString&)> done) {
    if (!m_project || m_readOnly) {
        done(false, tr("there is no working module to edit"));
        return;
    }
    auto apply = [this, name, done](const QString& mapError) {
        if (!isMapCurrent()) {
            done(false, mapError.isEmpty()
                            ? tr("the text changed while it was being mapped")
                            : tr("the engine could not map the working module: %1").arg(mapError));
            return;
        }
        QString error;
        const auto reverted =
            m_map.revertKernel(m_text, pristineText(), m_pristineMap, name, &error);
        if (!reverted) {
            done(false, error);
            return;
        }
        if (*reverted != m_text) {
            m_text = *reverted;
            ++m_revision;
            Q_EMIT textReplaced(m_text);
            requestMap();
        }
        done(true, QString());
    };
    if (isMapCurrent())
        apply(QString());
    else
        requestMap(apply);
}

QString ProjectSession::autosavePath() const {
    if (!m_project || m_readOnly)
        return QString();
    return m_project->stateDir() + QStringLiteral("/autosave/") +
           QFileInfo(m_project->workingModulePath()).fileName();
}

void ProjectSession::autosaveNow() {
    if (!isModified())
        return;
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString error;
    if (!writeFileAtomically(path, m_text.toUtf8(), &error))
        Q_EMIT message(tr("autosave failed: %1").arg(error));
}

bool ProjectSession::restoreAutosave(QString* error) {
    const auto text = readText(autosavePath(), error);
    if (!text)
        return false;
    if (*text != m_text) {
        m_text = *text;
        ++m_revision;
        Q_EMIT textReplaced(m_text);
        requestMap();
    }
    return true;
}

void ProjectSession::discardAutosave() {
    const QString path = autosavePath();
    if (!path.isEmpty())
        QFile::remove(path);
}

void ProjectSession::analyzeNow() {
    m_analyzeTimer->stop();
    if (!isMapCurrent())
        requestMap();
}

void ProjectSession::refreshMap(std::function<void(const QString&)> done) {
    if (!m_project) {
        done(tr("no project is open"));
        return;
    }
    requestMap(std::move(done));
}

void ProjectSession::requestMap(std::function<void(const QString&)> then) {
    if (!m_project)
        return;
    if (then)
        m_waitingForMap << then;
    m_analyzeTimer->stop();
    const quint64 revision = m_revision;
    m_api.moduleMap(
        m_project->folder(), m_text, this,
        [this, revision](const Reply<ModuleMap>& reply) {
            QString error;
            if (reply.ok()) {
                setMap(*reply.value, revision);
            } else if (!reply.cancelled()) {
                error = reply.error.describe();
                Q_EMIT message(tr("module map: %1").arg(error));
            }
            if (revision != m_revision)
                return; // a newer text has its own request under way
            const auto waiting = std::exchange(m_waitingForMap, {});
            for (const auto& f : waiting)
                f(error);
        },
        m_mapGeneration);
}

void ProjectSession::setMap(ModuleMap map, quint64 revision) {
    if (revision != m_revision)
        return; // an answer about text that has changed since
    const QStringList before = m_map.editedKernels();
    m_map = std::move(map);
    m_mapRevision = revision;
    m_codeGraph = m_map.applyTo(m_project->graph());
    Q_EMIT analyzed();
    if (m_map.editedKernels() != before)
        Q_EMIT kernelStatusChanged();
}

void ProjectSession::check(std::function<void(const QString&)> done) {
    if (!m_project || m_readOnly) {
        if (done)
            done(tr("there is no working module to check"));
        return;
    }
    const quint64 revision = m_revision;
    m_api.checkModule(m_project->folder(), m_text, this,
                      [this, revision, done](const Reply<CheckResult>& reply) {
                          if (reply.cancelled() || revision != m_revision) {
                              if (done)
                                  done(tr("the text changed while it was being checked"));
                              return;
                          }
                          if (!reply.ok()) {
                              Q_EMIT message(tr("check: %1").arg(reply.error.describe()));
                              if (done)
                                  done(reply.error.describe());
                              return;
                          }
                          m_checkProblems = reply.value->problems;
                          for (ModuleProblem& p : m_checkProblems)
                              p.file = m_project->workingModulePath();
                          // The check maps against generated/; a session based on a kept
                          // generation asks for its own map.
                          if (reply.value->map && m_mapGeneration == 0)
                              setMap(*reply.value->map, revision);
                          else if (m_mapGeneration > 0 && !isMapCurrent())
                              requestMap();
                          updateProblems();
                          if (done)
                              done(QString());
                      });
}

bool ProjectSession::verify(VerifyParams params, EngineApi::Progress progress,
                            EngineApi::Done<VerifyOutcome> done, QString* error) {
    if (!m_project) {
        if (error)
            *error = tr("no project is open");
        return false;
    }
    if (m_verifyRequest) {
        if (error)
            *error = tr("a verification is already running");
        return false;
    }
    // A module with conflict blocks is not Python: resolve the merge first.
    if (const int blocks = countConflictBlocks(m_text)) {
        if (error)
            *error = tr("%1 has %2 unresolved conflict block(s) from the last merge: resolve "
                        "them (merge view or editor) before verifying")
                         .arg(m_project->workingModulePath())
                         .arg(blocks);
        return false;
    }
    if (isModified() && !save(error))
        return false;
    params.project = m_project->folder();
    m_compiledText = m_text;
    if (!m_compileProblems.isEmpty()) {
        m_compileProblems.clear();
        updateProblems();
    }
    m_verifyRequest = m_api.verify(
        params, this, std::move(progress),
        [this, done = std::move(done)](const Reply<VerifyOutcome>& reply) {
            m_verifyRequest = 0;
            if (reply.ok()) {
                // Compile errors of the working module (not of the pristine one).
                const QString working = QFileInfo(workingPath()).canonicalFilePath();
                for (const ModuleProblem& p : reply.value->compileErrors)
                    if (p.file.isEmpty() || QFileInfo(p.file).canonicalFilePath() == working)
                        m_compileProblems << p;
                if (!m_compileProblems.isEmpty())
                    updateProblems();
                reloadHistory();
                const QJsonObject& report = reply.value->report;
                showRunFindings(
                    reply.value->located,
                    [&] {
                        QStringList t;
                        for (const auto& v : report.value(QStringLiteral("tainted")).toArray())
                            t << v.toString();
                        return t;
                    }(),
                    report.value(QStringLiteral("generation")).toInt(),
                    report.value(QStringLiteral("moduleSha256")).toString());
            }
            done(reply);
        });
    return true;
}

void ProjectSession::updateProblems() {
    m_problems = m_compileProblems + m_checkProblems;
    Q_EMIT problemsChanged();
}

bool ProjectSession::profile(ProfileParams params, EngineApi::Progress progress,
                             EngineApi::Done<ProfileReport> done, QString* error) {
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    if (!m_project)
        return fail(tr("no project is open"));
    if (m_profileRequest)
        return fail(tr("a profile is already running"));
    if (m_verifyRequest)
        return fail(tr("a verification is running: profile when it has finished"));
    if (const int blocks = countConflictBlocks(m_text))
        return fail(tr("%1 has %2 unresolved conflict block(s) from the last merge: resolve "
                       "them (merge view or editor) before profiling")
                        .arg(m_project->workingModulePath())
                        .arg(blocks));
    if (isModified() && !save(error))
        return false;
    params.project = m_project->folder();
    m_profileRequest =
        m_api.profile(params, this, std::move(progress),
                      [this, done = std::move(done)](const Reply<ProfileReport>& reply) {
                          m_profileRequest = 0;
                          if (reply.ok()) {
                              m_profileHistory.reload();
                              m_profile = *reply.value;
                              Q_EMIT profileChanged();
                          }
                          done(reply);
                      });
    return true;
}

void ProjectSession::cancelProfile() {
    if (m_profileRequest)
        m_api.cancel(m_profileRequest);
}

bool ProjectSession::showProfile(const QString& runId, QString* error) {
    const ProfileRun* run = m_profileHistory.run(runId);
    if (!run) {
        if (error)
            *error = tr("no profile run %1 in this project").arg(runId);
        return false;
    }
    auto report = ProfileReport::load(run->reportPath, error);
    if (!report)
        return false;
    m_profile = std::move(*report);
    Q_EMIT profileChanged();
    return true;
}

bool ProjectSession::isProfileCurrent() const {
    if (!m_project || m_profile.isEmpty() || isModified())
        return false;
    if (m_profile.generation != m_project->settings().generation)
        return false;
    return m_profile.workingSha256.isEmpty() || m_profile.workingSha256 == savedTextSha256();
}

void ProjectSession::cancelVerify() {
    if (m_verifyRequest)
        m_api.cancel(m_verifyRequest);
}

void ProjectSession::reloadHistory() {
    m_history.reload();
}

void ProjectSession::showRunFindings(const QString& locatedKernel, const QStringList& tainted,
                                     int generation, const QString& moduleSha256) {
    if (m_failedKernel == locatedKernel && m_taintedKernels == tainted &&
        m_findingsGeneration == generation && m_findingsSha256 == moduleSha256)
        return;
    m_failedKernel = locatedKernel;
    m_taintedKernels = tainted;
    m_findingsGeneration = generation;
    m_findingsSha256 = moduleSha256;
    Q_EMIT kernelStatusChanged();
}

QString ProjectSession::savedTextSha256() const {
    // Hashing a big module (a training step's: megabytes) takes tens of ms; the staleness
    // checks ask on every kernel-status refresh.
    if (m_savedSha256.isEmpty())
        m_savedSha256 = textSha256(m_savedText);
    return m_savedSha256;
}

QString ProjectSession::staleReason(int generation, const QString& moduleSha256) const {
    if (!m_project)
        return {};
    const int now = m_project->settings().generation;
    if (generation > 0 && now > 0 && generation != now)
        return tr("from generation %1 (the module is generation %2 now)").arg(generation).arg(now);
    if (isModified())
        return tr("before your edit (the text on screen is not saved)");
    if (!moduleSha256.isEmpty()) {
        if (moduleSha256 != savedTextSha256())
            return tr("before your edit (the module was changed since)");
    }
    return {};
}

QString ProjectSession::findingsStaleReason() const {
    if (m_failedKernel.isEmpty() && m_taintedKernels.isEmpty())
        return {};
    return staleReason(m_findingsGeneration, m_findingsSha256);
}

QHash<QString, QStringList> ProjectSession::kernelStatus() const {
    QHash<QString, QStringList> status;
    for (const QString& k : m_map.editedKernels())
        status[k] << QStringLiteral("edited");
    // A run's findings are of the text it verified: on other text, "failed" would point at
    // code that may no longer hold the fault.
    if (!findingsStaleReason().isEmpty())
        return status;
    if (!m_failedKernel.isEmpty())
        status[m_failedKernel] << QStringLiteral("failed");
    for (const QString& k : m_taintedKernels)
        status[k] << QStringLiteral("tainted");
    return status;
}

} // namespace ks
