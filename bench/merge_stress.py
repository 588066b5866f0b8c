"""Merge stress benchmark (docs/benchmarks.md, "Merge stress"): seeded random hand edits
of a project's working copy, a regeneration that renames and reorders kernels, then
`kernel-studio merge DIR --json --no-verify` (the per-kernel 3-way merge) and, for
comparison, a plain whole-file `git merge-file -p --diff3 OURS BASE THEIRS`.

Pairs: for each model and regeneration cause, generation 1 is the model as it is and
generation 2 the changed model (or the same model with changed export settings), exported
on cpu into the same project folder (a re-export), so the working copy is generation 1's
text. Pairs are exported once into `--work` and reused.

A trial copies a pair's project, edits the working copy (bench/merge_edits.py: 1-4 edits
to random kernels, sometimes `call` and a helper, each with a unique token), records
generation 1 as its base in .kernel-studio/working.json and merges. Each token is then
preserved (in the working copy outside conflict blocks), in a conflict (inside one),
stranded (in a stranded edit's file the merge lists) or lost (nowhere). A merge without
conflicts is "broken" when its text does not parse, lacks a kernel of generation 2, or
still defines a kernel name only generation 1 had. A conflict block is "spurious" when
its new side equals its base side once kernel names are blanked (the regeneration only
renamed or moved that code). A kept token is "misplaced" when a kernel edit ends up outside
every kernel of generation 2, or outside the generation 2 copies of its kernel when that
kernel's code survives unchanged (names aside; "twins"), or a `call` edit outside `call`;
"stranded with a twin" counts stranded edits of kernels that have such twins.

Per trial and edit the two merges are compared: an edit git merge-file keeps cleanly where
it belongs (kept outside conflicts, not misplaced) that kernel-studio merge strands or puts
into a conflict is a failure of ours ("WORSE", listed; the run exits 1 when there is any);
"better" counts the other way round.

Run: `.venv/bin/python bench/merge_stress.py --binary build/bin/kernel-studio
[--trials 1000] [--seed 0] [--work DIR] [--models ...] [--engine CMD] [--jobs N]
[--json FILE]`. Without `--binary` only the git merge-file side runs."""

from __future__ import annotations

import argparse
import ast
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
from dataclasses import dataclass
import sys
import tempfile
import time
from collections import Counter, defaultdict
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "engine"))
sys.path.insert(0, HERE)

from merge_edits import (  # noqa: E402
    Edit,
    apply_edits,
    classify,
    conflicts,
    normalized,
    plan_edits,
    spurious,
)

from kernel_studio.module_text.module_map import map_module  # noqa: E402

GELU = {"decompose": ["aten.gelu"]}
FUSION = {"realize_opcount_threshold": 0, "max_fusion_size": 1}

# The causes of the benchmark's own models: their VARIANTs, then export settings changed.
OWN_CAUSES: dict[str, tuple[Any, dict[str, Any]]] = {
    "layer_added": ("layer_added", {}),
    "layer_removed": ("layer_removed", {}),
    "constant_changed": ("constant_changed", {}),
    "reordered": ("reordered", {}),
    "gelu_decomposed": (None, {"decompositions": GELU}),
    "fusion_option": (None, {"inductor": FUSION}),
}

