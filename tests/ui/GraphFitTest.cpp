// Fit on real models nobody here wrote (tests/data/graphs), in a pane the size of the graph
// dock at 1920x1080 and at 1280x800: Fit shows every drawn item and label whole (DenseNet was
// cut off on both sides, ResNet-18's last tag ran past the edge), and no label covers another
// at Fit or at 100% (stacked names on DenseNet, two attention kernels' names in a GPT block).
#include "core/GraphFixtures.h"
#include "graph/GraphItems.h"
#include "graph/GraphModel.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "support/TestSupport.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QTest>
#include <gtest/gtest.h>

using namespace ks;
using namespace ks::test;

namespace {

struct FitCase {
    const char* model;
    int width, height; // the graph pane
};

std::ostream& operator<<(std::ostream& os, const FitCase& c) {
    return os << c.model << " " << c.width << "x" << c.height;
}

class GraphFitTest : public ::testing::TestWithParam<FitCase> {
protected:
    void SetUp() override {
        view.resize(GetParam().width, GetParam().height);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
        QString error;
        graph = GraphModel::fromMetadataFile(
            testData(
                QStringLiteral("graphs/%1/metadata.json").arg(QLatin1String(GetParam().model))),
            &error);
        ASSERT_TRUE(graph) << error.toStdString();
        view.setGraph(graph);
        settle();
    }
    // Until no layout is pending (Fit may close modules and ask for one more).
    void settle() {
        ASSERT_TRUE(waitFor(
            [this] {
                QCoreApplication::processEvents();
                return !view.isLayoutPending() && view.currentLayout() &&
                       view.currentLayout()->graphId == graph->id();
            },
            std::chrono::seconds(120)));
        QTest::qWait(50);
        ASSERT_TRUE(waitFor([this] { return !view.isLayoutPending(); }, std::chrono::seconds(120)));
        view.placeTags();
    }
    double scale() const { return view.canvas()->transform().m11(); }

    /// Pixels drawn outside the pane: the scene rendered over twice the visible area at the
    /// view's scale, compared with its background around the visible middle.
    int pixelsOutside() const {
        QGraphicsView* canvas = view.canvas();
        const QRectF visible = canvas->mapToScene(canvas->viewport()->rect()).boundingRect();
        const QSize inner = canvas->viewport()->size();
        const QRectF around = visible.adjusted(-visible.width() / 2, -visible.height() / 2,
                                               visible.width() / 2, visible.height() / 2);
        QImage image(inner * 2, QImage::Format_ARGB32);
        image.fill(Qt::magenta);
        {
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            canvas->scene()->render(&painter, QRectF(image.rect()), around, Qt::IgnoreAspectRatio);
        }
        const QRgb ground = canvas->scene()->backgroundBrush().color().rgb();
        const QRect middle(inner.width() / 2 - 1, inner.height() / 2 - 1, inner.width() + 2,
                           inner.height() + 2);
        int outside = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (!middle.contains(x, y) && image.pixel(x, y) != ground)
                    ++outside;
        return outside;
    }

    /// Every label drawn now (module names, kernels' names and tags), in scene coordinates.
    QList<std::pair<QString, QRectF>> drawnLabels() const {
        QList<std::pair<QString, QRectF>> out;
        const double lod = scale();
        for (QGraphicsItem* item : view.canvas()->scene()->items()) {
            if (auto* cluster = dynamic_cast<ClusterItem*>(item)) {
                const QRectF r = cluster->labelRect(lod, view.canvas()->font());
                if (!r.isNull())
                    out.append({QStringLiteral("module %1").arg(cluster->module()), r});
            } else if (auto* box = dynamic_cast<GraphBoxItem*>(item)) {
                // A collapsed module's box carries its name (and its main ops) inside it.
                if (box->layoutItem().type == LayoutItem::Type::Module)
                    out.append(
                        {graph->module(box->layoutItem().index).path, box->layoutItem().rect()});
            } else if (auto* label = dynamic_cast<RegionLabelItem*>(item)) {
                const QList<QRectF> rects = label->textRects(lod);
                for (qsizetype i = 0; i < rects.size(); ++i)
                    if (!rects[i].isNull() && rects[i].width() > 0 && label->isTextShown(i))
                        out.append({graph->kernel(label->kernel()).label, rects[i]});
            }
        }
        return out;
    }

