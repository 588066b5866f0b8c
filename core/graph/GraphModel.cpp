#include "graph/GraphModel.h"

#include "graph/KernelLabel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <atomic>

namespace ks {
namespace {

std::atomic<quint64> g_nextGraphId{1};

QString sizeText(const QJsonValue& v) {
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toInteger());
    return QStringLiteral("?");
}

// One output value of a node as display text: "float32[B, T, 256]", a symbol or a scalar.
QString outputText(const QJsonValue& v) {
    if (!v.isObject())
        return QStringLiteral("?");
    const QJsonObject o = v.toObject();
    if (o.contains(QStringLiteral("shape"))) {
        QStringList dims;
        for (const auto& d : o.value(QStringLiteral("shape")).toArray())
            dims << sizeText(d);
        return QStringLiteral("%1[%2]").arg(o.value(QStringLiteral("dtype")).toString(),
                                            dims.join(QStringLiteral(", ")));
    }
    if (o.contains(QStringLiteral("symbol")))
        return o.value(QStringLiteral("symbol")).toString();
    if (o.contains(QStringLiteral("value"))) {
        const QJsonValue value = o.value(QStringLiteral("value"));
        if (value.isDouble())
            return QString::number(value.toDouble());
        if (value.isBool())
            return value.toBool() ? QStringLiteral("True") : QStringLiteral("False");
        return value.toVariant().toString();
    }
    return QStringLiteral("?");
}

std::optional<LineRange> rangeFromJson(const QJsonValue& v) {
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    LineRange r{o.value(QStringLiteral("start")).toInt(), o.value(QStringLiteral("end")).toInt()};
    if (!r.isValid())
        return std::nullopt;
    return r;
}

QString oneConfigText(const QJsonObject& config) {
    QStringList parts;
    const QJsonObject kwargs = config.value(QStringLiteral("kwargs")).toObject();
    for (auto it = kwargs.begin(); it != kwargs.end(); ++it)
        parts << QStringLiteral("%1=%2").arg(it.key(), it.value().toVariant().toString());
    for (const char* key : {"num_warps", "num_stages"}) {
        const QJsonValue v = config.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull())
            parts << QStringLiteral("%1=%2").arg(QLatin1String(key), v.toVariant().toString());
    }
    return parts.join(QStringLiteral(", "));
}

// One config ("XBLOCK=8, num_warps=2, num_stages=1"), or a kernel's configs by size:
// "by xnumel: XBLOCK=1, num_warps=2, num_stages=1 up to 181; XBLOCK=128, ... above".
QString launchConfigText(const QJsonObject& launch) {
    const QJsonArray rungs = launch.value(QStringLiteral("bySize")).toArray();
    if (rungs.isEmpty())
        return oneConfigText(launch);
    QStringList sizeOf;
    for (const auto& v : launch.value(QStringLiteral("sizeOf")).toArray())
        sizeOf << v.toString();
    QStringList parts;
    for (const auto& v : rungs) {
        const QJsonObject rung = v.toObject();
        const QJsonValue upTo = rung.value(QStringLiteral("upTo"));
        parts << oneConfigText(rung) +
                     (upTo.isDouble() ? QStringLiteral(" up to %1").arg(qint64(upTo.toDouble()))
                                      : QStringLiteral(" above"));
    }
    return QStringLiteral("by %1: %2")
        .arg(sizeOf.join(QStringLiteral(" * ")), parts.join(QStringLiteral("; ")));
}

KernelKind kernelKindFromText(const QString& kind) {
    if (kind == QLatin1String("cpp"))
        return KernelKind::Cpp;
    if (kind == QLatin1String("extern"))
        return KernelKind::Extern;
    return KernelKind::Triton;
}

NodeKind stateKind(const QString& kind) {
    if (kind == QLatin1String("buffer"))
        return NodeKind::Buffer;
    if (kind == QLatin1String("constant"))
        return NodeKind::Constant;
    return NodeKind::Parameter;
}

// torch.export's placeholder prefixes for state: p_ parameter, b_ buffer, c_ constant.
std::optional<NodeKind> kindFromPrefix(const QString& name) {
    if (name.startsWith(QLatin1String("p_")))
        return NodeKind::Parameter;
    if (name.startsWith(QLatin1String("b_")))
        return NodeKind::Buffer;
    if (name.startsWith(QLatin1String("c_")))
        return NodeKind::Constant;
    return std::nullopt;
}

} // namespace

