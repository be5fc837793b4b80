#include "verifiers/environments/sequences/josephus.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace josephus_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 60;
constexpr int64_t kMaxPeople = 20000;
constexpr int64_t kMaxStep = 1000000000;

struct JosephusInstance {
  int64_t n = 0;
  int64_t m = 1;
  std::vector<int64_t> order;  // Derived: the elimination order.
};

// The elimination order in O(N log N): a Fenwick tree over who is still in
// the circle; the k-th remaining person is found by binary lifting.
std::vector<int64_t> EliminationOrder(int64_t n, int64_t m) {
  const size_t size = static_cast<size_t>(n);
  std::vector<int64_t> tree(size + 1, 0);
  for (size_t i = 1; i <= size; ++i) {
    ++tree[i];
    const size_t parent = i + (i & (~i + 1));
    if (parent <= size) tree[parent] += tree[i];
  }
  size_t top = 1;
  while (top * 2 <= size) top *= 2;
  std::vector<int64_t> order;
  order.reserve(size);
  int64_t position = 1;  // 1-based rank of who starts counting.
  for (int64_t remaining = n; remaining > 0; --remaining) {
    position = (position - 1 + m - 1) % remaining + 1;
    // The position-th remaining person.
    size_t index = 0;
    int64_t before = 0;
    for (size_t step = top; step > 0; step /= 2) {
      if (index + step <= size && before + tree[index + step] < position) {
        index += step;
        before += tree[index];
      }
    }
    const size_t person = index + 1;
    order.push_back(static_cast<int64_t>(person));
    for (size_t p = person; p <= size; p += p & (~p + 1)) --tree[p];
  }
  return order;
}

class JosephusEnvironment final
    : public environments::SequenceAnswerEnvironment<JosephusInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  JosephusEnvironment()
      : SequenceAnswerEnvironment(
            {"josephus", "RLVE-Gym:Josephus", kMaxDifficulty,
             "The order in which N people in a circle are eliminated when every M-th one leaves "
             "(the Josephus problem).",
             /*difficulty_help=*/"MAX_N = 3, then floor(1.1 MAX_N) + 1 per level; N uniform in "
             "3..MAX_N, M uniform in 2..N"}) {}

 protected:
  JosephusInstance Make(int difficulty, tasks::Rng& rng) const override {
    JosephusInstance instance;
    // M comes from a stream of its own. (Level 0 has only two problems,
    // N = 3 and M = 2 or 3.)
    tasks::Rng step_rng(rng.Fork());
    instance.n = rng.Uniform(3, environments::RlveGrowthSize(difficulty));
    instance.m = step_rng.Uniform(2, instance.n);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<JosephusInstance>& fields) const override {
    fields.Int("n", &JosephusInstance::n, 1, kMaxPeople).Int("m", &JosephusInstance::m, 1, kMaxStep);
  }
  absl::Status Finish(JosephusInstance& instance) const override {
    instance.order = EliminationOrder(instance.n, instance.m);
    return absl::OkStatus();
  }
  std::string Prompt(const JosephusInstance& instance) const override {
    return absl::StrCat(
        instance.n, " people, numbered 1 to ", instance.n,
        ", stand in a circle in that order. Counting begins with person 1 "
        "and goes around the circle: 1, 2, 3, .... Whoever says ", instance.m,
        " leaves the circle, and the next person still in the circle starts "
        "again from 1. This repeats until nobody is left. In what order do "
        "the people leave?\n\n"
        "Answer with one line listing all ", instance.n,
        " people's numbers in the order they leave (the first to leave "
        "comes first), spaces between them, enclosed in <answer> </answer> "
        "tags.");
  }
  size_t AnswerLength(const JosephusInstance& instance) const override {
    return instance.order.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const JosephusInstance& instance,
      const std::vector<int64_t>& answer) const override {
    // RLVE's invalid_answer: a repeat or a label outside 1..N.
    std::vector<bool> seen(instance.order.size() + 1, false);
    for (const int64_t v : answer) {
      if (v < 1 || v > instance.n || seen[static_cast<size_t>(v)]) {
        return std::nullopt;
      }
      seen[static_cast<size_t>(v)] = true;
    }
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.order),
        static_cast<int64_t>(instance.order.size())};
  }
  std::string Reference(const JosephusInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.order, " "));
  }
};

}  // namespace
}  // namespace josephus_cc

absl::Status RegisterJosephusEnvironment(Catalog& catalog,
                                         const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<JosephusEnvironment>());
}

}  // namespace referee
