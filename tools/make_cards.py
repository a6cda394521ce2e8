"""Write the card pictures to ``static/cards/`` (52 cards and a back), from ``ui.cards``.

python tools/make_cards.py           # write them
python tools/make_cards.py --check   # exit 1 if a file is missing or out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pasur.cards import STANDARD_DECK, Joker  # noqa: E402
from ui.cards import card_file, card_svg  # noqa: E402

FOLDER = ROOT / "static" / "cards"


def expected() -> dict[Path, str]:
    every = (*STANDARD_DECK, Joker("black"), Joker("red"), None)
    return {FOLDER / card_file(c): card_svg(c) for c in every}


def main() -> None:
    stale = [p for p, text in expected().items() if not p.exists() or p.read_text() != text]
    if "--check" in sys.argv:
        print("\n".join(str(p.relative_to(ROOT)) for p in stale) or "card pictures up to date")
        sys.exit(1 if stale else 0)
    FOLDER.mkdir(parents=True, exist_ok=True)
    for path, text in expected().items():
        path.write_text(text)
    print(f"wrote {len(expected())} pictures to {FOLDER.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
