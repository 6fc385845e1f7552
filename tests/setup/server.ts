import type { RunningServer } from "#scripts/lib/production-server.ts";

export {
  freePort,
  getJson,
  type RunningServer,
  startServer,
} from "#scripts/lib/production-server.ts";

/** The pids of the processes that serve (with WORKERS > 1, the workers), from their start lines. */
export function servingPids(server: RunningServer): Set<string> {
  return new Set([...server.logs().matchAll(/listening on .*?\(pid (\d+)/g)].map((m) => m[1]!));
}
