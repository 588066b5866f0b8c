// The Compiler pane's CUDA graph buckets, offscreen: compilerSettings answers given to the pane
// (no engine: a cuda project cannot be exported here), the fields typed in, and the overrides
// its regenerate button sends.
#include "compiler/CompilerPanel.h"
#include "compiler/CudaGraphBucketsEditor.h"
#include "support/TestSupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;

namespace {

class CudaGraphBucketsPaneTest : public ::testing::Test {
protected:
    void SetUp() override {
        panel.resize(1400, 600);
        panel.show();
    }

    /// An answer of compilerSettings for generation `generation` on `device` with the
    /// members `extra` (JSON text) added.
    CompilerSettings answer(int generation, const char* device, const char* extra) const {
        QJsonObject o{
            {QStringLiteral("generation"), generation},
            {QStringLiteral("device"), QString::fromLatin1(device)},
            {QStringLiteral("decompositions"),
             QJsonObject{
                 {QStringLiteral("file"), dir.filePath(QStringLiteral("decompositions.py"))},
                 {QStringLiteral("exists"), false},
                 {QStringLiteral("rows"), QJsonArray()}}},
            {QStringLiteral("inductor"),
             QJsonArray{QJsonObject{{QStringLiteral("key"), QStringLiteral("triton.cudagraphs")},
                                    {QStringLiteral("type"), QStringLiteral("bool")},
                                    {QStringLiteral("default"), false},
                                    {QStringLiteral("value"), true},
                                    {QStringLiteral("cudaOnly"), true}}}},
            {QStringLiteral("materialize"), QJsonArray()}};
        const QJsonObject more = QJsonDocument::fromJson(QByteArray(extra)).object();
        for (auto it = more.begin(); it != more.end(); ++it)
            o.insert(it.key(), it.value());
        QString error;
        const auto s = CompilerSettings::fromJson(o, &error);
        EXPECT_TRUE(s) << error.toStdString();
        return s.value_or(CompilerSettings());
    }
    QLineEdit* field(const QString& dim) const {
        return panel.findChild<QLineEdit*>(QStringLiteral("cudaGraphBuckets_") + dim);
    }
    QPushButton* regenerate() const {
        return panel.findChild<QPushButton*>(QStringLiteral("regenerateWithSettings"));
    }
    /// What a click on the regenerate button sends (null when it sends nothing).
    QJsonValue sentBuckets() {
        QSignalSpy spy(&panel, &CompilerPanel::regenerateRequested);
        QTest::mouseClick(regenerate(), Qt::LeftButton);
        if (spy.count() != 1)
            return QJsonValue();
        return spy.at(0).at(0).toJsonObject().value(QStringLiteral("cudaGraphBuckets"));
    }

    QTemporaryDir dir;
    EngineClient engine{ks::test::engineOptions()}; // never started
    ks::test::AppServices services{engine};
    CompilerPanel panel{services.api};
};

const char* kDimB = R"({"dynamicDims": [{"name": "B", "min": 1, "max": 32}]})";

} // namespace

TEST_F(CudaGraphBucketsPaneTest, AnOptionATrainingExportRefusesIsGreyedWithWhy) {
    CompilerSettings s = answer(2, "cuda", "{}");
    ASSERT_EQ(s.inductor.size(), 1);
    s.inductor[0].refused = QStringLiteral("a training step: replaying them is not done yet");
    panel.showSettings(s);
    auto* box = panel.findChild<QCheckBox*>(QStringLiteral("option_triton.cudagraphs"));
    ASSERT_NE(box, nullptr);
    EXPECT_FALSE(box->isEnabled());
    EXPECT_EQ(box->toolTip(), s.inductor[0].refused);
    if (const QByteArray shot = qgetenv("KS_REFUSED_OPTION_SCREENSHOT"); !shot.isEmpty()) {
        QApplication::processEvents();
        panel.grab().save(QString::fromLocal8Bit(shot));
    }
    panel.showSettings(answer(2, "cuda", "{}")); // an inference project takes it
    box = panel.findChild<QCheckBox*>(QStringLiteral("option_triton.cudagraphs"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->isEnabled());
}

TEST_F(CudaGraphBucketsPaneTest, TypedSizesAreSentWithTheRegenerate) {
    panel.showSettings(answer(2, "cuda", kDimB));
    QLineEdit* b = field(QStringLiteral("B"));
    ASSERT_NE(b, nullptr);
    EXPECT_TRUE(b->isVisible());
    EXPECT_TRUE(b->isEnabled());
    EXPECT_TRUE(b->text().isEmpty());
    auto* label = panel.findChild<QLabel*>(QStringLiteral("cudaGraphBucketsName_B"));
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("B (1..32)"));
    EXPECT_TRUE(b->toolTip().contains(QStringLiteral("pads B up to the next of these sizes")))
        << b->toolTip().toStdString();
    EXPECT_TRUE(b->toolTip().contains(QStringLiteral("triton.cudagraphs")));
    // Nothing set, nothing changed: no buckets in the overrides, nothing to regenerate.
    EXPECT_FALSE(regenerate()->isEnabled());
    EXPECT_FALSE(panel.overrides().contains(QStringLiteral("cudaGraphBuckets")));

    QTest::keyClicks(b, QStringLiteral("1, 2, 4"));
    EXPECT_TRUE(label->font().bold());
    ASSERT_TRUE(regenerate()->isEnabled());
    const QJsonObject expected{{QStringLiteral("B"), QJsonArray{1, 2, 4}}};
    EXPECT_EQ(panel.overrides().value(QStringLiteral("cudaGraphBuckets")).toObject(), expected);
    // The Inductor options and materialised nodes ride along as before.
    EXPECT_TRUE(panel.overrides().value(QStringLiteral("inductor")).isObject());
    EXPECT_EQ(sentBuckets().toObject(), expected);

    // Typed out of order: read sorted, written back sorted when the typing is done.
    b->clear();
    QTest::keyClicks(b, QStringLiteral("8,2, 2"));
    QTest::keyClick(b, Qt::Key_Return);
    EXPECT_EQ(b->text(), QStringLiteral("2, 8"));
    EXPECT_EQ(sentBuckets().toObject(), (QJsonObject{{QStringLiteral("B"), QJsonArray{2, 8}}}));
}

