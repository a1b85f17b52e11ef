/**
 * Newsletter: the signup form (footer) and NewsletterModal (the same form in a dialog, opened by `setNewsletterModal(true)`).
 * Subscribes only if the address is not subscribed yet. Mount in the footer:
 * `<Newsletter client:visible storeCode={store.storeCode} />`; in the default layout: `<NewsletterModal client:idle storeCode=… />`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { subscribe } from '../lib/newsletter/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $ui, setNewsletterModal } from '../lib/ui/store.ts';
import { Field } from './ui/Field.tsx';
import { isEmail } from '../lib/forms/rules.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** The signup form. */
export function Newsletter({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(t(email.trim() ? 'form.invalidEmail' : 'form.required'));
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await subscribe(email);
      setDone(t(outcome === 'already' ? 'ui.newsletter.already' : 'ui.newsletter.subscribed'));
    } catch (failure) {
      setError(translateApiMessage(storeCode, (failure as Error).message));
    } finally {
      setBusy(false);
    }
  };
  if (done) return <p role="status">{done}</p>;
  return (
    <form className="np-newsletter" onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui.newsletter.title')}>
      <p>{t('ui.newsletter.intro')}</p>
      <Field
        id={`${id}-email`}
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button type="submit" className="np-button" disabled={busy}>
        {t('ui.newsletter.subscribe')}
      </button>
    </form>
  );
}

/** The newsletter dialog. */
export function NewsletterModal({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const { newsletterModal } = useStore($ui);
  useEffect(() => {
    if (!newsletterModal) return;
    document.querySelector<HTMLElement>('#np-newsletter-modal input')?.focus();
    // Escape closes it wherever focus is (after a signup the form, and the focused button, are gone).
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setNewsletterModal(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [newsletterModal]);
  if (!newsletterModal) return null;
  const close = () => setNewsletterModal(false);
  return (
    <>
      <div className="np-overlay" onClick={close} aria-hidden="true" />
      <div
        id="np-newsletter-modal"
        className="np-minicart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="np-newsletter-title"
      >
        <div className="np-minicart__head">
          <h2 id="np-newsletter-title">{t('ui.newsletter.title')}</h2>
          <button type="button" className="np-minicart__close" onClick={close} aria-label={t('ui.account.close')}>
            ×
          </button>
        </div>
        <Newsletter storeCode={storeCode} />
      </div>
    </>
  );
}
