/** The whole database schema: one definition for PGlite and PostgreSQL. */
export * from './store.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './sales.ts';
export * from './content.ts';
