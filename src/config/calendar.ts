/**
 * English month and weekday abbreviations, for dates the site writes itself. Intl.DateTimeFormat gives the
 * same text, but creating one loads locale data: a 15-25 ms task on a phone (profiled, issue 8).
 */
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
