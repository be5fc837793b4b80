"""NeMo Gym's resources-server protocol (issue #28) on the real server's
HTTP gateway. The bodies are what NeMo Gym's simple_agent posts:
`verify_request.model_dump()` of a BaseVerifyRequest whose
responses_create_params and response are NeMo Gym's pydantic models
(nemo_gym/openai_utils.py), dumped with every field, defaults and nulls
included, plus the dataset row's own fields."""

import json
import urllib.request

from referee_client import RefereeClient
from test_http import post


def create_params(question):
    # NeMoGymResponseCreateParamsNonStreaming(input=[...]).model_dump()
    return {
        "background": None, "include": None,
        "input": [{"role": "user", "content": question, "type": "message"}],
        "instructions": None, "max_output_tokens": None, "max_tool_calls": None,
        "metadata": None, "model": None, "parallel_tool_calls": True,
        "previous_response_id": None, "prompt": None, "reasoning": None,
        "service_tier": None, "store": None, "temperature": None, "text": None,
        "tool_choice": "auto", "tools": [], "top_logprobs": None, "top_p": None,
        "truncation": None, "user": None, "stream": None,
    }


def message(text, msg_id="msg_1"):
    # NeMoGymResponseOutputMessage(content=[NeMoGymResponseOutputText]).model_dump()
    return {"id": msg_id, "role": "assistant", "status": "completed", "type": "message",
            "content": [{"annotations": [], "text": text, "type": "output_text",
                         "logprobs": None}]}


def reasoning(text):
    # NeMoGymResponseReasoningItem(summary=[NeMoGymSummary]).model_dump()
    return {"id": "rs_1", "summary": [{"text": text, "type": "summary_text"}],
            "type": "reasoning", "encrypted_content": None, "content": None}


def response(*output):
    # NeMoGymResponse(...).model_dump(): openai's Response fields.
    return {
        "id": "resp_1", "created_at": 1234567890.0, "error": None,
        "incomplete_details": None, "instructions": None, "metadata": None,
        "model": "policy_model", "object": "response", "output": list(output),
        "parallel_tool_calls": False, "temperature": None, "tool_choice": "none",
        "tools": [], "top_p": None, "background": None, "max_output_tokens": None,
        "previous_response_id": None, "reasoning": None, "service_tier": None,
        "status": "completed", "text": None, "truncation": None, "user": None,
        "usage": {"input_tokens": 30, "output_tokens": 12, "total_tokens": 42,
                  "input_tokens_details": {"cached_tokens": 0},
                  "output_tokens_details": {"reasoning_tokens": 4}},
    }


def verify_body(row, *output):
    return dict(row, responses_create_params=create_params(row.get("question", "q")),
                response=response(*output))


def environment_problem(server, name, level, seed):
    with RefereeClient(server.target) as client:
        [problem] = client.sample(
            {"environments": [{"name": name, "high": level}], "window": 1}, count=1,
            seed=seed)
    return problem


def test_seed_session_answers_an_empty_object(server):
    status, reply = post(server.http + "/seed_session",
                         {"responses_create_params": create_params("q"), "prompt_id": "x"})
    assert (status, reply) == (200, {})


def test_verify_scores_the_reference_and_echoes_the_request(server):
    for name, level, seed in [("sorting", 3, 11), ("topological_sort", 2, 5),
                              ("gcd_lcm", 4, 9)]:
        problem = environment_problem(server, name, level, seed)
        row = {"prompt_id": problem["id"], "question": problem["prompt"],
               "_ng_task_index": 3, "_ng_rollout_index": 1}
        body = verify_body(row, reasoning("thinking"), message(problem["referenceOutput"]))
        status, reply = post(server.http + "/verify", body)
        assert status == 200, reply
        assert reply["reward"] == 1.0 and reply["correct"] is True, (name, reply)
        assert reply["parsed"] is True and reply["error"] == ""
        assert reply["reward_components"], reply
        assert all(v == 1.0 for v in reply["reward_components"].values()), reply
        # Everything sent comes back, unchanged (NeMo Gym validates the
        # reply as its verify response: the request's fields plus reward).
        for key, value in body.items():
            assert reply[key] == value, key


def test_verify_a_wrong_answer_earns_less(server):
    problem = environment_problem(server, "sorting", 3, 12)
    body = verify_body({"prompt_id": problem["id"]}, message("<answer>1 2</answer>"))
    status, reply = post(server.http + "/verify", body)
    assert status == 200, reply
    assert reply["correct"] is False
    assert reply["reward"] < 1.0


