#include "schema/JsonSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <cmath>

namespace ks {

namespace {

using namespace Qt::StringLiterals;

// Keywords whose value is one schema, a map of schemas, or a list of schemas: the places a
// subschema (and so a $id or a pattern) can be.
const QSet<QString>& schemaKeywords() {
    static const QSet<QString> k{u"additionalItems"_s,
                                 u"additionalProperties"_s,
                                 u"contains"_s,
                                 u"propertyNames"_s,
                                 u"not"_s,
                                 u"if"_s,
                                 u"then"_s,
                                 u"else"_s,
                                 u"items"_s};
    return k;
}
const QSet<QString>& mapKeywords() {
    static const QSet<QString> k{u"properties"_s, u"patternProperties"_s, u"definitions"_s,
                                 u"dependencies"_s};
    return k;
}
const QSet<QString>& listKeywords() {
    static const QSet<QString> k{u"allOf"_s, u"anyOf"_s, u"oneOf"_s, u"items"_s};
    return k;
}

// A schema's scope: its $id resolved against the surrounding base, unless the $id is only a
// plain-name fragment ("#foo") or a $ref makes every sibling keyword (the $id too) ignored.
QUrl scopeOf(const QJsonValue& schema, const QUrl& parentBase) {
    if (!schema.isObject())
        return parentBase;
    const QJsonObject o = schema.toObject();
    const QJsonValue id = o.value(u"$id"_s);
    if (!id.isString() || o.contains(u"$ref"_s) || id.toString().startsWith(u'#'))
        return parentBase;
    return parentBase.resolved(QUrl(id.toString())).adjusted(QUrl::RemoveFragment);
}

QString key(const QUrl& url) {
    return url.toString(QUrl::FullyEncoded);
}

QString escapeToken(QString token) {
    return token.replace(u'~', u"~0"_s).replace(u'/', u"~1"_s);
}

QString formatNumber(double d) {
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
        return QString::number(qint64(d));
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}

// A value as compact JSON for messages, cut short when long.
QString render(const QJsonValue& v) {
    QString text;
    switch (v.type()) {
    case QJsonValue::Null:
        text = u"null"_s;
        break;
    case QJsonValue::Bool:
        text = v.toBool() ? u"true"_s : u"false"_s;
        break;
    case QJsonValue::Double:
        text = formatNumber(v.toDouble());
        break;
    case QJsonValue::String:
        // A one-element array gives JSON string escaping; strip the brackets.
        text = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
        text = text.mid(1, text.size() - 2);
        break;
    case QJsonValue::Array:
        text = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Object:
        text = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Undefined:
        text = u"undefined"_s;
        break;
    }
    constexpr qsizetype kMax = 80;
    return text.size() > kMax ? text.left(kMax - 3) + u"..."_s : text;
}

bool isInteger(const QJsonValue& v) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::floor(d);
}

bool hasType(const QJsonValue& v, const QString& type) {
    if (type == u"integer")
        return isInteger(v);
    if (type == u"number")
        return v.isDouble();
    if (type == u"string")
        return v.isString();
    if (type == u"object")
        return v.isObject();
    if (type == u"array")
        return v.isArray();
    if (type == u"boolean")
        return v.isBool();
    if (type == u"null")
        return v.isNull();
    return false;
}

qsizetype codePoints(const QString& s) {
    qsizetype n = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.at(i).isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

// A JSON pointer's tokens ("/a~1b/0" -> ["a/b", "0"]); the fragment is already percent-decoded.
QStringList pointerTokens(const QString& pointer) {
    QStringList tokens = pointer.split(u'/');
    tokens.removeFirst(); // before the leading '/'
    for (QString& t : tokens)
        t.replace(u"~1"_s, u"/"_s).replace(u"~0"_s, u"~"_s);
    return tokens;
}

enum class Slot { Schema, Map, List, Other };

// What the value under `token` is, given what its container is.
Slot childSlot(Slot parent, const QString& token, const QJsonValue& child) {
    switch (parent) {
    case Slot::Schema:
        if (mapKeywords().contains(token))
            return Slot::Map;
        if (token == u"items")
            return child.isArray() ? Slot::List : Slot::Schema;
        if (listKeywords().contains(token))
            return Slot::List;
        if (schemaKeywords().contains(token))
            return Slot::Schema;
        return Slot::Other;
    case Slot::Map:
    case Slot::List:
        return Slot::Schema;
    case Slot::Other:
        return Slot::Other;
    }
    return Slot::Other;
}

} // namespace

QString SchemaError::toString() const {
    return instancePath.isEmpty() ? message : instancePath + u": "_s + message;
}

QString describeSchemaErrors(const QList<SchemaError>& errors) {
    QStringList lines;
    for (const SchemaError& e : errors)
        lines << e.toString();
    return lines.join(u'\n');
}

bool jsonEqual(const QJsonValue& a, const QJsonValue& b) {
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case QJsonValue::Double:
        return a.toDouble() == b.toDouble();
    case QJsonValue::Array: {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!jsonEqual(x[i], y[i]))
                return false;
        return true;
    }
    case QJsonValue::Object: {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.size() != y.size())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            const auto other = y.constFind(it.key());
            if (other == y.constEnd() || !jsonEqual(it.value(), other.value()))
                return false;
        }
        return true;
    }
    default:
        return a == b;
    }
}

