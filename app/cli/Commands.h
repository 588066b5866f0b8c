#pragma once
// The headless subcommands; each takes the whole command line and returns the exit code.

#include <QStringList>

namespace ks::cli {

int doctor(const QStringList& arguments);
int inspect(const QStringList& arguments);
int exportModel(const QStringList& arguments);
int importArtifact(const QStringList& arguments);
int verifyProject(const QStringList& arguments);
int profileProject(const QStringList& arguments);
int check(const QStringList& arguments);
int kernels(const QStringList& arguments);
int revert(const QStringList& arguments);
int regenerate(const QStringList& arguments);
int merge(const QStringList& arguments);
int diffGenerations(const QStringList& arguments);
int projectStatus(const QStringList& arguments);
int kernelIr(const QStringList& arguments);
int kernelResources(const QStringList& arguments);
int setup(const QStringList& arguments);
int trust(const QStringList& arguments);

} // namespace ks::cli
