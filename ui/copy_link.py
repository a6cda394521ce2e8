"""A "copy link" button: copies the page's full address (the URL already holds what is on
screen) to the clipboard, and says so. A custom component (v2), inline, nothing fetched."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

_JS = """
export default function (component) {
  const { data, parentElement } = component;
  let button = parentElement.querySelector("button");
  if (!button) {
    button = document.createElement("button");
    button.type = "button";
    parentElement.append(button);
  }
  const done = parentElement.querySelector(".cl-done") || document.createElement("span");
  done.className = "cl-done";
  done.setAttribute("role", "status");
  parentElement.append(done);
  button.textContent = data.label;
  button.dir = "auto";
  button.onclick = async () => {
    const address = window.location.href;
    try {
      await navigator.clipboard.writeText(address);
      done.textContent = data.copied;
    } catch (error) {
      // No clipboard (an insecure page, a refused permission): select the address instead.
      done.textContent = address;
    }
    button.dataset.copied = address;
  };
}
"""

_CSS = """
:host { display: block; }
button { font: inherit; padding: 4px 14px; border-radius: 8px; cursor: pointer;
  border: 1px solid rgba(128, 128, 128, 0.5); background: transparent; color: inherit; }
.cl-done { margin-inline-start: 10px; font-size: 0.85rem; opacity: 0.8; overflow-wrap: anywhere; }
"""


@cache
def _component() -> Callable[..., object]:
    import streamlit as st

    return st.components.v2.component("pasur_copy_link", css=_CSS, js=_JS)


def copy_link(label: str, copied: str, *, key: str) -> None:
    """A button labelled *label* that copies this page's address; *copied* confirms it."""
    _component()(data={"label": label, "copied": copied}, key=key)
