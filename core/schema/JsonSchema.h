#pragma once
// A JSON Schema (draft-07) validator over QJsonValue. Debian ships no JSON Schema library for
// Qt/C++, so this implements the draft's validation keywords and is tested against the official
// JSON-Schema-Test-Suite (tests/core/JsonSchemaSuiteTest.cpp). The app's own schemas are loaded
// by SchemaRegistry.
//
// Supported: type (integer = a number without a fraction), enum, const, properties, required,
// additionalProperties, patternProperties, propertyNames, items (schema and array form),
// additionalItems, contains, minItems/maxItems/uniqueItems, minimum/maximum,
// exclusiveMinimum/exclusiveMaximum, multipleOf, minLength/maxLength (code points), pattern
// (QRegularExpression), minProperties/maxProperties, dependencies, allOf/anyOf/oneOf/not,
// if/then/else, boolean schemas, definitions, $id and $ref (JSON pointers, plain-name fragments,
// relative and absolute URIs between the documents added to the set). `format` and the content
// keywords are annotations only; unknown keywords are ignored. Documents are never fetched: every
// document a $ref names must be added first.

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace ks {

/// One violation of a schema.
struct SchemaError {
    QString instancePath; ///< JSON pointer into the validated value ("" is the value itself)
    QString keyword;      ///< the schema keyword that failed ("minimum", "required", "$ref"...)
    QString message;      ///< what is wrong ("-1 is less than the minimum of 1")

    /// "/kernels/3/definition/start: -1 is less than the minimum of 1"; the bare message when
    /// the value itself is at fault.
    QString toString() const;
};

/// Joins errors one per line (empty for no errors).
QString describeSchemaErrors(const QList<SchemaError>& errors);

/// A set of schema documents, each known by an absolute URI, that validates values against any
/// of them. Fill it first (addDocument), then validate from any number of threads: validate() is
/// const and touches no shared mutable state.
class JsonSchemaSet {
public:
    /// Adds `schema` as the document at `uri` (absolute, no fragment:
    /// "qrc:/x/metadata.schema.json", "http://localhost:1234/tree"). Indexes its `$id`s and
    /// compiles its patterns. Returns false (with `error`) when a pattern is not a valid regular
    /// expression.
    bool addDocument(const QUrl& uri, const QJsonValue& schema, QString* error = nullptr);

    /// Whether a document or `$id` is known at `uri` (without fragment).
    bool contains(const QUrl& uri) const;

    /// Every `$ref` of the added documents that names nothing known ("uri -> target"): empty once
    /// all referenced documents are in.
    QStringList unresolvedReferences() const;

    /// Validates `instance` against the schema at `uri`, which may carry a fragment (a JSON
    /// pointer "#/definitions/tensor" or a plain name "#foo"). Returns the violations (at most
    /// `maxErrors`), empty when valid. A `uri` that names no schema is one error, keyword "$ref".
    QList<SchemaError> validate(const QUrl& uri, const QJsonValue& instance,
                                int maxErrors = 20) const;

    /// Whether `instance` is valid; stops at the first violation.
    bool isValid(const QUrl& uri, const QJsonValue& instance) const;

    struct Located {
        QJsonValue schema;
        QUrl parentBase; ///< base URI in effect around the schema (its own $id applies on entry)
        bool found = false;
    };
    /// The schema `ref` names, resolved against `base`.
    Located resolve(const QUrl& base, const QString& ref) const;
    /// The compiled regular expression of a `pattern` or `patternProperties` key.
    const QRegularExpression* regex(const QString& pattern) const;

private:
    void index(const QJsonValue& schema, const QUrl& parentBase, QString* error, bool* ok);
    QHash<QString, Located> m_ids; // absolute URI (with a plain-name fragment for anchors)
    QHash<QString, QRegularExpression> m_regexes;
    QList<QPair<QUrl, QString>> m_refs; // (base, $ref) of every reference, for checking
};

/// JSON equality as the draft defines it: numbers by value (1 == 1.0), objects regardless of
/// member order.
bool jsonEqual(const QJsonValue& a, const QJsonValue& b);

} // namespace ks
