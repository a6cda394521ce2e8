"""Haft Khabis in the app: its screens (``lesson.py``, ``rulings.py``, ``whatif.py``, each with
``page(ctx)``, titled in ``screens.toml``) and, where the deal explorer needs more than the
plain table, its explorer plug-in (``explorer.py``). Kept empty so that importing the
registry imports none of them."""