// ---- the document set ------------------------------------------------------------------------

bool JsonSchemaSet::addDocument(const QUrl& uri, const QJsonValue& schema, QString* error) {
    const QUrl base = uri.adjusted(QUrl::RemoveFragment);
    m_ids.insert(key(base), Located{schema, base, true});
    bool ok = true;
    index(schema, base, error, &ok);
    return ok;
}

void JsonSchemaSet::index(const QJsonValue& schema, const QUrl& parentBase, QString* error,
                          bool* ok) {
    if (!schema.isObject())
        return;
    const QJsonObject o = schema.toObject();
    const QUrl scope = scopeOf(schema, parentBase);
    if (!o.contains(u"$ref"_s)) {
        const QJsonValue id = o.value(u"$id"_s);
        if (id.isString()) {
            // The schema is reachable by its $id (or its anchor), with the base around it.
            const QUrl target = parentBase.resolved(QUrl(id.toString()));
            m_ids.insert(key(id.toString().startsWith(u'#')
                                 ? target
                                 : target.adjusted(QUrl::RemoveFragment)),
                         Located{schema, parentBase, true});
        }
    } else if (o.value(u"$ref"_s).isString()) {
        m_refs.append({parentBase, o.value(u"$ref"_s).toString()});
    }
    auto compile = [&](const QString& pattern) {
        if (m_regexes.contains(pattern))
            return;
        // No UseUnicodePropertiesOption: \d and \w stay ASCII, as in ECMA-262 regexes.
        QRegularExpression re(pattern);
        if (!re.isValid()) {
            *ok = false;
            if (error)
                *error = u"invalid pattern %1: %2"_s.arg(render(pattern), re.errorString());
        }
        re.optimize();
        m_regexes.insert(pattern, re);
    };
    if (o.value(u"pattern"_s).isString())
        compile(o.value(u"pattern"_s).toString());
    for (auto it = o.begin(); it != o.end(); ++it) {
        const Slot slot = childSlot(Slot::Schema, it.key(), it.value());
        if (slot == Slot::Schema) {
            index(it.value(), scope, error, ok);
        } else if (slot == Slot::List && it.value().isArray()) {
            for (const QJsonValue& sub : it.value().toArray())
                index(sub, scope, error, ok);
        } else if (slot == Slot::Map && it.value().isObject()) {
            const QJsonObject map = it.value().toObject();
            for (auto m = map.begin(); m != map.end(); ++m) {
                if (it.key() == u"patternProperties")
                    compile(m.key());
                index(m.value(), scope, error, ok);
            }
        }
    }
}

