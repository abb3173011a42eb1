/** French strings of the back-office articles screens (admin and partner areas). */
export const boArticles = {};
