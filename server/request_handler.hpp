// What `gamecert serve` answers each request of its API with
// (docs/explorer.md). A command endpoint becomes one gamecert command line
// (api_commands.hpp) and gets exactly what that command prints: from an
// answer store in this process when the question is one a game asks at
// every move, otherwise from this very program run as a child process under
// the server's time limit and a cap on how many run at once; a Sylver
// request that runs a child can be followed and cancelled (job_registry.hpp).
// The server adds no game logic of its own and reads only MANIFEST and the
// files MANIFEST lists. No HTTP here: http_server.cpp carries requests in
// and replies out.
#pragma once
#include <filesystem>
#include <optional>
#include <semaphore>
#include <string>
#include <vector>

#include "common/process.hpp"
#include "server/api_commands.hpp"
#include "server/job_registry.hpp"
#include "server/manifest.hpp"
#include "server/reply.hpp"
#include "server/sim_answer_store.hpp"
#include "server/sylver_answer_store.hpp"

namespace gamecert::server {

class RequestHandler {
 public:
  // `certificates` holds MANIFEST; a request may take `time_limit_seconds`,
  // waiting and running, before it is stopped.
  RequestHandler(std::filesystem::path certificates, int time_limit_seconds, double in_process_seconds = 0.25);

  // Commands run at once at most: twice the cores (docs/explorer.md).
  static int max_children();

  // /api/certificates: MANIFEST as {"certificates": [{"path", "sha256", "bytes", "claim"}, ...]}.
  Reply certificates() const;
  // /api/certificate?path=P: the bytes of a certificate MANIFEST lists.
  Reply certificate(const QueryParameters& query) const;
  // /api/job?id=ID (its state), or /api/job/cancel?id=ID (stop it).
  Reply job(const QueryParameters& query, bool cancel);
  // /api/<endpoint>, e.g. "sim/value": what the planned command prints.
  Reply command(const std::string& endpoint, const QueryParameters& query);

 private:
  std::optional<Reply> answer_in_process(const std::string& endpoint, const QueryParameters& query);
  Reply answer_by_child(const std::string& endpoint, const ApiCommand& planned, const QueryParameters& query,
                        std::chrono::steady_clock::time_point give_up);
  std::optional<Reply> wait_for_slot(const std::string& job, std::chrono::steady_clock::time_point give_up);
  ProcessResult run_child(const ApiCommand& planned, std::chrono::steady_clock::time_point give_up);
  bool cancelled(const std::string& job) const;
  Reply cancelled_reply(const std::string& job) const;

  std::filesystem::path certificates_;
  int time_limit_seconds_;
  std::vector<ManifestEntry> manifest_;
  std::counting_semaphore<1024> slots_;
  SimAnswerStore sim_;
  SylverAnswerStore sylver_;
  JobRegistry jobs_;
};

}  // namespace gamecert::server
