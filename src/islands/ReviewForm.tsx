/**
 * ReviewForm: writes a product review; says it goes to moderation before it is shown.
 * Mount on the product page below the reviews: `<ReviewForm client:visible storeCode={store.storeCode} productId={product.id} />`.
 */
import { useId, useState, type FormEvent } from 'react';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { createReview } from '../lib/reviews/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { Field } from './ui/Field.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** The review form. */
export function ReviewForm({ storeCode, productId }: { storeCode: StoreCode; productId: number }) {
  const t = useT(storeCode);
  const id = useId();
  const [values, setValues] = useState({ nickname: '', title: '', detail: '', rating: '5' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const key of ['nickname', 'title', 'detail'] as const) if (!values[key].trim()) next[key] = t('form.required');
    setErrors(next);
    if (Object.keys(next).length) return setMessage(t('form.fixErrors'));
    try {
      await createReview({
        product_id: productId,
        nickname: values.nickname.trim(),
        title: values.title.trim(),
        detail: values.detail.trim(),
        ratings: [{ rating_name: 'Rating', value: Number(values.rating) }],
      });
      setSent(true);
    } catch (error) {
      setMessage(translateApiMessage(storeCode, (error as Error).message));
    }
  };
  if (sent) return <p role="status">{t('ui.review.moderation')}</p>;
  return (
    <form className="np-review-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ui.review.title')}</h2>
      <fieldset>
        <legend>{t('ui.review.rating')}</legend>
        <div className="np-buy__values">
          {['1', '2', '3', '4', '5'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={values.rating === value}
                onChange={() => setValues({ ...values, rating: value })}
              />
              <span>
                {'★'.repeat(Number(value))}
                <span className="np-visually-hidden"> {value}/5</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id={`${id}-nick`}
        label={t('ui.review.nickname')}
        value={values.nickname}
        onChange={(e) => setValues({ ...values, nickname: e.target.value })}
        error={errors['nickname']}
      />
      <Field
        id={`${id}-summary`}
        label={t('ui.review.summary')}
        value={values.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
        error={errors['title']}
      />
      <div className="np-field">
        <label htmlFor={`${id}-detail`}>{t('ui.review.detail')}</label>
        <textarea
          id={`${id}-detail`}
          rows={4}
          value={values.detail}
          onChange={(e) => setValues({ ...values, detail: e.target.value })}
          aria-invalid={errors['detail'] ? true : undefined}
          aria-describedby={errors['detail'] ? `${id}-detail-error` : undefined}
        />
        {errors['detail'] && (
          <p id={`${id}-detail-error`} className="np-buy__message np-buy__message--error">
            {errors['detail']}
          </p>
        )}
      </div>
      <p role="alert" className="np-buy__message np-buy__message--error">
        {message ?? ''}
      </p>
      <button type="submit" className="np-button">
        {t('ui.review.submit')}
      </button>
    </form>
  );
}
