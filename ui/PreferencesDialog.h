#pragma once
// Preferences: the engine command (local virtualenv by default, or any command such as ssh to
// a GPU host), the editor font, and the verification tolerances per dtype.

#include <QDialog>

class QFontComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;
class QTableWidget;

namespace ks {

/// Settings keys.
inline constexpr const char* kEditorFontSetting = "editor/font";
inline constexpr const char* kTolerancesSetting = "verify/tolerances"; // "dtype:rtol:atol;..."

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(QSettings& settings, QWidget* parent = nullptr);

    /// Writes the edited values to the settings.
    void save();

private:
    QSettings& m_settings;
    QLineEdit* m_engine;
    QFontComboBox* m_font;
    QSpinBox* m_fontSize;
    QTableWidget* m_tolerances;
};

} // namespace ks
