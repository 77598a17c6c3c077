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
