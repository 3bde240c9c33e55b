import { readFileSync } from 'node:fs';

// Whether the process that wrote a lock file still runs. A pid alone is not enough: a process killed with -9 stays a
// zombie until its parent reaps it (kill(pid, 0) still succeeds; a restart right after `kill -9` was refused "in
// use by process <the dead pid>"), and a pid can be reused by an unrelated process after a reboot or in a container.
// On Linux /proc tells both: the state letter and the start time (in clock ticks since boot) of the process.

interface ProcInfo {
  readonly state: string;
  readonly startTime: string;
}

function procInfo(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 3 is the state; field 22 (starttime) is the 20th after the comm.
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/** The start time of a process as /proc records it ('' where there is no /proc). */
export function startTimeOf(pid: number): string {
  return procInfo(pid)?.startTime ?? '';
}

/** True when the process runs: not gone, not a zombie, and (when known) started at the recorded time. */
export function isProcessAlive(pid: number, recordedStartTime = ''): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const info = procInfo(pid);
  if (info === undefined) return true;
  if (info.state === 'Z' || info.state === 'X') return false;
  return recordedStartTime === '' || info.startTime === recordedStartTime;
}
