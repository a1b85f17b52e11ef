import { useCallback, useState, type SyntheticEvent } from 'react';
import { isValid, type FieldErrors } from '../../lib/forms/validate.ts';
import { translateApiMessage, type Translate } from '../../lib/i18n/i18n.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';

/** What a form's submit answers: nothing or `{ ok: true }` (done, with an optional status text), or a refusal. */
export type SubmitOutcome = void | { ok: true; status?: string } | { ok: false; message: string };

/** The names of a form's text fields. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A form's fields, rules and submit. */
export interface FormSpec<V extends Record<string, string | boolean>> {
  storeCode: StoreCode;
  t: Translate;
  initial: V;
  /** The field errors of the values (a pure validator); the submit runs only without any. */
  validate?: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** Shows 'Please fix the validation errors' in the form's message line when a field is refused. */
  summary?: boolean;
  /** Sends the values; a thrown error's message is shown translated. */
  submit: (values: V) => Promise<SubmitOutcome>;
  /** A field under which a refused submit's message is shown (a one-field form), instead of the message line. */
  problemField?: Extract<keyof V, string>;
  /** Empties the fields after a done submit (a form that stays on screen, e.g. a password change). */
  reset?: boolean;
}

/**
 * The one form hook of the islands: values, the validator's field errors (translated), a busy flag while the submit
 * runs, the problem of a refused submit and the status of a done one. The form renders these and calls `onSubmit`.
 */
export function useForm<V extends Record<string, string | boolean>>(spec: FormSpec<V>) {
  const [values, setValues] = useState(spec.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [done, setDone] = useState(false);
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  /** Runs the validator, then the submit; answers whether the submit was done. */
  const run = async (): Promise<boolean> => {
    const found = spec.validate?.(values) ?? {};
    setErrors(found);
    setProblem(!isValid(found) && spec.summary ? spec.t('form.fixErrors') : '');
    if (!isValid(found)) return false;
    setBusy(true);
    setStatus('');
    try {
      const outcome = await spec.submit(values);
      if (outcome && !outcome.ok) {
        setProblem(outcome.message);
        return false;
      }
      setStatus(outcome?.status ?? '');
      if (spec.reset) setValues(spec.initial);
      setDone(true);
      return true;
    } catch (failure) {
      setProblem(translateApiMessage(spec.storeCode, (failure as Error).message));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const error = (name: Extract<keyof V, string>): string | undefined => {
    if (name === spec.problemField && problem) return problem;
    const key = errors[name];
    return key ? spec.t(key) : undefined;
  };
  const text = (name: TextField<V>) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[typeof name]),
  });

  return {
    values,
    set,
    busy,
    done,
    /** The message of a refused submit (empty when it is shown under `problemField`). */
    problem: spec.problemField ? '' : problem,
    status,
    setProblem,
    /** The translated problem of a field, if any. */
    error,
    /** The value and change handler of a text field. */
    text,
    /** A text field's value, change handler and translated problem (the props of `Field`). */
    field: (name: TextField<V>) => ({ ...text(name), error: error(name as Extract<keyof V, string>) }),
    /** The form's submit handler. */
    onSubmit: (event: SyntheticEvent) => {
      event.preventDefault();
      void run();
    },
    run,
  };
}
