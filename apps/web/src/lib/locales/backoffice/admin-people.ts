/** French strings of the back-office admin-people screens (admin and partner areas). */
export const adminPeople = {};
