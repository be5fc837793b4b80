// GCDFibonacciProduct (RLVE-Gym): the product of Fibonacci(gcd(i, j)) over
// 1 <= i <= N, 1 <= j <= M modulo a prime MOD; ladder -1 unparseable,
// -0.5 outside [0, MOD), 1 exact, else 0.
#include <cstdint>
#include <numeric>
#include <set>
#include <utility>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gcd_fibonacci_product_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "gcd_fibonacci_product";

class GcdFibonacciProductTest : public testing::VerifierTableTest {};

std::string Instance(int64_t n, int64_t m, int64_t mod) {
  return absl::StrCat("{\"n\": ", n, ", \"m\": ", m, ", \"mod\": ", mod, "}");
}

TEST_F(GcdFibonacciProductTest, Ladder) {
  // N = 4, M = 6: f(1) = f(2) = 1, so only gcds of 3 or more count:
  // gcd 3 for (3, 3) and (3, 6), f(3) = 2; gcd 4 for (4, 4), f(4) = 3.
  // The product is 2 * 2 * 3 = 12.
  CheckInstance(kName, Instance(4, 6, 1000000007),
                {{"<answer>12</answer>", 1, true, true},
                 {"<answer> 012 </answer>", 1, true, true},
                 {"\\boxed{12}", 1, true, true},
                 {"<answer>11</answer>", 0, false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>1000000006</answer>", 0, false, true},
                 // Outside [0, MOD): RLVE's wrong_range.
                 {"<answer>1000000007</answer>", -0.5, false, true},
                 {"<answer>1000000019</answer>", -0.5, false, true},  // 12 + MOD.
                 {"<answer>-12</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 // Not an integer: RLVE's wrong_format.
                 {"<answer>12.0</answer>", -1, false, false},
                 {"<answer>twelve</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"12", -1, false, false}});
}

TEST_F(GcdFibonacciProductTest, HandDerivedProducts) {
  // N = M = 3: only (3, 3) has a gcd past 2: f(3) = 2.
  CheckInstance(kName, Instance(3, 3, 998244353), {{"<answer>2</answer>", 1, true, true}});
  // N = 1: every gcd is 1.
  CheckInstance(kName, Instance(1, 50, 666623333), {{"<answer>1</answer>", 1, true, true}});
  // N = M = 10. Pairs with gcd d are (d a, d b) with a, b <= 10 / d coprime:
  // d = 6..10 one each (f = 8, 13, 21, 34, 55); d = 4, 5: a, b <= 2, three
  // coprime pairs (f = 3, 5); d = 3: a, b <= 3, seven (f = 2). Product
  // 55 * 34 * 21 * 13 * 8 * 5^3 * 3^3 * 2^7 = 1,764,322,560,000, which is
  // 1767 * 998244353 + 424788249.
  CheckInstance(kName, Instance(10, 10, 998244353),
                {{"<answer>424788249</answer>", 1, true, true},
                 {"<answer>1764322560000</answer>", -0.5, false, true}});
}

TEST(GcdFibonacciProductInstanceTest, RejectsBadInstances) {
  for (const char* instance :
       {R"({"n": 3, "m": 3, "mod": 1000000009})", R"({"n": 3, "m": 3, "mod": 7})",
        R"({"n": 3, "m": 3, "mod": 998244352})", R"({"n": 0, "m": 3, "mod": 998244353})",
        R"({"n": 3, "m": 106711, "mod": 998244353})", R"({"n": 3, "m": 3})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"n": 106710, "m": 106710, "mod": 666623333})")
          .ok());
}

// From the definition: multiply f(gcd(i, j)) over every pair.
std::string BruteProduct(int64_t n, int64_t m, uint64_t mod) {
  std::vector<uint64_t> fib(static_cast<size_t>(std::max(n, m)) + 1, 0);
  fib[1] = 1 % mod;
  for (size_t k = 2; k < fib.size(); ++k) fib[k] = (fib[k - 1] + fib[k - 2]) % mod;
  uint64_t product = 1 % mod;
  for (int64_t i = 1; i <= n; ++i) {
    for (int64_t j = 1; j <= m; ++j) {
      product = product * fib[static_cast<size_t>(std::gcd(i, j))] % mod;  // Both below 2^30.
    }
  }
  return std::to_string(product);
}

TEST(GcdFibonacciProductBruteForceTest, GeneratedMatchesPairs) {
  std::set<int64_t> moduli;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 30)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), mod = g.Int("mod");
    int64_t top = 5;  // RLVE's MAX_N_M: int(1.5 x) per level, exact in doubles.
    for (int d = 0; d < g.level; ++d) top = static_cast<int64_t>(static_cast<double>(top) * 1.5);
    ASSERT_GE(n, 3) << g.Where();
    ASSERT_LE(n, top) << g.Where();
    ASSERT_GE(m, 3) << g.Where();
    ASSERT_LE(m, top) << g.Where();
    moduli.insert(mod);
    EXPECT_EQ(g.answer, BruteProduct(n, m, static_cast<uint64_t>(mod))) << g.Where();
  }
  EXPECT_EQ(moduli, (std::set<int64_t>{666623333, 998244353, 1000000007}));
}

TEST_F(GcdFibonacciProductTest, EverySmallPairMatchesPairs) {
  for (const int64_t mod : {666623333, 998244353, 1000000007}) {
    for (int64_t n = 1; n <= 24; ++n) {
      for (int64_t m = 1; m <= 24; ++m) {
        CheckInstance(kName, Instance(n, m, mod),
                      {{absl::StrCat("<answer>", BruteProduct(n, m, mod), "</answer>").c_str(),
                        1, true, true}});
      }
    }
  }
  // Larger and lopsided.
  for (const auto& [n, m] : {std::pair<int64_t, int64_t>{1000, 777}, {1500, 2}, {3, 2000}}) {
    CheckInstance(kName, Instance(n, m, 1000000007),
                  {{absl::StrCat("<answer>", BruteProduct(n, m, 1000000007), "</answer>").c_str(),
                    1, true, true}});
  }
}

// RLVE's reference divides by f(d) modulo MOD; that agrees with the product
// as long as no f(d) up to the top is 0 modulo MOD.
TEST(GcdFibonacciProductBruteForceTest, NoFibonacciVanishesBelowTheTop) {
  for (const uint64_t mod : {666623333u, 998244353u, 1000000007u}) {
    uint64_t previous = 0, fib = 1;
    for (int64_t d = 1; d <= 106710; ++d) {
      ASSERT_NE(fib, 0u) << mod << " " << d;
      const uint64_t next = (previous + fib) % mod;
      previous = fib;
      fib = next;
    }
  }
}

}  // namespace
}  // namespace gcd_fibonacci_product_test_cc
}  // namespace referee
