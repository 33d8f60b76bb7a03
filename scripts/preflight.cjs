// Runs before every `npm run …` entry, in CommonJS and old syntax on purpose: Node 20 cannot even
// load the project's `.ts` scripts ("Unknown file extension .ts"), so the version check must come
// first, in a file any Node can read, and say in one line what to run instead.
'use strict';
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  var event = process.env.npm_lifecycle_event;
  var command = event
    ? event === 'test' || event === 'start'
      ? 'npm ' + event
      : 'npm run ' + event
    : 'npm test';
  var extra = process.argv.slice(2).join(' ');
  if (extra) command = extra;
  process.stderr.write(
    'Node ' +
      process.version +
      ' es anterior a 22.12: ejecuta «bash scripts/with-env.sh ' +
      command +
      '» (instala Node 24 en .cache/node24/) o usa Node ≥ 22.12.\n',
  );
  process.exit(1);
}
