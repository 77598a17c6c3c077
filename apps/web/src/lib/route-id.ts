/** A positive integer id from an address segment ('12'); anything else ('abc', '1.5', '-3', '0') is null. */
export function parseRouteId(text: string | undefined): number | null {
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
