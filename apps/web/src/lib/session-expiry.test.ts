import { describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from './session';
import { endSession, onSessionEnded } from './session-expiry';

describe('endSession', () => {
  it('tells a session that ended before the app listened (a socket refused at start) to the first listener, once', () => {
    saveSession({ token: 'stale', role: 'student' });
    endSession('expired');
    expect(getSession()).toBeNull();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onSessionEnded(first);
    const stopSecond = onSessionEnded(second);
    expect(first).toHaveBeenCalledExactlyOnceWith('expired');
    expect(second).not.toHaveBeenCalled();
    stopFirst();
    stopSecond();
  });

  it('tells the listeners at once, and only once for several failures', () => {
    const listener = vi.fn();
    const stop = onSessionEnded(listener);
    saveSession({ token: 'token', role: 'student' });
    endSession('logout');
    endSession('expired');
    expect(listener).toHaveBeenCalledExactlyOnceWith('logout');
    stop();
  });
});
