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



def _accept_text_outputs():
    """Rollout.output is `bytes` on the wire (so one output with invalid
    UTF-8 fails only itself, as INVALID_UTF8), but Python code has always
    written it as text: Rollout(output="...") and rollout.output = "..."
    keep working, a str being encoded as UTF-8 (lone surrogates pass through
    for the server to flag). Reading gives bytes. Not covered:
    request.rollouts.add(output="...") — pass bytes there."""
    rollout = referee_pb2.Rollout
    init, setattr_ = rollout.__init__, rollout.__setattr__

    def encode(value):
        return value.encode("utf-8", "surrogatepass") if isinstance(value, str) else value

    def __init__(self, *args, **kwargs):
        if "output" in kwargs:
            kwargs["output"] = encode(kwargs["output"])
        init(self, *args, **kwargs)

    def __setattr__(self, name, value):
        setattr_(self, name, encode(value) if name == "output" else value)

    rollout.__init__ = __init__
    rollout.__setattr__ = __setattr__


_accept_text_outputs()

__all__ = ["referee_pb2", "referee_pb2_grpc"]
