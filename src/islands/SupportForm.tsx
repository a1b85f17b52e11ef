/**
 * SupportForm: the customer-support page's contact form. Asks for a form token (the mail.token contract),
 * then sends name, email, subject and message (mail.send) to the shop's support address.
 * Mount: `<div data-island-slot="support-form">` (ContentArticle.astro on the support page; slots.ts mounts it).
 */
import { useId, useState, type FormEvent } from 'react';
import { contractResult } from '../lib/api-client/client.ts';
import { apiRoutes } from '../lib/api-client/routes.ts';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { isEmail } from '../lib/forms/rules.ts';
import { Field } from './ui/Field.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

const MAX_MESSAGE = 10_000;

/** The contact form. */
export function SupportForm({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', subject: '', text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.email.trim()) next['email'] = t('form.required');
    else if (!isEmail(values.email)) next['email'] = t('form.invalidEmail');
    if (!values.subject.trim()) next['subject'] = t('form.required');
    if (!values.text.trim()) next['text'] = t('form.required');
    setErrors(next);
    setProblem(Object.keys(next).length ? t('form.fixErrors') : '');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const token = await contractResult(apiRoutes.mailToken);
      await contractResult(apiRoutes.mailSend, {
        body: {
          token,
          email: values.email.trim(),
          subject: values.subject.trim(),
          text: values.text,
          ...(values.name.trim() ? { name: values.name.trim() } : {}),
        },
      });
      setSent(true);
    } catch (failure) {
      setProblem(translateApiMessage(storeCode, (failure as Error).message));
    } finally {
      setBusy(false);
    }
  };
  if (sent)
    return (
      <p role="status" className="np-notice">
        {t('site.support.sent')}
      </p>
    );
  const textError = errors['text'];
  return (
    <form
      className="np-support-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('site.support.heading')}
    >
      <Field
        id={`${id}-name`}
        label={t('site.support.name')}
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={set('name')}
      />
      <Field
        id={`${id}-email`}
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors['email']}
      />
      <Field
        id={`${id}-subject`}
        label={t('site.support.subject')}
        maxLength={200}
        value={values.subject}
        onChange={set('subject')}
        error={errors['subject']}
      />
      <div className="np-field">
        <label htmlFor={`${id}-text`}>{t('site.support.message')}</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          maxLength={MAX_MESSAGE}
          value={values.text}
          onChange={set('text')}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
        />
        {textError && (
          <p id={`${id}-text-error`} className="np-buy__message np-buy__message--error">
            {textError}
          </p>
        )}
      </div>
      <p role="alert" className="np-buy__message np-buy__message--error">
        {problem}
      </p>
      <button type="submit" className="np-button" disabled={busy}>
        {t('site.support.send')}
      </button>
    </form>
  );
}
