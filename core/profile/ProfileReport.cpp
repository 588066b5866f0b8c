#include "profile/ProfileReport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace ks {
namespace {

/// Reads members and keeps the first problem, naming its path ("modules.working.runSeconds").
class Reader {
public:
    QString error;

    bool failed() const { return !error.isEmpty(); }
    void fail(const QString& at, const QString& what) {
        if (error.isEmpty())
            error = QStringLiteral("member \"%1\" %2").arg(at, what);
    }
    static QString path(const QString& at, const QString& key) {
        return at.isEmpty() ? key : at + QLatin1Char('.') + key;
    }
    double number(const QJsonObject& o, const QString& at, const QString& key,
                  bool required = false, double fallback = 0) {
        const QJsonValue v = o.value(key);
        if (v.isDouble())
            return v.toDouble();
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(path(at, key), QStringLiteral("is missing"));
            return fallback;
        }
        fail(path(at, key), QStringLiteral("is not a number"));
        return fallback;
    }
    QString string(const QJsonObject& o, const QString& at, const QString& key,
                   bool required = false) {
        const QJsonValue v = o.value(key);
        if (v.isString())
            return v.toString();
        if (required || !(v.isUndefined() || v.isNull()))
            fail(path(at, key), v.isUndefined() ? QStringLiteral("is missing")
                                                : QStringLiteral("is not a string"));
        return {};
    }
    QStringList strings(const QJsonObject& o, const QString& at, const QString& key) {
        QStringList out;
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull())
            return out;
        if (!v.isArray()) {
            fail(path(at, key), QStringLiteral("is not an array"));
            return out;
        }
        for (const QJsonValue& item : v.toArray())
            out << item.toString();
        return out;
    }
};

ProfileEntry readEntry(Reader& r, const QJsonObject& o, const QString& at, bool launch) {
    ProfileEntry e;
    e.kernel = r.string(o, at, QStringLiteral("kernel"), true);
    e.kind = r.string(o, at, QStringLiteral("kind"));
    if (launch)
        e.launch = int(r.number(o, at, QStringLiteral("launch"), true));
    else
        e.launches = int(r.number(o, at, QStringLiteral("launches"), false, 1));
    e.line = int(r.number(o, at, QStringLiteral("line")));
    e.seconds = r.number(o, at, QStringLiteral("seconds"), true);
    e.share = r.number(o, at, QStringLiteral("share"));
    e.bytes = r.number(o, at, QStringLiteral("bytes"));
    e.flops = r.number(o, at, QStringLiteral("flops"));
    e.bandwidth = r.number(o, at, QStringLiteral("bandwidth"));
    e.flopsPerSecond = r.number(o, at, QStringLiteral("flopsPerSecond"));
    e.roofline = r.number(o, at, QStringLiteral("roofline"), false, -1);
    e.bound = r.string(o, at, QStringLiteral("bound"));
    e.dtype = r.string(o, at, QStringLiteral("dtype"));
    e.deviceKernels = r.strings(o, at, QStringLiteral("deviceKernels"));
    e.nodes = r.strings(o, at, QStringLiteral("nodes"));
    if (e.seconds < 0 || !std::isfinite(e.seconds))
        r.fail(Reader::path(at, QStringLiteral("seconds")), QStringLiteral("is negative"));
    return e;
}

QList<ProfileEntry> readEntries(Reader& r, const QJsonObject& o, const QString& at,
                                const QString& key, bool launch) {
    QList<ProfileEntry> out;
    const QJsonValue v = o.value(key);
    if (!v.isArray()) {
        r.fail(Reader::path(at, key),
               v.isUndefined() ? QStringLiteral("is missing") : QStringLiteral("is not an array"));
        return out;
    }
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString here = QStringLiteral("%1[%2]").arg(Reader::path(at, key)).arg(i);
        if (!list[i].isObject()) {
            r.fail(here, QStringLiteral("is not an object"));
            break;
        }
        out << readEntry(r, list[i].toObject(), here, launch);
    }
    return out;
}

