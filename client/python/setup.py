"""pip install ./client/python (where pip exists).

The stubs are generated from ../../proto/referee/v1/referee.proto with
Debian's protoc and grpc_python_plugin when the package is built, unless
they are already there (copied from a CMake build tree).
"""

import os
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
PROTO_ROOT = os.path.join(HERE, "..", "..", "proto")
GEN = os.path.join(HERE, "referee_client", "_gen")


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


setup(
    name="referee-client",
    version="0.1.0",
    description="Client and trainer adapters for the Referee RLVR reward service",
    packages=["referee_client"],
    package_data={"referee_client": ["_gen/referee/v1/*.py"]},
    install_requires=["grpcio", "protobuf"],
    cmdclass={"build_py": BuildWithStubs},
)