bool JsonSchemaSet::contains(const QUrl& uri) const {
    return m_ids.contains(key(uri.adjusted(QUrl::RemoveFragment)));
}

QStringList JsonSchemaSet::unresolvedReferences() const {
    QStringList out;
    for (const auto& [base, ref] : m_refs)
        if (!resolve(base, ref).found)
            out << u"%1 -> %2"_s.arg(base.toString(), ref);
    return out;
}

const QRegularExpression* JsonSchemaSet::regex(const QString& pattern) const {
    const auto it = m_regexes.constFind(pattern);
    return it == m_regexes.constEnd() ? nullptr : &it.value();
}

JsonSchemaSet::Located JsonSchemaSet::resolve(const QUrl& base, const QString& ref) const {
    const QUrl target = base.resolved(QUrl(ref));
    const QString fragment = target.fragment(QUrl::FullyDecoded);
    if (!fragment.isEmpty() && !fragment.startsWith(u'/'))
        return m_ids.value(key(target)); // a plain-name anchor
    Located at = m_ids.value(key(target.adjusted(QUrl::RemoveFragment)));
    if (!at.found || fragment.isEmpty())
        return at;
    // Walk the pointer; each schema passed on the way scopes what lies inside it.
    QJsonValue cur = at.schema;
    QUrl scope = at.parentBase;
    Slot slot = Slot::Schema;
    for (const QString& token : pointerTokens(fragment)) {
        if (slot == Slot::Schema)
            scope = scopeOf(cur, scope);
        QJsonValue next;
        if (cur.isObject()) {
            next = cur.toObject().value(token);
        } else if (cur.isArray()) {
            bool isIndex = false;
            const qsizetype i = token.toLongLong(&isIndex);
            next = isIndex ? cur.toArray().at(i) : QJsonValue(QJsonValue::Undefined);
        }
        if (next.isUndefined())
            return {};
        slot = childSlot(slot, token, next);
        cur = next;
    }
    return Located{cur, scope, true};
}

// ---- validation ------------------------------------------------------------------------------

namespace {

class Validator {
public:
    Validator(const JsonSchemaSet& set, QList<SchemaError>* errors, int maxErrors)
        : m_set(set), m_errors(errors), m_max(maxErrors) {}

    bool validate(const QJsonValue& schema, const QUrl& parentBase, const QJsonValue& v,
                  const QString& path);

private:
    bool fail(const QString& path, const QString& keyword, const QString& message) {
        if (m_errors && m_errors->size() < m_max)
            m_errors->append({path, keyword, message});
        return false;
    }
    bool stop() const { return !m_errors || m_errors->size() >= m_max; }
    // Validates into a private error list (for anyOf/oneOf/not/if/contains).
    bool probe(const QJsonValue& schema, const QUrl& base, const QJsonValue& v, const QString& path,
               QList<SchemaError>* errors = nullptr) {
        Validator sub(m_set, errors, errors ? 5 : 0);
        sub.m_depth = m_depth;
        return sub.validate(schema, base, v, path);
    }
    bool keywords(const QJsonObject& s, const QUrl& scope, const QJsonValue& v,
                  const QString& path);
    bool numeric(const QJsonObject& s, double d, const QString& path);
    bool string(const QJsonObject& s, const QString& text, const QString& path);
    bool array(const QJsonObject& s, const QUrl& scope, const QJsonArray& a, const QString& path);
    bool object(const QJsonObject& s, const QUrl& scope, const QJsonObject& o, const QString& path);
    bool combinators(const QJsonObject& s, const QUrl& scope, const QJsonValue& v,
                     const QString& path);
    // "does not match any of the N anyOf schemas (closest, branch K: ...)"
    QString closest(const QList<QList<SchemaError>>& branches) const;

