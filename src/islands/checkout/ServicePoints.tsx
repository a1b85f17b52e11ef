/** The pickup point finder of a pickup delivery method: search by postcode, choose one, show more. */
import { useStore } from '@nanostores/react';
import { $checkoutFlow, choosePoint, findPoints, setPointQuery, showMorePoints } from '../../lib/checkout/flow.ts';
import { $checkoutDetails } from '../../lib/checkout/store.ts';
import { Field } from '../ui/Field.tsx';
import type { StepProps } from './parts.tsx';

/** The pickup points near a postcode, as radio buttons. */
export function ServicePoints({ t }: StepProps) {
  const { points, pointQuery, shownPoints } = useStore($checkoutFlow);
  const { servicePointId } = useStore($checkoutDetails).shipping;
  const chosen = points?.find((p) => p.id === servicePointId);
  return (
    <section aria-labelledby="np-co-points">
      <h3 id="np-co-points">{t('ui.checkout.servicePoint')}</h3>
      <div className="np-buy__row">
        <Field
          id="np-co-point-zip"
          label={t('ui.checkout.servicePointPostcode')}
          inputMode="numeric"
          value={pointQuery}
          onChange={(e) => setPointQuery(e.target.value)}
        />
        <button type="button" className="np-button np-button--secondary" onClick={() => void findPoints()}>
          {t('ui.checkout.findServicePoints')}
        </button>
      </div>
      {points && points.length === 0 && <p>{t('ui.checkout.noServicePoints')}</p>}
      {points && points.length > 0 && (
        <fieldset className="np-points">
          <legend>{t('ui.checkout.choosePoint')}</legend>
          {points.slice(0, shownPoints).map((point) => (
            <label key={point.id} className="np-field np-point">
              <input
                type="radio"
                name="service-point"
                value={point.id}
                checked={servicePointId === point.id}
                onChange={() => choosePoint(point)}
              />{' '}
              <span>
                <strong>{point.name}</strong>, {point.street}, {point.postcode} {point.city}
                {point.distance_km !== undefined && (
                  <> · {t('ui.checkout.distance', { km: point.distance_km.toFixed(1) })}</>
                )}
                {point.opening_hours.length > 0 && (
                  <small className="np-point__hours">
                    {t('ui.checkout.opening', { hours: point.opening_hours.join(', ') })}
                  </small>
                )}
              </span>
            </label>
          ))}
          {points.length > shownPoints && (
            <button type="button" className="np-button np-button--secondary" onClick={showMorePoints}>
              {t('ui.checkout.morePoints')}
            </button>
          )}
        </fieldset>
      )}
      <p role="status">{chosen ? t('ui.checkout.chosen', { name: chosen.name }) : ''}</p>
    </section>
  );
}
