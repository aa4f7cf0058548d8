import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { GameRound, GameTarget } from '@vx/shared/events';

const TICK_MS = 50;
/** The client hits a target only a little inside its window, so network jitter never puts a hit outside the server's. */
const EDGE_MS = 100;

type Hits = Readonly<Record<number, number>>;
const isUp = (target: GameTarget, at: number, hits: Hits) =>
  hits[target.id] === undefined && at >= target.appearAtMs + EDGE_MS && at <= target.appearAtMs + target.visibleMs - EDGE_MS;

/**
 * A running skill round on the client: the clock since the round arrived (ticking every 50 ms), the
 * targets up now and the hits (target and the moment on that clock, as the server will check
 * them). When the round's time is over `onEnd` gets the hits once.
 */
export function useRound(onEnd: (round: GameRound, hits: { targetId: number; atMs: number }[]) => void) {
  const [running, setRunning] = useState<{ round: GameRound; startedAt: number } | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [hits, setHits] = useState<Hits>({});
  const end = useEffectEvent((round: GameRound) => onEnd(round, Object.entries(hits).map(([targetId, atMs]) => ({ targetId: Number(targetId), atMs }))));

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const now = performance.now() - running.startedAt;
      setElapsed(now);
      if (now < running.round.durationMs) return;
      clearInterval(timer);
      setRunning(null);
      end(running.round);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((round: GameRound) => {
    setHits({});
    setElapsed(0);
    setRunning({ round, startedAt: performance.now() });
  }, []);

  const up = running ? running.round.targets.filter((target) => isUp(target, elapsed, hits)) : [];
  const hit = (target: GameTarget) => setHits((current) => (isUp(target, elapsed, current) ? { ...current, [target.id]: Math.round(elapsed) } : current));
  /** The keyboard's shot: the target that has been up longest. */
  const hitOldest = () => {
    if (up[0]) hit(up[0]);
  };
  const timeLeftMs = running ? Math.max(0, running.round.durationMs - elapsed) : 0;
  return { running: running !== null, start, up, hit, hitOldest, hitCount: Object.keys(hits).length, timeLeftMs };
}
