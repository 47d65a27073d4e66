// Resident memory of the soaked processes, read from /proc every few seconds, and its trend.
import { readFileSync } from 'node:fs';

/** Largest allowed growth of the median RSS from the first to the last third of the run (after warm-up). */
export const MEMORY_TREND_LIMIT_MB = 50;
/** The first quarter of the samples is warm-up (JIT, caches, pools filling) and is left out of the trend. */
const WARM_UP_FRACTION = 0.25;

const rssMb = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
};

/** Samples each named pid every `everyMs`; stop() answers the samples (MB) per name. */
export function sampleRss(pids, everyMs) {
  const samples = Object.fromEntries(Object.keys(pids).map((name) => [name, []]));
  const take = () => {
    for (const [name, pid] of Object.entries(pids)) {
      const mb = rssMb(pid);
      if (mb !== null) samples[name].push(mb);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** Median RSS of the first and the last third after warm-up, and the growth between them. */
export function memoryTrend(samples) {
  const steady = samples.slice(Math.floor(samples.length * WARM_UP_FRACTION));
  const third = Math.max(1, Math.floor(steady.length / 3));
  const firstMb = median(steady.slice(0, third));
  const lastMb = median(steady.slice(-third));
  return { firstMb, lastMb, maxMb: Math.max(0, ...samples), growthMb: lastMb - firstMb };
}
