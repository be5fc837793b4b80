#!/usr/bin/env python3
"""RLVE-Gym's own Python for an environment and level, timed the way
bench/environments_bench.cc times ours: generation of one problem at level
d (RLVE's parameter controller after d update() calls) and scoring a ~1 KB
output (reasoning filler, then the reference answer in <answer> tags, and
the same with its last digit changed, alternating).

Usage (bench/rlve_compare.sh runs it pinned to one core):
  python3 bench/rlve_python_bench.py --rlve=DIR --level=8 \
      --env=catalan_number_mod:CatalanNumberMod ...
DIR is a checkout of github.com/Zhiyuan-Zeng/RLVE (its Gym/ folder). Only
the environment's own module is imported (not Gym/environments/__init__.py,
which imports all 400); torch and numpy, which RLVE-Gym uses only to seed
its generators, are stubbed when absent (seeding Python's `random` is what
the environments below draw from).

Prints one line per environment: name, the median microseconds of
generator() (RLVE's entry point, which runs _generate in a thread with a
timeout), of _generate alone, and of scorer() on the 1 KB outputs.
"""
import argparse
import importlib.util
import random
import statistics
import sys
import time
import types


def stub_seeding_modules():
    for name in ("torch", "numpy"):
        try:
            __import__(name)
        except ImportError:
            module = types.ModuleType(name)
            module.manual_seed = lambda seed: None
            module.cuda = types.SimpleNamespace(manual_seed_all=lambda seed: None)
            module.random = types.SimpleNamespace(seed=lambda seed: None)
            module.backends = types.SimpleNamespace(cudnn=types.SimpleNamespace())
            sys.modules[name] = module


def load(rlve, dotted, path):
    spec = importlib.util.spec_from_file_location(dotted, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[dotted] = module
    spec.loader.exec_module(module)
    return module


def package(name, path):
    module = types.ModuleType(name)
    module.__path__ = [path]
    sys.modules[name] = module


def filler_output(answer):
    text = "<think>\n"
    while len(text) + len(answer) < 1024:
        text += ("Check the constraint again: 3 + 4 = 7, which is within the "
                 "limit, so keep it.\n")
    return text + "</think>\n" + answer


def corrupted(output):
    for i in range(len(output) - 1, -1, -1):
        if output[i].isdigit():
            digit = "0" if output[i] == "9" else chr(ord(output[i]) + 1)
            return output[:i] + digit + output[i + 1:]
    return output + " 0"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rlve", required=True)
    parser.add_argument("--level", type=int, default=8)
    parser.add_argument("--problems", type=int, default=200)
    parser.add_argument("--env", action="append", required=True,
                        help="folder:Identifier, e.g. crt:CRT")
    args = parser.parse_args()
    stub_seeding_modules()
    sys.path.insert(0, args.rlve)
    package("Gym", f"{args.rlve}/Gym")
    package("Gym.environments", f"{args.rlve}/Gym/environments")
    package("Gym.parameter_controllers", f"{args.rlve}/Gym/parameter_controllers")
    load(args.rlve, "Gym.environment", f"{args.rlve}/Gym/environment.py")
    load(args.rlve, "Gym.parameter_controller", f"{args.rlve}/Gym/parameter_controller.py")
    for entry in args.env:
        folder, identifier = entry.split(":")
        env_module = load(args.rlve, f"Gym.environments.{folder}.environment",
                          f"{args.rlve}/Gym/environments/{folder}/environment.py")
        pc_module = load(args.rlve, f"Gym.parameter_controllers.{folder}.parameter_controller",
                         f"{args.rlve}/Gym/parameter_controllers/{folder}/parameter_controller.py")
        env_class = getattr(env_module, f"{identifier}_Environment")
        pc_class = getattr(pc_module, f"{identifier}_ParameterController")
        controller = pc_class()
        for _ in range(args.level):
            controller.update()
        parameters = controller.get_parameter_list()
        generator_us, generate_us, score_us = [], [], []
        envs = []
        for seed in range(args.problems):
            env = env_class()
            parameter = parameters[seed % len(parameters)]
            start = time.perf_counter()
            ok = env.generator(seed=seed, parameter=parameter)
            generator_us.append((time.perf_counter() - start) * 1e6)
            assert ok, f"{identifier}: generation failed at seed {seed}"
            env2 = env_class()
            env2.seed, env2.parameter = seed, dict(parameter)
            random.seed(seed)
            start = time.perf_counter()
            env2._generate()
            generate_us.append((time.perf_counter() - start) * 1e6)
            envs.append(env)
        for i, env in enumerate(envs):
            answer = env.parameter["reference_answer"]
            if isinstance(answer, (list, tuple)):
                answer = " ".join(map(str, answer))
            output = filler_output(f"<answer>{answer}</answer>")
            if i % 2:
                output = corrupted(output)
            repeats = 20
            start = time.perf_counter()
            for _ in range(repeats):
                env.scorer(output)
            score_us.append((time.perf_counter() - start) * 1e6 / repeats)
        print(f"{folder}\t{statistics.median(generator_us):.1f}\t"
              f"{statistics.median(generate_us):.1f}\t{statistics.median(score_us):.2f}")


if __name__ == "__main__":
    main()
