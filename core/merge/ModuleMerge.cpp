#include "merge/ModuleMerge.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <optional>

namespace ks {
namespace {

const QString kSlot = QStringLiteral("#@ks-slot:");
const QString kOldSlot = QStringLiteral("-old:");

/// Kernel name -> the lines of its definition with the comment block above it.
using Slots = QHash<QString, LineRange>;

Slots slotsFromMetadata(const QJsonObject& metadata) {
    Slots out;
    for (const auto& v : metadata.value(QStringLiteral("kernels")).toArray()) {
        const QJsonObject k = v.toObject();
        const QJsonObject d = k.value(QStringLiteral("definition")).toObject();
        const int start = d.value(QStringLiteral("start")).toInt();
        const int end = d.value(QStringLiteral("end")).toInt();
        const int comment = d.value(QStringLiteral("comment")).toInt();
        if (start > 0 && end >= start)
            out.insert(k.value(QStringLiteral("name")).toString(),
                       LineRange{comment > 0 && comment < start ? comment : start, end});
    }
    return out;
}

Slots slotsFromMap(const ModuleMap& map) {
    Slots out;
    for (const auto& k : map.kernels())
        if (k.found && k.definition && k.definition->isValid())
            out.insert(k.name, LineRange{k.commentLine > 0 && k.commentLine < k.definition->start
                                             ? k.commentLine
                                             : k.definition->start,
                                         k.definition->end});
    return out;
}

QString joinRange(const QStringList& lines, const LineRange& r) {
    QString out;
    for (int i = r.start; i <= r.end && i <= lines.size(); ++i)
        out += lines[i - 1];
    if (!out.isEmpty() && !out.endsWith(QLatin1Char('\n')))
        out += QLatin1Char('\n');
    return out;
}

/// Replaces every whole-word occurrence of a key of `names` at once (so a -> b, b -> c
/// does not turn a into c).
class Renamer {
public:
    explicit Renamer(const QHash<QString, QString>& names) : m_names(names) {
        QStringList keys = names.keys();
        std::sort(keys.begin(), keys.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        QStringList escaped;
        for (const auto& k : keys)
            escaped << QRegularExpression::escape(k);
        if (!escaped.isEmpty())
            m_re.setPattern(QStringLiteral("\\b(%1)\\b").arg(escaped.join(QLatin1Char('|'))));
    }
    QString operator()(const QString& text) const {
        if (m_names.isEmpty())
            return text;
        QString out;
        qsizetype last = 0;
        for (auto it = m_re.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out += QStringView(text).mid(last, m.capturedStart() - last);
            out += m_names.value(m.captured(1));
            last = m.capturedEnd();
        }
        out += QStringView(text).mid(last);
        return out;
    }

private:
    QHash<QString, QString> m_names;
    QRegularExpression m_re;
};

/// `lines` with each slot replaced by one placeholder line `#@ks-slot:KEY` and `rename`
/// applied to everything else.
QString skeleton(const QStringList& lines, const QHash<QString, LineRange>& slotsByKey,
                 const Renamer& rename) {
    QHash<int, QString> startOf;
    QList<bool> inSlot(lines.size() + 2, false);
    for (auto it = slotsByKey.begin(); it != slotsByKey.end(); ++it) {
        const LineRange r = it.value();
        bool free = true;
        for (int i = r.start; i <= r.end && free; ++i)
            free = i <= lines.size() && !inSlot[i];
        if (!free)
            continue;
        startOf.insert(r.start, it.key());
        for (int i = r.start; i <= r.end; ++i)
            inSlot[i] = true;
    }
    QString out;
    for (int i = 1; i <= lines.size(); ++i) {
        if (startOf.contains(i))
            out += kSlot + startOf[i] + QLatin1Char('\n');
        else if (!inSlot[i])
            out += rename(lines[i - 1]);
    }
    return out;
}

QString normalized(const QString& text) {
    QStringList out;
    for (const auto& line : text.split(QLatin1Char('\n'))) {
        qsizetype n = line.size();
        while (n > 0 && line[n - 1].isSpace())
            --n;
        out << line.left(n);
    }
    while (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out.join(QLatin1Char('\n'));
}

/// Where a clean whole-module merge put one kernel's edit: the new kernel whose definition
/// holds every line the merge changed in `theirs`, and that kernel's text in the merge.
struct Landing {
    QString kernel;
    QString text;
};

std::optional<Landing> landing(const QString& theirs, const QString& merged,
                               const Slots& theirSlots) {
    const QStringList mergedLines = splitLines(merged);
    const QList<int> map = mapLines(theirs, merged); // theirs line -> merged line (0: changed)
    const int tn = int(map.size()), mn = int(mergedLines.size());
    auto at = [&](int t) { return t < 1 ? 0 : t > tn ? mn + 1 : map[t - 1]; };
    // The hunks: theirs lines (a, b] replaced by merged lines between two kept lines.
    struct Hunk {
        int before, after; // the kept theirs lines around it
        bool replaces;     // theirs lines between them changed (else a pure insertion)
    };
    QList<Hunk> hunks;
    int keptT = 0, keptM = 0;
    for (int t = 1; t <= tn + 1; ++t) {
        const int m = at(t);
        if (m == 0)
            continue;
        if (t - keptT > 1 || m - keptM > 1)
            hunks.append({keptT, t, t - keptT > 1});
        keptT = t;
        keptM = m;
    }
    if (hunks.isEmpty())
        return std::nullopt; // nothing of the edit is left to keep
    for (auto it = theirSlots.begin(); it != theirSlots.end(); ++it) {
        const LineRange r = it.value();
        const bool inside = std::all_of(hunks.begin(), hunks.end(), [&](const Hunk& h) {
            return h.replaces ? h.before + 1 >= r.start && h.after - 1 <= r.end
                              : h.before >= r.start && h.after <= r.end;
        });
        if (!inside)
            continue;
        // From after the kept line before the definition to before the kept line after it.
        int t0 = r.start - 1, t1 = r.end + 1;
        while (t0 > 0 && at(t0) == 0)
            --t0;
        while (t1 <= tn && at(t1) == 0)
            ++t1;
        const int first = at(t0) + 1, last = at(t1) - 1;
        if (last < first)
            return std::nullopt;
        return Landing{it.key(), joinRange(mergedLines, LineRange{first, last})};
    }
    return std::nullopt;
}

/// `pristine` with one hunk of the change `pristine` -> `edited` applied, per hunk (one
/// entry when the change is a single hunk).
QStringList editHunks(const QString& pristine, const QString& edited) {
    const QStringList p = splitLines(pristine), e = splitLines(edited);
    const QList<int> map = mapLines(pristine, edited); // pristine line -> edited line (0: gone)
    const int pn = int(p.size()), en = int(e.size());
    auto at = [&](int t) { return t < 1 ? 0 : t > pn ? en + 1 : map[t - 1]; };
    QStringList out;
    int keptP = 0, keptE = 0;
    for (int t = 1; t <= pn + 1; ++t) {
        const int m = at(t);
        if (m == 0)
            continue;
        if (t - keptP > 1 || m - keptE > 1) {
            QString text;
            for (int i = 1; i <= keptP; ++i)
                text += p[i - 1];
            for (int i = keptE + 1; i < m; ++i)
                text += e[i - 1];
            for (int i = t; i <= pn; ++i)
                text += p[i - 1];
            out << text;
        }
        keptP = t;
        keptE = m;
    }
    return out.size() > 1 ? out : QStringList();
}

} // namespace

QStringList splitLines(const QString& text) {
    QStringList out;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char('\n')) {
            out << text.mid(start, i - start + 1);
            start = i + 1;
        }
    if (start < text.size())
        out << text.mid(start);
    return out;
}

QHash<QString, QString> generationKernelTexts(const GenerationSource& generation) {
    const QStringList lines = splitLines(generation.text);
    const Slots slots = slotsFromMetadata(generation.metadata);
    QHash<QString, QString> out;
    for (auto it = slots.begin(); it != slots.end(); ++it)
        out.insert(it.key(), joinRange(lines, it.value()));
    return out;
}

GenerationPairing pairGenerations(const GenerationSource& older, const GenerationSource& newer) {
    GenerationPairing out;
    for (auto it = older.modelFiles.begin(); it != older.modelFiles.end(); ++it)
        if (newer.modelFiles.contains(it.key()))
            out.lineMap.insert(it.key(), mapLines(it.value(), newer.modelFiles[it.key()]));
    out.older =
        generationKernels(older.metadata, generationKernelTexts(older), out.lineMap, older.text);
    out.newer = generationKernels(newer.metadata, generationKernelTexts(newer), {}, newer.text);
    out.pairs = matchKernels(out.older, out.newer);
    return out;
}

ModuleMergeResult mergeModule(const GenerationSource& base, const GenerationSource& theirs,
                              const QString& ours, const ModuleMap& oursMap) {
    ModuleMergeResult result;
    result.baseGeneration = base.number;
    result.newGeneration = theirs.number;
    const QStringList baseLines = splitLines(base.text), theirLines = splitLines(theirs.text),
                      ourLines = splitLines(ours);
    const Slots baseSlots = slotsFromMetadata(base.metadata),
                theirSlots = slotsFromMetadata(theirs.metadata), ourSlots = slotsFromMap(oursMap);
    const QHash<QString, QString> baseTexts = generationKernelTexts(base),
                                  theirTexts = generationKernelTexts(theirs);
    QHash<QString, QString> ourTexts;
    for (auto it = ourSlots.begin(); it != ourSlots.end(); ++it)
        ourTexts.insert(it.key(), joinRange(ourLines, it.value()));
    const GenerationPairing pairing = pairGenerations(base, theirs);
    const auto& oldKernels = pairing.older;
    const auto& newKernels = pairing.newer;
    const QList<KernelPair>& pairs = pairing.pairs;

    QHash<QString, const GenerationKernel*> oldByName, newByName;
    for (const auto& k : oldKernels)
        oldByName.insert(k.name, &k);
    for (const auto& k : newKernels)
        newByName.insert(k.name, &k);
    QSet<QString> unchanged; // new kernels paired by identity: they took nothing else in
    for (const auto& p : pairs)
        if (p.kind == MatchKind::Same || p.kind == MatchKind::Renamed)
            unchanged.insert(p.newNames.first());

    // Names (and ids, in the `# kernel-id:` markers) as the new generation spells them.
    QHash<QString, QString> renames;
    QHash<QString, QString> slotKey; // old name -> placeholder key
    for (const auto& p : pairs) {
        for (const auto& o : p.oldNames)
            slotKey.insert(o, kOldSlot + o);
        if (!p.isOneToOne())
            continue;
        const QString& o = p.oldNames.first();
        const QString& n = p.newNames.first();
        slotKey.insert(o, n);
        if (o != n) {
            renames.insert(o, n);
            // A C++ kernel's source names its function `<name>_kernel`.
            renames.insert(o + QStringLiteral("_kernel"), n + QStringLiteral("_kernel"));
            result.renamed.insert(o, n);
        }
        const QString oldId = oldByName[o]->id, newId = newByName[n]->id;
        if (!oldId.isEmpty() && !newId.isEmpty() && oldId != newId)
            renames.insert(oldId, newId);
    }
    const Renamer rename(renames);

    QHash<QString, LineRange> baseByKey, ourByKey, theirByKey;
    for (auto it = baseSlots.begin(); it != baseSlots.end(); ++it)
        if (slotKey.contains(it.key()))
            baseByKey.insert(slotKey[it.key()], it.value());
    for (auto it = ourSlots.begin(); it != ourSlots.end(); ++it)
        if (slotKey.contains(it.key()))
            ourByKey.insert(slotKey[it.key()], it.value());
    for (auto it = theirSlots.begin(); it != theirSlots.end(); ++it)
        theirByKey.insert(it.key(), it.value());
    const Renamer none({});
    const QString baseSkel = skeleton(baseLines, baseByKey, rename);
    const QString ourSkel = skeleton(ourLines, ourByKey, rename);
    const QString theirSkel = skeleton(theirLines, theirByKey, none);
    const MergeLabels labels{QStringLiteral("mine"),
                             QStringLiteral("base (generation %1)").arg(base.number),
                             QStringLiteral("new (generation %1)").arg(theirs.number)};
    const TextMergeResult skel = mergeText(baseSkel, ourSkel, theirSkel, labels);
    if (!skel.ok) {
        result.ok = false;
        result.error = skel.error;
        return result;
    }
    result.call = ourSkel == baseSkel     ? QStringLiteral("new")
                  : theirSkel == baseSkel ? QStringLiteral("mine")
                  : skel.conflicts > 0    ? QStringLiteral("conflict")
                                          : QStringLiteral("merged");

    // Kernel by kernel.
    QHash<QString, QString> fill; // placeholder key -> text
    for (const auto& p : pairs) {
        KernelMergeOutcome out;
        out.pair = p;
        if (p.kind == MatchKind::Added) {
            out.result = QStringLiteral("added");
            out.theirs = out.merged = theirTexts.value(p.newNames.first());
            fill.insert(p.newNames.first(), out.merged);
            result.kernels << out;
            continue;
        }
        if (p.isOneToOne()) {
            const QString& o = p.oldNames.first();
            const QString& n = p.newNames.first();
            out.base = rename(baseTexts.value(o));
            out.theirs = theirTexts.value(n);
            if (!ourTexts.contains(o)) {
                out.result = QStringLiteral("deleted");
                out.merged = out.theirs; // used only if the skeleton merge kept the slot
            } else {
                out.mine = rename(ourTexts.value(o));
                if (normalized(out.mine) == normalized(out.base)) {
                    out.result = QStringLiteral("new");
                    out.merged = out.theirs;
                } else if (out.theirs == out.base) {
                    out.result = QStringLiteral("mine");
                    out.merged = out.mine;
                } else {
                    const TextMergeResult m =
                        mergeText(out.base, out.mine, out.theirs,
                                  MergeLabels{QStringLiteral("mine"), labels.base, labels.theirs});
                    out.merged = m.ok ? m.text : out.mine;
                    out.conflicts = m.ok ? m.conflicts : 1;
                    out.result =
                        out.conflicts > 0 ? QStringLiteral("conflict") : QStringLiteral("merged");
                }
            }
            fill.insert(n, out.merged);
            result.kernels << out;
            continue;
        }
        // Split, merged or removed: the new kernels come in as generated; an edited old
        // kernel is kept aside (unless the whole-module merge below places it).
        for (const auto& n : p.newNames)
            fill.insert(n, theirTexts.value(n));
        QStringList edited;
        for (const auto& o : p.oldNames) {
            const QString mine = ourTexts.value(o), pristine = baseTexts.value(o);
            fill.insert(kOldSlot + o, mine.isEmpty() ? pristine : mine);
            if (!ourTexts.contains(o) || normalized(mine) == normalized(pristine))
                continue;
            edited << o;
            StrandedEdit s;
            s.name = o;
            s.id = oldByName[o]->id;
            s.kind = oldByName[o]->kind;
            s.match = p.kind;
            s.text = mine;
            s.base = pristine;
            if (p.newNames.isEmpty()) {
                s.candidates = strandedCandidates(*oldByName[o], newKernels, unchanged);
            } else { // the split's parts or the merge's kernel, ranked the same way
                QList<GenerationKernel> parts;
                for (const auto& n : p.newNames)
                    parts << *newByName[n];
                s.candidates = strandedCandidates(*oldByName[o], parts, {}, int(parts.size()));
                for (const auto& n : p.newNames)
                    if (!s.candidates.contains(n))
                        s.candidates << n;
            }
            result.stranded << s;
        }
        out.result = edited.isEmpty() ? QStringLiteral("dropped") : QStringLiteral("stranded");
        for (const auto& o : p.oldNames) {
            out.base += baseTexts.value(o);
            out.mine += ourTexts.value(o);
        }
        for (const auto& n : p.newNames)
            out.theirs += theirTexts.value(n);
        result.kernels << out;
    }

    // An edit that has no single counterpart, or whose kernel merge conflicts, is merged as a
    // plain three-way merge of the whole module would merge it (git merge-file: base = the
    // old pristine module, ours = it with only this kernel edited, theirs = the new module).
    // Where that is clean and the edit lands inside one new kernel, it is kept there.
    const QString baseRenamed = rename(base.text);
    auto landEdit = [&](const QString& oldName,
                        const QString& edited = {}) -> std::optional<Landing> {
        const LineRange r = baseSlots.value(oldName);
        if (r.start <= 0 || !ourTexts.contains(oldName))
            return std::nullopt;
        QString oursOne;
        for (int i = 1; i < r.start && i <= baseLines.size(); ++i)
            oursOne += baseLines[i - 1];
        oursOne += edited.isEmpty() ? ourTexts.value(oldName) : edited;
        for (int i = r.end + 1; i <= baseLines.size(); ++i)
            oursOne += baseLines[i - 1];
        const TextMergeResult m = mergeText(baseRenamed, rename(oursOne), theirs.text);
        if (!m.ok || m.conflicts > 0)
            return std::nullopt;
        auto landed = landing(theirs.text, m.text, theirSlots);
        if (!landed)
            return std::nullopt;
        // Into what the working copy gets for that kernel (its own merge, maybe edited).
        const QString now = fill.value(landed->kernel), pristine = theirTexts.value(landed->kernel);
        if (now != pristine) {
            const TextMergeResult both = mergeText(pristine, landed->text, now);
            if (!both.ok || both.conflicts > 0)
                return std::nullopt;
            landed->text = both.text;
        }
        return landed;
    };
    for (auto& out : result.kernels) {
        if (out.result != QLatin1String("conflict") || !out.pair.isOneToOne())
            continue;
        const QString& n = out.pair.newNames.first();
        // Merged on its own the kernel conflicts; git's whole-module merge may not.
        const QString saved = fill.value(n);
        fill.insert(n, out.theirs);
        const auto landed = landEdit(out.pair.oldNames.first());
        if (landed && landed->kernel == n) {
            out.merged = landed->text;
            out.conflicts = 0;
            out.result = QStringLiteral("merged");
            fill.insert(n, landed->text);
        } else {
            fill.insert(n, saved);
        }
    }
    QList<std::pair<StrandedEdit, QString>> landedEdits; // with the kernel each landed in
    for (auto& out : result.kernels) {
        if (out.result != QLatin1String("stranded"))
            continue;
        bool all = true;
        QString merged;
        for (const auto& o : out.pair.oldNames) {
            const auto it = std::find_if(result.stranded.begin(), result.stranded.end(),
                                         [&](const StrandedEdit& e) { return e.name == o; });
            if (it == result.stranded.end())
                continue;
            const auto landed = landEdit(o);
            if (!landed) {
                // As git does: each hunk of the edit on its own. Those that merge cleanly go
                // in; the edit stays stranded (whole) for the rest.
                all = false;
                for (const QString& hunk : editHunks(baseTexts.value(o), ourTexts.value(o))) {
                    const auto part = landEdit(o, hunk);
                    if (!part)
                        continue;
                    fill.insert(part->kernel, part->text);
                    if (!out.into.contains(part->kernel))
                        out.into << part->kernel;
                }
                continue;
            }
            fill.insert(landed->kernel, landed->text);
            if (!out.into.contains(landed->kernel))
                out.into << landed->kernel;
            merged += landed->text;
            landedEdits.append({*it, landed->kernel});
            result.stranded.erase(it);
        }
        if (all) {
            out.result = QStringLiteral("merged");
            out.merged = merged;
        }
    }

    // The skeleton with every placeholder filled in.
    QString text;
    QSet<QString> placed;
    for (const auto& line : splitLines(skel.text)) {
        if (!line.startsWith(kSlot)) {
            text += line;
            continue;
        }
        const QString key = line.mid(kSlot.size()).trimmed();
        placed.insert(key);
        text += fill.value(key);
    }
    for (auto& out : result.kernels) // a deleted kernel the merge brought back is new code
        if (out.result == QLatin1String("deleted") && placed.contains(out.pair.newNames.first()))
            out.result = QStringLiteral("new");
    // An edit placed in a kernel the working copy does not get (the user deleted it) is
    // stranded after all: never dropped.
    for (const auto& [edit, kernel] : landedEdits) {
        if (placed.contains(kernel))
            continue;
        result.stranded << edit;
        for (auto& out : result.kernels)
            if (out.pair.oldNames.contains(edit.name)) {
                out.result = QStringLiteral("stranded");
                out.into.clear();
            }
    }
    result.text = text;
    result.conflicts = countConflictBlocks(text);
    return result;
}

TextMergeResult reapplyStranded(const StrandedEdit& edit, const QString& target,
                                const QString& targetText) {
    const Renamer rename({{edit.name, target}});
    return mergeText(rename(edit.base), rename(edit.text), targetText,
                     MergeLabels{QStringLiteral("stranded edit"), QStringLiteral("base"),
                                 QStringLiteral("now")});
}

} // namespace ks
