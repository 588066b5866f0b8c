#pragma once
// The IDE window: assembles the docks (graph, fusion groups, code, details, log), the menus
// and the status bar. It holds no models and runs no jobs of its own.

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QPlainTextEdit;
class QSettings;

namespace ks {

class CodeView;
class EngineClient;
class EngineStatusWidget;
class LogPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(EngineClient& engine, QSettings& settings, QWidget* parent = nullptr);

    /// Shows a model file and asks the engine to inspect it.
    void openModel(const QString& path);

    EngineStatusWidget* engineStatus() const { return m_status; }
    CodeView* codeView() const { return m_code; }
    QPlainTextEdit* detailsView() const { return m_details; }
    LogPanel* logPanel() const { return m_log; }
    QDockWidget* dock(const QString& objectName) const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QDockWidget* addPane(const QString& objectName, const QString& title, QWidget* widget,
                         Qt::DockWidgetArea area);
    void buildMenus();
    void showAbout();
    void showEnvironment();
    void saveLayout();

    EngineClient& m_engine;
    QSettings& m_settings;
    CodeView* m_code;
    QPlainTextEdit* m_details;
    LogPanel* m_log;
    EngineStatusWidget* m_status;
    QList<QDockWidget*> m_docks;
};

} // namespace ks
