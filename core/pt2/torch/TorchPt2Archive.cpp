// libtorch only (no Qt here): the .pt2 zip through PyTorchStreamReader, in the ks_torch_reader
// module (see TorchPt2Archive.h).
#include "pt2/torch/TorchPt2Archive.h"

#include <caffe2/serialize/inline_container.h>
#include <exception>
#include <memory>

namespace {

std::string firstLine(const char* what) {
    std::string s(what);
    const auto end = s.find('\n');
    return end == std::string::npos ? s : s.substr(0, end);
}

using Reader = caffe2::serialize::PyTorchStreamReader;

} // namespace

extern "C" {

KS_TORCH_PT2_EXPORT void* ks_torch_pt2_open(const std::string& path, std::string* error) {
    try {
        return new Reader(path);
    } catch (const std::exception& e) {
        if (error)
            *error = firstLine(e.what());
        return nullptr;
    }
}

KS_TORCH_PT2_EXPORT void ks_torch_pt2_close(void* archive) {
    delete static_cast<Reader*>(archive);
}

KS_TORCH_PT2_EXPORT std::vector<std::string> ks_torch_pt2_records(void* archive) {
    try {
        return static_cast<Reader*>(archive)->getAllRecords();
    } catch (const std::exception&) {
        return {};
    }
}

KS_TORCH_PT2_EXPORT bool ks_torch_pt2_read(void* archive, const std::string& record,
                                           std::string* out, std::string* error) {
    auto* reader = static_cast<Reader*>(archive);
    try {
        if (!reader->hasRecord(record)) {
            if (error)
                *error = "no record " + record;
            return false;
        }
        const size_t size = reader->getRecordSize(record);
        out->assign(size, '\0');
        reader->getRecord(record, out->data(), size);
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = firstLine(e.what());
        return false;
    }
}

} // extern "C"
