/**
 * The fetch seam under Pagefind (src/lib/search/pagefind-fetch.ts): Pagefind's gzipped files
 * come out inflated (starting with `pagefind_dcd`, which Pagefind 1.6 takes as decompressed),
 * a file a host already decoded passes as it is, a prefetched file is downloaded once, and every
 * other request reaches the real fetch untouched.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inflate, isGzip, pagefindFetch } from '../../src/lib/search/pagefind-fetch.ts';

const BASE = 'https://site.test/infinity/pagefind/';
const signed = (body: string) => Buffer.from(`pagefind_dcd${body}`);

/** A fake network: what each URL answers, and every URL asked for. */
function network(files: Record<string, Buffer | string>) {
  const asked: string[] = [];
  const real = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(init ? `${init.method ?? 'GET'} ${url}` : url);
    const body = files[url];
    return body === undefined
      ? new Response('no', { status: 404 })
      : new Response(new Uint8Array(Buffer.from(body)), { status: 200 });
  };
  return { real, asked };
}

const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString();

describe('inflate', () => {
  it('deshace el gzip de Pagefind con DecompressionStream', () =>
    fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 5000 }), async (bytes) => {
        const gz = new Uint8Array(gzipSync(bytes));
        expect(isGzip(gz)).toBe(true);
        expect(Buffer.from(await inflate(gz)).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 50 },
    ));

  it('deja como están los bytes que no son gzip (un host que ya descomprimió)', async () => {
    const plain = new Uint8Array(signed('{}'));
    expect(isGzip(plain)).toBe(false);
    expect(await inflate(plain)).toBe(plain);
  });
});

describe('pagefindFetch', () => {
  const chunk = `${BASE}index/es_1.pf_index`;
  const wasm = `${BASE}wasm.es.pagefind`;
  const entry = `${BASE}pagefind-entry.json?ts=1`;

  it.each([
    ['un fragmento comprimido', `${BASE}fragment/es_a.pf_fragment`, gzipSync(signed('{"a":1}'))],
    ['un trozo del índice', chunk, gzipSync(signed('indice'))],
    ['un trozo ya descomprimido por el host', chunk, signed('indice')],
  ])('%s llega con la firma pagefind_dcd', async (_, url, body) => {
    const { real } = network({ [url]: body });
    const response = await pagefindFetch(BASE, real).fetch(url.replace('https://site.test', ''));
    expect((await text(response)).startsWith('pagefind_dcd')).toBe(true);
  });

  it('la entrada (JSON) y pagefind.js pasan sin tocar', async () => {
    const { real } = network({ [entry]: '{"version":"1.6.0"}' });
    expect(await text(await pagefindFetch(BASE, real).fetch(entry))).toBe('{"version":"1.6.0"}');
  });

  it('un archivo adelantado se descarga una vez y se entrega a quien lo pidió y a Pagefind', async () => {
    const { real, asked } = network({ [wasm]: gzipSync(signed('wasm')) });
    const seam = pagefindFetch(BASE, real);
    const early = seam.prefetch('/infinity/pagefind/wasm.es.pagefind');
    const fromPagefind = await seam.fetch('/infinity/pagefind/wasm.es.pagefind');
    expect(await text(fromPagefind)).toBe('pagefind_dcdwasm');
    expect(await text(await early)).toBe('pagefind_dcdwasm');
    expect(asked).toEqual([wasm]);
    // A second request (Pagefind never makes one) goes to the network again.
    await seam.fetch(wasm);
    expect(asked).toEqual([wasm, wasm]);
  });

  it('si la descarga adelantada falla, la petición de Pagefind vuelve a intentarlo', async () => {
    let calls = 0;
    const real = async (input: RequestInfo | URL) => {
      calls += 1;
      if (calls === 1) throw new TypeError('sin red');
      expect(String(input)).toBe(chunk);
      return new Response(new Uint8Array(gzipSync(signed('x'))));
    };
    const seam = pagefindFetch(BASE, real);
    await expect(seam.prefetch(chunk)).rejects.toThrow('sin red');
    expect(await text(await seam.fetch(chunk))).toBe('pagefind_dcdx');
  });

  it('un 404 llega como 404, sin inflar', async () => {
    const { real } = network({});
    const response = await pagefindFetch(BASE, real).fetch(`${BASE}fragment/nada.pf_fragment`);
    expect(response.status).toBe(404);
  });

  it.each([
    ['otra carpeta del sitio', 'https://site.test/infinity/search/terms.json', undefined],
    ['otro host', 'https://otro.test/infinity/pagefind/wasm.es.pagefind', undefined],
    ['una petición con opciones', `${BASE}index/es_1.pf_index`, { method: 'POST' }],
  ])('%s va a la red sin tocar', async (_, url, init) => {
    const { real, asked } = network({ [url]: gzipSync('no es de Pagefind') });
    const response = await pagefindFetch(BASE, real).fetch(url, init);
    expect(isGzip(new Uint8Array(await response.arrayBuffer()))).toBe(true);
    expect(asked).toEqual([init ? `POST ${url}` : url]);
  });
});
