#pragma once
// File → Import Precompile Artifact…: pick the artifact torch.compiler.precompile wrote, the
// model file it was captured from and a new project folder (`kernel-studio import`).

#include <QDialog>

class QLabel;
class QLineEdit;

namespace ks {

class ImportArtifactDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportArtifactDialog(QWidget* parent = nullptr);

    QString artifact() const;
    QString modelFile() const;
    QString outDir() const;
    /// The artifact; proposes the model file beside it (when there is one) and a folder.
    void setArtifact(const QString& path);

private:
    void validate();

    QLineEdit* m_artifact;
    QLineEdit* m_model;
    QLineEdit* m_out;
    QLabel* m_status;
};

} // namespace ks