# model -> (file, causes): cause -> (the source change, export settings of generation 2).
# A source change is a VARIANT for the benchmark's own models, else (old, new) replacements.
MODELS: dict[str, tuple[str, dict[str, tuple[Any, dict[str, Any]]]]] = {
    "block_stack": ("bench/merge_models/block_stack.py", OWN_CAUSES),
    "conv_tower": ("bench/merge_models/conv_tower.py", OWN_CAUSES),
    "transformer_block": (
        "engine/tests/models/transformer_block.py",
        {
            "layer_added": (
                [
                    (
                        "        x = x + self.proj(a)\n",
                        "        x = x + self.proj(torch.tanh(a))\n",
                    )
                ],
                {},
            ),
            "layer_removed": (
                [
                    (
                        "nn.functional.gelu(self.fc1(self.norm2(x)))",
                        "nn.functional.gelu(self.fc1(x))",
                    )
                ],
                {},
            ),
            "constant_changed": (
                [("/ math.sqrt(q.shape[-1])", "/ (2.0 * math.sqrt(q.shape[-1]))")],
                {},
            ),
            "gelu_decomposed": (None, {"decompositions": GELU}),
            "fusion_option": (None, {"inductor": FUSION}),
        },
    ),
    # Repeated activations in different modules (relu in a conv body and in the head).
    "conv_head": (
        "bench/merge_models/conv_head.py",
        {
            "head_activation": ("head_activation", {}),
            "body_activation": ("body_activation", {}),
            "head_layer_removed": ("head_layer_removed", {}),
            "fusion_option": (None, {"inductor": FUSION}),
        },
    ),
    "act_mlp": (
        "bench/merge_models/act_mlp.py",
        {
            "one_activation": ("one_activation", {}),
            "all_activations": ("all_activations", {}),
            "layer_removed": ("layer_removed", {}),
        },
    ),
    "rms_norm": (
        "resources/examples/rms_norm/model.py",
        {
            "constant_changed": ([("EPS = 1e-6", "EPS = 1e-5")], {}),
            "layer_added": (
                [
                    (
                        "return x * rms * self.weight",
                        "return torch.tanh(x * rms * self.weight)",
                    )
                ],
                {},
            ),
            "fusion_option": (None, {"inductor": FUSION}),
        },
    ),
}

_EXPORT = """
import json, sys
sys.path.insert(0, {engine!r})
from kernel_studio.methods.export import export_model_file
args = json.loads(sys.argv[1])
export_model_file(args["model"], args["out"], device="cpu", **args["settings"])
"""


def _model_source(model: str, change: Any) -> str:
    path, _ = MODELS[model]
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        text = f.read()
    if change is None:
        return text
    if isinstance(change, str):
        old = 'VARIANT = "base"'
        assert old in text, f"{path}: no {old}"
        return text.replace(old, f'VARIANT = "{change}"', 1)
    for old, new in change:
        assert old in text, f"{path}: {old!r} not found"
        text = text.replace(old, new, 1)
    return text


def _write_model(folder: str, model: str, change: Any) -> str:
    """The model file of one variant, named so that every variant's project is <model>."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, model + ".py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(_model_source(model, change))
    return path


def _export(model_file: str, out: str, settings: dict[str, Any]) -> None:
    """One export in a fresh process, as the engine's job workers do."""
    script = _EXPORT.format(engine=os.path.join(REPO, "engine"))
    args = json.dumps({"model": model_file, "out": out, "settings": settings})
    done = subprocess.run(
        [sys.executable, "-c", script, args],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"export of {model_file} into {out} failed:\n{done.stderr[-3000:]}"
        )


def kernel_names(project: str, number: int) -> list[str]:
    path = os.path.join(project, "generations", f"{number:04d}", "metadata.json")
    with open(path, encoding="utf-8") as f:
        return [k["name"] for k in json.load(f)["kernels"] if k.get("kind") != "extern"]


def make_pairs(work: str, models: list[str]) -> list[dict[str, Any]]:
    """Export (once) every (model, cause) pair; returns their descriptions."""
    pairs = []
    for model in models:
        _, causes = MODELS[model]
        base_project = os.path.join(work, "pairs", model, "generation1")
        if not os.path.isfile(os.path.join(base_project, "kernel-studio.toml")):
            shutil.rmtree(base_project, ignore_errors=True)
            source = _write_model(
                os.path.join(work, "models", model, "base"), model, None
            )
            started = time.perf_counter()
            _export(source, base_project, {})
            print(
                f"{model}: generation 1 exported in {time.perf_counter() - started:.1f} s"
            )
        for cause, (change, settings) in causes.items():
            project = os.path.join(work, "pairs", model, cause)
            if not os.path.isdir(os.path.join(project, "generations", "0002")):
                shutil.rmtree(project, ignore_errors=True)
                shutil.copytree(base_project, project)
                source = (
                    _write_model(
                        os.path.join(work, "models", model, cause), model, change
                    )
                    if change is not None
                    else os.path.join(work, "models", model, "base", model + ".py")
                )
                # The copy records generation 1's model file; generation 2 is the variant's.
                started = time.perf_counter()
                _export(source, project, settings)
                print(
                    f"{model}/{cause}: generation 2 exported in {time.perf_counter() - started:.1f} s"
                )
            old, new = kernel_names(project, 1), kernel_names(project, 2)
            pairs.append(
                {
                    "model": model,
                    "cause": cause,
                    "project": project,
                    "kernels1": len(old),
                    "kernels2": len(new),
                    "renamedOrGone": len(set(old) - set(new)),
                    "sameOrder": old == new,
                    "moduleChanged": _read(_pristine(project, 1))
                    != _read(_pristine(project, 2)),
                }
            )
    return pairs


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def _name(project: str) -> str:
    toml = _read(os.path.join(project, "kernel-studio.toml"))
    return re.search(r'^name = "([^"]+)"', toml, re.M).group(1)  # type: ignore[union-attr]


