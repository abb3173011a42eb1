/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Map tile server, '{z}/{x}/{y}' template; OpenStreetMap when unset
   * (docs/product/storefront-and-client.md, Differences).
   */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution shown for the tile server. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
