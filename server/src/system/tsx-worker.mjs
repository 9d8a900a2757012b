// A worker thread's entry when the server runs from its TypeScript source (tests, tsx): Node 20 does
// not pass module loaders on to workers, so the worker registers tsx itself, then imports the
// TypeScript module named by its first argument. Built, the server starts its workers' .js directly.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
