// The compiled-in contract schemas (engine/kernel_studio/schemas/) through ks::SchemaRegistry:
// they load and resolve, and the repository's real files match them: the exported projects'
// metadata (tests/data/projects), the verify reports (tests/data/verify), and the requests and
// literal results of the golden transcripts (tests/transcripts).
#include "schema/SchemaRegistry.h"

#include "support/TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <atomic>
#include <gtest/gtest.h>
#include <thread>
#include <vector>

using namespace ks;

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << s.toStdString();
}
QT_END_NAMESPACE

namespace {

QJsonValue readJson(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    EXPECT_FALSE(doc.isNull()) << path.toStdString();
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

QStringList findFiles(const QString& under, const QString& name) {
    QStringList out;
    QDirIterator it(ks::test::sourceDir() + under, {name}, QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

// Whether an expectation holds a transcript marker ("<string>", "<object>", ...) anywhere.
bool hasMarker(const QJsonValue& v) {
    if (v.isString()) {
        const QString s = v.toString();
        return s.startsWith(QLatin1Char('<')) && s.endsWith(QLatin1Char('>'));
    }
    if (v.isArray()) {
        for (const QJsonValue& x : v.toArray())
            if (hasMarker(x))
                return true;
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (hasMarker(it.value()))
                return true;
    }
    return false;
}

const char* const kMethods[] = {"initialize",  "environment", "inspectModel",
                                "debug/sleep", "export",      "verify",
                                "checkModule", "tritonApi",   "shutdown"};

TEST(SchemaRegistry, LoadsEverySchemaAndResolvesEveryReference) {
    EXPECT_EQ(SchemaRegistry::problems(), QStringList());
    for (const char* method : kMethods)
        for (const char* part : {"params", "result"}) {
            const QString name =
                SchemaRegistry::methodSchema(QLatin1String(method), QLatin1String(part));
            EXPECT_TRUE(SchemaRegistry::contains(name)) << name.toStdString();
        }
    for (const char* name : {"progress.params", "cancelRequest.params", "error", "message",
                             "metadata", "verify-report", "project-file", "common"})
        EXPECT_TRUE(SchemaRegistry::contains(QLatin1String(name))) << name;
    EXPECT_EQ(SchemaRegistry::methodSchema(QStringLiteral("$/progress"), QStringLiteral("params")),
              QStringLiteral("progress.params"));
    EXPECT_EQ(SchemaRegistry::methodSchema(QStringLiteral("debug/sleep"), QStringLiteral("result")),
              QStringLiteral("debug-sleep.result"));
    const auto unknown = SchemaRegistry::validate(QStringLiteral("no-such"), QJsonValue());
    ASSERT_EQ(unknown.size(), 1);
    EXPECT_TRUE(unknown[0].message.contains(QStringLiteral("no-such")));
}

TEST(SchemaRegistry, ProjectMetadataMatches) {
    const QStringList files =
        findFiles(QStringLiteral("/tests/data/projects"), QStringLiteral("metadata.json"));
    ASSERT_GE(files.size(), 3);
    for (const QString& file : files) {
        const QJsonValue metadata = readJson(file);
        EXPECT_EQ(
            describeSchemaErrors(SchemaRegistry::validate(QStringLiteral("metadata"), metadata)),
            QString())
            << file.toStdString();
        // The export result carries the same document.
        QJsonObject result{
            {QStringLiteral("project"), QStringLiteral("/p")},
            {QStringLiteral("module"), QStringLiteral("/p/m.py")},
            {QStringLiteral("generated"), QStringLiteral("/p/generated/m.py")},
            {QStringLiteral("metadataFile"), QStringLiteral("/p/generated/metadata.json")},
            {QStringLiteral("projectFile"), QStringLiteral("/p/kernel-studio.toml")},
            {QStringLiteral("metadata"), metadata},
            {QStringLiteral("kernels"), QJsonArray()},
            {QStringLiteral("generation"), 1}};
        EXPECT_EQ(
            describeSchemaErrors(SchemaRegistry::validate(QStringLiteral("export.result"), result)),
            QString())
            << file.toStdString();
    }
}

TEST(SchemaRegistry, MetadataViolationsNameTheMember) {
    QJsonObject metadata =
        readJson(ks::test::sourceDir() + QStringLiteral("/tests/data/projects/rms_norm/generated/"
                                                        "metadata.json"))
            .toObject();
    QJsonArray kernels = metadata.value(QStringLiteral("kernels")).toArray();
    QJsonObject kernel = kernels[0].toObject();
    QJsonObject definition = kernel.value(QStringLiteral("definition")).toObject();
    definition.insert(QStringLiteral("start"), -1);
    kernel.insert(QStringLiteral("definition"), definition);
    kernel.insert(QStringLiteral("id"), QStringLiteral("a member a newer writer added"));
    kernels[0] = kernel;
    metadata.insert(QStringLiteral("kernels"), kernels);
    const auto errors = SchemaRegistry::validate(QStringLiteral("metadata"), metadata);
    ASSERT_EQ(errors.size(), 1) << describeSchemaErrors(errors).toStdString();
    EXPECT_EQ(errors[0].toString(),
              QStringLiteral("/kernels/0/definition/start: -1 is less than the minimum of 1"));
}

TEST(SchemaRegistry, VerifyReportsMatch) {
    const QStringList files =
        findFiles(QStringLiteral("/tests/data/verify"), QStringLiteral("report.json"));
    ASSERT_GE(files.size(), 4);
    for (const QString& file : files) {
        QJsonObject report = readJson(file).toObject();
        EXPECT_EQ(
            describeSchemaErrors(SchemaRegistry::validate(QStringLiteral("verify.result"), report)),
            QString())
            << file.toStdString();
        // The report's keys are exactly the documented ones; a failed run says why.
        report.insert(QStringLiteral("verdict"), QStringLiteral("fail"));
        report.insert(QStringLiteral("reason"), QJsonValue());
        report.insert(QStringLiteral("surprise"), true);
        const QString errors =
            describeSchemaErrors(SchemaRegistry::validate(QStringLiteral("verify-report"), report));
        EXPECT_EQ(errors, QStringLiteral("additional property \"surprise\" is not allowed\n"
                                         "/reason: null is not of type \"string\""))
            << errors.toStdString();
    }
}

// Requests the engine answered with a result must match their params schema; literal results
// (no markers) must match their result schema.
TEST(SchemaRegistry, TranscriptRequestsAndResultsMatch) {
    const QStringList files =
        findFiles(QStringLiteral("/tests/transcripts"), QStringLiteral("*.jsonl"));
    ASSERT_FALSE(files.isEmpty());
    int checked = 0;
    for (const QString& file : files) {
        QFile f(file);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QMap<qint64, QJsonObject> requests;
        while (!f.atEnd()) {
            const QByteArray line = f.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const QJsonObject step = QJsonDocument::fromJson(line).object();
            const QJsonObject send = step.value(QStringLiteral("send")).toObject();
            if (send.contains(QStringLiteral("id")))
                requests.insert(send.value(QStringLiteral("id")).toInteger(), send);
            const QJsonObject expect = step.value(QStringLiteral("expect")).toObject();
            if (!expect.contains(QStringLiteral("result")))
                continue;
            const QJsonObject request =
                requests.value(expect.value(QStringLiteral("id")).toInteger());
            const QString method = request.value(QStringLiteral("method")).toString();
            ASSERT_FALSE(method.isEmpty()) << file.toStdString() << ": " << line.toStdString();
            const QJsonValue params = request.contains(QStringLiteral("params"))
                                          ? request.value(QStringLiteral("params"))
                                          : QJsonValue(QJsonObject());
            const QString where = file + QStringLiteral(": ") + method;
            EXPECT_EQ(describeSchemaErrors(SchemaRegistry::validate(
                          SchemaRegistry::methodSchema(method, QStringLiteral("params")), params)),
                      QString())
                << where.toStdString();
            const QJsonValue result = expect.value(QStringLiteral("result"));
            if (!hasMarker(result)) {
                EXPECT_EQ(
                    describeSchemaErrors(SchemaRegistry::validate(
                        SchemaRegistry::methodSchema(method, QStringLiteral("result")), result)),
                    QString())
                    << where.toStdString();
            }
            ++checked;
        }
    }
    EXPECT_GT(checked, 10);
}

TEST(SchemaRegistry, ValidatesFromManyThreads) {
    const QJsonValue report =
        readJson(findFiles(QStringLiteral("/tests/data/verify"), QStringLiteral("report.json"))
                     .constFirst());
    std::vector<std::thread> threads;
    std::atomic<int> valid{0};
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&] {
            for (int i = 0; i < 20; ++i)
                valid += SchemaRegistry::isValid(QStringLiteral("verify-report"), report) ? 1 : 0;
        });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(valid.load(), 80);
}

} // namespace
