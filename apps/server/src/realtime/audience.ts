import { ROLES, rooms, type ServerToClientEvents } from '@netclass/shared';
import type { CourseItemAudience } from '../infra/domain-events.js';
import type { Actor } from '../policies/index.js';
import type { RealtimeServer } from './types.js';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface PermissionAudience {
  /** Rooms that receive the event; everyone signed in when absent. */
  to?: string[];
  /** The policy question: may this actor act on the item (e.g. `can(actor, 'comment.delete', row)`)? */
  allowed: (actor: Actor) => boolean;
  /** The item's owner (author, sender, publisher), or null. */
  ownerId: number | null;
}

/**
 * Who hears of a lesson's comments, or of an edited course, lesson or material: its course
 * room (`joinRoom {courseId}`, refused to those who may not enter the course); while students
 * do not see it (a draft), only its course's teachers and the admins.
 */
export const courseItemRooms = ({ courseId, teacherIds, public: visible }: CourseItemAudience): string[] =>
  visible ? [rooms.course(courseId)] : [rooms.role('admin'), ...teacherIds.map(rooms.user)];

/** No user has id 0: asking as them tells what a role may do with someone else's item. */
const NOBODY = 0;

/**
 * Sends `event` to an audience whose payload depends on the receiver's permission (an
 * item's `can_delete` or `can_manage`), without a send per socket. The policy is asked per
 * role about someone else's item and about the owner's: every socket is in its role's room
 * (roles never change), so three emits reach everyone with the right flag, on one instance
 * or across instances through the adapter:
 * - sockets of roles that may act on anyone's item: `present(true)`;
 * - sockets of other roles: `present(false)`;
 * - the owner's sockets (when owning is enough): `present(true)`, also those outside `to`
 *   (their other tabs; the payload names its lesson or room, so they can ignore it).
 */
export function emitByPermission<E extends keyof ServerToClientEvents>(
  io: RealtimeServer,
  audience: PermissionAudience,
  event: E,
  present: (allowed: boolean) => Payload<E>,
): void {
  const allowedRoles = ROLES.filter((role) => audience.allowed({ id: NOBODY, role }));
  const deniedRoles = ROLES.filter((role) => !allowedRoles.includes(role));
  const { ownerId } = audience;
  const ownerAllowed = ownerId !== null && ROLES.some((role) => audience.allowed({ id: ownerId, role }));
  const ownerRooms = ownerAllowed ? [rooms.user(ownerId)] : [];
  const base = () => (audience.to ? io.to(audience.to) : io.except([]));
  // `present` is typed by E; socket.io's emit cannot follow a generic event name.
  const send = (target: ReturnType<typeof base>, allowed: boolean) =>
    (target as unknown as { emit(ev: E, payload: Payload<E>): boolean }).emit(event, present(allowed));

  if (allowedRoles.length) send(base().except([...deniedRoles.map(rooms.role), ...ownerRooms]), true);
  if (deniedRoles.length) send(base().except([...allowedRoles.map(rooms.role), ...ownerRooms]), false);
  if (ownerAllowed) send(io.to(ownerRooms), true);
}