QString nodeKindName(NodeKind kind) {
    switch (kind) {
    case NodeKind::Input:
        return QStringLiteral("input");
    case NodeKind::Parameter:
        return QStringLiteral("parameter");
    case NodeKind::Buffer:
        return QStringLiteral("buffer");
    case NodeKind::Constant:
        return QStringLiteral("constant");
    case NodeKind::Op:
        return QStringLiteral("op");
    case NodeKind::Output:
        return QStringLiteral("output");
    }
    return {};
}

QString kernelKindName(KernelKind kind) {
    switch (kind) {
    case KernelKind::Triton:
        return QStringLiteral("triton");
    case KernelKind::Cpp:
        return QStringLiteral("cpp");
    case KernelKind::Extern:
        return QStringLiteral("extern");
    }
    return {};
}

QString GraphNode::opLabel() const {
    if (kind != NodeKind::Op)
        return kind == NodeKind::Output ? QStringLiteral("output") : name;
    QString t = target;
    // Python builtins print as "<built-in function getitem>".
    static const QLatin1String builtin("<built-in function ");
    if (t.startsWith(builtin) && t.endsWith(QLatin1Char('>')))
        return t.mid(builtin.size(), t.size() - builtin.size() - 1);
    if (t.startsWith(QLatin1String("torch.ops.")))
        t = t.mid(10);
    const QStringList parts = t.split(QLatin1Char('.'));
    // namespace.op.overload -> op; module.function -> function.
    if (parts.size() >= 3)
        return parts[parts.size() - 2];
    return parts.isEmpty() ? t : parts.last();
}

QString GraphNode::shapeText() const {
    return outputs.join(QStringLiteral(", "));
}

bool GraphModel::moduleContains(int ancestor, int module) const {
    for (int m = module; m >= 0; m = m_modules[m].parent)
        if (m == ancestor)
            return true;
    return false;
}

QList<int> GraphModel::findNodes(const QString& text) const {
    QList<int> found;
    if (text.isEmpty())
        return found;
    QSet<int> kernelHits;
    for (int k = 0; k < m_content.kernels.size(); ++k)
        if (m_content.kernels[k].name.contains(text, Qt::CaseInsensitive))
            kernelHits.insert(k);
    for (int i = 0; i < m_content.nodes.size(); ++i) {
        const GraphNode& n = m_content.nodes[i];
        bool hit = n.name.contains(text, Qt::CaseInsensitive) ||
                   n.opLabel().contains(text, Qt::CaseInsensitive) ||
                   n.target.contains(text, Qt::CaseInsensitive);
        for (int k : m_nodeKernels[i])
            hit = hit || kernelHits.contains(k);
        if (hit)
            found << i;
    }
    return found;
}

std::shared_ptr<const GraphModel> GraphModel::fromMetadataFile(const QString& path,
                                                               QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return nullptr;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = QStringLiteral("%1: not valid JSON (offset %2): %3")
                         .arg(path)
                         .arg(parseError.offset)
                         .arg(doc.isNull() ? parseError.errorString()
                                           : QStringLiteral("expected an object"));
        return nullptr;
    }
    QString why;
    auto graph = parseMetadata(doc.object(), path, &why);
    if (!graph && error)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return graph;
}

std::shared_ptr<const GraphModel> GraphModel::fromMetadata(const QJsonObject& metadata,
                                                           QString* error) {
    return parseMetadata(metadata, QString(), error);
}

std::shared_ptr<const GraphModel> GraphModel::parseMetadata(const QJsonObject& metadata,
                                                            const QString& origin, QString* error) {
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return nullptr;
    };
    const QString schema = metadata.value(QStringLiteral("schema")).toString();
    if (schema != QLatin1String("kernel-studio/metadata"))
        return fail(
            QStringLiteral("schema is \"%1\", expected \"kernel-studio/metadata\"").arg(schema));
    const int version = metadata.value(QStringLiteral("version")).toInt(-1);
    if (version < 1)
        return fail(QStringLiteral("version is missing or not a positive integer"));
    if (version > kMetadataVersion)
        return fail(QStringLiteral("version %1 is newer than this build reads (%2); update "
                                   "Kernel Studio")
                        .arg(version)
                        .arg(kMetadataVersion));
    if (!metadata.value(QStringLiteral("nodes")).isArray())
        return fail(QStringLiteral("\"nodes\" is missing or not an array"));
    if (isTrainingMetadata(metadata))
        return parseTraining(metadata, origin, error);
    return parseJoined(metadata, origin, nullptr, error);
}

