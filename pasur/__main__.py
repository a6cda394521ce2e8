"""``python -m pasur``: see :mod:`pasur.cli`."""

import sys

from pasur.cli import main

sys.exit(main())
