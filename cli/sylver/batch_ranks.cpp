#include "cli/sylver/batch_ranks.hpp"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "common/progress.hpp"

namespace gamecert::cli {

BatchRanks::BatchRanks(bool mpi) : mpi_(mpi) {
#ifdef GAMECERT_WITH_MPI
  if (!mpi_) return;
  MPI_Init(nullptr, nullptr);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  MPI_Win_allocate(rank_ == 0 ? static_cast<MPI_Aint>(sizeof(long)) : 0, static_cast<int>(sizeof(long)),
                   MPI_INFO_NULL, MPI_COMM_WORLD, &counter_, &window_);
  if (rank_ == 0) {
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, window_);
    *counter_ = 0;
    MPI_Win_unlock(0, window_);
  }
  MPI_Barrier(MPI_COMM_WORLD);
#endif
}

BatchRanks::~BatchRanks() {
#ifdef GAMECERT_WITH_MPI
  if (!mpi_) return;
  MPI_Win_free(&window_);
  MPI_Finalize();
#endif
}

std::size_t BatchRanks::take_next() {
#ifdef GAMECERT_WITH_MPI
  if (mpi_) {
    long one = 1, taken = 0;
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, window_);
    MPI_Fetch_and_op(&one, &taken, MPI_LONG, 0, 0, MPI_SUM, window_);
    MPI_Win_unlock(0, window_);
    return static_cast<std::size_t>(taken);
  }
#endif
  return taken_++;
}

void BatchRanks::wait_for_all() {
#ifdef GAMECERT_WITH_MPI
  if (!mpi_) return;
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Ibarrier(MPI_COMM_WORLD, &request);
  for (int done = 0; MPI_Test(&request, &done, MPI_STATUS_IGNORE), done == 0;)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
#endif
}

void BatchRanks::abort_all([[maybe_unused]] const std::string& message) {
#ifdef GAMECERT_WITH_MPI
  Progress::end_open_line();
  std::cerr << "gamecert: failed on rank " << rank_ << ": " << message << "\n";
  MPI_Abort(MPI_COMM_WORLD, 1);
#endif
  std::abort();
}

}  // namespace gamecert::cli
