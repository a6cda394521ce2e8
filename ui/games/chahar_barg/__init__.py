"""Pasur (Chahar Barg) in the app: its screens (``lesson.py``, ``rulings.py``, ``whatif.py``,
each with ``page(ctx)``, titled in ``screens.toml``) and its explorer plug-in (``explorer.py``).
Kept empty so that importing the registry imports none of them."""
