// `referee generate`: writes a dataset of proto3-JSON problems (one per
// line) with the seed's generators and prompts.
#include <cstdio>
#include <fstream>
#include <iostream>

#include "client/commands.h"
#include "engine/jsonl.h"
#include "verifiers/environments/legacy/truth/datasets.h"

namespace referee {

int RunGenerate(const tasks::DatasetOptions& options, const std::string& output) {
  auto problems = tasks::GenerateDataset(options);
  if (!problems.ok()) {
    std::cerr << "referee generate: " << problems.status() << "\n";
    return 2;
  }
  std::ofstream file;
  if (output != "-") {
    file.open(output);
    if (!file) {
      std::cerr << "referee generate: cannot write " << output << "\n";
      return 1;
    }
  }
  std::ostream& out = output == "-" ? std::cout : file;
  for (const referee::v1::Problem& problem : *problems) {
    out << PrintJsonLine(problem) << "\n";
  }
  out.flush();
  return out ? 0 : 1;
}

}  // namespace referee