def _pristine(project: str, number: int) -> str:
    return os.path.join(project, "generations", f"{number:04d}", _name(project) + ".py")


def _metadata(project: str, number: int) -> list[dict[str, Any]]:
    path = os.path.join(project, "generations", f"{number:04d}", "metadata.json")
    with open(path, encoding="utf-8") as f:
        return json.load(f)["kernels"]


_DEFINED = re.compile(r"^(?:def\s+(\w+)\s*\(|(\w+)\s*=\s*r?\"\"\")", re.M)


def broken(text: str, project: str) -> str | None:
    """Why a conflict-free merged text is not a module of generation 2, or None."""
    try:
        ast.parse(text)
    except SyntaxError as exc:
        return f"does not parse (line {exc.lineno})"
    new = _metadata(project, 2)
    mapped = map_module(text, new)
    missing = [k.name for k in mapped.kernels if k.kind != "extern" and not k.found]
    if missing:
        return f"lacks {missing[0]}" + (
            f" and {len(missing) - 1} more" if len(missing) > 1 else ""
        )
    gone = {k["name"] for k in _metadata(project, 1)} - {k["name"] for k in new}
    defined = {a or b for a, b in _DEFINED.findall(text)}
    stale = sorted(gone & defined)
    if stale:
        return f"still defines {stale[0]}"
    return None


_UNCHANGED: dict[str, dict[str, set[str]]] = {}


def unchanged_kernels(project: str) -> dict[str, set[str]]:
    """Generation 1 kernel -> the generation 2 kernels whose pristine code is the same once
    kernel names are blanked (only for kernels that have such twins): where an edit of it
    belongs after the merge, known without asking the merge."""
    if project not in _UNCHANGED:
        texts = []
        for number in (1, 2):
            mapped = map_module(
                _read(_pristine(project, number)), _metadata(project, number)
            )
            texts.append(
                {
                    k.name: normalized(k.text.splitlines())
                    for k in mapped.kernels
                    if k.text
                }
            )
        _UNCHANGED[project] = {
            old: twins
            for old, text in texts[0].items()
            if (twins := {new for new, t in texts[1].items() if t == text})
        }
    return _UNCHANGED[project]


def misplaced(
    edits: list[Edit],
    classes: dict[str, str],
    text: str,
    project: str,
    matches: dict[str, set[str]] | None,
) -> list[str]:
    """Tokens kept outside conflicts but not where their edit belongs: a kernel edit outside
    every kernel of generation 2, or outside the twins of its kernel when it has some
    (`matches`: unchanged_kernels), a `call` edit outside `call`."""
    if not any(classes[e.token] == "preserved" for e in edits):
        return []
    lines = text.splitlines()
    mapped = map_module(text, _metadata(project, 2))
    out = []
    for e in edits:
        if classes[e.token] != "preserved" or e.where == "helper":
            continue
        line = next(i + 1 for i, x in enumerate(lines) if e.token in x)
        if e.where == "call":
            if not (mapped.call and mapped.call.start <= line <= mapped.call.end):
                out.append(e.token)
            continue
        inside = {
            k.name
            for k in mapped.kernels
            if k.definition and k.definition.start <= line <= k.definition.end
        }
        expected = (matches or {}).get(e.name or "")
        if not inside or (expected is not None and not inside & expected):
            out.append(e.token)
    return out


def _outcome(
    edits: list[Edit],
    text: str,
    project: str,
    stranded: list[str],
    matches: dict[str, set[str]] | None = None,
) -> dict[str, Any]:
    blocks = conflicts(text)
    classes = classify([e.token for e in edits], text, stranded)
    return {
        "tokens": Counter(classes.values()),
        "classes": classes,
        "lost": [t for t, c in classes.items() if c == "lost"],
        "misplaced": misplaced(edits, classes, text, project, matches),
        # Stranded although the kernel's code survives in generation 2 (names aside): a
        # match the merge could have made.
        "strandedWithTwin": [
            e.token
            for e in edits
            if classes[e.token] == "stranded" and e.name in (matches or {})
        ],
        "conflicts": len(blocks),
        "spurious": sum(1 for b in blocks if spurious(b)),
        "broken": broken(text, project) if not blocks else None,
    }


