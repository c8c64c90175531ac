import { cpus, freemem, loadavg, totalmem } from 'node:os';

/** One line naming the machine a benchmark ran on. */
export function machineLine(): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const gib = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
  return `${cores.length} cores (${model}), ${gib(totalmem())} GiB RAM (${gib(freemem())} free), Node ${process.version}, ${process.platform} ${process.arch}`;
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export function loadLine(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** Waits (up to `maxSeconds`) for the 1-minute load to drop under `below`; other engineers share the machine. */
export async function waitForQuiet(below: number, maxSeconds: number): Promise<void> {
  const until = Date.now() + maxSeconds * 1000;
  while ((loadavg()[0] ?? 0) > below && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}
