/** French strings of the back-office promotions screens (admin and partner areas). */
export const boPromotions = {};
