#pragma once
// The tensor inspector: loads a verify run's expected/actual pair of an output, shows the
// statistics of both and of their error, and a heat map of the error over two chosen dims at
// chosen indices of the others. Problems show in a label; it never opens a dialog.

#include "tensor/ErrorSlice.h"
#include "tensor/TensorComparison.h"
#include "tensor/TensorData.h"
#include "tensor/TensorFile.h"

#include <QList>
#include <QWidget>
#include <optional>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QSpinBox;

namespace ks {

class HeatMapView;

class TensorInspector : public QWidget {
    Q_OBJECT
public:
    explicit TensorInspector(QWidget* parent = nullptr);

    /// Lists the `<name>_expected.pt` / `<name>_actual.pt` pairs of a verify run folder in the
    /// picker and shows the first one.
    void setFolder(const QString& folder);
    /// Loads and shows one pair. The heat map starts on the last two dims, with the other dims
    /// at the index of the largest error.
    void setTensorPair(const QString& expectedPath, const QString& actualPath);
    void clear();

    /// Both tensors loaded and comparable.
    bool hasData() const { return m_expected && m_actual && m_comparison.ok(); }
    /// What the error label shows (empty when all is well).
    QString errorText() const;
    const std::optional<TensorData>& expected() const { return m_expected; }
    const std::optional<TensorData>& actual() const { return m_actual; }
    const TensorComparison& comparison() const { return m_comparison; }
    const QList<TensorFilePair>& pairs() const { return m_pairs; }

    /// The dims spanning the heat map (-1: a single row / column).
    int rowDim() const { return m_rowDim; }
    int colDim() const { return m_colDim; }
    void setDims(int rowDim, int colDim);
    /// The index of every tensor dim that is not a heat-map dim (0 at those).
    QList<qint64> fixedIndices() const;
    void setFixedIndex(int dim, qint64 index);

    HeatMapView* heatMap() const { return m_heatMap; }
    QComboBox* pairPicker() const { return m_pairPicker; }
    QComboBox* rowDimBox() const { return m_rowBox; }
    QComboBox* colDimBox() const { return m_colBox; }
    /// One spin box per tensor dim; those of the heat-map dims are hidden.
    const QList<QSpinBox*>& indexBoxes() const { return m_indexBoxes; }
    /// The statistics text of expected, actual and error.
    QString statsText() const;

private:
    void showError(const QString& message);
    void rebuildDimControls();
    void updateSlice();

    QComboBox* m_pairPicker;
    QLabel* m_files;
    QLabel* m_expectedStats;
    QLabel* m_actualStats;
    QLabel* m_errorStats;
    QLabel* m_error;
    QComboBox* m_rowBox;
    QComboBox* m_colBox;
    QHBoxLayout* m_indexLayout;
    QList<QSpinBox*> m_indexBoxes;
    HeatMapView* m_heatMap;

    QList<TensorFilePair> m_pairs;
    std::optional<TensorData> m_expected;
    std::optional<TensorData> m_actual;
    TensorComparison m_comparison;
    int m_rowDim = -1;
    int m_colDim = -1;
};

} // namespace ks