TEST_F(CudaGraphBucketsPaneTest, SizesThatDoNotParseAreMarkedAndNotSent) {
    panel.showSettings(answer(2, "cuda", kDimB));
    QLineEdit* b = field(QStringLiteral("B"));
    ASSERT_NE(b, nullptr);
    QTest::keyClicks(b, QStringLiteral("1, 4"));
    ASSERT_TRUE(regenerate()->isEnabled());
    EXPECT_TRUE(b->styleSheet().isEmpty());
    QTest::keyClicks(b, QStringLiteral(", x"));
    EXPECT_EQ(panel.cudaGraphBuckets()->invalidDims(), QStringList{QStringLiteral("B")});
    EXPECT_TRUE(b->styleSheet().contains(QStringLiteral("border"))) << "an error state";
    EXPECT_TRUE(b->toolTip().contains(QStringLiteral("\"x\" is not a positive integer")))
        << b->toolTip().toStdString();
    EXPECT_FALSE(regenerate()->isEnabled());
    EXPECT_TRUE(sentBuckets().isNull()) << "a disabled button sends nothing";
    const QString summary = panel.findChild<QLabel*>(QStringLiteral("compilerSummary"))->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("CUDA graph buckets of B are not sizes")))
        << summary.toStdString();
    // The text that does not parse is not taken: the last good sizes stay.
    EXPECT_EQ(panel.overrides().value(QStringLiteral("cudaGraphBuckets")).toObject(),
              (QJsonObject{{QStringLiteral("B"), QJsonArray{1, 4}}}));
    for (const char* bad : {"0", "-4", "2.5", "two"}) {
        b->clear();
        QTest::keyClicks(b, QString::fromLatin1(bad));
        EXPECT_EQ(panel.cudaGraphBuckets()->invalidDims().size(), 1) << bad;
        EXPECT_FALSE(regenerate()->isEnabled()) << bad;
    }
    // Fixed: the error state goes.
    b->clear();
    QTest::keyClicks(b, QStringLiteral("16"));
    EXPECT_TRUE(panel.cudaGraphBuckets()->invalidDims().isEmpty());
    EXPECT_TRUE(b->styleSheet().isEmpty());
    EXPECT_TRUE(regenerate()->isEnabled());
    EXPECT_EQ(sentBuckets().toObject(), (QJsonObject{{QStringLiteral("B"), QJsonArray{16}}}));
}

