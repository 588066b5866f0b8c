#pragma once
// CUDA graphs per shape bucket (the export option `cudaGraphBuckets`, docs/protocol.md): per
// dynamic dim, the sizes a cuda module pads that dim up to, replaying one CUDA graph per size.
// The command line, the compilerSettings answer and the Compiler pane all read them here.

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace ks {

/// Dim name -> its bucket sizes, ascending and without duplicates.
using CudaGraphBuckets = QMap<QString, QList<qint64>>;

/// Parses sizes written "1, 2, 4, 8" (any order: sorted and de-duplicated) into `sizes`; false
/// with `error` set when there are none, or one is not a positive integer.
bool parseBucketSizes(const QString& text, QList<qint64>& sizes, QString& error);
/// Parses `--cuda-graph-buckets NAME=1,2,4,8` into `into`; false with `error` set (naming the
/// text) when it is malformed or NAME is given twice (the engine checks the name).
bool parseCudaGraphBuckets(const QString& text, CudaGraphBuckets& into, QString& error);
/// "1, 2, 4, 8": what parseBucketSizes reads back.
QString bucketSizesText(const QList<qint64>& sizes);

/// {"B": [1, 2, 4, 8]}.
QJsonObject cudaGraphBucketsToJson(const CudaGraphBuckets& buckets);
/// Reads `value` (null or absent: none) into `into`; false with `error` naming the part of
/// `member` that does not fit ("cudaGraphBuckets.B[1]: expected a positive integer").
bool cudaGraphBucketsFromJson(const QJsonValue& value, const QString& member,
                              CudaGraphBuckets& into, QString& error);

} // namespace ks
