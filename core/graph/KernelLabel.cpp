#include "graph/KernelLabel.h"

#include "graph/GraphModel.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace ks {
namespace {

// Ops that move or view data without computing: named only when a kernel does nothing else.
const QSet<QString>& layoutOps() {
    static const QSet<QString> ops{
        QStringLiteral("view"),
        QStringLiteral("reshape"),
        QStringLiteral("permute"),
        QStringLiteral("transpose"),
        QStringLiteral("t"),
        QStringLiteral("expand"),
        QStringLiteral("clone"),
        QStringLiteral("getitem"),
        QStringLiteral("unsqueeze"),
        QStringLiteral("squeeze"),
        QStringLiteral("contiguous"),
        QStringLiteral("_to_copy"),
        QStringLiteral("alias"),
        QStringLiteral("slice"),
        QStringLiteral("select"),
        QStringLiteral("_unsafe_view"),
        QStringLiteral("flatten"),
        QStringLiteral("split"),
        QStringLiteral("split_with_sizes"),
        QStringLiteral("detach"),
        QStringLiteral("lift_fresh_copy"),
    };
    return ops;
}

QString sharedPrefix(const QStringList& paths) {
    if (paths.isEmpty())
        return QString();
    QStringList common = paths.first().split(QLatin1Char('.'), Qt::SkipEmptyParts);
    for (const QString& p : paths) {
        const QStringList parts = p.split(QLatin1Char('.'), Qt::SkipEmptyParts);
        int same = 0;
        while (same < common.size() && same < parts.size() && common[same] == parts[same])
            ++same;
        common = common.mid(0, same);
    }
    return common.join(QLatin1Char('.'));
}

QString relative(const QString& path, const QString& prefix) {
    if (prefix.isEmpty())
        return path;
    return path == prefix ? QString() : path.mid(prefix.size() + 1);
}

QString opsLabel(const QList<const GraphNode*>& ops, int maxParts);

QString nodesLabel(const Kernel& kernel, const QList<int>& indices, const QList<GraphNode>& nodes,
                   int maxParts) {
    QList<const GraphNode*> ops;
    for (int i : indices)
        if (i >= 0 && i < nodes.size() && nodes[i].kind == NodeKind::Op)
            ops << &nodes[i];
    return ops.isEmpty() ? kernel.name : opsLabel(ops, maxParts);
}

// Nodes in consecutive blocks of a ModuleList (a block's epilogue and the next block's norm):
// the first block's label, then each other block's below the shared path,
// `h.3.mlp+add→4.ln_1`. Empty
// when the nodes sit in one block.
QString acrossBlocks(const QList<const GraphNode*>& ops, const QString& prefix, int maxParts) {
    QStringList children;
    QHash<QString, QList<const GraphNode*>> byChild;
    for (const GraphNode* n : ops) {
        const QString child = relative(n->modulePath, prefix).section(QLatin1Char('.'), 0, 0);
        bool number = false;
        child.toInt(&number);
        if (!number)
            return QString();
        if (!byChild.contains(child))
            children << child;
        byChild[child] << n;
    }
    if (children.size() < 2)
        return QString();
    QStringList blocks{opsLabel(byChild.value(children.first()), maxParts)};
    for (qsizetype c = 1; c < children.size(); ++c) {
        // One submodule of the block: its path (`4.ln_1`); else what the block computes.
        QStringList paths;
        for (const GraphNode* n : byChild.value(children[c]))
            paths << n->modulePath;
        const QString shared = relative(sharedPrefix(paths), prefix);
        blocks << (shared.contains(QLatin1Char('.'))
                       ? shared
                       : relative(opsLabel(byChild.value(children[c]), maxParts), prefix));
    }
    return blocks.join(QStringLiteral("→"));
}

QString opsLabel(const QList<const GraphNode*>& ops, int maxParts) {
    bool onlyLayout = true;
    for (const GraphNode* n : ops)
        onlyLayout = onlyLayout && layoutOps().contains(n->opLabel());
    QStringList paths;
    for (const GraphNode* n : ops)
        paths << n->modulePath;
    const QString prefix = sharedPrefix(paths);
    const QString blocks = acrossBlocks(ops, prefix, maxParts);
    if (!blocks.isEmpty())
        return blocks;
    // One part per submodule below the shared path (its relative path), and the ops that sit
    // in the shared module itself, in graph order.
    QStringList parts;
    for (const GraphNode* n : ops) {
        const QString sub = relative(n->modulePath, prefix);
        QString part = sub;
        if (sub.isEmpty()) {
            if (!onlyLayout && layoutOps().contains(n->opLabel()))
                continue;
            part = n->opLabel();
        } else {
            part = sub.section(QLatin1Char('.'), 0, 0); // the child of the shared module
        }
        if (!parts.contains(part))
            parts << part;
    }
    if (parts.isEmpty()) // a single submodule: say what it computes
        for (const GraphNode* n : ops)
            if ((onlyLayout || !layoutOps().contains(n->opLabel())) &&
                !parts.contains(n->opLabel()))
                parts << n->opLabel();
    // A module named for what it does (`relu`, `gelu`) needs its op said once.
    if (parts.size() == 1 && !prefix.isEmpty() && parts[0] == prefix.section(QLatin1Char('.'), -1))
        return prefix;
    QString body;
    if (parts.size() > maxParts)
        body = parts.mid(0, maxParts).join(QLatin1Char('+')) +
               QStringLiteral("+%1 more").arg(parts.size() - maxParts);
    else
        body = parts.join(QLatin1Char('+'));
    return prefix.isEmpty() ? body : prefix + QLatin1Char('.') + body;
}

// Labels of launches that differ only in their numbers (the block's index: `h.3.ln_1`,
// `h.3–4`): the numbers that differ become `*`. Empty when they differ in more than that.
QString generalised(const QStringList& labels) {
    static const QRegularExpression runs(QStringLiteral("\\d+|\\D+"));
    auto tokens = [](const QString& label) {
        QStringList out;
        for (auto it = runs.globalMatch(label); it.hasNext();)
            out << it.next().captured();
        return out;
    };
    const QStringList first = tokens(labels.first());
    QList<bool> varies(first.size(), false);
    for (const QString& label : labels) {
        const QStringList parts = tokens(label);
        if (parts.size() != first.size())
            return QString();
        for (int i = 0; i < parts.size(); ++i) {
            if (parts[i] == first[i])
                continue;
            if (!parts[i].front().isDigit() || !first[i].front().isDigit())
                return QString();
            varies[i] = true;
        }
    }
    QStringList out = first;
    for (int i = 0; i < out.size(); ++i)
        if (varies[i])
            out[i] = QStringLiteral("*");
    return out.join(QString());
}

} // namespace

