#include "project/Project.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <sstream>
#include <toml++/toml.h>

namespace ks {
namespace {

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::optional<QString> readText(const QString& path, QString* why) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = file.errorString();
        return std::nullopt;
    }
    return QString::fromUtf8(file.readAll());
}

// A kernel name as it appears in the module: its stable name, Inductor's raw name, or for
// library calls the function ("extern_kernels.addmm:2" -> "addmm").
bool lineMentions(const QString& line, const Kernel& k) {
    if (line.contains(k.name) || (!k.rawName.isEmpty() && line.contains(k.rawName)))
        return true;
    if (k.isExtern()) {
        const QString function =
            k.rawName.section(QLatin1Char(':'), 0, 0).section(QLatin1Char('.'), -1);
        return !function.isEmpty() && line.contains(function);
    }
    return false;
}

// Why the metadata does not describe this module, or empty when it does.
QString mismatch(const GraphModel& graph, const QStringList& lines, const QString& moduleName) {
    const int count = int(lines.size());
    for (const Kernel& k : graph.kernels()) {
        auto outside = [count](const LineRange& r) { return r.end > count; };
        if (k.definition) {
            if (outside(*k.definition) || k.commentLine > count)
                return QStringLiteral("kernel %1's definition (lines %2-%3) lies past the end "
                                      "of %4 (%5 lines)")
                    .arg(k.name)
                    .arg(k.definition->start)
                    .arg(k.definition->end)
                    .arg(moduleName)
                    .arg(count);
            // The name is on the first lines (a @triton.jit decorator may come first).
            bool named = false;
            for (int line = k.definition->start;
                 line <= std::min(k.definition->end, k.definition->start + 3) && !named; ++line)
                named = lineMentions(lines[line - 1], k);
            if (!named)
                return QStringLiteral("line %1 of %2 should define kernel %3 but reads \"%4\"")
                    .arg(k.definition->start)
                    .arg(moduleName, k.name, lines[k.definition->start - 1].trimmed().left(80));
        }
        for (const LineRange& r : k.launches) {
            if (outside(r))
                return QStringLiteral("kernel %1's launch (line %2) lies past the end of %3 "
                                      "(%4 lines)")
                    .arg(k.name)
                    .arg(r.start)
                    .arg(moduleName)
                    .arg(count);
            bool found = false;
            for (int line = r.start; line <= r.end && !found; ++line)
                found = lineMentions(lines[line - 1], k);
            if (!found)
                return QStringLiteral("lines %1-%2 of %3 should launch kernel %4 but read \"%5\"")
                    .arg(r.start)
                    .arg(r.end)
                    .arg(moduleName, k.name, lines[r.start - 1].trimmed().left(80));
        }
    }
    return {};
}

// Format 2 records the spec as a table, format 1 as JSON text; shown as JSON, empty when
// the spec keeps and decomposes nothing.
QString decompositionsText(toml::node_view<const toml::node> node) {
    if (const toml::table* table = node.as_table()) {
        bool empty = (*table)["base"].value_or(std::string_view("none")) == "none";
        for (const char* key : {"keep", "decompose"})
            if (const toml::array* ops = (*table)[key].as_array())
                empty = empty && ops->empty();
        if (empty)
            return {};
        std::ostringstream out;
        out << toml::json_formatter(*table, toml::format_flags::none);
        return QString::fromStdString(out.str()).simplified();
    }
    return fromStd(node.value_or(std::string_view()));
}

// {B = [1, 2, 4]}; entries that are not arrays of positive integers are left out (the
// engine writes the file; the IDE only shows them).
CudaGraphBuckets cudaGraphBucketsOf(toml::node_view<const toml::node> node) {
    CudaGraphBuckets buckets;
    if (const toml::table* table = node.as_table())
        for (auto&& [key, value] : *table) {
            QList<qint64> sizes;
            if (const toml::array* array = value.as_array())
                for (const toml::node& size : *array)
                    if (size.value_or(int64_t(0)) > 0)
                        sizes << qint64(size.value_or(int64_t(0)));
            if (!sizes.isEmpty())
                buckets.insert(fromStd(key.str()), sizes);
        }
    return buckets;
}

} // namespace

