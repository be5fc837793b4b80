"""OpenRLHF and slime requests, byte for byte as those trainers send them
(requests/aiohttp `json=`: json.dumps with its defaults), to the server's
own HTTP endpoints."""

import json
import urllib.error
import urllib.request


def post(url, payload=None, raw=None):
    body = raw if raw is not None else json.dumps(payload).encode()
    request = urllib.request.Request(
        url, data=body, headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_openrlhf_scores_the_response_after_the_prompt(server):
    prompt = "<|user|>What is 17 + 25?<|assistant|>"
    status, reply = post(
        server.http + "/get_reward",
        {
            "query": [prompt + "It is \\boxed{42}", prompt + "It is \\boxed{41}"],
            "prompts": [prompt, prompt],
            "labels": ["demo-math-sum", "demo-math-sum"],
        },
    )
    assert status == 200
    assert reply["rewards"] == [1.0, 0.0]
    assert reply["scores"] == reply["rewards"]
    assert reply["extra_logs"]["correct"] == [1, 0]


def test_openrlhf_problem_json_labels_unicode_and_large(server):
    problem = json.dumps({"answer": {"answer": "π/2"}})
    big = "é" * 499_000 + " \\boxed{π/2}"  # 1 MB of UTF-8 (the limit is 1 MiB).
    status, reply = post(
        server.http + "/get_reward",
        {"query": ["Q: " + big, "Q: ∞ \\boxed{π / 2}"], "prompts": ["Q: ", "Q: "],
         "labels": [problem, problem]},
    )
    assert status == 200
    assert reply["rewards"] == [1.0, 1.0]


def test_openrlhf_empty_and_bad_requests(server):
    status, reply = post(server.http + "/get_reward", {"query": [], "prompts": [], "labels": []})
    assert status == 200 and reply["rewards"] == []
    status, reply = post(server.http + "/get_reward", raw=b"{not json")
    assert status == 400 and "JSON" in reply["error"]
    status, reply = post(server.http + "/get_reward", {"query": ["x"], "labels": []})
    assert status == 400 and "same length" in reply["error"]
    status, reply = post(server.http + "/get_reward", {"query": ["x"]})
    assert status == 400 and "labels" in reply["error"]


def test_label_neither_id_nor_json_scores_zero_with_a_reason(server):
    status, reply = post(
        server.http + "/get_reward",
        {"query": ["\\boxed{42}"], "prompts": [""], "labels": ["{not an id nor json"]},
    )
    assert status == 200
    assert reply["rewards"] == [0.0]
    assert "unknown prompt_id" in reply["extra_logs"]["error"][0]


def test_slime_remote_rm(server):
    status, reward = post(
        server.http + "/reward",
        {"prompt": "Using the numbers [44, 19, 35]...", "response": "<answer>44 + 19 + 35</answer>",
         "label": "demo-countdown-fig1"},
    )
    assert status == 200 and reward == 1.0
    status, reply = post(server.http + "/reward", {"prompt": "p", "response": "r"})
    assert status == 400 and "label" in reply["error"]


def test_openrlhf_repeated_problem_labels(server):
    # OpenRLHF repeats a prompt's label for each of its samples: one inline
    # problem. Two different problems under one id are refused (400).
    problem = json.dumps({"id": "q7", "answer": {"answer": "7"}})
    status, reply = post(
        server.http + "/get_reward",
        {"query": ["\\boxed{7}", "\\boxed{8}", "\\boxed{7}"], "labels": [problem] * 3},
    )
    assert status == 200, reply
    assert reply["rewards"] == [1.0, 0.0, 1.0]
    other = json.dumps({"id": "q7", "answer": {"answer": "8"}})
    status, reply = post(
        server.http + "/get_reward",
        {"query": ["\\boxed{7}", "\\boxed{8}"], "labels": [problem, other]},
    )
    assert status == 400 and "duplicate id 'q7'" in reply["error"], reply


def test_openrlhf_eval_k_reports_each_groups_pass_avg_and_maj(server):
    # Two prompts (labels), their samples a group each:
    #   q1 (answer 7): 7, 8, 7 -> n 3, c 2: pass@1 2/3, pass@2 1 (n - c = 1 < 2),
    #     avg@2 1/2 (first two: right, wrong), maj@2 7 (7 and 8 tie: smaller) right.
    #   q2 (answer 3): 5, 5 -> c 0: all 0; k = 4 is larger than both groups.
    q1 = json.dumps({"id": "q1", "answer": {"answer": "7"}})
    q2 = json.dumps({"id": "q2", "answer": {"answer": "3"}})
    status, reply = post(
        server.http + "/get_reward",
        {"query": ["\\boxed{7}", "\\boxed{5}", "\\boxed{8}", "\\boxed{5}", "\\boxed{7}"],
         "labels": [q1, q2, q1, q2, q1], "eval_k": [1, 2, 4]},
    )
    assert status == 200, reply
    assert reply["rewards"] == [1.0, 0.0, 0.0, 0.0, 1.0]
    groups = {g["group_id"]: g for g in reply["groups"]}
    assert set(groups) == {"q1", "q2"}
    assert groups["q1"]["size"] == 3 and groups["q1"]["correct"] == 2
    assert abs(groups["q1"]["pass_at_k"]["1"] - 2 / 3) < 1e-12
    assert groups["q1"]["pass_at_k"]["2"] == 1
    assert groups["q1"]["avg_at_k"]["2"] == 0.5
    assert groups["q1"]["maj_at_k"]["2"] == 1
    assert "4" not in groups["q1"]["pass_at_k"] and "4" in groups["q1"]["eval_note"]
    assert groups["q2"]["pass_at_k"]["1"] == 0 and groups["q2"]["maj_at_k"]["2"] == 0
    # Without eval_k the reply is OpenRLHF's own; a bad eval_k is the caller's.
    status, reply = post(server.http + "/get_reward", {"query": ["x"], "labels": [q1]})
    assert status == 200 and "groups" not in reply
    for bad in (["1"], 1.5, [0], [2.5], [1e300]):
        status, reply = post(
            server.http + "/get_reward", {"query": ["x"], "labels": [q1], "eval_k": bad}
        )
        assert status == 400 and "eval_k" in reply["error"], (bad, reply)


def test_rewards_print_as_the_shortest_float_that_reads_back(server):
    """DESIGN §3: a wrong answer within 3e-8 of full credit is sent as the
    largest float below 1, and the JSON text says so (0.99999994, not 1)."""
    import struct

    below_one = struct.unpack("<f", struct.pack("<I", 0x3F7FFFFF))[0]  # 1 - 2**-24
    request = urllib.request.Request(
        server.http + "/get_reward",
        data=json.dumps({"query": ["<answer>-7</answer>", "<answer>-6</answer>"],
                         "labels": ["env/polynomial_minimum/12/2350"] * 2}).encode(),
        headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=60) as response:
        text = response.read().decode()
    assert '"rewards":[0.99999994,1]' in text, text
    reply = json.loads(text)
    assert reply["rewards"][0] != 1.0
    assert struct.unpack("<f", struct.pack("<f", reply["rewards"][0]))[0] == below_one
    assert reply["extra_logs"]["correct"] == [0, 1]
