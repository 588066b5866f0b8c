#include "merge/KernelMatch.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace ks {
namespace {

constexpr double kPairThreshold = 0.5; // a 1:1 match needs at least this similarity
constexpr double kPartShare = 0.5;     // a split part / merge source: this share of its nodes

QHash<QString, int> counts(const QStringList& keys) {
    QHash<QString, int> out;
    for (const auto& k : keys)
        ++out[k];
    return out;
}

int intersection(const QStringList& a, const QStringList& b) {
    const auto ca = counts(a), cb = counts(b);
    int n = 0;
    for (auto it = ca.begin(); it != ca.end(); ++it)
        n += std::min(it.value(), cb.value(it.key()));
    return n;
}

double jaccard(const QStringList& a, const QStringList& b) {
    if (a.isEmpty() && b.isEmpty())
        return 0;
    const int common = intersection(a, b);
    return double(common) / double(a.size() + b.size() - common);
}

/// The code lines that say what a kernel computes: no comments, no blank lines, its own
/// name replaced (a renamed kernel's text is otherwise the same).
QSet<QString> codeLines(const GenerationKernel& k) {
    QSet<QString> out;
    const QRegularExpression ownName(
        QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(k.name)));
    for (QString line : k.text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (!k.name.isEmpty())
            line.replace(ownName, QStringLiteral("KERNEL"));
        out.insert(line);
    }
    return out;
}

double textSimilarity(const GenerationKernel& a, const GenerationKernel& b) {
    const auto la = codeLines(a), lb = codeLines(b);
    if (la.isEmpty() && lb.isEmpty())
        return 0;
    int common = 0;
    for (const auto& l : la)
        common += lb.contains(l) ? 1 : 0;
    return double(common) / double(la.size() + lb.size() - common);
}

/// Nodes `o` and `n` share: by full key where the old kernel shares any full key with the
/// new generation, else by op and module path.
int overlap(const GenerationKernel& o, const GenerationKernel& n, bool byFull) {
    return byFull ? intersection(o.fullKeys, n.fullKeys) : intersection(o.looseKeys, n.looseKeys);
}

/// Whether `o` and `n` launch at the same places in `call` on the same buffers.
bool sameLaunchSites(const GenerationKernel& o, const GenerationKernel& n) {
    return !o.launchKeys.isEmpty() && o.launchKeys == n.launchKeys;
}

/// `text` with comments (`# ...` outside quotes is enough here) and runs of blanks dropped.
QString statementKey(QString text) {
    const qsizetype hash = text.indexOf(QLatin1Char('#'));
    if (hash >= 0 && !text.left(hash).contains(QLatin1Char('"')) &&
        !text.left(hash).contains(QLatin1Char('\'')))
        text.truncate(hash);
    return text.simplified();
}

} // namespace

QString GenerationKernel::codeKey() const {
    if (text.isEmpty())
        return {};
    const QRegularExpression ownName(
        QStringLiteral("\\b%1(_kernel)?\\b").arg(QRegularExpression::escape(name)));
    QStringList out;
    for (QString line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1Char('#')) &&
            !line.trimmed().startsWith(QLatin1String("#include")))
            continue;
        if (!name.isEmpty())
            line.replace(ownName, QStringLiteral("KERNEL\\1"));
        out << line.trimmed();
    }
    while (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out.join(QLatin1Char('\n'));
}

QString matchKindName(MatchKind kind) {
    switch (kind) {
    case MatchKind::Same:
        return QStringLiteral("same");
    case MatchKind::Renamed:
        return QStringLiteral("renamed");
    case MatchKind::Changed:
        return QStringLiteral("changed");
    case MatchKind::Split:
        return QStringLiteral("split");
    case MatchKind::Merged:
        return QStringLiteral("merged");
    case MatchKind::Removed:
        return QStringLiteral("removed");
    case MatchKind::Added:
        return QStringLiteral("added");
    }
    return {};
}

