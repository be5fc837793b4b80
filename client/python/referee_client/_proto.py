"""The generated protobuf and gRPC modules of referee.proto.

They are generated at build time (CMake, or setup.py for pip) by Debian's
protoc and grpc_python_plugin into the ``_gen`` folder beside this file.
Generated code imports ``referee.v1.referee_pb2`` by its proto path, so that
folder goes on sys.path first.
"""

import os
import sys

_GEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_gen")
if _GEN not in sys.path:
    sys.path.insert(0, _GEN)

from referee.v1 import referee_pb2  # noqa: E402
from referee.v1 import referee_pb2_grpc  # noqa: E402

__all__ = ["referee_pb2", "referee_pb2_grpc"]
