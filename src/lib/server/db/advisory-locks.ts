/**
 * The keys of the shop's PostgreSQL advisory locks, in one place so no two jobs pick the same one. A one-key lock
 * (bigint) and a two-key lock (int, int) never collide, whatever their numbers.
 */

/** Serialises migrating and seeding between processes (one key, "nordpeak" in ASCII). */
export const MIGRATION_LOCK = 0x6e6f7264_7065616bn;

/** Serialises building and refreshing the search index (one key). */
export const SEARCH_INDEX_LOCK = 74210031;

/** The class of the locks that serialise what happens to one refresh token family (two-key form, "rfsh"). */
export const TOKEN_FAMILY_LOCK = 0x72667368;