def test_verify_scores_the_last_assistant_message_not_the_reasoning(server):
    row = {"prompt_id": "demo-math-sum"}
    # The reasoning holds the right answer; the final message a wrong one.
    status, reply = post(server.http + "/verify",
                         verify_body(row, reasoning("\\boxed{42}"), message("\\boxed{41}")))
    assert status == 200 and reply["reward"] == 0.0, reply
    # An earlier message is superseded by the last one.
    status, reply = post(server.http + "/verify",
                         verify_body(row, message("\\boxed{41}", "m1"), reasoning("hmm"),
                                     message("so \\boxed{42}", "m2")))
    assert status == 200 and reply["reward"] == 1.0, reply
    # No message at all (a truncated reasoning-only response): no answer.
    status, reply = post(server.http + "/verify", verify_body(row, reasoning("\\boxed{42}")))
    assert status == 200, reply
    assert reply["correct"] is False and reply["parsed"] is False


def test_verify_answer_rows_with_and_without_a_data_source(server):
    row = {"question": "What is 17 + 25?", "answer": "42"}
    status, reply = post(server.http + "/verify", verify_body(row, message("It is \\boxed{42}")))
    assert status == 200 and reply["reward"] == 1.0, reply
    assert reply["reward_components"] == {"math_equiv": 1.0}
    status, reply = post(server.http + "/verify", verify_body(row, message("It is \\boxed{43}")))
    assert status == 200 and reply["reward"] == 0.0, reply
    # GSM8K's data source scores the number after "####", as verl does.
    gsm8k = dict(row, data_source="openai/gsm8k")
    status, reply = post(server.http + "/verify", verify_body(gsm8k, message("so #### 42")))
    assert status == 200 and reply["reward"] == 1.0, reply
    status, reply = post(server.http + "/verify?data_source=openai/gsm8k",
                         verify_body(row, message("so #### 41")))
    assert status == 200 and reply["reward"] == 0.0, reply


def test_verify_unknown_prompt_is_404_and_malformed_bodies_name_the_field(server):
    status, reply = post(server.http + "/verify",
                         verify_body({"prompt_id": "no-such-problem"}, message("x")))
    assert status == 404 and "prompt_id" in reply["error"], reply
    cases = [
        ({"prompt_id": "demo-math-sum", "response": response(message("x"))},
         "responses_create_params"),
        ({"prompt_id": "demo-math-sum", "responses_create_params": create_params("q")},
         "response"),
        (dict(verify_body({"prompt_id": "demo-math-sum"}), response={"output": "text"}),
         "response.output"),
        (dict(verify_body({"prompt_id": "demo-math-sum"}), response={"output": [7]}),
         "response.output[0]"),
        (verify_body({"prompt_id": "demo-math-sum"},
                     {"type": "message", "role": "assistant", "content": [{"type": "output_text"}]}),
         "response.output[0].content[0].text"),
        (verify_body({"question": "q"}, message("x")), "prompt_id or answer"),
        (verify_body({"prompt_id": 12}, message("x")), "prompt_id"),
        (verify_body({"answer": "1", "data_source": "nope"}, message("x")), "data_source"),
    ]
    for body, field in cases:
        status, reply = post(server.http + "/verify", body)
        assert status == 400, (field, reply)
        assert reply["error"].startswith(field), (field, reply)
    status, reply = post(server.http + "/verify", raw=b"[1, 2]")
    assert status == 400 and "JSON object" in reply["error"], reply


def test_aggregate_metrics_as_nemo_gyms_profiler_names_them(server):
    responses = [
        {"_ng_task_index": 0, "_ng_rollout_index": 0, "reward": 1.0, "correct": True,
         "prompt_id": "a", "response": {"usage": {"output_tokens": 10}}},
        {"_ng_task_index": 0, "_ng_rollout_index": 1, "reward": 0.0, "correct": False,
         "prompt_id": "a", "response": {"usage": {"output_tokens": 30}}},
        {"_ng_task_index": 1, "_ng_rollout_index": 0, "reward": 0.5, "correct": False,
         "prompt_id": "b", "response": {"usage": None}},
    ]
    status, reply = post(server.http + "/aggregate_metrics", {"verify_responses": responses})
    assert status == 200, reply
    task0, task1 = reply["group_level_metrics"]
    # Task 0: rewards 1 and 0 → mean 0.5, median 0.5, sample std √0.5.
    assert task0["_ng_task_index"] == 0 and task0["num_rollouts"] == 2
    assert task0["mean/reward"] == 0.5 and task0["median/reward"] == 0.5
    assert abs(task0["std/reward"] - 0.5 ** 0.5) < 1e-12
    assert task0["max/output_tokens"] == 30 and task0["min/output_tokens"] == 10
    assert task0["mean/correct"] == 0.5
    # One rollout: its std is 0, not undefined.
    assert task1["mean/reward"] == 0.5 and task1["std/reward"] == 0.0
    agent = reply["agent_metrics"]
    # All three rewards 1, 0, 0.5: mean 0.5, median 0.5, sample std 0.5.
    assert agent["mean/reward"] == 0.5 and agent["median/reward"] == 0.5
    assert abs(agent["std/reward"] - 0.5) < 1e-12
    assert abs(agent["mean/correct"] - 1 / 3) < 1e-12
    assert "mean/_ng_task_index" not in agent
    assert reply["key_metrics"] == {k: v for k, v in agent.items() if k.startswith("mean/")}
    status, reply = post(server.http + "/aggregate_metrics", {"verify_responses": []})
    assert (status, reply) == (200, {"group_level_metrics": [], "agent_metrics": {},
                                     "key_metrics": {}})
    status, reply = post(server.http + "/aggregate_metrics", {"verify_responses": [1]})
    assert status == 400 and reply["error"].startswith("verify_responses[0]"), reply


