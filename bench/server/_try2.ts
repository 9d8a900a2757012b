import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const child = spawn('node', ['--cpu-prof', '--cpu-prof-dir=/tmp/exp/prof', '--import', 'tsx', 'server/src/server.ts'], { env: { ...process.env, PORT: '4700', HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', TRUST_PROXY: 'true', ADMIN_PASSWORD: 'bench password 1234', SQLITE_PATH: '/tmp/exp/prof.sqlite', BUILD_DIR: '/nonexistent' }, stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 5000));
let seq = 0;
const r = await autocannon({ url: 'http://127.0.0.1:4700', connections: 50, duration: 10, requests: [{ method: 'POST', path: '/api/analytics/track', setupRequest: (req) => { const v = Math.floor(seq++ / 3); return { ...req, headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'x-forwarded-for': `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}` }, body: JSON.stringify({ page: '/faq', referrer: 'https://www.google.com/' }) }; } }] });
console.log(r['2xx'] / r.duration, r.latency.p99);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
