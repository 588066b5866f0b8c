#include "merge/ProjectMerge.h"

#include "common/AtomicFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace ks {
namespace {

QString readText(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

QString generationDir(const Project& project, int number) {
    return QDir(project.folder())
        .filePath(QStringLiteral("generations/%1").arg(number, 4, 10, QLatin1Char('0')));
}

QString pristineName(const Project& project) {
    return QFileInfo(project.settings().module).fileName();
}

QList<int> keptGenerations(const Project& project) {
    QList<int> out;
    const QDir dir(QDir(project.folder()).filePath(QStringLiteral("generations")));
    for (const auto& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        bool ok = false;
        const int n = name.toInt(&ok);
        if (ok && n > 0 &&
            QFileInfo::exists(dir.filePath(name + QLatin1Char('/') + pristineName(project))))
            out << n;
    }
    return out;
}

QJsonArray strings(const QStringList& list) {
    return QJsonArray::fromStringList(list);
}

} // namespace

QString workingRecordPath(const Project& project) {
    return QDir(project.stateDir()).filePath(QStringLiteral("working.json"));
}
QString mergeRecordPath(const Project& project) {
    return QDir(project.stateDir()).filePath(QStringLiteral("merge.json"));
}
QString strandedDir(const Project& project) {
    return QDir(project.stateDir()).filePath(QStringLiteral("stranded"));
}

std::optional<WorkingBase> workingBase(const Project& project, const QString& workingText,
                                       QString* error) {
    const QList<int> kept = keptGenerations(project);
    QFile record(workingRecordPath(project));
    QString recordProblem; // why the record is not used, when there is one
    if (record.open(QIODevice::ReadOnly)) {
        const int n = QJsonDocument::fromJson(record.readAll())
                          .object()
                          .value(QStringLiteral("generation"))
                          .toInt();
        if (kept.contains(n))
            return WorkingBase{n, QStringLiteral("recorded"), {}};
        recordProblem = n > 0 ? QStringLiteral("%1 names generation %2, which is not kept (no %3)")
                                    .arg(record.fileName())
                                    .arg(n)
                                    .arg(generationDir(project, n))
                              : QStringLiteral("%1 names no generation").arg(record.fileName());
    }
    if (kept.isEmpty()) {
        if (error)
            *error = QStringLiteral("%1: no kept generation (generations/NNNN/%2) to merge from")
                         .arg(project.folder(), pristineName(project));
        return std::nullopt;
    }
    // No record (a project from before merges): the kept generation closest to the text.
    int best = kept.last(), bestShared = -1;
    for (int i = int(kept.size()) - 1; i >= 0; --i) {
        const QString pristine = readText(
            generationDir(project, kept[i]) + QLatin1Char('/') + pristineName(project), nullptr);
        int shared = 0;
        for (int line : mapLines(pristine, workingText))
            shared += line > 0 ? 1 : 0;
        if (shared > bestShared)
            best = kept[i], bestShared = shared;
    }
    return WorkingBase{best, QStringLiteral("closest"),
                       recordProblem.isEmpty()
                           ? QString()
                           : QStringLiteral("%1: the working copy is taken as based on generation "
                                            "%2, the kept one closest to it")
                                 .arg(recordProblem)
                                 .arg(best)};
}

std::optional<GenerationSource> loadGeneration(const Project& project, int number, QString* error) {
    const QString dir = generationDir(project, number);
    GenerationSource g;
    g.number = number;
    g.text = readText(dir + QLatin1Char('/') + pristineName(project), error);
    if (g.text.isNull() && !QFileInfo::exists(dir + QLatin1Char('/') + pristineName(project)))
        return std::nullopt;
    QFile meta(dir + QStringLiteral("/metadata.json"));
    if (!meta.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(meta.fileName(), meta.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(meta.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = QStringLiteral("%1: not a JSON object (%2)")
                         .arg(meta.fileName(), parseError.errorString());
        return std::nullopt;
    }
    g.metadata = doc.object();
    const QDir models(dir + QStringLiteral("/model"));
    for (const auto& name : models.entryList(QDir::Files))
        g.modelFiles.insert(name, readText(models.filePath(name), nullptr));
    return g;
}

QJsonObject mergeToJson(const ModuleMergeResult& merge, bool withTexts) {
    QJsonArray kernels;
    for (const auto& k : merge.kernels) {
        QJsonObject o{
            {QStringLiteral("old"), k.pair.oldNames.isEmpty()
                                        ? QJsonValue()
                                        : QJsonValue(k.pair.oldNames.join(QLatin1String(", ")))},
            {QStringLiteral("new"), k.pair.newNames.isEmpty()
                                        ? QJsonValue()
                                        : QJsonValue(k.pair.newNames.join(QLatin1String(", ")))},
            {QStringLiteral("oldNames"), strings(k.pair.oldNames)},
            {QStringLiteral("newNames"), strings(k.pair.newNames)},
            {QStringLiteral("match"), matchKindName(k.pair.kind)},
            {QStringLiteral("result"), k.result},
            {QStringLiteral("conflicts"), k.conflicts}};
        if (!k.pair.by.isEmpty())
            o.insert(QStringLiteral("pairedBy"), k.pair.by);
        if (!k.into.isEmpty())
            o.insert(QStringLiteral("into"), strings(k.into));
        if (withTexts &&
            (k.result == QLatin1String("conflict") || k.result == QLatin1String("merged") ||
             k.result == QLatin1String("stranded"))) {
            o.insert(QStringLiteral("base"), k.base);
            o.insert(QStringLiteral("mine"), k.mine);
            o.insert(QStringLiteral("theirs"), k.theirs);
            o.insert(QStringLiteral("merged"), k.merged);
        }
        kernels.append(o);
    }
    QJsonArray stranded;
    for (const auto& s : merge.stranded) {
        QJsonObject o{{QStringLiteral("name"), s.name},
                      {QStringLiteral("id"), s.id},
                      {QStringLiteral("kind"), s.kind},
                      {QStringLiteral("match"), matchKindName(s.match)},
                      {QStringLiteral("candidates"), strings(s.candidates)}};
        if (withTexts) {
            o.insert(QStringLiteral("text"), s.text);
            o.insert(QStringLiteral("base"), s.base);
        }
        stranded.append(o);
    }
    QJsonObject renamed;
    for (auto it = merge.renamed.begin(); it != merge.renamed.end(); ++it)
        renamed.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("base"), merge.baseGeneration},
                       {QStringLiteral("generation"), merge.newGeneration},
                       {QStringLiteral("conflicts"), merge.conflicts},
                       {QStringLiteral("call"), merge.call},
                       {QStringLiteral("kernels"), kernels},
                       {QStringLiteral("renamed"), renamed},
                       {QStringLiteral("stranded"), stranded}};
}

bool writeMerge(const Project& project, const ModuleMergeResult& merge, const QString& text,
                QStringList* strandedFiles, QString* error) {
    QDir().mkpath(strandedDir(project));
    QJsonObject record = mergeToJson(merge, true);
    QJsonArray stranded = record.value(QStringLiteral("stranded")).toArray();
    for (qsizetype i = 0; i < merge.stranded.size(); ++i) {
        const StrandedEdit& s = merge.stranded[i];
        const QString path = QDir(strandedDir(project))
                                 .filePath(QStringLiteral("g%1-%2.py")
                                               .arg(merge.baseGeneration, 4, 10, QLatin1Char('0'))
                                               .arg(s.name));
        const QString header =
            QStringLiteral(
                "# Stranded edit: kernel %1 (id %2) of generation %3, edited by you, has no\n"
                "# single counterpart in generation %4 (%5). Candidates: %6.\n"
                "# Kernel Studio keeps it here; re-apply it to a kernel from the merge view.\n")
                .arg(s.name, s.id.isEmpty() ? QStringLiteral("-") : s.id)
                .arg(merge.baseGeneration)
                .arg(merge.newGeneration)
                .arg(matchKindName(s.match), s.candidates.isEmpty()
                                                 ? QStringLiteral("none")
                                                 : s.candidates.join(QLatin1String(", ")));
        if (!writeFileAtomically(path, (header + s.text).toUtf8(), error))
            return false;
        QJsonObject o = stranded[i].toObject();
        o.insert(QStringLiteral("file"), path);
        stranded[i] = o;
        if (strandedFiles)
            *strandedFiles << path;
    }
    record.insert(QStringLiteral("stranded"), stranded);
    record.insert(QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    record.insert(QStringLiteral("resolvedConflicts"),
                  std::max(0, merge.conflicts - countConflictBlocks(text)));
    if (!writeFileAtomically(mergeRecordPath(project), QJsonDocument(record).toJson(), error))
        return false;
    if (!writeFileAtomically(project.workingModulePath(), text.toUtf8(), error))
        return false;
    // After the working copy: a kill between the two leaves the old base recorded, and
    // merging again from it is harmless (both sides then carry the same changes).
    return writeFileAtomically(
        workingRecordPath(project),
        QJsonDocument(QJsonObject{{QStringLiteral("generation"), merge.newGeneration}}).toJson(),
        error);
}

bool recordResolvedConflicts(const Project& project, const QString& workingText, QString* error) {
    QFile f(mergeRecordPath(project));
    if (!f.open(QIODevice::ReadOnly))
        return true; // no merge yet
    QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QFile w(workingRecordPath(project));
    const int base = w.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(w.readAll())
                                                       .object()
                                                       .value(QStringLiteral("generation"))
                                                       .toInt()
                                                 : 0;
    if (record.isEmpty() || base != record.value(QStringLiteral("generation")).toInt())
        return true; // the working copy moved on since that merge
    const int conflicts = record.value(QStringLiteral("conflicts")).toInt();
    const int resolved = std::max(0, conflicts - countConflictBlocks(workingText));
    if (record.value(QStringLiteral("resolvedConflicts")).toInt(-1) == resolved)
        return true;
    record.insert(QStringLiteral("resolvedConflicts"), resolved);
    return writeFileAtomically(mergeRecordPath(project), QJsonDocument(record).toJson(), error);
}

QList<std::pair<StrandedEdit, QString>> recordedStranded(const Project& project) {
    QList<std::pair<StrandedEdit, QString>> out;
    QFile f(mergeRecordPath(project));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const auto& v : QJsonDocument::fromJson(f.readAll())
                             .object()
                             .value(QStringLiteral("stranded"))
                             .toArray()) {
        const QJsonObject o = v.toObject();
        StrandedEdit s;
        s.name = o.value(QStringLiteral("name")).toString();
        s.id = o.value(QStringLiteral("id")).toString();
        s.kind = o.value(QStringLiteral("kind")).toString();
        s.text = o.value(QStringLiteral("text")).toString();
        s.base = o.value(QStringLiteral("base")).toString();
        for (const auto& c : o.value(QStringLiteral("candidates")).toArray())
            s.candidates << c.toString();
        const QString match = o.value(QStringLiteral("match")).toString();
        for (auto k : {MatchKind::Split, MatchKind::Merged, MatchKind::Removed})
            if (matchKindName(k) == match)
                s.match = k;
        out.append({s, o.value(QStringLiteral("file")).toString()});
    }
    return out;
}

} // namespace ks
