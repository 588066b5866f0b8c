"""Assembles the clean module from the rewritten pieces (part of the clean stage)."""

from __future__ import annotations

import ast
import re

from kernel_studio.pipeline import clean_runtime
from kernel_studio.pipeline.clean import (
    COMMENT_MARK,
    CallRewriter,
    Cleaned,
    CleanSpec,
    CleanupError,
    KernelInfo,
    _Renamer,
    find_call,
    find_kernels,
    nodes_from_comments,
    stable_names,
)
from kernel_studio.pipeline.clean_cpp import CPP_RUNTIME, clean_cpp_kernel
from kernel_studio.pipeline.clean_triton import clean_triton_kernel, helper_sources
from kernel_studio.pipeline.format import format_source
from kernel_studio.pipeline.triton_configs import (
    UnsupportedKernel,
    autotune_decorator,
    candidate_configs,
    parse_heuristic,
)


def extern_handles(raw: str) -> list[str]:
    """`extern_kernels.X:handle` keys in launch order (from the provenance comments)."""
    return re.findall(r"# \[Provenance debug handles\] (extern_kernels\.\w+:\d+)", raw)


def _source_comment(nodes: list[str], spec: CleanSpec, limit: int = 8) -> list[str]:
    lines: list[str] = []
    for node in nodes:
        for src in spec.node_sources.get(node, []):
            if src not in lines:
                lines.append(src)
    shown = lines[:limit]
    if len(lines) > limit:
        shown.append(f"... and {len(lines) - limit} more lines")
    return ["#   " + s for s in shown]


def _wrap_list(
    prefix: str, items: list[str], width: int = 96, prefix2: str = "#     "
) -> list[str]:
    out, line = [], prefix
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if len(line) + len(piece) + 1 > width and line.strip() not in ("#", prefix.strip()):
            out.append(line.rstrip())
            line = prefix2
        line += piece + " "
    out.append(line.rstrip())
    return out


def buffer_names(
    body: list[ast.stmt], nodes: dict[str, str], taken_names: dict[str, str], inputs: set[str]
) -> dict[str, str]:
    """bufN -> buf_<node> for buffers whose graph node is known (in order of first
    assignment, so names are stable; a clash gets _2, _3...)."""
    used = set(inputs) | set(taken_names.values())
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and not re.fullmatch(r"buf\d+", node.id):
                used.add(node.id)
    names: dict[str, str] = {}
    for stmt in body:
        if not isinstance(stmt, ast.Assign):
            continue
        for target in stmt.targets:
            raw = target.id if isinstance(target, ast.Name) else None
            if raw is None or raw in taken_names or raw in names or raw not in nodes:
                continue
            base = "buf_" + re.sub(r"\W", "_", nodes[raw])
            name, i = base, 2
            while name in used:
                name, i = f"{base}_{i}", i + 1
            used.add(name)
            names[raw] = name
    return names