ModuleProfile readModule(Reader& r, const QJsonValue& v, const QString& at) {
    ModuleProfile m;
    if (v.isNull() || v.isUndefined())
        return m;
    if (!v.isObject()) {
        r.fail(at, QStringLiteral("is not an object"));
        return m;
    }
    const QJsonObject o = v.toObject();
    m.present = true;
    m.runSeconds = r.number(o, at, QStringLiteral("runSeconds"), true);
    m.replayed = o.value(QStringLiteral("replayed")).toBool();
    m.profiledRunSeconds = r.number(o, at, QStringLiteral("profiledRunSeconds"));
    m.kernelSeconds = r.number(o, at, QStringLiteral("kernelSeconds"));
    m.otherSeconds = r.number(o, at, QStringLiteral("otherSeconds"));
    m.coverage = r.number(o, at, QStringLiteral("coverage"));
    const QJsonObject outside = o.value(QStringLiteral("outside")).toObject();
    m.outsideSeconds =
        r.number(outside, Reader::path(at, QStringLiteral("outside")), QStringLiteral("seconds"));
    m.outsideKernels = r.strings(outside, Reader::path(at, QStringLiteral("outside")),
                                 QStringLiteral("deviceKernels"));
    m.kernels = readEntries(r, o, at, QStringLiteral("kernels"), false);
    m.launches = readEntries(r, o, at, QStringLiteral("launches"), true);
    // Reports that list the device kernels per launch only: the kernel's are its launches'.
    for (ProfileEntry& k : m.kernels)
        if (k.deviceKernels.isEmpty())
            for (const ProfileEntry& l : std::as_const(m.launches))
                if (l.kernel == k.kernel)
                    for (const QString& name : l.deviceKernels)
                        if (!k.deviceKernels.contains(name))
                            k.deviceKernels << name;
    std::stable_sort(
        m.kernels.begin(), m.kernels.end(),
        [](const ProfileEntry& a, const ProfileEntry& b) { return a.seconds > b.seconds; });
    return m;
}

QString scaled(double value, const char* const units[], int count, double step, int digits) {
    if (!std::isfinite(value))
        return QStringLiteral("–");
    int unit = 0;
    while (unit + 1 < count && std::abs(value) >= step) {
        value /= step;
        ++unit;
    }
    const int precision = std::abs(value) >= 100 ? 0 : std::abs(value) >= 10 ? 1 : digits;
    return QStringLiteral("%1 %2")
        .arg(value, 0, 'f', precision)
        .arg(QString::fromUtf8(units[unit]));
}

} // namespace

const ProfileEntry* ModuleProfile::kernel(const QString& name) const {
    for (const ProfileEntry& e : kernels)
        if (e.kernel == name)
            return &e;
    return nullptr;
}

QList<const ProfileEntry*> ModuleProfile::launchesOf(const QString& name) const {
    QList<const ProfileEntry*> out;
    for (const ProfileEntry& e : launches)
        if (e.kernel == name)
            out << &e;
    std::stable_sort(out.begin(), out.end(), [](const ProfileEntry* a, const ProfileEntry* b) {
        return a->launch < b->launch;
    });
    return out;
}

double ModuleProfile::maxShare() const {
    double best = 0;
    for (const ProfileEntry& e : kernels)
        best = std::max(best, e.share);
    return best;
}

std::optional<ProfileReport> ProfileReport::fromJson(const QJsonObject& json, QString* error) {
    Reader r;
    ProfileReport p;
    p.json = json;
    if (json.value(QStringLiteral("schema")).toString() != QLatin1String("kernel-studio/profile"))
        r.fail(QStringLiteral("schema"), QStringLiteral("is not \"kernel-studio/profile\""));
    p.runId = r.string(json, {}, QStringLiteral("runId"), true);
    p.timeText = r.string(json, {}, QStringLiteral("time"));
    p.time = QDateTime::fromString(p.timeText, Qt::ISODate);
    p.project = r.string(json, {}, QStringLiteral("project"));
    p.module = r.string(json, {}, QStringLiteral("module"));
    p.generation = int(r.number(json, {}, QStringLiteral("generation")));
    p.workingSha256 = r.string(json, {}, QStringLiteral("workingSha256"));
    p.method = r.string(json, {}, QStringLiteral("method"));
    const QJsonObject settings = json.value(QStringLiteral("settings")).toObject();
    p.warmup = int(r.number(settings, QStringLiteral("settings"), QStringLiteral("warmup")));
    p.repeats = int(r.number(settings, QStringLiteral("settings"), QStringLiteral("repeats")));
    const QJsonObject device = json.value(QStringLiteral("device")).toObject();
    p.device.name = r.string(device, QStringLiteral("device"), QStringLiteral("name"));
    p.device.type = r.string(device, QStringLiteral("device"), QStringLiteral("type"));
    p.device.bandwidth = r.number(device, QStringLiteral("device"), QStringLiteral("bandwidth"));
    const QJsonObject flops = device.value(QStringLiteral("flops")).toObject();
    for (auto it = flops.begin(); it != flops.end(); ++it)
        if (it.value().isDouble())
            p.device.flops.insert(it.key(), it.value().toDouble());
    p.edited = r.strings(json.value(QStringLiteral("edits")).toObject(), QStringLiteral("edits"),
                         QStringLiteral("edited"));
    const QJsonObject modules = json.value(QStringLiteral("modules")).toObject();
    if (!json.value(QStringLiteral("modules")).isObject())
        r.fail(QStringLiteral("modules"), QStringLiteral("is missing"));
    p.working =
        readModule(r, modules.value(QStringLiteral("working")), QStringLiteral("modules.working"));
    if (!r.failed() && !p.working.present)
        r.fail(QStringLiteral("modules.working"), QStringLiteral("is missing"));
    p.pristine = readModule(r, modules.value(QStringLiteral("pristine")),
                            QStringLiteral("modules.pristine"));
    p.notes = r.strings(json, {}, QStringLiteral("notes"));
    p.durationSeconds = r.number(json, {}, QStringLiteral("durationSeconds"));
    p.reportFile = r.string(json, {}, QStringLiteral("reportFile"));
    if (r.failed()) {
        if (error)
            *error = r.error;
        return std::nullopt;
    }
    return p;
}

