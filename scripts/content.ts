/**
 * `npm run content`: the content stage alone (pipeline/index.ts), sources → content/generated/.
 * Warnings never stop it unless `--strict` (or STRICT=1) is given.
 */
import { buildContent } from '../pipeline/index.ts';

const strict = process.argv.includes('--strict') || process.env['STRICT'] === '1';

try {
  const { warnings } = await buildContent();
  if (strict && warnings.length > 0) {
    console.error(`--strict: ${warnings.length} aviso(s), el build falla`);
    process.exit(1);
  }
} catch (error) {
  // A bug in the build itself, not bad input: say so plainly, without burying it.
  console.error(
    `error interno del build: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (process.env['DEBUG']) console.error(error);
  process.exit(2);
}
