#include "NewProjectDialog.h"

#include "app/EngineApi.h"
#include "model/ModelInspection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ks {
namespace {

QStringList splitOps(const QString& text) {
    QStringList ops;
    for (const QString& part :
         text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
        ops << part;
    return ops;
}

} // namespace

NewProjectDialog::NewProjectDialog(EngineApi& api, const QString& modelFile, QWidget* parent)
    : QDialog(parent), m_api(api), m_model(new QLineEdit), m_out(new QLineEdit),
      m_device(new QComboBox), m_mode(new QComboBox),
      m_strict(new QCheckBox(tr("Strict tracing (torch.export strict=True)"))),
      m_keep(new QLineEdit), m_decompose(new QLineEdit), m_dims(new QTableWidget(0, 5)),
      m_status(new QLabel) {
    setObjectName(QStringLiteral("newProjectDialog"));
    setWindowTitle(tr("New Project from Model"));
    auto* form = new QFormLayout;
    auto browseRow = [this](QLineEdit* edit, bool folder) {
        auto* row = new QHBoxLayout;
        auto* browse = new QPushButton(tr("Browse…"));
        row->addWidget(edit, 1);
        row->addWidget(browse);
        connect(browse, &QPushButton::clicked, this, [this, edit, folder] {
            const QString path =
                folder ? QFileDialog::getExistingDirectory(this, tr("Project Folder"))
                       : QFileDialog::getOpenFileName(this, tr("Model File"), QString(),
                                                      tr("Python model files (*.py)"));
            if (path.isEmpty())
                return;
            if (folder)
                edit->setText(path);
            else
                setModelFile(path);
        });
        return row;
    };
    m_model->setObjectName(QStringLiteral("modelFile"));
    m_out->setObjectName(QStringLiteral("projectFolder"));
    m_device->setObjectName(QStringLiteral("device"));
    m_dims->setObjectName(QStringLiteral("dynamicDims"));
    form->addRow(tr("Model file:"), browseRow(m_model, false));
    form->addRow(tr("Project folder:"), browseRow(m_out, true));
    m_device->addItem(QStringLiteral("cpu"));
    if (m_api.client().info().hasCuda()) {
        m_device->insertItem(0, QStringLiteral("cuda"));
        m_device->setCurrentIndex(0);
    } else {
        m_device->setToolTip(tr("The engine reports no GPU: only the cpu target (C++ kernels)."));
    }
    m_mode->setObjectName(QStringLiteral("exportMode"));
    m_mode->addItem(tr("Inference"));
    m_mode->addItem(tr("Training step (forward and backward)"));
    m_mode->setToolTip(tr("A training step exports the backward kernels too: the model file "
                          "may define loss(model, *inputs) (default: the sum of the outputs)."));
    form->addRow(tr("Export:"), m_mode);
    form->addRow(tr("Device:"), m_device);
    form->addRow(QString(), m_strict);
    m_keep->setPlaceholderText(tr("e.g. aten.gelu, aten.native_layer_norm"));
    m_decompose->setPlaceholderText(tr("ops to force-decompose"));
    form->addRow(tr("Keep undecomposed:"), m_keep);
    form->addRow(tr("Force decompose:"), m_decompose);
    m_dims->setHorizontalHeaderLabels({tr("Input"), tr("Dim"), tr("Name"), tr("Min"), tr("Max")});
    m_dims->horizontalHeader()->setStretchLastSection(true);
    m_dims->verticalHeader()->hide();
    connect(m_dims, &QTableWidget::itemChanged, this, [this] {
        m_dimsEdited = true;
        validate();
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_model, &QLineEdit::textChanged, this, &NewProjectDialog::validate);
    connect(m_out, &QLineEdit::textChanged, this, &NewProjectDialog::validate);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(
        tr("Dynamic dimensions (from the model's dynamic_shapes(); edit names and ranges):")));
    layout->addWidget(m_dims, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(640, 480);
    if (!modelFile.isEmpty())
        setModelFile(modelFile);
    validate();
}

void NewProjectDialog::setModelFile(const QString& path) {
    const QFileInfo info(path);
    m_model->setText(info.absoluteFilePath());
    if (m_out->text().isEmpty()) {
        // Next to the model; a folder already there (an earlier project) is never proposed.
        const QDir dir = info.absoluteDir();
        QString proposed = dir.filePath(info.completeBaseName() + QStringLiteral("-project"));
        for (int n = 2; QFileInfo::exists(proposed) && n < 100; ++n)
            proposed =
                dir.filePath(QStringLiteral("%1-project-%2").arg(info.completeBaseName()).arg(n));
        m_out->setText(proposed);
    }
    m_dims->setRowCount(0);
    m_dimsEdited = false;
    m_status->setText(tr("Reading the model's inputs…"));
    m_api.inspectModel(info.absoluteFilePath(), this, [this](const Reply<ModelInspection>& reply) {
        if (!reply.ok()) {
            m_status->setText(tr("Could not inspect the model: %1").arg(reply.error.describe()));
            return;
        }
        const ModelInspection* m = &*reply.value;
        const QSignalBlocker block(m_dims);
        m_dims->setRowCount(int(m->dynamicDims.size()));
        for (int i = 0; i < m->dynamicDims.size(); ++i) {
            const DynamicDim& d = m->dynamicDims[i];
            auto fixed = [](const QString& text) {
                auto* item = new QTableWidgetItem(text);
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
                return item;
            };
            m_dims->setItem(i, 0, fixed(d.input));
            m_dims->setItem(i, 1, fixed(QString::number(d.dim)));
            m_dims->setItem(i, 2, new QTableWidgetItem(d.name));
            m_dims->setItem(
                i, 3, new QTableWidgetItem(d.min ? QString::number(*d.min) : QStringLiteral("1")));
            m_dims->setItem(i, 4,
                            new QTableWidgetItem(d.max ? QString::number(*d.max) : QString()));
        }
        m_status->setText(tr("%1: %2 inputs, %3 dynamic dims")
                              .arg(m->modelClass)
                              .arg(m->inputs.size())
                              .arg(m->dynamicDims.size()));
        validate();
    });
}

ExportSettings NewProjectDialog::settings() const {
    ExportSettings s;
    s.modelFile = m_model->text();
    s.outDir = QDir(m_out->text()).absolutePath();
    s.device = m_device->currentText();
    s.strict = m_strict->isChecked();
    s.train = m_mode->currentIndex() == 1;
    s.keepOps = splitOps(m_keep->text());
    s.decomposeOps = splitOps(m_decompose->text());
    s.overrideDynamicDims = m_dimsEdited;
    for (int r = 0; r < m_dims->rowCount(); ++r) {
        DynamicDimSetting d;
        d.input = m_dims->item(r, 0)->text();
        d.dim = m_dims->item(r, 1)->text().toInt();
        d.name = m_dims->item(r, 2)->text().trimmed();
        d.min = m_dims->item(r, 3)->text().toLongLong();
        d.max = m_dims->item(r, 4) ? m_dims->item(r, 4)->text().toLongLong() : 0;
        s.dynamicDims.append(d);
    }
    return s;
}

void NewProjectDialog::validate() {
    QString problem;
    if (!QFileInfo(m_model->text()).isFile())
        problem = tr("Choose a model file.");
    else if (m_out->text().trimmed().isEmpty())
        problem = tr("Choose a project folder.");
    for (int r = 0; problem.isEmpty() && r < m_dims->rowCount(); ++r) {
        const auto* name = m_dims->item(r, 2);
        const auto* min = m_dims->item(r, 3);
        const auto* max = m_dims->item(r, 4);
        if (!name || !min)
            continue;
        bool okMin = false;
        const qint64 lo = min->text().toLongLong(&okMin);
        const QString hiText = max ? max->text().trimmed() : QString();
        bool okMax = true;
        const qint64 hi = hiText.isEmpty() ? 0 : hiText.toLongLong(&okMax);
        if (name->text().trimmed().isEmpty())
            problem = tr("Row %1: a dynamic dim needs a name.").arg(r + 1);
        else if (!okMin || lo < 0 || !okMax || (hi != 0 && hi < lo))
            problem =
                tr("Row %1: the range must be 0 ≤ min ≤ max (max empty: unbounded).").arg(r + 1);
    }
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    if (!problem.isEmpty())
        m_status->setText(problem);
}

} // namespace ks
