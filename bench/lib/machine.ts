import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { log } from './log';

/** This process's CPU and event loop, and the whole machine's CPU, at one moment. */
export interface CpuSample {
  at: number;
  cpu: NodeJS.CpuUsage;
  elu: ReturnType<typeof performance.eventLoopUtilization>;
  /** Machine-wide CPU time, in ms summed over all cores: busy (anything but idle) and total. */
  machineBusy: number;
  machineTotal: number;
}

export function sampleSelf(): CpuSample {
  let machineBusy = 0;
  let machineTotal = 0;
  for (const { times } of os.cpus()) {
    const total = times.user + times.nice + times.sys + times.idle + times.irq;
    machineTotal += total;
    machineBusy += total - times.idle;
  }
  return { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), machineBusy, machineTotal };
}

/** CPU the whole machine used between two samples, as a percentage of one core (200 = two cores busy). */
export function machineCpuBetween(a: CpuSample, b: CpuSample): number {
  return ((b.machineBusy - a.machineBusy) / (b.machineTotal - a.machineTotal)) * os.cpus().length * 100;
}

/** Waits until the whole machine used less than 10 % of a core over 2 s, or `maxSeconds` passed. */
export async function waitForIdle(maxSeconds: number): Promise<void> {
  const until = performance.now() + maxSeconds * 1000;
  for (;;) {
    const a = sampleSelf();
    await sleep(2000);
    const b = sampleSelf();
    const busy = machineCpuBetween(a, b);
    if (busy < 10) return;
    if (performance.now() >= until) {
      log(`  the machine is still busy (${busy.toFixed(0)} % of a core): running anyway`);
      return;
    }
    log(`  waiting for the machine to be idle (${busy.toFixed(0)} % of a core busy)`);
  }
}
