"""kill -9 during an export's write leaves the old project or the new one, never a mix: a
real cpu export killed at every file system step of its write and at random moments
(kill_writer.py does the killing; this test reads its report)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

RANDOM_KILLS = 10
SCRIPT = os.path.join(os.path.dirname(__file__), "kill_writer.py")


def test_kill_9_mid_write_leaves_old_or_new(tmp_path) -> None:
    seed = random.SystemRandom().randrange(1 << 30)
    proc = subprocess.run(
        [sys.executable, SCRIPT, str(tmp_path), str(RANDOM_KILLS), str(seed)],
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    for case in ("update", "new"):
        result = report[case]
        assert result["failures"] == [], f"seed {seed}: {result['failures'][:5]}"
        # Every step was a kill point, and both ends were reached.
        assert result["steps"] > 20
        assert sum(result["seen"].values()) == result["steps"] + RANDOM_KILLS
        assert result["seen"]["old"] > 0 and result["seen"]["new"] > 0, result
