#include "verifiers/environments/sequences/pipeline_arrangement.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace pipeline_arrangement_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxN = 1000;
constexpr int64_t kMaxTime = 1000000;  // Finishing times stay below 2·10^9.

struct PipelineArrangementInstance {
  std::vector<int64_t> a, b;   // Times on machines A and B.
  std::vector<int64_t> order;  // Derived: an optimal order (Johnson's rule).
  int64_t gold = 0;            // Derived: its finishing time.
};

// When the last product of `order` (a permutation) leaves machine B.
int64_t FinishingTime(const PipelineArrangementInstance& instance,
                      const std::vector<int64_t>& order) {
  int64_t a_done = 0, b_done = 0;
  for (const int64_t i : order) {
    a_done += instance.a[static_cast<size_t>(i)];
    b_done = std::max(b_done, a_done) + instance.b[static_cast<size_t>(i)];
  }
  return b_done;
}

// Johnson's rule (1954), optimal for two machines: the products with
// A[i] < B[i] by increasing A[i], then the others by decreasing B[i].
std::vector<int64_t> JohnsonOrder(const PipelineArrangementInstance& instance) {
  std::vector<int64_t> first, last;
  for (size_t i = 0; i < instance.a.size(); ++i) {
    (instance.a[i] < instance.b[i] ? first : last).push_back(static_cast<int64_t>(i));
  }
  const auto& a = instance.a;
  const auto& b = instance.b;
  std::stable_sort(first.begin(), first.end(), [&](int64_t x, int64_t y) {
    return a[static_cast<size_t>(x)] < a[static_cast<size_t>(y)];
  });
  std::stable_sort(last.begin(), last.end(), [&](int64_t x, int64_t y) {
    return b[static_cast<size_t>(x)] > b[static_cast<size_t>(y)];
  });
  first.insert(first.end(), last.begin(), last.end());
  return first;
}

class PipelineArrangementEnvironment final
    : public environments::SequenceAnswerEnvironment<PipelineArrangementInstance> {
 public:
  double DefaultBeta() const override { return 5; }
  PipelineArrangementEnvironment()
      : SequenceAnswerEnvironment(
            {"pipeline_arrangement", "RLVE-Gym:PipelineArrangement", kMaxDifficulty,
             "Order N products through two machines in series (A, then B) so that the last one "
             "finishes on B as early as possible.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; times on A and on B "
             "uniform in 1..N"}) {}

 protected:
  PipelineArrangementInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    PipelineArrangementInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, n));
    for (int64_t i = 0; i < n; ++i) instance.b.push_back(rng.Uniform(1, n));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PipelineArrangementInstance>& fields) const override {
    using I = PipelineArrangementInstance;
    fields.Ints("a", &I::a, kMaxN, 1, kMaxTime)
        .Ints("b", &I::b, kMaxN, 1, kMaxTime)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.a.size()); });
  }
  absl::Status Finish(PipelineArrangementInstance& instance) const override {
    instance.order = JohnsonOrder(instance);
    instance.gold = FinishingTime(instance, instance.order);
    return absl::OkStatus();
  }
  std::string Prompt(const PipelineArrangementInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.a.size());
    std::string times;
    for (int64_t i = 0; i < n; ++i) {
      absl::StrAppend(&times, "product ", i, ": A takes ", instance.a[static_cast<size_t>(i)],
                      ", B takes ", instance.b[static_cast<size_t>(i)], "\n");
    }
    return absl::StrCat(
        "A workshop has ", n, " products, numbered 0 to ", n - 1,
        ", and two machines, A and B. Every product is worked on first by "
        "machine A and then by machine B. The processing times are:\n",
        times,
        "\nYou choose one order of the products, and both machines follow it. "
        "Machine A works through the products back to back without pausing. "
        "Machine B starts a product as soon as A has finished that product and "
        "B has finished the previous one, so B may sit idle in between. Each "
        "machine handles one product at a time.\n\n"
        "Choose the order so that the moment machine B finishes the last "
        "product is as early as possible.\n\n"
        "Write the product numbers in your order, separated by spaces, inside "
        "<answer> </answer> tags, every product exactly once; with three "
        "products that could look like <answer>2 0 1</answer>.");
  }
  size_t AnswerLength(const PipelineArrangementInstance& instance) const override {
    return instance.a.size();
  }
  // RLVE's (gold/answer)^beta: the least finishing time over the order's.
  std::optional<environments::SequenceGrade> Grade(
      const PipelineArrangementInstance& instance,
      const std::vector<int64_t>& answer) const override {
    if (!environments::PermutationPositions(answer, static_cast<int64_t>(instance.a.size()))) {
      return std::nullopt;
    }
    return environments::SequenceGrade{instance.gold, FinishingTime(instance, answer)};
  }
  std::string Reference(const PipelineArrangementInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.order, " "));
  }
};

}  // namespace
}  // namespace pipeline_arrangement_cc

absl::Status RegisterPipelineArrangementEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PipelineArrangementEnvironment>());
}

}  // namespace referee
