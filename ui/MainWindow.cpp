#include "MainWindow.h"

#include "CodeView.h"
#include "EngineStatusWidget.h"
#include "LogPanel.h"
#include "common/DependencyVersions.h"
#include "engine/EngineClient.h"
#include "ks/BuildInfo.h"
#include "model/ModelInspection.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>

namespace ks {
namespace {

QLabel* placeholder(const QString& text) {
    auto* label = new QLabel(text);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setEnabled(false); // drawn in the palette's disabled text colour
    return label;
}

} // namespace

MainWindow::MainWindow(EngineClient& engine, QSettings& settings, QWidget* parent)
    : QMainWindow(parent), m_engine(engine), m_settings(settings), m_code(new CodeView),
      m_details(new QPlainTextEdit), m_log(new LogPanel(engine)),
      m_status(new EngineStatusWidget(engine)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("Kernel Studio"));
    setDockNestingEnabled(true);
    m_details->setObjectName(QStringLiteral("detailsView"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select a node or a kernel to see its details."));

    addPane(QStringLiteral("graphDock"), tr("Graph"),
            placeholder(tr("The exported graph appears here once the model is exported.")),
            Qt::LeftDockWidgetArea);
    addPane(QStringLiteral("fusionDock"), tr("Fusion Groups"),
            placeholder(tr("Kernels and the graph nodes each one fuses appear here once the "
                           "model is exported.")),
            Qt::LeftDockWidgetArea);
    addPane(QStringLiteral("codeDock"), tr("Code"), m_code, Qt::RightDockWidgetArea);
    addPane(QStringLiteral("detailsDock"), tr("Details"), m_details, Qt::RightDockWidgetArea);
    addPane(QStringLiteral("logDock"), tr("Log"), m_log, Qt::BottomDockWidgetArea);
    resize(1400, 900);
    // Default proportions (a saved layout, restored below, wins): code gets the most room.
    resizeDocks({dock(QStringLiteral("graphDock")), dock(QStringLiteral("codeDock"))}, {560, 840},
                Qt::Horizontal);
    resizeDocks({dock(QStringLiteral("codeDock")), dock(QStringLiteral("detailsDock"))}, {520, 160},
                Qt::Vertical);
    resizeDocks({dock(QStringLiteral("graphDock")), dock(QStringLiteral("fusionDock"))}, {440, 240},
                Qt::Vertical);
    resizeDocks({dock(QStringLiteral("logDock"))}, {150}, Qt::Vertical);

    statusBar()->addPermanentWidget(m_status);
    buildMenus();

    restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());

    connect(&m_engine, &EngineClient::failed, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
}

QDockWidget* MainWindow::addPane(const QString& objectName, const QString& title, QWidget* widget,
                                 Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

QDockWidget* MainWindow::dock(const QString& objectName) const {
    for (auto* d : m_docks)
        if (d->objectName() == objectName)
            return d;
    return nullptr;
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Model…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Model"), QString(),
                                                          tr("Python model files (*.py)"));
        if (!path.isEmpty())
            openModel(path);
    });
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (auto* d : m_docks)
        view->addAction(d->toggleViewAction());

    QMenu* engine = menuBar()->addMenu(tr("&Engine"));
    QAction* restart =
        engine->addAction(tr("&Restart Engine"), this, [this] { m_engine.restart(); });
    restart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction* env = engine->addAction(tr("Show &Environment"), this, &MainWindow::showEnvironment);
    env->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Kernel Studio"), this, &MainWindow::showAbout);
    about->setShortcut(QKeySequence::HelpContents);
}

void MainWindow::openModel(const QString& path) {
    QString error;
    if (!m_code->showFile(path, &error)) {
        m_details->setPlainText(error);
        statusBar()->showMessage(error, 10000);
        return;
    }
    setWindowTitle(QStringLiteral("%1 — Kernel Studio").arg(QFileInfo(path).fileName()));
    m_details->setPlainText(tr("Inspecting %1 …").arg(path));
    inspectModel(m_engine, QFileInfo(path).absoluteFilePath(), this,
                 [this](const std::optional<ModelInspection>& m, const QString& err) {
                     m_details->setPlainText(m ? m->toText()
                                               : tr("Could not inspect the model:\n%1").arg(err));
                 });
}

void MainWindow::showEnvironment() {
    m_engine.request(QStringLiteral("environment"), {}, this, [this](const RpcResult& r) {
        if (!r.ok()) {
            m_details->setPlainText(r.error->describe());
            return;
        }
        QString error;
        auto env = EngineEnvironment::fromJson(r.result.toObject(), &error);
        m_details->setPlainText(env ? env->toText() : error);
    });
}

void MainWindow::showAbout() {
    QString text = tr("<h3>Kernel Studio %1</h3><p>An IDE for the code the PyTorch compiler "
                      "writes.</p><p>")
                       .arg(QString::fromLatin1(build::kVersion));
    for (const auto& [name, version] : dependencyVersions())
        text += QStringLiteral("%1 %2<br>").arg(name.toHtmlEscaped(), version.toHtmlEscaped());
    if (m_engine.state() == EngineState::Ready || m_engine.state() == EngineState::Busy)
        text += tr("Engine: %1 %2 (%3)")
                    .arg(m_engine.info().engineName, m_engine.info().engineVersion,
                         m_engine.info().summary().toHtmlEscaped());
    text += QStringLiteral("</p>");
    QMessageBox::about(this, tr("About Kernel Studio"), text);
}

void MainWindow::saveLayout() {
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.sync();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace ks
