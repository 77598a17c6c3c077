import { sql } from 'drizzle-orm';
import { CHAT_UNREAD_CAP, type ChatRoom } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { listedChatRoomIdsSql, type Actor } from '../../policies/index.js';
import { chatRoomKind } from './room-access.js';

interface RoomRow extends Record<string, unknown> {
  id: number;
  course_id: string | null;
  course_name: string | null;
  student_id: string | null;
  student_name: string | null;
  unread: number;
}

/**
 * The rooms `actor` has, in one statement whatever their number: the class chat, their
 * courses' rooms by course name, then questions by course name, the newest message first. Unread: others'
 * messages after the reader's marker, on the (room_id, id) index, stopping at CAP + 1.
 */
export async function listChatRooms(db: Db, actor: Actor): Promise<ChatRoom[]> {
  const { rows } = await db.execute<RoomRow>(sql`
    select r.id, r.course_id, c.name as course_name, r.student_id, s.name as student_name,
      (select count(*)::int from (
        select 1 from chat_messages m
        where m.room_id = r.id and m.id > coalesce(k.last_read_id, 0) and m.sender_id is distinct from ${actor.id}
        limit ${CHAT_UNREAD_CAP + 1}) mine) as unread,
      (select m.id from chat_messages m where m.room_id = r.id order by m.id desc limit 1) as newest
    from chat_rooms r
    left join courses c on c.id = r.course_id
    left join users s on s.id = r.student_id
    left join chat_read_markers k on k.room_id = r.id and k.user_id = ${actor.id}
    where r.id in (${listedChatRoomIdsSql(actor)})
    order by (r.course_id is not null), (r.student_id is not null), c.name, newest desc nulls last, r.id`);
  return rows.map((row) => {
    const room = {
      courseId: row.course_id === null ? null : Number(row.course_id),
      studentId: row.student_id === null ? null : Number(row.student_id),
    };
    return {
      id: row.id,
      kind: chatRoomKind(room),
      course_id: room.courseId,
      course_name: row.course_name,
      student_id: room.studentId,
      student_name: row.student_name,
      unread: row.unread,
    };
  });
}
