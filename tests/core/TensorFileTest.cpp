// The tensor inspector's core: reading torch.save files through libtorch, statistics,
// assert_close-style comparison and 2-D error slices. The .pt files are made by
// tests/data/tensors/make_tensors.py (checked in, see its docstring).
#include "tensor/TensorFile.h"

#include "core/GraphFixtures.h"
#include "tensor/ErrorSlice.h"
#include "tensor/TensorComparison.h"
#include "tensor/TensorStats.h"

#include <QFile>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

using namespace ks;
using ks::test::testData;

namespace {

QString tensorPath(const char* name) {
    return testData(QStringLiteral("tensors/") + QLatin1String(name));
}

TensorData load(const char* name) {
    QString error;
    auto t = TensorFile::read(tensorPath(name), &error);
    EXPECT_TRUE(t) << error.toStdString();
    return t.value_or(TensorData{});
}

std::string readError(const QString& path) {
    QString error;
    EXPECT_FALSE(TensorFile::read(path, &error));
    EXPECT_TRUE(error.contains(path)) << "the error names the file: " << error.toStdString();
    return error.toStdString();
}

const QList<qint64> kPlanted = {1, 2, 3}; // +1.5 in out3d_actual.pt
const QList<qint64> kSmall = {0, 1, 2};   // +0.25

} // namespace

TEST(TensorFile, ReadsFloat32ValuesRowMajor) {
    const TensorData t = load("out3d_expected.pt");
    EXPECT_EQ(t.dtype, QStringLiteral("float32"));
    EXPECT_EQ(t.shape, (QList<qint64>{2, 3, 4}));
    EXPECT_EQ(t.shapeText(), QStringLiteral("float32[2, 3, 4]"));
    ASSERT_EQ(t.values.size(), 24u);
    for (std::size_t i = 0; i < 24; ++i)
        EXPECT_DOUBLE_EQ(t.values[i], double(i) * 0.5 - 3) << i;
    EXPECT_EQ(t.flatIndex({1, 2, 3}), 23);
    EXPECT_EQ(t.flatIndex({1, 3, 0}), -1);
    EXPECT_EQ(t.multiIndex(23), kPlanted);
}

TEST(TensorFile, ReadsEveryDtype) {
    const TensorData half = load("half_expected.pt");
    EXPECT_EQ(half.dtype, QStringLiteral("float16"));
    EXPECT_EQ(half.values, (std::vector<double>{0.5, 1.5, 2.5, 3.5, 4.5, 5.5}));
    const TensorData bf16 = load("bf16_expected.pt");
    EXPECT_EQ(bf16.dtype, QStringLiteral("bfloat16"));
    EXPECT_EQ(bf16.values, (std::vector<double>{-2, -1, 0.5, 3}));
    const TensorData i64 = load("long_expected.pt");
    EXPECT_EQ(i64.dtype, QStringLiteral("int64"));
    EXPECT_EQ(i64.shape, (QList<qint64>{3, 2}));
    EXPECT_EQ(i64.values, (std::vector<double>{0, -1, 2, -3, 4, 1099511627776.0}));
    const TensorData i32 = load("int_expected.pt");
    EXPECT_EQ(i32.dtype, QStringLiteral("int32"));
    EXPECT_EQ(i32.values, (std::vector<double>{7, -8}));
    const TensorData b = load("bool_expected.pt");
    EXPECT_EQ(b.dtype, QStringLiteral("bool"));
    EXPECT_EQ(b.values, (std::vector<double>{1, 0, 1}));
    const TensorData f64 = load("double_expected.pt");
    EXPECT_EQ(f64.dtype, QStringLiteral("float64"));
    ASSERT_EQ(f64.values.size(), 4u);
    EXPECT_EQ(f64.values[0], 1.0);
    EXPECT_TRUE(std::isnan(f64.values[1]));
    EXPECT_EQ(f64.values[2], INFINITY);
    EXPECT_EQ(f64.values[3], -1e300);
    const TensorData scalar = load("scalar_expected.pt");
    EXPECT_TRUE(scalar.shape.isEmpty());
    EXPECT_EQ(scalar.elementCount(), 1);
    EXPECT_EQ(scalar.values, std::vector<double>{42});
}

TEST(TensorFile, NonContiguousTensorReadsInLogicalOrder) {
    // arange(6).reshape(2, 3).t(): a view with strides (1, 3) over storage 0..5.
    const TensorData t = load("transposed_expected.pt");
    EXPECT_EQ(t.shape, (QList<qint64>{3, 2}));
    EXPECT_EQ(t.values, (std::vector<double>{0, 3, 1, 4, 2, 5}));
}

