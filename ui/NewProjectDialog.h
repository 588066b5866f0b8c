#pragma once
// File → New Project from Model…: pick a model file, a project folder, inference or a training
// step, the device (cuda only when the engine reports a GPU), tracing and decomposition options,
// and edit the dynamic dims and ranges the engine found in the model file.

#include "project/ExportRequest.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace ks {

class EngineApi;

class NewProjectDialog : public QDialog {
    Q_OBJECT
public:
    NewProjectDialog(EngineApi& api, const QString& modelFile, QWidget* parent = nullptr);

    ExportSettings settings() const;
    /// Loads a model file's dynamic dims (asks the engine to inspect it).
    void setModelFile(const QString& path);

private:
    void validate();

    EngineApi& m_api;
    QLineEdit* m_model;
    QLineEdit* m_out;
    QComboBox* m_device;
    QComboBox* m_mode;
    QCheckBox* m_strict;
    QLineEdit* m_keep;
    QLineEdit* m_decompose;
    QTableWidget* m_dims;
    QLabel* m_status;
    bool m_dimsEdited = false;
};

} // namespace ks
