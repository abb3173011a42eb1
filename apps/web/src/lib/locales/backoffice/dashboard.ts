/** French strings of the back-office dashboard screens (admin and partner areas). */
export const boDashboard = {};
