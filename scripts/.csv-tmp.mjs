import { readFileSync } from 'node:fs';
import http from 'node:http';
const [token, pid, from, to] = process.argv.slice(2);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const before = rss(); let peak = before;
const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
const t0 = performance.now();
const res = await new Promise((resolve) => http.get(`http://127.0.0.1:3350/api/payments-report/reports.csv?from=${from}&to=${to}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, resolve));
let lines = 0, bytes = 0;
for await (const chunk of res) { bytes += chunk.length; for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++; }
clearInterval(timer);
const s = (performance.now() - t0) / 1000;
console.log({ status: res.statusCode, rows: lines - 1, s: s.toFixed(1), rowsPerS: Math.round((lines - 1) / s), before: before.toFixed(0), peak: peak.toFixed(0) });
