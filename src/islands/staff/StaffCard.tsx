import { useId, type ReactNode } from 'react';
import { StaffSubmit } from './StaffButton.tsx';
import { TaskStatus } from './task.tsx';

/** A titled card of the back office with its task's failure or result under the title. */
export function StaffCard({
  title,
  task,
  children,
}: {
  title: string;
  task: { error: string; notice: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="np-staff__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <TaskStatus error={task.error} notice={task.notice} />
      {children}
    </section>
  );
}

/**
 * A text shown only once (a new key, a new secret, a sign-up link) under what it is; `marker` is a data attribute
 * that names the kind of text.
 */
export function StaffShownOnce({
  text,
  code,
  tone = 'success',
  marker,
}: {
  text: string;
  code: string;
  tone?: 'success' | 'info';
  marker?: 'data-created-key' | 'data-created-secret';
}) {
  return (
    <div className={`np-notice np-notice--${tone}`} role="status">
      <p>{text}</p>
      <p>
        <code className="np-staff__link" {...(marker ? { [marker]: true } : {})}>
          {code}
        </code>
      </p>
    </div>
  );
}

/** A form of a card: the heading that names it, an optional help line, its fields and its button (off while busy). */
export function StaffForm({
  title,
  help,
  button,
  secondary,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  help?: string;
  button: string;
  secondary?: boolean;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {help && <p className="np-hint">{help}</p>}
      {children}
      <StaffSubmit busy={busy} secondary={secondary}>
        {button}
      </StaffSubmit>
    </form>
  );
}
