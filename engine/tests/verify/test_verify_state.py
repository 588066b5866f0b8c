"""Models that write state in place (metadata `signature.writes`) are verified over several
calls in a row: the outputs of every call and the written buffers, tensor attributes and
inputs after every call, the module's against the model's. CPU projects."""

from __future__ import annotations

import textwrap

import pytest
from verify_support import edited, module_path

from kernel_studio.server import validation
from kernel_studio.verify.run import verify_project
from kernel_studio.verify.trial import STATE_CALLS

MODELS = {
    # BatchNorm kept in train mode (eval() leaves it training): its running stats and
    # batch counter move on every call.
    "train_bn": """
        import torch
        from torch import nn


        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.lin = nn.Linear(8, 8)
                self.bn = nn.BatchNorm1d(8)

            def train(self, mode=True):
                super().train(mode)
                self.bn.train(True)
                return self

            def forward(self, x):
                return torch.relu(self.bn(self.lin(x)))


        def get_inputs():
            return [torch.randn(6, 8)]


        def get_init_inputs():
            return []
        """,
    "counter": """
        import torch
        from torch import nn


        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("steps", torch.zeros((), dtype=torch.int64))
                self.register_buffer("total", torch.zeros(8))

            def forward(self, x):
                self.steps.add_(1)
                self.total.add_(x.sum(0))
                return x * 2 + self.total * self.steps


        def get_inputs():
            return [torch.randn(4, 8)]


        def get_init_inputs():
            return []
        """,
    "kv_cache": """
        import torch
        from torch import nn


        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(8, 8)

            def forward(self, x, cache):
                cache[:, 2:4] = self.proj(x)[:, :2]
                return torch.softmax(cache, -1) * 2


        def get_inputs():
            return [torch.randn(3, 8), torch.randn(3, 6)]


        def get_init_inputs():
            return []
        """,
}


@pytest.fixture(scope="module")
def state_projects(tmp_path_factory):
    from kernel_studio.methods.export import export_model_file

    root = tmp_path_factory.mktemp("verify_state")
    folders = {}
    for name, source in MODELS.items():
        (root / "models").mkdir(exist_ok=True)
        path = root / "models" / f"{name}.py"  # the module is named after the model file
        path.write_text(textwrap.dedent(source), encoding="utf-8")
        folder = str(root / name)
        export_model_file(str(path), folder, device="cpu")
        folders[name] = folder
    return folders


def _state_names(trial):
    return {(r["name"], r["call"]) for r in trial["state"]}


@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("train_bn", {"bn_running_mean", "bn_running_var", "bn_num_batches_tracked"}),
        ("counter", {"steps", "total"}),
        ("kv_cache", {"cache"}),
    ],
)
def test_state_is_compared_after_every_call(state_projects, pool, name, written):
    report = verify_project(state_projects[name], {"trials": 1, "seed": 2}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    validation.check("verify-report", {k: v for k, v in report.items()})
    for trial in report["trials"]:
        assert trial["passed"]
        assert [c["call"] for c in trial["calls"]] == list(range(2, STATE_CALLS + 1))
        assert all(c["outputs"] and c["passed"] for c in trial["calls"])
        names = {r["name"] for r in trial["state"]}
        assert names == written, names
        assert _state_names(trial) == {(n, c) for n in written for c in range(1, STATE_CALLS + 1)}
        assert all(r["passed"] and r["numel"] for r in trial["state"])


def test_skipped_write_back_is_caught_and_named(state_projects, pool):
    project = state_projects["counter"]
    with open(module_path(project), encoding="utf-8") as f:
        text = f.read()
    assert "    steps.copy_(" in text
    with edited(project, "    steps.copy_(", "    ("):  # the counter is never written back
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    trial = report["trials"][0]
    failed = {(r["name"], r["call"]) for r in trial["state"] if not r["passed"]}
    assert ("steps", 1) in failed and ("total", 1) not in failed
    assert "state steps (buffer) after call 1 differs from the model's" in report["reason"]
    # the outputs read the stale counter from the second call on
    assert not trial["calls"][0]["passed"]


def test_wrong_write_back_of_an_input_is_caught_and_named(state_projects, pool):
    project = state_projects["kv_cache"]
    with open(module_path(project), encoding="utf-8") as f:
        text = f.read()
    at = text.index("    cache.copy_(")
    line = text[at : text.index("\n", at) + 1]
    wrong = line.replace("cache.copy_(", "cache.copy_(2 * ")
    with edited(project, line, wrong):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    trial = report["trials"][0]
    assert {r["call"] for r in trial["state"] if not r["passed"]} == {1, 2, 3}
    assert "state cache (input) after call 1 differs from the model's" in report["reason"]


def test_state_mismatch_in_a_later_call_only(state_projects, pool):
    """A module that writes the right state once and then stops: call 1 passes, call 2
    names the buffer."""
    project = state_projects["counter"]
    text = open(module_path(project), encoding="utf-8").read()
    at = text.index("    steps.copy_(")
    line = text[at : text.index("\n", at) + 1]
    once = "    if int(steps) == 0:\n    " + line
    with edited(project, line, once):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    trial = report["trials"][0]
    assert {r["call"] for r in trial["state"] if not r["passed"] and r["name"] == "steps"} == {2, 3}
    assert "state steps (buffer) after call 2 differs" in report["reason"]