def clean(raw: str, spec: CleanSpec) -> Cleaned:
    """Rewrite Inductor's output module `raw` into the clean module."""
    tree = ast.parse(raw)
    kernels = find_kernels(tree)
    raw_names = [k[0] for k in kernels]
    kernel_nodes = dict(nodes_from_comments(raw))
    kernel_nodes.update(spec.kernel_nodes)
    names = stable_names(raw_names, kernel_nodes)
    kinds = {k[0]: k[1] for k in kernels}
    rewriter = CallRewriter(spec, names, kinds)
    for raw_name, kind, call in kernels:
        if kind == "triton" and raw_name not in spec.tuned:
            try:
                rewriter.heuristics[raw_name] = parse_heuristic(
                    ast.literal_eval(call.args[1]), raw_name
                )
            except UnsupportedKernel as exc:
                raise CleanupError(str(exc)) from exc
    body = rewriter.rewrite(find_call(tree))
    inputs = list(rewriter.arg_map.values())
    users = [i for i in inputs if i.kind == "user"]
    state = [i for i in inputs if i.kind != "user"]

    # Output buffers get readable names.
    returned = body[-1] if body and isinstance(body[-1], ast.Return) else None
    out_names: dict[str, str] = {}
    if returned is not None and returned.value is not None:
        elts = returned.value.elts if isinstance(returned.value, ast.Tuple) else [returned.value]
        taken = {i.name for i in inputs}
        for i, e in enumerate(elts):
            if isinstance(e, ast.Name) and re.fullmatch(r"buf\d+", e.id) and e.id not in out_names:
                new = "out" if len(elts) == 1 else f"out{i}"
                if new not in taken:
                    out_names[e.id] = new
    out_names.update(buffer_names(body, spec.buffer_nodes, out_names, {i.name for i in inputs}))
    body = [_Renamer(out_names).visit(s) for s in body]

    pre: list[str] = []
    for inp in users:
        if inp.ndim >= 0:
            pre.append(
                f"_check_input({inp.name!r}, {inp.name}, {inp.ndim}, {inp.dtype}, {inp.device!r})"
            )
    dims = {d.symbol: d for d in spec.dynamic_dims}
    for raw_sym, expr in rewriter.symbols.items():
        pre.append(f"{rewriter.renames.get(raw_sym, raw_sym)} = {expr}")
    for raw_sym in rewriter.symbols:
        d = dims.get(raw_sym)
        if d is not None and (d.min is not None or d.max is not None):
            pre.append(f"_check_range({d.name!r}, {d.name}, {d.min}, {d.max})")
    pre += [ast.unparse(s) for s in rewriter.shape_checks]
    if state:
        pre.append("weights = load_weights()")
        pre += [f"{s.name} = weights[{s.name!r}]" for s in state]
    if rewriter.uses_cpp:
        pre.append("kernels = cpp_kernels()")
    args = ", ".join(u.name for u in users)
    call_src = f"def call({args}):\n" + "".join(
        "    " + line + "\n" for line in pre + [ast.unparse(s) for s in body]
    )

    # Kernel definitions, each preceded by the nodes it fuses and their source lines.
    sections: list[str] = []
    infos: list[KernelInfo] = []
    helpers: set[str] = set()
    cpp_entries: list[str] = []
    for raw_name, kind, call in kernels:
        name = names[raw_name]
        nodes = kernel_nodes.get(raw_name, [])
        comment = _wrap_list(f"# {name} fuses: ", nodes) if nodes else [f"# {name}"]
        comment += _source_comment(nodes, spec)
        kid = spec.kernel_ids.get(raw_name)
        if kid:  # lets the module map recognise the kernel under another name
            comment.append(f"# kernel-id: {kid}")
        if kind == "cpp":
            signature = [ast.literal_eval(e) for e in call.args[0].elts]
            source = clean_cpp_kernel(ast.literal_eval(call.args[1]), name)
            sections.append("\n".join(comment) + f'\n{name} = r"""\n{source}"""\n')
            cpp_entries.append(f"    {name!r}: ({name}, {signature!r}),")
            infos.append(KernelInfo(name, raw_name, "cpp", nodes, id=kid))
        else:
            src = ast.literal_eval(call.args[1])
            cleaned = clean_triton_kernel(src, raw_name, name)
            helpers |= cleaned.helpers
            heuristic = rewriter.heuristics.get(raw_name)
            main = cleaned.source
            if heuristic is not None:
                try:
                    main = autotune_decorator(heuristic) + "\n" + main
                except UnsupportedKernel as exc:
                    raise CleanupError(f"kernel {raw_name}: {exc}") from exc
            # The comment block (and its id marker) sits right above the kernel itself.
            main = "\n".join(comment) + "\n" + main
            sections.append("\n\n".join(cleaned.extra_functions + [main]) + "\n")
            tuned = spec.tuned.get(raw_name)
            launch = None
            if tuned is not None:
                launch = {
                    "kwargs": dict(sorted(tuned.kwargs.items())),
                    "num_warps": tuned.num_warps,
                    "num_stages": tuned.num_stages,
                    "grid": list(tuned.grid),
                }
            elif heuristic is not None:
                launch = {"autotune": candidate_configs(heuristic), "heuristic": heuristic.kind}
            infos.append(KernelInfo(name, raw_name, "triton", nodes, launch, kid))
    handles = extern_handles(raw)
    counts: dict[str, int] = {}
    for i, (func, op) in enumerate(rewriter.extern_launches):
        counts[op] = counts.get(op, 0) + 1
        key = handles[i] if i < len(handles) else func
        ename = op if counts[op] == 1 else f"{op}_{counts[op]}"
        nodes = spec.kernel_nodes.get(key, [])
        infos.append(KernelInfo(ename, key, "extern", nodes, id=spec.kernel_ids.get(key)))

    uses_triton = any(k[1] == "triton" for k in kernels)
    imports = []
    if rewriter.uses_cpp:
        imports += ["import ctypes", "import hashlib", "import os", "import types"]
    elif state:
        imports.append("import os")
    imports.append("")
    imports.append("import torch")
    if uses_triton:
        imports += ["import triton", "import triton.language as tl"]
    if rewriter.uses_cpp:
        imports.append("from torch.utils.cpp_extension import load")
    if uses_triton:
        imports.append("from triton.language.extra import libdevice")
    if imports[0] == "":
        imports.pop(0)

    constants = [f"DEVICE = {spec.device!r}"]
    body_text = call_src + "\n".join(sections)
    if re.search(r"\baten\.", body_text):
        constants.append("aten = torch.ops.aten")
    if re.search(r"\binductor_ops\.", body_text):
        constants.append("inductor_ops = torch.ops.inductor")

    doc = [spec.title, ""] + spec.header
    parts = ['"""' + "\n".join(doc).rstrip() + '\n"""', "\n".join(imports), "\n".join(constants)]
    parts.append(clean_runtime.CHECKS.strip())
    if state:
        parts.append(clean_runtime.WEIGHTS.strip())
    parts += helper_sources(helpers)
    parts += [s.strip() for s in sections]
    if rewriter.uses_cpp:
        parts.append("_CPP_KERNELS = {\n" + "\n".join(cpp_entries) + "\n}")
        parts.append(f"_CPP_FLAGS = {spec.cpp_flags!r}")
        parts.append(f"_CPP_AVX2_FLAGS = {spec.cpp_isa_flags!r}")
        parts.append(CPP_RUNTIME.strip())
    parts.append(call_src.strip())
    source = "\n\n\n".join(parts) + "\n"
    try:
        source = format_source(source)
    except ValueError as exc:
        raise CleanupError(str(exc)) from exc
    source = _expand_comments(source, infos, names)
    _check_standalone(source)
    return Cleaned(
        source=source,
        kernels=infos,
        input_names=[u.name for u in users],
        state_names=[s.name for s in state],
    )


