// Replays the golden transcripts (tests/transcripts/*.jsonl, shared with the engine's own
// pytest runner) through EngineClient against the real engine. Format: tests/transcripts/README.md.
// Every message the engine writes is also checked against the compiled-in schemas: the envelope,
// a result against its request's method, a notification against its own params schema.
#include "engine/EngineClient.h"
#include "project/TrustStore.h"
#include "schema/SchemaRegistry.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <optional>

using namespace ks;
using namespace std::chrono_literals;

// Readable parameter names in gtest's output.
QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << s.toStdString();
}
QT_END_NAMESPACE

namespace {

QString typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Double:
        return QStringLiteral("<number>");
    case QJsonValue::String:
        return QStringLiteral("<string>");
    case QJsonValue::Object:
        return QStringLiteral("<object>");
    case QJsonValue::Array:
        return QStringLiteral("<array>");
    default:
        return QString();
    }
}

/// Empty when `actual` matches `expected`, else a description of the first difference.
QString mismatch(const QJsonValue& expected, const QJsonValue& actual, const QString& path) {
    if (expected.isString()) {
        const QString e = expected.toString();
        if (e == QLatin1String("<any>"))
            return {};
        if (e.startsWith(QLatin1Char('<')) && e.endsWith(QLatin1Char('>')) &&
            !e.contains(QLatin1Char(' ')))
            return typeName(actual) == e ? QString()
                                         : QStringLiteral("%1: expected %2").arg(path, e);
    }
    if (expected.isObject()) {
        if (!actual.isObject())
            return QStringLiteral("%1: expected an object").arg(path);
        const QJsonObject eo = expected.toObject(), ao = actual.toObject();
        if (eo.keys() != ao.keys())
            return QStringLiteral("%1: keys %2 != expected %3")
                .arg(path, ao.keys().join(QLatin1Char(',')), eo.keys().join(QLatin1Char(',')));
        for (auto it = eo.begin(); it != eo.end(); ++it) {
            const QString m =
                mismatch(it.value(), ao.value(it.key()), path + QLatin1Char('.') + it.key());
            if (!m.isEmpty())
                return m;
        }
        return {};
    }
    if (expected.isArray()) {
        const QJsonArray ea = expected.toArray(), aa = actual.toArray();
        if (!actual.isArray() || ea.size() != aa.size())
            return QStringLiteral("%1: array length differs").arg(path);
        for (qsizetype i = 0; i < ea.size(); ++i) {
            const QString m = mismatch(ea[i], aa[i], QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!m.isEmpty())
                return m;
        }
        return {};
    }
    if (expected.isDouble() && actual.isDouble())
        return expected.toDouble() == actual.toDouble()
                   ? QString()
                   : QStringLiteral("%1: number differs").arg(path);
    return expected == actual ? QString() : QStringLiteral("%1: value differs").arg(path);
}

QByteArray substitute(QByteArray text, const QString& tmp) {
    return text.replace("${REPO}", ks::test::sourceDir().toUtf8()).replace("${TMP}", tmp.toUtf8());
}

// How long one expected message may take: a cpu export or the first verify of a project compiles
// C++ kernels without reporting progress for a while.
constexpr auto kMessageTimeout = std::chrono::seconds(300);

/// Empty when `message` matches the schemas, else the violations. `methods` maps the ids the
/// transcript sent to their methods.
QString schemaProblems(const QJsonObject& message, const QMap<qint64, QString>& methods) {
    QList<SchemaError> errors = SchemaRegistry::validate(QStringLiteral("message"), message);
    if (errors.isEmpty() && message.contains(QStringLiteral("method"))) {
        errors = SchemaRegistry::validate(
            SchemaRegistry::methodSchema(message.value(QStringLiteral("method")).toString(),
                                         QStringLiteral("params")),
            message.value(QStringLiteral("params")));
    } else if (errors.isEmpty() && message.contains(QStringLiteral("result"))) {
        const qint64 id = message.value(QStringLiteral("id")).toInteger();
        if (!methods.contains(id))
            return QStringLiteral("a result for request %1, which the transcript never sent")
                .arg(id);
        errors = SchemaRegistry::validate(
            SchemaRegistry::methodSchema(methods.value(id), QStringLiteral("result")),
            message.value(QStringLiteral("result")));
    }
    return describeSchemaErrors(errors);
}

