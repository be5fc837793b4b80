#!/usr/bin/env python3
"""What each piece of the code sandbox costs a run (docs/PERFORMANCE.md,
"Code rewards"): `python3 -s -c pass` started N times under bubblewrap
variants that add or drop one piece (the launcher's extra exec, /dev,
/etc/ld.so.cache), interleaved round-robin so that the machine's drift
hits every variant alike; medians, and each one's difference from the
first variant. No seccomp filter here (the server's worker loads it).

    /usr/bin/python3 bench/sandbox_variants.py \\
        --launcher=build/sandbox/referee-sandbox-exec [--runs=30] [VARIANT ...]
"""
import argparse, os, subprocess, time, statistics, sys
parser = argparse.ArgumentParser()
parser.add_argument("--launcher", default="build/sandbox/referee-sandbox-exec")
parser.add_argument("--runs", type=int, default=30)
parser.add_argument("variant", nargs="*")
flags = parser.parse_args()
N = flags.runs
L = flags.launcher
PROG = ["/usr/bin/python3", "-s", "-c", "pass"]
PYTHON = os.path.realpath("/usr/bin/python3")  # /usr/bin/python3.11 on Debian 12.
STDLIB = "/usr/lib/" + os.path.basename(PYTHON)
NS = ["--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-uts", "--unshare-cgroup-try",
      "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--hostname", "sandbox"]
LIBS = ["--ro-bind", PYTHON, "/usr/bin/python3",
        "--ro-bind", STDLIB, STDLIB,
        "--ro-bind", "/usr/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu",
        "--ro-bind", "/usr/lib64", "/usr/lib64",
        "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/bin", "/bin"]
LAUNCH = ["--ro-bind", L, "/launcher"]
DEV = ["--dev", "/dev", "--remount-ro", "/dev"]
DEVMIN = ["--dev-bind", "/dev/null", "/dev/null", "--dev-bind", "/dev/zero", "/dev/zero",
          "--dev-bind", "/dev/urandom", "/dev/urandom"]
TAIL = ["--size", "16777216", "--tmpfs", "/tmp", "--remount-ro", "/", "--chdir", "/tmp",
        "--clearenv", "--setenv", "PATH", "/usr/bin", "--setenv", "HOME", "/tmp"]
LIM = ["/launcher", "10", "1073741824", "16", "64", "1048576", "--"]
B = ["bwrap"]
variants = {
  "plain python": PROG,
  "launcher only (no bwrap)": [L, "10", "1073741824", "64", "64", "1048576", "--"] + PROG,
  "current (dev, launcher)": B + NS + LIBS + LAUNCH + DEV + TAIL + LIM + PROG,
  "no launcher": B + NS + LIBS + DEV + TAIL + PROG,
  "minimal dev": B + NS + LIBS + LAUNCH + DEVMIN + TAIL + LIM + PROG,
  "minimal dev, no launcher": B + NS + LIBS + DEVMIN + TAIL + PROG,
  "+ld.so.cache": B + NS + LIBS + ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"] + LAUNCH + DEV + TAIL + LIM + PROG,
  "no dev at all": B + NS + LIBS + LAUNCH + TAIL + LIM + PROG,
}
sel = flags.variant or list(variants)
times = {k: [] for k in sel}
for k in sel: subprocess.run(variants[k], check=True)
for _ in range(N):
    for k in sel:
        t = time.perf_counter(); subprocess.run(variants[k], check=True); times[k].append(time.perf_counter() - t)
base = statistics.median(times[sel[0]])
for k in sel:
    m = statistics.median(times[k])
    print("%-28s median %6.2f ms  (+%5.2f vs %s)" % (k, 1000*m, 1000*(m-base), sel[0]), flush=True)
