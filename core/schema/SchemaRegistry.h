#pragma once
// The JSON Schemas of the app <-> engine contract, compiled into the app from the engine's own
// files (engine/kernel_studio/schemas/, one source of truth; its README.md lists them and how to
// add one). A schema is named by its file name without ".schema.json":
//   "<method>.params" / "<method>.result"  a protocol method ("verify.result"; methodSchema()),
//   "progress.params", "cancelRequest.params"  the notifications $/progress and $/cancelRequest,
//   "error"           the error object of an error response,
//   "message"         the envelope of anything the engine writes,
//   "metadata"        generated/metadata.json,
//   "verify-report"   .kernel-studio/verify/<runId>/report.json,
//   "project-file"    kernel-studio.toml parsed into JSON,
//   "common"          shared definitions (common.schema.json#/definitions/tensor, ...).
//
// Use:
//   const QList<ks::SchemaError> errors = ks::SchemaRegistry::validate("metadata", json);
//   if (!errors.isEmpty()) log(ks::describeSchemaErrors(errors));  // "/kernels/3/...: ..."
//   ks::SchemaRegistry::validate(ks::SchemaRegistry::methodSchema("debug/sleep", "result"), r);
// Every function is thread-safe; the schemas are loaded once, on first use.

#include "schema/JsonSchema.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace ks {

class SchemaRegistry {
public:
    /// Validates `value` against schema `name` (see above); empty when valid. An unknown name is
    /// one error ("no schema named ..."). At most `maxErrors` errors are reported.
    static QList<SchemaError> validate(const QString& name, const QJsonValue& value,
                                       int maxErrors = 20);
    /// Whether `value` is valid against schema `name`; stops at the first violation.
    static bool isValid(const QString& name, const QJsonValue& value);
    /// Whether a schema `name` is compiled in.
    static bool contains(const QString& name);
    /// Every schema name, sorted.
    static QStringList names();
    /// The schema name of a method's "params" or "result": "$/progress" -> "progress.params",
    /// "debug/sleep" -> "debug-sleep.result" (the engine's
    /// kernel_studio.server.validation.schema_name).
    static QString methodSchema(const QString& method, const QString& part);
    /// `$ref`s between the compiled-in files that resolve to nothing, and files that failed to
    /// load ("file: why"); empty in a good build.
    static QStringList problems();
    /// The underlying document set (URIs are `uri(name)`).
    static const JsonSchemaSet& schemas();
    /// The URI a schema is known by inside schemas().
    static QUrl uri(const QString& name);
};

} // namespace ks
