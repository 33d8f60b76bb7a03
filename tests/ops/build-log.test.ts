/**
 * The build's log (src/integrations/build-log.ts): the terminal gets every message of Astro but
 * its list of every page written, the log file gets every message, and a warning outside the
 * short allow list is found in it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AstroLoggerMessage } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import buildLog, {
  isPageLine,
  logLine,
  unexpectedWarnings,
} from '../../src/integrations/build-log.ts';

const message = (
  level: AstroLoggerMessage['level'],
  label: string | null,
  text: string,
  newLine = true,
): AstroLoggerMessage => ({ level, label, message: text, newLine });

describe('isPageLine: the lines of the page list', () => {
  it.each([
    ['  \x1b[32m├─\x1b[39m \x1b[2m/reglas/trabado/index.html\x1b[22m', true],
    ['  └─ /index.html', true],
    ['[build] 556 page(s) built in 7.21s', false],
    [' generating static routes ', false],
  ])('%j → %s', (line, expected) => {
    expect(isPageLine(line)).toBe(expected);
  });
});

describe('el destino del log de Astro', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('el terminal no recibe la lista de páginas; el archivo lo recibe todo', () => {
    const file = path.join(dir, 'astro.log');
    const terminal: AstroLoggerMessage[] = [];
    const log = buildLog({ file }, { write: (event) => void terminal.push(event) });
    log.write(message('info', 'build', 'Building static entrypoints...'));
    log.write(message('info', null, '  ├─ /reglas/trabado/index.html', false));
    log.write(message('info', 'SKIP_FORMAT', ' (+3ms)'));
    log.write(message('warn', 'search', 'algo que atender'));
    log.write(message('info', 'build', 'Complete!'));
    const shown = terminal.map((event) => event.message).join('\n');
    expect(shown).toContain('Building static entrypoints...');
    expect(shown).toContain('algo que atender');
    expect(shown).toContain('Complete!');
    expect(shown).not.toContain('trabado');
    expect(shown).not.toContain('(+3ms)');
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '[build] Building static entrypoints...',
        '  ├─ /reglas/trabado/index.html (+3ms)',
        '[WARN] [search] algo que atender',
        '[build] Complete!',
        '',
      ].join('\n'),
    );
  });

  it('logLine: sin colores, con nivel y etiqueta como los escribe Astro', () => {
    expect(logLine(message('error', 'content', '\x1b[31mroto\x1b[39m'))).toBe(
      '[ERROR] [content] roto\n',
    );
  });
});

describe('unexpectedWarnings', () => {
  it.each([
    ['20:00:34 [build] 367 page(s) built in 53.66s', []],
    ['[WARN] [vite] Some warning', ['[WARN] [vite] Some warning']],
    ['\x1b[33m20:00 [WARN] [router] A collision\x1b[39m', ['20:00 [WARN] [router] A collision']],
    [
      '(!) Some chunks are larger than 500 kB: warning',
      ['(!) Some chunks are larger than 500 kB: warning'],
    ],
    [
      'wiki.txt, línea 3, «Trabado»: aviso de prueba',
      ['wiki.txt, línea 3, «Trabado»: aviso de prueba'],
    ],
  ])('%s', (log, expected) => {
    expect(unexpectedWarnings(log)).toEqual(expected);
  });
});
