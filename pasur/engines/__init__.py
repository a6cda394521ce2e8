"""Engines shared by several games (tricks now; the auction and captures come with their games)."""
