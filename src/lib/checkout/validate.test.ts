import { describe, expect, it } from 'vitest';
import { deliveryProblem, validatePersonal, validateShipping } from './validate.ts';

const personal = { firstName: 'Åsa', lastName: 'Berg', emailAddress: 'asa@example.se', createAccount: false };
const shipping = {
  company: '',
  firstName: '',
  lastName: '',
  country: '',
  streetAddress: 'Storgatan 1',
  apartmentNumber: '',
  city: 'Umeå',
  zipCode: '903 25',
  phoneNumber: '0701234567',
  shippingMethod: '',
  shippingCarrier: '',
  servicePointId: '',
};

describe('checkout steps', () => {
  it('personal details: names, e-mail, and a password only for an account to create', () => {
    expect(validatePersonal(personal, { creating: false, password: '' })).toEqual({});
    expect(validatePersonal(personal, { creating: true, password: '' })).toEqual({ password: 'form.required' });
    expect(
      validatePersonal({ ...personal, firstName: ' ', emailAddress: 'x' }, { creating: false, password: '' }),
    ).toEqual({ firstName: 'form.required', emailAddress: 'form.invalidEmail' });
  });

  it("the address: every field but company and apartment, the postcode in the store country's format", () => {
    expect(validateShipping(shipping, 'SE')).toEqual({});
    expect(validateShipping({ ...shipping, zipCode: 'abc12', phoneNumber: '' }, 'SE')).toEqual({
      zipCode: 'error.invalidPostcode',
      phoneNumber: 'form.required',
    });
    expect(validateShipping(shipping, 'NO')).toEqual({ zipCode: 'error.invalidPostcode' });
  });

  it('delivery: a method, and a pickup point for a pickup method', () => {
    expect(deliveryProblem(undefined, '')).toBe('form.required');
    expect(deliveryProblem({ service_point: true }, '')).toBe('ui.checkout.servicePointRequired');
    expect(deliveryProblem({ service_point: true }, 'SP1')).toBeUndefined();
    expect(deliveryProblem({ service_point: false }, '')).toBeUndefined();
  });
});
