#include "merge/GenerationSummary.h"

#include "merge/GenerationList.h"
#include "merge/ProjectMerge.h"
#include "profile/ProfileReport.h"
#include "verify/VerifyHistory.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>

namespace ks {

namespace {

QString generationDir(const Project& project, int number) {
    return QDir(project.folder())
        .filePath(QStringLiteral("generations/%1").arg(number, 4, 10, QLatin1Char('0')));
}

void countKernels(const QJsonObject& metadata, GenerationSummary* s) {
    for (const QJsonValue& v : metadata.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        if (k.value(QStringLiteral("kind")).toString() == QLatin1String("extern"))
            ++s->libraryCalls;
        else
            ++s->kernels;
        const QJsonArray launches = k.value(QStringLiteral("launches")).toArray();
        s->launches += launches.isEmpty() ? 1 : int(launches.size());
    }
}

QDateTime created(const GenerationSummary& s) {
    return QDateTime::fromString(s.created, Qt::ISODate);
}

// The generation a verify run belongs to: recorded by the run, or (older histories) the
// newest generation created before it.
int verifiedGeneration(const VerifyRun& run, const QList<GenerationSummary>& all) {
    if (run.generation > 0)
        return run.generation;
    int best = 0;
    for (const auto& g : all) {
        const QDateTime made = created(g);
        if (made.isValid() && run.time.isValid() && made <= run.time)
            best = g.number;
    }
    return best;
}

QString valueText(const QJsonValue& v) {
    if (v.isUndefined() || v.isNull())
        return QStringLiteral("default");
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isString())
        return v.toString();
    return QString::fromUtf8(
        QJsonDocument(v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject()))
            .toJson(QJsonDocument::Compact));
}

QSet<QString> stringSet(const QJsonValue& v) {
    QSet<QString> out;
    for (const QJsonValue& item : v.toArray())
        out.insert(item.toString());
    return out;
}

void listChange(const QString& label, const QSet<QString>& a, const QSet<QString>& b,
                QStringList* out) {
    QStringList added(b.begin(), b.end()), removed(a.begin(), a.end());
    added.erase(
        std::remove_if(added.begin(), added.end(), [&](const QString& x) { return a.contains(x); }),
        added.end());
    removed.erase(std::remove_if(removed.begin(), removed.end(),
                                 [&](const QString& x) { return b.contains(x); }),
                  removed.end());
    std::sort(added.begin(), added.end());
    std::sort(removed.begin(), removed.end());
    QStringList parts;
    for (const auto& x : added)
        parts << QStringLiteral("+ %1").arg(x);
    for (const auto& x : removed)
        parts << QStringLiteral("- %1").arg(x);
    if (!parts.isEmpty())
        *out << QStringLiteral("%1: %2").arg(label, parts.join(QStringLiteral(", ")));
}

double pairSeconds(const QStringList& names, const GenerationSummary& g) {
    if (!g.profiled() || names.isEmpty())
        return -1;
    double sum = 0;
    bool any = false;
    for (const auto& n : names) {
        const auto it = g.kernelSeconds.constFind(n);
        if (it != g.kernelSeconds.constEnd()) {
            sum += it.value();
            any = true;
        }
    }
    return any ? sum : -1;
}

} // namespace

QJsonObject GenerationSummary::toJson() const {
    QJsonObject o{{QStringLiteral("generation"), number},
                  {QStringLiteral("created"), created.isEmpty() ? QJsonValue() : created},
                  {QStringLiteral("current"), current},
                  {QStringLiteral("settings"), settings},
                  {QStringLiteral("kernels"), kernels},
                  {QStringLiteral("libraryCalls"), libraryCalls},
                  {QStringLiteral("launches"), launches}};
    o.insert(QStringLiteral("verify"),
             verdict.isEmpty()
                 ? QJsonValue()
                 : QJsonObject{{QStringLiteral("verdict"), verdict},
                               {QStringLiteral("runId"), verifyRun},
                               {QStringLiteral("located"),
                                located.isEmpty() ? QJsonValue() : QJsonValue(located)},
                               {QStringLiteral("edited"), verifiedEdited}});
    o.insert(QStringLiteral("profile"),
             !profiled() ? QJsonValue()
                         : QJsonObject{{QStringLiteral("seconds"), seconds},
                                       {QStringLiteral("kernelSeconds"), kernelTotal},
                                       {QStringLiteral("runId"), profileRun},
                                       {QStringLiteral("device"), profileDevice}});
    return o;
}

