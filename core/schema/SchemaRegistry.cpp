#include "schema/SchemaRegistry.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

// The resource is compiled into ks_core (a static library): register it explicitly so that a
// binary linking the library finds it.
static void initSchemaResource() {
    Q_INIT_RESOURCE(schemas);
}

namespace ks {

namespace {

using namespace Qt::StringLiterals;

const QString kResourceDir = u":/kernel_studio/schemas"_s;
const QString kSuffix = u".schema.json"_s;

struct Loaded {
    JsonSchemaSet set;
    QStringList names;
    QStringList problems;
};

const Loaded& loaded() {
    static const Loaded instance = [] {
        initSchemaResource();
        Loaded l;
        const QDir dir(kResourceDir);
        for (const QString& file : dir.entryList({u"*"_s + kSuffix}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(file));
            QJsonParseError parseError;
            const QJsonDocument doc = f.open(QIODevice::ReadOnly)
                                          ? QJsonDocument::fromJson(f.readAll(), &parseError)
                                          : QJsonDocument();
            if (doc.isNull()) {
                l.problems << u"%1: %2"_s.arg(file, parseError.errorString());
                continue;
            }
            const QString name = file.chopped(kSuffix.size());
            QString why;
            if (!l.set.addDocument(SchemaRegistry::uri(name), doc.object(), &why))
                l.problems << u"%1: %2"_s.arg(file, why);
            l.names << name;
        }
        if (l.names.isEmpty())
            l.problems << u"no schemas compiled in (%1 is empty)"_s.arg(kResourceDir);
        l.problems << l.set.unresolvedReferences();
        return l;
    }();
    return instance;
}

} // namespace

QUrl SchemaRegistry::uri(const QString& name) {
    return QUrl(u"qrc:/kernel_studio/schemas/"_s + name + kSuffix);
}

QList<SchemaError> SchemaRegistry::validate(const QString& name, const QJsonValue& value,
                                            int maxErrors) {
    if (!contains(name))
        return {SchemaError{QString(), u"$ref"_s, u"no schema named \"%1\""_s.arg(name)}};
    return loaded().set.validate(uri(name), value, maxErrors);
}

bool SchemaRegistry::isValid(const QString& name, const QJsonValue& value) {
    return contains(name) && loaded().set.isValid(uri(name), value);
}

bool SchemaRegistry::contains(const QString& name) {
    return loaded().names.contains(name);
}

QStringList SchemaRegistry::names() {
    return loaded().names;
}

QString SchemaRegistry::methodSchema(const QString& method, const QString& part) {
    QString base = method;
    if (base.startsWith(u"$/"_s))
        base.remove(0, 2);
    return base.replace(u'/', u'-') + u'.' + part;
}

QStringList SchemaRegistry::problems() {
    return loaded().problems;
}

const JsonSchemaSet& SchemaRegistry::schemas() {
    return loaded().set;
}

} // namespace ks
