import { DrizzleQueryError } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableReason } from './unavailable.ts';

const withCode = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

it('knows a lost or refused connection, also wrapped by drizzle or in an AggregateError', () => {
  const terminated = withCode('terminating connection due to administrator command', '57P01');
  for (const error of [
    terminated,
    new DrizzleQueryError('select 1', [], terminated),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    withCode('the database system is starting up', '57P03'),
    withCode('could not receive data from client', '08006'),
    withCode('sorry, too many clients already', '53300'),
    new AggregateError([withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')], ''),
    withCode('connect ENOENT /data/pg/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
  ])
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
});

it('leaves every other failure alone', () => {
  for (const error of [
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('canceling statement due to statement timeout', '57014'),
    withCode('could not serialize access', '40001'),
    withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT', { syscall: 'open' }),
    new Error('Something else'),
    'a string',
    undefined,
  ])
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
});

it('names the driver error for the log, without the query or its parameters', () => {
  const wrapped = new DrizzleQueryError(
    'select * from customers where email = $1',
    ['anna@example.se'],
    withCode('terminating connection due to administrator command', '57P01'),
  );
  expect(unavailableReason(wrapped)).toBe('terminating connection due to administrator command (57P01)');
});
