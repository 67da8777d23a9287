// CPU time of processes from /proc (Linux): user + system, in milliseconds.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** The process and all its descendants (nginx's workers, the server's children). */
export function processTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

/** User + system CPU of these processes so far, in ms. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile: its time is lost, which the report's rounding absorbs.
    }
  }
  return ticks * TICK_MS;
}

/** Resident memory of one process, in MB. */
export const residentMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
