/**
 * What every back office island shares: calls through the contracts (a session that ended sends the browser to the
 * sign-in page and back here after), a task's busy, error and done state, and its messages for screen readers.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ApiError, contractResult, type ContractCallInput, type ContractResult } from '../../lib/api-client/client.ts';
import type { AnyContract, ContractRoute } from '../../lib/api-client/contract.ts';
import { errorText } from '../../lib/i18n/errors.ts';
import { staffTranslator, type StaffMessages, type StaffTranslate } from '../../lib/staff/i18n.ts';

/** The sign-in page that brings the browser back to where it was. */
export function signInPath(): string {
  return `/staff?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Calls a back office contract; answers its result. */
export async function staffCall<C extends AnyContract>(
  route: ContractRoute<C>,
  input: ContractCallInput<C> = {},
): Promise<ContractResult<C>> {
  try {
    return await contractResult(route, input);
  } catch (error) {
    if (error instanceof ApiError && error.code === 401 && error.message === errorText('staffSignInRequired'))
      location.assign(signInPath());
    throw error;
  }
}

/** The translate function of an island's texts. */
export function useStaffT(messages: StaffMessages): StaffTranslate {
  return useMemo(() => staffTranslator(messages), [messages]);
}

/** A task's state: `run` shows its failure (translated) or the text it answers when done. */
export function useTask(t: StaffTranslate) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const run = useCallback(
    async (work: () => Promise<string | void>) => {
      setBusy(true);
      setError('');
      setNotice('');
      try {
        const done = await work();
        if (done) setNotice(done);
      } catch (failure) {
        setError(failure instanceof Error ? t.api(failure.message) : t('staff.failed'));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, error, notice, run, setError };
}

/** The props every back office screen has: its texts and the language of its dates and amounts. */
export type StaffScreenProps = { messages: StaffMessages; locale: string };

/** What a back office screen starts from: its translate function, a prefix for its element ids and its task. */
export function useStaffScreen(messages: StaffMessages) {
  const t = useStaffT(messages);
  return { t, id: useId(), task: useTask(t) };
}

/**
 * What `read` answers, read as the screen opens (a failure shown by `task`) and again with `reload` after each
 * change; undefined until it has come.
 */
export function useLoaded<T>(task: StaffTask, read: () => Promise<T>) {
  const [value, setValue] = useState<T>();
  const reload = async () => setValue(await read());
  useEffect(() => void task.run(reload), []); // eslint-disable-line react-hooks/exhaustive-deps
  return [value, reload] as const;
}

/** A task of a screen, as `useTask` makes it. */
export type StaffTask = ReturnType<typeof useTask>;

/** The task's failure (an alert) or its result (a polite status), where screen readers announce them. */
export function TaskStatus({ error, notice }: { error: string; notice: string }) {
  return (
    <>
      <p role="alert" className={error ? 'np-notice np-notice--error' : 'np-staff__live'}>
        {error}
      </p>
      <p role="status" className={notice ? 'np-notice np-notice--success' : 'np-staff__live'}>
        {notice}
      </p>
    </>
  );
}
