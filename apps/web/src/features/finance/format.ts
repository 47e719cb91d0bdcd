/** A calendar date (yyyy-MM-dd, already the client's day) as dd/MM/yyyy. */
export const ymdToDisplay = (ymd: string) => ymd.split('-').reverse().join('/');
/** A period yyyy-MM as MM/yyyy. */
export const ymToDisplay = (ym: string) => ym.split('-').reverse().join('/');
