#pragma once
// The zip side of a .pt2 archive, through libtorch's PyTorchStreamReader in the ks_torch_reader
// module (loaded with the engine's libtorch: torchlib/TorchLibrary). Standard types only.

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ks {

class Pt2Archive {
public:
    /// Opens the archive; null and *error (libtorch's reason, first line) when it is not a
    /// readable PyTorch zip.
    static std::unique_ptr<Pt2Archive> open(const std::string& path, std::string* error);
    ~Pt2Archive();

    /// Record names, relative to the archive's top folder (e.g. "models/model.json").
    std::vector<std::string> records() const;
    /// The bytes of a record; nullopt and *error when it cannot be read.
    std::optional<std::string> read(const std::string& record, std::string* error) const;

private:
    Pt2Archive();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ks
