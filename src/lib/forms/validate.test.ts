import { describe, expect, it } from 'vitest';
import { supportInitial, supportMessage } from './support.ts';
import { emailProblem, postcodeProblem, requiredText, validateEmailOnly, validateSupport } from './validate.ts';

describe('form checks', () => {
  it.each([
    ['', 'form.required'],
    ['   ', 'form.required'],
    ['not-an-address', 'form.invalidEmail'],
    ['åsa.berg@example.se', undefined],
  ])('e-mail %j → %s', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
    expect(validateEmailOnly({ email: value })).toEqual(problem ? { email: problem } : {});
  });

  it('postcodes: required first, then the format of the country', () => {
    expect(postcodeProblem('SE', '')).toBe('form.required');
    expect(postcodeProblem('SE', 'abc12')).toBe('error.invalidPostcode');
    expect(postcodeProblem('SE', '113 51')).toBeUndefined();
    expect(postcodeProblem('NO', '0355')).toBeUndefined();
    expect(postcodeProblem('FI', '0010')).toBe('error.invalidPostcode');
  });

  it('required text is trimmed', () => {
    expect(requiredText(' \n')).toBe('form.required');
    expect(requiredText(' a ')).toBeUndefined();
  });

  it('the support form names what its topic needs; the name may be left out', () => {
    expect(validateSupport({ email: '', subject: '', text: '' })).toEqual({
      email: 'form.required',
      subject: 'form.required',
      text: 'form.required',
    });
    expect(validateSupport({ email: 'a@example.se', subject: 'Hej', text: 'Fråga' })).toEqual({});
    const withdrawal = { topic: 'withdrawal', email: 'a@example.se', subject: '', text: '' };
    expect(validateSupport({ ...withdrawal, orderNumber: '' })).toEqual({ orderNumber: 'form.required' });
    expect(validateSupport({ ...withdrawal, orderNumber: 'nr 12' })).toEqual({
      orderNumber: 'error.orderNumberInvalid',
    });
    expect(validateSupport({ ...withdrawal, orderNumber: 'SE100000042' })).toEqual({});
    expect(validateSupport({ ...withdrawal, topic: 'accessibility' })).toEqual({ text: 'form.required' });
  });

  it('a link chooses the support topic and order; the message sends what the topic uses', () => {
    const initial = supportInitial('?subject=withdrawal&order=SE100000042');
    expect(initial).toMatchObject({ topic: 'withdrawal', orderNumber: 'SE100000042' });
    expect(supportInitial('?subject=nonsense').topic).toBe('question');
    expect(supportMessage({ ...initial, email: ' a@example.se ', subject: 'ignored' }, 'tok')).toEqual({
      token: 'tok',
      topic: 'withdrawal',
      email: 'a@example.se',
      order_number: 'SE100000042',
    });
  });
});
