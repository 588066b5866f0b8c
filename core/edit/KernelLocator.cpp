#include "edit/KernelLocator.h"

#include <QRegularExpression>

namespace ks {
namespace {

bool isTopLevelCode(const QString& line) {
    return !line.isEmpty() && !line.front().isSpace() && !line.startsWith(QLatin1Char('#'));
}

QString rstripLines(const QString& text) {
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& l : lines) {
        qsizetype end = l.size();
        while (end > 0 && l.at(end - 1).isSpace())
            --end;
        l.truncate(end);
    }
    return lines.join(QLatin1Char('\n')).trimmed();
}

/// Index of the last line of the statement starting at `start` (balanced brackets).
int statementEnd(const QStringList& lines, int start) {
    int depth = 0;
    for (int i = start; i < lines.size(); ++i) {
        bool inString = false;
        QChar quote;
        for (QChar c : lines[i]) {
            if (inString) {
                if (c == quote)
                    inString = false;
                continue;
            }
            if (c == QLatin1Char('#'))
                break;
            if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                inString = true;
                quote = c;
            } else if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
                ++depth;
            } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
                --depth;
            }
        }
        if (depth <= 0)
            return i;
    }
    return int(lines.size()) - 1;
}

void findDefinition(const QStringList& lines, KernelBlock& block) {
    const QString& name = block.name;
    const QRegularExpression def(
        QStringLiteral("^def %1\\(").arg(QRegularExpression::escape(name)));
    const QRegularExpression assign(
        QStringLiteral("^%1\\s*=\\s*r?\"\"\"").arg(QRegularExpression::escape(name)));
    for (int i = 0; i < lines.size(); ++i) {
        int start = -1, end = -1;
        if (def.match(lines[i]).hasMatch()) {
            start = i;
            while (start > 0 && lines[start - 1].startsWith(QLatin1Char('@')))
                --start;
            end = i;
            for (int j = i + 1; j < lines.size(); ++j) {
                if (isTopLevelCode(lines[j]) || lines[j].startsWith(QLatin1Char('#')))
                    break;
                if (!lines[j].trimmed().isEmpty())
                    end = j;
            }
        } else if (assign.match(lines[i]).hasMatch()) {
            start = i;
            end = i;
            const qsizetype open = lines[i].indexOf(QStringLiteral("\"\"\""));
            if (lines[i].indexOf(QStringLiteral("\"\"\""), open + 3) < 0)
                for (int j = i + 1; j < lines.size(); ++j)
                    if (lines[j].contains(QStringLiteral("\"\"\""))) {
                        end = j;
                        break;
                    }
        }
        if (start < 0)
            continue;
        block.definition = {start + 1, end + 1};
        int c = start;
        while (c > 0 && lines[c - 1].startsWith(QLatin1Char('#')))
            --c;
        block.commentLine = c < start ? c + 1 : 0;
        block.text = lines.mid(start, end - start + 1).join(QLatin1Char('\n'));
        return;
    }
}

void findLaunches(const QStringList& lines, KernelBlock& block) {
    int callStart = -1;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QLatin1String("def call("))) {
            callStart = i;
            break;
        }
    if (callStart < 0)
        return;
    // Each launch is preceded by its comment "# <name>: <nodes>"; where the user removed the
    // comments, a call of the kernel by name is the launch.
    const QString marker = QStringLiteral("# %1:").arg(block.name);
    const QRegularExpression word(
        QStringLiteral("(^|[^\\w.])%1\\s*[\\[(]").arg(QRegularExpression::escape(block.name)));
    for (const bool byComment : {true, false}) {
        for (int i = callStart + 1; i < lines.size(); ++i) {
            if (isTopLevelCode(lines[i]))
                break;
            const QString trimmed = lines[i].trimmed();
            int statement = -1;
            if (byComment && trimmed.startsWith(marker)) {
                statement = i + 1;
                while (statement < lines.size() &&
                       lines[statement].trimmed().startsWith(QLatin1Char('#')))
                    ++statement;
            } else if (!byComment && !trimmed.startsWith(QLatin1Char('#')) &&
                       word.match(lines[i]).hasMatch()) {
                statement = i;
            }
            if (statement < 0 || statement >= lines.size())
                continue;
            const int end = statementEnd(lines, statement);
            const LineRange r{statement + 1, end + 1};
            if (!block.launches.contains(r))
                block.launches.append(r);
            i = end;
        }
        if (!block.launches.isEmpty())
            return;
    }
}

} // namespace

QHash<QString, KernelBlock> KernelLocator::locate(const QString& source, const QStringList& names) {
    const QStringList lines = source.split(QLatin1Char('\n'));
    QHash<QString, KernelBlock> blocks;
    for (const QString& name : names) {
        KernelBlock block;
        block.name = name;
        findDefinition(lines, block);
        findLaunches(lines, block);
        blocks.insert(name, block);
    }
    return blocks;
}

QStringList KernelLocator::editedKernels(const GraphModel& graph, const QString& pristine,
                                         const QString& working) {
    QStringList names;
    for (const Kernel& k : graph.kernels())
        if (!k.isExtern())
            names << k.name;
    const auto before = locate(pristine, names);
    const auto after = locate(working, names);
    QStringList edited;
    for (const QString& name : names) {
        const KernelBlock& a = before[name];
        const KernelBlock& b = after[name];
        if (!a.definition.isValid())
            continue; // nothing pristine to compare with
        if (!b.definition.isValid() || rstripLines(a.text) != rstripLines(b.text))
            edited << name;
    }
    return edited;
}

QString KernelLocator::revertKernel(const QString& working, const QString& pristine,
                                    const QString& name, QString* error) {
    const KernelBlock from = locate(pristine, {name}).value(name);
    const KernelBlock to = locate(working, {name}).value(name);
    if (!from.definition.isValid() || !to.definition.isValid()) {
        if (error)
            *error = QStringLiteral("kernel %1 has no definition in the %2 module")
                         .arg(name, from.definition.isValid() ? QStringLiteral("working")
                                                              : QStringLiteral("generated"));
        return working;
    }
    QStringList lines = working.split(QLatin1Char('\n'));
    const QStringList replacement = from.text.split(QLatin1Char('\n'));
    lines.remove(to.definition.start - 1, to.definition.end - to.definition.start + 1);
    for (qsizetype i = 0; i < replacement.size(); ++i)
        lines.insert(to.definition.start - 1 + i, replacement[i]);
    return lines.join(QLatin1Char('\n'));
}

std::shared_ptr<const GraphModel>
KernelLocator::remap(const std::shared_ptr<const GraphModel>& graph, const QString& source) {
    if (!graph)
        return graph;
    QStringList names;
    for (const Kernel& k : graph->kernels())
        names << k.name;
    const auto blocks = locate(source, names);
    QList<Kernel> kernels = graph->kernels();
    for (Kernel& k : kernels) {
        const KernelBlock& b = blocks[k.name];
        if (k.definition)
            k.definition =
                b.definition.isValid() ? std::optional<LineRange>(b.definition) : std::nullopt;
        k.commentLine = b.commentLine;
        k.launches = b.launches;
    }
    return graph->withKernels(kernels);
}

} // namespace ks
