#include "merge/GenerationList.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>
#include <sstream>
#include <toml++/toml.h>

namespace ks {

QList<GenerationInfo> listGenerations(const Project& project) {
    QList<GenerationInfo> out;
    const QDir dir(QDir(project.folder()).filePath(QStringLiteral("generations")));
    const QString pristine = QFileInfo(project.settings().module).fileName();
    for (const auto& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        bool ok = false;
        const int n = name.toInt(&ok);
        if (!ok || n <= 0 || !QFileInfo::exists(dir.filePath(name + QLatin1Char('/') + pristine)))
            continue;
        GenerationInfo info;
        info.number = n;
        info.current = n == project.settings().generation;
        const QString record = dir.filePath(name + QStringLiteral("/generation.toml"));
        QFile file(record);
        if (file.open(QIODevice::ReadOnly)) {
            // A record that does not parse leaves everything empty.
            const QByteArray utf8 = file.readAll();
            try {
                const toml::table doc =
                    toml::parse(std::string_view(utf8.constData(), size_t(utf8.size())));
                const auto exportTable = doc["export"];
                info.created =
                    QString::fromStdString(exportTable["created"].value_or(std::string()));
                info.torchVersion =
                    QString::fromStdString(exportTable["torch"].value_or(std::string()));
                if (const toml::table* table = exportTable.as_table()) {
                    std::ostringstream json;
                    json << toml::json_formatter(*table, toml::format_flags::none);
                    info.record =
                        QJsonDocument::fromJson(QByteArray::fromStdString(json.str())).object();
                }
            } catch (const toml::parse_error&) {
            }
        }
        out << info;
    }
    std::sort(out.begin(), out.end(),
              [](const GenerationInfo& a, const GenerationInfo& b) { return a.number < b.number; });
    return out;
}

int previousGeneration(const QList<GenerationInfo>& generations, int number) {
    int best = 0;
    for (const auto& g : generations)
        if (g.number < number && g.number > best)
            best = g.number;
    return best;
}

} // namespace ks