QList<GenerationSummary> summarizeGenerations(const Project& project) {
    QList<GenerationSummary> out;
    for (const GenerationInfo& info : listGenerations(project)) {
        GenerationSummary s;
        s.number = info.number;
        s.created = info.created;
        s.current = info.current;
        const QString dir = generationDir(project, info.number);
        const QJsonObject& record = info.record;
        for (const char* key :
             {"decompositions", "decompositions_file", "decompositions_sha256", "inductor",
              "materialize", "model_sha256", "torch", "activation_memory_budget", "recompute"}) {
            const QString k = QString::fromLatin1(key);
            if (record.contains(k))
                s.settings.insert(k, record.value(k));
        }
        QFile meta(dir + QStringLiteral("/metadata.json"));
        if (meta.open(QIODevice::ReadOnly))
            countKernels(QJsonDocument::fromJson(meta.readAll()).object(), &s);
        out << s;
    }

    // Histories are newest first: the first run met for a generation is its newest.
    const VerifyHistory verify(project.folder());
    QSet<int> verified;
    for (const VerifyRun& run : verify.runs()) {
        const int n = verifiedGeneration(run, out);
        if (n <= 0 || verified.contains(n))
            continue;
        for (auto& g : out)
            if (g.number == n) {
                verified.insert(n);
                g.verdict = verifyVerdictName(run.verdict);
                g.verifyRun = run.runId;
                g.located = run.located;
                g.verifiedEdited = !run.edited.isEmpty();
            }
    }
    const ProfileHistory profile(project.folder());
    QSet<int> profiled;
    for (const ProfileRun& run : profile.runs()) {
        if (run.generation <= 0 || profiled.contains(run.generation))
            continue;
        for (auto& g : out) {
            if (g.number != run.generation)
                continue;
            if (run.edited.isEmpty()) {
                g.seconds = run.workingSeconds;
                g.kernelSeconds = run.kernelSeconds;
                g.kernelTotal = 0;
                for (const double s : run.kernelSeconds)
                    g.kernelTotal += s;
            } else {
                // The pristine module's times are in the run's report.
                QString error;
                const auto report = ProfileReport::load(run.reportPath, &error);
                if (!report || !report->pristine.present)
                    break;
                g.seconds = report->pristine.runSeconds;
                g.kernelTotal = report->pristine.kernelSeconds;
                for (const ProfileEntry& e : report->pristine.kernels)
                    g.kernelSeconds.insert(e.kernel, e.seconds);
            }
            profiled.insert(run.generation);
            g.profileRun = run.runId;
            g.profileDevice = run.device;
        }
    }
    return out;
}

const GenerationSummary* findGeneration(const QList<GenerationSummary>& all, int number) {
    for (const auto& g : all)
        if (g.number == number)
            return &g;
    return nullptr;
}

QStringList settingChanges(const GenerationSummary& a, const GenerationSummary& b) {
    QStringList out;
    const QString modelA = a.settings.value(QStringLiteral("model_sha256")).toString();
    const QString modelB = b.settings.value(QStringLiteral("model_sha256")).toString();
    if (modelA != modelB && !modelA.isEmpty() && !modelB.isEmpty())
        out << QStringLiteral("model: edited");
    const QString torchA = a.settings.value(QStringLiteral("torch")).toString();
    const QString torchB = b.settings.value(QStringLiteral("torch")).toString();
    if (torchA != torchB && !torchA.isEmpty() && !torchB.isEmpty())
        out << QStringLiteral("torch: %1 -> %2").arg(torchA, torchB);
    const QJsonObject da = a.settings.value(QStringLiteral("decompositions")).toObject();
    const QJsonObject db = b.settings.value(QStringLiteral("decompositions")).toObject();
    const QString baseA = da.value(QStringLiteral("base")).toString(QStringLiteral("none"));
    const QString baseB = db.value(QStringLiteral("base")).toString(QStringLiteral("none"));
    if (baseA != baseB)
        out << QStringLiteral("decompositions base: %1 -> %2").arg(baseA, baseB);
    for (const char* key : {"keep", "decompose", "custom"}) {
        const QString k = QString::fromLatin1(key);
        listChange(QStringLiteral("decompositions %1").arg(k), stringSet(da.value(k)),
                   stringSet(db.value(k)), &out);
    }
    const QString fileA = a.settings.value(QStringLiteral("decompositions_sha256")).toString();
    const QString fileB = b.settings.value(QStringLiteral("decompositions_sha256")).toString();
    if (fileA != fileB)
        out << (fileA.isEmpty()   ? QStringLiteral("decompositions.py: added")
                : fileB.isEmpty() ? QStringLiteral("decompositions.py: removed")
                                  : QStringLiteral("decompositions.py: edited"));
    const QJsonObject ia = a.settings.value(QStringLiteral("inductor")).toObject();
    const QJsonObject ib = b.settings.value(QStringLiteral("inductor")).toObject();
    QStringList keys = ia.keys() + ib.keys();
    keys.removeDuplicates();
    std::sort(keys.begin(), keys.end());
    for (const auto& k : keys)
        if (ia.value(k) != ib.value(k))
            out << QStringLiteral("inductor.%1: %2 -> %3")
                       .arg(k, valueText(ia.value(k)), valueText(ib.value(k)));
    listChange(QStringLiteral("materialize"),
               stringSet(a.settings.value(QStringLiteral("materialize"))),
               stringSet(b.settings.value(QStringLiteral("materialize"))), &out);
    // A training step's partitioner (absent: its defaults, a budget of 1 and no choices).
    const double budgetA =
        a.settings.value(QStringLiteral("activation_memory_budget")).toDouble(1.0);
    const double budgetB =
        b.settings.value(QStringLiteral("activation_memory_budget")).toDouble(1.0);
    if (budgetA != budgetB)
        out << QStringLiteral("activation_memory_budget: %1 -> %2").arg(budgetA).arg(budgetB);
    const QJsonObject ra = a.settings.value(QStringLiteral("recompute")).toObject();
    const QJsonObject rb = b.settings.value(QStringLiteral("recompute")).toObject();
    QStringList nodes = ra.keys() + rb.keys();
    nodes.removeDuplicates();
    std::sort(nodes.begin(), nodes.end());
    for (const auto& n : nodes)
        if (ra.value(n) != rb.value(n))
            out << QStringLiteral("recompute.%1: %2 -> %3")
                       .arg(n, ra.value(n).toString(QStringLiteral("default")),
                            rb.value(n).toString(QStringLiteral("default")));
    return out;
}

void attachKernelTimes(GenerationDiff& diff, const GenerationSummary& older,
                       const GenerationSummary& newer) {
    for (KernelDiff& k : diff.kernels) {
        k.oldSeconds = pairSeconds(k.pair.oldNames, older);
        k.newSeconds = pairSeconds(k.pair.newNames, newer);
    }
}

} // namespace ks
