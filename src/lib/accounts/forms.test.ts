import { describe, expect, it } from 'vitest';
import { formatPrice } from '../store-view/format.ts';
import { orderView } from './order-view.ts';
import { profileAddresses, profileValues, validateLogin, validateProfile, validateRegistration } from './forms.ts';
import type { Customer } from './schema.ts';

const customer: Customer = {
  id: 1,
  email: 'asa@example.se',
  firstname: 'Åsa',
  lastname: 'Berg',
  group_id: 1,
  store_code: 'sv',
  created_at: '2026-01-01T00:00:00.000Z',
  addresses: [
    {
      id: 7,
      firstname: 'Åsa',
      lastname: 'Berg',
      street: ['Storgatan 1'],
      city: 'Umeå',
      postcode: '903 25',
      country_id: 'SE',
      default_shipping: true,
      default_billing: true,
    },
  ],
};

describe('account forms', () => {
  it('login and registration', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'form.required', password: 'form.required' });
    expect(validateRegistration({ firstname: 'Å', lastname: ' ', email: 'x@y', password: 'p' })).toEqual({
      lastname: 'form.required',
      email: 'form.invalidEmail',
    });
  });

  it('the profile: an address with a street needs a postcode of its country and a city', () => {
    const values = profileValues(customer, true);
    expect(values).toMatchObject({ street: 'Storgatan 1', postcode: '903 25', newsletter: true });
    expect(validateProfile(values, 'SE')).toEqual({});
    expect(validateProfile({ ...values, postcode: '0355', city: '' }, 'SE')).toEqual({
      postcode: 'error.invalidPostcode',
      city: 'form.required',
    });
    expect(validateProfile({ ...values, street: '', postcode: '', city: '' }, 'SE')).toEqual({});
  });

  it('the profile saves its one address as the default, keeping its id; no street keeps the addresses', () => {
    const [saved] = profileAddresses(customer, { ...profileValues(customer), city: 'Luleå' }, 'SE');
    expect(saved).toMatchObject({ id: 7, city: 'Luleå', default_shipping: true, default_billing: true });
    expect(profileAddresses(customer, { ...profileValues(customer), street: '' }, 'SE')).toBe(customer.addresses);
  });

  it('an order of the history in the store language', () => {
    const view = orderView(
      {
        order_number: '100000042',
        created_at: '2026-03-02T10:00:00Z',
        status: 'pending',
        grand_total: 1299,
        items: [],
      },
      'fi',
    );
    expect(view).toMatchObject({ number: '100000042', status: 'ui.account.status.pending', lines: [] });
    expect(view.total).toBe(formatPrice(1299, 'fi'));
    expect(orderView({ order_number: '1', status: 'on_hold' }, 'sv').status).toBeUndefined();
  });
});
