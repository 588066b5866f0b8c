#include "maps/ModuleMap.h"

#include <QJsonArray>

namespace ks {
namespace {

std::optional<LineRange> rangeFrom(const QJsonValue& v) {
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    LineRange r{o.value(QStringLiteral("start")).toInt(), o.value(QStringLiteral("end")).toInt()};
    return r.isValid() ? std::optional<LineRange>(r) : std::nullopt;
}

std::optional<KernelKind> kindFrom(const QString& text) {
    if (text == QLatin1String("triton"))
        return KernelKind::Triton;
    if (text == QLatin1String("cpp"))
        return KernelKind::Cpp;
    if (text == QLatin1String("extern"))
        return KernelKind::Extern;
    return std::nullopt;
}

QStringList splitLines(const QString& text) {
    QString normalized = text;
    normalized.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return normalized.split(QLatin1Char('\n'));
}

} // namespace

std::optional<ModuleMap> ModuleMap::fromJson(const QJsonObject& json, QString* error) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = QStringLiteral("module map: %1").arg(why);
        return std::nullopt;
    };
    if (!json.value(QStringLiteral("kernels")).isArray())
        return fail(QStringLiteral("kernels: expected an array"));
    ModuleMap map;
    const QJsonArray kernels = json.value(QStringLiteral("kernels")).toArray();
    for (qsizetype i = 0; i < kernels.size(); ++i) {
        const QJsonObject k = kernels[i].toObject();
        KernelLocation loc;
        loc.name = k.value(QStringLiteral("name")).toString();
        if (loc.name.isEmpty())
            return fail(QStringLiteral("kernels/%1/name: expected a non-empty string").arg(i));
        loc.id = k.value(QStringLiteral("id")).toString();
        const auto kind = kindFrom(k.value(QStringLiteral("kind")).toString());
        if (!kind)
            return fail(QStringLiteral("kernels/%1/kind: expected triton, cpp or extern").arg(i));
        loc.kind = *kind;
        loc.definition = rangeFrom(k.value(QStringLiteral("definition")));
        loc.commentLine = k.value(QStringLiteral("comment")).toInt();
        for (const auto& l : k.value(QStringLiteral("launches")).toArray())
            if (auto r = rangeFrom(l))
                loc.launches << *r;
        loc.found = k.value(QStringLiteral("found"))
                        .toBool(loc.definition.has_value() || !loc.launches.isEmpty());
        loc.renamedTo = k.value(QStringLiteral("renamedTo")).toString();
        const QJsonValue edited = k.value(QStringLiteral("edited"));
        if (edited.isBool())
            loc.edited = edited.toBool();
        map.m_kernels << loc;
    }
    map.m_call = rangeFrom(json.value(QStringLiteral("call")));
    for (const auto& v : json.value(QStringLiteral("regions")).toArray()) {
        const QJsonObject o = v.toObject();
        const LineRange r{o.value(QStringLiteral("start")).toInt(),
                          o.value(QStringLiteral("end")).toInt()};
        map.m_regions << ModuleRegion{o.value(QStringLiteral("kind")).toString(),
                                      o.value(QStringLiteral("name")).toString(), r};
    }
    const QJsonValue syntax = json.value(QStringLiteral("syntaxError"));
    if (syntax.isObject()) {
        const QJsonObject o = syntax.toObject();
        map.m_syntaxError = ModuleSyntaxError{o.value(QStringLiteral("line")).toInt(),
                                              o.value(QStringLiteral("column")).toInt(),
                                              o.value(QStringLiteral("message")).toString()};
    }
    return map;
}

ModuleMap ModuleMap::fromGraph(const GraphModel& graph) {
    ModuleMap map;
    for (const Kernel& k : graph.kernels()) {
        KernelLocation loc;
        loc.name = k.name;
        loc.id = k.id;
        loc.kind = k.kind;
        loc.definition = k.definition;
        loc.commentLine = k.commentLine;
        loc.launches = k.launches;
        loc.found = k.definition.has_value() || !k.launches.isEmpty();
        loc.edited = false;
        map.m_kernels << loc;
    }
    return map;
}

const KernelLocation* ModuleMap::kernel(const QString& name) const {
    for (const KernelLocation& k : m_kernels)
        if (k.name == name)
            return &k;
    return nullptr;
}

QStringList ModuleMap::editedKernels() const {
    QStringList names;
    for (const KernelLocation& k : m_kernels)
        if (k.edited.value_or(false))
            names << k.name;
    return names;
}

std::shared_ptr<const GraphModel>
ModuleMap::applyTo(const std::shared_ptr<const GraphModel>& graph) const {
    if (!graph)
        return graph;
    QList<Kernel> kernels = graph->kernels();
    for (Kernel& k : kernels) {
        const KernelLocation* loc = kernel(k.name);
        k.definition = loc ? loc->definition : std::nullopt;
        k.commentLine = loc ? loc->commentLine : 0;
        k.launches = loc ? loc->launches : QList<LineRange>{};
        if (k.launchNodes.size() != k.launches.size()) // launches added or removed by hand
            k.launchNodes.clear();
    }
    return graph->withKernels(kernels);
}

std::optional<QString> ModuleMap::revertKernel(const QString& working, const QString& pristine,
                                               const ModuleMap& pristineMap, const QString& name,
                                               QString* error) const {
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const KernelLocation* from = pristineMap.kernel(name);
    const KernelLocation* to = kernel(name);
    if (!from || !from->definition)
        return fail(
            QStringLiteral("kernel %1 has no definition in the generated module").arg(name));
    if (!to || !to->definition)
        return fail(QStringLiteral("kernel %1 has no definition in the working module").arg(name));
    if (m_syntaxError && to->definition->contains(m_syntaxError->line))
        return fail(QStringLiteral("kernel %1 has a syntax error at line %2; the module map cannot "
                                   "tell where its definition ends")
                        .arg(name)
                        .arg(m_syntaxError->line));
    const QStringList source = splitLines(pristine);
    QStringList lines = splitLines(working);
    const LineRange src = *from->definition;
    const LineRange dst = *to->definition;
    if (src.end > source.size() || dst.end > lines.size())
        return fail(QStringLiteral("the module map of kernel %1 is out of date").arg(name));
    const QStringList replacement = source.mid(src.start - 1, src.end - src.start + 1);
    lines.remove(dst.start - 1, dst.end - dst.start + 1);
    for (qsizetype i = 0; i < replacement.size(); ++i)
        lines.insert(dst.start - 1 + i, replacement[i]);
    return lines.join(QLatin1Char('\n'));
}

} // namespace ks