@dataclass
class Prepared:
    """A trial up to the kernel merge: the edited project and the git merge-file result."""

    row: dict[str, Any]
    folder: str
    project: str
    working: str
    edits: list[Any]
    same: Any


def prepare_trial(
    pair: dict[str, Any], trial: int, seed: int, scratch: str
) -> Prepared:
    rng = random.Random(f"{seed}:{trial}")
    folder = os.path.join(scratch, f"t{trial:05d}")
    project = os.path.join(folder, "p")
    shutil.copytree(
        pair["project"], project, ignore=shutil.ignore_patterns("*.weights.pt", "lock")
    )
    name = _name(project)
    working = os.path.join(project, name + ".py")
    text = _read(working)
    module_map = map_module(text, _metadata(project, 1))
    edits = plan_edits(text, module_map, rng, f"ks{trial:05d}")
    edited = apply_edits(text, edits, rng)
    _write(working, edited)
    _write(
        os.path.join(project, ".kernel-studio", "working.json"), '{"generation": 1}\n'
    )
    row: dict[str, Any] = {
        "trial": trial,
        "model": pair["model"],
        "cause": pair["cause"],
        "edits": [e.to_json() for e in edits],
    }
    # Whole-file git merge-file of the same edit.
    ours = os.path.join(folder, "ours.py")
    _write(ours, edited)
    git = subprocess.run(
        [
            "git",
            "merge-file",
            "-p",
            "--diff3",
            ours,
            _pristine(project, 1),
            _pristine(project, 2),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if git.returncode < 0 or git.returncode > 127:
        raise RuntimeError(f"git merge-file failed: {git.stderr}")
    same = unchanged_kernels(pair["project"])
    row["git"] = _outcome(edits, git.stdout, project, [], same)
    return Prepared(row, folder, project, working, edits, same)


def merge_batch(
    batch: list[Prepared], binary: str | None, engine: str | None
) -> list[dict[str, Any]]:
    """`kernel-studio merge` on every project of `batch` in one run (one engine start), then
    each trial's tokens classified."""
    if binary and batch:
        command = [
            binary,
            "merge",
            *(t.project for t in batch),
            "--json",
            "--no-verify",
        ]
        if engine:
            command += ["--engine", engine]
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        seconds = (time.perf_counter() - started) / len(batch)
        try:
            answers = json.loads(done.stdout)
            if isinstance(answers, dict):
                answers = [answers]
        except ValueError:
            answers = []
        by_project = {a.get("project"): a for a in answers}
        for t in batch:
            result = by_project.get(t.project)
            if result is None or result.get("exitCode") not in (0, 4, 5):
                reason = (result or {}).get("message") or done.stderr.strip()[-400:]
                t.row["ks"] = {"error": f"exit {done.returncode}: {reason}"}
                continue
            stranded = [
                _read(s["file"])
                for s in result.get("stranded", [])
                if os.path.isfile(s["file"])
            ]
            t.row["ks"] = _outcome(
                t.edits, _read(t.working), t.project, stranded, t.same
            )
            t.row["ks"].update(
                {
                    "exit": result.get("exitCode"),
                    "outcome": result.get("outcome"),
                    "reported": result.get("conflicts"),
                    "stranded": len(result.get("stranded", [])),
                    "seconds": round(seconds, 3),
                    "matches": dict(
                        Counter(k.get("match") for k in result.get("kernels", []))
                    ),
                }
            )
    for t in batch:
        shutil.rmtree(t.folder, ignore_errors=True)
        compare_with_git(t.row)
    return [t.row for t in batch]


def compare_with_git(row: dict[str, Any]) -> None:
    """Per token of the trial: `worseThanGit`, the edits git merge-file keeps cleanly where
    they belong (kept outside conflicts, not misplaced) that kernel-studio merge strands or
    puts into a conflict (a failure of ours); `betterThanGit`, the other way round."""
    ks, git = row.get("ks"), row["git"]
    if not ks or "error" in ks:
        return
    kept = {"preserved"}
    not_clean = {"conflict", "stranded"}

    def clean(side: dict[str, Any], token: str) -> bool:
        return side["classes"][token] in kept and token not in side["misplaced"]

    tokens = list(git["classes"])
    row["worseThanGit"] = [
        t for t in tokens if clean(git, t) and ks["classes"][t] in not_clean
    ]
    row["betterThanGit"] = [
        t for t in tokens if clean(ks, t) and git["classes"][t] in not_clean
    ]


def summarize(rows: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """Totals of one merge (`ks` or `git`) over `rows`."""
    runs = [r[key] for r in rows if key in r and "error" not in r[key]]
    tokens: Counter[str] = Counter()
    for r in runs:
        tokens.update(r["tokens"])
    out = {
        "trials": len(runs),
        "errors": sum(1 for r in rows if key in r and "error" in r[key]),
        "tokens": sum(tokens.values()),
        "preserved": tokens["preserved"],
        "inConflict": tokens["conflict"],
        "stranded": tokens["stranded"],
        "lost": tokens["lost"],
        "trialsWithConflicts": sum(1 for r in runs if r["conflicts"]),
        "conflictBlocks": sum(r["conflicts"] for r in runs),
        "spuriousBlocks": sum(r["spurious"] for r in runs),
        "brokenCleanMerges": sum(1 for r in runs if r["broken"]),
        "misplaced": sum(len(r["misplaced"]) for r in runs),
        "strandedWithTwin": sum(len(r.get("strandedWithTwin", [])) for r in runs),
    }
    if key == "ks" and runs:
        seconds = sorted(r["seconds"] for r in runs)
        out["medianSeconds"] = seconds[len(seconds) // 2]
        out["misreported"] = sum(1 for r in runs if r["reported"] != r["conflicts"])
        compared = [r for r in rows if "worseThanGit" in r]
        out["worseThanGit"] = sum(len(r["worseThanGit"]) for r in compared)
        out["trialsWorseThanGit"] = sum(1 for r in compared if r["worseThanGit"])
        out["betterThanGit"] = sum(len(r["betterThanGit"]) for r in compared)
    return out


def table(groups: dict[tuple[str, str], list[dict[str, Any]]]) -> str:
    """Per model and cause, then the total: tokens (hand edits) kept outside conflicts,
    in conflicts, stranded, LOST, misplaced; trials with conflicts, spurious conflict
    blocks, clean merges that are broken; kernel-studio merge left, git merge-file right."""
    names = ["kept", "confl", "strand", "LOST", "mispl", "c-trials", "spur", "broken"]
    keys = [
        "preserved",
        "inConflict",
        "stranded",
        "lost",
        "misplaced",
        "trialsWithConflicts",
        "spuriousBlocks",
        "brokenCleanMerges",
    ]
    widths = [6, 6, 7, 5, 6, 9, 5, 7]

    def cells(s: dict[str, Any]) -> str:
        return "".join(
            f"{s[k] if s['trials'] else '-':>{w}}"
            for k, w in zip(keys, widths, strict=True)
        )

    head = (
        f"{'model':<18}{'cause':<20}{'trials':>7}{'tokens':>7} |"
        + "".join(f"{n:>{w}}" for n, w in zip(names, widths, strict=True))
        + f"{'WORSE':>7}{'better':>7} |"
        + "".join(f"{n:>{w}}" for n, w in zip(names, widths, strict=True))
    )
    span = sum(widths) + 15
    lines = [
        f"{'':<52}|{' kernel-studio merge (WORSE/better: than git, per edit)':<{span}}"
        "| git merge-file --diff3",
        head,
        "-" * len(head),
    ]
    everything = [r for rows in groups.values() for r in rows]
    for (model, cause), rows in [*sorted(groups.items()), (("total", ""), everything)]:
        ks, git = summarize(rows, "ks"), summarize(rows, "git")
        versus = f"{ks.get('worseThanGit', '-'):>7}{ks.get('betterThanGit', '-'):>7}"
        lines.append(
            f"{model:<18}{cause:<20}{len(rows):>7}{git['tokens']:>7} |"
            f"{cells(ks)}{versus} |{cells(git)}"
        )
    return "\n".join(lines)


def report(rows: list[dict[str, Any]], seconds: float, jobs: int) -> dict[str, Any]:
    """Print the table and the totals of `rows`; returns the totals."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[(r["model"], r["cause"])].append(r)
    print()
    print(table(groups))
    totals = {
        "ks": summarize(rows, "ks"),
        "git": summarize(rows, "git"),
        "trials": len(rows),
        "seconds": round(seconds, 1),
        "jobs": jobs,
    }
    print(json.dumps(totals, indent=1))
    lost = [(r["trial"], t) for r in rows for t in r.get("ks", {}).get("lost", [])]
    if lost:
        print(f"LOST by kernel-studio merge: {lost[:20]}", file=sys.stderr)
    worse = [r for r in rows if r.get("worseThanGit")]
    for r in worse[:20]:
        print(
            f"WORSE than git merge-file: trial {r['trial']} {r['model']}/{r['cause']}: "
            + ", ".join(
                f"{t} ({r['ks']['classes'][t]}; edit of "
                f"{next((e['name'] for e in r['edits'] if e['token'] == t), '?')})"
                for t in r["worseThanGit"]
            ),
            file=sys.stderr,
        )
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=1000)
    parser.add_argument(
        "--first", type=int, default=0, help="number of the first trial"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--work", default=os.path.join(tempfile.gettempdir(), "ks-merge-stress")
    )
    parser.add_argument(
        "--models", nargs="+", default=list(MODELS), choices=list(MODELS)
    )
    parser.add_argument("--binary", help="kernel-studio (without: git merge-file only)")
    parser.add_argument(
        "--batch",
        type=int,
        default=25,
        help="trials per `kernel-studio merge` run (one engine start each; default 25)",
    )
    parser.add_argument("--engine", help="engine command passed to kernel-studio merge")
    parser.add_argument(
        "--json", dest="json_file", help="write the rows and totals here"
    )
    parser.add_argument("--jobs", type=int, default=1, help="trials run at once")
    parser.add_argument(
        "--report",
        nargs="+",
        metavar="JSON",
        help="run nothing: the table of the rows of earlier --json files (runs in parts)",
    )
    args = parser.parse_args()
    if args.report:
        rows: dict[int, dict[str, Any]] = {}
        seconds = 0.0
        for path in args.report:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            rows.update((r["trial"], r) for r in data["rows"])
            seconds += data["totals"]["seconds"]
        report([rows[t] for t in sorted(rows)], seconds, 0)
        return 0
    work = os.path.abspath(args.work)
    pairs = make_pairs(work, args.models)
    print(
        f"{'pair':<36}{'kernels 1->2':>14}{'renamed/gone':>14}{'same order':>12}{'changed':>9}"
    )
    for p in pairs:
        print(
            f"{p['model'] + '/' + p['cause']:<36}{p['kernels1']:>7} ->{p['kernels2']:>4}"
            f"{p['renamedOrGone']:>14}{str(p['sameOrder']):>12}{str(p['moduleChanged']):>9}"
        )
    scratch = tempfile.mkdtemp(prefix="trials-", dir=work)
    started = time.perf_counter()

    def batch_of(numbers: list[int]) -> list[dict[str, Any]]:
        # The pair and the edits depend on the seed and the trial number only.
        prepared = []
        for trial in numbers:
            pair = pairs[
                random.Random(f"{args.seed}:pair:{trial}").randrange(len(pairs))
            ]
            prepared.append(prepare_trial(pair, trial, args.seed, scratch))
        rows = merge_batch(prepared, args.binary, args.engine)
        print(
            f"  trials to {numbers[-1] + 1}, {time.perf_counter() - started:.0f} s",
            file=sys.stderr,
        )
        return rows

    numbers = list(range(args.first, args.first + args.trials))
    batches = [numbers[i : i + args.batch] for i in range(0, len(numbers), args.batch)]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        done = [row for rows in pool.map(batch_of, batches) for row in rows]
    shutil.rmtree(scratch, ignore_errors=True)
    totals = report(done, time.perf_counter() - started, args.jobs)
    if args.json_file:
        with open(args.json_file, "w", encoding="utf-8") as f:
            json.dump(
                {"seed": args.seed, "pairs": pairs, "totals": totals, "rows": done}, f
            )
    return 1 if totals["ks"]["lost"] or totals["ks"].get("worseThanGit") else 0


if __name__ == "__main__":
    sys.exit(main())
