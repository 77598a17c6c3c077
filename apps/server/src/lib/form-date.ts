/** Vietnam has one offset all year; a date-time typed without one is read as Vietnam time. */
const VIETNAM_OFFSET = '+07:00';

/** A date-time from a form (the shared schemas' date fields) as an instant. */
export const parseFormDate = (value: string) =>
  new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}${VIETNAM_OFFSET}`);
