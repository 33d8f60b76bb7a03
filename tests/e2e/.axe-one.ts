import { chromium } from 'playwright-core';
import { startServer } from '/work/wt-edition/scripts/serve.ts';
import { axeViolations } from '/work/wt-edition/tests/e2e/helpers/axe.ts';
const server = await startServer("/work/wt-edition/dist", 0);
await new Promise((r) => setTimeout(r, 300));
const port = (server.address() as any).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 900 }, colorScheme: 'dark' });
const page = await ctx.newPage();
for (const p of process.argv.slice(2)) {
  const t = Date.now();
  await page.goto(`http://127.0.0.1:${port}${p}`);
  console.log('goto', Date.now() - t);
  const v = await axeViolations(page);
  console.log(p, Date.now() - t, 'ms');
  for (const x of v) console.log('  ', x.rule, x.impact, x.targets.join(' '), x.summary.split('\n').slice(1, 2).join(''));
}
await browser.close(); server.close();
