"""`pip install ./client/python` (offline: --no-build-isolation) brings the
engine in process along from the CMake build tree, and the installed
package scores with no server and nothing of the build on its path."""

import os
import shutil
import subprocess
import sys
import textwrap

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(PACKAGE))


def test_pip_install_brings_the_engine(tmp_path):
    build_dir = os.environ.get("REFEREE_BUILD_DIR")
    if os.environ.get("REFEREE_NATIVE_BUILT") != "ON" or not build_dir:
        pytest.skip("the module is not built here")
    # A copy of the package folder: the build writes its stubs and build/
    # next to setup.py, not into the source tree.
    source = tmp_path / "python"
    shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("build", "*.egg-info",
                                                                   "__pycache__", "_gen"))
    target = tmp_path / "site"
    env = dict(os.environ, REFEREE_SOURCE_DIR=ROOT, REFEREE_BUILD_DIR=build_dir,
               REFEREE_NATIVE_BUILD="0")
    env.pop("PYTHONPATH", None)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-build-isolation",
                    "--no-deps", "--no-index", "--target", str(target), str(source)],
                   check=True, env=env, cwd=tmp_path, timeout=600)
    assert any(name.startswith("_native") for name in os.listdir(target / "referee_client"))
    check = textwrap.dedent("""
        from referee_client import local
        assert local.available()
        referee = local.LocalReferee()
        print(referee.score_columns(["so \\\\boxed{42}", "so \\\\boxed{41}"],
                                    answers=["42", "42"]).rewards)
    """)
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(target)}
    done = subprocess.run([sys.executable, "-c", check], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[1.0, 0.0]"
