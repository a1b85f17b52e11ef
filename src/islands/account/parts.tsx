import type { Translate } from '../../lib/i18n/i18n.ts';

/** The message line of a form (announced when it changes). */
export function ErrorLine({ text }: { text: string | null }) {
  return (
    <p role="alert" className="np-buy__message np-buy__message--error">
      {text ?? ''}
    </p>
  );
}

/** The newsletter opt-in box of the registration and profile forms. */
export function NewsletterCheckbox({
  id,
  t,
  checked,
  onChange,
}: {
  id: string;
  t: Translate;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="np-field np-choice" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('site.newsletter.optIn')}
    </label>
  );
}
