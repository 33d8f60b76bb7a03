import { describe, expect, it } from 'vitest';
import { pagefindFiles, type PagefindEntry } from '../../src/lib/search/pagefind-files.ts';

const entry: PagefindEntry = {
  version: '1.6.0',
  languages: {
    es: { hash: 'es_d11054a8b6', wasm: 'es', page_count: 249 },
    en: { hash: 'en_aa', wasm: 'en', page_count: 3 },
    xx: { hash: 'xx_bb', wasm: null, page_count: 1 },
  },
};

describe('pagefindFiles (como findIndex de Pagefind 1.6)', () => {
  it.each([
    ['es', { meta: 'pagefind.es_d11054a8b6.pf_meta', wasm: 'wasm.es.pagefind' }],
    ['es-ES', { meta: 'pagefind.es_d11054a8b6.pf_meta', wasm: 'wasm.es.pagefind' }],
    ['en', { meta: 'pagefind.en_aa.pf_meta', wasm: 'wasm.en.pagefind' }],
    // An unknown language: the one with most pages.
    ['fr', { meta: 'pagefind.es_d11054a8b6.pf_meta', wasm: 'wasm.es.pagefind' }],
    // No stemmer for it: Pagefind's generic WebAssembly.
    ['xx', { meta: 'pagefind.xx_bb.pf_meta', wasm: 'wasm.unknown.pagefind' }],
  ])('lang=%s', (lang, expected) => expect(pagefindFiles(entry, lang)).toEqual(expected));

  it('sin índices: nada que adelantar', () =>
    expect(pagefindFiles({ languages: {} }, 'es')).toBeUndefined());
});
