/** French strings of the back-office admin-coupons screens (admin and partner areas). */
export const adminCoupons = {};
