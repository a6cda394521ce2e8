"""The shipped card pictures are the ones ui.cards draws, and each is a well-formed SVG."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from pasur.cards import STANDARD_DECK, Joker, cards
from ui.cards import card_file, card_img, card_svg, row_html

ROOT = Path(__file__).resolve().parents[1]


def test_static_card_pictures_are_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_cards.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout


def test_every_card_picture_is_well_formed_and_labelled() -> None:
    for card in (*STANDARD_DECK, Joker("black"), Joker("red"), None):
        root = ET.fromstring(card_svg(card))
        assert root.tag.endswith("svg")
        label = root.get("aria-label")
        assert label == (card.english if card else "face-down card")
        assert (ROOT / "static" / "cards" / card_file(card)).exists()


def test_card_img_marks_winner_and_unplayable_cards_with_classes() -> None:
    (ten,) = cards("TD")
    tag = card_img(ten, highlight=True, alt="ده خشت")
    assert 'src="app/static/cards/TD.svg"' in tag
    assert "pasur-card-win" in tag and 'alt="ده خشت"' in tag
    assert "pasur-card-dim" in card_img(ten, dim=True)


def test_alt_text_is_escaped() -> None:
    (ten,) = cards("TD")
    assert "<script>" not in card_img(ten, alt="<script>")


def test_rows_stay_left_to_right_on_persian_pages() -> None:
    assert 'dir="ltr"' in row_html(cards("AS KS"), lang="fa")
