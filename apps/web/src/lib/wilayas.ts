// The one place the web reads the wilaya list from (`packages/domain`), so forms never hard-code it.
export { WILAYA_LABELS } from '@souk/domain/wilayas';
