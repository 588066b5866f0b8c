"""Assembles the clean module from the rewritten pieces (part of the clean stage): header,
imports, input checks, helpers, each kernel under a comment block naming what it fuses,
the C++ runtime on cpu, then `call`; formatted by the pinned ruff."""

from __future__ import annotations

import ast
import builtins
import io
import keyword
import re
import textwrap
import tokenize

import libcst as cst

from kernel_studio.pipeline.clean import runtime as clean_runtime
from kernel_studio.pipeline.clean.call import (
    COMMENT_WIDTH,
    CallRewriter,
    LaunchRecord,
    TritonFacts,
    prologue,
)
from kernel_studio.pipeline.clean.cpp.prelude import prelude
from kernel_studio.pipeline.clean.cpp_kernels import CPP_RUNTIME, clean_cpp_kernel
from kernel_studio.pipeline.clean.cst_tools import code, rename
from kernel_studio.pipeline.clean.format import format_source
from kernel_studio.pipeline.clean.module_names import reserved
from kernel_studio.pipeline.clean.raw_module import (
    RawKernel,
    extern_handles,
    launch_handles,
    nodes_from_comments,
    read_raw,
    stable_names,
    subgraph_launches,
)
from kernel_studio.pipeline.clean.spec import (
    STAND_IN_NAMESPACE,
    Cleaned,
    CleanSpec,
    CleanupError,
    DimNameClash,
    KernelInfo,
)
from kernel_studio.pipeline.clean.triton_configs import (
    Heuristic,
    UnsupportedKernel,
    autotune_decorator,
    candidate_configs,
    parse_heuristic,
)
from kernel_studio.pipeline.clean.triton_kernels import clean_triton_kernel, helper_sources

SOURCE_LINES = 8  # source lines listed above a kernel; the rest are counted


def _wrap_list(prefix: str, items: list[str], width: int = 96) -> list[str]:
    out, line = [], prefix
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if len(line) + len(piece) + 1 > width and line.strip() not in ("#", prefix.strip()):
            out.append(line.rstrip())
            line = "#     "
        line += piece + " "
    out.append(line.rstrip())
    return out


def _kernel_comment(
    name: str,
    nodes: list[str],
    raw: RawKernel,
    spec: CleanSpec,
    subgraph: str | None,
    launches: int = 1,
) -> list[str]:
    """`# <name> fuses: <nodes>`, their source lines, Inductor's node -> ATen mapping. For
    a kernel launched once per block of a repeated stack, the first launch's nodes."""
    lines = _wrap_list(f"# {name} fuses: ", nodes) if nodes else [f"# {name}"]
    if launches > 1 and spec.launch_nodes:
        lines.append(
            f"# Launched {launches} times on different nodes; each launch in call lists its own."
        )
    elif launches > 1:
        lines.append(f"# Launched {launches} times.")
    if subgraph is not None:
        lines.append(f"# Launched in {subgraph}, a subgraph function (see call).")
    sources: list[str] = []
    for node in nodes:
        for src in spec.node_sources.get(node, []):
            if src not in sources:
                sources.append(src)
    lines += ["#   " + s for s in sources[:SOURCE_LINES]]
    if len(sources) > SOURCE_LINES:
        lines.append(f"#   ... and {len(sources) - SOURCE_LINES} more lines")
    if raw.aten_mapping:
        lines.append("# Source node to ATen node mapping:")
        for entry in raw.aten_mapping:
            wrapped = textwrap.wrap(
                entry, COMMENT_WIDTH - 4, subsequent_indent="    ", break_on_hyphens=False
            )
            lines += ["#   " + text for text in wrapped]
    kid = spec.kernel_ids.get(raw.raw_name)
    if kid:  # lets the module map recognise the kernel under another name
        lines.append(f"# kernel-id: {kid}")
    return lines


