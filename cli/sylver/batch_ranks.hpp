// The processes sharing one `sylver batch`: the ranks of an mpirun, or this
// process alone. The ranks take positions from one shared counter, a
// one-sided MPI window at rank 0, so that no rank is spent on coordination.
// MPI is started only under mpirun, so a plain run needs no MPI at all.
#pragma once
#include <cstddef>
#include <string>

#ifdef GAMECERT_WITH_MPI
#include <mpi.h>
#endif

namespace gamecert::cli {

class BatchRanks {
 public:
  explicit BatchRanks(bool mpi);
  BatchRanks(const BatchRanks&) = delete;
  BatchRanks& operator=(const BatchRanks&) = delete;
  ~BatchRanks();

  bool mpi() const { return mpi_; }
  int rank() const { return rank_; }
  int size() const { return size_; }

  // The index of the next position to solve, unique across the ranks.
  std::size_t take_next();

  // A rank that runs out of work waits here for the one still solving; a
  // plain MPI_Barrier would spin on a core that rank needs (Open MPI polls).
  void wait_for_all();

  // Ends every rank: the others would otherwise wait for this one forever.
  [[noreturn]] void abort_all(const std::string& message);

 private:
  bool mpi_;
  int rank_ = 0;
  int size_ = 1;
  std::size_t taken_ = 0;
#ifdef GAMECERT_WITH_MPI
  long* counter_ = nullptr;
  MPI_Win window_ = MPI_WIN_NULL;
#endif
};

}  // namespace gamecert::cli
