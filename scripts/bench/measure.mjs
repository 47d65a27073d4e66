// Latency measurement shared by the HTTP and the raw-SQL runs: `concurrency` workers call `once()` in a loop
// for `durationMs` (after a short warm-up) and the percentiles are computed over every call.

/** Runs `once` from `concurrency` loops at the same time; returns { p50, p95, rps, count, errors, firstError }, times in ms. */
export async function measure(once, { concurrency = 32, durationMs = 5_000, warmupMs = 1_000 } = {}) {
  const warmupEnd = Date.now() + warmupMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < warmupEnd) await once().catch(() => undefined);
    }),
  );

  const samples = [];
  let errors = 0;
  let firstError;
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await once();
          samples.push(performance.now() - t0);
        } catch (err) {
          errors++;
          firstError ??= err.message;
        }
      }
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  const pct = (p) => (samples.length ? samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] : NaN);
  return { p50: pct(50), p95: pct(95), rps: samples.length / elapsedS, count: samples.length, errors, firstError };
}

export const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');
