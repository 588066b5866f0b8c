#include "engine/JsonRpc.h"

#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace ks;

TEST(LineSplitter, SplitsLinesAcrossChunks) {
    LineSplitter s(100);
    auto lines = s.feed("{\"a\":1}\n{\"b\"");
    ASSERT_EQ(lines.size(), 1);
    EXPECT_EQ(lines[0].bytes, QByteArray("{\"a\":1}"));
    EXPECT_EQ(s.pending(), 4);
    lines = s.feed(":2}\n\n");
    ASSERT_EQ(lines.size(), 2);
    EXPECT_EQ(lines[0].bytes, QByteArray("{\"b\":2}"));
    EXPECT_TRUE(lines[1].bytes.isEmpty());
}

TEST(LineSplitter, OversizeLineIsDiscardedWithoutBeingHeld) {
    LineSplitter s(8);
    auto lines = s.feed("0123456789");
    EXPECT_TRUE(lines.isEmpty());
    EXPECT_EQ(s.pending(), 0); // nothing of the long line is kept
    lines = s.feed("more\nok\n");
    ASSERT_EQ(lines.size(), 2);
    EXPECT_TRUE(lines[0].oversize);
    EXPECT_FALSE(lines[1].oversize);
    EXPECT_EQ(lines[1].bytes, QByteArray("ok"));
}

TEST(LineSplitter, LineExactlyAtLimitIsKept) {
    LineSplitter s(4);
    auto lines = s.feed("abcd\nabcde\n");
    ASSERT_EQ(lines.size(), 2);
    EXPECT_FALSE(lines[0].oversize);
    EXPECT_EQ(lines[0].bytes, QByteArray("abcd"));
    EXPECT_TRUE(lines[1].oversize);
}

TEST(JsonRpc, EncodesOneCompactLine) {
    const QByteArray line =
        encodeMessage(makeRequest(7, QStringLiteral("environment"), QJsonValue()));
    EXPECT_TRUE(line.endsWith('\n'));
    EXPECT_EQ(line.count('\n'), 1);
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    EXPECT_EQ(o.value(QStringLiteral("jsonrpc")).toString(), QStringLiteral("2.0"));
    EXPECT_EQ(o.value(QStringLiteral("id")).toInteger(), 7);
    EXPECT_FALSE(o.contains(QStringLiteral("params")));
}

TEST(JsonRpc, NotificationHasNoId) {
    const QJsonObject o = makeNotification(QStringLiteral("exit"), QJsonValue());
    EXPECT_FALSE(o.contains(QStringLiteral("id")));
}

TEST(JsonRpc, ProtocolMajor) {
    EXPECT_EQ(protocolMajor(QStringLiteral("1.0")), 1);
    EXPECT_EQ(protocolMajor(QStringLiteral("12.3")), 12);
    EXPECT_EQ(protocolMajor(QStringLiteral("x")), -1);
}

TEST(JsonRpc, ErrorDescriptionNamesFileAndLine) {
    RpcError e{rpc::kMethodFailed, QStringLiteral("Model is missing"),
               QJsonObject{{QStringLiteral("category"), QStringLiteral("input")},
                           {QStringLiteral("file"), QStringLiteral("/m/model.py")},
                           {QStringLiteral("line"), 12},
                           {QStringLiteral("hint"), QStringLiteral("define class Model")}}};
    const QString text = e.describe();
    EXPECT_TRUE(text.contains(QStringLiteral("/m/model.py:12"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("[input]")));
    EXPECT_TRUE(text.contains(QStringLiteral("hint: define class Model")));
}
