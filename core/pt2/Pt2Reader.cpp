#include "pt2/Pt2Reader.h"

#include "pt2/Pt2Archive.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <optional>

namespace ks {
namespace {

// torch/_export/serde/schema.py ScalarType.
QString dtypeName(int code) {
    switch (code) {
    case 1:
        return QStringLiteral("uint8");
    case 2:
        return QStringLiteral("int8");
    case 3:
        return QStringLiteral("int16");
    case 4:
        return QStringLiteral("int32");
    case 5:
        return QStringLiteral("int64");
    case 6:
        return QStringLiteral("float16");
    case 7:
        return QStringLiteral("float32");
    case 8:
        return QStringLiteral("float64");
    case 9:
        return QStringLiteral("complex32");
    case 10:
        return QStringLiteral("complex64");
    case 11:
        return QStringLiteral("complex128");
    case 12:
        return QStringLiteral("bool");
    case 13:
        return QStringLiteral("bfloat16");
    case 28:
        return QStringLiteral("uint16");
    case 29:
        return QStringLiteral("float8_e4m3fn");
    case 30:
        return QStringLiteral("float8_e5m2");
    case 31:
        return QStringLiteral("float8_e4m3fnuz");
    case 32:
        return QStringLiteral("float8_e5m2fnuz");
    default:
        return QStringLiteral("dtype%1").arg(code);
    }
}

// A recursive-descent reader of sympy's srepr: `Name(arg, ..., key=value)`, integers and
// quoted strings. Gives infix text, or nothing when the input is not of that form.
class SreprReader {
public:
    explicit SreprReader(const QString& text) : m_text(text) {}

    std::optional<QString> all() {
        auto out = term(0);
        skipSpace();
        if (!out || m_at != m_text.size())
            return std::nullopt;
        return out->text;
    }

private:
    struct Term {
        QString text;
        int precedence; // 3 atom, 2 power, 1 product, 0 sum
    };

    void skipSpace() {
        while (m_at < m_text.size() && m_text[m_at].isSpace())
            ++m_at;
    }

    bool eat(QChar c) {
        skipSpace();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }

    static QString wrapped(const Term& t, int precedence) {
        return t.precedence < precedence ? QStringLiteral("(%1)").arg(t.text) : t.text;
    }

    std::optional<Term> term(int depth) {
        if (depth > 64)
            return std::nullopt;
        skipSpace();
        if (m_at >= m_text.size())
            return std::nullopt;
        const QChar c = m_text[m_at];
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) { // a quoted name
            const qsizetype end = m_text.indexOf(c, m_at + 1);
            if (end < 0)
                return std::nullopt;
            Term t{m_text.mid(m_at + 1, end - m_at - 1), 3};
            m_at = end + 1;
            return t;
        }
        if (c.isDigit() || c == QLatin1Char('-')) {
            const qsizetype start = m_at++;
            while (m_at < m_text.size() && m_text[m_at].isDigit())
                ++m_at;
            return Term{m_text.mid(start, m_at - start), c == QLatin1Char('-') ? 0 : 3};
        }
        const qsizetype start = m_at;
        while (m_at < m_text.size() &&
               (m_text[m_at].isLetterOrNumber() || m_text[m_at] == QLatin1Char('_')))
            ++m_at;
        const QString name = m_text.mid(start, m_at - start);
        if (name.isEmpty())
            return std::nullopt;
        if (!eat(QLatin1Char('(')))
            return Term{name, 3}; // True, False, a bare name
        QList<Term> args;
        while (!eat(QLatin1Char(')'))) {
            if (!args.isEmpty() && !eat(QLatin1Char(',')))
                return std::nullopt;
            skipSpace();
            // key=value arguments (assumptions of a Symbol) say nothing about the value.
            const qsizetype mark = m_at;
            while (m_at < m_text.size() &&
                   (m_text[m_at].isLetterOrNumber() || m_text[m_at] == QLatin1Char('_')))
                ++m_at;
            if (eat(QLatin1Char('='))) {
                if (!term(depth + 1))
                    return std::nullopt;
                continue;
            }
            m_at = mark;
            auto arg = term(depth + 1);
            if (!arg)
                return std::nullopt;
            args << *arg;
        }
        return combine(name, args);
    }

