// kernel-studio: the IDE (default) or a headless subcommand.

#include "EngineSetupDialog.h"
#include "HeadlessCommands.h"
#include "MainWindow.h"
#include "RegenerateController.h"
#include "SelectionController.h"
#include "Theme.h"
#include "app/EngineApi.h"
#include "app/ProjectSession.h"
#include "common/DependencyVersions.h"
#include "common/InstallLayout.h"
#include "engine/EngineClient.h"
#include "graph/GraphModel.h"
#include "graph/GraphView.h"
#include "graph/LayoutService.h"
#include "ks/BuildInfo.h"
#include "merge/GenerationDiffView.h"
#include "merge/MergeView.h"
#include "torchlib/TorchLibrary.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTextStream>
#include <QTimer>
#include <Qsci/qsciglobal.h>
#include <cstring>
#include <memory>

namespace {

void setIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("KernelStudio"));
    QCoreApplication::setApplicationName(QStringLiteral("kernel-studio"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(ks::build::kVersion));
}

QString versionText() {
    QString text = QStringLiteral("kernel-studio %1 (git %2)\n")
                       .arg(QString::fromLatin1(ks::build::kVersion),
                            QString::fromLatin1(ks::build::kGitRevision));
    for (const auto& [name, version] : ks::dependencyVersions())
        text += QStringLiteral("  %1 %2\n").arg(name, version);
    text += QStringLiteral("  QScintilla %1\n").arg(QStringLiteral(QSCINTILLA_VERSION_STR));
    return text;
}

QString usageText() {
    return QStringLiteral(
        "Usage: kernel-studio [options] [MODEL.py]\n"
        "       kernel-studio doctor [PROJECT] [--json] [--engine CMD] [--verbose]\n"
        "       kernel-studio inspect MODEL.py [--json] [--engine CMD] [--verbose]\n"
        "       kernel-studio export MODEL.py --out DIR [--device cpu|cuda] [--json]\n"
        "       kernel-studio import ARTIFACT --model MODEL.py --out DIR [--json]\n"
        "       kernel-studio verify PROJECT [--trials N] [--interpreter] [--json]\n"
        "       kernel-studio profile PROJECT [--repeats N] [--top N] [--json]\n"
        "       kernel-studio kernels PROJECT [--json]\n"
        "       kernel-studio check PROJECT [--json]\n"
        "       kernel-studio revert PROJECT (KERNEL... | --all)\n"
        "       kernel-studio status PROJECT [--json]\n"
        "       kernel-studio regenerate PROJECT [--json] [--no-verify]\n"
        "       kernel-studio merge PROJECT [--json] [--no-verify] [--base N]\n"
        "       kernel-studio diff PROJECT [GEN_A GEN_B] [--json] [--stat]\n"
        "       kernel-studio ir PROJECT KERNEL [--stage ttir|ttgir|llir|ptx|sass|asm]\n"
        "                        [--target sm_NN] [--json]\n"
        "       kernel-studio resources PROJECT [--target sm_NN] [--cached] [--json]\n"
        "       kernel-studio setup [--engine CMD] [--yes] [--dry-run]\n"
        "       kernel-studio trust DIR | --list\n"
        "\n"
        "Kernel Studio: an IDE for the code the PyTorch compiler writes.\n"
        "\n"
        "Commands:\n"
        "  (none)    open the IDE, optionally on a model file\n"
        "  setup     give Kernel Studio its engine: keep --engine CMD, or make a virtualenv\n"
        "            with the pinned torch under the user's data folder\n"
        "  doctor    print the environment the engine reports; exit 0 when healthy\n"
        "  inspect   load a model file in the engine, run it eagerly, print its signature\n"
        "  export    export a model to a project folder: standalone Python + kernels, metadata\n"
        "  import    a torch.compiler.precompile artifact as a new project (its kernels)\n"
        "  verify    check a project's working module against the eager model; locate the\n"
        "            first kernel that diverges\n"
        "  profile   time every kernel launch of a project's working module: share, bandwidth,\n"
        "            FLOP/s, % of the device's roofline; slowest first\n"
        "  kernels   list the working module's kernels: lines, launches, edited or not\n"
        "  check     check the working module as the IDE does on save (no run)\n"
        "  revert    put kernels of the working module back to their generated code\n"
        "  ir        what a kernel compiles to (Triton stages to SASS, C++ assembly), line by\n"
        "            line against its source, with registers, spills, occupancy\n"
        "  resources every kernel's registers, spills, shared memory, occupancy (vector width on\n"
        "            cpu) at once, cached per kernel text\n"
        "  trust     trust a folder: verify, profile, regenerate, merge, ir and the IDE run the\n"
        "            Python code of projects in it (others need --trust; docs/security.md)\n"
        "\n"
        "Options:\n"
        "  --engine CMD   command that starts the engine (also KS_ENGINE, setting engine/command)\n"
        "  -h, --help     show this help (each command has its own: doctor --help)\n"
        "  -v, --version  show the version and the libraries it was built with\n"
        "\n"
        "Exit codes: 0 ok, 1 verify mismatch, 2 bad input, 3 engine failure, 4 merge "
        "conflicts,\n5 edits stranded by a merge, 6 the machine cannot do it (a full disk, no "
        "GPU), 7 the project is being written by another command, 8 the project's folder is not\n"
        "trusted (nothing was run), 130 cancelled (Ctrl+C).\n");
}

