#include "tensor/TensorInspector.h"

#include "tensor/HeatMapView.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <memory>

namespace ks {
namespace {

QString number(double v) {
    return QString::number(v, 'g', 6);
}

QLabel* selectableLabel(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

} // namespace

TensorInspector::TensorInspector(QWidget* parent)
    : QWidget(parent), m_pairPicker(new QComboBox(this)),
      m_files(selectableLabel(this, QStringLiteral("tensorFiles"))),
      m_expectedStats(selectableLabel(this, QStringLiteral("expectedStats"))),
      m_actualStats(selectableLabel(this, QStringLiteral("actualStats"))),
      m_errorStats(selectableLabel(this, QStringLiteral("errorStats"))),
      m_error(selectableLabel(this, QStringLiteral("tensorError"))), m_rowBox(new QComboBox(this)),
      m_colBox(new QComboBox(this)), m_indexLayout(new QHBoxLayout),
      m_heatMap(new HeatMapView(this)) {
    m_pairPicker->setObjectName(QStringLiteral("tensorPairPicker"));
    m_rowBox->setObjectName(QStringLiteral("rowDim"));
    m_colBox->setObjectName(QStringLiteral("colDim"));
    m_heatMap->setObjectName(QStringLiteral("heatMap"));
    m_error->setStyleSheet(QStringLiteral("color: #d0342c"));
    m_error->hide();
    m_pairPicker->hide();

    auto* top = new QHBoxLayout;
    top->addWidget(m_pairPicker);
    top->addWidget(m_files, 1);
    auto* stats = new QFormLayout;
    stats->addRow(tr("Expected:"), m_expectedStats);
    stats->addRow(tr("Actual:"), m_actualStats);
    stats->addRow(tr("Error:"), m_errorStats);
    auto* dims = new QHBoxLayout;
    dims->addWidget(new QLabel(tr("Rows:"), this));
    dims->addWidget(m_rowBox);
    dims->addWidget(new QLabel(tr("Columns:"), this));
    dims->addWidget(m_colBox);
    dims->addLayout(m_indexLayout);
    dims->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(stats);
    layout->addWidget(m_error);
    layout->addLayout(dims);
    layout->addWidget(m_heatMap, 1);

    connect(m_pairPicker, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < m_pairs.size())
            setTensorPair(m_pairs[i].expectedPath, m_pairs[i].actualPath);
    });
    // Choosing the dim the other box holds swaps the two.
    connect(m_rowBox, &QComboBox::activated, this, [this] {
        const int row = m_rowBox->currentData().toInt();
        setDims(row, row == m_colDim ? m_rowDim : m_colDim);
    });
    connect(m_colBox, &QComboBox::activated, this, [this] {
        const int col = m_colBox->currentData().toInt();
        setDims(col == m_rowDim ? m_colDim : m_rowDim, col);
    });
    clear();
}

void TensorInspector::setFolder(const QString& folder) {
    m_pairs = TensorFile::pairsInFolder(folder);
    {
        const QSignalBlocker block(m_pairPicker);
        m_pairPicker->clear();
        for (const TensorFilePair& p : std::as_const(m_pairs))
            m_pairPicker->addItem(p.name);
    }
    m_pairPicker->setVisible(!m_pairs.isEmpty());
    if (m_pairs.isEmpty()) {
        clear();
        showError(tr("No expected/actual tensors (*_expected.pt) in %1")
                      .arg(QDir::toNativeSeparators(folder)));
        return;
    }
    setTensorPair(m_pairs.first().expectedPath, m_pairs.first().actualPath);
}

void TensorInspector::clear() {
    m_expected.reset();
    m_actual.reset();
    m_comparison = {};
    m_files->clear();
    m_expectedStats->setText(tr("-"));
    m_actualStats->setText(tr("-"));
    m_errorStats->setText(tr("-"));
    showError({});
    rebuildDimControls();
    m_heatMap->setSlice(nullptr);
}