TEST(TensorFile, ErrorsNameTheFile) {
    EXPECT_NE(readError(tensorPath("nonexistent.pt")).find("no such file"), std::string::npos);
    EXPECT_NE(readError(tensorPath("dict.pt")).find("holds a dict, not a tensor"),
              std::string::npos);
    EXPECT_NE(readError(tensorPath("corrupt.pt")).find("not a readable torch.save file"),
              std::string::npos);
    EXPECT_NE(readError(tensorPath("make_tensors.py")).find("not a torch.save file"),
              std::string::npos);
    EXPECT_NE(readError(testData(QStringLiteral("tensors"))).find("not a file"), std::string::npos);
}

TEST(TensorFile, RefusesFilesTooLargeToHold) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.pt"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(TensorFile::kMaxElements * 8 + (qint64(2) << 20))); // sparse
    f.close();
    EXPECT_NE(readError(path).find("too large"), std::string::npos);
}

TEST(TensorFile, FindsExpectedActualPairsInAFolder) {
    const auto pairs = TensorFile::pairsInFolder(testData(QStringLiteral("tensors")));
    ASSERT_GE(pairs.size(), 2);
    const auto it = std::find_if(pairs.begin(), pairs.end(), [](const TensorFilePair& p) {
        return p.name == QStringLiteral("out3d");
    });
    ASSERT_NE(it, pairs.end());
    EXPECT_EQ(it->expectedPath, tensorPath("out3d_expected.pt"));
    EXPECT_EQ(it->actualPath, tensorPath("out3d_actual.pt"));
    EXPECT_EQ(pairs.first().name, QStringLiteral("bf16"));
    EXPECT_TRUE(pairs.first().actualPath.isEmpty());
}

TEST(TensorStats, CountsAndMoments) {
    const TensorStats s = TensorStats::of(load("out3d_expected.pt").values);
    EXPECT_EQ(s.count, 24);
    EXPECT_EQ(s.nanCount, 0);
    EXPECT_DOUBLE_EQ(s.min, -3);
    EXPECT_DOUBLE_EQ(s.max, 8.5);
    EXPECT_DOUBLE_EQ(s.mean, 2.75);
    EXPECT_NEAR(s.stddev, 3.5355339059, 1e-9); // torch.std (unbiased) of the same values

    const TensorStats d = TensorStats::of(load("double_expected.pt").values);
    EXPECT_EQ(d.count, 4);
    EXPECT_EQ(d.nanCount, 1);
    EXPECT_EQ(d.infCount, 1);
    EXPECT_EQ(d.min, -1e300);
    EXPECT_EQ(d.max, 1.0);
    EXPECT_TRUE(d.text().contains(QStringLiteral("1 NaN")));
    EXPECT_TRUE(std::isnan(TensorStats::of({}).mean));
}

TEST(TensorComparison, FindsThePlantedError) {
    const TensorData e = load("out3d_expected.pt");
    const TensorData a = load("out3d_actual.pt");
    const TensorComparison c = TensorComparison::compare(e, a);
    ASSERT_TRUE(c.ok()) << c.error.toStdString();
    EXPECT_FALSE(c.passed());
    EXPECT_EQ(c.count, 24);
    EXPECT_EQ(c.mismatches, 2);
    EXPECT_EQ(c.firstMismatch, kSmall);
    EXPECT_DOUBLE_EQ(c.maxAbsError, 1.5);
    EXPECT_EQ(c.maxAbsErrorIndex, kPlanted);
    // [0, 1, 2] holds 0.0 -> 0.25: an infinite relative error, as torch reports it.
    EXPECT_EQ(c.maxRelError, INFINITY);
    EXPECT_DOUBLE_EQ(c.tolerance.rtol, 1.3e-6);
    EXPECT_DOUBLE_EQ(c.errorStats.max, 1.5);
    EXPECT_DOUBLE_EQ(c.errorStats.mean, 1.75 / 24);
    EXPECT_DOUBLE_EQ(TensorComparison::absErrorAt(e, a, kPlanted), 1.5);
    EXPECT_DOUBLE_EQ(TensorComparison::absErrorAt(e, a, {0, 0, 0}), 0);

    // Loose enough tolerances pass.
    EXPECT_TRUE(TensorComparison::compare(e, a, Tolerance{0, 2}).passed());
    EXPECT_EQ(TensorComparison::compare(e, a, Tolerance{0, 0.5}).mismatches, 1);
    EXPECT_TRUE(TensorComparison::compare(e, e).passed());
}