    const JsonSchemaSet& m_set;
    QList<SchemaError>* m_errors;
    int m_max;
    int m_depth = 0;
};

bool Validator::validate(const QJsonValue& schema, const QUrl& parentBase, const QJsonValue& v,
                         const QString& path) {
    if (schema.isBool())
        return schema.toBool() ||
               fail(path, u"false"_s, u"%1 is not allowed here"_s.arg(render(v)));
    if (!schema.isObject())
        return true; // not a schema: nothing to check (a bad schema is caught by its own tests)
    const QJsonObject s = schema.toObject();
    if (s.contains(u"$ref"_s)) {
        // Draft-07: a $ref replaces every sibling keyword.
        const QString ref = s.value(u"$ref"_s).toString();
        const JsonSchemaSet::Located target = m_set.resolve(parentBase, ref);
        if (!target.found)
            return fail(path, u"$ref"_s, u"unresolvable reference %1"_s.arg(ref));
        constexpr int kMaxDepth = 512;
        if (m_depth >= kMaxDepth)
            return fail(path, u"$ref"_s, u"references nest deeper than %1"_s.arg(kMaxDepth));
        ++m_depth;
        const bool ok = validate(target.schema, target.parentBase, v, path);
        --m_depth;
        return ok;
    }
    return keywords(s, scopeOf(schema, parentBase), v, path);
}

bool Validator::keywords(const QJsonObject& s, const QUrl& scope, const QJsonValue& v,
                         const QString& path) {
    bool ok = true;
    if (const QJsonValue type = s.value(u"type"_s); !type.isUndefined()) {
        QStringList types;
        if (type.isArray()) {
            for (const QJsonValue& t : type.toArray())
                types << t.toString();
        } else {
            types << type.toString();
        }
        bool any = false;
        for (const QString& t : types)
            any = any || hasType(v, t);
        if (!any) {
            QStringList quoted;
            for (const QString& t : types)
                quoted << u"\"%1\""_s.arg(t);
            ok = fail(path, u"type"_s,
                      u"%1 is not of type %2"_s.arg(render(v), quoted.join(u", "_s)));
            if (stop())
                return false;
        }
    }
    if (const QJsonValue e = s.value(u"enum"_s); e.isArray()) {
        bool found = false;
        for (const QJsonValue& option : e.toArray())
            found = found || jsonEqual(option, v);
        if (!found) {
            ok = fail(path, u"enum"_s, u"%1 is not one of %2"_s.arg(render(v), render(e)));
            if (stop())
                return false;
        }
    }
    if (s.contains(u"const"_s) && !jsonEqual(s.value(u"const"_s), v)) {
        ok = fail(path, u"const"_s,
                  u"%1 was expected, not %2"_s.arg(render(s.value(u"const"_s)), render(v)));
        if (stop())
            return false;
    }
    if (v.isDouble())
        ok = numeric(s, v.toDouble(), path) && ok;
    else if (v.isString())
        ok = string(s, v.toString(), path) && ok;
    else if (v.isArray())
        ok = array(s, scope, v.toArray(), path) && ok;
    else if (v.isObject())
        ok = object(s, scope, v.toObject(), path) && ok;
    if (!ok && stop())
        return false;
    return combinators(s, scope, v, path) && ok;
}

bool Validator::numeric(const QJsonObject& s, double d, const QString& path) {
    bool ok = true;
    const QString value = formatNumber(d);
    auto limit = [&](const char* name) { return s.value(QLatin1String(name)); };
    if (const QJsonValue m = limit("minimum"); m.isDouble() && d < m.toDouble())
        ok = fail(path, u"minimum"_s,
                  u"%1 is less than the minimum of %2"_s.arg(value, formatNumber(m.toDouble())));
    if (const QJsonValue m = limit("maximum"); m.isDouble() && d > m.toDouble())
        ok = fail(path, u"maximum"_s,
                  u"%1 is greater than the maximum of %2"_s.arg(value, formatNumber(m.toDouble())));
    if (const QJsonValue m = limit("exclusiveMinimum"); m.isDouble() && d <= m.toDouble())
        ok = fail(path, u"exclusiveMinimum"_s,
                  u"%1 is less than or equal to the exclusive minimum of %2"_s.arg(
                      value, formatNumber(m.toDouble())));
    if (const QJsonValue m = limit("exclusiveMaximum"); m.isDouble() && d >= m.toDouble())
        ok = fail(path, u"exclusiveMaximum"_s,
                  u"%1 is greater than or equal to the exclusive maximum of %2"_s.arg(
                      value, formatNumber(m.toDouble())));
    if (const QJsonValue m = limit("multipleOf"); m.isDouble() && m.toDouble() > 0) {
        // Decimal divisors (0.01) are not exact in binary: accept a quotient within rounding.
        const double q = d / m.toDouble();
        const bool multiple =
            std::isfinite(q) && std::fabs(q - std::round(q)) <= 1e-9 * std::max(1.0, std::fabs(q));
        if (!multiple)
            ok = fail(path, u"multipleOf"_s,
                      u"%1 is not a multiple of %2"_s.arg(value, formatNumber(m.toDouble())));
    }
    return ok;
}

bool Validator::string(const QJsonObject& s, const QString& text, const QString& path) {
    bool ok = true;
    const QJsonValue minLength = s.value(u"minLength"_s), maxLength = s.value(u"maxLength"_s);
    if (minLength.isDouble() || maxLength.isDouble()) {
        const qsizetype n = codePoints(text);
        if (minLength.isDouble() && double(n) < minLength.toDouble())
            ok = fail(path, u"minLength"_s,
                      u"%1 is shorter than %2 characters"_s.arg(
                          render(text), formatNumber(minLength.toDouble())));
        if (maxLength.isDouble() && double(n) > maxLength.toDouble())
            ok = fail(path, u"maxLength"_s,
                      u"%1 is longer than %2 characters"_s.arg(render(text),
                                                               formatNumber(maxLength.toDouble())));
    }
    if (const QJsonValue p = s.value(u"pattern"_s); p.isString()) {
        const QRegularExpression* re = m_set.regex(p.toString());
        if (re && !re->match(text).hasMatch())
            ok = fail(path, u"pattern"_s,
                      u"%1 does not match %2"_s.arg(render(text), render(p.toString())));
    }
    return ok;
}

bool Validator::array(const QJsonObject& s, const QUrl& scope, const QJsonArray& a,
                      const QString& path) {
    bool ok = true;
    auto item = [&](qsizetype i) { return path + u'/' + QString::number(i); };
    if (const QJsonValue m = s.value(u"minItems"_s);
        m.isDouble() && double(a.size()) < m.toDouble())
        ok = fail(path, u"minItems"_s,
                  u"has %1 items, fewer than %2"_s.arg(a.size()).arg(formatNumber(m.toDouble())));
    if (const QJsonValue m = s.value(u"maxItems"_s);
        m.isDouble() && double(a.size()) > m.toDouble())
        ok = fail(path, u"maxItems"_s,
                  u"has %1 items, more than %2"_s.arg(a.size()).arg(formatNumber(m.toDouble())));
    if (s.value(u"uniqueItems"_s).toBool()) {
        for (qsizetype i = 0; i < a.size() && ok; ++i)
            for (qsizetype j = i + 1; j < a.size(); ++j)
                if (jsonEqual(a[i], a[j])) {
                    ok = fail(path, u"uniqueItems"_s,
                              u"items %1 and %2 are equal (%3)"_s.arg(i).arg(j).arg(render(a[i])));
                    break;
                }
    }
    if (!ok && stop())
        return false;
    const QJsonValue items = s.value(u"items"_s);
    if (items.isArray()) {
        const QJsonArray positional = items.toArray();
        const QJsonValue additional = s.value(u"additionalItems"_s);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i < positional.size())
                ok = validate(positional[i], scope, a[i], item(i)) && ok;
            else if (!additional.isUndefined())
                ok = validate(additional, scope, a[i], item(i)) && ok;
            else
                break;
            if (!ok && stop())
                return false;
        }
    } else if (!items.isUndefined()) {
        for (qsizetype i = 0; i < a.size(); ++i) {
            ok = validate(items, scope, a[i], item(i)) && ok;
            if (!ok && stop())
                return false;
        }
    }
    if (const QJsonValue contains = s.value(u"contains"_s); !contains.isUndefined()) {
        bool any = false;
        for (qsizetype i = 0; i < a.size() && !any; ++i)
            any = probe(contains, scope, a[i], item(i));
        if (!any)
            ok = fail(path, u"contains"_s, u"no item matches the contains schema"_s);
    }
    return ok;
}

