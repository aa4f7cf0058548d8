import type { GameTarget } from '@vx/shared/events';

export interface Hit {
  targetId: number;
  /** Milliseconds after the round's start, as the client measured them. */
  atMs: number;
}

/** The client's clock may run this far ahead of the server's view of the round (network, timers). */
export const CLOCK_TOLERANCE_MS = 1_500;
/** A round may be reported until this long after its end (a slow network). */
export const REPORT_GRACE_MS = 30_000;

export type HitRefusal = 'unknown_target' | 'duplicate_target' | 'outside_window' | 'too_early' | 'too_late';

/**
 * Checks a skill round's reported hits against the round the server issued: only issued targets,
 * each once, each while it was up, none later than the time that has really passed since the
 * round was issued (so a report cannot arrive before its hits could have happened), and the
 * report within the round plus grace. Null when plausible.
 */
export function checkHits(round: { durationMs: number; targets: GameTarget[] }, hits: readonly Hit[], elapsedMs: number): HitRefusal | null {
  if (elapsedMs > round.durationMs + REPORT_GRACE_MS) return 'too_late';
  const seen = new Set<number>();
  for (const hit of hits) {
    const target = round.targets.find((candidate) => candidate.id === hit.targetId);
    if (!target) return 'unknown_target';
    if (seen.has(hit.targetId)) return 'duplicate_target';
    seen.add(hit.targetId);
    if (hit.atMs < target.appearAtMs || hit.atMs > target.appearAtMs + target.visibleMs || hit.atMs > round.durationMs) return 'outside_window';
    if (hit.atMs > elapsedMs + CLOCK_TOLERANCE_MS) return 'too_early';
  }
  return null;
}

/** The points of a checked round: the attempt's full points for hitting every target, a share for fewer. */
export const roundPoints = (pointsPerAttempt: number, hits: number, targets: number) => Math.floor((pointsPerAttempt * hits) / targets);
