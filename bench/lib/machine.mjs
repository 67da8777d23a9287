// The machine's state as a benchmark round starts: the load average and the processes using the
// most CPU, so a report shows what else ran beside each round. A run that starts above a load of
// 1.0 is busy, never quiet: its ratios hold, its absolute figures do not.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

export const BUSY_LOAD = 1.0;

/** The 1-minute load average and the top `count` processes by CPU (`ps`), as one line. */
export function machineState(count = 5) {
  const top = execFileSync('ps', ['-eo', 'pcpu,comm', '--sort=-pcpu', '--no-headers'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(0, count)
    .map((line) => line.trim().replace(/\s+/, '% '))
    .join(', ');
  return { load: loadavg()[0], line: `load ${loadavg()[0].toFixed(2)}; top: ${top}` };
}

/** "quiet" or "busy", by the 1-minute load average when the run starts. */
export const runKind = (load = loadavg()[0]) => (load > BUSY_LOAD ? 'busy' : 'quiet');

/** Every round's machine state, to print under the report's figures. */
export const roundLog = [];

/** Marks where a section's rounds begin: the function it returns lists that section's rounds only. */
export function sectionRounds() {
  const first = roundLog.length;
  return () => roundLog.slice(first);
}

/** Records the machine's state before the round `label`. */
export function noteRound(label) {
  const state = machineState();
  roundLog.push(`- ${label}: ${state.line}`);
  return state;
}
