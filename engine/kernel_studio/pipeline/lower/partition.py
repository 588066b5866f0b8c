"""The training partition: what the forward saves for the backward and what the backward
computes again, steered by the project's compiler settings (docs/project-format.md,
"Training"): `activation_memory_budget` (AOTAutograd's `activation_memory_budget`, 0..1,
1 = upstream's default) and `recompute`, a per-node policy by forward node name
("save" | "recompute").

AOTAutograd's min-cut partitioner (the one Inductor uses) honours checkpoint policies in
`node.meta["recompute"]` (torch.utils.checkpoint.CheckpointPolicy: MUST_SAVE bans a node's
recomputation, MUST_RECOMPUTE forces it, as selective activation checkpointing sets them).
`training_partition` marks the joint graph's nodes through Inductor's
`joint_custom_post_pass`, which runs on the joint graph just before the partitioner cuts it,
after Inductor's own joint-graph passes: the names it sees are the names the forward and
backward graphs keep. Imports torch only inside functions."""

from __future__ import annotations

import contextlib
import math
import operator
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.inductor import partitioner_steering
from kernel_studio.pipeline.errors import ExportError

POLICIES = ("save", "recompute")
DEFAULT_BUDGET = 1.0
# How the settings are spelled in the [export] record and the compiler settings.
BUDGET_KEY = "activation_memory_budget"
POLICY_KEY = "recompute"
# ... and as the `export` method's params.
BUDGET_PARAM = "activationMemoryBudget"
POLICY_PARAM = "recompute"


class PartitionSettingsError(ValueError):
    """A partitioner setting is wrong; `key` is the record's key at fault."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class PartitionSettings:
    """The partitioner's settings of one export: the memory budget and the per-node policy."""

    activation_memory_budget: float = DEFAULT_BUDGET
    policy: Mapping[str, str] = field(default_factory=dict)

    def record(self) -> dict[str, Any]:
        """The settings as the [export] record keeps them (defaults left out)."""
        out: dict[str, Any] = {}
        if self.activation_memory_budget != DEFAULT_BUDGET:
            out[BUDGET_KEY] = self.activation_memory_budget
        if self.policy:
            out[POLICY_KEY] = dict(sorted(self.policy.items()))
        return out

    def metadata(self) -> dict[str, Any]:
        """`training.partitioner` of the metadata (docs/metadata.md, "Training")."""
        return {
            "activationMemoryBudget": self.activation_memory_budget,
            "policy": dict(sorted(self.policy.items())),
        }


def check_partition_settings(budget: Any = None, recompute: Any = None) -> PartitionSettings:
    """`activation_memory_budget` and `recompute` checked. Raises PartitionSettingsError
    naming the key (and the node) at fault."""
    if budget is None:
        budget = DEFAULT_BUDGET
    if (
        isinstance(budget, bool)
        or not isinstance(budget, int | float)
        or not math.isfinite(budget)
        or not 0.0 <= budget <= 1.0
    ):
        raise PartitionSettingsError(
            BUDGET_KEY,
            f"{BUDGET_KEY} must be a number from 0 to 1 (1 = the partitioner's default),"
            f" not {budget!r}",
        )
    if recompute is None:
        recompute = {}
    if not isinstance(recompute, Mapping):
        raise PartitionSettingsError(
            POLICY_KEY,
            f'{POLICY_KEY} must be a table of forward node names: {{node = "save" or'
            f' "recompute"}}, not {recompute!r}',
        )
    policy: dict[str, str] = {}
    for node, value in recompute.items():
        if not isinstance(node, str) or not node:
            raise PartitionSettingsError(POLICY_KEY, f"{POLICY_KEY}: {node!r} is not a node name")
        if value not in POLICIES:
            raise PartitionSettingsError(
                POLICY_KEY,
                f'{POLICY_KEY}: node {node} must be "save" or "recompute", not {value!r}',
            )
        policy[node] = value
    return PartitionSettings(float(budget), dict(sorted(policy.items())))


def partition_settings(settings: Any) -> PartitionSettings:
    """`settings` as PartitionSettings: None (the defaults), PartitionSettings, or a mapping
    with the record's keys `activation_memory_budget` and `recompute` (ExportError `input`
    naming what is wrong)."""
    if settings is None:
        return PartitionSettings()
    if isinstance(settings, PartitionSettings):
        return settings
    if not isinstance(settings, Mapping):
        raise ExportError("input", f"training partition settings: {settings!r} is not a table")
    try:
        return check_partition_settings(settings.get(BUDGET_KEY), settings.get(POLICY_KEY))
    except ValueError as exc:
        raise ExportError("input", str(exc)) from exc


