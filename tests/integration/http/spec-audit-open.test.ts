/** Rules of the shop left open by the first audit, tried over HTTP against the built shop. */
import { describe, expect, it } from 'vitest';
import {
  userCreateContract,
  userLoginContract,
  userMeContract,
  userResetPasswordContract,
  userUpdateContract,
} from '../../../src/lib/accounts/contract.ts';
import { cartShippingInformationContract } from '../../../src/lib/cart/contract.ts';
import { logIn, newCart, testPassword as password, unique } from '../../support/customers.ts';
import { testRequest } from '../../support/http.ts';

describe('spec audit 3: items left open', () => {
  it('meta.errors names each problem once: an over-long e-mail (too long and not an address) is one entry', async () => {
    const long = `${'a'.repeat(300)}@example.se`;
    for (const [refused, field] of [
      [await testRequest(userResetPasswordContract, { body: { email: long } }), 'email'],
      [
        await testRequest(userCreateContract, {
          body: { customer: { email: long, firstname: 'Eva', lastname: 'Lund' }, password },
        }),
        'customer.email',
      ],
    ] as const) {
      expect(refused.status, field).toBe(400);
      expect(refused.result, field).toBe('Not a valid emailadress');
      expect(refused.meta?.errors, field).toEqual([{ path: field, message: 'Not a valid emailadress' }]);
    }
  });

  it("a customer's saved address takes checkout's postcode rule: one not of its country is refused (400, the field named) and nothing is stored", async () => {
    const email = `${unique('postcode')}@example.se`;
    const address = (country_id: string, postcode: string) => ({
      firstname: 'Eva',
      lastname: 'Lund',
      street: ['Storgatan 1'],
      city: 'Umeå',
      postcode,
      country_id,
    });
    const refusedCreate = await testRequest(userCreateContract, {
      body: { customer: { email, firstname: 'Eva', lastname: 'Lund', addresses: [address('SE', 'abc12')] }, password },
    });
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.result).toBe('Not a valid postcode');
    expect(refusedCreate.meta?.errors).toEqual([
      { path: 'customer.addresses.0.postcode', message: 'Not a valid postcode' },
    ]);
    expect((await testRequest(userLoginContract, { body: { username: email, password } })).status).toBe(401);

    expect(
      (
        await testRequest(userCreateContract, {
          body: {
            customer: { email, firstname: 'Eva', lastname: 'Lund', addresses: [address('SE', '903 25')] },
            password,
          },
        })
      ).status,
    ).toBe(200);
    const token = await logIn(email);
    for (const [country, bad] of [
      ['SE', 'abc12'],
      ['SE', '9032'],
      ['NO', '01500'],
      ['FI', '0010'],
    ] as const) {
      const refused = await testRequest(userUpdateContract, {
        token,
        body: { customer: { addresses: [address(country, bad)] } },
      });
      expect(refused.status, `${country} ${bad}`).toBe(400);
      expect(refused.result, `${country} ${bad}`).toBe('Not a valid postcode');
      expect(refused.meta?.errors, `${country} ${bad}`).toEqual([
        { path: 'customer.addresses.0.postcode', message: 'Not a valid postcode' },
      ]);
    }
    expect((await testRequest(userMeContract, { token })).result.addresses).toMatchObject([
      { postcode: '903 25', country_id: 'SE' },
    ]);
    // Checkout refuses the same postcode the account refuses.
    const cartId = await newCart();
    const checkout = await testRequest(cartShippingInformationContract, {
      query: { cartId },
      body: {
        addressInformation: {
          shippingAddress: { ...address('SE', 'abc12'), countryId: 'SE' },
          shippingCarrierCode: 'postnord',
          shippingMethodCode: 'home',
        },
      },
    });
    expect(checkout.status).toBe(400);
    expect(checkout.result).toMatch(/^Address provided in checkout contains invalid data/);
    // Each country's own format is taken (and a country the shop does not ship to keeps its own format).
    for (const [country, good] of [
      ['SE', '11122'],
      ['NO', '0150'],
      ['FI', '00100'],
      ['DE', '10115'],
    ] as const) {
      const saved = await testRequest(userUpdateContract, {
        token,
        body: { customer: { addresses: [address(country, good)] } },
      });
      expect(saved.status, `${country} ${good}`).toBe(200);
      expect(saved.result.addresses, `${country} ${good}`).toMatchObject([{ postcode: good, country_id: country }]);
    }
  });
});