    static std::optional<Term> combine(const QString& name, const QList<Term>& args) {
        auto joined = [&](const QString& sep, int precedence) {
            QStringList parts;
            for (const Term& a : args)
                parts << wrapped(a, precedence);
            return parts.join(sep);
        };
        if ((name == QLatin1String("Symbol") || name == QLatin1String("Integer")) &&
            args.size() == 1)
            return Term{args[0].text, args[0].precedence};
        if (name == QLatin1String("Rational") && args.size() == 2)
            return Term{args[0].text + QLatin1Char('/') + args[1].text, 1};
        if (name == QLatin1String("Add") && !args.isEmpty()) {
            QString sum = args[0].text;
            for (qsizetype i = 1; i < args.size(); ++i)
                sum += args[i].text.startsWith(QLatin1Char('-'))
                           ? QStringLiteral(" - ") + args[i].text.mid(1)
                           : QStringLiteral(" + ") + args[i].text;
            return Term{sum, 0};
        }
        if (name == QLatin1String("Mul") && !args.isEmpty())
            return Term{joined(QStringLiteral("*"), 1), 1};
        if (name == QLatin1String("Pow") && args.size() == 2)
            return Term{wrapped(args[0], 3) + QStringLiteral("**") + wrapped(args[1], 3), 2};
        if ((name == QLatin1String("FloorDiv") || name == QLatin1String("IntTrueDiv")) &&
            args.size() == 2)
            return Term{wrapped(args[0], 2) + QStringLiteral(" // ") + wrapped(args[1], 2), 1};
        if ((name == QLatin1String("Mod") || name == QLatin1String("PythonMod")) &&
            args.size() == 2)
            return Term{wrapped(args[0], 2) + QStringLiteral(" % ") + wrapped(args[1], 2), 1};
        QStringList parts;
        for (const Term& a : args)
            parts << a.text;
        const QString fn = name == QLatin1String("Max")   ? QStringLiteral("max")
                           : name == QLatin1String("Min") ? QStringLiteral("min")
                                                          : name;
        return Term{QStringLiteral("%1(%2)").arg(fn, parts.join(QStringLiteral(", "))), 3};
    }

    const QString& m_text;
    qsizetype m_at = 0;
};

QString symIntText(const QJsonObject& s) {
    if (s.contains(QStringLiteral("as_int")))
        return QString::number(s.value(QStringLiteral("as_int")).toInteger());
    const QJsonObject expr = s.value(QStringLiteral("as_expr")).toObject();
    if (!expr.isEmpty())
        return Pt2Reader::sizeExpressionText(expr.value(QStringLiteral("expr_str")).toString());
    return QStringLiteral("?");
}

QString tensorText(const QJsonObject& meta) {
    QStringList dims;
    for (const auto& v : meta.value(QStringLiteral("sizes")).toArray())
        dims << symIntText(v.toObject());
    return QStringLiteral("%1[%2]").arg(dtypeName(meta.value(QStringLiteral("dtype")).toInt()),
                                        dims.join(QStringLiteral(", ")));
}

// Value names an Argument refers to (tensors, symbolic ints...), in order. Subgraphs of
// higher-order ops ("graph") are not followed.
void collectNames(const QJsonValue& v, QStringList* names) {
    if (v.isArray()) {
        for (const auto& item : v.toArray())
            collectNames(item, names);
        return;
    }
    if (!v.isObject())
        return;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("graph"))
            continue;
        if ((it.key() == QLatin1String("name") || it.key() == QLatin1String("as_name")) &&
            it.value().isString())
            *names << it.value().toString();
        else
            collectNames(it.value(), names);
    }
}

// Splits on `sep` outside brackets: "a,f(b, c),d" -> a | f(b, c) | d.
QStringList splitOutside(const QString& s, QChar sep) {
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        else if (c == sep && depth == 0) {
            parts << s.mid(start, i - start);
            start = i + 1;
        }
    }
    parts << s.mid(start);
    return parts;
}

// Innermost module of "key,path,type;key,path,type": {path, type}.
std::pair<QString, QString> innermostModule(const QString& stack) {
    if (stack.isEmpty())
        return {};
    const QStringList entries = splitOutside(stack, QLatin1Char(';'));
    const QStringList fields = splitOutside(entries.last(), QLatin1Char(','));
    if (fields.size() < 3)
        return {};
    QString path = fields[1];
    static const QRegularExpression callSuffix(QStringLiteral("@\\d+$"));
    path.remove(callSuffix);
    return {path, fields.mid(2).join(QLatin1Char(','))};
}

