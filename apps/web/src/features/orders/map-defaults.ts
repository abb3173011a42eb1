/** Map constants of the client area. */

/** Where the order modal's map opens (the cart's default position, in Algiers). */
export const CART_DEFAULT_POSITION: readonly [number, number] = [36.7529, 3.042];
/** Zoom of the order modal's map: the whole north of the country. */
export const CHECKOUT_ZOOM = 5;
/** Zoom of the order detail's map. */
export const ORDER_DETAIL_ZOOM = 7;
export const MAP_HEIGHT = '40vh';
