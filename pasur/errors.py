"""The exceptions `pasur` raises on purpose.

Every error says what is wrong and where, in plain English; errors about a move also carry the
:class:`~pasur.protocol.Violation` that names the rule id, so an interface can show the rule's
text in the user's language.

::

    PasurError
    ├── NotationError      text that is not a card, a move, an options string or a record
    ├── RecordError        a well-formed record that cannot have happened (duplicate card, ...)
    ├── OptionsError       an unknown or inconsistent option or preset
    └── IllegalMoveError   a well-formed move that breaks a rule in this position

All of them are also ``ValueError`` so generic handlers keep working.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pasur.messages import render

if TYPE_CHECKING:
    from pasur.protocol import Violation


class PasurError(ValueError):
    """Base class of every error the package raises on purpose.

    An error raised with a *code* (see :mod:`pasur.messages`) carries its parameters, and its
    English message is rendered from the code's template, so an interface can say the same
    thing in another language with every detail: ``OptionsError(code="options/twice",
    params={"name": "bam"})``.
    """

    def __init__(
        self, message: str = "", *, code: str = "", params: Mapping[str, object] | None = None
    ) -> None:
        self.code = code
        self.params: dict[str, str] = {k: str(v) for k, v in (params or {}).items()}
        if code and not message:
            message = render(code, self.params)
        super().__init__(message)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (type(self), str(self), self.code, self.params), self.__dict__)


def _rebuild(cls: type[PasurError], message: str, code: str, params: dict[str, str]) -> PasurError:
    err = cls.__new__(cls)
    PasurError.__init__(err, message, code=code, params=params)
    return err


class NotationError(PasurError):
    """Text that cannot be read as a card, a move, an options string or a record."""


class OptionsError(PasurError):
    """An unknown option or preset, a value out of range, or options that contradict each other."""


class IllegalMoveError(PasurError):
    """A well-formed move that a rule forbids in this position.

    ``violation`` names the rule (``violation.rule_id``) and the details of the position.
    """

    def __init__(self, move: object, violation: Violation, *, where: str = "") -> None:
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}illegal move {move}: {violation.detail} [{violation.rule_id}]")
        self.move = move
        self.violation = violation


class RecordError(PasurError):
    """A record that is well formed but cannot be replayed: it breaks the rules of the deal.

    Raised for a duplicate or missing card in a deck, a hand of the wrong size, moves after the
    end, or an illegal move inside a record. ``violation`` is set when a rule is to blame.
    """

    def __init__(
        self,
        message: str = "",
        violation: Violation | None = None,
        *,
        code: str = "",
        params: Mapping[str, object] | None = None,
    ) -> None:
        suffix = f" [{violation.rule_id}]" if violation is not None else ""
        if code and not message:
            message = render(code, {k: str(v) for k, v in (params or {}).items()})
        super().__init__(message + suffix, code=code, params=params)
        self.violation = violation
