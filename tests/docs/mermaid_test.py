#!/usr/bin/env python3
"""Every Mermaid diagram of README.md and docs/*.md, drawn by mermaid-cli (Debian's Chromium).

  mermaid_test.py SOURCE_DIR TOOLS_DIR WORK_DIR

A diagram Mermaid cannot parse is drawn as an error picture, not refused: each SVG must be a
diagram of the kind its block declares, with no "Syntax error" in it.
"""
import glob
import os
import re
import subprocess
import sys

source, tools, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
mmdc = os.path.join(tools, "node_modules", ".bin", "mmdc")
if not os.path.exists(mmdc):
    sys.exit(f"{mmdc} is missing: run tools/install-deps")

# The aria-roledescription each kind of diagram's SVG carries.
ROLES = {"sequenceDiagram": "sequence", "classDiagram": "classDiagram", "flowchart": "flowchart-v2"}
blocks = []
for page in [os.path.join(source, "README.md")] + sorted(glob.glob(os.path.join(source, "docs", "*.md"))):
    with open(page, encoding="utf-8") as f:
        for block in re.findall(r"```mermaid\n(.*?)```", f.read(), re.S):
            kind = block.split()[0]
            blocks.append((os.path.relpath(page, source), kind, block))
if not blocks:
    sys.exit("FAILED: no Mermaid diagram found in README.md and docs/*.md")

markdown = os.path.join(work, "diagrams.md")
with open(markdown, "w", encoding="utf-8") as f:
    for _, _, block in blocks:
        f.write("```mermaid\n" + block + "```\n\n")
out = os.path.join(work, "rendered.md")
r = subprocess.run([mmdc, "-q", "-i", markdown, "-o", out,
                    "-p", os.path.join(tools, "puppeteer-config.json")],
                   capture_output=True, text=True)
failed = 0
if r.returncode != 0:
    print(f"FAILED: mmdc exited {r.returncode}: {r.stderr[-600:]}")
    failed += 1
for i, (page, kind, _) in enumerate(blocks, 1):
    svg_path = os.path.join(work, f"rendered-{i}.svg")
    svg = open(svg_path, encoding="utf-8").read() if os.path.exists(svg_path) else ""
    role = ROLES.get(kind)
    ok = (svg.startswith("<svg") and "Syntax error" not in svg
          and (role is None or f'aria-roledescription="{role}"' in svg))
    print(f"{'ok' if ok else 'FAILED'}: {page}: a {kind} ({len(svg)} bytes of SVG)")
    failed += 0 if ok else 1
print(f"{len(blocks) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
