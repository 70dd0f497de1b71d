"""clang-tidy's memory for lint.py: where a file found clean is remembered, and the key it is
remembered under, a hash of everything clang-tidy reads for it (its version, .clang-tidy, the
compile command and every file its compile read: the dependency file the build's compiler
wrote beside the object when it is known to be current, else the preprocessed source)."""
import hashlib
import os
import re
import shlex
import subprocess

# GCC's options clang does not know (a build may add some of its own).
GCC_ONLY = re.compile(r"^-f(no-)?tree-")


def tidy_cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "queens-tidy")


class ReadOnce:
    """What a run of clang-tidy's checks reads of the trees, read once for all its files."""

    def __init__(self):
        self.files = {}
        self.listings = {}

    def file(self, path):
        """`path`'s bytes and modification time, or None if it is gone."""
        if path not in self.files:
            try:
                with open(path, "rb") as f:
                    self.files[path] = (f.read(), os.fstat(f.fileno()).st_mtime_ns)
            except OSError:
                self.files[path] = None
        return self.files[path]

    def listing(self, folder):
        """The names of every file under `folder`, sorted."""
        if folder not in self.listings:
            self.listings[folder] = sorted(os.path.relpath(os.path.join(root, n), folder)
                                           for root, _, files in os.walk(folder) for n in files)
        return self.listings[folder]


def depfile_text(entry, args, seen):
    """Every file the build's last compile of `entry` read, from the dependency file the
    compiler wrote beside its object (-MD), each with its contents, in the order listed. None
    (the caller preprocesses instead) when there is no such file, a file it lists is gone or
    newer than it (a header edited since, which may include others now), or the target's flags
    (flags.make) changed since: the list is then not known to be what a compile would read."""
    if "-o" not in args[:-1]:
        return None
    depfile = os.path.join(entry["directory"], args[args.index("-o") + 1] + ".d")
    listed = seen.file(os.path.realpath(depfile))
    if listed is None or b"$" in listed[0]:  # no list, or one escaped as make escapes
        return None
    made = listed[1]
    folder = os.path.dirname(depfile)
    while not folder.endswith(".dir") and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    flags = seen.file(os.path.join(folder, "flags.make"))
    if flags is not None and flags[1] > made:
        return None
    text = os.fsdecode(listed[0]).replace("\\\n", " ").split(":", 1)[-1].strip()
    parts = []
    for name in (p.replace("\\ ", " ") for p in re.split(r"(?<!\\)\s+", text) if p):
        path = os.path.realpath(os.path.join(entry["directory"], name))
        read = seen.file(path)
        if read is None or read[1] > made:
            return None
        parts += [os.fsencode(path), read[0]]
    return b"\0".join(parts)


def include_listing(args, directory, source, build, seen):
    """The names of the files in each include folder of the source and build trees that `args`
    name, in order: a header added where it shadows another (found first) changes it, though
    no file a compile read before did."""
    names = []
    words = iter(args)
    for word in words:
        folder = next(words, "") if word in ("-I", "-isystem", "-iquote") else (
            word[2:] if word.startswith("-I") else None)
        if not folder:
            continue
        folder = os.path.realpath(os.path.join(directory, folder))
        if not folder.startswith((source + os.sep, os.path.realpath(build) + os.sep)):
            continue
        names += [folder] + seen.listing(folder)
    return os.fsencode("\n".join(names))


def tidy_key(entry, source, build, version, config, seen):
    """A hash of everything clang-tidy reads for one file, or None if it cannot be taken: the
    files its compile read (depfile_text), else its preprocessed source."""
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
    read = depfile_text(entry, args, seen)
    if read is not None:
        read += b"\0" + include_listing(kept, entry["directory"], source, build, seen)
    else:
        # Preprocessed by the build's compiler, else by clang (a fuzzer includes clang's own
        # <fuzzer/FuzzedDataProvider.h>, which GCC does not have).
        clang = ["clang++-14"] + [a for a in kept[1:] if not GCC_ONLY.match(a)]
        for words in (kept, clang):
            result = subprocess.run(words + ["-E"], cwd=entry["directory"], capture_output=True)
            if result.returncode == 0:
                read = result.stdout
                break
        if read is None:
            return None

    def relative(text):
        build_dir = os.path.realpath(build).encode()
        return text.replace(build_dir, b"<build>").replace(source.encode(), b"<source>")

    digest = hashlib.sha256()
    for part in (version.encode(), config, relative(" ".join(kept).encode()), relative(read)):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return digest.hexdigest()
