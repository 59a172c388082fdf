"""The bundle smoke test builds the whole desktop bundle, which takes minutes, so a plain
`pytest` run does not collect it. Run it with packaging/smoke_test.sh, or with
PARKPACK_BUNDLE_TEST=1 set, or by naming tests/packaging/test_bundle.py on the command line."""

import os

collect_ignore = [] if os.environ.get("PARKPACK_BUNDLE_TEST") == "1" else ["test_bundle.py"]
