import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { StaffSubmit } from './StaffButton.tsx';
import type { StaffTask } from './task.tsx';

/**
 * A labelled input of the back office with an optional hint that screen readers read with it; `onValue` gets the
 * typed text.
 */
export function StaffField({
  id,
  label,
  hint,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  onValue?: (value: string) => void;
} & InputHTMLAttributes<HTMLInputElement>) {
  const onChange = onValue ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value) } : {};
  return (
    <div className="np-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="np-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The props of a form's required fields: `field(name, value, onValue)` gives a StaffField its id (under the form's
 * `id`), its label (`label(name)`), its value and its change handler.
 */
export function requiredFields<Name extends string>(id: string, label: (name: Name) => string) {
  return (name: Name, value: string, onValue: (value: string) => void) => ({
    id: `${id}-${name}`,
    label: label(name),
    required: true,
    value,
    onValue,
  });
}

/**
 * A select of the back office: with a visible label (`label`), or named for screen readers only (`name`, where a
 * table's column already says what it is).
 */
export function StaffSelect({
  id,
  label,
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  id?: string;
  label?: string;
  name?: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const select = (
    <select
      id={id}
      aria-label={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
  if (!label) return select;
  return (
    <div className="np-field">
      <label htmlFor={id}>{label}</label>
      {select}
    </div>
  );
}

/** A from/to pair of date fields, as a sale's start and end or a search's period. */
export function StaffDateRange({
  ids,
  labels,
  values,
  type,
  onValue,
}: {
  ids: readonly [from: string, to: string];
  labels: readonly [from: string, to: string];
  values: readonly [from: string, to: string];
  type: 'date' | 'datetime-local';
  onValue: (end: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end, index) => (
        <StaffField
          key={end}
          id={ids[index]!}
          label={labels[index]!}
          type={type}
          value={values[index]}
          onValue={(value) => onValue(end, value)}
        />
      ))}
    </>
  );
}

/** A search bar of the back office: one required search field and the button that sends what it holds. */
export function StaffSearch({
  label,
  button,
  busy,
  onSearch,
}: {
  label: string;
  button: string;
  busy: boolean;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="np-staff__toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      role="search"
    >
      <StaffField id={id} label={label} type="search" required value={text} onValue={setText} />
      <StaffSubmit busy={busy}>{button}</StaffSubmit>
    </form>
  );
}

/** The values picked with checkboxes: `toggle` ticks or unticks one, `clear` none. */
export function usePicked<T>() {
  const [picked, setPicked] = useState<ReadonlySet<T>>(new Set());
  const toggle = (value: T, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  return { picked, toggle, setPicked, clear: () => setPicked(new Set()) };
}

/** A fieldset of checkboxes, one a value (shown as code), ticked where `picked` holds it. */
export function StaffChecklist({
  legend,
  values,
  picked,
  onToggle,
}: {
  legend: string;
  values: readonly string[];
  picked: ReadonlySet<string>;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value} className="np-staff__inline">
          <input
            type="checkbox"
            checked={picked.has(value)}
            onChange={(event) => onToggle(value, event.target.checked)}
          />
          <code>{value}</code>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The form that adds an entry to a list: one required text field, the values the entry is for ticked in a checklist,
 * and its button. As a task of `task`, `onAdd` gets the trimmed text and the ticked values (in the order of
 * `values`); then the form empties itself and `reload` reads the list again.
 */
export function StaffAddForm({
  label,
  legend,
  values,
  button,
  task,
  onAdd,
  reload,
  ...input
}: {
  label: string;
  legend: string;
  values: readonly string[];
  button: string;
  task: StaffTask;
  onAdd: (text: string, picked: string[]) => Promise<void>;
  reload: () => Promise<void>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength'>) {
  const id = useId();
  const [text, setText] = useState('');
  const { picked, toggle, clear } = usePicked<string>();
  const add = () =>
    task.run(async () => {
      await onAdd(
        text.trim(),
        values.filter((value) => picked.has(value)),
      );
      setText('');
      clear();
      await reload();
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <StaffField id={id} label={label} required {...input} value={text} onValue={setText} />
      <StaffChecklist legend={legend} values={values} picked={picked} onToggle={toggle} />
      <StaffSubmit busy={task.busy}>{button}</StaffSubmit>
    </form>
  );
}