QList<GenerationKernel> generationKernels(const QJsonObject& metadata,
                                          const QHash<QString, QString>& texts,
                                          const QHash<QString, QList<int>>& lineMap,
                                          const QString& moduleText) {
    struct Node {
        QString target, modulePath, file;
        int line = 0;
    };
    // A training step's backward kernels fuse nodes of `backwardNodes` (names of their own,
    // some the same as forward names): looked up there, their keys marked so that a forward
    // and a backward kernel never pair by their nodes.
    auto readNodes = [&metadata](const QString& key, const QString& mark) {
        QHash<QString, Node> out;
        for (const auto& v : metadata.value(key).toArray()) {
            const QJsonObject n = v.toObject();
            const QJsonObject src = n.value(QStringLiteral("source")).toObject();
            QString file = src.value(QStringLiteral("file")).toString();
            file = file.mid(file.lastIndexOf(QLatin1Char('/')) + 1);
            out.insert(n.value(QStringLiteral("name")).toString(),
                       Node{mark + n.value(QStringLiteral("target")).toString(),
                            n.value(QStringLiteral("modulePath")).toString(), file,
                            src.value(QStringLiteral("line")).toInt()});
        }
        return out;
    };
    const QHash<QString, Node> forwardNodes = readNodes(QStringLiteral("nodes"), QString());
    const QHash<QString, Node> backwardNodes =
        readNodes(QStringLiteral("backwardNodes"), QStringLiteral("backward:"));
    // Launch statements are compared with every kernel name blanked (names are renumbered).
    const QStringList moduleLines = moduleText.split(QLatin1Char('\n'));
    QStringList kernelNames;
    for (const auto& v : metadata.value(QStringLiteral("kernels")).toArray())
        if (v.toObject().value(QStringLiteral("kind")).toString() != QLatin1String("extern"))
            kernelNames << QRegularExpression::escape(
                v.toObject().value(QStringLiteral("name")).toString());
    std::sort(kernelNames.begin(), kernelNames.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    const QRegularExpression anyKernel(
        QStringLiteral("\\b(%1)\\b").arg(kernelNames.join(QLatin1Char('|'))));
    // Buffers are named after graph nodes, which are renamed too (`buf_relu_2` becomes
    // `buf_gelu`): a buffer is known by the order in which the module first names it.
    static const QRegularExpression buffer(QStringLiteral("\\bbuf\\w*"));
    QHash<QString, int> bufferOrder;
    for (auto it = buffer.globalMatch(moduleText); it.hasNext();) {
        const QString b = it.next().captured(0);
        if (!bufferOrder.contains(b))
            bufferOrder.insert(b, int(bufferOrder.size()));
    }
    auto statement = [&](int start, int end) {
        QString text;
        for (int l = start; l <= end && l <= moduleLines.size(); ++l)
            text += statementKey(moduleLines[l - 1]) + QLatin1Char(' ');
        text.replace(anyKernel, QStringLiteral("K"));
        QString out;
        qsizetype last = 0;
        for (auto it = buffer.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out += QStringView(text).mid(last, m.capturedStart() - last);
            out += QStringLiteral("B%1").arg(bufferOrder.value(m.captured(0)));
            last = m.capturedEnd();
        }
        out += QStringView(text).mid(last);
        return out.trimmed();
    };
    auto launchKeys = [&](const QJsonArray& launches) {
        QStringList keys;
        if (moduleText.isEmpty() || kernelNames.isEmpty())
            return keys;
        for (const auto& lv : launches) {
            const int start = lv.toObject().value(QStringLiteral("start")).toInt();
            const int end = lv.toObject().value(QStringLiteral("end")).toInt();
            if (start <= 0 || end < start || end > moduleLines.size())
                return QStringList();
            int prev = start - 1; // the statement before it, comments and blanks skipped
            while (prev > 0 && statementKey(moduleLines[prev - 1]).isEmpty())
                --prev;
            keys << (prev > 0 ? statement(prev, prev) : QString()) + QStringLiteral(" ; ") +
                        statement(start, end);
        }
        return keys;
    };
    QList<GenerationKernel> out;
    int order = 0;
    for (const auto& v : metadata.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        const QString kind = k.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("extern"))
            continue;
        GenerationKernel g;
        g.name = k.value(QStringLiteral("name")).toString();
        g.id = k.value(QStringLiteral("id")).toString();
        g.kind = kind;
        g.text = texts.value(g.name);
        g.order = order++;
        g.launchKeys = launchKeys(k.value(QStringLiteral("launches")).toArray());
        const QHash<QString, Node>& nodes =
            k.value(QStringLiteral("graph")).toString() == QLatin1String("backward") ? backwardNodes
                                                                                     : forwardNodes;
        for (const auto& nv : k.value(QStringLiteral("nodes")).toArray()) {
            const Node n = nodes.value(nv.toString());
            int line = n.line;
            if (line > 0 && lineMap.contains(n.file)) {
                const auto& map = lineMap[n.file];
                line = line <= map.size() ? map[line - 1] : 0;
            }
            const QString loose = n.target + QLatin1Char('|') + n.modulePath;
            g.looseKeys << loose;
            static const QRegularExpression index(QStringLiteral("(^|\\.)\\d+(?=\\.|$)"));
            g.indexlessKeys << n.target + QLatin1Char('|') +
                                   QString(n.modulePath).replace(index, QStringLiteral("\\1#"));
            g.fullKeys << loose + QLatin1Char('|') + n.file + QLatin1Char('|') +
                              (line > 0 ? QString::number(line) : QStringLiteral("?"));
        }
        out << g;
    }
    return out;
}

