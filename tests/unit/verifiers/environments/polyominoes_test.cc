// Shapes shared by seed 003's spatial tasks and Polyomino Target Cover
// (polyominoes.h). Every expectation is drawn by hand below.
#include "verifiers/environments/polyominoes.h"

#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
inline namespace polyominoes_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::Reflection;
using environments::Shape;
using environments::ShapeFromRows;
using environments::ShapeRows;

std::vector<std::string> Rows(const Shape& s) { return ShapeRows(s); }

TEST(PolyominoesTest, NormalisesToTheBoundingBox) {
  const Shape s = environments::MakeShape({{5, 7}, {6, 7}, {6, 8}, {6, 8}});
  EXPECT_EQ(s.height, 2);
  EXPECT_EQ(s.width, 2);
  EXPECT_EQ(Rows(s), (std::vector<std::string>{"#.", "##"}));
  EXPECT_EQ(s.cells.size(), 3u);  // The repeated cell counts once.
}

// L4 = #.  rotated clockwise:  ###   then  ##   then  ..#
//      #.                      #..         .#        ###
//      ##                                  .#
TEST(PolyominoesTest, RotatesClockwise) {
  const Shape l = ShapeFromRows({"#.", "#.", "##"});
  EXPECT_EQ(Rows(environments::Rotate(l, 1)), (std::vector<std::string>{"###", "#.."}));
  EXPECT_EQ(Rows(environments::Rotate(l, 2)), (std::vector<std::string>{"##", ".#", ".#"}));
  EXPECT_EQ(Rows(environments::Rotate(l, 3)), (std::vector<std::string>{"..#", "###"}));
  EXPECT_EQ(environments::Rotate(l, 4), l);
  EXPECT_EQ(environments::Rotate(l, -1), environments::Rotate(l, 3));
}

// The same L4: mirrored left-right  .#  top-bottom  ##  transposed  ###
//                                   .#              #.              ..#
//                                   ##              #.
// (transposed: row r is the original's column r: column 0 is ###, column 1 ..#).
TEST(PolyominoesTest, Reflects) {
  const Shape l = ShapeFromRows({"#.", "#.", "##"});
  EXPECT_EQ(Rows(environments::Reflect(l, Reflection::kHorizontal)),
            (std::vector<std::string>{".#", ".#", "##"}));
  EXPECT_EQ(Rows(environments::Reflect(l, Reflection::kVertical)),
            (std::vector<std::string>{"##", "#.", "#."}));
  EXPECT_EQ(Rows(environments::Reflect(l, Reflection::kDiagonal)),
            (std::vector<std::string>{"###", "..#"}));
  EXPECT_EQ(environments::Reflect(l, Reflection::kNone), l);
}

// Distinct rotations: O has 1, I4, S4 and Z4 have 2, T4, L4 and J4 have 4;
// D2 has 2, R6 has 2.
TEST(PolyominoesTest, LibrariesAndTheirRotations) {
  std::set<std::string> names;
  for (const auto& piece : environments::Tetrominoes()) {
    names.insert(std::string(piece.name));
    EXPECT_EQ(piece.shape.cells.size(), 4u) << piece.name;
    const size_t expected = piece.name == "O" ? 1
                            : (piece.name == "I4" || piece.name == "S4" || piece.name == "Z4")
                                ? 2
                                : 4;
    EXPECT_EQ(environments::DistinctRotations(piece.shape).size(), expected) << piece.name;
  }
  EXPECT_EQ(names.size(), 7u);
  for (const auto& piece : environments::Triominoes()) EXPECT_EQ(piece.shape.cells.size(), 3u);
  for (const auto& piece : environments::Pentominoes()) EXPECT_EQ(piece.shape.cells.size(), 5u);
  EXPECT_EQ(environments::DistinctRotations(environments::Domino().shape).size(), 2u);
  EXPECT_EQ(environments::DistinctRotations(environments::Rectangle2x3().shape).size(), 2u);
  // Rotations come with their quarter turns, first seen first.
  const auto i4 = environments::DistinctRotations(ShapeFromRows({"####"}));
  EXPECT_EQ(i4[0].first, 0);
  EXPECT_EQ(i4[1].first, 1);
  EXPECT_EQ(i4[1].second.height, 4);
}

TEST(PolyominoesTest, FitsInside) {
  const Shape l = ShapeFromRows({"#.", "#.", "##"});  // 3 x 2.
  EXPECT_TRUE(environments::FitsInside(l, 0, 0, 3, 2));
  EXPECT_TRUE(environments::FitsInside(l, 2, 3, 5, 5));
  EXPECT_FALSE(environments::FitsInside(l, 3, 3, 5, 5));  // Rows 3..5.
  EXPECT_FALSE(environments::FitsInside(l, 0, 4, 5, 5));  // Cols 4..5.
  EXPECT_FALSE(environments::FitsInside(l, -1, 0, 5, 5));
}

}  // namespace
}  // namespace polyominoes_test_cc
}  // namespace referee
