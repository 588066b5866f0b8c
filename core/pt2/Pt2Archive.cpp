// libtorch only (no Qt here): see Pt2Archive.h.
#include "pt2/Pt2Archive.h"

#include <caffe2/serialize/inline_container.h>
#include <exception>

namespace ks {
namespace {

std::string firstLine(const char* what) {
    std::string s(what);
    const auto end = s.find('\n');
    return end == std::string::npos ? s : s.substr(0, end);
}

} // namespace

struct Pt2Archive::Private {
    std::unique_ptr<caffe2::serialize::PyTorchStreamReader> reader;
};

Pt2Archive::Pt2Archive() : d(std::make_unique<Private>()) {}
Pt2Archive::~Pt2Archive() = default;

std::unique_ptr<Pt2Archive> Pt2Archive::open(const std::string& path, std::string* error) {
    std::unique_ptr<Pt2Archive> archive(new Pt2Archive);
    try {
        archive->d->reader = std::make_unique<caffe2::serialize::PyTorchStreamReader>(path);
    } catch (const std::exception& e) {
        if (error)
            *error = firstLine(e.what());
        return nullptr;
    }
    return archive;
}

std::vector<std::string> Pt2Archive::records() const {
    try {
        return d->reader->getAllRecords();
    } catch (const std::exception&) {
        return {};
    }
}

std::optional<std::string> Pt2Archive::read(const std::string& record, std::string* error) const {
    try {
        if (!d->reader->hasRecord(record)) {
            if (error)
                *error = "no record " + record;
            return std::nullopt;
        }
        const size_t size = d->reader->getRecordSize(record);
        std::string bytes(size, '\0');
        d->reader->getRecord(record, bytes.data(), size);
        return bytes;
    } catch (const std::exception& e) {
        if (error)
            *error = firstLine(e.what());
        return std::nullopt;
    }
}

} // namespace ks
