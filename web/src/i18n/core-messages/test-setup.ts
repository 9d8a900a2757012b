// Unit tests read the core's words as the pages do once the results have loaded: both languages'
// core catalogues, and the English report's (which a download loads first), before any test runs
// (vitest.config.ts, setupFiles of the unit project).
import { addMessages } from '../i18n.ts';
import { messages as arabic } from './ar.ts';
import { messages as english } from './en.ts';
import { names } from './names.ts';
import { loadReportWords } from '../../features/calculator/report/report-words.ts';

addMessages('en', { ...english, ...names.en });
addMessages('ar', { ...arabic, ...names.ar });
await loadReportWords('en');
