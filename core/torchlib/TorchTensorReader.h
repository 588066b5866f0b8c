#pragma once
// The C entry points of the ks_torch_reader module (TorchTensorReader.cpp), which TorchLibrary
// loads with dlopen once libtorch is found. Results of ks_torch_reader_read:
#include <cstddef>

#define KS_TORCH_READER_EXPORT __attribute__((visibility("default")))

class QString;

namespace ks {
struct TensorData;

inline constexpr int kTorchReaderOk = 0;
inline constexpr int kTorchReaderFailed = 1;   // *why says what is wrong
inline constexpr int kTorchReaderTooLarge = 2; // shape and dtype are filled, values are not

using TorchReaderVersionFn = const char* (*)();
using TorchReaderReadFn = int (*)(const char* bytes, std::size_t size, long long maxElements,
                                  TensorData* out, QString* why);
} // namespace ks
