// Memory of the bench's own Chromium renderers (the page and its workers live there), read from /proc: VmRSS and
// VmHWM of every process below this Node process whose command line says --type=renderer, so another browser on
// the machine is never counted. Sampled every 250 ms while a phase runs; Linux only.
import { readdirSync, readFileSync } from 'node:fs';

export interface MemoryReading {
  /** Sum of the renderers' resident sets, bytes. */
  rssBytes: number;
  /** The largest high-water mark among them, bytes. */
  hwmBytes: number;
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function rendererPids(root: number): number[] {
  const pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  const parents = new Map(pids.map((p) => [p, parentOf(p)]));
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid), hops = 0; p !== undefined && p > 1 && hops < 16; p = parents.get(p), hops++) if (p === root) return true;
    return false;
  };
  return pids.filter((p) => below(p) && readCmdline(p).includes('--type=renderer'));
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function readRendererMemory(root = process.pid): MemoryReading {
  const pids = rendererPids(root);
  return {
    rssBytes: pids.reduce((n, p) => n + statusKb(p, 'VmRSS') * 1024, 0),
    hwmBytes: Math.max(0, ...pids.map((p) => statusKb(p, 'VmHWM') * 1024)),
  };
}

/** The peak of the readings taken every 250 ms while `task` runs. */
export async function peakDuring<T>(task: () => Promise<T>): Promise<{ result: T; peak: MemoryReading }> {
  const peak: MemoryReading = { rssBytes: 0, hwmBytes: 0 };
  const sample = () => {
    const r = readRendererMemory();
    peak.rssBytes = Math.max(peak.rssBytes, r.rssBytes);
    peak.hwmBytes = Math.max(peak.hwmBytes, r.hwmBytes);
  };
  sample();
  const timer = setInterval(sample, 250);
  try {
    const result = await task();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
