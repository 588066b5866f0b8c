"""Stage 2, decompose: run the decomposition table the user chose over the exported program,
and build the matching table for Inductor (ops kept intact must survive both)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.decompositions import DecompositionsFile, function_error
from kernel_studio.inductor import decompositions_for, inductor_decomposition_table
from kernel_studio.pipeline.decompose.ops import resolve_op
from kernel_studio.pipeline.errors import ExportError, wrap
from kernel_studio.pipeline.trace.trace import Traced

DecompositionSpec = (
    None
    | Mapping[str, Any]
    | Sequence[str]
    | Mapping[torch._ops.OperatorBase, Callable[..., Any]]
    | DecompositionsFile
)


@dataclass
class Decomposed:
    """The program after decomposition and the table Inductor lowers it with."""

    traced: Traced
    program: torch.export.ExportedProgram
    inductor_table: dict[Any, Callable[..., Any]] | None
    keep: list[str] = field(default_factory=list)
    force: list[str] = field(default_factory=list)
    custom: list[str] = field(default_factory=list)  # ops decomposed by the user's functions
    file: DecompositionsFile | None = None  # the project's decompositions.py, when used

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"keep": self.keep, "decompose": self.force}
        if self.custom:
            out["custom"] = self.custom
        return out


def _names(ops: Sequence[Any]) -> list[str]:
    return sorted({str(o) for o in ops})


def parse_spec(spec: DecompositionSpec) -> tuple[str, list[Any], list[Any], dict | None]:
    """(`base`, keep ops, force ops, explicit table). A mapping with op keys is a table used
    as is; `{"keep": [...], "decompose": [...], "base": "none"|"default"}` edits a base; a
    list names ops to force-decompose."""
    if spec is None:
        return "none", [], [], None
    if isinstance(spec, Mapping):
        if spec and all(not isinstance(k, str) for k in spec):
            return "table", [], [], dict(spec)
        # Settings by name; keys as text, so that a stray op key is listed as unknown too.
        settings: dict[str, Any] = {str(k): v for k, v in spec.items()}
        unknown = set(settings) - {"keep", "decompose", "base"}
        if unknown:
            raise ExportError(
                "input",
                f"unknown decomposition settings {sorted(unknown)}",
                hint='use {"keep": [ops], "decompose": [ops], "base": "none"|"default"}',
            )
        base = settings.get("base") or "none"
        if base not in ("none", "default"):
            raise ExportError("input", f"decomposition base must be none or default, not {base!r}")
        keep = [o for name in settings.get("keep") or [] for o in resolve_op(name)]
        force = [o for name in settings.get("decompose") or [] for o in resolve_op(name)]
        return base, keep, force, None
    if isinstance(spec, list | tuple):
        return "none", [], [o for name in spec for o in resolve_op(name)], None
    raise ExportError("input", f"decompositions must be a dict or list, not {type(spec).__name__}")


def decompose(traced: Traced, decompositions: DecompositionSpec = None) -> Decomposed:
    """Decompose `traced.program`; ops in `keep` stay intact also through Inductor. A
    decompositions.py's own functions decompose their ops in both tables."""
    dfile = decompositions if isinstance(decompositions, DecompositionsFile) else None
    custom: dict[Any, Callable[..., Any]] = {}
    if dfile is not None:
        base, table = dfile.base, None
        keep = [resolve_op(name)[0] for name in dfile.keep]
        force = [resolve_op(name)[0] for name in dfile.force]
        custom = {resolve_op(name)[0]: fn for name, fn in dfile.custom.items()}
    else:
        base, keep, force, table = parse_spec(decompositions)
    if table is None:
        table = dict(torch.export.default_decompositions()) if base == "default" else {}
        for op in keep:
            table.pop(op, None)
        if force:
            table.update(decompositions_for(force))
            missing = [o for o in force if o not in table]
            if missing:
                raise ExportError(
                    "input",
                    f"no decomposition is registered for {_names(missing)}",
                    hint="choose ops listed in torch._decomp.decomposition_table",
                    file=dfile.path if dfile else None,
                    line=dfile.lines.get(str(missing[0])) if dfile else None,
                )
        table.update(custom)
    inductor_table = None
    if keep or force or custom:
        inductor_table = inductor_decomposition_table()
        for op in keep:
            inductor_table.pop(op, None)
        inductor_table.update(decompositions_for(force))
        inductor_table.update(custom)
    try:
        program = traced.program.run_decompositions(table)
    except Exception as exc:  # noqa: BLE001
        located = function_error(exc, dfile, "the export's decomposition") if dfile else None
        if located is not None:
            raise ExportError(
                "export", located.message, file=located.file, line=located.line
            ) from exc
        raise wrap("export", "decomposition", exc, traced.user_files) from exc
    return Decomposed(
        traced=traced,
        program=program,
        inductor_table=inductor_table,
        keep=_names(keep),
        force=_names(force),
        custom=_names(list(custom)),
        file=dfile,
    )