bool hasFlag(int argc, char** argv, const char* longName, const char* shortName) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], longName) == 0 || std::strcmp(argv[i], shortName) == 0)
            return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    const bool headless = argc > 1 && ks::cli::isHeadlessCommand(QString::fromLocal8Bit(argv[1]));
    if (headless) {
        QCoreApplication app(argc, argv);
        setIdentity();
        return ks::cli::runHeadless(QCoreApplication::arguments());
    }
    if (argc > 1) {
        const QString error = ks::cli::unknownCommandError(QString::fromLocal8Bit(argv[1]));
        if (!error.isEmpty()) {
            QTextStream(stderr) << error << "\n";
            return 2;
        }
    }
    if (hasFlag(argc, argv, "--version", "-v") || hasFlag(argc, argv, "--help", "-h")) {
        QCoreApplication app(argc, argv);
        setIdentity();
        QTextStream(stdout) << (hasFlag(argc, argv, "--help", "-h") ? usageText() : versionText());
        return 0;
    }

    QApplication app(argc, argv);
    setIdentity();
    QCommandLineParser parser;
    QCommandLineOption engineOption(QStringLiteral("engine"), QStringLiteral("Engine command."),
                                    QStringLiteral("command"));
    parser.addOption(engineOption);
    QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG of the window once the engine is idle and the graph is "
                       "drawn, then quit."),
        QStringLiteral("file"));
    parser.addOption(screenshotOption);
    QCommandLineOption sizeOption(QStringLiteral("window-size"),
                                  QStringLiteral("Window size in pixels, e.g. 1920x1080."),
                                  QStringLiteral("WxH"));
    parser.addOption(sizeOption);
    QCommandLineOption zoomOption(
        QStringLiteral("graph-zoom"),
        QStringLiteral("Graph scale once it is drawn: \"fit\" or a factor (1 is 100%)."),
        QStringLiteral("zoom"));
    parser.addOption(zoomOption);
    QCommandLineOption themeOption(QStringLiteral("theme"),
                                   QStringLiteral("Colours: system (default), light or dark."),
                                   QStringLiteral("theme"));
    parser.addOption(themeOption);
    QCommandLineOption raiseOption(QStringLiteral("raise"),
                                   QStringLiteral("Bring a dock to the front (e.g. verifyDock)."),
                                   QStringLiteral("dock"));
    parser.addOption(raiseOption);
    QCommandLineOption selectOption(
        QStringLiteral("select"),
        QStringLiteral("Select a kernel once the project is open (its code, nodes and group), "
                       "or else a graph node by its name."),
        QStringLiteral("kernel"));
    parser.addOption(selectOption);
    QCommandLineOption openOption(
        QStringLiteral("graph-open"),
        QStringLiteral("Open these modules or groups of ops in the graph once the project is "
                       "open (paths, comma-separated: \"layers.0,ops 101-200\")."),
        QStringLiteral("paths"));
    parser.addOption(openOption);
    QCommandLineOption colourOption(
        QStringLiteral("colour-by"),
        QStringLiteral("Colour the graph's kernels once the project is open: none, time, "
                       "registers, spills, occupancy (cuda) or vector (cpu); a resource is "
                       "computed first."),
        QStringLiteral("what"));
    parser.addOption(colourOption);
    QCommandLineOption mergeOption(
        QStringLiteral("merge"),
        QStringLiteral("Merge the working copy into the current generation once the project is "
                       "open (the merge view opens on conflicts; --screenshot then saves it)."));
    parser.addOption(mergeOption);
    QCommandLineOption compareOption(
        QStringLiteral("compare-generations"),
        QStringLiteral("Open Compare Generations once the project is open (with --select: "
                       "select that kernel's pair there)."));
    parser.addOption(compareOption);
    parser.addPositionalArgument(QStringLiteral("MODEL.py"),
                                 QStringLiteral("A model file to open."));
    parser.process(app);

    const QString theme = parser.value(themeOption);
    if (theme == QLatin1String("dark") || theme == QLatin1String("light")) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(theme == QLatin1String("dark")
                                     ? ks::darkPalette()
                                     : QApplication::style()->standardPalette());
    } else if (!theme.isEmpty() && theme != QLatin1String("system")) {
        QTextStream(stderr) << "kernel-studio: --theme: system, light or dark, not " << theme
                            << "\n";
        return 2;
    }

    QSettings settings;
    ks::EngineClient::Options options;
    options.command = ks::EngineCommand::resolve(parser.value(engineOption), &settings);
    // An installed app's first start: no engine named and none made yet. Setup says what it
    // downloads and asks; declined, the window opens with the engine failed and says why.
    if (!ks::layout::installedDataDir().isEmpty() &&
        options.command.program == ks::layout::defaultEnginePython() &&
        !QFileInfo::exists(options.command.program)) {
        ks::EngineSetupDialog setup(QCoreApplication::applicationFilePath());
        setup.start();
        setup.exec();
    }
    ks::TorchLibrary::setEngineCommand(options.command);
    ks::EngineClient engine(options);
    ks::EngineApi api(engine);
    ks::ProjectSession session(api);
    ks::LayoutService layouts;
    ks::MainWindow window(api, session, layouts, settings);
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt();
        const int h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 200 || h < 200) {
            QTextStream(stderr) << "kernel-studio: --window-size: WIDTHxHEIGHT, e.g. 1920x1080\n";
            return 2;
        }
        window.resize(w, h);
    }
    window.show();
    engine.start();
    if (parser.isSet(zoomOption)) {
        const QString zoom = parser.value(zoomOption);
        bool ok = zoom == QLatin1String("fit");
        const double factor = ok ? 0 : zoom.toDouble(&ok);
        if (!ok || (zoom != QLatin1String("fit") && factor <= 0)) {
            QTextStream(stderr) << "kernel-studio: --graph-zoom: fit or a factor, not " << zoom
                                << "\n";
            return 2;
        }
        // Once the opened graph is drawn and settled (opening may close modules to fit).
        auto applied = std::make_shared<bool>(false);
        QObject::connect(window.graphView(), &ks::GraphView::layoutShown, &window,
                         [&window, factor, applied] {
                             if (*applied || window.graphView()->isLayoutPending())
                                 return;
                             *applied = true;
                             auto* canvas = window.graphView()->canvas();
                             if (factor > 0) {
                                 canvas->setTransform(QTransform::fromScale(factor, factor));
                                 canvas->centerOn(canvas->sceneRect().center().x(),
                                                  canvas->sceneRect().top() +
                                                      canvas->viewport()->height() / (2 * factor));
                             } else {
                                 window.graphView()->fit();
                             }
                         });
    }
    if (!parser.positionalArguments().isEmpty()) {
        const QString path = parser.positionalArguments().constFirst();
        QTimer::singleShot(0, &window, [&window, path] {
            window.openPath(path);
            // A model file alone: the user means to make a project of it.
            const QFileInfo model(path);
            if (model.isFile() && model.suffix() == QLatin1String("py"))
                window.newProjectFrom(model.absoluteFilePath());
        });
    } else {
        QTimer::singleShot(0, &window, [&window] { window.restoreLastSession(); });
    }
    if (parser.isSet(raiseOption)) {
        const QString name = parser.value(raiseOption);
        QTimer::singleShot(1000, &window, [&window, name] {
            if (window.dock(name))
                window.revealDock(name);
        });
    }
    if (parser.isSet(selectOption)) {
        const QString name = parser.value(selectOption);
        auto select = [&window, &session, name] {
            const auto graph = session.graph();
            const int kernel = graph ? graph->kernelIndex(name) : -1;
            const int node = graph && kernel < 0 ? graph->nodeIndex(name) : -1;
            if (kernel >= 0)
                window.selection()->selectKernel(kernel);
            else if (node >= 0)
                window.selection()->selectNode(node);
            else
                QTextStream(stderr)
                    << "kernel-studio: --select: no kernel or node " << name << "\n";
        };
        // After the window has taken the opened project in (it does so right after the
        // session's signal).
        QObject::connect(
            &session, &ks::ProjectSession::opened, &window,
            [&window, select] { QTimer::singleShot(0, &window, select); },
            Qt::SingleShotConnection);
    }
    if (parser.isSet(openOption)) {
        const QStringList paths = parser.value(openOption).split(QLatin1Char(','));
        // Once the opened graph is drawn (a Fit on opening may close modules to stay readable).
        auto applied = std::make_shared<bool>(false);
        QObject::connect(
            window.graphView(), &ks::GraphView::layoutShown, &window, [&window, paths, applied] {
                const auto graph = window.graphView()->graph();
                if (*applied || !graph || window.graphView()->isLayoutPending())
                    return;
                *applied = true;
                QSet<QString> expanded = window.graphView()->expandedModules();
                for (const QString& path : paths) {
                    if (graph->moduleIndex(path) <= 0)
                        QTextStream(stderr)
                            << "kernel-studio: --graph-open: no module or group " << path << "\n";
                    else
                        expanded.insert(path);
                }
                window.graphView()->setExpandedModules(expanded);
            });
    }
    if (parser.isSet(colourOption)) {
        const QString key = parser.value(colourOption);
        QObject::connect(
            &session, &ks::ProjectSession::opened, &window,
            [&window, key] {
                QTimer::singleShot(0, &window, [&window, key] {
                    window.graphView()->setColourBy(key);
                    if (window.graphView()->colourBy() != key)
                        QTextStream(stderr) << "kernel-studio: --colour-by: no colouring " << key
                                            << " for this project\n";
                });
            },
            Qt::SingleShotConnection);
    }
    const bool merge = parser.isSet(mergeOption);
    if (merge)
        QObject::connect(
            &session, &ks::ProjectSession::opened, &window,
            [&window] {
                QTimer::singleShot(0, &window,
                                   [&window] { window.regeneration()->mergeAction()->trigger(); });
            },
            Qt::SingleShotConnection);
    const bool compare = parser.isSet(compareOption);
    if (compare) {
        const QString name = parser.value(selectOption);
        QObject::connect(
            &session, &ks::ProjectSession::opened, &window,
            [&window, name] {
                QTimer::singleShot(0, &window, [&window, name] {
                    if (auto* action =
                            window.findChild<QAction*>(QStringLiteral("compareGenerationsAction")))
                        action->trigger();
                    auto* view = window.findChild<ks::GenerationDiffView*>();
                    if (!view)
                        return;
                    view->resize(view->screen()->availableSize());
                    if (!name.isEmpty() && !view->selectKernel(name))
                        QTextStream(stderr) << "kernel-studio: --select: no kernel " << name
                                            << " in the comparison\n";
                });
            },
            Qt::SingleShotConnection);
    }
    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        auto grabWhenSettled = [&window, &engine, file, merge, compare] {
            // Wait until the engine settled (ready with nothing in flight, or failed).
            auto* poll = new QTimer(&window);
            QObject::connect(
                poll, &QTimer::timeout, &window, [&window, &engine, file, poll, merge, compare] {
                    const bool engineSettled =
                        engine.state() == ks::EngineState::Ready || ks::isFailed(engine.state());
                    if (!engineSettled || window.isOpeningProject() ||
                        window.graphView()->isLayoutPending() || window.isExporting() ||
                        window.regeneration()->isRunning() || window.isComputingResources() ||
                        (merge && !window.regeneration()->lastOutcome()))
                        return;
                    // With --compare-generations: the comparison window, once its graph is drawn.
                    auto* view = window.findChild<ks::GenerationDiffView*>();
                    if (compare && (!view || !view->graphView()->currentLayout() ||
                                    view->graphView()->isLayoutPending()))
                        return;
                    poll->stop();
                    // The merge view when the merge opened one, the comparison, else the window.
                    QWidget* shown = window.regeneration()->mergeView();
                    if (!shown && compare)
                        shown = view;
                    const bool saved =
                        (shown ? shown : static_cast<QWidget*>(&window))->grab().save(file);
                    // A layout that failed (Graphviz, the layout helper) is said, not only drawn.
                    const QString graphStatus = window.graphView()->statusText();
                    if (graphStatus.startsWith(QLatin1String("Layout failed")))
                        QTextStream(stderr) << "kernel-studio: graph: " << graphStatus << "\n";
                    QTextStream(stderr) << (saved ? "saved " : "could not save ") << file << "\n";
                    QApplication::exit(saved ? 0 : 1);
                });
            poll->start(250);
        };
        QTimer::singleShot(500, &window, grabWhenSettled);
    }
    return QApplication::exec();
}
