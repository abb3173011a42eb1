/** French strings of the back-office admin-content screens (admin and partner areas). */
export const adminContent = {};
