"""Settings every test shares.

* The what-if results store (:mod:`ui.result_store`) writes to a temporary folder of this run,
  never to the user's home, so no run sees another run's results.
* A what-if page plays its whole answer before drawing it (a first budget of two minutes): a
  test reads the final charts in one AppTest run, where no fragment reruns by itself. The tests
  of the progressive answer set a short budget themselves.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("PASUR_CACHE_DIR", tempfile.mkdtemp(prefix="pasur-cache-"))
os.environ.setdefault("PASUR_WHATIF_FIRST", "120")
