/** French strings of the back-office orders screens (admin and partner areas). */
export const boOrders = {};
