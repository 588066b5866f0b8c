// CUDA graph buckets (the export option `cudaGraphBuckets`): the sizes as typed and on the
// command line, and as JSON.
#include "project/CudaGraphBuckets.h"

#include <QJsonArray>
#include <gtest/gtest.h>
#include <utility>

using namespace ks;

TEST(CudaGraphBuckets, ParsesSizesSortedWithoutDuplicates) {
    QList<qint64> sizes;
    QString error;
    ASSERT_TRUE(parseBucketSizes(QStringLiteral(" 8, 1,4 , 2, 4"), sizes, error))
        << error.toStdString();
    EXPECT_EQ(sizes, (QList<qint64>{1, 2, 4, 8}));
    EXPECT_EQ(bucketSizesText(sizes), QStringLiteral("1, 2, 4, 8"));
    for (const char* bad : {"", "  ", "1,,2", "1, x", "0, 4", "-2", "2.5", "1 2", "4,"}) {
        EXPECT_FALSE(parseBucketSizes(QString::fromLatin1(bad), sizes, error)) << bad;
        EXPECT_FALSE(error.isEmpty()) << bad;
    }
    EXPECT_EQ(sizes, (QList<qint64>{1, 2, 4, 8})) << "a failed parse leaves the sizes";
    EXPECT_FALSE(parseBucketSizes(QStringLiteral("1, x"), sizes, error));
    EXPECT_EQ(error, QStringLiteral("\"x\" is not a positive integer"));
}

TEST(CudaGraphBuckets, OptionNamesTheDimAndItsSizes) {
    CudaGraphBuckets buckets;
    QString error;
    ASSERT_TRUE(parseCudaGraphBuckets(QStringLiteral("B=16,1,2,4,8"), buckets, error));
    ASSERT_TRUE(parseCudaGraphBuckets(QStringLiteral(" S = 128, 64 "), buckets, error));
    EXPECT_EQ(buckets.value(QStringLiteral("B")), (QList<qint64>{1, 2, 4, 8, 16}));
    EXPECT_EQ(buckets.value(QStringLiteral("S")), (QList<qint64>{64, 128}));
    const std::pair<const char*, const char*> bad[] = {
        {"B", "--cuda-graph-buckets B: expected NAME=SIZE,SIZE,... (e.g. B=1,2,4,8)"},
        {"=1,2", "--cuda-graph-buckets =1,2: expected NAME=SIZE,SIZE,... (e.g. B=1,2,4,8)"},
        {"T=", "--cuda-graph-buckets T=: no sizes given"},
        {"T=1,two", "--cuda-graph-buckets T=1,two: \"two\" is not a positive integer"},
        {"T=0", "--cuda-graph-buckets T=0: \"0\" is not a positive integer"},
        {"B=32", "--cuda-graph-buckets B=32: B is given twice"}};
    for (const auto& [text, message] : bad) {
        EXPECT_FALSE(parseCudaGraphBuckets(QString::fromLatin1(text), buckets, error)) << text;
        EXPECT_EQ(error, QString::fromLatin1(message));
    }
    EXPECT_EQ(buckets.keys(), (QStringList{QStringLiteral("B"), QStringLiteral("S")}));
}

TEST(CudaGraphBuckets, ReadFromJsonNamingTheMemberThatDoesNotFit) {
    CudaGraphBuckets buckets;
    QString error;
    const QJsonObject good{{QStringLiteral("B"), QJsonArray{4, 1, 2, 2}}};
    ASSERT_TRUE(cudaGraphBucketsFromJson(good, QStringLiteral("m"), buckets, error));
    EXPECT_EQ(buckets.value(QStringLiteral("B")), (QList<qint64>{1, 2, 4}));
    EXPECT_EQ(cudaGraphBucketsToJson(buckets),
              (QJsonObject{{QStringLiteral("B"), QJsonArray{1, 2, 4}}}));
    ASSERT_TRUE(cudaGraphBucketsFromJson(QJsonValue(), QStringLiteral("m"), buckets, error));
    EXPECT_TRUE(buckets.isEmpty());
    const std::pair<QJsonValue, const char*> bad[] = {
        {QJsonArray{1, 2}, "m: expected an object of dim names to sizes"},
        {QJsonObject{{QStringLiteral("B"), 4}}, "m.B: expected an array of sizes"},
        {QJsonObject{{QStringLiteral("B"), QJsonArray{}}}, "m.B: expected an array of sizes"},
        {QJsonObject{{QStringLiteral("B"), QJsonArray{1, 2.5}}},
         "m.B[1]: expected a positive integer"},
        {QJsonObject{{QStringLiteral("B"), QJsonArray{0}}}, "m.B[0]: expected a positive integer"},
        {QJsonObject{{QStringLiteral("B"), QJsonArray{QStringLiteral("2")}}},
         "m.B[0]: expected a positive integer"}};
    for (const auto& [value, message] : bad) {
        EXPECT_FALSE(cudaGraphBucketsFromJson(value, QStringLiteral("m"), buckets, error))
            << message;
        EXPECT_EQ(error, QString::fromLatin1(message));
    }
}
