#!/usr/bin/env python3
"""Lint the project's C++ sources; exit 1 on any finding, printing each one.

  lint.py tidy   --build DIR [--clang-tidy clang-tidy-14] [--jobs 2] [--dirs lib demo]
                 [--databases FILE...]
      clang-tidy (checks: .clang-tidy at the root) over every source file of the given
      directories that the compile database DIR/compile_commands.json (and each FILE of
      --databases, for sources another compiler builds) names, headers of
      lib/ and demo/ included through them. A file found clean is remembered (in
      $XDG_CACHE_HOME/queens-tidy, or ~/.cache/queens-tidy; --no-cache to skip) under a hash of
      everything clang-tidy reads: its version, .clang-tidy, the compile command and the
      preprocessed source with every header in it, paths taken relative to the source tree. A
      file whose hash was found clean before is not checked again.
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
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys

GCC_ONLY = re.compile(r"^-f(no-)?tree-")
CPP = (".cpp", ".hpp", ".h", ".cc", ".cxx", ".hh")
SKIP_DIRS = {"build", "node_modules", ".git", "out"}


def tidy(args) -> int:
    database = os.path.join(args.build, "compile_commands.json")
    if not os.path.exists(database):
        print(f"FAILED: no {database}: configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON")
        return 1
    with open(database, encoding="utf-8") as f:
        entries = json.load(f)
    for more in args.databases:  # sources another compiler builds (em++: the explorer)
        with open(more, encoding="utf-8") as f:
            entries += json.load(f)
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

    # clang does not know every GCC option (a build may add some of its own): it
    # reads a copy of the database without them, and fails on any option it still does not.
    database_dir = os.path.join(args.build, "lint")
    os.makedirs(database_dir, exist_ok=True)
    for entry in entries:
        words = entry.get("arguments") or shlex.split(entry["command"])
        entry.pop("command", None)
        entry["arguments"] = [w for w in words if not GCC_ONLY.match(w)]
    with open(os.path.join(database_dir, "compile_commands.json"), "w", encoding="utf-8") as f:
        json.dump(entries, f)

    def run(path):
        key = cache and tidy_key(by_file[path], source, args.build, version, config)
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


def tidy_cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "queens-tidy")


def tidy_key(entry, source, build, version, config):
    """A hash of everything clang-tidy reads for one file, or None if it cannot be taken."""
    args = entry.get("arguments") or shlex.split(entry["command"])
    kept = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg == "-o":
            skip = True
            continue
        if arg != "-c":
            kept.append(arg)
    result = subprocess.run(kept + ["-E"], cwd=entry["directory"], capture_output=True)
    if result.returncode != 0:
        return None

    def relative(text):
        build_dir = os.path.realpath(build).encode()
        return text.replace(build_dir, b"<build>").replace(source.encode(), b"<source>")

    digest = hashlib.sha256()
    for part in (version.encode(), config, relative(" ".join(kept).encode()),
                 relative(result.stdout)):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return digest.hexdigest()


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


# Include folders of libraries no room declares, but which a room must not use either (the tests').
UNDECLARED_THIRD_PARTY = ("boost/",)
GRAPH_NAME = "queens-rooms.json"


def find_graph(source):
    """The room graph CMake wrote: $QUEENS_ROOMS_GRAPH, or the newest under SOURCE/build/."""
    path = os.environ.get("QUEENS_ROOMS_GRAPH")
    if path:
        return path
    build = os.path.join(source, "build")
    found = []
    if os.path.isdir(build):
        for name in os.listdir(build):
            candidate = os.path.join(build, name, GRAPH_NAME)
            if os.path.exists(candidate):
                found.append(candidate)
    if not found:
        raise FileNotFoundError(
            f"no {GRAPH_NAME}: configure a build tree (cmake --preset release) and pass "
            f"--graph BUILD/{GRAPH_NAME}, or set QUEENS_ROOMS_GRAPH")
    return max(found, key=os.path.getmtime)


def load_graph(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def rooms_of(graph):
    """The rooms of lib/ as {room: (the rooms it may include from, itself and every room below
    it; the include folders of the packages it declares)}, in the order CMake declared them."""
    rooms = graph["rooms"]

    def below(room):
        seen = {room}
        todo = [room]
        while todo:
            for used in rooms[todo.pop()]["rooms"]:
                if used not in seen:
                    seen.add(used)
                    todo.append(used)
        return seen

    result = {}
    for room, entry in rooms.items():
        if not entry["dir"].startswith("lib/"):
            continue  # the umbrella (no folder) and the command line (demo/)
        includes = tuple(prefix for package in entry["public"] + entry["private"]
                         for prefix in graph["packages"][package]["includes"])
        result[room] = (below(room), includes)
    return result


def third_party(graph):
    return tuple(prefix for package in graph["packages"].values()
                 for prefix in package["includes"]) + UNDECLARED_THIRD_PARTY


def __getattr__(name):
    """lint.ROOMS (docs/update.py draws the rooms from it): the graph of the newest build tree,
    or of $QUEENS_ROOMS_GRAPH, read when first asked for."""
    if name == "ROOMS":
        value = rooms_of(load_graph(find_graph(os.path.join(os.path.dirname(__file__), ".."))))
        globals()["ROOMS"] = value
        return value
    raise AttributeError(name)


def rooms_check(args) -> int:
    try:
        graph_path = args.graph or find_graph(args.source)
        graph = load_graph(graph_path)
        rooms = rooms_of(graph)
        libraries_known = third_party(graph)
    except (OSError, ValueError, KeyError) as e:
        print(f"FAILED: no room graph to check against: {e!r}")
        return 1
    print(f"rooms: the graph of {graph_path}: " +
          ", ".join(f"{room} -> {', '.join(sorted(uses - {room})) or 'nothing'}"
                    for room, (uses, _) in rooms.items()))
    lib = os.path.join(os.path.realpath(args.source), "lib")
    findings = []
    # Every folder of lib/ is a room CMake declares, and every room of lib/ has its folder.
    folders = {d for d in os.listdir(lib) if os.path.isdir(os.path.join(lib, d))}
    for folder in sorted(folders - set(rooms)):
        findings.append(f"lib/{folder}/: a folder of lib/ that no room declares "
                        "(queens_add_room in lib/CMakeLists.txt)")
    for room in sorted(set(rooms) - folders):
        findings.append(f"lib/{room}/: room {room} is declared, but has no folder")
    home = {}  # queens/NAME.hpp -> the room that holds it
    for room in rooms:
        for root, _, names in os.walk(os.path.join(lib, room, "include")):
            for name in names:
                rel = os.path.relpath(os.path.join(root, name), os.path.join(lib, room, "include"))
                home[rel] = room
    home["queens/version.hpp"] = "core"  # generated into the core's include directory
    checked = 0
    for room, (may_use, libraries) in rooms.items():
        for root, _, names in os.walk(os.path.join(lib, room)):
            for name in sorted(n for n in names if n.endswith(CPP)):
                path = os.path.join(root, name)
                rel = os.path.relpath(path, args.source)
                checked += 1
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for line_no, line in enumerate(text.splitlines(), 1):
                    m = re.match(r'\s*#\s*include\s*[<"]([^>"]+)[>"]', line)
                    if m:
                        header = m.group(1)
                        if header.startswith("queens/"):
                            owner = home.get(header)
                            if owner is None:
                                findings.append(f"{rel}:{line_no}: includes {header}, "
                                                "which no room of lib/ holds")
                            elif owner not in may_use:
                                findings.append(f"{rel}:{line_no}: room {room} includes "
                                                f"{header} of room {owner}")
                        elif (header.startswith(libraries_known)
                              and not header.startswith(libraries)):
                            findings.append(f"{rel}:{line_no}: room {room} includes {header}: "
                                            f"it may use {', '.join(libraries) or 'no library'}")
                    code = line.split("//")[0]
                    if re.search(r"\b(dynamic_cast|typeid)\b", code):
                        findings.append(f"{rel}:{line_no}: asks a type ({code.strip()}): "
                                        "let the piece answer for itself")
    # Every installed header is API that the docs name.
    docs = ""
    for page in ["README.md"] + [os.path.join("docs", n) for n in
                                  sorted(os.listdir(os.path.join(args.source, "docs")))]:
        if page.endswith(".md"):
            with open(os.path.join(args.source, page), encoding="utf-8") as f:
                docs += f.read()
    for header in sorted(home):
        # detail/ holds what the API uses but a user never names (the {fmt} convention).
        if header.startswith("queens/detail/"):
            continue
        if header.startswith("queens/") and os.path.basename(header) not in docs:
            findings.append(f"lib/{home[header]}/include/{header}: installed, but named "
                            "nowhere in README.md or docs/")
    for finding in findings:
        print(finding)
    print(f"rooms: {checked} files, {len(findings)} findings")
    return 1 if findings or checked == 0 else 0


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
