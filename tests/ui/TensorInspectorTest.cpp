// The tensor inspector, offscreen: loads the checked-in expected/actual pair (planted error at
// [1, 2, 3], see tests/data/tensors/make_tensors.py), picks dims, and the heat map's hottest
// cell is the planted one, also when a large matrix is max-pooled.
#include "tensor/TensorInspector.h"

#include "support/TestSupport.h"
#include "tensor/HeatMapView.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <cmath>
#include <gtest/gtest.h>

using namespace ks;

namespace {

QString tensorPath(const char* name) {
    return ks::test::sourceDir() + QStringLiteral("/tests/data/tensors/") + QLatin1String(name);
}

bool hasNonBackgroundPixels(const QImage& image) {
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            if (image.pixel(x, y) != first)
                return true;
        }
    }
    return false;
}

} // namespace

TEST(TensorInspector, ShowsThePlantedErrorAsTheHottestCell) {
    TensorInspector inspector;
    inspector.resize(900, 700);
    inspector.show();
    inspector.setTensorPair(tensorPath("out3d_expected.pt"), tensorPath("out3d_actual.pt"));
    ASSERT_TRUE(inspector.hasData()) << inspector.errorText().toStdString();
    EXPECT_TRUE(inspector.errorText().isEmpty());
    EXPECT_TRUE(inspector.statsText().contains(QStringLiteral("2 of 24 elements mismatch")))
        << inspector.statsText().toStdString();
    EXPECT_TRUE(inspector.statsText().contains(QStringLiteral("max abs 1.5 at [1, 2, 3]")));

    // Default: the last two dims, the other dim at the worst error.
    EXPECT_EQ(inspector.rowDim(), 1);
    EXPECT_EQ(inspector.colDim(), 2);
    EXPECT_EQ(inspector.fixedIndices(), (QList<qint64>{1, 0, 0}));
    ASSERT_EQ(inspector.indexBoxes().size(), 3);
    EXPECT_FALSE(inspector.indexBoxes()[0]->isHidden());
    EXPECT_TRUE(inspector.indexBoxes()[1]->isHidden());
    HeatMapView* map = inspector.heatMap();
    EXPECT_EQ(map->hottestCell(), QPoint(3, 2)); // col 3, row 2
    EXPECT_DOUBLE_EQ(map->scaleMax(), 1.5);

    // Rows = dim 2, columns = dim 0 through the combo boxes, dim 1 at 2.
    inspector.rowDimBox()->setCurrentIndex(inspector.rowDimBox()->findData(2));
    Q_EMIT inspector.rowDimBox()->activated(inspector.rowDimBox()->currentIndex());
    EXPECT_EQ(inspector.colDim(), 1) << "choosing the column dim for rows swaps the two";
    inspector.colDimBox()->setCurrentIndex(inspector.colDimBox()->findData(0));
    Q_EMIT inspector.colDimBox()->activated(inspector.colDimBox()->currentIndex());
    EXPECT_EQ(inspector.rowDim(), 2);
    EXPECT_EQ(inspector.colDim(), 0);
    inspector.indexBoxes()[1]->setValue(2);
    ASSERT_TRUE(map->slice());
    EXPECT_EQ(map->slice()->rows, 4);
    EXPECT_EQ(map->slice()->cols, 2);
    EXPECT_EQ(map->hottestCell(), QPoint(1, 3));
    EXPECT_EQ(map->slice()->tensorIndex(3, 1), (QList<qint64>{1, 2, 3}));

    // Another slice holds only the small error; a slice without errors is all zero.
    inspector.setDims(1, 2);
    inspector.setFixedIndex(0, 0);
    EXPECT_EQ(map->hottestCell(), QPoint(2, 1));
    EXPECT_DOUBLE_EQ(map->scaleMax(), 0.25);

    // Hovering names the cell under the mouse.
    inspector.setFixedIndex(0, 1);
    const QPoint centre = map->cellRect(QPoint(3, 2)).center().toPoint();
    QTest::mouseMove(map, centre);
    EXPECT_EQ(map->cellAt(centre), QPoint(3, 2));
    EXPECT_TRUE(map->cellText(QPoint(3, 2)).contains(QStringLiteral("expected 8.5, actual 10")))
        << map->cellText(QPoint(3, 2)).toStdString();

    const QImage shot = inspector.grab().toImage();
    ASSERT_FALSE(shot.isNull());
    EXPECT_TRUE(hasNonBackgroundPixels(shot));
}

