#include "PreferencesDialog.h"

#include "engine/EngineCommand.h"

#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ks {
namespace {
// torch.testing.assert_close defaults.
const QString kDefaultTolerances =
    QStringLiteral("float32:1.3e-6:1e-5;float16:1e-3:1e-5;bfloat16:1.6e-2:1e-5;float64:1e-7:1e-7");
} // namespace

PreferencesDialog::PreferencesDialog(QSettings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_engine(new QLineEdit), m_font(new QFontComboBox),
      m_fontSize(new QSpinBox), m_tolerances(new QTableWidget(0, 3)) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout;
    m_engine->setObjectName(QStringLiteral("engineCommand"));
    m_engine->setText(m_settings.value(QLatin1String(kEngineCommandSetting)).toString());
    m_engine->setPlaceholderText(EngineCommand::defaultCommand().toString());
    m_engine->setToolTip(tr("Any command that speaks the engine protocol on stdin/stdout, e.g. "
                            "ssh gpu-host /opt/venv/bin/python -m kernel_studio.server. Takes "
                            "effect when the engine restarts."));
    form->addRow(tr("Engine command:"), m_engine);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.fromString(
        m_settings.value(QLatin1String(kEditorFontSetting), font.toString()).toString());
    m_font->setFontFilters(QFontComboBox::MonospacedFonts);
    m_font->setCurrentFont(font);
    m_fontSize->setRange(6, 32);
    m_fontSize->setValue(font.pointSize() > 0 ? font.pointSize() : 10);
    auto* fontRow = new QHBoxLayout;
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);
    form->addRow(tr("Editor font:"), fontRow);

    m_tolerances->setHorizontalHeaderLabels({tr("dtype"), tr("rtol"), tr("atol")});
    m_tolerances->horizontalHeader()->setStretchLastSection(true);
    m_tolerances->verticalHeader()->hide();
    const QStringList rows = m_settings.value(QLatin1String(kTolerancesSetting), kDefaultTolerances)
                                 .toString()
                                 .split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString& row : rows) {
        const QStringList parts = row.split(QLatin1Char(':'));
        if (parts.size() != 3)
            continue;
        const int r = m_tolerances->rowCount();
        m_tolerances->insertRow(r);
        auto* dtype = new QTableWidgetItem(parts[0]);
        dtype->setFlags(dtype->flags() & ~Qt::ItemIsEditable);
        m_tolerances->setItem(r, 0, dtype);
        m_tolerances->setItem(r, 1, new QTableWidgetItem(parts[1]));
        m_tolerances->setItem(r, 2, new QTableWidgetItem(parts[2]));
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(
        new QLabel(tr("Verification tolerances (torch.testing.assert_close defaults):")));
    layout->addWidget(m_tolerances, 1);
    layout->addWidget(buttons);
}

void PreferencesDialog::save() {
    const QString engine = m_engine->text().trimmed();
    if (engine.isEmpty())
        m_settings.remove(QLatin1String(kEngineCommandSetting));
    else
        m_settings.setValue(QLatin1String(kEngineCommandSetting), engine);
    QFont font = m_font->currentFont();
    font.setPointSize(m_fontSize->value());
    m_settings.setValue(QLatin1String(kEditorFontSetting), font.toString());
    QStringList rows;
    for (int r = 0; r < m_tolerances->rowCount(); ++r) {
        bool okR = false, okA = false;
        const double rtol = m_tolerances->item(r, 1)->text().toDouble(&okR);
        const double atol = m_tolerances->item(r, 2)->text().toDouble(&okA);
        if (okR && okA && rtol >= 0 && atol >= 0)
            rows << QStringLiteral("%1:%2:%3")
                        .arg(m_tolerances->item(r, 0)->text())
                        .arg(rtol)
                        .arg(atol);
    }
    m_settings.setValue(QLatin1String(kTolerancesSetting), rows.join(QLatin1Char(';')));
    m_settings.sync();
}

} // namespace ks
