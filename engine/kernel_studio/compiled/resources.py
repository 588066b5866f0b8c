"""A compiled kernel's resources, read from the tools' own reports: registers, stack,
local and shared memory (cuobjdump --dump-resource-usage: what the driver reports once the
cubin is loaded, so Triton's `kernel.n_regs` and `n_spills` = local bytes / 4), spill bytes
(ptxas -v), instruction counts by class (SASS or x86), and the theoretical occupancy of a
launch on the target from registers, shared memory and warps with the arch's limits."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

_USAGE = re.compile(r"Function\s+(\S+):\s*\n\s*(.*)")
_SPILLS = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")

# Per-SM limits by compute capability (CUDA occupancy calculator): max warps, max blocks,
# registers, register allocation unit (per warp), shared memory bytes usable by blocks,
# shared allocation unit, shared memory the system reserves per block.
ARCH_LIMITS: dict[int, dict[str, int]] = {
    70: {
        "warps": 64,
        "blocks": 32,
        "regs": 65536,
        "regUnit": 256,
        "shared": 98304,
        "sharedUnit": 256,
        "reserved": 0,
    },
    75: {
        "warps": 32,
        "blocks": 16,
        "regs": 65536,
        "regUnit": 256,
        "shared": 65536,
        "sharedUnit": 256,
        "reserved": 0,
    },
    80: {
        "warps": 64,
        "blocks": 32,
        "regs": 65536,
        "regUnit": 256,
        "shared": 167936,
        "sharedUnit": 128,
        "reserved": 1024,
    },
    86: {
        "warps": 48,
        "blocks": 16,
        "regs": 65536,
        "regUnit": 256,
        "shared": 102400,
        "sharedUnit": 128,
        "reserved": 1024,
    },
    89: {
        "warps": 48,
        "blocks": 24,
        "regs": 65536,
        "regUnit": 256,
        "shared": 102400,
        "sharedUnit": 128,
        "reserved": 1024,
    },
    90: {
        "warps": 64,
        "blocks": 32,
        "regs": 65536,
        "regUnit": 256,
        "shared": 233472,
        "sharedUnit": 128,
        "reserved": 1024,
    },
    100: {
        "warps": 64,
        "blocks": 32,
        "regs": 65536,
        "regUnit": 256,
        "shared": 233472,
        "sharedUnit": 128,
        "reserved": 1024,
    },
    120: {
        "warps": 48,
        "blocks": 32,
        "regs": 65536,
        "regUnit": 256,
        "shared": 102400,
        "sharedUnit": 128,
        "reserved": 1024,
    },
}


def resource_usage(report: str, function: str | None = None) -> dict[str, int]:
    """`REG:13 STACK:0 SHARED:0 LOCAL:0 ...` of the kernel's function."""
    for m in _USAGE.finditer(report):
        if function is None or m.group(1) == function:
            fields = dict(re.findall(r"(\w+(?:\[\d+\])?):(\d+)", m.group(2)))
            return {k: int(v) for k, v in fields.items()}
    return {}


def spill_bytes(ptxas_log: str) -> tuple[int, int] | None:
    m = _SPILLS.search(ptxas_log)
    return (int(m.group(1)), int(m.group(2))) if m else None


_SASS_INSTRUCTION = re.compile(
    r"/\*[0-9a-f]+\*/\s+(?:\{\s*)?(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)((?:\.[A-Z0-9_]+)*)"
)


def _width(mods: str, default: int = 32) -> int:
    for part in mods.split("."):
        if part in ("128", "64", "U16", "S16", "U8", "S8", "16", "8"):
            return int(re.sub(r"\D", "", part))
    return default


def sass_instructions(sass: str) -> dict[str, Any]:
    """Counts by class of a SASS listing: global loads/stores by width in bits, shared
    loads/stores, FMA, tensor-core ops, branches, and the total."""
    loads: Counter[str] = Counter()
    stores: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    total = 0
    for line in sass.splitlines():
        m = _SASS_INSTRUCTION.search(line)
        if not m:
            continue
        op, mods = m.group(1), m.group(2)
        total += 1
        if op in ("LDG", "LD"):
            loads[str(_width(mods))] += 1
        elif op in ("STG", "ST"):
            stores[str(_width(mods))] += 1
        elif op in ("LDS", "LDSM"):
            classes["sharedLoads"] += 1
        elif op == "STS":
            classes["sharedStores"] += 1
        elif op in ("LDL", "STL"):
            classes["localAccesses"] += 1
        elif op in ("LDGSTS", "UTMALDG", "UBLKCP"):
            classes["asyncCopies"] += 1
        elif op in ("FFMA", "HFMA2", "DFMA", "FFMA2"):
            classes["fma"] += 1
        elif op in ("HMMA", "IMMA", "DMMA", "BMMA"):
            classes["mma"] += 1
        elif op in ("HGMMA", "IGMMA", "QGMMA", "BGMMA", "UTCHMMA", "UTCQMMA", "UTCIMMA"):
            classes["wgmma"] += 1
        elif op in ("BRA", "BRX", "JMP", "JMX", "CALL", "RET", "BSSY", "BSYNC", "EXIT"):
            if op in ("BRA", "BRX", "JMP", "JMX"):
                classes["branches"] += 1
        elif op in ("MUFU",):
            classes["specialFunctions"] += 1
    return {
        "total": total,
        "globalLoads": dict(loads),
        "globalStores": dict(stores),
        **{
            k: classes.get(k, 0)
            for k in (
                "sharedLoads",
                "sharedStores",
                "localAccesses",
                "asyncCopies",
                "fma",
                "mma",
                "wgmma",
                "branches",
                "specialFunctions",
            )
        },
    }