// Last frame of a stack trace that is not inside torch itself.
std::optional<SourceLocation> userFrame(const QString& trace) {
    static const QRegularExpression frame(
        QStringLiteral("File \"([^\"]+)\", line (\\d+), in (\\S+)\\n\\s*([^\\n]*)"));
    std::optional<SourceLocation> best;
    for (auto it = frame.globalMatch(trace); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1).contains(QLatin1String("/site-packages/torch/")))
            continue;
        best = SourceLocation{m.captured(1), m.captured(2).toInt(), m.captured(3),
                              m.captured(4).trimmed()};
    }
    return best;
}

QString chooseProgramRecord(const std::vector<std::string>& records) {
    QString fallback;
    for (const std::string& r : records) {
        const QString name = QString::fromStdString(r);
        if (name == QLatin1String("models/model.json"))
            return name;
        if (name.endsWith(QLatin1String("serialized_exported_program.json")))
            fallback = name;
        else if (fallback.isEmpty() && name.startsWith(QLatin1String("models/")) &&
                 name.endsWith(QLatin1String(".json")) && !name.contains(QLatin1String("config")))
            fallback = name;
    }
    return fallback;
}

} // namespace

std::shared_ptr<const GraphModel> Pt2Reader::read(const QString& path, QString* error,
                                                  Pt2Info* info) {
    Pt2Info localInfo;
    Pt2Info& facts = info ? *info : localInfo;
    auto fail = [error, &path](const QString& why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return nullptr;
    };
    const QFileInfo file(path);
    if (!file.isFile())
        return fail(QStringLiteral("no such file"));

    std::string why;
    auto archive = Pt2Archive::open(QFile::encodeName(path).toStdString(), &why);
    if (!archive)
        return fail(QStringLiteral("not a torch.export archive (a .pt2 zip): %1")
                        .arg(QString::fromStdString(why)));
    const auto records = archive->records();
    facts.programRecord = chooseProgramRecord(records);
    if (facts.programRecord.isEmpty())
        return fail(QStringLiteral("the archive holds no serialized ExportedProgram "
                                   "(models/*.json); is it a torch.export.save archive?"));
    const auto bytes = archive->read(facts.programRecord.toStdString(), &why);
    if (!bytes)
        return fail(QStringLiteral("cannot read %1: %2")
                        .arg(facts.programRecord, QString::fromStdString(why)));
    QJsonParseError parseError;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray(bytes->data(), qsizetype(bytes->size())), &parseError);
    if (!doc.isObject())
        return fail(QStringLiteral("%1 is not valid JSON: %2")
                        .arg(facts.programRecord, parseError.errorString()));
    const QJsonObject program = doc.object();
    const QJsonObject schema = program.value(QStringLiteral("schema_version")).toObject();
    facts.schemaMajor = schema.value(QStringLiteral("major")).toInt(-1);
    facts.schemaMinor = schema.value(QStringLiteral("minor")).toInt(-1);
    facts.torchVersion = program.value(QStringLiteral("torch_version")).toString();
    if (facts.schemaMajor < kMinSchemaMajor || facts.schemaMajor > kMaxSchemaMajor)
        return fail(
            QStringLiteral("unknown schema version %1.%2 (this build reads %3.x)%4")
                .arg(facts.schemaMajor)
                .arg(facts.schemaMinor)
                .arg(kMaxSchemaMajor)
                .arg(facts.torchVersion.isEmpty()
                         ? QString()
                         : QStringLiteral("; written by torch %1").arg(facts.torchVersion)));

    const QJsonObject graph = program.value(QStringLiteral("graph_module"))
                                  .toObject()
                                  .value(QStringLiteral("graph"))
                                  .toObject();
    if (!graph.value(QStringLiteral("nodes")).isArray())
        return fail(QStringLiteral("%1 has no graph_module.graph.nodes").arg(facts.programRecord));
    const QJsonObject tensors = graph.value(QStringLiteral("tensor_values")).toObject();

    GraphContent content;
    content.origin = path;
    content.hasKernels = false;
    content.modelName = file.completeBaseName();
    QHash<QString, QString> producer; // value name -> node name
    QSet<QString> nodeNames;
    auto addNode = [&](GraphNode n, const QStringList& values) {
        // Node names must be unique; values keep their own names for edges.
        QString name = n.name;
        for (int i = 1; nodeNames.contains(name); ++i)
            name = n.name + QStringLiteral("_%1").arg(i);
        n.name = name;
        nodeNames.insert(name);
        for (const QString& v : values) {
            producer.insert(v, name);
            if (tensors.contains(v))
                n.outputs << tensorText(tensors.value(v).toObject());
        }
        content.nodes << n;
    };

    // Placeholders, in signature order: state first, then user inputs.
    const QJsonArray specs = program.value(QStringLiteral("graph_module"))
                                 .toObject()
                                 .value(QStringLiteral("signature"))
                                 .toObject()
                                 .value(QStringLiteral("input_specs"))
                                 .toArray();
    const QJsonArray graphInputs = graph.value(QStringLiteral("inputs")).toArray();
    for (int i = 0; i < graphInputs.size(); ++i) {
        QStringList names;
        collectNames(graphInputs[i], &names);
        if (names.isEmpty())
            continue; // a constant input (no value to draw)
        GraphNode n;
        n.name = names.first();
        n.op = QStringLiteral("placeholder");
        n.target = n.name;
        n.kind = NodeKind::Input;
        const QJsonObject spec = specs.at(i).toObject();
        if (spec.contains(QStringLiteral("parameter"))) {
            n.kind = NodeKind::Parameter;
            n.stateTarget = spec.value(QStringLiteral("parameter"))
                                .toObject()
                                .value(QStringLiteral("parameter_name"))
                                .toString();
        } else if (spec.contains(QStringLiteral("buffer"))) {
            n.kind = NodeKind::Buffer;
            n.stateTarget = spec.value(QStringLiteral("buffer"))
                                .toObject()
                                .value(QStringLiteral("buffer_name"))
                                .toString();
        } else if (spec.contains(QStringLiteral("tensor_constant")) ||
                   spec.contains(QStringLiteral("custom_obj"))) {
            n.kind = NodeKind::Constant;
            const QJsonObject c = spec.begin().value().toObject();
            n.stateTarget = c.value(QStringLiteral("tensor_constant_name"))
                                .toString(c.value(QStringLiteral("custom_obj_name")).toString());
        }
        addNode(n, names);
    }

    const QJsonArray nodes = graph.value(QStringLiteral("nodes")).toArray();
    for (int i = 0; i < nodes.size(); ++i) {
        const QJsonObject o = nodes[i].toObject();
        QStringList values;
        collectNames(o.value(QStringLiteral("outputs")), &values);
        GraphNode n;
        n.name = o.value(QStringLiteral("name")).toString();
        if (n.name.isEmpty())
            n.name = values.isEmpty() ? QStringLiteral("node_%1").arg(i) : values.first();
        n.op = QStringLiteral("call_function");
        n.target = o.value(QStringLiteral("target")).toString();
        if (n.target.startsWith(QLatin1String("torch.ops.")))
            n.target = n.target.mid(10);
        n.kind = NodeKind::Op;
        QStringList used;
        for (const auto& input : o.value(QStringLiteral("inputs")).toArray())
            collectNames(input.toObject().value(QStringLiteral("arg")), &used);
        for (const QString& u : used)
            if (producer.contains(u) && !n.inputs.contains(producer.value(u)))
                n.inputs << producer.value(u);
        const QJsonObject meta = o.value(QStringLiteral("metadata")).toObject();
        const auto [modulePath, moduleType] =
            innermostModule(meta.value(QStringLiteral("nn_module_stack")).toString());
        n.modulePath = modulePath;
        n.moduleType = moduleType;
        n.source = userFrame(meta.value(QStringLiteral("stack_trace")).toString());
        addNode(n, values);
    }

    GraphNode out;
    out.name = QStringLiteral("output");
    out.op = QStringLiteral("output");
    out.target = out.name;
    out.kind = NodeKind::Output;
    QStringList used;
    collectNames(graph.value(QStringLiteral("outputs")), &used);
    for (const QString& u : used)
        if (producer.contains(u) && !out.inputs.contains(producer.value(u)))
            out.inputs << producer.value(u);
    addNode(out, {});

    QString buildError;
    auto model = GraphModel::create(std::move(content), &buildError);
    if (!model)
        return fail(QStringLiteral("%1: %2").arg(facts.programRecord, buildError));
    return model;
}

QString Pt2Reader::sizeExpressionText(const QString& srepr) {
    return SreprReader(srepr).all().value_or(srepr);
}

} // namespace ks
