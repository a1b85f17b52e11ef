/** SupportForm: the customer-support page's contact form. More in README.md. */
import { useId, useMemo } from 'react';
import { contractResult } from '../lib/api-client/client.ts';
import { apiRoutes } from '../lib/api-client/routes.ts';
import { supportInitial, supportMessage, supportTopics, type SupportValues } from '../lib/forms/support.ts';
import { validateSupport } from '../lib/forms/validate.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { ErrorLine } from './account/parts.tsx';
import { Field, TextAreaField } from './ui/Field.tsx';
import { EmailField } from './ui/Fields.tsx';
import { useT } from './ui/hooks.ts';
import { useForm } from './ui/use-form.ts';
import './islands.css';

const MAX_MESSAGE = 10_000;

/** The contact form. */
export function SupportForm({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const id = useId();
  const initial = useMemo(() => supportInitial(location.search), []);
  const form = useForm<SupportValues>({
    storeCode,
    t,
    initial,
    validate: validateSupport,
    summary: true,
    submit: async (values) => {
      const token = await contractResult(apiRoutes.mailToken);
      await contractResult(apiRoutes.mailSend, { body: supportMessage(values, token) });
      return values.topic === 'withdrawal'
        ? {
            ok: true,
            status: t('site.support.withdrawalSent', {
              number: values.orderNumber.trim().toUpperCase(),
              email: values.email.trim(),
            }),
          }
        : { ok: true, status: t('site.support.sent') };
    },
  });
  if (form.done)
    return (
      <p role="status" className="np-notice">
        {form.status}
      </p>
    );
  const { topic } = form.values;
  return (
    <form className="np-support-form" onSubmit={form.onSubmit} noValidate aria-label={t('site.support.heading')}>
      <div className="np-field">
        <label htmlFor={`${id}-topic`}>{t('site.support.topic')}</label>
        <select
          id={`${id}-topic`}
          value={topic}
          onChange={(e) => form.set('topic', e.target.value as SupportValues['topic'])}
        >
          {supportTopics.map((value) => (
            <option key={value} value={value}>
              {t(`site.support.topic.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={`${id}-name`}
        label={t('site.support.name')}
        autoComplete="name"
        maxLength={100}
        {...form.text('name')}
      />
      <EmailField id={`${id}-email`} t={t} {...form.field('email')} />
      {topic === 'question' && (
        <Field id={`${id}-subject`} label={t('site.support.subject')} maxLength={200} {...form.field('subject')} />
      )}
      {topic === 'withdrawal' && (
        <>
          <Field
            id={`${id}-order`}
            label={t('site.support.orderNumber')}
            maxLength={40}
            {...form.field('orderNumber')}
          />
          <p className="np-note">{t('site.support.withdrawalNote')}</p>
        </>
      )}
      <TextAreaField
        id={`${id}-text`}
        label={t('site.support.message')}
        rows={6}
        maxLength={MAX_MESSAGE}
        {...form.field('text')}
      />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('site.support.send')}
      </button>
    </form>
  );
}
