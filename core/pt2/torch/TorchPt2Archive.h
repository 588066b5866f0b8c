#pragma once
// The C entry points of the ks_torch_reader module for .pt2 zips (TorchPt2Archive.cpp), through
// libtorch's PyTorchStreamReader; Pt2Archive finds them with TorchLibrary::symbol.
#include <string>
#include <vector>

#define KS_TORCH_PT2_EXPORT __attribute__((visibility("default")))

namespace ks {
/// An open archive, or null with *error (libtorch's reason, first line).
using TorchPt2OpenFn = void* (*)(const std::string& path, std::string* error);
using TorchPt2CloseFn = void (*)(void* archive);
/// Record names relative to the archive's top folder; empty when they cannot be listed.
using TorchPt2RecordsFn = std::vector<std::string> (*)(void* archive);
/// The bytes of `record` into *out, or false with *error.
using TorchPt2ReadFn = bool (*)(void* archive, const std::string& record, std::string* out,
                                std::string* error);
} // namespace ks
