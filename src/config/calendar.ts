/**
 * English month and weekday abbreviations, for dates the site writes itself. Intl.DateTimeFormat gives the same
 * text, but creating one loads locale data: a long task on a phone (docs/performance.md#profiling-notes).
 */
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
