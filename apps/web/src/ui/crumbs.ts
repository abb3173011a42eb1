export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}
