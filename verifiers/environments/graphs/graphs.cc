#include "verifiers/environments/graphs/graphs.h"

#include "verifiers/environments/graphs/bitand_zero_path_counting.h"
#include "verifiers/environments/graphs/cycle_counting.h"
#include "verifiers/environments/graphs/even_degree_graph_partitioning.h"
#include "verifiers/environments/graphs/graph_coloring.h"
#include "verifiers/environments/graphs/graph_isomorphism.h"
#include "verifiers/environments/graphs/grid_bfs.h"
#include "verifiers/environments/graphs/hamiltonian_path.h"
#include "verifiers/environments/graphs/imp_party.h"
#include "verifiers/environments/graphs/matrix_permutation_both_diagonal_one.h"
#include "verifiers/environments/graphs/maximum_clique.h"
#include "verifiers/environments/graphs/maximum_weight_matching.h"
#include "verifiers/environments/graphs/min_path_cover_dag.h"
#include "verifiers/environments/graphs/minimum_directed_spanning_tree.h"
#include "verifiers/environments/graphs/minimum_dominating_set.h"
#include "verifiers/environments/graphs/minimum_spanning_tree.h"
#include "verifiers/environments/graphs/minimum_spanning_tree_counting.h"
#include "verifiers/environments/graphs/minimum_steiner_tree.h"
#include "verifiers/environments/graphs/path_no_going_back_counting.h"
#include "verifiers/environments/graphs/shortest_covering_walk.h"
#include "verifiers/environments/graphs/shortest_path.h"
#include "verifiers/environments/graphs/subgraph_isomorphism.h"
#include "verifiers/environments/graphs/three_vertex_cycle_counting.h"
#include "verifiers/environments/graphs/topological_sort.h"
#include "verifiers/environments/graphs/topological_sort_minimal_lexicographical_order.h"
#include "verifiers/environments/graphs/vertex_cover.h"
#include "verifiers/environments/graphs/graph_bridges.h"
#include "verifiers/environments/graphs/grid_largest_component.h"
#include "verifiers/environments/graphs/all_cycles_xor_zero.h"
#include "verifiers/environments/graphs/prime_distance_coloring.h"
#include "verifiers/environments/graphs/segment_overlap_coloring.h"
#include "verifiers/environments/graphs/spanning_tree_fixed_ones.h"
#include "verifiers/environments/graphs/spanning_tree_fixed_degrees.h"
#include "verifiers/environments/graphs/max_xor_path.h"
#include "verifiers/environments/graphs/tournament_longest_path.h"
#include "verifiers/environments/graphs/vertex_k_center.h"
#include "verifiers/environments/graphs/minimum_chromatic_number.h"

namespace referee {

absl::Status RegisterGraphEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "graphs", options, {
      RegisterHamiltonianPathEnvironment,
      RegisterTopologicalSortEnvironment,
      RegisterGraphColoringEnvironment,
      RegisterVertexCoverEnvironment,
      RegisterShortestPathEnvironment,
      RegisterMinimumSpanningTreeEnvironment,
      RegisterCycleCountingEnvironment,
      RegisterThreeVertexCycleCountingEnvironment,
      RegisterPathNoGoingBackCountingEnvironment,
      RegisterMinimumSpanningTreeCountingEnvironment,
      RegisterBitAndZeroPathCountingEnvironment,
      RegisterTopologicalSortMinimalLexicographicalOrderEnvironment,
      RegisterEvenDegreeGraphPartitioningEnvironment,
      RegisterMatrixPermutationBothDiagonalOneEnvironment,
      RegisterImpPartyEnvironment,
      RegisterSubgraphIsomorphismEnvironment,
      RegisterGridBfsEnvironment,
      RegisterMinimumSteinerTreeEnvironment,
      RegisterMaximumWeightMatchingEnvironment,
      RegisterMinimumDirectedSpanningTreeEnvironment,
      RegisterMinPathCoverDagEnvironment,
      RegisterGraphIsomorphismEnvironment,
      RegisterMaximumCliqueEnvironment,
      RegisterMinimumDominatingSetEnvironment,
      RegisterShortestCoveringWalkEnvironment,
      RegisterGraphBridgesEnvironment,
      RegisterGridLargestComponentEnvironment,
      RegisterAllCyclesXorZeroEnvironment,
      RegisterPrimeDistanceColoringEnvironment,
      RegisterSegmentOverlapColoringEnvironment,
      RegisterSpanningTreeFixedOnesEnvironment,
      RegisterSpanningTreeFixedDegreesEnvironment,
      RegisterMaxXorPathEnvironment,
      RegisterTournamentLongestPathEnvironment,
      RegisterVertexKCenterEnvironment,
      RegisterMinimumChromaticNumberEnvironment,
  });
}

}  // namespace referee
