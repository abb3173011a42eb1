/**
 * Map settings shared by every Leaflet map of the app (tile URL configurable:
 * docs/product/storefront-and-client.md, Differences).
 */

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL;
export const TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  (TILE_URL === DEFAULT_TILE_URL ? DEFAULT_TILE_ATTRIBUTION : '');

/** Algiers, the contact map's fixed point (docs/product/storefront-and-client.md, Contact). */
export const ALGIERS: readonly [number, number] = [36.7089, 3.0871];
/** Zoom of the contact map. */
export const CONTACT_ZOOM = 13;