void TensorInspector::setTensorPair(const QString& expectedPath, const QString& actualPath) {
    clear();
    m_files->setText(
        tr("%1 vs %2")
            .arg(QFileInfo(expectedPath).fileName(),
                 actualPath.isEmpty() ? tr("(no actual file)") : QFileInfo(actualPath).fileName()));
    m_files->setToolTip(QDir::toNativeSeparators(expectedPath) + QLatin1Char('\n') +
                        QDir::toNativeSeparators(actualPath));
    QString error;
    m_expected = TensorFile::read(expectedPath, &error);
    if (!m_expected)
        return showError(error);
    m_expectedStats->setText(m_expected->shapeText() + QStringLiteral("  ") +
                             TensorStats::of(m_expected->values).text());
    if (actualPath.isEmpty())
        return showError(tr("%1 has no actual file to compare with")
                             .arg(QDir::toNativeSeparators(expectedPath)));
    m_actual = TensorFile::read(actualPath, &error);
    if (!m_actual)
        return showError(error);
    m_actualStats->setText(m_actual->shapeText() + QStringLiteral("  ") +
                           TensorStats::of(m_actual->values).text());
    m_comparison = TensorComparison::compare(*m_expected, *m_actual);
    if (!m_comparison.ok())
        return showError(m_comparison.error);

    const TensorComparison& c = m_comparison;
    QString text = tr("%1 of %2 elements mismatch (rtol %3, atol %4)")
                       .arg(c.mismatches)
                       .arg(c.count)
                       .arg(number(c.tolerance.rtol), number(c.tolerance.atol));
    if (!c.firstMismatch.isEmpty())
        text += tr(", first at %1").arg(indexText(c.firstMismatch));
    text += tr("; max abs %1").arg(number(c.maxAbsError));
    if (!c.maxAbsErrorIndex.isEmpty())
        text += tr(" at %1").arg(indexText(c.maxAbsErrorIndex));
    text +=
        tr(", max rel %1\n|actual - expected|: %2").arg(number(c.maxRelError), c.errorStats.text());
    m_errorStats->setText(text);
    rebuildDimControls();
    updateSlice();
}

QString TensorInspector::errorText() const {
    return m_error->text();
}

void TensorInspector::showError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

QString TensorInspector::statsText() const {
    return m_expectedStats->text() + QLatin1Char('\n') + m_actualStats->text() + QLatin1Char('\n') +
           m_errorStats->text();
}

void TensorInspector::rebuildDimControls() {
    qDeleteAll(m_indexBoxes);
    m_indexBoxes.clear();
    const QSignalBlocker blockRow(m_rowBox);
    const QSignalBlocker blockCol(m_colBox);
    m_rowBox->clear();
    m_colBox->clear();
    const bool loaded = hasData();
    const int rank = loaded ? m_expected->rank() : 0;
    m_rowDim = rank >= 2 ? rank - 2 : rank - 1;
    m_colDim = rank >= 2 ? rank - 1 : -1;
    m_rowBox->setEnabled(loaded);
    m_colBox->setEnabled(loaded);
    if (!loaded)
        return;
    for (QComboBox* box : {m_rowBox, m_colBox}) {
        box->addItem(tr("(none)"), -1);
        for (int d = 0; d < rank; ++d)
            box->addItem(tr("dim %1 (%2)").arg(d).arg(m_expected->shape[d]), d);
    }
    // Start the other dims at the worst error so the first picture shows it.
    const QList<qint64>& worst = m_comparison.maxAbsErrorIndex.isEmpty()
                                     ? m_comparison.firstMismatch
                                     : m_comparison.maxAbsErrorIndex;
    for (int d = 0; d < rank; ++d) {
        auto* box = new QSpinBox(this);
        box->setObjectName(QStringLiteral("index%1").arg(d));
        box->setPrefix(tr("dim %1: ").arg(d));
        box->setRange(0, int(std::max<qint64>(0, m_expected->shape[d] - 1)));
        box->setValue(worst.size() == rank ? int(worst[d]) : 0);
        connect(box, &QSpinBox::valueChanged, this, [this] { updateSlice(); });
        m_indexLayout->addWidget(box);
        m_indexBoxes << box;
    }
    setDims(m_rowDim, m_colDim);
}

void TensorInspector::setDims(int rowDim, int colDim) {
    const int rank = hasData() ? m_expected->rank() : 0;
    if (rowDim < -1 || rowDim >= rank || colDim < -1 || colDim >= rank ||
        (rowDim >= 0 && rowDim == colDim))
        return;
    m_rowDim = rowDim;
    m_colDim = colDim;
    {
        const QSignalBlocker blockRow(m_rowBox);
        const QSignalBlocker blockCol(m_colBox);
        m_rowBox->setCurrentIndex(m_rowBox->findData(rowDim));
        m_colBox->setCurrentIndex(m_colBox->findData(colDim));
    }
    for (int d = 0; d < m_indexBoxes.size(); ++d)
        m_indexBoxes[d]->setVisible(d != rowDim && d != colDim);
    updateSlice();
}

QList<qint64> TensorInspector::fixedIndices() const {
    QList<qint64> index;
    for (int d = 0; d < m_indexBoxes.size(); ++d)
        index << (d == m_rowDim || d == m_colDim ? 0 : qint64(m_indexBoxes[d]->value()));
    return index;
}

void TensorInspector::setFixedIndex(int dim, qint64 index) {
    if (dim >= 0 && dim < m_indexBoxes.size())
        m_indexBoxes[dim]->setValue(int(index));
}

void TensorInspector::updateSlice() {
    if (!hasData()) {
        m_heatMap->setSlice(nullptr);
        return;
    }
    auto slice = std::make_shared<ErrorSlice>(
        ErrorSlice::slice(*m_expected, *m_actual, m_rowDim, m_colDim, fixedIndices()));
    if (!slice->ok())
        showError(slice->error);
    m_heatMap->setSlice(std::move(slice));
}

} // namespace ks
