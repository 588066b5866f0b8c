#include "verify/VerifyReport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <cmath>

namespace ks {
namespace {

// Reads members of the report; the first problem is kept, naming the member's path.
// Missing and null members take defaults; a member of the wrong type is an error.
class Reader {
public:
    QString error;

    bool failed() const { return !error.isEmpty(); }

    QJsonValue value(const QJsonObject& o, const QString& at, const QString& key) {
        m_last = at.isEmpty() ? key : at + QLatin1Char('.') + key;
        return o.value(key);
    }
    void fail(const QString& what) {
        if (error.isEmpty())
            error = QStringLiteral("member \"%1\" %2").arg(m_last, what);
    }

    QString string(const QJsonObject& o, const QString& at, const QString& key,
                   bool required = false) {
        const QJsonValue v = value(o, at, key);
        if (v.isString())
            return v.toString();
        if (required || !(v.isUndefined() || v.isNull()))
            fail(required && v.isUndefined() ? QStringLiteral("is missing")
                                             : QStringLiteral("is not a string"));
        return {};
    }
    // Numbers may be written as "nan", "inf", "-inf" (JSON has no non-finite numbers).
    double number(const QJsonObject& o, const QString& at, const QString& key) {
        const QJsonValue v = value(o, at, key);
        if (v.isDouble())
            return v.toDouble();
        if (v.isString()) {
            const QString s = v.toString().trimmed().toLower();
            if (s == QLatin1String("nan") || s == QLatin1String("-nan"))
                return std::nan("");
            if (s == QLatin1String("inf") || s == QLatin1String("+inf") ||
                s == QLatin1String("infinity"))
                return HUGE_VAL;
            if (s == QLatin1String("-inf") || s == QLatin1String("-infinity"))
                return -HUGE_VAL;
        }
        if (!(v.isUndefined() || v.isNull()))
            fail(QStringLiteral("is not a number"));
        return VerifyComparison::kUnknown;
    }
    qint64 integer(const QJsonObject& o, const QString& at, const QString& key, qint64 fallback) {
        const QJsonValue v = value(o, at, key);
        if (v.isDouble() && std::trunc(v.toDouble()) == v.toDouble())
            return v.toInteger();
        if (!(v.isUndefined() || v.isNull()))
            fail(QStringLiteral("is not an integer"));
        return fallback;
    }
    bool boolean(const QJsonObject& o, const QString& at, const QString& key,
                 bool fallback = false) {
        const QJsonValue v = value(o, at, key);
        if (v.isBool())
            return v.toBool();
        if (!(v.isUndefined() || v.isNull()))
            fail(QStringLiteral("is not true or false"));
        return fallback;
    }
    QJsonObject object(const QJsonObject& o, const QString& at, const QString& key) {
        const QJsonValue v = value(o, at, key);
        if (!(v.isObject() || v.isUndefined() || v.isNull()))
            fail(QStringLiteral("is not an object"));
        return v.toObject();
    }
    QJsonArray array(const QJsonObject& o, const QString& at, const QString& key) {
        const QJsonValue v = value(o, at, key);
        if (!(v.isArray() || v.isUndefined() || v.isNull()))
            fail(QStringLiteral("is not an array"));
        return v.toArray();
    }
    QStringList strings(const QJsonObject& o, const QString& at, const QString& key) {
        QStringList out;
        for (const QJsonValue& v : array(o, at, key)) {
            if (!v.isString())
                fail(QStringLiteral("holds something other than strings"));
            out << v.toString();
        }
        return out;
    }
    QList<qint64> integers(const QJsonObject& o, const QString& at, const QString& key) {
        QList<qint64> out;
        for (const QJsonValue& v : array(o, at, key)) {
            if (!v.isDouble())
                fail(QStringLiteral("holds something other than integers"));
            out << v.toInteger();
        }
        return out;
    }

private:
    QString m_last;
};

QString item(const QString& at, const QString& key, qsizetype i) {
    return QStringLiteral("%1%2%3[%4]")
        .arg(at, at.isEmpty() ? QString() : QStringLiteral("."), key)
        .arg(i);
}

QString member(const QString& at, const QString& key) {
    return at.isEmpty() ? key : at + QLatin1Char('.') + key;
}

QString resolve(const QString& folder, const QString& file) {
    if (file.isEmpty())
        return {};
    return QDir::cleanPath(QDir(folder).absoluteFilePath(file));
}

VerifyTensorMeta tensorMeta(Reader& r, const QJsonObject& o, const QString& at) {
    VerifyTensorMeta m;
    m.shape = r.integers(o, at, QStringLiteral("shape"));
    m.stride = r.integers(o, at, QStringLiteral("stride"));
    m.dtype = r.string(o, at, QStringLiteral("dtype"));
    return m;
}

VerifyNonFiniteCount nonFinite(Reader& r, const QJsonObject& o, const QString& at,
                               const QString& key) {
    const QJsonObject c = r.object(o, at, key);
    const QString cat = member(at, key);
    return {r.integer(c, cat, QStringLiteral("expected"), -1),
            r.integer(c, cat, QStringLiteral("actual"), -1)};
}

void files(Reader& r, const QJsonObject& o, const QString& at, const QString& folder,
           VerifyComparison& c) {
    const QJsonObject f = r.object(o, at, QStringLiteral("files"));
    const QString fat = member(at, QStringLiteral("files"));
    c.expectedFile = resolve(folder, r.string(f, fat, QStringLiteral("expected")));
    c.actualFile = resolve(folder, r.string(f, fat, QStringLiteral("actual")));
}

VerifyComparison comparison(Reader& r, const QJsonObject& o, const QString& at,
                            const QString& folder) {
    VerifyComparison c;
    c.output = int(r.integer(o, at, QStringLiteral("output"), -1));
    c.passed = r.boolean(o, at, QStringLiteral("passed"));
    c.reason = r.string(o, at, QStringLiteral("reason"));
    c.expected = tensorMeta(r, r.object(o, at, QStringLiteral("expected")),
                            member(at, QStringLiteral("expected")));
    c.actual = tensorMeta(r, r.object(o, at, QStringLiteral("actual")),
                          member(at, QStringLiteral("actual")));
    c.rtol = r.number(o, at, QStringLiteral("rtol"));
    c.atol = r.number(o, at, QStringLiteral("atol"));
    c.numel = r.integer(o, at, QStringLiteral("numel"), -1);
    c.maxAbsError = r.number(o, at, QStringLiteral("maxAbsError"));
    c.maxRelError = r.number(o, at, QStringLiteral("maxRelError"));
    c.mismatches = r.integer(o, at, QStringLiteral("mismatches"), -1);
    c.firstMismatch = r.integers(o, at, QStringLiteral("firstMismatch"));
    c.nan = nonFinite(r, o, at, QStringLiteral("nan"));
    c.inf = nonFinite(r, o, at, QStringLiteral("inf"));
    // A state record's model-side name (`target`: the state-dict key) reads better than its
    // weights key; gradients and the loss have `name` only.
    c.name = r.string(o, at, QStringLiteral("target"));
    if (c.name.isEmpty())
        c.name = r.string(o, at, QStringLiteral("name"));
    c.kind = r.string(o, at, QStringLiteral("kind"));
    c.call = int(r.integer(o, at, QStringLiteral("call"), 0));
    const QJsonObject f = r.object(o, at, QStringLiteral("fp64"));
    if (!f.isEmpty()) {
        const QString fat = member(at, QStringLiteral("fp64"));
        c.fp64.present = true;
        c.fp64.passed = r.boolean(f, fat, QStringLiteral("passed"));
        c.fp64.rule = r.string(f, fat, QStringLiteral("rule"));
        c.fp64.moduleRmse = r.number(f, fat, QStringLiteral("moduleRmse"));
        c.fp64.eagerRmse = r.number(f, fat, QStringLiteral("eagerRmse"));
        c.fp64.bound = r.number(f, fat, QStringLiteral("bound"));
        c.fp64.error = r.string(f, fat, QStringLiteral("error"));
    }
    files(r, o, at, folder, c);
    return c;
}

QList<VerifyComparison> comparisons(Reader& r, const QJsonObject& o, const QString& at,
                                    const QString& key, const QString& folder) {
    QList<VerifyComparison> out;
    const QJsonArray list = r.array(o, at, key);
    for (qsizetype i = 0; i < list.size(); ++i)
        out << comparison(r, list[i].toObject(), item(at, key, i), folder);
    return out;
}

QList<VerifyBuffer> buffers(Reader& r, const QJsonObject& o, const QString& at,
                            const QString& folder) {
    QList<VerifyBuffer> out;
    const QJsonArray list = r.array(o, at, QStringLiteral("buffers"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString bat = item(at, QStringLiteral("buffers"), i);
        const QJsonObject b = list[i].toObject();
        VerifyBuffer buf;
        buf.buffer = r.string(b, bat, QStringLiteral("buffer"));
        buf.basis = r.string(b, bat, QStringLiteral("basis"));
        buf.node = r.string(b, bat, QStringLiteral("node"));
        buf.comparison = comparison(r, r.object(b, bat, QStringLiteral("comparison")),
                                    member(bat, QStringLiteral("comparison")), folder);
        files(r, b, bat, folder, buf.comparison);
        out << buf;
    }
    return out;
}

VerifySettings readSettings(Reader& r, const QJsonObject& o) {
    const QString at = QStringLiteral("settings");
    VerifySettings s;
    s.trials = int(r.integer(o, at, QStringLiteral("trials"), 0));
    s.seed = r.integer(o, at, QStringLiteral("seed"), 0);
    s.timeoutSeconds = r.number(o, at, QStringLiteral("timeoutSeconds"));
    const QJsonObject tol = r.object(o, at, QStringLiteral("tolerances"));
    for (auto it = tol.begin(); it != tol.end(); ++it) {
        const QString tat = member(member(at, QStringLiteral("tolerances")), it.key());
        const QJsonObject t = it.value().toObject();
        s.tolerances.insert(it.key(), {r.number(t, tat, QStringLiteral("rtol")),
                                       r.number(t, tat, QStringLiteral("atol"))});
    }
    s.tf32 = r.boolean(o, at, QStringLiteral("tf32"));
    s.fp64Reference = r.boolean(o, at, QStringLiteral("fp64Reference"));
    s.locate = r.boolean(o, at, QStringLiteral("locate"));
    s.interpreter = r.boolean(o, at, QStringLiteral("interpreter"));
    s.kernelTiming = r.boolean(o, at, QStringLiteral("kernelTiming"));
    s.device = r.string(o, at, QStringLiteral("device"));
    return s;
}

VerifyTrial trial(Reader& r, const QJsonObject& o, const QString& at, const QString& folder) {
    VerifyTrial t;
    t.index = int(r.integer(o, at, QStringLiteral("index"), 0));
    t.kind = r.string(o, at, QStringLiteral("kind"));
    const QJsonObject sizes = r.object(o, at, QStringLiteral("sizes"));
    for (auto it = sizes.begin(); it != sizes.end(); ++it)
        t.sizes.insert(it.key(),
                       r.integer(sizes, member(at, QStringLiteral("sizes")), it.key(), 0));
    const QJsonArray inputs = r.array(o, at, QStringLiteral("inputs"));
    for (qsizetype i = 0; i < inputs.size(); ++i)
        t.inputs << tensorMeta(r, inputs[i].toObject(), item(at, QStringLiteral("inputs"), i));
    t.passed = r.boolean(o, at, QStringLiteral("passed"));
    t.outputs = comparisons(r, o, at, QStringLiteral("outputs"), folder);
    t.gradients = comparisons(r, o, at, QStringLiteral("gradients"), folder);
    t.state = comparisons(r, o, at, QStringLiteral("state"), folder);
    const QJsonArray calls = r.array(o, at, QStringLiteral("calls"));
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const QString cat = item(at, QStringLiteral("calls"), i);
        const QJsonObject c = calls[i].toObject();
        VerifyCall call;
        call.call = int(r.integer(c, cat, QStringLiteral("call"), 0));
        call.passed = r.boolean(c, cat, QStringLiteral("passed"));
        call.outputs = comparisons(r, c, cat, QStringLiteral("outputs"), folder);
        t.calls << call;
    }
    t.problems = r.strings(o, at, QStringLiteral("problems"));
    t.moduleSeconds = r.number(o, at, QStringLiteral("moduleSeconds"));
    t.referenceSeconds = r.number(o, at, QStringLiteral("referenceSeconds"));
    return t;
}

void readLocated(Reader& r, const QJsonObject& json, const QString& folder, VerifyReport& report) {
    const QString at = QStringLiteral("located");
    const QJsonObject o = r.object(json, QString(), at);
    if (o.isEmpty())
        return;
    VerifyLocated l;
    l.kernel = r.string(o, at, QStringLiteral("kernel"));
    l.launch = int(r.integer(o, at, QStringLiteral("launch"), -1));
    l.order = int(r.integer(o, at, QStringLiteral("order"), -1));
    l.trial = int(r.integer(o, at, QStringLiteral("trial"), -1));
    l.nodes = r.strings(o, at, QStringLiteral("nodes"));
    l.line = int(r.integer(o, at, QStringLiteral("line"), 0));
    l.fault = r.string(o, at, QStringLiteral("fault"));
    l.buffers = buffers(r, o, at, folder);
    report.located = l;
}

void launches(Reader& r, const QJsonObject& json, const QString& folder, VerifyReport& report) {
    const QJsonArray list = r.array(json, QString(), QStringLiteral("kernels"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = item(QString(), QStringLiteral("kernels"), i);
        const QJsonObject o = list[i].toObject();
        VerifyLaunch l;
        l.kernel = r.string(o, at, QStringLiteral("kernel"), true);
        l.launch = int(r.integer(o, at, QStringLiteral("launch"), 0));
        l.order = int(r.integer(o, at, QStringLiteral("order"), i));
        l.passed = r.boolean(o, at, QStringLiteral("passed"), true);
        l.status = r.string(o, at, QStringLiteral("status"));
        l.edited = r.boolean(o, at, QStringLiteral("edited"));
        l.buffers = buffers(r, o, at, folder);
        report.kernels << l;
    }
}

void timings(Reader& r, const QJsonObject& json, VerifyReport& report) {
    const QJsonArray list = r.array(json, QString(), QStringLiteral("timing"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = item(QString(), QStringLiteral("timing"), i);
        const QJsonObject o = list[i].toObject();
        VerifyTiming t;
        t.kernel = r.string(o, at, QStringLiteral("kernel"), true);
        t.workingSeconds = r.number(o, at, QStringLiteral("workingSeconds"));
        t.pristineSeconds = r.number(o, at, QStringLiteral("pristineSeconds"));
        t.ratio = r.number(o, at, QStringLiteral("ratio"));
        t.repeats = int(r.integer(o, at, QStringLiteral("repeats"), 0));
        report.timing << t;
    }
}

void readFault(Reader& r, const QJsonObject& json, VerifyReport& report) {
    const QString at = QStringLiteral("fault");
    const QJsonObject o = r.object(json, QString(), at);
    if (o.isEmpty())
        return;
    VerifyFault f;
    f.kind = r.string(o, at, QStringLiteral("kind"));
    f.message = r.string(o, at, QStringLiteral("message"));
    f.kernel = r.string(o, at, QStringLiteral("kernel"));
    f.line = int(r.integer(o, at, QStringLiteral("line"), 0));
    if (o.contains(QStringLiteral("exitStatus")) && !o.value(QStringLiteral("exitStatus")).isNull())
        f.exitStatus = int(r.integer(o, at, QStringLiteral("exitStatus"), 0));
    f.traceback = r.string(o, at, QStringLiteral("traceback"));
    // The engine writes the sandbox's last stderr lines as a list or as one text.
    if (o.value(QStringLiteral("log")).isString())
        f.log = r.string(o, at, QStringLiteral("log")).split(QLatin1Char('\n'));
    else
        f.log = r.strings(o, at, QStringLiteral("log"));
    report.fault = f;
}

} // namespace

QString verifyVerdictName(VerifyVerdict verdict) {
    switch (verdict) {
    case VerifyVerdict::Pass:
        return QStringLiteral("pass");
    case VerifyVerdict::Fail:
        return QStringLiteral("fail");
    case VerifyVerdict::Random:
        return QStringLiteral("random");
    case VerifyVerdict::Error:
        break;
    }
    return QStringLiteral("error");
}

std::optional<VerifyVerdict> verifyVerdictFromName(const QString& name) {
    for (VerifyVerdict v :
         {VerifyVerdict::Pass, VerifyVerdict::Fail, VerifyVerdict::Error, VerifyVerdict::Random}) {
        if (verifyVerdictName(v) == name)
            return v;
    }
    return std::nullopt;
}

QStringList VerifyReport::kernelNames() const {
    QStringList names;
    auto add = [&names](const QString& name) {
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    };
    for (const VerifyLaunch& l : kernels)
        add(l.kernel);
    add(locatedKernel());
    for (const QString& k : edited)
        add(k);
    for (const VerifyTiming& t : timing)
        add(t.kernel);
    return names;
}

QString VerifyReport::kernelStatus(const QString& kernel) const {
    if (kernel.isEmpty())
        return {};
    if (kernel == locatedKernel())
        return QStringLiteral("failed");
    if (tainted.contains(kernel))
        return QStringLiteral("tainted");
    for (const VerifyLaunch& l : kernels) {
        if (l.kernel == kernel)
            return l.status.isEmpty() ? QStringLiteral("ok") : l.status;
    }
    // A passing run vouches for every kernel it ran.
    return verdict == VerifyVerdict::Pass ? QStringLiteral("ok") : QString();
}

const VerifyTiming* VerifyReport::timingOf(const QString& kernel) const {
    for (const VerifyTiming& t : timing) {
        if (t.kernel == kernel)
            return &t;
    }
    return nullptr;
}

QString VerifyReport::settingsText() const {
    const VerifySettings& s = settings;
    QStringList parts;
    // The example's inputs are trial 0, then the random trials: the count is of both, as the
    // results list them ("6 trials" over six rows, never "5 trials").
    parts << (s.trials == 0 ? QStringLiteral("1 trial (the example)")
                            : QStringLiteral("%1 trials (the example and %2 random)")
                                  .arg(s.trials + 1)
                                  .arg(s.trials));
    parts << QStringLiteral("seed %1").arg(s.seed);
    parts << (s.tf32 ? QStringLiteral("TF32 on") : QStringLiteral("TF32 off"));
    // Tolerances of the dtypes that were compared (all when nothing was).
    QStringList dtypes;
    for (const VerifyTrial& t : trials) {
        for (const VerifyComparison& c : t.outputs) {
            if (s.tolerances.contains(c.expected.dtype) && !dtypes.contains(c.expected.dtype))
                dtypes << c.expected.dtype;
        }
    }
    if (dtypes.isEmpty())
        dtypes = s.tolerances.keys();
    QStringList tol;
    for (const QString& d : std::as_const(dtypes)) {
        const VerifyTolerance t = s.tolerances.value(d);
        tol << QStringLiteral("%1 rtol %2 atol %3")
                   .arg(d, QString::number(t.rtol, 'g', 3), QString::number(t.atol, 'g', 3));
    }
    if (!tol.isEmpty())
        parts << tol.join(QStringLiteral(", "));
    if (s.fp64Reference)
        parts << QStringLiteral("fp64 reference");
    QString device =
        QStringLiteral("device %1").arg(s.device.isEmpty() ? QStringLiteral("?") : s.device);
    if (!sandbox.device.isEmpty() && sandbox.device != s.device)
        device += QStringLiteral(" (ran on %1)").arg(sandbox.device);
    parts << device;
    parts << (s.interpreter ? QStringLiteral("interpreter on") : QStringLiteral("interpreter off"));
    return parts.join(QStringLiteral(" · "));
}

std::optional<VerifyReport> VerifyReport::fromJson(const QJsonObject& json,
                                                   const QString& runFolder, QString* error) {
    Reader r;
    auto fail = [&r, error]() -> std::optional<VerifyReport> {
        if (error)
            *error = r.error;
        return std::nullopt;
    };
    const QString schema = r.string(json, QString(), QStringLiteral("schema"), true);
    if (!r.failed() && schema != QLatin1String("kernel-studio/verify-report"))
        r.fail(QStringLiteral("is \"%1\", expected \"kernel-studio/verify-report\"").arg(schema));
    const qint64 version = r.integer(json, QString(), QStringLiteral("version"), -1);
    if (!r.failed() && version < 1)
        r.fail(QStringLiteral("is missing or not a positive integer"));
    if (!r.failed() && version > kVersion)
        r.fail(QStringLiteral("is %1, newer than this build reads (%2); update Kernel Studio")
                   .arg(version)
                   .arg(kVersion));
    if (r.failed())
        return fail();

    VerifyReport rep;
    rep.runFolder = runFolder;
    rep.runId = r.string(json, QString(), QStringLiteral("runId"), true);
    rep.timeText = r.string(json, QString(), QStringLiteral("time"));
    rep.time = QDateTime::fromString(rep.timeText, Qt::ISODate);
    rep.project = r.string(json, QString(), QStringLiteral("project"));
    rep.module = r.string(json, QString(), QStringLiteral("module"));
    rep.generation = int(r.integer(json, QString(), QStringLiteral("generation"), 0));
    rep.moduleSha256 = r.string(json, QString(), QStringLiteral("moduleSha256"));
    const QString verdict = r.string(json, QString(), QStringLiteral("verdict"), true);
    if (const auto v = verifyVerdictFromName(verdict))
        rep.verdict = *v;
    else if (!r.failed())
        r.fail(QStringLiteral("is \"%1\", expected pass, fail, error or random").arg(verdict));
    rep.reason = r.string(json, QString(), QStringLiteral("reason"));
    rep.settings = readSettings(r, r.object(json, QString(), QStringLiteral("settings")));
    const QJsonObject edits = r.object(json, QString(), QStringLiteral("edits"));
    rep.edited = r.strings(edits, QStringLiteral("edits"), QStringLiteral("edited"));
    rep.missing = r.strings(edits, QStringLiteral("edits"), QStringLiteral("missing"));
    const QJsonObject sb = r.object(json, QString(), QStringLiteral("sandbox"));
    const QString sat = QStringLiteral("sandbox");
    rep.sandbox = {
        r.boolean(sb, sat, QStringLiteral("warm")), r.integer(sb, sat, QStringLiteral("pid"), 0),
        r.string(sb, sat, QStringLiteral("device")), r.boolean(sb, sat, QStringLiteral("reloaded")),
        r.number(sb, sat, QStringLiteral("loadSeconds"))};
    const QJsonArray trials = r.array(json, QString(), QStringLiteral("trials"));
    for (qsizetype i = 0; i < trials.size(); ++i)
        rep.trials << trial(r, trials[i].toObject(), item(QString(), QStringLiteral("trials"), i),
                            runFolder);
    readLocated(r, json, runFolder, rep);
    rep.tainted = r.strings(json, QString(), QStringLiteral("tainted"));
    launches(r, json, runFolder, rep);
    timings(r, json, rep);
    readFault(r, json, rep);
    rep.notes = r.strings(json, QString(), QStringLiteral("notes"));
    rep.durationSeconds = r.number(json, QString(), QStringLiteral("durationSeconds"));
    for (const QString& f : r.strings(json, QString(), QStringLiteral("files")))
        rep.files << resolve(runFolder, f);
    if (r.failed())
        return fail();
    return rep;
}

std::optional<VerifyReport> VerifyReport::read(const QString& path, QString* error) {
    auto fail = [&path, error](const QString& why) -> std::optional<VerifyReport> {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.exists() ? file.errorString() : QStringLiteral("no such file"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not valid JSON at offset %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QFileInfo info(path);
    QString why;
    auto report = fromJson(doc.object(), info.absolutePath(), &why);
    if (!report)
        return fail(why);
    report->reportPath = info.absoluteFilePath();
    return report;
}

} // namespace ks
