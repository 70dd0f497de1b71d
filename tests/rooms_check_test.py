#!/usr/bin/env python3
"""The rooms check (tools/lint.py rooms) finds what it exists to find: a copy of lib/, README.md
and docs/ with one of each defect planted must fail with each said, and the clean tree pass.

    rooms_check_test.py SOURCE GRAPH
"""
import os
import shutil
import subprocess
import sys
import tempfile

PLANTED = {
    "lib/stray/": "a folder of lib/ that no room declares",
    "room core includes queens/trace.hpp of room trace": "a room including a room above it",
    "room core includes spdlog/spdlog.h: it may use no library": "a package its room lacks",
    "asks a type": "a type test of a piece",
    "secret_api.hpp: installed, but named nowhere": "an installed header the docs never name",
}


def rooms(source, graph):
    return subprocess.run([sys.executable, os.path.join(SOURCE, "tools", "lint.py"), "rooms",
                           "--source", source, "--graph", graph],
                          capture_output=True, text=True)


def main():
    clean = rooms(SOURCE, GRAPH)
    failed = [] if clean.returncode == 0 else [f"the tree itself: exit {clean.returncode}"]
    with tempfile.TemporaryDirectory() as copy:
        for part in ("lib", "docs"):
            shutil.copytree(os.path.join(SOURCE, part), os.path.join(copy, part))
        shutil.copy(os.path.join(SOURCE, "README.md"), copy)
        os.mkdir(os.path.join(copy, "lib", "stray"))
        with open(os.path.join(copy, "lib", "core", "src", "planted.cpp"), "w") as f:
            f.write("#include <queens/trace.hpp>\n#include <spdlog/spdlog.h>\n"
                    "bool planted(const queens::piece& p) { return typeid(p) == typeid(int); }\n")
        open(os.path.join(copy, "lib", "core", "include", "queens", "secret_api.hpp"), "w").close()
        broken = rooms(copy, GRAPH)
    if broken.returncode != 1:
        failed.append(f"the planted tree: exit {broken.returncode}, not 1")
    failed += [f"not found: {what} ({said!r})" for said, what in PLANTED.items()
               if said not in broken.stdout]
    for line in failed:
        print("FAILED:", line)
    print(f"rooms check: {len(PLANTED)} planted defects, {len(failed)} failures")
    return 1 if failed else 0


if __name__ == "__main__":
    SOURCE, GRAPH = sys.argv[1], sys.argv[2]
    sys.exit(main())