std::optional<ProfileReport> ProfileReport::load(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error =
                QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = QStringLiteral("%1: not a JSON object (%2)")
                         .arg(QDir::toNativeSeparators(path), parseError.errorString());
        return std::nullopt;
    }
    QString why;
    auto report = fromJson(doc.object(), &why);
    if (!report) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
        return std::nullopt;
    }
    if (report->reportFile.isEmpty())
        report->reportFile = path;
    return report;
}

ProfileHistory::ProfileHistory(const QString& projectFolder) : m_project(projectFolder) {
    reload();
}

QString ProfileHistory::profileFolder(const QString& projectFolder) {
    return QDir(projectFolder).absoluteFilePath(QStringLiteral(".kernel-studio/profile"));
}

QString ProfileHistory::historyFile(const QString& projectFolder) {
    return QDir(profileFolder(projectFolder)).absoluteFilePath(QStringLiteral("history.jsonl"));
}

bool ProfileHistory::reload() {
    m_runs.clear();
    m_skipped = 0;
    m_error.clear();
    if (m_project.isEmpty())
        return true;
    QFile file(historyFile(m_project));
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(file.fileName()),
                                               file.errorString());
        return false;
    }
    const QString folder = profileFolder(m_project);
    for (const QByteArray& raw : file.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        const QJsonObject o = doc.object();
        ProfileRun run;
        run.runId = o.value(QStringLiteral("runId")).toString();
        if (!doc.isObject() || run.runId.isEmpty() ||
            !o.value(QStringLiteral("workingSeconds")).isDouble()) {
            ++m_skipped;
            continue;
        }
        run.timeText = o.value(QStringLiteral("time")).toString();
        run.time = QDateTime::fromString(run.timeText, Qt::ISODate);
        run.generation = o.value(QStringLiteral("generation")).toInt();
        run.device = o.value(QStringLiteral("device")).toString();
        for (const QJsonValue& v : o.value(QStringLiteral("edited")).toArray())
            run.edited << v.toString();
        run.workingSeconds = o.value(QStringLiteral("workingSeconds")).toDouble();
        run.pristineSeconds = o.value(QStringLiteral("pristineSeconds")).toDouble(-1);
        // kernel -> seconds per call (older lines: a count).
        const QJsonValue kernels = o.value(QStringLiteral("kernels"));
        run.kernels = kernels.isObject() ? int(kernels.toObject().size()) : kernels.toInt();
        const QJsonObject perKernel = kernels.toObject();
        for (auto it = perKernel.begin(); it != perKernel.end(); ++it)
            run.kernelSeconds.insert(it.key(), it.value().toDouble());
        run.reportPath = QDir(folder).absoluteFilePath(run.runId + QStringLiteral("/profile.json"));
        m_runs << run;
    }
    std::stable_sort(m_runs.begin(), m_runs.end(),
                     [](const ProfileRun& a, const ProfileRun& b) { return a.runId > b.runId; });
    return true;
}

const ProfileRun* ProfileHistory::run(const QString& runId) const {
    for (const ProfileRun& r : m_runs)
        if (r.runId == runId)
            return &r;
    return nullptr;
}

const ProfileRun* ProfileHistory::previousOf(const QString& runId) const {
    // Newest first: the run after `runId` in the list is the one before it in time.
    for (qsizetype i = 0; i + 1 < m_runs.size(); ++i)
        if (m_runs[i].runId == runId)
            return &m_runs[i + 1];
    return nullptr;
}

QString formatSeconds(double seconds) {
    static const char* const units[] = {"ns", "µs", "ms", "s"};
    return scaled(seconds * 1e9, units, 4, 1000.0, 2);
}

QString formatBandwidth(double bytesPerSecond) {
    static const char* const units[] = {"B/s", "kB/s", "MB/s", "GB/s", "TB/s"};
    return scaled(bytesPerSecond, units, 5, 1000.0, 2);
}

QString formatFlopRate(double flopsPerSecond) {
    static const char* const units[] = {"FLOP/s",  "kFLOP/s", "MFLOP/s",
                                        "GFLOP/s", "TFLOP/s", "PFLOP/s"};
    return scaled(flopsPerSecond, units, 6, 1000.0, 2);
}

QString formatBytes(double bytes) {
    static const char* const units[] = {"B", "kB", "MB", "GB", "TB"};
    return scaled(bytes, units, 5, 1000.0, 2);
}

} // namespace ks