QString ProjectError::describe() const {
    QString where = QDir::toNativeSeparators(file);
    if (line > 0) {
        where += QStringLiteral(":%1").arg(line);
        if (column > 0)
            where += QStringLiteral(":%1").arg(column);
    }
    return where.isEmpty() ? message : QStringLiteral("%1: %2").arg(where, message);
}

bool Project::isProjectFolder(const QString& folder) {
    return QFileInfo(QDir(folder).filePath(QLatin1String(kProjectFile))).isFile();
}

QString Project::projectFilePath() const {
    return QDir(m_folder).filePath(QLatin1String(kProjectFile));
}
QString Project::generatedDir() const {
    return QDir(m_folder).filePath(QStringLiteral("generated"));
}
QString Project::generatedModulePath() const {
    return QDir(generatedDir()).filePath(m_settings.name + QStringLiteral(".py"));
}
QString Project::metadataPath() const {
    return QDir(generatedDir()).filePath(QStringLiteral("metadata.json"));
}
QString Project::inductorOutputPath() const {
    return QDir(generatedDir()).filePath(QStringLiteral("inductor_output.py.txt"));
}
QString Project::workingModulePath() const {
    return QDir(m_folder).filePath(m_settings.module);
}
QString Project::stateDir() const {
    return QDir(m_folder).filePath(QStringLiteral(".kernel-studio"));
}

