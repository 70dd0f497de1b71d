"""The rooms check of tools/lint.py (`lint.py rooms`, its usage there): the library's
architecture against the room graph CMake declares. docs/update.py reads the graph from here
too (ROOMS, rooms_of)."""
import json
import os
import re

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
    """lint_rooms.ROOMS (docs/update.py draws the rooms from it): the graph of the newest build tree,
    or of $QUEENS_ROOMS_GRAPH, read when first asked for."""
    if name == "ROOMS":
        value = rooms_of(load_graph(find_graph(os.path.join(os.path.dirname(__file__), ".."))))
        globals()["ROOMS"] = value
        return value
    raise AttributeError(name)


CPP = (".cpp", ".hpp", ".h", ".cc", ".cxx", ".hh")
INCLUDE = re.compile(r'\s*#\s*include\s*[<"]([^>"]+)[>"]')


def folder_findings(lib, rooms):
    """Every folder of lib/ is a room CMake declares, and every room of lib/ has its folder."""
    folders = {d for d in os.listdir(lib) if os.path.isdir(os.path.join(lib, d))}
    return ([f"lib/{folder}/: a folder of lib/ that no room declares "
             "(queens_add_room in lib/CMakeLists.txt)" for folder in sorted(folders - set(rooms))]
            + [f"lib/{room}/: room {room} is declared, but has no folder"
               for room in sorted(set(rooms) - folders)])


def header_homes(lib, rooms):
    """{queens/NAME.hpp: the room that holds it}."""
    home = {}
    for room in rooms:
        include = os.path.join(lib, room, "include")
        for root, _, names in os.walk(include):
            for name in names:
                home[os.path.relpath(os.path.join(root, name), include)] = room
    home["queens/version.hpp"] = "core"  # generated into the core's include directory
    return home


def line_findings(where, room, line, may_use, libraries, known, home):
    """What one line of a file of `room` includes or asks that it must not."""
    found = []
    m = INCLUDE.match(line)
    header = m.group(1) if m else ""
    if header.startswith("queens/"):
        owner = home.get(header)
        if owner is None:
            found.append(f"{where}: includes {header}, which no room of lib/ holds")
        elif owner not in may_use:
            found.append(f"{where}: room {room} includes {header} of room {owner}")
    elif header and header.startswith(known) and not header.startswith(libraries):
        found.append(f"{where}: room {room} includes {header}: "
                     f"it may use {', '.join(libraries) or 'no library'}")
    code = line.split("//")[0]
    if re.search(r"\b(dynamic_cast|typeid)\b", code):
        found.append(f"{where}: asks a type ({code.strip()}): let the piece answer for itself")
    return found


def include_findings(source, lib, rooms, known, home):
    """(files checked, findings): each file of lib/ROOM against what its room may use."""
    checked, findings = 0, []
    for room, (may_use, libraries) in rooms.items():
        for root, _, names in os.walk(os.path.join(lib, room)):
            for name in sorted(n for n in names if n.endswith(CPP)):
                path = os.path.join(root, name)
                rel = os.path.relpath(path, source)
                checked += 1
                with open(path, encoding="utf-8") as f:
                    lines = f.read().splitlines()
                for line_no, line in enumerate(lines, 1):
                    findings += line_findings(f"{rel}:{line_no}", room, line, may_use, libraries,
                                              known, home)
    return checked, findings


def undocumented(source, home):
    """Every installed header is API that the docs name (detail/ excepted: what the API uses
    but a user never names, the {fmt} convention)."""
    docs = ""
    for page in ["README.md"] + [os.path.join("docs", n) for n in
                                  sorted(os.listdir(os.path.join(source, "docs")))]:
        if page.endswith(".md"):
            with open(os.path.join(source, page), encoding="utf-8") as f:
                docs += f.read()
    return [f"lib/{home[h]}/include/{h}: installed, but named nowhere in README.md or docs/"
            for h in sorted(home) if h.startswith("queens/") and
            not h.startswith("queens/detail/") and os.path.basename(h) not in docs]


def rooms_check(args) -> int:
    try:
        graph_path = args.graph or find_graph(args.source)
        graph = load_graph(graph_path)
        rooms = rooms_of(graph)
        known = third_party(graph)
    except (OSError, ValueError, KeyError) as e:
        print(f"FAILED: no room graph to check against: {e!r}")
        return 1
    print(f"rooms: the graph of {graph_path}: " +
          ", ".join(f"{room} -> {', '.join(sorted(uses - {room})) or 'nothing'}"
                    for room, (uses, _) in rooms.items()))
    lib = os.path.join(os.path.realpath(args.source), "lib")
    home = header_homes(lib, rooms)
    checked, findings = include_findings(args.source, lib, rooms, known, home)
    findings = folder_findings(lib, rooms) + findings + undocumented(args.source, home)
    for finding in findings:
        print(finding)
    print(f"rooms: {checked} files, {len(findings)} findings")
    return 1 if findings or checked == 0 else 0