def buffer_names(
    body: list[cst.BaseStatement],
    nodes: dict[str, str],
    taken_names: dict[str, str],
    used_names: set[str],
) -> dict[str, str]:
    """bufN -> buf_<node> for buffers whose graph node is known (in order of first
    assignment, so names are stable; a clash with `used_names` or another buffer gets
    _2, _3...)."""
    used = {n for n in used_names if not re.fullmatch(r"buf\d+", n)} | set(taken_names.values())
    names: dict[str, str] = {}
    for stmt in body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if not isinstance(small, cst.Assign):
                continue
            for target in small.targets:
                t = target.target
                raw = t.value if isinstance(t, cst.Name) else None
                if raw is None or raw in taken_names or raw in names or raw not in nodes:
                    continue
                base = "buf_" + re.sub(r"\W", "_", nodes[raw])
                name, i = base, 2
                while name in used:
                    name, i = f"{base}_{i}", i + 1
                used.add(name)
                names[raw] = name
    return names


def _output_names(body: list[cst.BaseStatement], taken: set[str]) -> dict[str, str]:
    """Returned buffers are `out` (one) or `out0`, `out1`, ..."""
    last = body[-1] if body else None
    ret = last.body[0] if isinstance(last, cst.SimpleStatementLine) else None
    if not isinstance(ret, cst.Return) or ret.value is None:
        return {}
    elements = (
        [e.value for e in ret.value.elements] if isinstance(ret.value, cst.Tuple) else [ret.value]
    )
    out: dict[str, str] = {}
    for i, e in enumerate(elements):
        if isinstance(e, cst.Name) and re.fullmatch(r"buf\d+", e.value) and e.value not in out:
            new = "out" if len(elements) == 1 else f"out{i}"
            if new not in taken:
                out[e.value] = new
    return out


def _imports(
    uses_triton: bool, uses_cpp: bool, state: bool, graphs: bool = False, launch: bool = False
) -> str:
    imports = []
    if launch:
        imports.append("import functools")
    if uses_cpp:
        imports += ["import ctypes", "import hashlib", "import os", "import types"]
    elif state:
        imports.append("import os")
    if graphs:
        imports.append("import warnings")
    imports.sort()
    imports.append("")
    imports.append("import torch")
    if uses_triton:
        imports += ["import triton", "import triton.language as tl"]
    if uses_cpp:
        imports.append("from torch.utils.cpp_extension import load")
    if uses_triton:
        imports.append("from triton.language.extra import libdevice")
    if imports[0] == "":
        imports.pop(0)
    return "\n".join(imports)


def _call_function(
    args: list[str], body: list[cst.BaseStatement], decorator: str | None = None
) -> str:
    fn = cst.FunctionDef(
        name=cst.Name("call"),
        params=cst.Parameters([cst.Param(cst.Name(a)) for a in args]),
        body=cst.IndentedBlock(body=body or [cst.SimpleStatementLine([cst.Pass()])]),
        decorators=[cst.Decorator(cst.parse_expression(decorator))] if decorator else [],
    )
    return code(fn).strip()


def _graphs_decorator(spec: CleanSpec, users: list[str]) -> str:
    """`@_cuda_graphs(...)` above `call`: the inputs it writes in place and, with buckets,
    the padded dims of its inputs and outputs (clean_runtime.GRAPHS)."""
    args = []
    written = tuple(i for i, u in enumerate(users) if u in spec.cuda_graph_writes)
    if written:
        args.append(f"written={written!r}")
    if spec.cuda_graph_buckets:
        buckets = {k: tuple(v) for k, v in spec.cuda_graph_buckets.items()}
        args.append(f"buckets={buckets!r}")
        args.append(f"inputs={tuple(tuple(d) for d in spec.cuda_graph_inputs)!r}")
        args.append(f"outputs={tuple(tuple(d) for d in spec.cuda_graph_outputs)!r}")
    return f"_cuda_graphs({', '.join(args)})"