bool Validator::object(const QJsonObject& s, const QUrl& scope, const QJsonObject& o,
                       const QString& path) {
    bool ok = true;
    auto member = [&](const QString& name) { return path + u'/' + escapeToken(name); };
    if (const QJsonValue m = s.value(u"minProperties"_s);
        m.isDouble() && double(o.size()) < m.toDouble())
        ok = fail(path, u"minProperties"_s,
                  u"has %1 members, fewer than %2"_s.arg(o.size()).arg(formatNumber(m.toDouble())));
    if (const QJsonValue m = s.value(u"maxProperties"_s);
        m.isDouble() && double(o.size()) > m.toDouble())
        ok = fail(path, u"maxProperties"_s,
                  u"has %1 members, more than %2"_s.arg(o.size()).arg(formatNumber(m.toDouble())));
    for (const QJsonValue& name : s.value(u"required"_s).toArray())
        if (!o.contains(name.toString()))
            ok = fail(path, u"required"_s, u"%1 is a required property"_s.arg(render(name)));
    if (!ok && stop())
        return false;
    const QJsonObject properties = s.value(u"properties"_s).toObject();
    const QJsonObject patterns = s.value(u"patternProperties"_s).toObject();
    const QJsonValue additional = s.value(u"additionalProperties"_s);
    const QJsonValue names = s.value(u"propertyNames"_s);
    const QJsonObject dependencies = s.value(u"dependencies"_s).toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString& name = it.key();
        bool matched = false;
        if (const auto p = properties.constFind(name); p != properties.constEnd()) {
            matched = true;
            ok = validate(p.value(), scope, it.value(), member(name)) && ok;
        }
        for (auto p = patterns.begin(); p != patterns.end(); ++p) {
            const QRegularExpression* re = m_set.regex(p.key());
            if (re && re->match(name).hasMatch()) {
                matched = true;
                ok = validate(p.value(), scope, it.value(), member(name)) && ok;
            }
        }
        if (!matched && !additional.isUndefined()) {
            if (additional.isBool() && !additional.toBool())
                ok = fail(path, u"additionalProperties"_s,
                          u"additional property %1 is not allowed"_s.arg(render(name)));
            else
                ok = validate(additional, scope, it.value(), member(name)) && ok;
        }
        if (!names.isUndefined()) {
            QList<SchemaError> why;
            if (!probe(names, scope, name, path, m_errors ? &why : nullptr))
                ok = fail(path, u"propertyNames"_s,
                          u"property name %1 is not allowed%2"_s.arg(
                              render(name), why.isEmpty() ? QString() : u": "_s + why[0].message));
        }
        if (const auto d = dependencies.constFind(name); d != dependencies.constEnd()) {
            if (d.value().isArray()) {
                for (const QJsonValue& needed : d.value().toArray())
                    if (!o.contains(needed.toString()))
                        ok = fail(path, u"dependencies"_s,
                                  u"%1 is required when %2 is present"_s.arg(render(needed),
                                                                             render(name)));
            } else {
                ok = validate(d.value(), scope, o, path) && ok;
            }
        }
        if (!ok && stop())
            return false;
    }
    return ok;
}

