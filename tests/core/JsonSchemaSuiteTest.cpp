// Runs the official JSON-Schema-Test-Suite (Debian package json-schema-test-suite, draft7) through
// ks::JsonSchemaSet: every test case of every draft7 file, one gtest per file.
//
// Left out, and why:
// - tests/draft7/optional/ (bignum, content, ecmascript-regex, zeroTerminatedFloats, format/):
//   optional behaviour the draft does not require; zeroTerminatedFloats even contradicts the
//   integer rule the app relies on (1.0 is an integer), and format is an annotation here.
// - Cases whose schema is the draft-07 meta-schema by its remote URI
//   (http://json-schema.org/draft-07/schema#): documents are never fetched and the package does
//   not ship the meta-schema. That is all of definitions.json (left out of the file list) and
//   the group of ref.json listed in kNeedsMetaSchema.
// refRemote.json runs: its http://localhost:1234/ documents are the package's remotes/ folder,
// added to the set up front as the app adds its own files.
#include "schema/JsonSchema.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <gtest/gtest.h>

using namespace ks;

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << s.toStdString();
}
QT_END_NAMESPACE

namespace {

const QString kSuite = QStringLiteral(KS_JSON_SCHEMA_TEST_SUITE);
const QString kRemote = QStringLiteral("http://localhost:1234/");

// "file: group description" of the groups that need the remote meta-schema.
const QSet<QString> kNeedsMetaSchema{
    QStringLiteral("ref.json: remote ref, containing refs itself"),
};
const QString kMetaSchemaOnlyFile = QStringLiteral("definitions.json");

QJsonValue readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QJsonValue(QJsonValue::Undefined);
    QJsonParseError error;
    // The suite's files are arrays or objects; wrap to parse any JSON value.
    const QJsonDocument doc = QJsonDocument::fromJson("[" + f.readAll() + "]", &error);
    return doc.isArray() ? doc.array().at(0) : QJsonValue(QJsonValue::Undefined);
}

// The remotes folder as the documents http://localhost:1234/... would serve.
void addRemotes(JsonSchemaSet& set) {
    const QDir remotes(kSuite + QStringLiteral("/remotes"));
    QDirIterator it(remotes.path(), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QString error;
        ASSERT_TRUE(
            set.addDocument(QUrl(kRemote + remotes.relativeFilePath(path)), readJson(path), &error))
            << path.toStdString() << ": " << error.toStdString();
    }
}

class Draft7 : public ::testing::TestWithParam<QString> {};

TEST_P(Draft7, EveryCasePasses) {
    const QString file = GetParam();
    const QJsonValue groups = readJson(kSuite + QStringLiteral("/tests/draft7/") + file);
    ASSERT_TRUE(groups.isArray()) << file.toStdString();
    int cases = 0;
    const QJsonArray list = groups.toArray();
    for (qsizetype g = 0; g < list.size(); ++g) {
        const QJsonObject group = list[g].toObject();
        const QString description = group.value(QStringLiteral("description")).toString();
        const QJsonArray tests = group.value(QStringLiteral("tests")).toArray();
        if (kNeedsMetaSchema.contains(file + QStringLiteral(": ") + description))
            continue;
        JsonSchemaSet set;
        addRemotes(set);
        const QUrl uri(QStringLiteral("urn:ks-suite:%1:%2").arg(file).arg(g));
        QString error;
        ASSERT_TRUE(set.addDocument(uri, group.value(QStringLiteral("schema")), &error))
            << file.toStdString() << " / " << description.toStdString() << ": "
            << error.toStdString();
        for (const QJsonValue& t : tests) {
            const QJsonObject test = t.toObject();
            const QJsonValue data = test.value(QStringLiteral("data"));
            const bool expected = test.value(QStringLiteral("valid")).toBool();
            const QList<SchemaError> errors = set.validate(uri, data);
            EXPECT_EQ(errors.isEmpty(), expected)
                << file.toStdString() << " / " << description.toStdString() << " / "
                << test.value(QStringLiteral("description")).toString().toStdString()
                << "\n  errors: " << describeSchemaErrors(errors).toStdString();
            // The fast path agrees with the full one.
            EXPECT_EQ(set.isValid(uri, data), expected);
            ++cases;
        }
    }
    EXPECT_GT(cases, 0) << file.toStdString() << " ran no case";
}

