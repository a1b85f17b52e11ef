/**
 * ReviewForm: writes a product review; says it goes to moderation before it is shown.
 * Mount on the product page below the reviews: `<ReviewForm client:visible storeCode={store.storeCode} productId={product.id} />`.
 */
import { useId } from 'react';
import { fieldErrors, requiredText } from '../lib/forms/validate.ts';
import { createReview } from '../lib/reviews/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { ErrorLine } from './account/parts.tsx';
import { Field, TextAreaField } from './ui/Field.tsx';
import { useT } from './ui/hooks.ts';
import { useForm } from './ui/use-form.ts';
import './islands.css';

type ReviewValues = { nickname: string; title: string; detail: string; rating: string };

/** A review needs its nickname, summary and text. */
const validateReview = (values: ReviewValues) =>
  fieldErrors({
    nickname: requiredText(values.nickname),
    title: requiredText(values.title),
    detail: requiredText(values.detail),
  });

/** The review form. */
export function ReviewForm({ storeCode, productId }: { storeCode: StoreCode; productId: number }) {
  const t = useT(storeCode);
  const id = useId();
  const form = useForm<ReviewValues>({
    storeCode,
    t,
    initial: { nickname: '', title: '', detail: '', rating: '5' },
    validate: validateReview,
    summary: true,
    submit: async (values) => {
      await createReview({
        product_id: productId,
        nickname: values.nickname.trim(),
        title: values.title.trim(),
        detail: values.detail.trim(),
        ratings: [{ rating_name: 'Rating', value: Number(values.rating) }],
      });
    },
  });
  if (form.done) return <p role="status">{t('ui.review.moderation')}</p>;
  return (
    <form className="np-review-form" onSubmit={form.onSubmit} noValidate aria-labelledby={`${id}-title`}>
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
                checked={form.values.rating === value}
                onChange={() => form.set('rating', value)}
              />
              <span>
                {'★'.repeat(Number(value))}
                <span className="np-visually-hidden"> {value}/5</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-nick`} label={t('ui.review.nickname')} {...form.field('nickname')} />
      <Field id={`${id}-summary`} label={t('ui.review.summary')} {...form.field('title')} />
      <TextAreaField id={`${id}-detail`} label={t('ui.review.detail')} rows={4} {...form.field('detail')} />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button">
        {t('ui.review.submit')}
      </button>
    </form>
  );
}
