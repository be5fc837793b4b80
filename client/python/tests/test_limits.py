"""The HTTP and /metrics listeners stay bounded under hostile or careless
clients (issue #13's findings, each a regression test): deep JSON, huge
bodies, trickling headers, idle connections, unknown slime labels, bad
limit flags. Every test talks to the real server on loopback and is bounded
in time by its socket timeouts."""

import json
import os
import socket
import subprocess
import threading
import time
import urllib.request

from referee_client import RefereeClient
from test_http import post


def test_deeply_nested_json_is_a_quick_400(server):
    # 200 KB of nested arrays used to cost depth² and never answer.
    body = b"[" * 100000 + b"]" * 100000
    status, reply = post(server.http + "/get_reward", raw=body)
    assert status == 400
    assert "nests deeper than 32" in reply["error"], reply
    # A label holding a deep Problem is parsed with the same bound: it is
    # taken as a prompt id, which is unknown.
    label = '{"id":"x","answer":' + "[" * 5000 + "]" * 5000 + "}"
    status, reply = post(server.http + "/get_reward",
                         {"query": ["\\boxed{1}"], "labels": [label]})
    assert status == 200 and reply["rewards"] == [0.0], reply
    assert "unknown prompt_id" in reply["extra_logs"]["error"][0]


def raw_request(port, head, body=b"", timeout=20):
    """Sends `head` + `body`, returns (status, the reply's bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(head + body)
        data = b""
        while True:
            try:
                chunk = s.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            data += chunk
            if b"\r\n\r\n" in data:
                header, _, rest = data.partition(b"\r\n\r\n")
                length = [int(line.split(b":")[1]) for line in header.split(b"\r\n")
                          if line.lower().startswith(b"content-length:")]
                if length and len(rest) >= length[0]:
                    break
    return int(data.split(b" ")[1]), data


def test_body_over_the_limit_is_413_before_it_is_read(make_server):
    s = make_server("--demo", "--http_max_body_mb=1")
    # Announce 100 MB, send a few bytes: the answer comes without the rest.
    head = (b"POST /get_reward HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 104857600\r\n\r\n")
    status, data = raw_request(s.http_port, head, b'{"query": [')
    assert status == 413, data
    assert b"--http_max_body_mb" in data
    # Chunked bodies (no length up front) are counted as they arrive.
    head = (b"POST /get_reward HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
    chunk = b"x" * 65536
    body = (b"%x\r\n" % len(chunk) + chunk + b"\r\n") * 20 + b"0\r\n\r\n"
    status, data = raw_request(s.http_port, head, body)
    assert status == 413, data


def test_bodies_in_flight_are_bounded_in_all(make_server):
    # JSON parsing multiplies a body's size in memory, so the bodies being
    # read at once are bounded together (--http_inflight_mb), not just each.
    s = make_server("--demo", "--http_max_body_mb=1", "--http_inflight_mb=1",
                    "--http_timeout_seconds=5")
    head = (b"POST /get_reward HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 800000\r\n\r\n")
    holder = socket.create_connection(("127.0.0.1", s.http_port), timeout=20)
    try:
        holder.sendall(head + b'{"query": [')  # 800 KB announced, held open.
        time.sleep(0.5)  # Its thread has reserved the bytes.
        body = json.dumps({"query": ["\\boxed{42}"], "labels": ["demo-math-sum"],
                           "pad": "x" * 300000}).encode()
        status, data = raw_request(
            s.http_port,
            b"POST /get_reward HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n"
            % len(body), body)
        assert status == 503, data
        assert b"--http_inflight_mb" in data
        # A small body still fits beside the held one.
        status, reply = post(s.http + "/get_reward",
                             {"query": ["\\boxed{42}"], "labels": ["demo-math-sum"]})
        assert status == 200 and reply["rewards"] == [1.0], reply
    finally:
        holder.close()
    # The held request ends (client gone) and gives its bytes back.
    deadline = time.time() + 15
    while True:
        status, data = raw_request(
            s.http_port,
            b"POST /get_reward HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n"
            % len(body), body)
        if status != 503 or time.time() > deadline:
            break
        time.sleep(0.2)
    assert status == 200, data


def trickle(port, stop, started):
    """One header byte every 0.2 s, as a slowloris client does."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
            started.release()
            for byte in b"POST /get_reward HTTP/1.1\r\nHost: slow\r\n" * 100:
                if stop.is_set():
                    return
                s.send(bytes([byte]))
                time.sleep(0.2)
    except OSError:
        return  # Cut off by the server: what it should do.