def test_verify_honours_the_bearer_token(make_server, tmp_path):
    token = tmp_path / "token"
    token.write_text("sekrit\n")
    s = make_server("--demo", "--auth_token_file=%s" % token)
    body = json.dumps(verify_body({"prompt_id": "demo-math-sum"}, message("\\boxed{42}")))
    status, reply = post(s.http + "/verify", raw=body.encode())
    assert status == 401, reply
    request = urllib.request.Request(
        s.http + "/verify", data=body.encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": "Bearer sekrit"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        assert json.loads(answer.read())["reward"] == 1.0


def test_dataset_rows_train_against_verify(server):
    # Rows written by referee_client.nemo_gym, then what Gym's agent posts
    # for each: the row plus the model's response.
    from referee_client import nemo_gym

    with RefereeClient(server.target) as client:
        problems = client.sample({"environments": [{"name": "sorting", "high": 2},
                                                   {"name": "gcd_lcm", "high": 1}]},
                                 count=6, seed=4)
    rows = list(nemo_gym.rows(problems, system_prompt="Think, then answer."))
    for problem, row in zip(problems, rows):
        assert row["responses_create_params"]["input"][-1] == {
            "role": "user", "content": problem["prompt"]}
        assert row["responses_create_params"]["input"][0]["role"] == "system"
        assert row["prompt_id"] == problem["id"]
        assert "referenceOutput" not in json.dumps(row)
        body = dict(row, response=response(message(problem["referenceOutput"])))
        body["responses_create_params"] = dict(create_params("x"),
                                               input=row["responses_create_params"]["input"])
        status, reply = post(server.http + "/verify", body)
        assert status == 200 and reply["reward"] == 1.0, reply


def _free_port_below_the_ephemeral_range():
    # Gym names the port, so the test must pick one. A port found by binding
    # 0 is an ephemeral one, which any server started meanwhile on port 0 by
    # a test running beside this one may take first. Ports below the
    # ephemeral range are never handed out that way. (A 404 this test once
    # saw under TSan was Referee's own: its HTTP listener accepted before
    # its routes were set; server/http_gateway.cc now holds requests until
    # they are.)
    import random
    import socket
    with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
        low = int(f.read().split()[0])
    candidates = list(range(10000, max(low, 10001)))
    random.shuffle(candidates)
    for port in candidates[:200]:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port below %d" % low)


def test_the_entrypoint_starts_referee_where_gym_says(tmp_path):
    # NeMo Gym runs `python app.py` with its config in NEMO_GYM_CONFIG_DICT
    # (YAML) and this server's key in NEMO_GYM_CONFIG_PATH, then posts to
    # the host and port of that config.
    import os
    import subprocess
    import sys
    import time

    port = _free_port_below_the_ephemeral_range()
    config = (
        "referee:\n"
        "  resources_servers:\n"
        "    referee:\n"
        "      entrypoint: app.py\n"
        "      domain: math\n"
        "      host: 127.0.0.1\n"
        "      port: %d\n"
        "      referee_args: ['--demo', '--metrics_listen=']\n"
        "policy_model:\n"
        "  responses_api_models:\n"
        "    vllm_model:\n"
        "      entrypoint: app.py\n" % port)
    app = os.path.join(os.path.dirname(__file__), "..", "..", "..", "deploy", "nemo_gym",
                       "referee", "app.py")
    env = dict(os.environ, NEMO_GYM_CONFIG_DICT=config, NEMO_GYM_CONFIG_PATH="referee")
    process = subprocess.Popen([sys.executable, app], env=env, stdout=subprocess.DEVNULL,
                               stderr=open(tmp_path / "log", "wb"))
    try:
        deadline = time.time() + 30
        while True:
            try:
                status, reply = post("http://127.0.0.1:%d/verify" % port, verify_body(
                    {"prompt_id": "demo-math-sum"}, message("\\boxed{42}")))
                break
            except OSError:
                assert process.poll() is None, (tmp_path / "log").read_text()
                assert time.time() < deadline, "no Referee on the port Gym gave"
                time.sleep(0.1)
        assert status == 200 and reply["reward"] == 1.0, reply
    finally:
        process.terminate()
        process.wait(timeout=30)