std::shared_ptr<const GraphModel> GraphModel::parseTraining(const QJsonObject& metadata,
                                                            const QString& origin, QString* error) {
    std::optional<TrainingInfo> info = TrainingInfo::fromMetadata(metadata, error);
    if (!info)
        return nullptr;
    const QJsonObject joined = joinTrainingGraph(metadata, error);
    if (joined.isEmpty())
        return nullptr;
    return parseJoined(joined, origin, std::make_shared<const TrainingInfo>(std::move(*info)),
                       error);
}

std::shared_ptr<const GraphModel>
GraphModel::parseJoined(const QJsonObject& metadata, const QString& origin,
                        std::shared_ptr<const TrainingInfo> training, QString* error) {
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return nullptr;
    };
    GraphContent content;
    content.training = std::move(training);
    content.origin = origin;
    content.modelName =
        metadata.value(QStringLiteral("model")).toObject().value(QStringLiteral("name")).toString();
    content.device = metadata.value(QStringLiteral("device")).toString();

    const QJsonObject signature = metadata.value(QStringLiteral("signature")).toObject();
    // Model name -> call's argument (the module renames an input named like its own names).
    QHash<QString, QString> userInputs;
    for (const auto& v : signature.value(QStringLiteral("inputs")).toArray()) {
        const QJsonObject input = v.toObject();
        const QString name = input.value(QStringLiteral("name")).toString();
        userInputs.insert(name, input.value(QStringLiteral("moduleName")).toString(name));
    }
    const QJsonArray state = signature.value(QStringLiteral("state")).toArray();
    int stateSeen = 0; // state placeholders come in signature.state order

    const QJsonArray nodes = metadata.value(QStringLiteral("nodes")).toArray();
    content.nodes.reserve(nodes.size());
    for (int i = 0; i < nodes.size(); ++i) {
        const QJsonObject o = nodes[i].toObject();
        GraphNode n;
        n.name = o.value(QStringLiteral("name")).toString();
        if (n.name.isEmpty())
            return fail(QStringLiteral("nodes[%1] has no name").arg(i));
        n.op = o.value(QStringLiteral("op")).toString();
        n.target = o.value(QStringLiteral("target")).toString();
        for (const auto& v : o.value(QStringLiteral("inputs")).toArray())
            n.inputs << v.toString();
        for (const auto& v : o.value(QStringLiteral("outputs")).toArray())
            n.outputs << outputText(v);
        n.modulePath = o.value(QStringLiteral("modulePath")).toString();
        n.moduleType = o.value(QStringLiteral("moduleType")).toString();
        if (o.value(QStringLiteral("source")).isObject()) {
            const QJsonObject s = o.value(QStringLiteral("source")).toObject();
            n.source = SourceLocation{s.value(QStringLiteral("file")).toString(),
                                      s.value(QStringLiteral("line")).toInt(),
                                      s.value(QStringLiteral("function")).toString(),
                                      s.value(QStringLiteral("code")).toString()};
        }
        n.backward = o.value(QStringLiteral("graph")).toString() == QLatin1String("backward");
        n.forwardNode = o.value(QStringLiteral("forwardNode")).toString();
        if (n.backward && n.op == QLatin1String("placeholder")) {
            n.kind = NodeKind::Input; // a gradient of an output (tangents_N)
        } else if (n.op == QLatin1String("placeholder")) {
            if (userInputs.contains(n.name) ||
                (stateSeen >= state.size() && !kindFromPrefix(n.name))) {
                n.kind = NodeKind::Input;
                n.codeName = userInputs.value(n.name);
            } else if (stateSeen < state.size()) {
                const QJsonObject s = state[stateSeen++].toObject();
                n.kind = stateKind(s.value(QStringLiteral("kind")).toString());
                n.stateTarget = s.value(QStringLiteral("target")).toString();
                n.codeName = s.value(QStringLiteral("name")).toString();
            } else {
                n.kind = *kindFromPrefix(n.name);
            }
        } else if (n.op == QLatin1String("get_attr")) {
            n.kind = NodeKind::Constant;
            n.stateTarget = n.target;
        } else if (n.op == QLatin1String("output")) {
            n.kind = NodeKind::Output;
        } else {
            n.kind = NodeKind::Op;
        }
        content.nodes << n;
    }

    const QJsonArray kernels = metadata.value(QStringLiteral("kernels")).toArray();
    for (int i = 0; i < kernels.size(); ++i) {
        const QJsonObject o = kernels[i].toObject();
        Kernel k;
        k.name = o.value(QStringLiteral("name")).toString();
        if (k.name.isEmpty())
            return fail(QStringLiteral("kernels[%1] has no name").arg(i));
        k.rawName = o.value(QStringLiteral("rawName")).toString();
        k.id = o.value(QStringLiteral("id")).toString();
        k.kind = kernelKindFromText(o.value(QStringLiteral("kind")).toString());
        k.backward = o.value(QStringLiteral("graph")).toString() == QLatin1String("backward");
        k.definition = rangeFromJson(o.value(QStringLiteral("definition")));
        k.commentLine = o.value(QStringLiteral("definition"))
                            .toObject()
                            .value(QStringLiteral("comment"))
                            .toInt();
        for (const auto& v : o.value(QStringLiteral("launches")).toArray())
            if (auto r = rangeFromJson(v))
                k.launches << *r;
        const QJsonObject launch = o.value(QStringLiteral("launch")).toObject();
        k.launchConfig = launchConfigText(launch);
        for (const auto& v : launch.value(QStringLiteral("grid")).toArray())
            k.grid << v.toVariant().toString();
        QStringList names;
        for (const auto& v : o.value(QStringLiteral("nodes")).toArray())
            names << v.toString();
        QList<QStringList> perLaunch;
        for (const auto& launchValue : o.value(QStringLiteral("launchNodes")).toArray()) {
            QStringList launchNames;
            for (const auto& v : launchValue.toArray())
                launchNames << v.toString();
            perLaunch << launchNames;
        }
        if (!perLaunch.isEmpty() && perLaunch.size() != k.launches.size())
            return fail(QStringLiteral("kernels[%1] (\"%2\") has %3 launchNodes lists for %4 "
                                       "launches")
                            .arg(i)
                            .arg(k.name)
                            .arg(perLaunch.size())
                            .arg(k.launches.size()));
        content.kernels << k;
        content.kernelNodeNames << names;
        content.kernelLaunchNodeNames << perLaunch;
    }
    return create(std::move(content), error);
}

