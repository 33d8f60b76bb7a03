/** @jsxImportSource preact */
/**
 * "Tirar" button of a skirmish table: rolls the table's die and highlights the rows whose range
 * holds the result (rows carry `data-low` / `data-high`, empty for "6+"). Disabled until hydrated
 * (not hidden: `client:visible` needs a visible element to wake up), so without JavaScript the
 * table simply reads as a table beside an inert button.
 */
import { useEffect, useState } from 'preact/hooks';
import { parseDie, rollDie } from '../lib/skirmish/roll.ts';
import { rangeContains } from '../lib/skirmish/ranges.ts';

interface Props {
  /** Die notation: "d6", "d20", "2d4". */
  die: string;
  /** Id of the `<table>` whose body rows are matched. */
  tableId: string;
}

export default function RollButton({ die, tableId }: Props) {
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<number | null>(null);
  useEffect(() => setReady(true), []);
  const spec = parseDie(die);
  if (!spec) return null;

  const roll = () => {
    const total = rollDie(spec);
    setResult(total);
    document
      .querySelectorAll<HTMLTableRowElement>(`#${CSS.escape(tableId)} tbody tr`)
      .forEach((tr) => {
        const low = Number(tr.dataset['low']);
        const high = tr.dataset['high'] ? Number(tr.dataset['high']) : null;
        const hit = !Number.isNaN(low) && rangeContains({ low, high }, total);
        tr.classList.toggle('is-rolled', hit);
        if (hit) tr.setAttribute('aria-current', 'true');
        else tr.removeAttribute('aria-current');
      });
  };

  return (
    <span class="roll-button">
      <button type="button" onClick={roll} aria-controls={tableId} disabled={!ready}>
        Tirar {spec.notation}
      </button>{' '}
      <output aria-live="polite">{result === null ? '' : `Resultado: ${result}`}</output>
    </span>
  );
}