def _expand_comments(source: str, infos: list[KernelInfo], names: dict[str, str]) -> str:
    by_raw = {k.raw_name: k for k in infos}
    extern_iter = iter([k for k in infos if k.kind == "extern"])
    out = []
    for line in source.splitlines():
        m = re.fullmatch(r'(\s*)"' + re.escape(COMMENT_MARK) + r'launch:([\w.]+)"', line)
        if m:
            indent, raw = m.groups()
            info = next(extern_iter, None) if raw.startswith("extern_kernels.") else by_raw.get(raw)
            label = info.name if info else names.get(raw, raw)
            nodes = info.nodes if info else []
            text = f"{indent}# {label}" + (": " + ", ".join(nodes) if nodes else "")
            if len(text) <= 100:
                out.append(text)
            else:
                out += _wrap_list(f"{indent}# {label}: ", nodes, prefix2=f"{indent}#     ")
            continue
        out.append(line)
    return "\n".join(out) + "\n"


def _check_standalone(source: str) -> None:
    for bad in ("torch._inductor", "torch._C._dynamo", "async_compile", "triton_heuristics"):
        if bad in source:
            raise CleanupError(f"the clean module still refers to {bad}")
    try:
        compile(source, "<clean module>", "exec")
    except SyntaxError as exc:
        raise CleanupError(f"the clean module does not compile: {exc}") from exc
