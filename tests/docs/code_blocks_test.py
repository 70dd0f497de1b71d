#!/usr/bin/env python3
"""Compiles every ```cpp block of README.md and docs/*.md against the installed queens package.

A block is one of three kinds, told by the HTML comment on the line before it (blank lines
between are allowed):
  <!-- snippet: FILE#REGION -->   an excerpt that docs/update.py copies from FILE, which the
                                  build compiles (docs.up_to_date keeps the two equal): checked
                                  only for FILE existing.
  <!-- fragment -->               deliberately a piece of a program: skipped, and counted.
  anything else                   must be a complete program (its #includes, main): compiled
                                  and linked with find_package(queens), C++20, -Wall -Wextra
                                  -Wpedantic -Werror, then run with no arguments and no
                                  input: it must exit 0. A failure names the file and line.
The test fails if a complete-program block does not compile, or if no block was found at all.
"""
import argparse
import os
import re
import subprocess
import sys

LANGUAGES = {"cpp", "c++", "cxx"}
OWNERS = {  # who to tell when a block in their file breaks
    "docs/extending.md": "the lead",
    "docs/performance.md": "the counting engineer",
    "docs/trace-format.md": "the trace-formats engineer",
}


def blocks_of(path, relpath):
    """Yields (kind, line, code, note) for each C++ block of one markdown file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        fence = re.match(r"^(\s*)(```+|~~~+)\s*([\w+-]*)", lines[i])
        if not fence:
            i += 1
            continue
        marker, language = fence.group(2), fence.group(3).lower()
        start = i
        end = i + 1
        while end < len(lines) and not lines[end].strip().startswith(marker):
            end += 1
        if language in LANGUAGES:
            before = start - 1
            while before >= 0 and not lines[before].strip():
                before -= 1
            comment = lines[before].strip() if before >= 0 else ""
            code = "\n".join(lines[start + 1:end]) + "\n"
            snippet = re.match(r"<!--\s*snippet:\s*([^#\s]+)(#[^>]*)?-->", comment)
            if snippet:
                yield "excerpt", start + 1, code, snippet.group(1)
            elif re.match(r"<!--\s*fragment\b", comment):
                yield "fragment", start + 1, code, comment
            else:
                yield "program", start + 1, code, relpath
        i = end + 1


def collect(source):
    """Every C++ block of README.md and docs/*.md: (programs, excerpts, fragments, problems)."""
    documents = ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(source, "docs"))
        if name.endswith(".md"))
    programs, excerpts, fragments, problems = [], 0, 0, []
    for relpath in documents:
        for kind, line, code, note in blocks_of(os.path.join(source, relpath), relpath):
            if kind == "excerpt":
                excerpts += 1
                if not os.path.exists(os.path.join(source, note)):
                    problems.append(f"{relpath}:{line}: the snippet's source {note} does not exist")
            elif kind == "fragment":
                fragments += 1
            else:
                programs.append((relpath, line, code))
    return programs, excerpts, fragments, problems


def write_project(args, programs):
    """One CMake project, one executable per block, each built on its own so that a failure
    names its block. `#line` makes the compiler's messages point into the markdown file.
    Returns the targets: (name, relpath, line)."""
    os.makedirs(args.work, exist_ok=True)
    cmake_lines = [
        "cmake_minimum_required(VERSION 3.21)",
        "project(docs_code_blocks LANGUAGES CXX)",
        "find_package(queens CONFIG REQUIRED)",
        "set(CMAKE_CXX_STANDARD 20)",
        "set(CMAKE_CXX_STANDARD_REQUIRED ON)",
        "set(CMAKE_CXX_EXTENSIONS OFF)",
    ]
    targets = []
    for number, (relpath, line, code) in enumerate(programs, 1):
        name = f"block{number}"
        source = os.path.join(args.work, f"{name}.cpp")
        with open(source, "w", encoding="utf-8") as f:
            f.write(f'#line {line + 1} "{os.path.join(args.source, relpath)}"\n{code}')
        cmake_lines += [
            f"add_executable({name} {name}.cpp)",
            f"target_link_libraries({name} PRIVATE queens::queens)",
            f"if(TARGET queens::cli)\n  target_link_libraries({name} PRIVATE queens::cli)\nendif()",
            f"target_compile_options({name} PRIVATE -Wall -Wextra -Wpedantic -Werror)",
        ]
        targets.append((name, relpath, line))
    with open(os.path.join(args.work, "CMakeLists.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(cmake_lines) + "\n")
    return targets


def ran_cleanly(executable):
    """A program shown to readers must also run: no arguments, no input, exit 0.
    Returns (ran, what it did)."""
    try:
        run = subprocess.run([executable], stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=60)
        return run.returncode == 0, f"exit {run.returncode}: {run.stderr.strip()[-800:]}"
    except subprocess.TimeoutExpired:
        return False, "still running after 60 s"


def not_compiled(relpath, line, result):
    """What to say of a block that does not compile, with the compiler's first errors."""
    errors = [l for l in (result.stdout + result.stderr).splitlines()
              if re.search(r"(error|warning|undefined reference)", l)]
    owner = OWNERS.get(relpath)
    return (f"{relpath}:{line}: this ```cpp block does not compile as a program against the "
            f"installed queens package. Make it complete (its #includes and main) or, if it is "
            f"deliberately a piece of a program, put <!-- fragment --> on the line before it"
            + (f" ({relpath} is {owner}'s)" if owner else "") + ".\n    "
            + "\n    ".join(errors[:12]))


def main() -> int:
    parser = argparse.ArgumentParser()
    for option in ["--source", "--work", "--prefix", "--cmake", "--generator", "--cxx",
                   "--build-type"]:
        parser.add_argument(option, required=True)
    parser.add_argument("--link-flags", default="")
    args = parser.parse_args()

    programs, excerpts, fragments, problems = collect(args.source)
    if not programs and not excerpts and not fragments:
        print("FAILED: no C++ block found in README.md or docs/*.md")
        return 1
    targets = write_project(args, programs)
    build = os.path.join(args.work, "build")
    configure = subprocess.run(
        [args.cmake, "-S", args.work, "-B", build, "-G", args.generator,
         f"-DCMAKE_CXX_COMPILER={args.cxx}", f"-DCMAKE_BUILD_TYPE={args.build_type}",
         f"-DCMAKE_PREFIX_PATH={args.prefix}", f"-DCMAKE_EXE_LINKER_FLAGS={args.link_flags}"],
        capture_output=True, text=True)
    if configure.returncode != 0:
        print(configure.stdout, configure.stderr)
        print("FAILED: the blocks' project does not configure against the installed package")
        return 1
    compiled = 0
    for name, relpath, line in targets:
        result = subprocess.run([args.cmake, "--build", build, "--target", name],
                                capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(not_compiled(relpath, line, result))
            continue
        compiled += 1
        ran, detail = ran_cleanly(os.path.join(build, name))
        if ran:
            print(f"compiled and ran: {relpath}:{line}")
        else:
            problems.append(f"{relpath}:{line}: this program compiles but does not run "
                            f"cleanly without arguments ({detail})")
    for problem in problems:
        print("FAILED:", problem)
    print(f"docs code blocks: {compiled} programs compiled and run, {excerpts} excerpts of compiled "
          f"sources, {fragments} fragments skipped; {len(programs) - compiled} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