double kernelSimilarity(const GenerationKernel& a, const GenerationKernel& b) {
    const double text = textSimilarity(a, b);
    if (a.looseKeys.isEmpty() || b.looseKeys.isEmpty())
        return text;
    const double nodes =
        std::max({jaccard(a.fullKeys, b.fullKeys), 0.85 * jaccard(a.looseKeys, b.looseKeys),
                  0.7 * jaccard(a.indexlessKeys, b.indexlessKeys)});
    return 0.75 * nodes + 0.25 * text;
}

QList<KernelPair> matchKernels(const QList<GenerationKernel>& oldKernels,
                               const QList<GenerationKernel>& newKernels) {
    const int no = int(oldKernels.size()), nn = int(newKernels.size());
    QList<int> oldTo(no, -1), newTo(nn, -1); // 1:1 partner
    QList<double> score(no, 1.0);
    QList<QString> by(no);
    // Paired by identity (id or code): unchanged kernels, no evidence for anything else.
    QList<bool> fixedOld(no, false), fixedNew(nn, false);
    auto pair = [&](int i, int j, double s, const QString& how, bool fixed) {
        oldTo[i] = j;
        newTo[j] = i;
        score[i] = s;
        by[i] = how;
        fixedOld[i] = fixedNew[j] = fixed;
    };
    auto distance = [&](int i, int j) {
        return std::abs(double(i) / std::max(no, 1) - double(j) / std::max(nn, 1));
    };

    // 1. The same identity (the id hashes the fused nodes' op, module path and source line).
    QHash<QString, int> newById;
    for (int j = 0; j < nn; ++j)
        if (!newKernels[j].id.isEmpty())
            newById.insert(newKernels[j].id, j);
    for (int i = 0; i < no; ++i) {
        const auto it = newById.constFind(oldKernels[i].id);
        if (oldKernels[i].id.isEmpty() || it == newById.cend() || newTo[*it] >= 0 ||
            newKernels[*it].kind != oldKernels[i].kind)
            continue;
        pair(i, *it, 1.0, QStringLiteral("id"), true);
    }

    // 2. The same code (names aside): the same kernel whatever its nodes say. Among several
    // with that code, the most similar by nodes, then the closest in the module.
    struct Candidate {
        int o, n;
        double s, distance;
    };
    auto best = [](const Candidate& a, const Candidate& b) {
        return a.s != b.s ? a.s > b.s : a.distance < b.distance;
    };
    QList<QString> oldCode(no), newCode(nn);
    for (int i = 0; i < no; ++i)
        oldCode[i] = oldKernels[i].codeKey();
    for (int j = 0; j < nn; ++j)
        newCode[j] = newKernels[j].codeKey();
    QList<Candidate> candidates;
    for (int i = 0; i < no; ++i) {
        if (oldTo[i] >= 0 || oldCode[i].isEmpty())
            continue;
        for (int j = 0; j < nn; ++j)
            if (newTo[j] < 0 && newKernels[j].kind == oldKernels[i].kind &&
                newCode[j] == oldCode[i])
                candidates.append(
                    {i, j, kernelSimilarity(oldKernels[i], newKernels[j]), distance(i, j)});
    }
    std::sort(candidates.begin(), candidates.end(), best);
    for (const auto& c : candidates)
        if (oldTo[c.o] < 0 && newTo[c.n] < 0)
            pair(c.o, c.n, 1.0, QStringLiteral("code"), true);

    // 3. The most similar remaining pairs, best first (ties: the closer position).
    candidates.clear();
    for (int i = 0; i < no; ++i) {
        if (oldTo[i] >= 0)
            continue;
        for (int j = 0; j < nn; ++j) {
            if (newTo[j] >= 0 || newKernels[j].kind != oldKernels[i].kind)
                continue;
            const double s = kernelSimilarity(oldKernels[i], newKernels[j]);
            if (s >= kPairThreshold)
                candidates.append({i, j, s, distance(i, j)});
        }
    }
    std::sort(candidates.begin(), candidates.end(), best);
    for (const auto& c : candidates) {
        if (oldTo[c.o] >= 0 || newTo[c.n] >= 0)
            continue;
        // The same fused nodes once the lines are carried over: the same identity.
        const bool sameNodes = !oldKernels[c.o].fullKeys.isEmpty() &&
                               oldKernels[c.o].fullKeys == newKernels[c.n].fullKeys;
        pair(c.o, c.n, c.s, sameNodes ? QStringLiteral("nodes") : QStringLiteral("similar"),
             sameNodes);
    }

    // 4. Launched at the same place in `call` on the same buffers: the same kernel even
    // though its ops changed (relu -> gelu). Only one such new kernel per old one.
    for (int i = 0; i < no; ++i) {
        if (oldTo[i] >= 0)
            continue;
        int only = -1, count = 0;
        for (int j = 0; j < nn; ++j)
            if (newTo[j] < 0 && newKernels[j].kind == oldKernels[i].kind &&
                sameLaunchSites(oldKernels[i], newKernels[j]))
                only = j, ++count;
        if (count == 1)
            pair(i, only, kernelSimilarity(oldKernels[i], newKernels[only]),
                 QStringLiteral("launch"), false);
    }

    // 5. What is left: splits (an old kernel's nodes now in several new ones), merges
    // (several old kernels' nodes in one new one), removals and additions. Kernels paired by
    // identity take no part: their nodes are accounted for.
    QList<bool> byFull(no, false);
    for (int i = 0; i < no; ++i)
        for (int j = 0; j < nn && !byFull[i]; ++j)
            byFull[i] =
                !fixedNew[j] && intersection(oldKernels[i].fullKeys, newKernels[j].fullKeys) > 0;
    auto partOf = [&](int i, int j) { // most of new kernel j's nodes come from old kernel i
        const int ov = overlap(oldKernels[i], newKernels[j], byFull[i]);
        return ov > 0 && ov >= kPartShare * newKernels[j].looseKeys.size();
    };
    auto mostlyIn = [&](int i, int j) { // most of old kernel i's nodes went to new kernel j
        const int ov = overlap(oldKernels[i], newKernels[j], byFull[i]);
        return ov > 0 && ov >= kPartShare * oldKernels[i].looseKeys.size();
    };
    QList<QList<int>> splitInto(no), mergedFrom(nn);
    QList<bool> newUsed(nn, false);
    for (int j = 0; j < nn; ++j)
        newUsed[j] = newTo[j] >= 0;
    // An unpaired new kernel made of a paired old kernel's nodes: that old kernel split.
    for (int j = 0; j < nn; ++j) {
        if (newUsed[j])
            continue;
        for (int i = 0; i < no; ++i)
            if (oldTo[i] >= 0 && !fixedOld[i] && partOf(i, j)) {
                if (splitInto[i].isEmpty())
                    splitInto[i] << oldTo[i];
                splitInto[i] << j;
                newUsed[j] = true;
                break;
            }
    }
    QList<bool> oldDone(no, false);
    for (int i = 0; i < no; ++i) {
        if (oldTo[i] >= 0)
            continue;
        QList<int> parts;
        for (int j = 0; j < nn; ++j)
            if (!newUsed[j] && partOf(i, j))
                parts << j;
        if (parts.size() >= 2) {
            splitInto[i] = parts;
            for (int j : parts)
                newUsed[j] = true;
            oldDone[i] = true;
            continue;
        }
        int host = -1, most = 0;
        for (int j = 0; j < nn; ++j) {
            if (fixedNew[j])
                continue;
            const int ov = overlap(oldKernels[i], newKernels[j], byFull[i]);
            if (mostlyIn(i, j) && ov > most && splitInto.value(newTo[j]).isEmpty())
                host = j, most = ov;
        }
        if (host >= 0) {
            mergedFrom[host] << i;
            newUsed[host] = true;
            oldDone[i] = true;
        }
    }

    auto names = [](const QList<GenerationKernel>& ks, const QList<int>& idx) {
        QStringList out;
        for (int i : idx)
            out << ks[i].name;
        return out;
    };
    QList<KernelPair> pairs;
    QSet<int> emittedOld;
    for (int j = 0; j < nn; ++j) {
        const int i = newTo[j];
        if (!mergedFrom[j].isEmpty()) {
            QList<int> from = mergedFrom[j];
            if (i >= 0 && splitInto[i].isEmpty())
                from.prepend(i);
            std::sort(from.begin(), from.end());
            if (from.size() == 1) { // one old kernel, moved wholesale into an unpaired one
                pairs.append({MatchKind::Changed,
                              {oldKernels[from[0]].name},
                              {newKernels[j].name},
                              kernelSimilarity(oldKernels[from[0]], newKernels[j]),
                              QStringLiteral("nodes")});
            } else {
                pairs.append(
                    {MatchKind::Merged, names(oldKernels, from), {newKernels[j].name}, 0, {}});
            }
            for (int o : from)
                emittedOld.insert(o);
            continue;
        }
        if (i >= 0 && !splitInto[i].isEmpty()) {
            if (!emittedOld.contains(i) && splitInto[i].first() == j) {
                pairs.append({MatchKind::Split,
                              {oldKernels[i].name},
                              names(newKernels, splitInto[i]),
                              0,
                              {}});
                emittedOld.insert(i);
            }
            continue;
        }
        if (i >= 0) {
            const MatchKind kind = !fixedOld[i]                               ? MatchKind::Changed
                                   : oldKernels[i].name == newKernels[j].name ? MatchKind::Same
                                                                              : MatchKind::Renamed;
            pairs.append({kind, {oldKernels[i].name}, {newKernels[j].name}, score[i], by[i]});
            emittedOld.insert(i);
            continue;
        }
        bool inSplit = false;
        for (int o = 0; o < no && !inSplit; ++o)
            inSplit = splitInto[o].contains(j);
        if (inSplit) {
            for (int o = 0; o < no; ++o)
                if (splitInto[o].contains(j) && splitInto[o].first() == j &&
                    !emittedOld.contains(o)) {
                    pairs.append({MatchKind::Split,
                                  {oldKernels[o].name},
                                  names(newKernels, splitInto[o]),
                                  0,
                                  {}});
                    emittedOld.insert(o);
                }
            continue;
        }
        pairs.append({MatchKind::Added, {}, {newKernels[j].name}, 0, {}});
    }
    for (int i = 0; i < no; ++i)
        if (!emittedOld.contains(i) && !oldDone[i] && oldTo[i] < 0)
            pairs.append({MatchKind::Removed, {oldKernels[i].name}, {}, 0, {}});
    for (int i = 0; i < no; ++i) // a split whose first part is emitted above never misses
        if (!emittedOld.contains(i) && !splitInto[i].isEmpty())
            pairs.append(
                {MatchKind::Split, {oldKernels[i].name}, names(newKernels, splitInto[i]), 0, {}});
    return pairs;
}

