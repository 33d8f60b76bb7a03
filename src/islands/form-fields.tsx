/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * Labelled form controls shared by the calculators, so that every input gets its `<label>`,
 * its inline error (announced through role="alert") and `aria-invalid` / `aria-describedby` the
 * same way, instead of each island re-inventing them slightly differently.
 */

interface FieldBase {
  id: string;
  label: string;
  /** Message shown under the field when its value is not valid. */
  error?: string | null | undefined;
  hint?: string | undefined;
}

export function NumberField(
  props: FieldBase & {
    value: string;
    onValue: (text: string) => void;
    min?: number | undefined;
    max?: number | undefined;
    step?: number | 'any' | undefined;
  },
) {
  const { id, label, error, hint, value, onValue, min, max, step = 1 } = props;
  return (
    <div class="calc-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={step === 1 && (min ?? 0) >= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        min={min}
        max={max}
        step={step}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField(
  props: FieldBase & {
    value: string;
    onValue: (text: string) => void;
    maxLength?: number | undefined;
  },
) {
  const { id, label, error, hint, value, onValue, maxLength } = props;
  return (
    <div class="calc-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField<V extends string>(
  props: FieldBase & {
    value: V;
    onValue: (value: V) => void;
    options: readonly { value: V; label: string }[];
  },
) {
  const { id, label, error, hint, value, onValue, options } = props;
  return (
    <div class="calc-field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValue(event.currentTarget.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField(
  props: FieldBase & { checked: boolean; onValue: (checked: boolean) => void },
) {
  const { id, label, error, hint, checked, onValue } = props;
  return (
    <div class="calc-field calc-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValue(event.currentTarget.checked)}
      />
      <label for={id}>{label}</label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** An error or status for a whole form, announced politely when it changes. */
export function FormMessage({
  children,
  tone = 'error',
}: {
  children: ComponentChildren;
  tone?: 'error' | 'info';
}) {
  return (
    <p class={`calc-message calc-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

function FieldNotes({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} class="calc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="calc-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
