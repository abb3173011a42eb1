/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Map tile server, '{z}/{x}/{y}' template (DESIGN §2); OpenStreetMap when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution shown for the tile server. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
