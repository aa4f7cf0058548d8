/**
 * The conditions a bench run had: load average (1/5/15 min), CPU count, memory and node, sampled
 * at the start and at the end (and between steps where the bench asks). Every timing here moves
 * with other work on the machine, so the report says whether the machine stayed quiet enough:
 * the conditions held when every 1-minute load average sampled stayed below the CPU count.
 */
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { round } from './stats.mjs';

const GB = 2 ** 30;

export function sampleConditions() {
  return {
    at: new Date().toISOString(),
    loadAverage: loadavg().map((l) => round(l, 2)),
    cpus: cpus().length,
    memGB: round(totalmem() / GB, 1),
    freeMemGB: round(freemem() / GB, 1),
    node: process.version,
  };
}

/** samples: { name: sampleConditions() } in the order taken. */
export function judgeConditions(samples) {
  const busy = Object.entries(samples)
    .filter(([, sample]) => sample.loadAverage[0] >= sample.cpus)
    .map(([name, sample]) => `${name}: load ${sample.loadAverage[0]} >= ${sample.cpus} CPUs`);
  return {
    held: busy.length === 0,
    rule: '1-minute load average below the CPU count at every sample',
    ...(busy.length ? { notHeld: busy } : {}),
  };
}

/** One line per sample for the table's header, then the verdict. */
export function describeConditions(samples, verdict) {
  const lines = Object.entries(samples).map(
    ([name, s]) => `${name.padEnd(8)} load ${s.loadAverage.join(' / ')}  ${s.cpus} CPUs  ${s.memGB} GB (${s.freeMemGB} free)  node ${s.node}`,
  );
  lines.push(verdict.held ? `conditions held (${verdict.rule})` : `conditions NOT held: ${verdict.notHeld.join('; ')}`);
  return lines;
}