@dataclass
class PartitionRun:
    """What one compile under `training_partition` did: whether the partitioner ran, the
    forward nodes of the joint graph it could save or recompute, and where the policy named
    nodes it does not have."""

    settings: PartitionSettings
    ran: bool = False
    forward_nodes: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    not_forward: dict[str, str] = field(default_factory=dict)  # node -> why


def _forward_region(graph: Any) -> tuple[list[Any], dict[str, str]]:
    """The joint graph's nodes the partitioner may save or recompute (computed ops that do
    not depend on a tangent), and for the other nodes why not."""
    tangents = {n for n in graph.nodes if n.op == "placeholder" and n.name.startswith("tangents")}
    backward: set[Any] = set()
    for node in graph.nodes:  # topological order: a node after all its inputs
        if node in tangents or any(i in backward for i in node.all_input_nodes):
            backward.add(node)
    forward, other = [], {}
    for node in graph.nodes:
        if node.op == "placeholder":
            other[node.name] = "an input of the training step (always there, nothing to save)"
        elif node.op != "call_function":
            continue
        elif node in backward:
            other[node.name] = "computed by the backward (it reads a gradient)"
        else:
            forward.append(node)
    return forward, other


def _mark(graph: Any, run: PartitionRun) -> None:
    """The joint-graph pass: the policy as checkpoint policies on the forward nodes."""
    from torch import Tensor
    from torch.utils.checkpoint import CheckpointPolicy

    # Inductor runs its joint-graph passes on an inference graph too: no tangents, no
    # partition.
    if not any(n.op == "placeholder" and n.name.startswith("tangents") for n in graph.nodes):
        return
    run.ran = True
    forward, other = _forward_region(graph)
    # The model's own forward ops first (the hint of an error lists them); tangent-free
    # pieces of the backward's formulas (tagged is_backward) may be steered too.
    run.forward_nodes = [n.name for n in forward if n.meta.get("partitioner_tag") != "is_backward"]
    by_name = {n.name: n for n in forward}
    for name, choice in run.settings.policy.items():
        node = by_name.get(name)
        if node is None:
            if name in other:
                run.not_forward[name] = other[name]
            else:
                run.unknown.append(name)
            continue
        # An item of a multi-output op (`getitem` of var_mean, of attention) goes with its op:
        # the partitioner saves or recomputes the op, and fails on a policy on the item alone.
        parent = node.args[0] if node.target is operator.getitem and node.args else None
        if isinstance(parent, type(node)) and not isinstance(parent.meta.get("val"), Tensor):
            node = parent
        node.meta["recompute"] = (
            CheckpointPolicy.MUST_SAVE if choice == "save" else CheckpointPolicy.MUST_RECOMPUTE
        )


def policy_error(run: PartitionRun) -> ExportError | None:
    """The error for a policy naming nodes the training graph does not have (or cannot
    save or recompute), or None."""
    if run.not_forward:
        name, why = next(iter(run.not_forward.items()))
        return ExportError(
            "input",
            f"{POLICY_KEY}: node {name} cannot be saved or recomputed: it is {why}",
            hint="choose a node of the forward graph",
        )
    if run.unknown:
        shown = ", ".join(run.forward_nodes[:12]) + (", ..." if len(run.forward_nodes) > 12 else "")
        return ExportError(
            "input",
            f"{POLICY_KEY}: the forward graph has no node {run.unknown[0]}"
            + (f" (nor {', '.join(run.unknown[1:])})" if len(run.unknown) > 1 else ""),
            hint=f"forward nodes: {shown}" if shown else None,
        )
    return None


@contextlib.contextmanager
def training_partition(settings: Any = None) -> Iterator[PartitionRun]:
    """Entered around the training compile (compile_fx of the training step): AOTAutograd's
    partitioner follows `settings` (None, PartitionSettings or the record's mapping). Yields
    the PartitionRun; on leaving, raises ExportError `input` when the policy names a node the
    joint graph does not have as a forward op. Settings at their defaults change nothing."""
    parsed = partition_settings(settings)
    run = PartitionRun(parsed)
    owner = threading.get_ident()

    def joint_pass(graph: Any) -> None:
        # Config patches are process-wide: another thread's compile meanwhile (a library
        # user's torch.compile) is not ours to steer.
        if threading.get_ident() == owner:
            _mark(graph, run)

    budget = parsed.activation_memory_budget
    with partitioner_steering(joint_pass, None if budget == DEFAULT_BUDGET else budget):
        yield run
    error = policy_error(run) if run.ran else None
    if error is not None:
        raise error
