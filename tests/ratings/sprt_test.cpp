#include "ratings/sprt.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace chatur::ratings {
namespace {

SprtConfig config(double elo0, double elo1, SprtModel model) {
  return {0.05, 0.05, elo0, elo1, model};
}

// fastchess's test vectors: its counts are (wins, losses, draws) and pentanomial from the
// first engine's best pair to its worst, so they are reordered here. fastchess solves with
// a coarser tolerance, and checks 1% relative: so do these.
void expect_llr(double actual, double expected) {
  EXPECT_NEAR(actual, expected, 0.01 * std::abs(expected));
}

TEST(Sprt, TrinomialMatchesFastchess) {
  expect_llr(sprt_llr(config(0, 2, SprtModel::kNormalized), 36433, 68692, 36027), 0.92);
  expect_llr(sprt_llr(config(-1.75, 0.25, SprtModel::kNormalized), 10871, 20431, 10650), 2.30);
  expect_llr(sprt_llr(config(0.5, 2.5, SprtModel::kLogistic), 21404, 40708, 21184), -1.57);
  expect_llr(sprt_llr(config(0, 2, SprtModel::kLogistic), 57433, 106593, 57030), -2.59);
  expect_llr(sprt_llr(config(0, 2, SprtModel::kBayesian), 68965, 128429, 68526), -1.26);
  expect_llr(sprt_llr(config(0.5, 2.5, SprtModel::kBayesian), 21629, 41111, 21484), -1.13);
}

TEST(Sprt, PentanomialMatchesFastchess) {
  // fastchess order (LL, LD, WL, DD, WD, WW) of its Stats, as its Elo tests show.
  const auto penta = [](double ll, double ld, double wl, double dd, double wd, double ww) {
    return Pentanomial{ll, ld, wl + dd, wd, ww};
  };
  expect_llr(
      sprt_llr(config(0, 2, SprtModel::kNormalized), penta(365, 16618, 36029, 200, 16974, 390)),
      2.25);
  expect_llr(sprt_llr(config(-1.75, 0.25, SprtModel::kNormalized),
                      penta(127, 4883, 10311, 401, 5150, 104)),
             3.01);
  expect_llr(
      sprt_llr(config(0.5, 2.5, SprtModel::kLogistic), penta(223, 9863, 20279, 1000, 10037, 246)),
      -3.07);
  expect_llr(
      sprt_llr(config(0, 2, SprtModel::kLogistic), penta(871, 26175, 55003, 980, 26678, 821)),
      -4.98);
}

// fastchess also lists all draws (LLR 2.97) and all double wins (2.94) under normalized [0, 5].
// There the regularized 0.001 counts decide everything and its root finder's tolerance shows:
// solved exactly, all draws favour H0. Moving enough mass to reach t = 5 / (800 / ln 10) costs
// the draws about t^2 of their probability, an LLR near -16700 t^2 = -3.47.
TEST(Sprt, DegenerateResults) {
  EXPECT_NEAR(sprt_llr(config(0, 5, SprtModel::kNormalized), 0, 16700, 0), -3.45, 0.01);
  EXPECT_NEAR(sprt_llr(config(0, 5, SprtModel::kNormalized), Pentanomial{0, 0, 0, 0, 104}), 2.09,
              0.01);
}

TEST(Sprt, BoundsAndDecisions) {
  const SprtConfig c = config(0, 5, SprtModel::kNormalized);
  const SprtBounds b = sprt_bounds(c);
  EXPECT_NEAR(b.lower, -2.944, 0.001);
  EXPECT_NEAR(b.upper, 2.944, 0.001);
  EXPECT_EQ(sprt_decision(c, 3.0), SprtDecision::kAcceptH1);
  EXPECT_EQ(sprt_decision(c, -3.0), SprtDecision::kAcceptH0);
  EXPECT_EQ(sprt_decision(c, 0.0), SprtDecision::kContinue);
  EXPECT_THROW(validate_sprt(config(5, 0, SprtModel::kLogistic)), std::invalid_argument);
  EXPECT_THROW(sprt_llr(config(0, 5, SprtModel::kBayesian), Pentanomial{1, 1, 1, 1, 1}),
               std::invalid_argument);
}

}  // namespace
}  // namespace chatur::ratings