TEST_F(CudaGraphBucketsPaneTest, AnEmptiedFieldRemovesTheDimsBuckets) {
    panel.showSettings(answer(
        3, "cuda",
        R"({"dynamicDims": [{"name": "B", "min": 1, "max": 32}, {"name": "S", "min": null, "max": null}],
            "cudaGraphBuckets": {"B": [1, 2, 4, 8], "S": [128, 256]}})"));
    QLineEdit* b = field(QStringLiteral("B"));
    QLineEdit* s = field(QStringLiteral("S"));
    ASSERT_TRUE(b && s);
    EXPECT_EQ(b->text(), QStringLiteral("1, 2, 4, 8"));
    EXPECT_EQ(s->text(), QStringLiteral("128, 256"));
    EXPECT_EQ(panel.findChild<QLabel*>(QStringLiteral("cudaGraphBucketsName_S"))->text(),
              QStringLiteral("S"))
        << "neither bound said";
    // The generation's own: nothing to regenerate, and a regenerate keeps them.
    EXPECT_FALSE(regenerate()->isEnabled());
    EXPECT_EQ(panel.overrides().value(QStringLiteral("cudaGraphBuckets")).toObject().keys(),
              (QStringList{QStringLiteral("B"), QStringLiteral("S")}));

    // Emptied: the complete object goes, without B.
    b->selectAll();
    QTest::keyClick(b, Qt::Key_Delete);
    ASSERT_TRUE(b->text().isEmpty());
    EXPECT_TRUE(panel.cudaGraphBuckets()->invalidDims().isEmpty());
    ASSERT_TRUE(regenerate()->isEnabled());
    EXPECT_EQ(sentBuckets().toObject(), (QJsonObject{{QStringLiteral("S"), QJsonArray{128, 256}}}));
    // Both emptied: {} (none), not left out.
    s->selectAll();
    QTest::keyClick(s, Qt::Key_Delete);
    const QJsonValue none = sentBuckets();
    EXPECT_TRUE(none.isObject());
    EXPECT_TRUE(none.toObject().isEmpty());

    // A refresh of the same generation keeps the edits; a new generation starts from its own.
    panel.showSettings(answer(
        3, "cuda",
        R"({"dynamicDims": [{"name": "B", "min": 1, "max": 32}, {"name": "S", "min": null, "max": null}],
            "cudaGraphBuckets": {"B": [1, 2, 4, 8], "S": [128, 256]}})"));
    EXPECT_EQ(field(QStringLiteral("B")), b);
    EXPECT_TRUE(b->text().isEmpty());
    EXPECT_TRUE(regenerate()->isEnabled());
    panel.showSettings(answer(4, "cuda", kDimB));
    ASSERT_NE(field(QStringLiteral("B")), nullptr);
    EXPECT_TRUE(field(QStringLiteral("B"))->text().isEmpty());
    EXPECT_EQ(field(QStringLiteral("S")), nullptr);
    EXPECT_FALSE(regenerate()->isEnabled());
}

TEST_F(CudaGraphBucketsPaneTest, ACpuProjectCannotSetThem) {
    panel.showSettings(answer(2, "cpu", kDimB));
    QLineEdit* b = field(QStringLiteral("B"));
    ASSERT_NE(b, nullptr);
    EXPECT_TRUE(b->isVisible());
    EXPECT_FALSE(b->isEnabled());
    QTest::keyClicks(b, QStringLiteral("1, 2"));
    EXPECT_TRUE(b->text().isEmpty());
    EXPECT_FALSE(regenerate()->isEnabled());
    EXPECT_FALSE(panel.overrides().contains(QStringLiteral("cudaGraphBuckets")));
}

TEST_F(CudaGraphBucketsPaneTest, AGenerationWithoutDynamicDimsSaysSo) {
    panel.showSettings(answer(2, "cuda", "{}"));
    EXPECT_EQ(panel.cudaGraphBuckets()->findChildren<QLineEdit*>().size(), 0);
    auto* note = panel.findChild<QLabel*>(QStringLiteral("cudaGraphBucketsNone"));
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    EXPECT_FALSE(note->isEnabled());
    EXPECT_FALSE(panel.overrides().contains(QStringLiteral("cudaGraphBuckets")));
}

TEST_F(CudaGraphBucketsPaneTest, TheFieldsStayInViewOnAShortPane) {
    // Many Inductor option rows on a short pane: the options scroll, the buckets do not.
    panel.resize(1400, 280);
    panel.showSettings(answer(2, "cuda", kDimB));
    QLineEdit* b = field(QStringLiteral("B"));
    ASSERT_NE(b, nullptr);
    QApplication::processEvents();
    for (QWidget* w = b; w; w = w->parentWidget())
        EXPECT_EQ(qobject_cast<QScrollArea*>(w), nullptr) << "inside a scroll area";
    ASSERT_TRUE(b->isVisible());
    const QRect inPanel(b->mapTo(&panel, QPoint(0, 0)), b->size());
    EXPECT_TRUE(panel.rect().contains(inPanel))
        << inPanel.y() << "+" << inPanel.height() << " in " << panel.height();
    // The option rows are still there to scroll to.
    auto* options = panel.findChild<QWidget*>(QStringLiteral("inductorOptions"));
    ASSERT_NE(options, nullptr);
    EXPECT_TRUE(options->isVisible());
}
