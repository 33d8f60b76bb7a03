/**
 * Lets Node load the project's JSON the way Vite does (`import data from './x.json'`, with no
 * import attributes), for the tools that run the site's own modules in Node: a module hook that
 * serves a `.json` file as a module whose default export is its value. Import this module before
 * any module that imports JSON (with `await import(…)`: static imports are loaded first).
 * `registerHooks` runs in this thread (Node 22.15 and later).
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.json')) return nextLoad(url, context);
    const text = readFileSync(new URL(url), 'utf8');
    return { format: 'module', source: `export default ${text};`, shortCircuit: true };
  },
});
