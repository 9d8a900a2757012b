import { measureIngest } from './ingest-load.ts';
for (const c of [Number(process.argv[3] ?? 50)]) {
  console.log(JSON.stringify(await measureIngest(process.argv[2] as 'sqlite' | 'postgres', { connections: c, durationSeconds: 10 })));
}
