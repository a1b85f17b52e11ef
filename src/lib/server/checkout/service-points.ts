import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ServicePoint } from '../../cart/schema.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { postcodeLocations, servicePoints } from '../db/schema/index.ts';

/** A service point as the API answers it (the type the storefront's cart client declares). */
export type ServicePointAnswer = ServicePoint;

const dayNames: Record<StoreCode, Record<string, string>> = {
  sv: { mon: 'mån', tue: 'tis', wed: 'ons', thu: 'tor', fri: 'fre', sat: 'lör', sun: 'sön' },
  no: { mon: 'man', tue: 'tir', wed: 'ons', thu: 'tor', fri: 'fre', sat: 'lør', sun: 'søn' },
  fi: { mon: 'ma', tue: 'ti', wed: 'ke', thu: 'to', fri: 'pe', sat: 'la', sun: 'su' },
};

/** Opening hours as the storefront shows them, one text per day in the store's language ('mån 08:00–20:00'). */
export function openingHoursTexts(hours: { day: string; opens: string; closes: string }[], store: StoreCode): string[] {
  return hours.map((h) => `${dayNames[store][h.day] ?? h.day} ${h.opens}–${h.closes}`);
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The centre of a postcode area: the location of its longest known prefix. */
async function locate(
  db: Db,
  countryId: string,
  postcode: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  const digits = postcode.replace(/\s+/g, '');
  if (!/^\d{2,6}$/.test(digits)) return undefined;
  const [row] = await db
    .select({ latitude: postcodeLocations.latitude, longitude: postcodeLocations.longitude })
    .from(postcodeLocations)
    .where(
      and(eq(postcodeLocations.countryId, countryId), sql`${digits} LIKE ${postcodeLocations.postcodePrefix} || '%'`),
    )
    .orderBy(sql`length(${postcodeLocations.postcodePrefix}) DESC`)
    .limit(1);
  return row;
}

/** Service points of a country (optionally one carrier), nearest to the postcode first when it is known; at most 20. */
export async function findServicePoints(
  db: Db,
  store: StoreCode,
  countryId: string,
  postcode?: string,
  carrier?: string,
): Promise<ServicePointAnswer[]> {
  const country = countryId.toUpperCase();
  const where = carrier
    ? and(eq(servicePoints.countryId, country), eq(servicePoints.carrierCode, carrier))
    : eq(servicePoints.countryId, country);
  const points = await db.select().from(servicePoints).where(where);
  const centre = postcode ? await locate(db, country, postcode) : undefined;
  const answers = points.map((p) => ({
    id: p.id,
    name: p.name,
    street: p.street,
    postcode: p.postcode,
    city: p.city,
    country_id: p.countryId,
    carrier_code: p.carrierCode,
    ...(centre
      ? { distance_km: Math.round(haversineKm(centre.latitude, centre.longitude, p.latitude, p.longitude) * 10) / 10 }
      : {}),
    opening_hours: openingHoursTexts(p.openingHours, store),
  }));
  if (centre) answers.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0) || a.id.localeCompare(b.id));
  else answers.sort((a, b) => a.city.localeCompare(b.city) || a.id.localeCompare(b.id));
  return answers.slice(0, 20);
}

/** A service point by id, if it exists. */
export async function servicePointById(db: Db, id: string) {
  const [row] = await db.select().from(servicePoints).where(eq(servicePoints.id, id));
  return row;
}
