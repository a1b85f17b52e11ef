/**
 * Newsletter: the signup form (footer) and NewsletterModal (the same form in a dialog, opened by `setNewsletterModal(true)`).
 * Subscribes only if the address is not subscribed yet. Mount in the footer:
 * `<Newsletter client:visible storeCode={store.storeCode} />`; in the default layout: `<NewsletterModal client:idle storeCode=… />`.
 */
import { useId } from 'react';
import { validateEmailOnly } from '../lib/forms/validate.ts';
import { subscribe } from '../lib/newsletter/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { EmailField } from './ui/Fields.tsx';
import { Modal } from './ui/Dialog.tsx';
import { useT } from './ui/hooks.ts';
import { useForm } from './ui/use-form.ts';
import './islands.css';

/** The signup form. */
export function Newsletter({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const form = useForm({
    storeCode,
    t,
    initial: { email: '' },
    validate: validateEmailOnly,
    problemField: 'email',
    submit: async ({ email }) => ({
      ok: true,
      status: t((await subscribe(email)) === 'already' ? 'ui.newsletter.already' : 'ui.newsletter.subscribed'),
    }),
  });
  if (form.done) return <p role="status">{form.status}</p>;
  return (
    <form className="np-newsletter" onSubmit={form.onSubmit} noValidate aria-label={t('ui.newsletter.title')}>
      <p>{t('ui.newsletter.intro')}</p>
      <EmailField id={`${id}-email`} t={t} {...form.field('email')} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.newsletter.subscribe')}
      </button>
    </form>
  );
}

/** The newsletter dialog. */
export function NewsletterModal({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  return (
    <Modal name="newsletter" focus="input" t={t} title={t('ui.newsletter.title')}>
      <Newsletter storeCode={storeCode} />
    </Modal>
  );
}