class Transcript : public ::testing::TestWithParam<QString> {};

TEST_P(Transcript, EngineAnswersAsRecorded) {
    QFile file(GetParam());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << GetParam().toStdString();
    QList<QJsonObject> steps;
    int lineNo = 0;
    while (!file.atEnd()) {
        ++lineNo;
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
        ASSERT_TRUE(doc.isObject())
            << GetParam().toStdString() << ":" << lineNo << ": " << err.errorString().toStdString();
        steps.append(doc.object());
    }
    QStringList args;
    if (!steps.isEmpty() && steps.first().contains(QStringLiteral("args"))) {
        for (const auto& a : steps.takeFirst().value(QStringLiteral("args")).toArray())
            args << a.toString();
    }
    auto options = ks::test::engineOptions(args);
    options.sendInitialize = false;
    EngineClient engine(options);
    QList<QJsonObject> received;
    QMap<qint64, QString> methods; // id -> method of each request sent
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    // The transcripts verify what they export into ${TMP}: the test's own folder, trusted.
    ASSERT_TRUE(TrustStore().trust(tmp.path()));
    auto checkSchemas = [&](const QJsonObject& m) {
        const QString problems = schemaProblems(m, methods);
        EXPECT_TRUE(problems.isEmpty())
            << GetParam().toStdString()
            << ": engine message breaks the schemas: " << problems.toStdString() << "\nmessage: "
            << QJsonDocument(m).toJson(QJsonDocument::Compact).left(2000).toStdString();
    };
    QObject::connect(&engine, &EngineClient::messageReceived,
                     [&](const QJsonObject& m) { received.append(m); });
    engine.start();
    ASSERT_EQ(engine.state(), EngineState::Ready) << engine.lastError().toStdString();

    qsizetype next = 0; // first message not yet matched
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject& step = steps[i];
        if (step.contains(QStringLiteral("send")) || step.contains(QStringLiteral("sendRaw"))) {
            const QByteArray text =
                substitute(step.contains(QStringLiteral("send"))
                               ? QJsonDocument(step.value(QStringLiteral("send")).toObject())
                                     .toJson(QJsonDocument::Compact)
                               : step.value(QStringLiteral("sendRaw")).toString().toUtf8(),
                           tmp.path());
            const QJsonObject sent = QJsonDocument::fromJson(text).object();
            if (sent.value(QStringLiteral("id")).isDouble() &&
                sent.value(QStringLiteral("method")).isString())
                methods.insert(sent.value(QStringLiteral("id")).toInteger(),
                               sent.value(QStringLiteral("method")).toString());
            engine.sendRawLine(text);
        } else if (step.contains(QStringLiteral("expect"))) {
            const QJsonObject expected = step.value(QStringLiteral("expect")).toObject();
            const bool wantsProgress =
                expected.value(QStringLiteral("method")).toString() == QLatin1String("$/progress");
            std::optional<QJsonObject> actual;
            ks::test::waitFor(
                [&] {
                    while (next < received.size()) {
                        const QJsonObject m = received[next++];
                        checkSchemas(m);
                        const bool isProgress = m.value(QStringLiteral("method")).toString() ==
                                                QLatin1String("$/progress");
                        if (isProgress && !wantsProgress)
                            continue;
                        actual = m;
                        return true;
                    }
                    return false;
                },
                kMessageTimeout);
            const QString problem = actual ? mismatch(expected, *actual, QStringLiteral("$"))
                                           : QStringLiteral("no message arrived");
            ASSERT_TRUE(problem.isEmpty())
                << GetParam().toStdString() << " step " << i << ": " << problem.toStdString()
                << "\nexpected: "
                << QJsonDocument(expected).toJson(QJsonDocument::Compact).toStdString();
        }
    }
    // What arrived after the last expectation (progress, late answers) must match too.
    ks::test::waitFor([] { return false; }, 200ms);
    while (next < received.size())
        checkSchemas(received[next++]);
}

QStringList transcripts() {
    QStringList files;
    const QDir dir(ks::test::sourceDir() + QStringLiteral("/tests/transcripts"));
    for (const QString& name : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

std::string testName(const ::testing::TestParamInfo<QString>& info) {
    return QFileInfo(info.param)
        .baseName()
        .replace(QLatin1Char('-'), QLatin1Char('_'))
        .toStdString();
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Golden, Transcript, ::testing::ValuesIn(transcripts()), testName);
