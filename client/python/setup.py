"""pip install ./client/python (where pip exists; offline, add
--no-build-isolation so pip uses Debian's setuptools).

The stubs are generated from proto/referee/v1/referee.proto with Debian's
protoc and grpc_python_plugin when the package is built, unless they are
already there (copied from a CMake build tree).

The engine in process (referee_client._native, DESIGN §6) comes along when
it can:
- from a CMake build tree that has it for this Python: REFEREE_BUILD_DIR,
  else the repository's build/ (what `cmake --build build` made);
- else built here with CMake (pybind11-dev, python3-dev and the engine's
  build dependencies, scripts/install_deps.sh; ~10 minutes on 2 cores),
  into REFEREE_NATIVE_BUILD_DIR (default: the repository's build-pip/);
- else the package installs without it (REFEREE_NATIVE=0 behaviour:
  LocalReferee unavailable, the adapters call a server).
REFEREE_NATIVE_BUILD=0 skips building it; =1 makes a failed build an
error. REFEREE_SOURCE_DIR names the repository when this folder was copied
out of it.
"""

import glob
import os
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.environ.get("REFEREE_SOURCE_DIR") or os.path.join(HERE, "..", ".."))
PROTO_ROOT = os.path.join(ROOT, "proto")
GEN = os.path.join(HERE, "referee_client", "_gen")
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def _built_module(build_dir):
    """The module a CMake build tree made for this Python, or None."""
    path = os.path.join(build_dir, "python", "referee_client", "_native" + SUFFIX)
    return path if os.path.isfile(path) else None


def _build_module():
    """Builds the module with the project's CMake; its path, or None."""
    build_dir = os.environ.get("REFEREE_NATIVE_BUILD_DIR") or os.path.join(ROOT, "build-pip")
    if not os.path.isfile(os.path.join(ROOT, "CMakeLists.txt")) or shutil.which("cmake") is None:
        return None
    configure = ["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
                 "-DREFEREE_PYTHON_MODULE=ON", "-DREFEREE_PYTHON=" + sys.executable,
                 "-DREFEREE_BUILD_TESTS=OFF", "-DREFEREE_BUILD_BENCH=OFF"]
    if shutil.which("ninja"):
        configure += ["-G", "Ninja"]
    jobs = str(os.cpu_count() or 2)
    subprocess.check_call(configure)
    subprocess.check_call(["cmake", "--build", build_dir, "-j", jobs, "--target", "referee_native"])
    return _built_module(build_dir)


def _native_module():
    for build_dir in filter(None, [os.environ.get("REFEREE_BUILD_DIR"), os.path.join(ROOT, "build")]):
        found = _built_module(build_dir)
        if found:
            return found
    wanted = os.environ.get("REFEREE_NATIVE_BUILD", "")
    if wanted == "0":
        return None
    try:
        return _build_module()
    except (OSError, subprocess.CalledProcessError) as error:
        if wanted == "1":
            raise
        print("referee-client: the in-process engine was not built (%s); installing without it"
              % error, file=sys.stderr)
        return None


class BuildWithStubs(build_py):
    def run(self):
        if not os.path.exists(os.path.join(GEN, "referee", "v1", "referee_pb2.py")):
            os.makedirs(GEN, exist_ok=True)
            subprocess.check_call(
                [
                    "protoc",
                    "-I", PROTO_ROOT,
                    "--python_out=" + GEN,
                    "--grpc_python_out=" + GEN,
                    "--plugin=protoc-gen-grpc_python=/usr/bin/grpc_python_plugin",
                    "referee/v1/referee.proto",
                ]
            )
        super().run()
        module = _native_module()
        if module:
            target = os.path.join(self.build_lib, "referee_client")
            for old in glob.glob(os.path.join(target, "_native*.so")):
                os.remove(old)
            shutil.copy2(module, target)


class PlatformDistribution(Distribution):
    """Platform-specific: the native module may come along."""

    def has_ext_modules(self):
        return True


setup(
    name="referee-client",
    version="0.1.0",
    description="Client and trainer adapters for the Referee RLVR reward service",
    packages=["referee_client"],
    package_data={"referee_client": ["_gen/referee/v1/*.py"]},
    install_requires=["grpcio", "protobuf"],
    cmdclass={"build_py": BuildWithStubs},
    distclass=PlatformDistribution,
)