TEST(TensorComparison, ElementRulesFollowAssertClose) {
    const Tolerance t{1e-3, 1e-5};
    EXPECT_TRUE(TensorComparison::isClose(1000, 1000.9, t));
    EXPECT_FALSE(TensorComparison::isClose(1000, 1001.1, t));
    EXPECT_TRUE(TensorComparison::isClose(INFINITY, INFINITY, t));
    EXPECT_FALSE(TensorComparison::isClose(INFINITY, -INFINITY, t));
    EXPECT_FALSE(TensorComparison::isClose(NAN, NAN, t));
    EXPECT_TRUE(TensorComparison::isClose(NAN, NAN, Tolerance{0, 0, true}));
    EXPECT_EQ(TensorComparison::absError(INFINITY, INFINITY), 0);
    EXPECT_TRUE(std::isnan(TensorComparison::absError(1, NAN)));
    EXPECT_DOUBLE_EQ(TensorComparison::relError(2, 3), 0.5);
    EXPECT_EQ(Tolerance::forDtype(QStringLiteral("int64")).atol, 0);
    EXPECT_DOUBLE_EQ(Tolerance::forDtype(QStringLiteral("bfloat16")).rtol, 1.6e-2);
}

TEST(TensorComparison, ShapeMismatchIsAnError) {
    const TensorComparison c =
        TensorComparison::compare(load("out3d_expected.pt"), load("half_expected.pt"));
    EXPECT_FALSE(c.ok());
    EXPECT_TRUE(c.error.contains(QStringLiteral("float32[2, 3, 4]")));
    EXPECT_TRUE(c.error.contains(QStringLiteral("float16[2, 3]")));
}

TEST(ErrorSlice, CutsTwoDimsAtFixedIndices) {
    const TensorData e = load("out3d_expected.pt");
    const TensorData a = load("out3d_actual.pt");
    // dims 1 x 2 at dim0 = 1: the planted cell is row 2, col 3.
    const ErrorSlice s = ErrorSlice::slice(e, a, 1, 2, {1});
    ASSERT_TRUE(s.ok()) << s.error.toStdString();
    EXPECT_EQ(s.rows, 3);
    EXPECT_EQ(s.cols, 4);
    EXPECT_EQ(s.fixedIndices, (QList<qint64>{1, 0, 0}));
    EXPECT_DOUBLE_EQ(s.absErrors[s.cell(2, 3)], 1.5);
    EXPECT_DOUBLE_EQ(s.expected[s.cell(2, 3)], 8.5);
    EXPECT_DOUBLE_EQ(s.actual[s.cell(2, 3)], 10);
    EXPECT_DOUBLE_EQ(s.expected[s.cell(0, 1)], 12 * 0.5 - 3 + 0.5);
    EXPECT_EQ(s.tensorIndex(2, 3), kPlanted);
    // The same with one index per tensor dim (heat-map dims ignored).
    EXPECT_EQ(ErrorSlice::slice(e, a, 1, 2, {1, 7, 7}).absErrors, s.absErrors);

    // Transposed choice: rows = dim 2, columns = dim 0, dim 1 fixed at 2.
    const ErrorSlice t = ErrorSlice::slice(e, a, 2, 0, {2});
    ASSERT_TRUE(t.ok()) << t.error.toStdString();
    EXPECT_EQ(t.rows, 4);
    EXPECT_EQ(t.cols, 2);
    EXPECT_DOUBLE_EQ(t.absErrors[t.cell(3, 1)], 1.5);
    EXPECT_DOUBLE_EQ(t.expected[t.cell(1, 0)], e.values[std::size_t(e.flatIndex({0, 2, 1}))]);

    // One dim only: a column.
    const ErrorSlice col = ErrorSlice::slice(e, a, 2, -1, {0, 1});
    ASSERT_TRUE(col.ok()) << col.error.toStdString();
    EXPECT_EQ(col.rows, 4);
    EXPECT_EQ(col.cols, 1);
    EXPECT_DOUBLE_EQ(col.absErrors[2], 0.25);

    // A 0-d tensor is a 1 x 1 slice.
    const TensorData scalar = load("scalar_expected.pt");
    const ErrorSlice one = ErrorSlice::slice(scalar, scalar, -1, -1, {});
    ASSERT_TRUE(one.ok()) << one.error.toStdString();
    EXPECT_EQ(one.rows * one.cols, 1);
    EXPECT_EQ(one.expected, std::vector<double>{42});
}

TEST(ErrorSlice, BadRequestsComeBackAsErrors) {
    const TensorData e = load("out3d_expected.pt");
    const TensorData a = load("out3d_actual.pt");
    EXPECT_TRUE(ErrorSlice::slice(e, a, 3, 0, {0}).error.contains(QStringLiteral("row dim 3")));
    EXPECT_TRUE(ErrorSlice::slice(e, a, 1, 1, {0}).error.contains(QStringLiteral("both 1")));
    EXPECT_TRUE(ErrorSlice::slice(e, a, 1, 2, {2}).error.contains(QStringLiteral("dim 0")));
    EXPECT_TRUE(ErrorSlice::slice(e, a, 1, 2, {0, 0}).error.contains(QStringLiteral("fixed")));
    EXPECT_TRUE(ErrorSlice::slice(e, load("half_expected.pt"), 0, 1, {})
                    .error.contains(QStringLiteral("shapes differ")));
}
