/**
 * The longest delay a timer takes: 2^31 - 1 ms (about 24.8 days). A longer one does not
 * wait at all: browsers fire it at once (with a TimeoutOverflowWarning), so a polling query
 * would refetch without pause.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** Fetch again a minute before the first signed link expires, so every link still opens. */
const EXPIRY_MARGIN_MS = 60_000;
/** Never sooner than this, even when a link has (nearly) expired already. */
const MIN_DELAY_MS = 5_000;

/**
 * When a list holding signed links (their `url_expires_at`) should be fetched again, as a
 * query's `refetchInterval`: false when it holds none, else a delay a timer can take.
 */
export function refetchBeforeExpiry(expiries: string[], now = Date.now()): number | false {
  const times = expiries.map((expiry) => Date.parse(expiry)).filter(Number.isFinite);
  if (!times.length) return false;
  return Math.min(Math.max(Math.min(...times) - now - EXPIRY_MARGIN_MS, MIN_DELAY_MS), MAX_TIMER_DELAY_MS);
}
