"""TLS, mutual TLS and bearer tokens (DESIGN §10) end to end: certificates
made by openssl in the test, the real server, the Python client, the CLI
and HTTPS. Health checks stay open; refusals are counted."""

import http.client
import json
import os
import socket
import ssl
import subprocess
import urllib.error
import urllib.request

import pytest

from referee_client import RefereeClient, RefereeError

TOKEN = "s3cret-token-for-tests"


def openssl(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


@pytest.fixture(scope="module")
def certs(tmp_path_factory):
    """A CA, a server certificate for 127.0.0.1/localhost and a client one."""
    d = tmp_path_factory.mktemp("certs")
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    openssl("req", "-x509", *ec, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
            "-subj", "/CN=referee-test-ca", cwd=d)
    for name, usage in [("server", "serverAuth"), ("client", "clientAuth")]:
        openssl("req", *ec, "-keyout", name + ".key", "-out", name + ".csr",
                "-subj", "/CN=" + name, cwd=d)
        (d / (name + ".ext")).write_text(
            "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=%s\n" % usage)
        openssl("x509", "-req", "-in", name + ".csr", "-CA", "ca.pem", "-CAkey", "ca.key",
                "-CAcreateserial", "-out", name + ".pem", "-days", "2",
                "-extfile", name + ".ext", cwd=d)
    (d / "token").write_text(TOKEN + "\n")
    return {k: str(d / v) for k, v in {
        "ca": "ca.pem", "server_cert": "server.pem", "server_key": "server.key",
        "client_cert": "client.pem", "client_key": "client.key", "token": "token"}.items()}


def cli():
    return os.path.join(os.path.dirname(os.path.dirname(os.environ["REFEREE_SERVER_BIN"])),
                        "client", "referee")


def metric(port, line_start):
    with urllib.request.urlopen("http://127.0.0.1:%d/metrics" % port, timeout=20) as r:
        for line in r.read().decode().splitlines():
            if line.startswith(line_start):
                return float(line.split()[-1])
    raise AssertionError(line_start + " not exported")


def http_post(url, payload, token=None, context=None):
    """(status, JSON reply) of a POST; `context` for HTTPS."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    request = urllib.request.Request(url, data=json.dumps(payload).encode(),
                                     headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30, context=context) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_tls_and_token(make_server, certs):
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"], "--http_listen=",
                    "--auth_token_file=" + certs["token"], "--metrics_listen=127.0.0.1:0")
    score = [("demo-math-sum", "\\boxed{42}")]
    with RefereeClient(s.target, tls_ca=certs["ca"], auth_token_file=certs["token"]) as c:
        assert c.score(score).rewards == [1.0]
    # Health stays open: probes carry no secret.
    with RefereeClient(s.target, tls_ca=certs["ca"]) as c:
        assert c.health() == "SERVING"
        with pytest.raises(RefereeError) as refused:
            c.score(score)
        assert refused.value.code.name == "UNAUTHENTICATED"
    with RefereeClient(s.target, tls_ca=certs["ca"], auth_token="wrong") as c:
        with pytest.raises(RefereeError) as refused:
            c.score(score)
        assert refused.value.code.name == "UNAUTHENTICATED"
    # Plaintext does not reach a TLS server.
    with RefereeClient(s.target, auth_token=TOKEN, retries=0, timeout=5) as c:
        with pytest.raises(RefereeError):
            c.score(score)
    assert metric(s.metrics_port, 'referee_auth_failures_total{listener="grpc"}') == 2

    # The CLI: --tls_ca, and the token from a file or REFEREE_AUTH_TOKEN.
    base = [cli(), "--target=" + s.target, "--tls_ca=" + certs["ca"]]
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_AUTH_TOKEN"}
    run = subprocess.run(base + ["health"], capture_output=True, text=True, timeout=60, env=env)
    assert run.returncode == 0, run.stderr
    run = subprocess.run(base + ["verifiers"], capture_output=True, text=True, timeout=60, env=env)
    assert run.returncode != 0 and "UNAUTHENTICATED" in run.stderr, run.stderr
    run = subprocess.run(base + ["--auth_token_file=" + certs["token"], "verifiers"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert run.returncode == 0 and "answer_match" in run.stdout, run.stderr
    run = subprocess.run(base + ["verifiers"], capture_output=True, text=True, timeout=60,
                         env=dict(env, REFEREE_AUTH_TOKEN=TOKEN))
    assert run.returncode == 0, run.stderr

def test_mutual_tls(make_server, certs):
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"], "--http_listen=",
                    "--tls_client_ca=" + certs["ca"])
    score = [("demo-math-sum", "\\boxed{42}")]
    with RefereeClient(s.target, tls_ca=certs["ca"], tls_cert=certs["client_cert"],
                       tls_key=certs["client_key"]) as c:
        assert c.score(score).rewards == [1.0]
    with RefereeClient(s.target, tls_ca=certs["ca"], retries=0, timeout=5) as c:
        with pytest.raises(RefereeError):  # No client certificate.
            c.score(score)
    run = subprocess.run(
        [cli(), "--target=" + s.target, "--tls_ca=" + certs["ca"],
         "--tls_cert=" + certs["client_cert"], "--tls_key=" + certs["client_key"], "verifiers"],
        capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr


def test_http_token(make_server, certs):
    # The HTTP gateway takes the same bearer token.
    s = make_server("--demo", "--auth_token_file=" + certs["token"],
                    "--metrics_listen=127.0.0.1:0")
    url = s.http + "/reward"
    body = {"prompt": "p", "response": "\\boxed{42}", "label": "demo-math-sum"}
    assert http_post(url, body, token=TOKEN) == (200, 1.0)
    status, reply = http_post(url, body)
    assert status == 401 and "bearer token" in reply["error"]
    status, reply = http_post(url, body, token="nope")
    assert status == 401
    assert metric(s.metrics_port, 'referee_auth_failures_total{listener="http"}') == 2
    assert metric(s.metrics_port, 'referee_auth_failures_total{listener="grpc"}') == 0


def https_post(url, payload, ca, cert=None, key=None, token=None):
    """POST over TLS trusting `ca`, presenting `cert`/`key` when given."""
    context = ssl.create_default_context(cafile=ca)
    if cert:
        context.load_cert_chain(cert, key)
    return http_post(url, payload, token=token, context=context)


def test_https_gateway_with_token(make_server, certs):
    # With --tls_cert the HTTP gateway speaks only HTTPS, and still wants
    # the token.
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"],
                    "--auth_token_file=" + certs["token"])
    url = "https://127.0.0.1:%d/reward" % s.http_port
    body = {"prompt": "p", "response": "\\boxed{42}", "label": "demo-math-sum"}
    assert https_post(url, body, certs["ca"], token=TOKEN) == (200, 1.0)
    body["response"] = "\\boxed{41}"
    assert https_post(url, body, certs["ca"], token=TOKEN) == (200, 0.0)
    status, reply = https_post(url, body, certs["ca"])
    assert status == 401 and "bearer token" in reply["error"]
    # Plain HTTP on the same port is not answered.
    with pytest.raises((urllib.error.URLError, ConnectionError, http.client.HTTPException)):
        http_post(s.http + "/reward", body, token=TOKEN)
    # A client that does not trust the server's CA refuses it.
    with pytest.raises(urllib.error.URLError):
        https_post(url, body, certs["client_cert"], token=TOKEN)


def test_https_gateway_mutual_tls(make_server, certs):
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"], "--tls_client_ca=" + certs["ca"])
    url = "https://127.0.0.1:%d/get_reward" % s.http_port
    body = {"query": ["q \\boxed{42}"], "prompts": ["q "], "labels": ["demo-math-sum"]}
    status, reply = https_post(url, body, certs["ca"], certs["client_cert"],
                               certs["client_key"])
    assert status == 200 and reply["rewards"] == [1.0]
    # Without a client certificate the handshake fails: no answer at all.
    with pytest.raises((urllib.error.URLError, ConnectionError, ssl.SSLError)):
        https_post(url, body, certs["ca"])


def raw_https_post(port, context, body, session=None):
    """One POST /reward on its own TLS connection; (reply, session, reused)."""
    payload = json.dumps(body).encode()
    with socket.create_connection(("127.0.0.1", port), timeout=30) as raw:
        with context.wrap_socket(raw, server_hostname="127.0.0.1", session=session) as tls:
            tls.sendall(b"POST /reward HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                        b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n"
                        % len(payload) + payload)
            reply = b""
            while True:
                chunk = tls.recv(65536)
                if not chunk:
                    break
                reply += chunk
            return reply, tls.session, tls.session_reused


def test_https_gateway_mutual_tls_resumes_sessions(make_server, certs):
    # Clients (proxies, Go, Java) resume TLS sessions; under mutual TLS that
    # needs a session id context on the server, or the second handshake
    # fails.
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"], "--tls_client_ca=" + certs["ca"])
    context = ssl.create_default_context(cafile=certs["ca"])
    context.load_cert_chain(certs["client_cert"], certs["client_key"])
    body = {"prompt": "p", "response": "\\boxed{42}", "label": "demo-math-sum"}
    first, session, reused = raw_https_post(s.http_port, context, body)
    assert first.startswith(b"HTTP/1.1 200") and first.endswith(b"1"), first
    assert not reused and session is not None
    second, _, reused = raw_https_post(s.http_port, context, body, session=session)
    assert second.startswith(b"HTTP/1.1 200") and second.endswith(b"1"), second
    assert reused


def test_https_gateway_bad_key_refuses_to_start(certs):
    # The key does not belong to the certificate: a clear error at start.
    run = subprocess.run([os.environ["REFEREE_SERVER_BIN"], "--listen=127.0.0.1:0",
                          "--metrics_listen=", "--http_listen=127.0.0.1:0",
                          "--tls_cert=" + certs["server_cert"],
                          "--tls_key=" + certs["client_key"]],
                         capture_output=True, text=True, timeout=30)
    assert run.returncode != 0
    said = run.stdout + run.stderr
    assert "tls" in said, said


def test_bad_security_flags_refuse_to_start(certs):
    for flags in [["--tls_cert=" + certs["server_cert"]],  # No key.
                  ["--tls_cert=/nonexistent.pem", "--tls_key=" + certs["server_key"]],
                  ["--auth_token_file=/nonexistent"]]:
        run = subprocess.run([os.environ["REFEREE_SERVER_BIN"], "--listen=127.0.0.1:0",
                              "--metrics_listen=", *flags],
                             capture_output=True, text=True, timeout=30)
        assert run.returncode != 0, flags
        said = run.stdout + run.stderr
        assert "tls" in said or "auth_token_file" in said, said


def test_token_and_tls_from_the_environment(make_server, certs, monkeypatch):
    # The server takes REFEREE_AUTH_TOKEN when no --auth_token_file is given,
    # and the Python client (so every adapter) takes it and REFEREE_TLS_*.
    monkeypatch.setenv("REFEREE_AUTH_TOKEN", TOKEN)
    s = make_server("--demo", "--tls_cert=" + certs["server_cert"],
                    "--tls_key=" + certs["server_key"], "--http_listen=")
    score = [("demo-math-sum", "\\boxed{42}")]
    monkeypatch.setenv("REFEREE_TLS_CA", certs["ca"])
    with RefereeClient(s.target) as c:
        assert c.score(score).rewards == [1.0]
    # The verl adapter makes its own client: the environment reaches it.
    from referee_client import verl
    verl._clients.clear()
    try:
        assert verl.compute_score("demo", "\\boxed{42}", "demo-math-sum",
                                  target=s.target)["score"] == 1.0
    finally:
        verl._clients.clear()
    # Without the token the server, which read it at start, refuses.
    monkeypatch.delenv("REFEREE_AUTH_TOKEN")
    with RefereeClient(s.target) as c:
        with pytest.raises(RefereeError) as refused:
            c.score(score)
        assert refused.value.code.name == "UNAUTHENTICATED"
    # Without the CA the client cannot verify the server.
    monkeypatch.delenv("REFEREE_TLS_CA")
    with RefereeClient(s.target, auth_token=TOKEN, retries=0, timeout=5) as c:
        with pytest.raises(RefereeError):
            c.score(score)
