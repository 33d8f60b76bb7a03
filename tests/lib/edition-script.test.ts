import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EDITION_SCRIPT } from '../../src/client/edition-script.ts';

/** The few browser objects the inline script touches, enough to run it in Node. */
function run(url: string, stored: string | null, options: { storageThrows?: boolean } = {}) {
  const store = new Map<string, string>(stored === null ? [] : [['edicion', stored]]);
  const listeners = new Map<string, (event: unknown) => void>();
  const button = (value: string, pressed = true) => {
    const attributes = new Map<string, string>(pressed ? [['aria-pressed', 'false']] : []);
    return {
      dataset: { edicionSet: value },
      attributes,
      setAttribute: (name: string, v: unknown) => attributes.set(name, String(v)),
      closest: function (this: unknown) {
        return this;
      },
    };
  };
  const buttons = [button('todas'), button('n4'), button('c1')];
  const location = { href: url, search: new URL(url).search };
  const html = { dataset: {} as Record<string, string> };
  const storage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      store.set(key, value);
    },
  };
  const context = {
    document: {
      documentElement: html,
      querySelectorAll: () => buttons,
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    },
    localStorage: storage,
    location,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, u: URL) => {
        location.href = String(u);
        location.search = u.search;
      },
    },
    URL,
    URLSearchParams,
  };
  vm.runInNewContext(EDITION_SCRIPT, context);
  const pressed = () =>
    buttons
      .filter((b) => b.attributes.get('aria-pressed') === 'true')
      .map((b) => b.dataset.edicionSet);
  return {
    html,
    store,
    location,
    pressed,
    click(value: string) {
      listeners.get('click')!({ target: buttons.find((b) => b.dataset.edicionSet === value) });
    },
    ready() {
      listeners.get('DOMContentLoaded')!({});
    },
  };
}

describe('inline edition script', () => {
  it.each([
    ['no link, nothing stored', 'http://x/reglas/trabado/', null, 'todas', undefined],
    ['stored choice', 'http://x/reglas/trabado/', 'c1', 'c1', 'c1'],
    [
      'link wins over storage, and is stored',
      'http://x/reglas/trabado/?edicion=n4',
      'c1',
      'n4',
      'n4',
    ],
    ['link "todas" clears the choice', 'http://x/a/?edicion=todas', 'n4', 'todas', 'todas'],
    ['unknown value in a link', 'http://x/a/?edicion=zzz', 'n4', 'todas', 'todas'],
    ['unknown stored value', 'http://x/a/', '<img>', 'todas', '<img>'],
  ])('%s', (_name, url, stored, applied, storedAfter) => {
    const page = run(url, stored);
    expect(page.html.dataset['edicion']).toBe(applied);
    expect(page.store.get('edicion')).toBe(storedAfter);
    page.ready();
    expect(page.pressed()).toEqual([applied]);
  });

  it('a click sets, stores and writes the choice into the address', () => {
    const page = run('http://x/reglas/trabado/?edicion=n4#efectos', null);
    page.click('c1');
    expect(page.html.dataset['edicion']).toBe('c1');
    expect(page.store.get('edicion')).toBe('c1');
    expect(page.location.href).toBe('http://x/reglas/trabado/?edicion=c1#efectos');
    expect(page.pressed()).toEqual(['c1']);
  });

  it('works when storage throws (private mode): the link still applies', () => {
    const page = run('http://x/a/?edicion=c1', null, { storageThrows: true });
    expect(page.html.dataset['edicion']).toBe('c1');
    page.click('n4');
    expect(page.html.dataset['edicion']).toBe('n4');
  });

  it('stays tiny: under 700 bytes, under 450 gzipped', () => {
    expect(Buffer.byteLength(EDITION_SCRIPT)).toBeLessThan(700);
    expect(gzipSync(EDITION_SCRIPT).length).toBeLessThan(450);
  });
});
