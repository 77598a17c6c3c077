import { describe, expect, test } from 'vitest';
import { PresenceRegistry } from './registry.js';

const lan = { id: 1, name: 'Lan' };
const hung = { id: 2, name: 'Hùng' };

describe('PresenceRegistry', () => {
  test('a user is online until the last of their sockets closes', () => {
    const registry = new PresenceRegistry();
    registry.connect(lan);
    registry.connect(lan);
    registry.disconnect(lan);
    expect(registry.isOnline(lan.id)).toBe(true);
    registry.disconnect(lan);
    expect(registry.isOnline(lan.id)).toBe(false);
    expect(registry.onlineIds()).toEqual(new Set());
  });

  test('changes are coalesced: one entry per user, none for who left and came back', () => {
    const registry = new PresenceRegistry();
    registry.connect(lan);
    registry.connect(lan);
    registry.connect(hung);
    expect(registry.takeChanges()).toEqual([
      { ...lan, isOnline: 1 },
      { ...hung, isOnline: 1 },
    ]);
    registry.disconnect(hung);
    registry.connect(hung);
    registry.disconnect(lan);
    expect(registry.takeChanges()).toEqual([]);
    registry.disconnect(lan);
    expect(registry.takeChanges()).toEqual([{ ...lan, isOnline: 0 }]);
    expect(registry.takeChanges()).toEqual([]);
  });

  test("this instance's delta names who came and who left, once", () => {
    const registry = new PresenceRegistry();
    registry.connect(lan);
    registry.connect(hung);
    registry.connect(hung);
    expect(registry.takeDelta()).toEqual({ online: [lan, hung], offline: [] });
    registry.disconnect(hung);
    expect(registry.takeDelta()).toBeNull();
    registry.disconnect(hung);
    expect(registry.takeDelta()).toEqual({ online: [], offline: [hung.id] });
  });

  test('online on another instance counts; a user online on two instances stays online when one says they left', () => {
    const registry = new PresenceRegistry();
    registry.connect(lan);
    registry.takeChanges();
    registry.applyRemote('b', { online: [lan, hung], offline: [] }, 0);
    expect(registry.takeChanges()).toEqual([{ ...hung, isOnline: 1 }]);
    registry.disconnect(lan);
    expect(registry.takeChanges()).toEqual([]);
    registry.applyRemote('b', { online: [], offline: [lan.id] }, 1);
    expect(registry.takeChanges()).toEqual([{ ...lan, isOnline: 0 }]);
    expect(registry.onlineIds()).toEqual(new Set([hung.id]));
  });

  test("a snapshot replaces an instance's list; a silent or departed instance's users go offline", () => {
    const registry = new PresenceRegistry();
    registry.replaceRemote('b', [lan], 100);
    registry.replaceRemote('c', [hung], 200);
    registry.takeChanges();
    registry.replaceRemote('b', [], 300);
    expect(registry.takeChanges()).toEqual([{ ...lan, isOnline: 0 }]);
    expect(registry.forgetSilent(250)).toBe(1);
    expect(registry.takeChanges()).toEqual([{ ...hung, isOnline: 0 }]);
    registry.applyRemote('c', { online: [hung], offline: [] }, 400);
    registry.forgetRemote('c');
    expect(registry.isOnline(hung.id)).toBe(false);
    expect(registry.localUsers()).toEqual([]);
  });
});

describe('PresenceRegistry: the online directory', () => {
  const an = { id: 3, name: 'An' };
  const binh = { id: 4, name: 'Bình' };

  test('pages the online users by name (Vietnamese order, then id), whatever the order they came in', () => {
    const registry = new PresenceRegistry();
    for (const user of [hung, binh, lan, an, { id: 5, name: 'An' }]) registry.connect(user);
    expect(registry.onlinePage(0, 10).map((user) => user.id)).toEqual([3, 5, 4, 2, 1]);
    expect(registry.onlinePage(1, 2).map((user) => user.id)).toEqual([5, 4]);
    expect(registry.onlinePage(5, 2)).toEqual([]);
    expect(registry.onlineCount()).toBe(5);
  });

  test('a user leaves the directory with their last socket, on this instance or another', () => {
    const registry = new PresenceRegistry();
    registry.connect(lan);
    registry.connect(lan);
    registry.applyRemote('other', { online: [lan, hung], offline: [] }, 0);
    expect(registry.onlineCount()).toBe(2);
    registry.disconnect(lan);
    registry.disconnect(lan);
    expect(registry.onlinePage(0, 10)).toEqual([hung, lan]);
    registry.applyRemote('other', { online: [], offline: [lan.id] }, 0);
    expect(registry.onlinePage(0, 10)).toEqual([hung]);
    registry.replaceRemote('other', [an], 0);
    expect(registry.onlinePage(0, 10)).toEqual([an]);
    registry.forgetRemote('other');
    expect(registry.onlineCount()).toBe(0);
  });
});
