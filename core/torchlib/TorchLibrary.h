#pragma once
// Loads libtorch at run time, for reading tensor files and .pt2 archives: the binary links only
// Debian's libraries, and libtorch comes from the engine's torch (the managed virtualenv, or the
// engine python the user names). Its version must be the series the app was built with.

#include "engine/EngineCommand.h"
#include "torchlib/TorchTensorReader.h"

#include <QString>

namespace ks {

class TorchLibrary {
public:
    /// The engine whose torch is used: set by the app once its engine command is resolved
    /// (else the default engine's). A command that is not a local python (ssh...) falls back
    /// to the managed virtualenv's torch.
    static void setEngineCommand(const EngineCommand& command);

    /// The folder holding libtorch_cpu.so for the engine, or empty with *error naming what
    /// was tried. KS_LIBTORCH_DIR overrides.
    static QString torchLibDir(QString* error);

    /// The tensor reader, loading libtorch and the module on first use; nullptr with *error
    /// (which names the library or the version that does not fit).
    static TorchReaderReadFn reader(QString* error);

    /// A function of the module (as reader()), cast to its type.
    template <typename Fn> static Fn symbol(const char* name, QString* error) {
        return reinterpret_cast<Fn>(symbolAddress(name, error));
    }
    static void* symbolAddress(const char* name, QString* error);

    /// The folder libtorch was loaded from, empty before the reader is loaded.
    static QString loadedFrom();
};

} // namespace ks