std::shared_ptr<const GraphModel> GraphModel::withKernels(const QList<Kernel>& kernels) const {
    std::shared_ptr<GraphModel> g(new GraphModel(*this));
    g->m_content.kernels = kernels;
    return g;
}

std::shared_ptr<const GraphModel> GraphModel::create(GraphContent content, QString* error,
                                                     const OpGroupLimits& groups) {
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return nullptr;
    };
    std::shared_ptr<GraphModel> g(new GraphModel);
    g->m_id = g_nextGraphId.fetch_add(1);
    g->m_content = std::move(content);
    QList<GraphNode>& nodes = g->m_content.nodes;
    const int n = int(nodes.size());

    g->m_nodeIndex.reserve(n);
    for (int i = 0; i < n; ++i) {
        if (g->m_nodeIndex.contains(nodes[i].name))
            return fail(QStringLiteral("node \"%1\" appears twice").arg(nodes[i].name));
        g->m_nodeIndex.insert(nodes[i].name, i);
    }

    g->m_preds.resize(n);
    g->m_succs.resize(n);
    for (int i = 0; i < n; ++i) {
        for (const QString& input : std::as_const(nodes[i].inputs)) {
            const int from = g->m_nodeIndex.value(input, -1);
            if (from < 0)
                return fail(QStringLiteral("node \"%1\" uses unknown node \"%2\"")
                                .arg(nodes[i].name, input));
            if (g->m_preds[i].contains(from))
                continue; // x * x: one edge
            g->m_preds[i] << from;
            g->m_succs[from] << i;
            g->m_edges << GraphEdge{from, i};
        }
    }

    // Module tree from dotted paths; state sits in the module that owns it when that module
    // holds any op (so collapsing a layer also hides its weights).
    ModuleNode root;
    root.name = g->m_content.modelName;
    g->m_modules << root;
    g->m_moduleIndex.insert(QString(), 0);
    auto ensureModule = [&g](const QString& path) {
        int index = g->m_moduleIndex.value(path, -1);
        if (index >= 0)
            return index;
        int parent = 0;
        const QStringList parts = path.split(QLatin1Char('.'));
        QString prefix;
        for (const QString& part : parts) {
            prefix = prefix.isEmpty() ? part : prefix + QLatin1Char('.') + part;
            index = g->m_moduleIndex.value(prefix, -1);
            if (index < 0) {
                ModuleNode m;
                m.path = prefix;
                m.name = part;
                m.parent = parent;
                m.depth = g->m_modules[parent].depth + 1;
                index = int(g->m_modules.size());
                g->m_modules << m;
                g->m_modules[parent].children << index;
                g->m_moduleIndex.insert(prefix, index);
            }
            parent = index;
        }
        return index;
    };
    g->m_nodeModule.fill(0, n);
    for (int i = 0; i < n; ++i) {
        const GraphNode& node = nodes[i];
        if (node.kind != NodeKind::Op || node.modulePath.isEmpty())
            continue;
        const int m = ensureModule(node.modulePath);
        g->m_nodeModule[i] = m;
        if (g->m_modules[m].type.isEmpty())
            g->m_modules[m].type = node.moduleType;
    }
    for (int i = 0; i < n; ++i) {
        GraphNode& node = nodes[i];
        if (node.kind == NodeKind::Op || node.kind == NodeKind::Input ||
            node.kind == NodeKind::Output)
            continue;
        QString owner = node.modulePath;
        if (owner.isEmpty() && node.stateTarget.contains(QLatin1Char('.')))
            owner = node.stateTarget.section(QLatin1Char('.'), 0, -2);
        const int m = g->m_moduleIndex.value(owner, -1);
        if (m > 0) {
            g->m_nodeModule[i] = m;
            node.modulePath = owner;
        }
    }
    if (g->m_modules[0].type.isEmpty())
        for (const GraphNode& node : std::as_const(nodes))
            if (node.modulePath.isEmpty() && !node.moduleType.isEmpty()) {
                g->m_modules[0].type = node.moduleType;
                break;
            }
    for (int i = 0; i < n; ++i)
        g->m_modules[g->m_nodeModule[i]].nodes << i;
    // Children are created after their parents, so a reverse sweep accumulates totals.
    for (int m = int(g->m_modules.size()) - 1; m >= 0; --m) {
        ModuleNode& module = g->m_modules[m];
        module.totalNodes += int(module.nodes.size());
        if (module.parent >= 0)
            g->m_modules[module.parent].totalNodes += module.totalNodes;
    }

    g->m_nodeKernels.resize(n);
    QList<Kernel>& kernels = g->m_content.kernels;
    for (int k = 0; k < kernels.size(); ++k) {
        if (g->m_kernelIndex.contains(kernels[k].name))
            return fail(QStringLiteral("kernel \"%1\" appears twice").arg(kernels[k].name));
        g->m_kernelIndex.insert(kernels[k].name, k);
        if (k < g->m_content.kernelNodeNames.size()) {
            for (const QString& name : std::as_const(g->m_content.kernelNodeNames[k])) {
                const int node = g->m_nodeIndex.value(name, -1);
                if (node < 0)
                    return fail(QStringLiteral("kernel \"%1\" fuses unknown node \"%2\"")
                                    .arg(kernels[k].name, name));
                kernels[k].nodes << node;
            }
        }
        if (k < g->m_content.kernelLaunchNodeNames.size()) {
            for (const QStringList& launch : std::as_const(g->m_content.kernelLaunchNodeNames[k])) {
                QList<int> indices;
                for (const QString& name : launch) {
                    const int node = g->m_nodeIndex.value(name, -1);
                    if (node < 0 || !kernels[k].nodes.contains(node))
                        return fail(QStringLiteral("kernel \"%1\" launches on node \"%2\", "
                                                   "which is not among its nodes")
                                        .arg(kernels[k].name, name));
                    indices << node;
                }
                kernels[k].launchNodes << indices;
            }
        }
        for (int node : std::as_const(kernels[k].nodes)) {
            if (node < 0 || node >= n)
                return fail(QStringLiteral("kernel \"%1\" has a node index out of range")
                                .arg(kernels[k].name));
            if (!g->m_nodeKernels[node].contains(k))
                g->m_nodeKernels[node] << k;
        }
    }
    g->m_linked.resize(n);
    for (int i = 0; i < n; ++i) {
        const int from = g->m_nodeIndex.value(nodes[i].forwardNode, -1);
        if (!nodes[i].backward || from < 0 || nodes[from].backward)
            continue;
        g->m_linked[i] << from;
        g->m_linked[from] << i;
    }
    foldOpGroups(nodes, g->m_succs, kernels, g->m_modules, g->m_moduleIndex, g->m_nodeModule,
                 groups);
    g->m_content.kernelNodeNames.clear();
    g->m_content.kernelLaunchNodeNames.clear();
    const QStringList labels = kernelLabels(kernels, nodes);
    for (int k = 0; k < kernels.size(); ++k)
        kernels[k].label = labels[k];
    return g;
}

} // namespace ks
