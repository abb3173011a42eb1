import { ALGERIA_BOUNDS } from '@souk/domain/checkout-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Address search for the order modal: Nominatim by default, restricted to Algeria
 * (`countrycodes=dz`); `VITE_GEOCODER_URL` replaces it. The query is appended to the URL, or put
 * in place of `{q}` when the URL has one. Only Nominatim-shaped replies (lat, lon, display_name).
 */
export const DEFAULT_GEOCODER_URL =
  'https://nominatim.openstreetmap.org/search?format=json&countrycodes=dz&q=';

export const GEOCODER_URL: string = import.meta.env.VITE_GEOCODER_URL || DEFAULT_GEOCODER_URL;

export function geocoderUrl(query: string, base = GEOCODER_URL): string {
  const q = encodeURIComponent(query.trim());
  return base.includes('{q}') ? base.replace('{q}', q) : `${base}${q}`;
}

export interface AddressResult {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

interface NominatimPlace {
  place_id?: number | string;
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
}

function inAlgeria(lat: number, lng: number): boolean {
  const b = ALGERIA_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

export async function searchAddress(query: string, signal?: AbortSignal): Promise<AddressResult[]> {
  const response = await fetch(geocoderUrl(query), {
    headers: { Accept: 'application/json', 'Accept-Language': 'fr' },
    signal,
  });
  if (!response.ok) throw new Error(`Geocoder: ${response.status}`);
  const places = (await response.json()) as NominatimPlace[];
  if (!Array.isArray(places)) return [];
  const results: AddressResult[] = [];
  for (const [index, place] of places.entries()) {
    const lat = Number(place.lat);
    const lng = Number(place.lon);
    // A configurable geocoder may not filter by country: the server refuses positions abroad anyway.
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inAlgeria(lat, lng)) continue;
    results.push({ id: String(place.place_id ?? index), label: place.display_name ?? query, lat, lng });
  }
  return results;
}

export const addressKeys = {
  all: ['geocoder'] as const,
  search: (query: string) => [...addressKeys.all, query] as const,
};

export function addressSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: addressKeys.search(query),
    queryFn: ({ signal }) => searchAddress(query, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Runs only for a submitted, non-empty query (a public geocoder must not be hit on each key). */
export function useAddressSearch(query: string) {
  return useQuery({ ...addressSearchQueryOptions(query), enabled: query.trim() !== '' });
}