def test_trickling_and_idle_connections_do_not_starve_requests(make_server):
    s = make_server("--demo", "--http_threads=4", "--metrics_threads=2",
                    "--http_timeout_seconds=1", "--metrics_listen=127.0.0.1:0")
    stop = threading.Event()
    started = threading.Semaphore(0)
    threads = [threading.Thread(target=trickle, args=(s.http_port, stop, started))
               for _ in range(10)]
    for t in threads:
        t.start()
    for _ in threads:
        started.acquire()
    # Idle connections to /metrics (the two that used to block scrapes).
    idle = [socket.create_connection(("127.0.0.1", s.metrics_port)) for _ in range(4)]
    try:
        status, reply = post(s.http + "/reward",
                             {"prompt": "p", "response": "\\boxed{42}",
                              "label": "demo-math-sum"})
        assert status == 200 and reply == 1.0
        with urllib.request.urlopen(
                "http://127.0.0.1:%d/metrics" % s.metrics_port, timeout=20) as r:
            assert b"referee_rollouts_total" in r.read()
    finally:
        stop.set()
        for c in idle:
            c.close()
        for t in threads:
            t.join(timeout=30)


def test_slime_unknown_label_is_404_not_a_zero_reward(server):
    status, reply = post(server.http + "/reward",
                         {"prompt": "p", "response": "\\boxed{1}", "label": "no-such-id"})
    assert status == 404 and "no-such-id" in reply["error"], reply


def test_non_positive_limit_flags_refuse_to_start():
    for flag in ["--max_queued=-1", "--max_batch=0", "--http_max_body_mb=-5",
                 "--max_store_mb=0", "--http_timeout_seconds=0"]:
        run = subprocess.run(
            [os.environ["REFEREE_SERVER_BIN"], "--listen=127.0.0.1:0",
             "--metrics_listen=", flag],
            capture_output=True, text=True, timeout=30)
        assert run.returncode == 2, (flag, run.stderr)
        said = run.stdout + run.stderr
        assert flag.split("=")[0] in said and "must" in said, said


def test_a_taken_port_is_refused(server):
    # A second server on a port a live one holds (gRPC, HTTP or metrics)
    # exits at once naming the flag, instead of silently sharing its
    # traffic (gRPC's default SO_REUSEPORT allowed that: issue #34).
    for flag in ["--listen=" + server.target,
                 "--http_listen=127.0.0.1:%d" % server.http_port]:
        flags = ["--listen=127.0.0.1:0", "--metrics_listen=", flag]
        run = subprocess.run([os.environ["REFEREE_SERVER_BIN"], *flags],
                             capture_output=True, text=True, timeout=30)
        assert run.returncode != 0, (flag, run.stdout + run.stderr)
        said = run.stdout + run.stderr
        assert flag.split("=")[0] in said, said
    with RefereeClient(server.target) as client:  # The first still serves.
        assert client.health() == "SERVING"


def test_invalid_utf8_is_one_rollouts_error(server):
    # gRPC: output is bytes on the wire; the bad one alone gets an error.
    with RefereeClient(server.target) as client:
        result = client.score(
            [("demo-math-sum", b"\\boxed{42}"),
             ("demo-math-sum", b"\\boxed{42}\xff\xfe"),
             ("demo-math-sum", "\\boxed{42} caf\u00e9")],
            details=True)
    assert result.rewards == [1.0, 0.0, 1.0]
    assert result.results[1].error == "INVALID_UTF8"
    assert "byte 10" in result.results[1].error_message
    # Generated stubs still take text for the bytes field.
    from referee_client._proto import referee_pb2
    rollout = referee_pb2.Rollout(prompt_id="p", output="caf\u00e9")
    assert rollout.output == "caf\u00e9".encode()
    rollout.output = "\\boxed{1}"
    assert rollout.output == b"\\boxed{1}"
    # HTTP: the body is not valid JSON text there, yet only that rollout fails.
    body = (b'{"query": ["\\\\boxed{42}", "\\\\boxed{42} \xc0\xaf"],'
            b' "labels": ["demo-math-sum", "demo-math-sum"]}')
    status, reply = post(server.http + "/get_reward", raw=body)
    assert status == 200, reply
    assert reply["rewards"] == [1.0, 0.0]
    assert "not valid UTF-8" in reply["extra_logs"]["error"][1]