def _triton_launch_info(raw: str, spec: CleanSpec, heuristic: Heuristic | None) -> dict | None:
    tuned = spec.tuned.get(raw)
    if tuned is not None:
        info: dict[str, object] = {
            "kwargs": dict(sorted(tuned.kwargs.items())),
            "num_warps": tuned.num_warps,
            "num_stages": tuned.num_stages,
            "grid": list(tuned.grid),
        }
        if tuned.by_size:
            info["sizeOf"] = list(tuned.size_of)
            info["bySize"] = [
                {
                    "upTo": r.up_to,
                    "tunedAt": list(r.tuned_at),
                    "sizes": [dict(s) for s in r.sizes],
                    "kwargs": dict(r.kwargs),
                    "num_warps": r.num_warps,
                    "num_stages": r.num_stages,
                }
                for r in tuned.by_size
            ]
        return info
    if heuristic is not None:
        return {"autotune": candidate_configs(heuristic), "heuristic": heuristic.kind}
    return None


def _stand_ins_named(raw: str) -> str:
    """Inductor's comments name the export's stand-ins for library ops; they say the ATen op
    the clean module calls (`kernel_studio.lstm_input` -> `aten.lstm.input`)."""
    pattern = re.compile(rf"\b{STAND_IN_NAMESPACE}\.(\w+)_input\b")
    return "".join(
        pattern.sub(r"aten.\1.input", line) if line.lstrip().startswith("#") else line
        for line in raw.splitlines(keepends=True)
    )


