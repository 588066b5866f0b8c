// kernel-studio-layout: the layout helper. Reads a DotGraph (DotLayout::serialize) on stdin, runs
// Graphviz `dot` and writes the DotDrawing on stdout (with Graphviz's error in it when dot
// failed). Exit status 2 with a message on stderr when stdin is not a layout request. The app
// starts it for big layouts (LayoutProcess) and kills it when the user stops the layout; it is
// not meant to be run by hand.
#include "graph/DotLayout.h"

#include <QByteArray>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {

bool readAll(int fd, QByteArray* bytes) {
    char buffer[65536];
    for (;;) {
        const ssize_t n = read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0)
            return true;
        bytes->append(buffer, n);
    }
}

bool writeAll(int fd, const QByteArray& bytes) {
    const char* data = bytes.constData();
    qsizetype size = bytes.size();
    while (size > 0) {
        const ssize_t n = write(fd, data, size_t(size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= n;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 1) {
        std::fprintf(stderr,
                     "usage: %s < REQUEST > DRAWING\n"
                     "Kernel Studio's layout helper: the app runs it, with its graph on stdin.\n",
                     argv[0]);
        return 2;
    }
    QByteArray request;
    if (!readAll(STDIN_FILENO, &request)) {
        std::fprintf(stderr, "kernel-studio-layout: cannot read stdin: %s\n", std::strerror(errno));
        return 2;
    }
    ks::DotGraph graph;
    if (!ks::DotLayout::deserialize(request, &graph)) {
        std::fprintf(stderr, "kernel-studio-layout: stdin (%lld bytes) is not a layout request\n",
                     static_cast<long long>(request.size()));
        return 2;
    }
    if (!writeAll(STDOUT_FILENO, ks::DotLayout::serialize(ks::DotLayout::run(graph)))) {
        std::fprintf(stderr, "kernel-studio-layout: cannot write stdout: %s\n",
                     std::strerror(errno));
        return 3;
    }
    return 0;
}
