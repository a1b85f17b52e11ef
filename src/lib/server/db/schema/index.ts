/** The whole database schema (drizzle), one definition for every PostgreSQL the shop runs on. */
export * from './store.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './sales.ts';
export * from './content.ts';
export * from './audit.ts';
export * from './price-history.ts';
export * from './fulfilment.ts';
export * from './webhooks.ts';
export * from './integration.ts';
export * from './staff.ts';