TEST(TensorInspector, ErrorsShowInALabel) {
    TensorInspector inspector;
    inspector.setTensorPair(tensorPath("out3d_expected.pt"), tensorPath("dict.pt"));
    EXPECT_FALSE(inspector.hasData());
    EXPECT_TRUE(inspector.errorText().contains(QStringLiteral("dict.pt")));
    EXPECT_TRUE(inspector.errorText().contains(QStringLiteral("not a tensor")));
    EXPECT_FALSE(inspector.heatMap()->slice());

    inspector.setTensorPair(tensorPath("out3d_expected.pt"), tensorPath("half_expected.pt"));
    EXPECT_FALSE(inspector.hasData());
    EXPECT_TRUE(inspector.errorText().contains(QStringLiteral("shapes differ")));

    inspector.setTensorPair(tensorPath("missing_expected.pt"), tensorPath("out3d_actual.pt"));
    EXPECT_TRUE(inspector.errorText().contains(QStringLiteral("no such file")));

    // Recovers on a good pair.
    inspector.setTensorPair(tensorPath("out3d_expected.pt"), tensorPath("out3d_actual.pt"));
    EXPECT_TRUE(inspector.hasData());
    EXPECT_TRUE(inspector.errorText().isEmpty());
}

TEST(TensorInspector, PicksPairsFromARunFolder) {
    TensorInspector inspector;
    inspector.setFolder(ks::test::sourceDir() + QStringLiteral("/tests/data/tensors"));
    ASSERT_FALSE(inspector.pairs().isEmpty());
    const int out3d = inspector.pairPicker()->findText(QStringLiteral("out3d"));
    ASSERT_GE(out3d, 0);
    inspector.pairPicker()->setCurrentIndex(out3d);
    EXPECT_TRUE(inspector.hasData()) << inspector.errorText().toStdString();
    EXPECT_EQ(inspector.heatMap()->hottestCell(), QPoint(3, 2));
}

TEST(HeatMapView, MaxPoolingKeepsTheWorstCellVisible) {
    auto slice = std::make_shared<ErrorSlice>();
    slice->rowDim = 0;
    slice->colDim = 1;
    slice->rows = 1000;
    slice->cols = 1500;
    slice->fixedIndices = {0, 0};
    const std::size_t n = std::size_t(slice->rows * slice->cols);
    slice->expected.assign(n, 1.0);
    slice->actual.assign(n, 1.0);
    slice->absErrors.assign(n, 0.0);
    for (std::size_t i = 0; i < n; i += 97)
        slice->absErrors[i] = 0.01 * double(i % 7);
    slice->absErrors[slice->cell(777, 333)] = 5;

    HeatMapView map;
    map.resize(300, 250);
    map.show();
    map.setSlice(slice);
    EXPECT_EQ(map.hottestCell(), QPoint(333, 777));
    EXPECT_GT(map.poolBlock().width(), 1);
    EXPECT_GT(map.poolBlock().height(), 1);
    const QRectF block = map.cellRect(QPoint(333, 777));
    ASSERT_FALSE(block.isEmpty());
    EXPECT_EQ(map.cellAt(block.center()), QPoint(333, 777));
    // The block's pixel has the top colour of the scale (bright), not the background.
    const QImage shot = map.grab().toImage();
    const QColor c = shot.pixelColor(block.center().toPoint());
    EXPECT_GT(c.red() + c.green(), 400) << c.name().toStdString();

    // NaN counts as the worst of all.
    auto withNan = std::make_shared<ErrorSlice>(*slice);
    withNan->absErrors[withNan->cell(10, 20)] = std::nan("");
    map.setSlice(withNan);
    EXPECT_EQ(map.hottestCell(), QPoint(20, 10));
    EXPECT_DOUBLE_EQ(map.scaleMax(), 5);
}
