/** Customers and carts of HTTP tests, made through the contracts on the running shop. */
import { expect } from 'vitest';
import { userCreateContract, userLoginContract } from '../../src/lib/accounts/contract.ts';
import { cartCreateContract } from '../../src/lib/cart/contract.ts';
import { testRequest } from './http.ts';

/** The password of test customers (long and uncommon enough for the password rule). */
export const testPassword = 'Fjällräv-2026!';

/** A name no other test or run uses. */
export const unique = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Signs up a customer with this e-mail address (expects 200). */
export async function signUp(email: string, names = { firstname: 'Eva', lastname: 'Lund' }): Promise<void> {
  const created = await testRequest(userCreateContract, {
    body: { customer: { email, ...names }, password: testPassword },
  });
  expect(created.status, JSON.stringify(created.result)).toBe(200);
}

/** Signs in and answers the access token (expects 200). */
export async function logIn(email: string): Promise<string> {
  const login = await testRequest(userLoginContract, { body: { username: email, password: testPassword } });
  expect(login.status, JSON.stringify(login.result)).toBe(200);
  return login.result;
}

/** A new customer (its e-mail made unique from the tag), signed in. */
export async function newCustomer(tag: string): Promise<{ email: string; token: string }> {
  const email = `${unique(tag)}@example.com`;
  await signUp(email);
  return { email, token: await logIn(email) };
}

/** A new guest cart in a store, or with a token the customer's cart; answers its id. */
export async function newCart(options: { storeCode?: string; token?: string } = {}): Promise<string> {
  const created = await testRequest(cartCreateContract, options);
  expect(created.status).toBe(200);
  return created.result;
}
