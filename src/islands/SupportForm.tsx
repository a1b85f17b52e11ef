/**
 * SupportForm: the customer-support page's contact form. Asks for a form token (the mail.token contract),
 * then sends name, email, subject and message (mail.send) to the shop's support address.
 * Mount: `<div data-island-slot="support-form">` (ContentArticle.astro on the support page; slots.ts mounts it).
 */
import { useId } from 'react';
import { contractResult } from '../lib/api-client/client.ts';
import { apiRoutes } from '../lib/api-client/routes.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { validateSupport } from '../lib/forms/validate.ts';
import { Field } from './ui/Field.tsx';
import { useT } from './ui/hooks.ts';
import { useForm } from './ui/use-form.ts';
import './islands.css';

const MAX_MESSAGE = 10_000;

/** The contact form. */
export function SupportForm({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const form = useForm({
    storeCode,
    t,
    initial: { name: '', email: '', subject: '', text: '' },
    validate: validateSupport,
    summary: true,
    submit: async (values) => {
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
    },
  });
  if (form.done)
    return (
      <p role="status" className="np-notice">
        {t('site.support.sent')}
      </p>
    );
  const textError = form.error('text');
  return (
    <form className="np-support-form" onSubmit={form.onSubmit} noValidate aria-label={t('site.support.heading')}>
      <Field
        id={`${id}-name`}
        label={t('site.support.name')}
        autoComplete="name"
        maxLength={100}
        {...form.text('name')}
      />
      <Field
        id={`${id}-email`}
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <Field id={`${id}-subject`} label={t('site.support.subject')} maxLength={200} {...form.field('subject')} />
      <div className="np-field">
        <label htmlFor={`${id}-text`}>{t('site.support.message')}</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          maxLength={MAX_MESSAGE}
          {...form.text('text')}
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
        {form.problem}
      </p>
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('site.support.send')}
      </button>
    </form>
  );
}