def assemble(raw: str, spec: CleanSpec) -> Cleaned:
    """Rewrite Inductor's output module `raw` into the clean module."""
    raw = _stand_ins_named(raw)
    module = read_raw(raw)
    raw_names = [k.raw_name for k in module.kernels]
    kernel_nodes = dict(nodes_from_comments(raw))
    kernel_nodes.update(spec.kernel_nodes)
    names = stable_names(raw_names, kernel_nodes, frozenset(i.name for i in spec.inputs or []))
    kinds = {k.raw_name: k.kind for k in module.kernels}
    launched_in = subgraph_launches(raw) if module.subgraphs else {}
    handles = launch_handles(raw)

    # Kernel definitions, each preceded by the nodes it fuses and their source lines.
    sections: list[str] = []
    infos: list[KernelInfo] = []
    helpers: set[str] = set()
    cpp_entries: list[str] = []
    cpp_sources: list[str] = []
    facts: dict[str, TritonFacts] = {}
    cached_launch = False  # a kernel launches through _CachedLaunch
    for k in module.kernels:
        name = names[k.raw_name]
        nodes = kernel_nodes.get(k.raw_name, [])
        subgraph = launched_in.get(k.raw_name)
        launches = len(handles.get(k.raw_name, []))
        comment = "\n".join(_kernel_comment(name, nodes, k, spec, subgraph, launches))
        if k.kind == "cpp":
            source = clean_cpp_kernel(k.source, name)
            cpp_sources.append(source)
            sections.append(f'{comment}\n{name} = r"""\n{source}"""\n')
            cpp_entries.append(f"    {name!r}: ({name}, {k.signature!r}),")
            infos.append(
                KernelInfo(name, k.raw_name, "cpp", nodes, id=spec.kernel_ids.get(k.raw_name))
            )
            continue
        tree = ast.parse(k.source)  # once for both readers of the kernel's source
        cleaned = clean_triton_kernel(k.source, k.raw_name, name, tree)
        try:
            heuristic = parse_heuristic(k.source, k.raw_name, tree)
        except UnsupportedKernel:
            heuristic = None
        facts[k.raw_name] = TritonFacts(cleaned.params, cleaned.constexprs, heuristic)
        helpers |= cleaned.helpers
        main = cleaned.source
        if spec.device == "cuda" and k.raw_name in spec.tuned:
            main = "@_cached_launch\n" + main
            cached_launch = True
        if k.raw_name not in spec.tuned:
            if heuristic is None:
                raise CleanupError(f"no launch config or heuristic for Triton kernel {k.raw_name}")
            try:
                main = autotune_decorator(heuristic) + "\n" + main
            except UnsupportedKernel as exc:
                raise CleanupError(f"kernel {k.raw_name}: {exc}") from exc
        # The comment block (and its id marker) sits right above the kernel itself.
        text = "\n\n\n".join(cleaned.extra_functions + [f"{comment}\n{main}"])
        sections.append(f"{text}\n")
        launch = _triton_launch_info(k.raw_name, spec, heuristic)
        infos.append(
            KernelInfo(name, k.raw_name, "triton", nodes, launch, spec.kernel_ids.get(k.raw_name))
        )

    rewriter = CallRewriter(
        spec,
        names,
        kinds,
        facts,
        kernel_nodes,
        extern_order=extern_handles(raw),
        launch_order=handles,
    )
    rewriter.subgraph_names = [f.name.value for f in module.subgraphs]
    rewriter.prepare(module.call)
    # Subgraph functions first: launches are recorded in the module's text order.
    subgraphs = [code(rewriter.rewrite_subgraph(f)).strip() for f in module.subgraphs]
    body = rewriter.rewrite(module.call)
    inputs = list(rewriter.arg_map.values())
    users = [i for i in inputs if i.kind == "user"]
    state = [i for i in inputs if i.kind != "user"]
    body = prologue(rewriter, state) + body

    # Output and intermediate buffers get readable names; one rename pass over `call`.
    # (Identifiers of the raw `call` and the inputs' names count as taken: a superset of
    # the names the clean `call` uses.)
    taken = {i.name for i in inputs} | set(rewriter.subgraph_names)
    words = set(re.findall(r"\b[A-Za-z_]\w*\b", code(module.call))) | taken
    out_names = _output_names(body, taken)
    out_names.update(buffer_names(body, spec.buffer_nodes, out_names, words))
    renames: dict[str, str] = {**rewriter.renames, **out_names}
    body = [rename(stmt, renames) for stmt in body]
    _launch_nodes_of(infos, rewriter.launches, spec)
    infos += _extern_infos(rewriter.launches, spec)
    graphs = spec.cuda_graphs and spec.device == "cuda"
    decorator = None
    if graphs:
        decorator = _graphs_decorator(spec, [u.name for u in users])
    call_src = _call_function([u.name for u in users], body, decorator)

    uses_triton = any(k.kind == "triton" for k in module.kernels)
    constants = [f"DEVICE = {spec.device!r}"]
    # `aten.` / `inductor_ops.` in code (not in Inductor's comments naming ATen ops).
    code_lines = [line.split("#", 1)[0] for line in "\n".join([*subgraphs, call_src]).splitlines()]
    if any(re.search(r"\baten\.", line) for line in code_lines):
        constants.append("aten = torch.ops.aten")
    if any(re.search(r"\binductor_ops\.", line) for line in code_lines):
        constants.append("inductor_ops = torch.ops.inductor")

    doc = [spec.title, ""] + spec.header
    parts = [
        '"""' + "\n".join(doc).rstrip() + '\n"""',
        _imports(uses_triton, rewriter.uses_cpp, bool(state), graphs, cached_launch),
        "\n".join(constants),
    ]
    if graphs:
        parts.append(clean_runtime.GRAPHS_FLAG.strip())
    if cached_launch:
        parts.append(clean_runtime.LAUNCH_FLAG.strip())
    parts.append(clean_runtime.CHECKS.strip())
    if re.search(r"\breinterpret_tensor\(", "\n".join(code_lines)):
        parts.append(clean_runtime.VIEWS.strip())
    if spec.size_guards:
        parts.append(clean_runtime.SIZES.strip())
    if state:
        parts.append(clean_runtime.WEIGHTS.strip())
    try:
        parts += helper_sources(helpers, spec.triton_helpers)
    except ValueError as exc:
        raise CleanupError(str(exc)) from exc
    grid_code = "\n".join([*sections, *subgraphs, call_src])
    if re.search(r"\b_cdiv\(", grid_code):
        parts.append(clean_runtime.CDIV.strip())
    if cached_launch:
        parts.append(clean_runtime.LAUNCH.strip())
    parts += [s.strip() for s in sections]
    if rewriter.uses_cpp:
        parts.append(f'_CPP_PRELUDE = r"""\n{prelude(cpp_sources, spec.cpp_prefix)}"""')
        parts.append("_CPP_KERNELS = {\n" + "\n".join(cpp_entries) + "\n}")
        parts.append(f"_CPP_FLAGS = {spec.cpp_flags!r}")
        parts.append(f"_CPP_AVX2_FLAGS = {spec.cpp_isa_flags!r}")
        parts.append(CPP_RUNTIME.strip())
    parts += subgraphs
    if graphs:
        parts.append(clean_runtime.GRAPHS.strip())
    parts.append(call_src)
    source = "\n\n\n".join(parts) + "\n"
    dim_names = {d.symbol: d.name for d in spec.dynamic_dims if d.symbol != d.name}
    source = _renamed_in_comments(source, dim_names)
    try:
        source = format_source(source)
    except ValueError as exc:
        raise CleanupError(str(exc)) from exc
    tree = _check_standalone(source)
    _check_dim_names(tree, list(dim_names.values()))
    _check_names(tree, ["call", *rewriter.subgraph_names])
    return Cleaned(
        source=source,
        kernels=infos,
        input_names=[u.name for u in users],
        state_names=[s.name for s in state],
        dim_reads=[
            {"name": renames.get(sym, sym), "symbol": sym, "input": name, "dim": index}
            for sym, (name, what, index) in rewriter.symbol_reads.items()
            if what == "size"
        ],
        input_layouts={
            name: {
                "shape": _layout(rename(sizes, renames)),
                "stride": _layout(rename(strides, renames)),
            }
            for name, (sizes, strides) in rewriter.input_layouts.items()
        },
    )