QStringList draft7Files() {
    const QDir dir(kSuite + QStringLiteral("/tests/draft7"));
    QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    files.removeAll(kMetaSchemaOnlyFile);
    return files;
}

std::string testName(const ::testing::TestParamInfo<QString>& info) {
    return QFileInfo(info.param)
        .baseName()
        .replace(QLatin1Char('-'), QLatin1Char('_'))
        .toStdString();
}

TEST(Draft7Suite, IsInstalledWithEveryKeywordFile) {
    const QStringList files = draft7Files() << kMetaSchemaOnlyFile;
    for (const char* name : {"additionalItems",
                             "additionalProperties",
                             "allOf",
                             "anyOf",
                             "boolean_schema",
                             "const",
                             "contains",
                             "default",
                             "definitions",
                             "dependencies",
                             "enum",
                             "exclusiveMaximum",
                             "exclusiveMinimum",
                             "if-then-else",
                             "items",
                             "maxItems",
                             "maxLength",
                             "maxProperties",
                             "maximum",
                             "minItems",
                             "minLength",
                             "minProperties",
                             "minimum",
                             "multipleOf",
                             "not",
                             "oneOf",
                             "pattern",
                             "patternProperties",
                             "properties",
                             "propertyNames",
                             "ref",
                             "refRemote",
                             "required",
                             "type",
                             "uniqueItems"})
        EXPECT_TRUE(files.contains(QLatin1String(name) + QLatin1String(".json"))) << name;
}

TEST(JsonSchema, ErrorsNameThePathAndTheKeyword) {
    JsonSchemaSet set;
    const QJsonObject schema = QJsonDocument::fromJson(R"({
        "properties": {"kernels": {"items": {"properties": {"definition": {
            "properties": {"start": {"type": "integer", "minimum": 1}}}}}}},
        "additionalProperties": false})")
                                   .object();
    ASSERT_TRUE(set.addDocument(QUrl(QStringLiteral("urn:t")), schema));
    const QJsonObject bad = QJsonDocument::fromJson(R"({"kernels": [{}, {}, {}, {"definition":
        {"start": -1}}], "extra/~": 1})")
                                .object();
    const QList<SchemaError> errors = set.validate(QUrl(QStringLiteral("urn:t")), bad);
    // Members are visited in key order: "extra/~" before "kernels".
    ASSERT_EQ(errors.size(), 2) << describeSchemaErrors(errors).toStdString();
    EXPECT_EQ(errors[0].toString(),
              QStringLiteral("additional property \"extra/~\" is not allowed"));
    EXPECT_EQ(errors[0].keyword, QStringLiteral("additionalProperties"));
    EXPECT_EQ(errors[1].toString(),
              QStringLiteral("/kernels/3/definition/start: -1 is less than the minimum of 1"));
    EXPECT_EQ(errors[1].keyword, QStringLiteral("minimum"));
    EXPECT_EQ(set.validate(QUrl(QStringLiteral("urn:none")), bad).first().keyword,
              QStringLiteral("$ref"));
}

TEST(JsonSchema, AnyOfNamesTheClosestBranch) {
    JsonSchemaSet set;
    const QJsonObject schema = QJsonDocument::fromJson(R"({"anyOf": [{"type": "null"},
        {"properties": {"a": {"properties": {"b": {"type": "string"}}}}, "type": "object"}]})")
                                   .object();
    ASSERT_TRUE(set.addDocument(QUrl(QStringLiteral("urn:a")), schema));
    const QList<SchemaError> errors = set.validate(
        QUrl(QStringLiteral("urn:a")), QJsonDocument::fromJson(R"({"a": {"b": 3}})").object());
    ASSERT_EQ(errors.size(), 1);
    EXPECT_EQ(errors[0].keyword, QStringLiteral("anyOf"));
    EXPECT_TRUE(errors[0].message.contains(QStringLiteral("/a/b: 3 is not of type \"string\"")))
        << errors[0].message.toStdString();
}

TEST(JsonSchema, BadPatternIsReported) {
    JsonSchemaSet set;
    QString error;
    EXPECT_FALSE(set.addDocument(QUrl(QStringLiteral("urn:p")),
                                 QJsonObject{{QStringLiteral("pattern"), QStringLiteral("(")}},
                                 &error));
    EXPECT_TRUE(error.contains(QStringLiteral("invalid pattern"))) << error.toStdString();
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Suite, Draft7, ::testing::ValuesIn(draft7Files()), testName);