def occupancy(arch: int, registers: int, shared: int, num_warps: int) -> dict[str, Any]:
    """Blocks and warps per SM a launch of `num_warps` warps can keep resident, what limits
    it, and the fraction of the SM's warps (the CUDA occupancy calculator's rules)."""
    limits = ARCH_LIMITS.get(arch) or ARCH_LIMITS[max(a for a in ARCH_LIMITS if a <= max(arch, 70))]
    by: dict[str, int] = {"warps": limits["warps"] // max(num_warps, 1), "blocks": limits["blocks"]}
    if registers > 0:
        unit = limits["regUnit"]
        per_warp = -(-registers * 32 // unit) * unit
        by["registers"] = (limits["regs"] // per_warp) // max(num_warps, 1)
    if shared > 0:
        unit = limits["sharedUnit"]
        per_block = -(-(shared + limits["reserved"]) // unit) * unit
        by["sharedMemory"] = limits["shared"] // per_block
    blocks = max(min(by.values()), 0)
    limiter = min(by, key=lambda k: (by[k], k != "warps"))
    warps = blocks * num_warps
    return {
        "blocksPerSM": blocks,
        "warpsPerSM": warps,
        "maxWarpsPerSM": limits["warps"],
        "occupancy": round(warps / limits["warps"], 4),
        "limitedBy": limiter,
    }


def triton_resources(result: dict[str, Any], arch: int) -> dict[str, Any]:
    """The resources of a Triton worker's result."""
    usage = resource_usage(result.get("resourceUsage") or "", result.get("name"))
    spills = spill_bytes(result.get("ptxasLog") or "")
    registers = usage.get("REG", 0)
    shared = int(result.get("sharedBytes") or 0)
    out: dict[str, Any] = {
        "registers": registers,
        "spillStoreBytes": spills[0] if spills else None,
        "spillLoadBytes": spills[1] if spills else None,
        "localBytes": usage.get("LOCAL"),
        "stackBytes": usage.get("STACK"),
        # Triton's n_spills: the driver's local bytes per thread (stack frame, where ptxas
        # puts spills, and other local memory) / 4.
        "spills": ((usage.get("LOCAL", 0) + usage.get("STACK", 0)) // 4) if usage else None,
        "sharedBytes": shared,
        "staticSharedBytes": usage.get("SHARED"),
        "numWarps": result.get("numWarps"),
        "numStages": result.get("numStages"),
    }
    sass = (result.get("stages") or {}).get("sass")
    if sass:
        out["instructions"] = sass_instructions(sass)
    out["occupancy"] = occupancy(arch, registers, shared, int(result.get("numWarps") or 4))
    return out


_X86 = re.compile(r"^\s+([a-z][a-z0-9.]*)\s*(.*)$")


def x86_resources(asm: str) -> dict[str, Any]:
    """Vector width used (widest of zmm/ymm/xmm registers), whether packed vector math is
    there (the loops vectorised), and instruction counts by class."""
    classes: Counter[str] = Counter()
    registers = {"zmm": 0, "ymm": 0, "xmm": 0}
    total = 0
    for line in asm.splitlines():
        m = _X86.match(line)
        if not m or m.group(1).startswith("."):
            continue
        op, operands = m.group(1), m.group(2)
        total += 1
        for kind in registers:
            if f"%{kind}" in operands:
                registers[kind] += 1
        if op.startswith("vfmadd") or op.startswith("vfmsub") or op.startswith("vfnmadd"):
            classes["fma"] += 1
        if op.startswith("j"):
            classes["branches"] += 1
        elif op.startswith("call"):
            classes["calls"] += 1
        packed = re.search(r"p[sd]$", op) and not op.startswith(("push", "pop"))
        scalar = re.search(r"s[sd]$", op) and op not in ("movs",)
        if packed and ("%xmm" in operands or "%ymm" in operands or "%zmm" in operands):
            classes["packedMath"] += 1
        elif scalar and "%xmm" in operands:
            classes["scalarMath"] += 1
        if "(" in operands and op.startswith(("mov", "vmov", "vbroadcast", "vinsert", "vgather")):
            target_is_memory = operands.rstrip().endswith(")")
            classes["stores" if target_is_memory else "loads"] += 1
    width = 512 if registers["zmm"] else 256 if registers["ymm"] else 128 if registers["xmm"] else 0
    return {
        "vectorWidthBits": width,
        "vectorised": classes.get("packedMath", 0) > 0,
        "registersUsed": registers,
        "instructions": {
            "total": total,
            **{
                k: classes.get(k, 0)
                for k in ("loads", "stores", "fma", "packedMath", "scalarMath", "branches", "calls")
            },
        },
    }
