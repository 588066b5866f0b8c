#include "ImportArtifactDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ks {

ImportArtifactDialog::ImportArtifactDialog(QWidget* parent)
    : QDialog(parent), m_artifact(new QLineEdit), m_model(new QLineEdit), m_out(new QLineEdit),
      m_status(new QLabel) {
    setObjectName(QStringLiteral("importArtifactDialog"));
    setWindowTitle(tr("Import Precompile Artifact"));
    m_artifact->setObjectName(QStringLiteral("artifactFile"));
    m_model->setObjectName(QStringLiteral("modelFile"));
    m_out->setObjectName(QStringLiteral("projectFolder"));
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setWordWrap(true);
    enum class Pick { Artifact, Model, Folder };
    auto browseRow = [this](QLineEdit* edit, Pick pick) {
        auto* row = new QHBoxLayout;
        auto* browse = new QPushButton(tr("Browse…"));
        row->addWidget(edit, 1);
        row->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this, edit, pick] {
            const QString path =
                pick == Pick::Folder
                    ? QFileDialog::getExistingDirectory(this, tr("Project Folder"))
                    : QFileDialog::getOpenFileName(
                          this, pick == Pick::Artifact ? tr("Precompile Artifact") : tr("Model"),
                          QString(), tr("Python files (*.py)"));
            if (path.isEmpty())
                return;
            if (pick == Pick::Artifact)
                setArtifact(path);
            else
                edit->setText(path);
        });
        return row;
    };
    auto* form = new QFormLayout;
    form->addRow(tr("Artifact:"), browseRow(m_artifact, Pick::Artifact));
    form->addRow(tr("Model file:"), browseRow(m_model, Pick::Model));
    form->addRow(tr("Project folder:"), browseRow(m_out, Pick::Folder));
    auto* about = new QLabel(
        tr("The .py file torch.compiler.precompile.capture wrote (torch ≥ 2.15, inference). "
           "Its kernels become the new project's module; the graph is the model file's Model "
           "exported again at the artifact's input shapes (get_inputs() must match them). "
           "The artifact is kept in the project."));
    about->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* edit : {m_artifact, m_model, m_out})
        connect(edit, &QLineEdit::textChanged, this, &ImportArtifactDialog::validate);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(buttons);
    resize(640, 260);
    validate();
}

QString ImportArtifactDialog::artifact() const {
    return QFileInfo(m_artifact->text().trimmed()).absoluteFilePath();
}

QString ImportArtifactDialog::modelFile() const {
    return QFileInfo(m_model->text().trimmed()).absoluteFilePath();
}

QString ImportArtifactDialog::outDir() const {
    return QDir(m_out->text().trimmed()).absolutePath();
}

void ImportArtifactDialog::setArtifact(const QString& path) {
    const QFileInfo info(path);
    m_artifact->setText(info.absoluteFilePath());
    if (m_out->text().isEmpty())
        m_out->setText(
            info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("-project")));
    if (m_model->text().isEmpty()) {
        for (const QString& name : {QStringLiteral("model.py"), QStringLiteral("Model.py")}) {
            if (info.absoluteDir().exists(name)) {
                m_model->setText(info.absoluteDir().filePath(name));
                break;
            }
        }
    }
}

void ImportArtifactDialog::validate() {
    QString problem;
    if (!QFileInfo(m_artifact->text().trimmed()).isFile())
        problem = tr("Choose the artifact (.py) precompile wrote.");
    else if (!QFileInfo(m_model->text().trimmed()).isFile())
        problem = tr("Choose the model file the artifact was captured from.");
    else if (m_out->text().trimmed().isEmpty())
        problem = tr("Choose a new project folder.");
    else if (QDir(outDir()).exists() && !QDir(outDir()).isEmpty())
        problem = tr("%1 is not empty: an artifact is imported into a new project.").arg(outDir());
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    m_status->setText(problem);
}

} // namespace ks
