"""Fill Persian translations into an area's catalogue from a Python dict (a maintenance aid).

python tools/fill_po.py explorer path/to/dict.py   # the file defines FA = {msgid: text}
"""

from __future__ import annotations

import runpy
import sys

from babel.messages.pofile import write_po

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from i18n import load, po_path


def main() -> None:
    area, source = sys.argv[1], sys.argv[2]
    table = runpy.run_path(source)["FA"]
    cat = load("fa", area)
    for msg in cat:
        if msg.id and msg.id in table:
            msg.string = table[msg.id]
    with po_path("fa", area).open("wb") as f:
        write_po(f, cat, width=100, sort_output=False)
    missing = [m.id for m in cat if m.id and not m.string]
    print(f"{area}: {len(missing)} untranslated", *missing, sep="\n  ")


if __name__ == "__main__":
    main()
