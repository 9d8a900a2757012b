// Installs what a fresh clone is missing before `npm start` / `npm test` run anything else.
// Plain Node with no dependencies, because it runs before node_modules exists.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const wantBrowser = process.argv.includes('--browser');

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root, env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

function ensureNodeModules() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const digest = createHash('sha256')
    .update(readFileSync(join(root, 'package.json')))
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  // `npm install`, not `npm ci`: the npm on these machines leaves other platforms' optional packages
  // out of the lockfile, which `npm ci` then rejects as out of sync. With the lockfile present,
  // `npm install` installs exactly its versions and leaves it unchanged.
  run('npm install --no-audit --no-fund');
  writeFileSync(stamp, digest);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.warn('Chromium is missing at /usr/bin/chromium and cannot be installed automatically (needs root on Debian).');
    console.warn('Install it with: sudo apt-get install -y chromium');
    process.exit(1);
  }
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  process.exit(1);
}
ensureNodeModules();
if (wantBrowser) ensureChromium();