std::optional<ProjectSettings> Project::readSettings(const QString& folder, ProjectError* error) {
    auto fail = [error](const QString& file, const QString& message, int line = 0,
                        int column = 0) -> std::optional<ProjectSettings> {
        if (error)
            *error = ProjectError{file, line, column, message};
        return std::nullopt;
    };
    const QFileInfo dirInfo(folder);
    if (!dirInfo.isDir())
        return fail(folder, QStringLiteral("no such folder"));
    const QString tomlPath =
        dirInfo.absoluteFilePath() + QLatin1Char('/') + QLatin1String(kProjectFile);
    if (!QFileInfo(tomlPath).isFile())
        return fail(tomlPath, QStringLiteral("missing: %1 is not a Kernel Studio project")
                                  .arg(QDir::toNativeSeparators(dirInfo.absoluteFilePath())));

    QString why;
    const auto tomlText = readText(tomlPath, &why);
    if (!tomlText)
        return fail(tomlPath, QStringLiteral("cannot read: %1").arg(why));
    toml::table doc;
    try {
        const QByteArray utf8 = tomlText->toUtf8();
        doc = toml::parse(std::string_view(utf8.constData(), size_t(utf8.size())),
                          tomlPath.toStdString());
    } catch (const toml::parse_error& e) {
        return fail(tomlPath, fromStd(e.description()), int(e.source().begin.line),
                    int(e.source().begin.column));
    }
    const toml::table* project = doc["project"].as_table();
    if (!project)
        return fail(tomlPath, QStringLiteral("the [project] table is missing"));
    ProjectSettings s;
    const auto format = (*project)["format"].value<int64_t>();
    if (!format)
        return fail(tomlPath, QStringLiteral("project.format is missing or not an integer"));
    if (*format > kFormat)
        return fail(tomlPath, QStringLiteral("project format %1 is newer than this build reads "
                                             "(%2); update Kernel Studio")
                                  .arg(*format)
                                  .arg(kFormat));
    s.format = int(*format);
    s.name = fromStd((*project)["name"].value_or(std::string_view()));
    if (s.name.isEmpty() || s.name.contains(QLatin1Char('/')) ||
        s.name.startsWith(QLatin1Char('.')))
        return fail(tomlPath, QStringLiteral("project.name is missing or not a module name"));
    s.module = fromStd((*project)["module"].value_or(std::string_view()));
    if (s.module.isEmpty())
        s.module = s.name + QStringLiteral(".py");
    if (s.module.contains(QLatin1Char('/')) || s.module.startsWith(QLatin1Char('.')))
        return fail(tomlPath, QStringLiteral("project.module must be a file name in the project "
                                             "folder, not \"%1\"")
                                  .arg(s.module));
    if (const toml::table* exp = doc["export"].as_table()) {
        s.model = fromStd((*exp)["model"].value_or(std::string_view()));
        s.device = fromStd((*exp)["device"].value_or(std::string_view()));
        s.strict = (*exp)["strict"].value_or(false);
        s.generation = int((*exp)["generation"].value_or(int64_t(1)));
        s.decompositions = decompositionsText((*exp)["decompositions"]);
        if (const toml::table* options = (*exp)["inductor"].as_table())
            for (auto&& [key, value] : *options) {
                std::ostringstream text;
                if (const auto* b = value.as_boolean())
                    text << (b->get() ? "true" : "false");
                else if (const auto* i = value.as_integer())
                    text << i->get();
                else
                    continue;
                s.inductor << QStringLiteral("%1 = %2").arg(fromStd(key.str()),
                                                            QString::fromStdString(text.str()));
            }
        s.cudaGraphBuckets = cudaGraphBucketsOf((*exp)["cuda_graph_buckets"]);
        s.engineVersion = fromStd((*exp)["engine"].value_or(std::string_view()));
        s.torchVersion = fromStd((*exp)["torch"].value_or(std::string_view()));
        s.artifact = fromStd((*exp)["artifact"].value_or(std::string_view()));
    }
    if (const toml::table* inputs = doc["inputs"].as_table())
        for (auto&& [key, value] : *inputs)
            s.inputs << QStringLiteral("%1: %2").arg(fromStd(key.str()),
                                                     fromStd(value.value_or(std::string_view())));
    if (const toml::table* dynamic = doc["dynamic"].as_table())
        for (auto&& [key, value] : *dynamic) {
            const toml::table* d = value.as_table();
            if (!d)
                continue;
            const auto max = (*d)["max"].value<int64_t>();
            s.dynamicDims << QStringLiteral("%1 = %2.shape[%3] in [%4, %5]")
                                 .arg(fromStd(key.str()),
                                      fromStd((*d)["input"].value_or(std::string_view())))
                                 .arg((*d)["dim"].value_or(int64_t(0)))
                                 .arg((*d)["min"].value_or(int64_t(0)))
                                 .arg(max ? QString::number(*max) : QStringLiteral("inf"));
        }
    if (const toml::table* verify = doc["verify"].as_table())
        if (const toml::table* tol = (*verify)["tolerances"].as_table())
            for (auto&& [key, value] : *tol)
                if (const toml::table* t = value.as_table())
                    s.tolerances << QStringLiteral("%1 rtol %2 atol %3")
                                        .arg(fromStd(key.str()))
                                        .arg((*t)["rtol"].value_or(0.0))
                                        .arg((*t)["atol"].value_or(0.0));
    if (const toml::table* engine = doc["engine"].as_table())
        s.engineCommand = fromStd((*engine)["command"].value_or(std::string_view()));
    if (const toml::table* compiled = doc["compiled"].as_table())
        s.compileTarget = fromStd((*compiled)["target"].value_or(std::string_view()));

    return s;
}

