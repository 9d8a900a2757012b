import { execFileSync } from 'node:child_process';

// The web and server suites measure what `npm start` serves: the production build. It is made once
// per `npm run bench`, from the working tree, so a stale build is never measured.

const root = new URL('..', import.meta.url).pathname;
let built = false;

/** Environment for child processes: without tsx's loader hooks (NODE_OPTIONS), or they run under them. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, NODE_OPTIONS: '', ...extra });

export function ensureBuild(): void {
  if (built) return;
  console.log('building the site and the server (npm run build)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: childEnv() });
  built = true;
}
