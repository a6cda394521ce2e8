"""The games. Each module exposes ``SPEC``, a :class:`~pasur.protocol.GameSpec`."""
