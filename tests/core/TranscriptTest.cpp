// Replays the golden transcripts (tests/transcripts/*.jsonl, shared with the engine's own
// pytest runner) through EngineClient against the real engine. Format: tests/transcripts/README.md.
#include "engine/EngineClient.h"
#include "support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

QByteArray substitute(QByteArray text) {
    return text.replace("${REPO}", ks::test::sourceDir().toUtf8());
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
    QObject::connect(&engine, &EngineClient::messageReceived,
                     [&](const QJsonObject& m) { received.append(m); });
    engine.start();
    ASSERT_EQ(engine.state(), EngineState::Ready) << engine.lastError().toStdString();

    qsizetype next = 0; // first message not yet matched
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject& step = steps[i];
        if (step.contains(QStringLiteral("send"))) {
            engine.sendRawLine(
                substitute(QJsonDocument(step.value(QStringLiteral("send")).toObject())
                               .toJson(QJsonDocument::Compact)));
        } else if (step.contains(QStringLiteral("sendRaw"))) {
            engine.sendRawLine(
                substitute(step.value(QStringLiteral("sendRaw")).toString().toUtf8()));
        } else if (step.contains(QStringLiteral("expect"))) {
            const QJsonObject expected = step.value(QStringLiteral("expect")).toObject();
            const bool wantsProgress =
                expected.value(QStringLiteral("method")).toString() == QLatin1String("$/progress");
            std::optional<QJsonObject> actual;
            ks::test::waitFor(
                [&] {
                    while (next < received.size()) {
                        const QJsonObject m = received[next++];
                        const bool isProgress = m.value(QStringLiteral("method")).toString() ==
                                                QLatin1String("$/progress");
                        if (isProgress && !wantsProgress)
                            continue;
                        actual = m;
                        return true;
                    }
                    return false;
                },
                60s);
            const QString problem = actual ? mismatch(expected, *actual, QStringLiteral("$"))
                                           : QStringLiteral("no message arrived");
            ASSERT_TRUE(problem.isEmpty())
                << GetParam().toStdString() << " step " << i << ": " << problem.toStdString()
                << "\nexpected: "
                << QJsonDocument(expected).toJson(QJsonDocument::Compact).toStdString();
        }
    }
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
