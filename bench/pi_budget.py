"""The Pi budget: a CPU quota that stands for one core of a Raspberry Pi 3B+ / Zero 2 W.

A Cortex-A53 core at 1.2-1.4 GHz does about a quarter of the Python work of this machine's x86
core, so a probe measured "under the quota" runs its process pinned to one CPU (`taskset`'s
affinity, set here with os.sched_setaffinity) inside a cgroup whose `cpu` controller allows it
25% of that CPU: 25 ms of every 100 ms period (cgroup v2 `cpu.max` = "25000 100000", or v1
`cpu.cfs_quota_us` = 25000 of `cpu.cfs_period_us` = 100000). A process is moved in by its pid
once it starts; every thread and child it makes after that is inside too.

The GPU: the Pi rasterizes with its VideoCore GPU where this machine rasterizes with Mesa's
llvmpipe, on its worker threads ("llvmpipe-N"). Those threads stand for the GPU, so they are
kept out of the quota (moved back as they appear); what Mesa does on the app's own thread
(state, vertices, the swap's copy) stays in, as the Pi's driver does that on its CPU too. The X
server (Xvfb) stays outside the quota: a Pi runs SDL on KMS/DRM, with no X server. Memory
bandwidth, the SD card and the caches are not modelled (bench/README.md says so too).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

QUOTA = 0.25  # of one core
PERIOD_US = 100_000
CPU = 0  # the one CPU a quota'd process may run on
V2 = Path("/sys/fs/cgroup")
V2_UNIFIED = Path("/sys/fs/cgroup/unified")
V1 = Path("/sys/fs/cgroup/cpu")


class Budget:
    """One cgroup with the quota; `adopt(pid)` moves a process (all its threads) in and pins it."""

    def __init__(self, group: Path, kind: str):
        self.group, self.kind = group, kind
        self.gpu_threads = 0  # llvmpipe threads moved out so far
        self.gpu_problem: str | None = None

    @classmethod
    def open(cls) -> "Budget | str":
        """The budget, or a sentence saying why this machine cannot give one."""
        name = f"companion-pi-budget-{os.getpid()}"
        quota = int(PERIOD_US * QUOTA)
        why = []
        for root in (V2, V2_UNIFIED):
            if "cpu" in _read(root / "cgroup.controllers").split():
                try:
                    if "cpu" not in _read(root / "cgroup.subtree_control").split():
                        (root / "cgroup.subtree_control").write_text("+cpu")
                    group = root / name
                    group.mkdir(exist_ok=True)
                    (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
                    return cls(group, "cgroup v2 cpu.max")
                except OSError as e:
                    why.append(f"{root}: {e.strerror}")
        if (V1 / "cpu.cfs_quota_us").exists():
            try:
                group = V1 / name
                group.mkdir(exist_ok=True)
                (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
                (group / "cpu.cfs_quota_us").write_text(str(quota))
                return cls(group, "cgroup v1 cpu.cfs_quota_us")
            except OSError as e:
                why.append(f"{V1}: {e.strerror}")
        return ("no CPU quota here: the Pi budget needs a writable cgroup cpu controller (run `make bench` "
                "as root, or in a container with its cgroup delegated)" + (f" ({'; '.join(why)})" if why else ""))

    def adopt(self, pid: int, gpu_out: bool = True) -> None:
        """The process and every thread it has into the quota, on the one CPU; its GPU's threads
        (llvmpipe's rasterizers) kept out, as they come, while it lives."""
        (self.group / "cgroup.procs").write_text(str(pid))
        for task in _tasks(pid):  # affinity is per thread
            try:
                os.sched_setaffinity(task, {CPU})
            except OSError:
                pass  # a thread that ended meanwhile
        if gpu_out:
            threading.Thread(target=self._keep_gpu_out, args=(pid,), daemon=True).start()

    def _keep_gpu_out(self, pid: int) -> None:
        outside = self.group.parent / ("tasks" if self.kind.startswith("cgroup v1") else "cgroup.threads")
        done: set[int] = set()
        while os.path.exists(f"/proc/{pid}"):
            for task in _tasks(pid):
                if task not in done and _read(Path(f"/proc/{pid}/task/{task}/comm")).startswith("llvmpipe"):
                    try:
                        outside.write_text(str(task))
                        os.sched_setaffinity(task, range(os.cpu_count() or 1))
                        done.add(task)
                        self.gpu_threads += 1
                    except OSError as e:
                        self.gpu_problem = f"llvmpipe's threads stay in the quota ({e.strerror})"
                        return
            threading.Event().wait(0.1)

    def release(self, pid: int) -> None:
        """Out of the quota again, on every CPU (a phone's watcher is another device's CPU)."""
        (self.group.parent / "cgroup.procs").write_text(str(pid))
        os.sched_setaffinity(pid, range(os.cpu_count() or 1))

    def throttled_s(self) -> float:
        """How long the group's processes waited for quota, so far (proof the quota bit)."""
        stat = dict(line.split() for line in _read(self.group / "cpu.stat").splitlines() if line.strip())
        if "throttled_usec" in stat:
            return int(stat["throttled_usec"]) / 1e6
        return int(stat.get("throttled_time", 0)) / 1e9

    def close(self) -> None:
        for pid in _read(self.group / "cgroup.procs").split():
            try:
                self.release(int(pid))
            except OSError:
                pass
        try:
            self.group.rmdir()
        except OSError:
            pass


def _tasks(pid: int) -> list[int]:
    try:
        return [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        return []


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


ROOT_ENV = "COMPANION_BENCH_OUTSIDE"  # a probe's helpers (phones' watchers) go back here: not the box's CPU


def leave_budget() -> None:
    """For a child a quota'd probe starts that is not the box (preexec_fn): out of its cgroup."""
    procs = os.environ.get(ROOT_ENV)
    if procs:
        Path(procs).write_text(str(os.getpid()))
        os.sched_setaffinity(0, range(os.cpu_count() or 1))
