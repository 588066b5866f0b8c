"""Include circles between the C++ folders (docs/architecture.md): a folder is a component,
and components depend on each other one way. Resolves each `#include "..."` the way the
build does (the including file's folder, then core/, ui/, app/ as include roots) and prints
every circle between folders; exit 1 if there is one.

usage: python3 tests/layout/include_cycles.py [REPO_ROOT]"""

from __future__ import annotations

import os
import re
import sys

ROOTS = ("core", "ui", "app")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def folder_graph(repo: str) -> dict[str, set[str]]:
    """folder -> the folders whose headers it includes (relative to `repo`)."""
    files: dict[str, str] = {}
    for root in ROOTS:
        for folder, _, names in os.walk(os.path.join(repo, root)):
            for name in names:
                if name.endswith((".h", ".cpp")):
                    path = os.path.relpath(os.path.join(folder, name), repo)
                    files[path] = os.path.dirname(path)
    graph: dict[str, set[str]] = {folder: set() for folder in files.values()}
    for path, folder in files.items():
        with open(os.path.join(repo, path), encoding="utf-8") as f:
            text = f.read()
        for header in INCLUDE.findall(text):
            for base in (folder, *ROOTS):
                candidate = os.path.normpath(os.path.join(base, header))
                if candidate in files:
                    if files[candidate] != folder:
                        graph[folder].add(files[candidate])
                    break
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one folder."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main() -> int:
    repo = (
        sys.argv[1]
        if len(sys.argv) > 1
        else os.path.join(os.path.dirname(__file__), "..", "..")
    )
    graph = folder_graph(os.path.abspath(repo))
    # The checker itself: a planted circle must be found.
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    found = circles(graph)
    for component in found:
        edges = [
            f"{a} -> {b}" for a in component for b in sorted(graph[a]) if b in component
        ]
        print(
            "include circle: " + " <-> ".join(component) + " (" + "; ".join(edges) + ")"
        )
    print(f"{len(found)} include circles among {len(graph)} C++ folders")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