std::optional<Project> Project::load(const QString& folder, ProjectError* error) {
    auto fail = [error](const QString& file, const QString& message, int line = 0,
                        int column = 0) -> std::optional<Project> {
        if (error)
            *error = ProjectError{file, line, column, message};
        return std::nullopt;
    };
    auto settings = readSettings(folder, error);
    if (!settings)
        return std::nullopt;
    Project p;
    p.m_folder = QFileInfo(folder).absoluteFilePath();
    p.m_settings = std::move(*settings);
    const ProjectSettings& s = p.m_settings;
    QString why;
    if (!QFileInfo(p.generatedDir()).isDir())
        return fail(p.generatedDir(), QStringLiteral("the generated folder is missing; export "
                                                     "the model again to recreate it"));
    const QString modulePath = p.generatedModulePath();
    if (!QFileInfo(modulePath).isFile())
        return fail(modulePath, QStringLiteral("the generated module is missing; export the "
                                               "model again to recreate it"));
    const auto source = readText(modulePath, &why);
    if (!source)
        return fail(modulePath, QStringLiteral("cannot read: %1").arg(why));
    p.m_generatedSource = *source;
    if (!QFileInfo(p.metadataPath()).isFile())
        return fail(p.metadataPath(), QStringLiteral("missing; export the model again"));
    QString graphError;
    p.m_graph = GraphModel::fromMetadataFile(p.metadataPath(), &graphError);
    if (!p.m_graph) {
        // fromMetadataFile prefixes the path; keep the file separate from the message.
        const QString prefix = p.metadataPath() + QStringLiteral(": ");
        if (graphError.startsWith(prefix))
            graphError = graphError.mid(prefix.size());
        return fail(p.metadataPath(), graphError);
    }
    const QString bad = mismatch(*p.m_graph, p.m_generatedSource.split(QLatin1Char('\n')),
                                 QStringLiteral("generated/") + s.name + QStringLiteral(".py"));
    if (!bad.isEmpty())
        return fail(p.metadataPath(),
                    QStringLiteral("does not match the generated module: %1").arg(bad));
    if (!QFileInfo(p.workingModulePath()).isFile())
        p.m_warnings << QStringLiteral("the working module %1 is missing").arg(s.module);
    return p;
}

QString ProjectSettings::describe() const {
    QStringList lines;
    lines << QStringLiteral("model: %1").arg(model) << QStringLiteral("device: %1").arg(device);
    if (!artifact.isEmpty())
        lines << QStringLiteral("imported from: %1 (a torch.compiler.precompile artifact; the "
                                "graph is the model exported again at its input shapes)")
                     .arg(artifact);
    for (const QString& i : inputs)
        lines << QStringLiteral("input %1").arg(i);
    for (const QString& d : dynamicDims)
        lines << QStringLiteral("dynamic %1").arg(d);
    if (!decompositions.isEmpty())
        lines << QStringLiteral("decompositions: %1").arg(decompositions);
    if (!inductor.isEmpty())
        lines << QStringLiteral("Inductor options: %1").arg(inductor.join(QStringLiteral(", ")));
    if (inductor.contains(QStringLiteral("triton.cudagraphs = true")) &&
        device == QLatin1String("cuda"))
        lines << QStringLiteral("call: replayed as a CUDA graph per input shape");
    QStringList buckets;
    for (auto it = cudaGraphBuckets.begin(); it != cudaGraphBuckets.end(); ++it)
        buckets << QStringLiteral("%1 padded up to %2").arg(it.key(), bucketSizesText(it.value()));
    if (!buckets.isEmpty())
        lines << QStringLiteral("CUDA graph buckets: %1").arg(buckets.join(QStringLiteral("; ")));
    if (!tolerances.isEmpty())
        lines << QStringLiteral("tolerances: %1").arg(tolerances.join(QStringLiteral("; ")));
    if (device == QLatin1String("cuda"))
        lines << QStringLiteral("compile target: %1")
                     .arg(compileTarget.isEmpty() ? QStringLiteral("(the engine's GPU, else sm_90)")
                                                  : compileTarget);
    lines << QStringLiteral("engine command: %1")
                 .arg(engineCommand.isEmpty() ? QStringLiteral("(the app's setting)")
                                              : engineCommand);
    return lines.join(QLatin1Char('\n'));
}

} // namespace ks
