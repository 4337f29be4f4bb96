/** Times are shown in the console's own zone, the platform's: Bangladesh, where the operators sit. */
export const consoleTimeZone = 'Asia/Dhaka';