QString Validator::closest(const QList<QList<SchemaError>>& branches) const {
    // The branch that got furthest into the value is the one the author most likely meant.
    qsizetype best = -1, bestDepth = -1;
    for (qsizetype i = 0; i < branches.size(); ++i) {
        if (branches[i].isEmpty())
            continue;
        const qsizetype depth = branches[i].first().instancePath.count(u'/');
        if (depth > bestDepth)
            best = i, bestDepth = depth;
    }
    if (best < 0)
        return QString();
    return u" (closest, #%1: %2)"_s.arg(best).arg(branches[best].first().toString());
}

bool Validator::combinators(const QJsonObject& s, const QUrl& scope, const QJsonValue& v,
                            const QString& path) {
    bool ok = true;
    for (const QJsonValue& sub : s.value(u"allOf"_s).toArray()) {
        ok = validate(sub, scope, v, path) && ok;
        if (!ok && stop())
            return false;
    }
    for (const char* name : {"anyOf", "oneOf"}) {
        const QJsonValue list = s.value(QLatin1String(name));
        if (!list.isArray())
            continue;
        const bool one = qstrcmp(name, "oneOf") == 0;
        QList<QList<SchemaError>> branches;
        QList<qsizetype> passing;
        const QJsonArray options = list.toArray();
        for (qsizetype i = 0; i < options.size(); ++i) {
            QList<SchemaError> why;
            if (probe(options[i], scope, v, path, m_errors ? &why : nullptr))
                passing << i;
            branches << why;
            if (!one && !passing.isEmpty())
                break;
        }
        if (passing.isEmpty())
            ok = fail(path, QLatin1String(name),
                      u"%1 does not match any schema of %2%3"_s.arg(render(v), QLatin1String(name),
                                                                    closest(branches)));
        else if (one && passing.size() > 1)
            ok = fail(path, u"oneOf"_s,
                      u"%1 matches more than one schema of oneOf (#%2 and #%3)"_s.arg(render(v))
                          .arg(passing[0])
                          .arg(passing[1]));
        if (!ok && stop())
            return false;
    }
    if (const QJsonValue n = s.value(u"not"_s); !n.isUndefined() && probe(n, scope, v, path)) {
        // {"not": {}} bans a member outright; its description says why.
        const bool banned = n.isObject() && n.toObject().isEmpty();
        const QString why = s.value(u"description"_s).toString();
        ok = fail(path, u"not"_s,
                  banned ? u"not allowed here"_s + (why.isEmpty() ? QString() : u": "_s + why)
                         : u"%1 must not match the not schema"_s.arg(render(v)));
        if (stop())
            return false;
    }
    if (const QJsonValue cond = s.value(u"if"_s); !cond.isUndefined()) {
        const QJsonValue branch = s.value(probe(cond, scope, v, path) ? u"then"_s : u"else"_s);
        if (!branch.isUndefined())
            ok = validate(branch, scope, v, path) && ok;
    }
    return ok;
}

} // namespace

QList<SchemaError> JsonSchemaSet::validate(const QUrl& uri, const QJsonValue& instance,
                                           int maxErrors) const {
    QList<SchemaError> errors;
    const QUrl base = uri.adjusted(QUrl::RemoveFragment);
    const Located at = resolve(base, uri.hasFragment() ? u"#"_s + uri.fragment() : QString());
    if (!at.found) {
        errors.append({QString(), u"$ref"_s, u"no schema at %1"_s.arg(uri.toString())});
        return errors;
    }
    Validator(*this, &errors, std::max(1, maxErrors))
        .validate(at.schema, at.parentBase, instance, QString());
    return errors;
}

bool JsonSchemaSet::isValid(const QUrl& uri, const QJsonValue& instance) const {
    const QUrl base = uri.adjusted(QUrl::RemoveFragment);
    const Located at = resolve(base, uri.hasFragment() ? u"#"_s + uri.fragment() : QString());
    return at.found &&
           Validator(*this, nullptr, 0).validate(at.schema, at.parentBase, instance, QString());
}

} // namespace ks
