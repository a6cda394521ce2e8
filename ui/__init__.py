"""The Streamlit layer: adapts `pasur/` for people. Nothing in `pasur/` imports from here."""
