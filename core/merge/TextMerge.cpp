#include "merge/TextMerge.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <git2.h>

namespace ks {
namespace {

/// libgit2 is initialised once for the process and never shut down (its global state is
/// reference counted; the merge functions need no repository).
void ensureLibgit2() {
    static const int once = git_libgit2_init();
    (void)once;
}

QString lastGitError() {
    const git_error* e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : QStringLiteral("unknown error");
}

} // namespace

namespace {

TextMergeResult mergeOnce(const QString& base, const QString& ours, const QString& theirs,
                          const MergeLabels& labels, bool patience) {
    ensureLibgit2();
    const QByteArray b = base.toUtf8(), o = ours.toUtf8(), t = theirs.toUtf8();
    const QByteArray lo = labels.ours.toUtf8(), lb = labels.base.toUtf8(),
                     lt = labels.theirs.toUtf8();
    git_merge_file_input in[3];
    const QByteArray* texts[3] = {&b, &o, &t};
    for (int i = 0; i < 3; ++i) {
        git_merge_file_input_init(&in[i], GIT_MERGE_FILE_INPUT_VERSION);
        in[i].ptr = texts[i]->constData();
        in[i].size = static_cast<size_t>(texts[i]->size());
    }
    git_merge_file_options opts;
    git_merge_file_options_init(&opts, GIT_MERGE_FILE_OPTIONS_VERSION);
    opts.ancestor_label = lb.constData();
    opts.our_label = lo.constData();
    opts.their_label = lt.constData();
    opts.favor = GIT_MERGE_FILE_FAVOR_NORMAL;
    opts.flags = GIT_MERGE_FILE_STYLE_ZDIFF3 | (patience ? GIT_MERGE_FILE_DIFF_PATIENCE : 0);
    git_merge_file_result res{};
    TextMergeResult out;
    if (git_merge_file(&res, &in[0], &in[1], &in[2], &opts) != 0) {
        out.ok = false;
        out.error = QStringLiteral("git_merge_file: %1").arg(lastGitError());
        return out;
    }
    out.text = QString::fromUtf8(res.ptr, static_cast<qsizetype>(res.len));
    git_merge_file_result_free(&res);
    out.conflicts = countConflictBlocks(out.text);
    return out;
}

} // namespace

TextMergeResult mergeText(const QString& base, const QString& ours, const QString& theirs,
                          const MergeLabels& labels) {
    TextMergeResult out = mergeOnce(base, ours, theirs, labels, true);
    if (!out.ok || out.conflicts == 0)
        return out;
    // Where the patience diff's alignment conflicts, git merge-file's own (Myers) may not:
    // what a plain git merge keeps, this merge keeps too.
    TextMergeResult plain = mergeOnce(base, ours, theirs, labels, false);
    return plain.ok && plain.conflicts < out.conflicts ? plain : out;
}

int countConflictBlocks(const QString& text) {
    static const QRegularExpression open(QStringLiteral("^<{7}( |$)"),
                                         QRegularExpression::MultilineOption);
    int n = 0;
    for (auto it = open.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

namespace {
struct LineMapState {
    QList<int>* map;
};

int onLine(const git_diff_delta*, const git_diff_hunk*, const git_diff_line* line, void* payload) {
    auto* state = static_cast<LineMapState*>(payload);
    if (line->origin == GIT_DIFF_LINE_CONTEXT && line->old_lineno > 0 &&
        line->old_lineno <= state->map->size())
        (*state->map)[line->old_lineno - 1] = line->new_lineno;
    return 0;
}
} // namespace

QList<int> mapLines(const QString& from, const QString& to) {
    ensureLibgit2();
    const QByteArray a = from.toUtf8(), b = to.toUtf8();
    const int lines =
        static_cast<int>(from.count(QLatin1Char('\n')) +
                         (from.isEmpty() || from.endsWith(QLatin1Char('\n')) ? 0 : 1));
    QList<int> map(lines, 0);
    if (a == b) {
        for (int i = 0; i < lines; ++i)
            map[i] = i + 1;
        return map;
    }
    git_diff_options opts;
    git_diff_options_init(&opts, GIT_DIFF_OPTIONS_VERSION);
    // The whole file as context: every unchanged line reaches the callback with both numbers.
    opts.context_lines = static_cast<uint32_t>(lines + 1);
    opts.flags = GIT_DIFF_PATIENCE;
    LineMapState state{&map};
    if (git_diff_buffers(a.constData(), static_cast<size_t>(a.size()), nullptr, b.constData(),
                         static_cast<size_t>(b.size()), nullptr, &opts, nullptr, nullptr, nullptr,
                         onLine, &state) != 0)
        return QList<int>(lines, 0);
    return map;
}

} // namespace ks