def _layout(node: cst.BaseExpression) -> list[int | str]:
    """Inductor's `(s77, 16*s27, 1)`: ints, or the expressions' text."""
    if not isinstance(node, cst.Tuple | cst.List):
        return [code(node)]
    out: list[int | str] = []
    for e in node.elements:
        text = code(e.value).strip()
        out.append(int(text) if text.isdigit() else text)
    return out


def _renamed_in_comments(source: str, names: dict[str, str]) -> str:
    """Inductor's comments (`# Graph fragment:` lines, node mappings) name the size symbols
    too: they say the dim names the code uses. Only comment tokens are touched (C++ and
    Triton sources are strings, and read symbols through their own parameters)."""
    if not names:
        return source
    pattern = re.compile(
        r"\b(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")\b"
    )
    starts: dict[int, int] = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            starts[tok.start[0]] = tok.start[1]
    lines = source.splitlines(keepends=True)
    for row, col in starts.items():
        line = lines[row - 1]
        lines[row - 1] = line[:col] + pattern.sub(lambda m: names[m.group(1)], line[col:])
    return "".join(lines)


def _check_dim_names(tree: ast.Module, names: list[str]) -> None:
    """Every dynamic dim name must mean only that dim in the clean module: `call` binds it
    once (`B = x.shape[0]`), and it is no input, no other local, no module-level name and
    no builtin the module uses. Raises DimNameClash naming what it clashes with."""
    if not names:
        return
    module_names: set[str] = set()
    call: ast.FunctionDef | None = None
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef | ast.ClassDef):
            module_names.add(stmt.name)
            if isinstance(stmt, ast.FunctionDef) and stmt.name == "call":
                call = stmt
        elif isinstance(stmt, ast.Assign):
            module_names |= {t.id for t in stmt.targets if isinstance(t, ast.Name)}
        elif isinstance(stmt, ast.Import | ast.ImportFrom):
            module_names |= {(a.asname or a.name).split(".")[0] for a in stmt.names}
    loads = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    used_builtins = loads & set(dir(builtins))
    params: set[str] = set()
    binds: dict[str, int] = {}
    if call is not None:
        params = {a.arg for a in call.args.args}
        for node in ast.walk(call):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                binds[node.id] = binds.get(node.id, 0) + 1
            elif isinstance(node, ast.arg) and node not in call.args.args:
                binds[node.arg] = binds.get(node.arg, 0) + 1
    for name in names:
        clash = None
        if not name.isidentifier() or keyword.iskeyword(name):
            clash = "it is not a Python identifier"
        elif names.count(name) > 1:
            clash = "another dim: two dynamic dims have this name"
        elif name in params:
            clash = f"call's input {name}"
        elif name in module_names:
            clash = f"the module's {name}"
        elif name in used_builtins:
            clash = f"the builtin {name} the module uses"
        elif binds.get(name, 0) > 1:
            clash = f"a variable {name} of call (a buffer or a local of the cleanup)"
        if clash is not None:
            raise DimNameClash(
                f"dynamic dim name {name!r} clashes with {clash}: the clean module's `call`"
                " reads the dim into a variable of that name; pick another name for the dim"
            )


