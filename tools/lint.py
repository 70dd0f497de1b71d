#!/usr/bin/env python3
"""Lint the project's C++ sources; exit 1 on any finding, printing each one.

  lint.py tidy   --build DIR [--clang-tidy clang-tidy-14] [--jobs 2] [--dirs lib demo]
                 [--databases FILE...]
      clang-tidy (checks: .clang-tidy at the root) over every source file of the given
      directories that the compile database DIR/compile_commands.json (and each FILE of
      --databases, for sources another compiler builds) names, headers of
      lib/ and demo/ included through them. A file found clean is remembered (in
      $XDG_CACHE_HOME/queens-tidy, or ~/.cache/queens-tidy; --no-cache to skip) under a hash of
      everything clang-tidy reads: its version, .clang-tidy, the compile command and every
      file its compile read (the dependency file the build's compiler wrote beside the
      object, else the preprocessed source), paths taken relative to the source and build
      trees. A file whose hash was found clean before is not checked again.
  lint.py format --source DIR [--clang-format clang-format-14]
      clang-format --dry-run -Werror (style: .clang-format at the root) over every C++ file of
      the source tree (build trees and node_modules excepted).
  lint.py rooms  --source DIR [--graph BUILD/queens-rooms.json]
      the library's architecture, against the room graph CMake declares (lib/CMakeLists.txt,
      written to queens-rooms.json in the build tree; without --graph, $QUEENS_ROOMS_GRAPH or
      the newest DIR/build/*/queens-rooms.json): a file of lib/ROOM/ includes headers of its
      own room and of the rooms it builds on only, of no other library than the packages its
      room declares (spdlog and fmt in trace only), and no file of lib/ asks a piece's type
      (dynamic_cast, typeid): the Null Object answers for itself; every folder of lib/ is a room
      of the graph; and every installed header is named in README.md or docs/.
  lint.py shell  --source DIR [--shellcheck shellcheck]
      shellcheck over every shell script of the source tree (a file whose first line is a
      #!/bin/sh or bash shebang, or a name ending in .sh).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

from lint_rooms import GRAPH_NAME, rooms_check
from lint_tidy_memory import GCC_ONLY, ReadOnce, tidy_cache_dir, tidy_key

CPP = (".cpp", ".hpp", ".h", ".cc", ".cxx", ".hh")
SKIP_DIRS = {"build", "node_modules", ".git", "out"}


def read_databases(args):
    """The build's compile database and the others asked for, or None (said) when the build has
    none."""
    database = os.path.join(args.build, "compile_commands.json")
    if not os.path.exists(database):
        print(f"FAILED: no {database}: configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON")
        return None
    with open(database, encoding="utf-8") as f:
        entries = json.load(f)
    for more in args.databases:  # sources another compiler builds (em++: the explorer)
        with open(more, encoding="utf-8") as f:
            entries += json.load(f)
    return entries


def clang_database(entries, build):
    """clang does not know every GCC option (a build may add some of its own): it reads a copy
    of the database without them, and fails on any option it still does not. Returns its
    folder."""
    database_dir = os.path.join(build, "lint")
    os.makedirs(database_dir, exist_ok=True)
    for entry in entries:
        words = entry.get("arguments") or shlex.split(entry["command"])
        entry.pop("command", None)
        entry["arguments"] = [w for w in words if not GCC_ONLY.match(w)]
    with open(os.path.join(database_dir, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump(entries, f)
    return database_dir


def tidy(args) -> int:
    entries = read_databases(args)
    if entries is None:
        return 1
    source = os.path.realpath(args.source)
    wanted = tuple(os.path.join(source, d) + os.sep for d in args.dirs)
    files = sorted({os.path.realpath(e["file"]) for e in entries
                    if os.path.realpath(e["file"]).startswith(wanted)})
    if not files:
        print(f"FAILED: the compile database names no source under {', '.join(args.dirs)}")
        return 1

    by_file = {os.path.realpath(e["file"]): e for e in entries}
    cache = None if args.no_cache else tidy_cache_dir()
    version = subprocess.run([args.clang_tidy, "--version"], capture_output=True,
                             text=True).stdout
    with open(os.path.join(source, ".clang-tidy"), "rb") as f:
        config = f.read()

    database_dir = clang_database(entries, args.build)
    seen = ReadOnce()  # each file a dependency file lists, and each include folder, read once

    def run(path):
        key = cache and tidy_key(by_file[path], source, args.build, version, config, seen)
        if key and os.path.exists(os.path.join(cache, key)):
            return path, None
        result = subprocess.run(
            [args.clang_tidy, "-p", database_dir, "--quiet",
             # GCC-only warning flags in the database are not clang-tidy's business.
             "--extra-arg=-Wno-unknown-warning-option", path],
            capture_output=True, text=True)
        clean = result.returncode == 0 and not re.search(r": (warning|error): ", result.stdout)
        if key and clean:
            os.makedirs(cache, exist_ok=True)
            with open(os.path.join(cache, key), "w", encoding="utf-8") as f:
                f.write(os.path.relpath(path, source) + "\n")
        return path, result

    findings = {}
    failed_runs = []
    remembered = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for path, result in pool.map(run, files):
            if result is None:
                remembered += 1
                continue
            for line in result.stdout.splitlines():
                if re.search(r"(^|: )(warning|error): ", line):
                    findings.setdefault(line, None)  # a header's finding, once
            if result.returncode != 0 and not findings:
                failed_runs.append(f"{path}: {result.stderr.strip()}")
    for line in findings:
        print(line)
    for run_failure in failed_runs:
        print("FAILED to run clang-tidy on", run_failure)
    print(f"clang-tidy: {len(files)} files ({remembered} found clean before, unchanged), "
          f"{len(findings)} findings")
    return 1 if findings or failed_runs else 0


def format_check(args) -> int:
    source = os.path.realpath(args.source)
    files = []
    for root, dirs, names in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("build"))
        files += [os.path.join(root, n) for n in sorted(names) if n.endswith(CPP)]
    if not files:
        print(f"FAILED: no C++ file under {source}")
        return 1
    result = subprocess.run([args.clang_format, "--dry-run", "-Werror", *files],
                            capture_output=True, text=True)
    badly_formatted = sorted(set(re.findall(r"^(\S+?):\d+:\d+: error", result.stderr, re.M)))
    print(result.stderr, end="")
    for path in badly_formatted:
        print(f"not clang-format clean: {os.path.relpath(path, source)} "
              f"(run: {args.clang_format} -i {os.path.relpath(path, source)})")
    print(f"clang-format: {len(files)} files, {len(badly_formatted)} not clean")
    return 1 if result.returncode != 0 else 0


def shell_check(args) -> int:
    source = os.path.realpath(args.source)
    scripts = []
    for root, dirs, names in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("build"))
        for name in sorted(names):
            path = os.path.join(root, name)
            try:
                with open(path, "rb") as f:
                    first = f.readline()
            except OSError:
                continue
            if name.endswith(".sh") or re.match(rb"#!\s*/(usr/)?bin/(env\s+)?(ba)?sh\b", first):
                scripts.append(path)
    if not scripts:
        print(f"FAILED: no shell script under {source}")
        return 1
    result = subprocess.run([args.shellcheck, "--format=gcc", *scripts],
                            capture_output=True, text=True)
    findings = [l for l in result.stdout.splitlines() if l.strip()]
    for line in findings:
        print(line)
    print(f"shellcheck: {len(scripts)} scripts, {len(findings)} findings")
    return 1 if result.returncode != 0 else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tidy")
    t.add_argument("--build", required=True)
    t.add_argument("--source", default=os.path.join(os.path.dirname(__file__), ".."))
    t.add_argument("--clang-tidy", default="clang-tidy-14")
    t.add_argument("--jobs", type=int, default=2)
    t.add_argument("--dirs", nargs="+", default=["lib", "demo"])
    t.add_argument("--databases", nargs="*", default=[],
                   help="more compile databases (the explorer's, with em++'s flags)")
    t.add_argument("--no-cache", action="store_true")
    f = sub.add_parser("format")
    f.add_argument("--source", default=os.path.join(os.path.dirname(__file__), ".."))
    f.add_argument("--clang-format", default="clang-format-14")
    s = sub.add_parser("shell")
    s.add_argument("--source", default=os.path.join(os.path.dirname(__file__), ".."))
    s.add_argument("--shellcheck", default="shellcheck")
    r = sub.add_parser("rooms")
    r.add_argument("--source", default=os.path.join(os.path.dirname(__file__), ".."))
    r.add_argument("--graph", help=f"the {GRAPH_NAME} CMake wrote in a build tree")
    args = parser.parse_args()
    return {"tidy": tidy, "format": format_check, "shell": shell_check,
            "rooms": rooms_check}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
