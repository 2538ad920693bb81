#!/usr/bin/python3
"""Every document the repository's comments, tests and docs cite is in the
repository: a Markdown document named in a C++ comment, a script, a fixture or a page
is found beside the file that names it, under the top of the repository, in
docs/ (`docs/rules.md`, `docs/formats.md`) or in the manual; nothing names a
path out of it (`../` beyond the top).

usage: cited.py ROOT
"""
import os
import re
import subprocess
import sys

root = os.path.abspath(sys.argv[1])
files = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True, check=True).stdout.split()
cited = re.compile(r"(?<![\w/.-])((?:\.\./|[\w-]+/)*[\w-]+\.md)\b")
found = []
for name in files:
    if not re.search(r"\.(cpp|h|py|cmake|txt|md|json)$", name) or name.startswith("tests/golden/"):
        continue
    path = os.path.join(root, name)
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, FileNotFoundError):
        continue
    here = os.path.dirname(path)
    code = name.endswith((".cpp", ".h"))
    for number, line in enumerate(text.splitlines(), 1):
        if code:  # in C++ the comments: what the code names as data (a manual page) is the tests' to check
            if "//" not in line and not line.lstrip().startswith("*"):
                continue
            line = line.split("//", 1)[-1]
        for doc in cited.findall(line):
            places = [os.path.normpath(os.path.join(here, doc)), os.path.join(root, doc), os.path.join(root, "docs", doc),
                      os.path.join(root, "docs", "manual", doc)]
            inside = [p for p in map(os.path.normpath, places) if p.startswith(root + os.sep)]
            if not any(os.path.isfile(p) for p in inside):
                found.append(f"{name}:{number}: {doc} is not in the repository")
if found:
    print("\n".join(found))
    sys.exit(1)
print(f"every cited document is in the repository ({len(files)} files read)")
