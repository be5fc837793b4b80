"""Math-Verify's call shapes on Referee's `math_equiv` (issue #39).

A project that grades with Math-Verify,

    from math_verify import parse, verify
    correct = verify(parse(reference), parse(model_output))

changes the import line only:

    from referee_client.math_verify import parse, verify

`verify(parse(reference), parse(output))` is exactly `math_equiv`'s
verdict (`correct`) for that reference and output (DESIGN §9), computed by
the engine in this process (referee_client.local; or by the server at
REFEREE_TARGET when that is set), and it never hangs: the engine's work
budget bounds every comparison, whatever the input.

What differs from Math-Verify, by design:
- `parse` does no work: it keeps the text, and `verify` hands both texts
  to `math_equiv`, which finds the reference's answer (a bare answer, a
  `\\boxed{}`, a solution text) and the output's final answer itself.
  The result is a list (as Math-Verify's is) holding the text.
- The keyword arguments of both (extraction configs, precisions,
  timeouts, `strict`, ...) are accepted for compatibility and do not
  change the verdict: `math_equiv`'s own rules and budget apply.
- `verify` returns a bool and never raises for what the output holds; a
  failure of the engine itself (a server that cannot be reached) raises
  RefereeError.
"""

from typing import Any, List, Sequence

from referee_client import local


class ParsedAnswer(list):
    """What `parse` returns: a one-element list holding the text."""

    def __init__(self, text: str):
        super().__init__([text])
        self.text = text


def parse(pred: Any, *args: Any, **kwargs: Any) -> ParsedAnswer:
    """Keeps `pred`'s text for `verify` (Math-Verify's parse signature:
    extraction settings are accepted and ignored)."""
    return ParsedAnswer(_text(pred))


def _text(value: Any) -> str:
    if isinstance(value, ParsedAnswer):
        return value.text
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        # Math-Verify's parse results hold the extracted string last.
        strings = [v for v in value if isinstance(v, str)]
        return strings[-1] if strings else (str(value[0]) if value else "")
    return str(value)


def verify(gold: Any, target: Any, *args: Any, **kwargs: Any) -> bool:
    """Whether `target` (a model output, or parse() of one) gives the
    answer of `gold` (a reference, or parse() of one), by `math_equiv`."""
    return verify_batch([gold], [target])[0]


def verify_batch(golds: Sequence[Any], targets: Sequence[Any]) -> List[bool]:
    """verify() over pairs, in one engine call."""
    if len(golds) != len(targets):
        raise ValueError("golds and targets must have the same length")
    if not golds:
        return []
    problems, rollouts, ids = [], [], {}
    for gold, target in zip(golds, targets):
        reference = _text(gold)
        problem_id = ids.get(reference)
        if problem_id is None:
            problem_id = ids[reference] = "math-verify-%d" % len(ids)
            problems.append({"id": problem_id, "answer": {"answer": reference}})
        rollouts.append((problem_id, _text(target)))
    result = local.default_client().score(
        rollouts, spec={"terms": [{"verifier": "math_equiv"}]}, problems=problems, details=True)
    return [r.correct for r in result.results]