    void expectNoLabelOverlaps(const char* where) const {
        const auto labels = drawnLabels();
        EXPECT_GE(labels.size(), 5) << where << ": the labels are not simply all left out";
        int overlaps = 0;
        for (qsizetype i = 0; i < labels.size(); ++i)
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                if (labels[i].second.intersects(labels[j].second) && ++overlaps <= 5)
                    ADD_FAILURE() << where << ": \"" << labels[i].first.toStdString()
                                  << "\" covers \"" << labels[j].first.toStdString() << "\"";
        EXPECT_EQ(overlaps, 0) << where;
    }

    LayoutService layouts;
    GraphView view{layouts};
    std::shared_ptr<const GraphModel> graph;
};

} // namespace

TEST_P(GraphFitTest, FitShowsEveryDrawnItemAndLabelWhole) {
    view.fit();
    settle();
    ASSERT_GT(view.currentLayout()->items.size(), 0);
    const QRectF visible =
        view.canvas()->mapToScene(view.canvas()->viewport()->rect()).boundingRect();
    EXPECT_TRUE(visible.adjusted(-1, -1, 1, 1).contains(view.currentLayout()->bounds))
        << "scale " << scale();
    EXPECT_EQ(pixelsOutside(), 0) << "scale " << scale();
}

TEST_P(GraphFitTest, FitHoldsWhenThePaneIsResizedUntilAZoom) {
    // The window lays its docks out after the graph is drawn: a fitted graph fits again.
    view.fit();
    settle();
    view.resize(GetParam().width * 3 / 2, GetParam().height * 3 / 2);
    QApplication::processEvents();
    settle();
    const QRectF visible =
        view.canvas()->mapToScene(view.canvas()->viewport()->rect()).boundingRect();
    EXPECT_TRUE(visible.adjusted(-1, -1, 1, 1).contains(view.currentLayout()->bounds))
        << "scale " << scale();
    EXPECT_EQ(pixelsOutside(), 0) << "scale " << scale();
    // Zoomed by the user (or set from outside, as --graph-zoom 1 does): a resize leaves the
    // scale alone.
    view.zoomBy(1.5);
    const double zoomed = scale();
    view.resize(GetParam().width, GetParam().height);
    QApplication::processEvents();
    EXPECT_DOUBLE_EQ(scale(), zoomed);
    view.fit();
    view.canvas()->setTransform(QTransform());
    view.resize(GetParam().width * 3 / 2, GetParam().height * 3 / 2);
    QApplication::processEvents();
    EXPECT_DOUBLE_EQ(scale(), 1.0);
}

TEST_P(GraphFitTest, NoLabelCoversAnotherAtFitOrAt100) {
    view.fit();
    settle();
    expectNoLabelOverlaps("at Fit");
    view.canvas()->setTransform(QTransform());
    view.placeTags();
    expectNoLabelOverlaps("at 100%");
}

INSTANTIATE_TEST_SUITE_P(
    RealModels, GraphFitTest,
    ::testing::Values(FitCase{"resnet18", 940, 640}, FitCase{"resnet18", 620, 470},
                      FitCase{"densenet201", 940, 640}, FitCase{"densenet201", 620, 470},
                      FitCase{"gpt2_24", 940, 640}, FitCase{"bert_12", 620, 470}),
    [](const ::testing::TestParamInfo<FitCase>& param) {
        return QStringLiteral("%1_%2x%3")
            .arg(QLatin1String(param.param.model))
            .arg(param.param.width)
            .arg(param.param.height)
            .toStdString();
    });