def _launch_nodes_of(
    infos: list[KernelInfo], launches: list[LaunchRecord], spec: CleanSpec
) -> None:
    """Each Triton / C++ kernel's nodes per launch (in `call`'s text order) and, as its
    `nodes`, all of them: a kernel Inductor launches once per block of a repeated stack
    computes every block's nodes, one launch each."""
    for info in infos:
        info.launch_keys = [
            launch.key
            for launch in launches
            if launch.raw == info.raw_name and launch.kind != "extern" and launch.key
        ]
        per_launch = [
            spec.launch_nodes.get(launch.key or "") or list(info.nodes)
            for launch in launches
            if launch.raw == info.raw_name and launch.kind != "extern"
        ]
        if not per_launch or not spec.launch_nodes:
            continue
        info.launch_nodes = per_launch
        info.nodes = list(dict.fromkeys(n for nodes in per_launch for n in nodes))


def _extern_infos(launches: list[LaunchRecord], spec: CleanSpec) -> list[KernelInfo]:
    out = []
    for launch in launches:
        if launch.kind != "extern":
            continue
        nodes = spec.kernel_nodes.get(launch.raw, [])
        out.append(
            KernelInfo(
                launch.label,
                launch.raw,
                "extern",
                nodes,
                id=spec.kernel_ids.get(launch.raw),
                launch_nodes=[nodes] if spec.launch_nodes else [],
                launch_keys=[launch.raw],
            )
        )
    return out


def _check_standalone(source: str) -> ast.Module:
    """Raises CleanupError where the module still needs Inductor or does not compile;
    returns its syntax tree (parsed once for the checks after this one)."""
    for bad in (
        "torch._inductor",
        "torch._C._dynamo",
        "async_compile",
        "triton_heuristics",
        "<torch/csrc/inductor",
    ):
        if bad in source:
            raise CleanupError(f"the clean module still refers to {bad}")
    try:
        tree = ast.parse(source, "<clean module>")
        compile(tree, "<clean module>", "exec")
    except SyntaxError as exc:
        raise CleanupError(f"the clean module does not compile: {exc}") from exc
    return tree


def _bound_at_top(tree: ast.Module) -> set[str]:
    names = set(dir(builtins))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


def _check_names(tree: ast.Module, functions: list[str]) -> None:
    """Every name `call` and the subgraph functions read is defined: a name Inductor's
    module had and the clean one lost would otherwise fail only when the module runs."""
    top = _bound_at_top(tree)
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef) or fn.name not in functions:
            continue
        local = {a.arg for a in ast.walk(fn) if isinstance(a, ast.arg)}
        local |= {
            n.id
            for n in ast.walk(fn)
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)
        }
        shadowed = sorted(local & top & reserved())
        if shadowed:
            raise CleanupError(
                f"{fn.name} binds {shadowed[0]!r}, which is also a name of the clean module"
                " (an input, a parameter or a buffer named like the module's own helpers)"
            )
        for n in ast.walk(fn):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in top | local:
                raise CleanupError(
                    f"{fn.name} uses {n.id!r} (line {n.lineno} of the clean module), which the"
                    " clean module does not define"
                )
