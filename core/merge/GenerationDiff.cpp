#include "merge/GenerationDiff.h"

#include "merge/TextMerge.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <git2.h>

namespace ks {
namespace {

/// Per node name: its key across generations (op, module path, file, line carried into the
/// newer model file) numbered by occurrence, and the kernels that compute it.
struct NodeIndex {
    QHash<QString, QString> keyOf;    // node name -> key
    QHash<QString, QString> nameOf;   // key -> node name
    QHash<QString, QString> targetOf; // node name -> op
    QHash<QString, QString> kernelOf; // node name -> kernel (non-library)
};

NodeIndex indexNodes(const QJsonObject& metadata, const QHash<QString, QList<int>>& lineMap) {
    NodeIndex out;
    QHash<QString, int> seen;
    for (const auto& v : metadata.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject n = v.toObject();
        const QString op = n.value(QStringLiteral("op")).toString();
        if (op == QLatin1String("placeholder") || op == QLatin1String("output"))
            continue;
        const QString name = n.value(QStringLiteral("name")).toString();
        const QJsonObject src = n.value(QStringLiteral("source")).toObject();
        QString file = src.value(QStringLiteral("file")).toString();
        file = file.mid(file.lastIndexOf(QLatin1Char('/')) + 1);
        int line = src.value(QStringLiteral("line")).toInt();
        if (line > 0 && lineMap.contains(file)) {
            const auto& map = lineMap[file];
            line = line <= map.size() ? map[line - 1] : 0;
        }
        const QString target = n.value(QStringLiteral("target")).toString();
        QString key = QStringLiteral("%1|%2|%3|%4")
                          .arg(target, n.value(QStringLiteral("modulePath")).toString(), file)
                          .arg(line);
        key += QLatin1Char('#') + QString::number(seen[key]++);
        out.keyOf.insert(name, key);
        out.nameOf.insert(key, name);
        out.targetOf.insert(name, target);
    }
    for (const auto& v : metadata.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        if (k.value(QStringLiteral("kind")).toString() == QLatin1String("extern"))
            continue;
        for (const auto& n : k.value(QStringLiteral("nodes")).toArray())
            out.kernelOf.insert(n.toString(), k.value(QStringLiteral("name")).toString());
    }
    return out;
}

int onLineCount(const git_diff_delta*, const git_diff_hunk*, const git_diff_line* line,
                void* payload) {
    auto* counts = static_cast<std::pair<int, int>*>(payload);
    if (line->origin == GIT_DIFF_LINE_ADDITION)
        ++counts->first;
    else if (line->origin == GIT_DIFF_LINE_DELETION)
        ++counts->second;
    return 0;
}

} // namespace

QString unifiedDiff(const QString& a, const QString& b, const QString& labelA,
                    const QString& labelB, int* added, int* removed) {
    if (a == b) {
        if (added)
            *added = 0;
        if (removed)
            *removed = 0;
        return {};
    }
    mapLines({}, {}); // initialises libgit2
    const QByteArray ba = a.toUtf8(), bb = b.toUtf8(), la = labelA.toUtf8(), lb = labelB.toUtf8();
    git_diff_options opts;
    git_diff_options_init(&opts, GIT_DIFF_OPTIONS_VERSION);
    opts.flags = GIT_DIFF_PATIENCE;
    git_patch* patch = nullptr;
    if (git_patch_from_buffers(&patch, ba.constData(), size_t(ba.size()), la.constData(),
                               bb.constData(), size_t(bb.size()), lb.constData(), &opts) != 0)
        return {};
    git_buf buf = GIT_BUF_INIT;
    QString out;
    if (git_patch_to_buf(&buf, patch) == 0)
        out = QString::fromUtf8(buf.ptr, qsizetype(buf.size));
    std::pair<int, int> counts{0, 0};
    const size_t hunks = git_patch_num_hunks(patch);
    for (size_t h = 0; h < hunks; ++h) {
        const int lines = git_patch_num_lines_in_hunk(patch, h);
        for (int l = 0; l < lines; ++l) {
            const git_diff_line* line = nullptr;
            if (git_patch_get_line_in_hunk(&line, patch, h, size_t(l)) == 0)
                onLineCount(nullptr, nullptr, line, &counts);
        }
    }
    git_buf_dispose(&buf);
    git_patch_free(patch);
    if (added)
        *added = counts.first;
    if (removed)
        *removed = counts.second;
    // Only the ---/+++ header (it names the two sides) and the hunks.
    static const QRegularExpression header(QStringLiteral("^(diff --git|index )[^\n]*\n"),
                                           QRegularExpression::MultilineOption);
    return out.remove(header);
}

GenerationDiff diffGenerations(const GenerationSource& a, const GenerationSource& b) {
    GenerationDiff out;
    out.from = a.number;
    out.to = b.number;
    const GenerationPairing pairing = pairGenerations(a, b);
    const auto oldTexts = generationKernelTexts(a), newTexts = generationKernelTexts(b);
    QHash<QString, QString> partner; // old kernel -> new kernel (1:1 pairs)
    // Kernels that did not change (same identity, same code): no node moved out of or into
    // them, whatever a node's key says (two nodes of one op, module and line).
    QSet<QString> unchangedOld, unchangedNew;
    for (const auto& p : pairing.pairs) {
        KernelDiff d;
        d.pair = p;
        if (p.isOneToOne()) {
            const QString& o = p.oldNames.first();
            const QString& n = p.newNames.first();
            partner.insert(o, n);
            // Compare under the new name so a rename alone is no code change.
            QString old = oldTexts.value(o);
            // (and a C++ kernel's `<name>_kernel` function with it).
            old.replace(
                QRegularExpression(
                    QStringLiteral("\\b%1(_kernel)?\\b").arg(QRegularExpression::escape(o))),
                n + QStringLiteral("\\1"));
            const QString now = newTexts.value(n);
            d.diff = unifiedDiff(old, now, QStringLiteral("generation %1/%2").arg(a.number).arg(o),
                                 QStringLiteral("generation %1/%2").arg(b.number).arg(n),
                                 &d.linesAdded, &d.linesRemoved);
            d.codeChanged = !d.diff.isEmpty();
            if (!d.codeChanged && (p.kind == MatchKind::Same || p.kind == MatchKind::Renamed)) {
                unchangedOld.insert(o);
                unchangedNew.insert(n);
            }
        } else {
            QString old, now;
            for (const auto& o : p.oldNames)
                old += oldTexts.value(o);
            for (const auto& n : p.newNames)
                now += newTexts.value(n);
            d.diff = unifiedDiff(old, now, QStringLiteral("generation %1").arg(a.number),
                                 QStringLiteral("generation %1").arg(b.number), &d.linesAdded,
                                 &d.linesRemoved);
            d.codeChanged = true;
        }
        out.kernels << d;
    }
    const NodeIndex older = indexNodes(a.metadata, pairing.lineMap);
    const NodeIndex newer = indexNodes(b.metadata, {});
    for (auto it = newer.keyOf.begin(); it != newer.keyOf.end(); ++it) {
        const QString& name = it.key();
        const QString oldName = older.nameOf.value(it.value());
        if (oldName.isEmpty())
            continue; // a new node: its kernel is new code, not a move
        const QString from = older.kernelOf.value(oldName), to = newer.kernelOf.value(name);
        if (from.isEmpty() && to.isEmpty())
            continue;
        if (!from.isEmpty() && partner.value(from) == to)
            continue;
        if (unchangedOld.contains(from) || unchangedNew.contains(to))
            continue;
        out.moved << NodeMove{name, oldName, newer.targetOf.value(name), from, to};
    }
    std::sort(out.moved.begin(), out.moved.end(),
              [](const NodeMove& x, const NodeMove& y) { return x.node < y.node; });
    return out;
}

QJsonObject GenerationDiff::toJson(bool withDiffs) const {
    QJsonArray ks;
    QHash<QString, int> counts;
    for (const auto& k : kernels) {
        const QString kind = matchKindName(k.pair.kind);
        const bool changed = k.pair.isOneToOne() ? k.codeChanged : true;
        if (k.pair.isOneToOne() && !changed && k.pair.kind == MatchKind::Same)
            ++counts[QStringLiteral("unchanged")];
        else if (k.pair.kind == MatchKind::Same) // the same kernel, its code changed
            ++counts[QStringLiteral("changed")];
        else
            ++counts[kind];
        QJsonObject o{{QStringLiteral("match"), kind},
                      {QStringLiteral("oldNames"), QJsonArray::fromStringList(k.pair.oldNames)},
                      {QStringLiteral("newNames"), QJsonArray::fromStringList(k.pair.newNames)},
                      {QStringLiteral("codeChanged"), k.codeChanged},
                      {QStringLiteral("linesAdded"), k.linesAdded},
                      {QStringLiteral("linesRemoved"), k.linesRemoved}};
        if (k.oldSeconds >= 0 || k.newSeconds >= 0)
            o.insert(QStringLiteral("seconds"),
                     QJsonObject{{QStringLiteral("old"),
                                  k.oldSeconds >= 0 ? QJsonValue(k.oldSeconds) : QJsonValue()},
                                 {QStringLiteral("new"),
                                  k.newSeconds >= 0 ? QJsonValue(k.newSeconds) : QJsonValue()}});
        if (withDiffs)
            o.insert(QStringLiteral("diff"), k.diff);
        ks.append(o);
    }
    QJsonArray mv;
    for (const auto& m : moved)
        mv.append(QJsonObject{
            {QStringLiteral("node"), m.node},
            {QStringLiteral("oldNode"), m.oldNode},
            {QStringLiteral("target"), m.target},
            {QStringLiteral("from"),
             m.fromKernel.isEmpty() ? QJsonValue() : QJsonValue(m.fromKernel)},
            {QStringLiteral("to"), m.toKernel.isEmpty() ? QJsonValue() : QJsonValue(m.toKernel)}});
    QJsonObject summary;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        summary.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("from"), from},
                       {QStringLiteral("to"), to},
                       {QStringLiteral("summary"), summary},
                       {QStringLiteral("kernels"), ks},
                       {QStringLiteral("movedNodes"), mv}};
}

} // namespace ks
