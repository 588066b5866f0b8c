"""Cleanup of Inductor's C++ (CPU) kernels: one source string per kernel, compiled by the
clean module through torch.utils.cpp_extension.load_inline (see CPP_RUNTIME)."""

from __future__ import annotations

import re

PREFIX_INCLUDE = "#include <torch/csrc/inductor/cpp_prefix.h>"


def clean_cpp_kernel(source: str, name: str) -> str:
    """Drop the shared prefix include (the module adds it once) and name the entry point
    `<name>_kernel` instead of `kernel`, so many kernels share one extension."""
    text = source.replace(PREFIX_INCLUDE, "")
    text, count = re.subn(r'extern "C"\s+void\s+kernel\(', f'extern "C" void {name}_kernel(', text)
    if count != 1:
        raise ValueError(f"C++ kernel {name}: expected one `kernel(` entry point, found {count}")
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    return "\n".join(lines) + "\n"


# Emitted verbatim into clean CPU modules (after the kernel strings and _CPP_KERNELS).
CPP_RUNTIME = '''
_cpp_kernels = None


def _launcher(function, signature):
    """Call a kernel through ctypes: tensors as data pointers, sizes as int64."""
    convert = []
    for ctype in signature:
        if ctype.endswith("*"):
            convert.append(lambda t: ctypes.c_void_p(t.data_ptr()))
        elif "float" in ctype or "double" in ctype:
            convert.append(ctypes.c_float if "float" in ctype else ctypes.c_double)
        else:
            convert.append(lambda n: ctypes.c_int64(int(n)))

    def launch(*args):
        function(*[c(a) for c, a in zip(convert, args)])

    return launch


def cpp_kernels():
    """Compile the C++ kernels above once (torch.utils.cpp_extension.load, cached on disk
    by source hash under TORCH_EXTENSIONS_DIR or ~/.cache/torch_extensions) and return
    a namespace of launchers."""
    global _cpp_kernels
    if _cpp_kernels is None:
        source = "\\n".join(
            ["#include <torch/csrc/inductor/cpp_prefix.h>"] + [s for s, _ in _CPP_KERNELS.values()]
        )
        digest = hashlib.sha256((source + repr(_CPP_FLAGS)).encode()).hexdigest()[:16]
        name = f"ks_{__name__.rpartition('.')[2]}_{digest}"
        root = os.environ.get("TORCH_EXTENSIONS_DIR") or os.path.join(
            os.path.expanduser("~"), ".cache", "torch_extensions"
        )
        folder = os.path.join(root, name)
        library = os.path.join(folder, name + ".so")
        if not os.path.exists(library):
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, name + ".cpp")
            with open(path, "w") as f:
                f.write(source)
            load(
                name=name,
                sources=[path],
                extra_cflags=_CPP_FLAGS,
                extra_ldflags=["-lgomp"],
                build_directory=folder,
                is_python_module=False,
            )
        lib = ctypes.CDLL(library)
        _cpp_kernels = types.SimpleNamespace(
            **{
                n: _launcher(getattr(lib, n + "_kernel"), signature)
                for n, (_, signature) in _CPP_KERNELS.items()
            }
        )
    return _cpp_kernels
'''
