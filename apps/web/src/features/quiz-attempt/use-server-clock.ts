import { useCallback, useEffect, useState } from 'react';

/**
 * The time left of an attempt by the server's clock, never the device's: the difference between
 * the server's `now` and this device's clock is taken from each answer (the attempt, each save),
 * and the remaining time is `ends_at` less the server's time now. Null: no end.
 */
export function useServerClock(initial: { endsAt: string | null; now: string }) {
  const [clock, setClock] = useState(() => ({
    endsAt: initial.endsAt,
    offsetMs: Date.parse(initial.now) - Date.now(),
    readAt: Date.now(),
  }));
  const [deviceNow, setDeviceNow] = useState(clock.readAt);

  useEffect(() => {
    if (clock.endsAt === null) return;
    const ticking = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(ticking);
  }, [clock]);

  /** A fresh reading from the server (each save answers its `ends_at` and `now`). */
  const sync = useCallback((endsAt: string | null, now: string) => {
    const readAt = Date.now();
    setClock({ endsAt, offsetMs: Date.parse(now) - readAt, readAt });
    setDeviceNow(readAt);
  }, []);
  const remainingMs =
    clock.endsAt === null
      ? null
      : Math.max(0, Date.parse(clock.endsAt) - (Math.max(deviceNow, clock.readAt) + clock.offsetMs));
  return { remainingMs, sync };
}

/** 1:05:09, 12:34, 0:07. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