def test_bench_does_not_count_failed_batches(make_server):
    # Every batch is refused (2 rollouts over --max_batch=1): nothing was
    # scored, so the throughput is 0 and every batch is a failure.
    s = make_server("--demo", "--max_batch=1")
    cli = os.path.join(os.path.dirname(os.path.dirname(os.environ["REFEREE_SERVER_BIN"])),
                       "client", "referee")
    run = subprocess.run([cli, "bench", "--target=" + s.target, "--batches=6",
                          "--batch_size=2", "--concurrency=2", "--json"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["failed"] == 6, result
    assert result["rollouts_per_second"] == 0, result


def test_small_call_is_not_stuck_behind_a_huge_batch(make_server):
    # The pool serves waiting calls a slice each in turn: a small request
    # sent after a huge batch is answered while that batch still scores.
    import grpc
    from referee_client._proto import referee_pb2_grpc
    from test_drain import request, slow_request

    s = make_server("--demo", "--threads=1")
    channel = grpc.insecure_channel(s.target)
    stub = referee_pb2_grpc.RefereeStub(channel)
    try:
        huge_batch = slow_request(40000)
        huge = stub.Score.future(huge_batch, timeout=290)
        time.sleep(0.3)  # Queued and being scored.
        small = stub.Score(request(1), timeout=120)
        assert list(small.rewards) == [1.0]
        assert not huge.done(), "the huge batch ended before the small one"
        # What was to be shown is shown: the huge batch is cancelled rather
        # than scored to its end (half a minute of one core in every CI
        # suite); the server stops it (cancellation is honoured) and stays
        # healthy for the next call.
        huge.cancel()
        try:
            huge.result(timeout=120)
        except grpc.FutureCancelledError:
            pass
        assert list(stub.Score(request(2), timeout=120).rewards) == [1.0]
    finally:
        channel.close()


def test_bytes_that_are_not_a_score_request_are_invalid_argument(server):
    # Score reads its request from the wire (server/score_request_wire.h);
    # what neither the scanner nor protobuf can read is the caller's error,
    # named, and a well-formed request on the same channel still scores.
    import grpc
    with grpc.insecure_channel(server.target) as channel:
        score = channel.unary_unary("/referee.v1.Referee/Score")
        for garbage in [b"\x12\x05\x0a\x01p", b"\xff\xff\xff", b"\x0a\x02\xc3\x28"]:
            try:
                score(garbage, timeout=10)
                raise AssertionError("accepted %r" % garbage)
            except grpc.RpcError as error:
                assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, (garbage, error)
                assert "ScoreRequest" in error.details()
    with RefereeClient(server.target) as client:
        assert client.score([("demo-math-sum", "\\boxed{42}")]).rewards == [1.0]


def test_stream_bytes_that_are_not_a_score_request_end_it_named(server):
    # ScoreStream reads its requests from the wire as Score does (issue
    # #27): a batch that is no ScoreRequest ends the stream with
    # INVALID_ARGUMENT, after the batch before it is answered.
    import grpc
    from referee_client._proto import referee_pb2
    good = referee_pb2.ScoreRequest(request_id="first")
    rollout = good.rollouts.add()
    rollout.prompt_id = "demo-math-sum"
    rollout.output = b"\\boxed{42}"
    with grpc.insecure_channel(server.target) as channel:
        stream = channel.stream_stream("/referee.v1.Referee/ScoreStream")
        responses = stream(iter([good.SerializeToString(), b"\xff\xff\xff"]), timeout=30)
        first = referee_pb2.ScoreResponse.FromString(next(responses))
        assert first.request_id == "first" and list(first.rewards) == [1.0]
        try:
            for extra in responses:
                raise AssertionError("unexpected response %r" % extra)
        except grpc.RpcError as error:
            assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, error
            assert "not a valid referee.v1.ScoreRequest" in error.details(), error


def test_sample_bytes_that_are_not_a_sample_request_are_invalid_argument(server):
    # Sample is a raw method too (issue #27: its answer is written in
    # pieces on the pool): bytes protobuf cannot read as a SampleRequest are
    # the caller's error, and a good request on the same channel is
    # answered with problems that parse as a SampleResponse.
    import grpc
    from referee_client._proto import referee_pb2
    with grpc.insecure_channel(server.target) as channel:
        sample = channel.unary_unary("/referee.v1.Referee/Sample")
        for garbage in [b"\xff\xff\xff", b"\x0a\x05\x0a\x01"]:
            try:
                sample(garbage, timeout=10)
                raise AssertionError("accepted %r" % garbage)
            except grpc.RpcError as error:
                assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, (garbage, error)
                assert "SampleRequest" in error.details()
        request = referee_pb2.SampleRequest(count=100, seed=5)
        level = request.curriculum.environments.add()
        level.name = "sorting"
        level.high = 3
        answer = referee_pb2.SampleResponse.FromString(
            sample(request.SerializeToString(), timeout=30))
        assert len(answer.problems) == 100
        ids = [p.id for p in answer.problems]
        assert len(set(ids)) == 100 and all(i.startswith("env/sorting/") for i in ids)
        assert all(p.prompt and p.reference_output for p in answer.problems)