QString kernelLabel(const Kernel& kernel, const QList<GraphNode>& nodes, int maxParts) {
    if (kernel.launchNodes.size() < 2)
        return nodesLabel(kernel, kernel.nodes, nodes, maxParts);
    QStringList labels;
    for (const QList<int>& launch : kernel.launchNodes) {
        const QString label = nodesLabel(kernel, launch, nodes, maxParts);
        if (!labels.contains(label))
            labels << label;
    }
    if (labels.size() == 1)
        return labels.first();
    const QString general = generalised(labels);
    return general.isEmpty() ? labels.first() + QStringLiteral(" …") : general;
}

QString launchPlace(const Kernel& kernel, int launch, const QList<GraphNode>& nodes) {
    QStringList paths;
    for (int i : kernel.nodesOfLaunch(launch))
        if (i >= 0 && i < nodes.size() && nodes[i].kind == NodeKind::Op)
            paths << nodes[i].modulePath;
    const QString prefix = sharedPrefix(paths);
    // Nodes in consecutive blocks (a block's output and the next one's norm): `h.3–4`.
    int low = -1, high = -1;
    for (const QString& path : std::as_const(paths)) {
        const QString child = relative(path, prefix).section(QLatin1Char('.'), 0, 0);
        if (child.isEmpty())
            continue;
        bool number = false;
        const int index = child.toInt(&number);
        if (!number)
            return prefix;
        low = low < 0 ? index : std::min(low, index);
        high = std::max(high, index);
    }
    if (low < 0 || low == high)
        return prefix;
    return QStringLiteral("%1%2%3–%4")
        .arg(prefix, prefix.isEmpty() ? QString() : QStringLiteral("."))
        .arg(low)
        .arg(high);
}

QStringList kernelLabels(const QList<Kernel>& kernels, const QList<GraphNode>& nodes) {
    QStringList out;
    QHash<QString, int> seen;
    for (const Kernel& k : kernels) {
        const QString label = kernelLabel(k, nodes);
        const int count = ++seen[label];
        out << (count == 1 ? label : QStringLiteral("%1 #%2").arg(label).arg(count));
    }
    return out;
}

} // namespace ks