QStringList strandedCandidates(const GenerationKernel& old,
                               const QList<GenerationKernel>& newKernels,
                               const QSet<QString>& exclude, int limit) {
    struct Ranked {
        double nodes, launch, code;
        QString name;
    };
    QList<Ranked> ranked;
    for (const auto& k : newKernels) {
        if (k.kind != old.kind || exclude.contains(k.name))
            continue;
        // What the old kernel computed that this one computes: its very nodes first (op,
        // module path, carried line), then the same ops of the same modules.
        const double nodes =
            old.looseKeys.isEmpty()
                ? 0
                : std::max({double(intersection(old.fullKeys, k.fullKeys)),
                            0.85 * intersection(old.looseKeys, k.looseKeys),
                            0.7 * intersection(old.indexlessKeys, k.indexlessKeys)}) /
                      double(old.looseKeys.size());
        const double launch = sameLaunchSites(old, k) ? 1.0 : 0.0;
        const double code = textSimilarity(old, k);
        if (nodes > 0 || launch > 0 || code > 0.5)
            ranked.append({nodes, launch, code, k.name});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        if (a.nodes != b.nodes)
            return a.nodes > b.nodes;
        if (a.launch != b.launch)
            return a.launch > b.launch;
        return a.code > b.code;
    });
    QStringList out;
    for (const auto& r : ranked)
        if (out.size() < limit)
            out << r.name;
    return out;
}

} // namespace ks
