/**
 * The one authorization module: each rule in TypeScript (for one row) beside its SQL form (for
 * lists), one file per subject. `rules.ts` is the role table every service asks (`can`, `authorize`).
 */
export type { Actor } from './actor.js';
export { authorize, can, rules, type Action } from './rules.js';
export {
  courseAccessColumns,
  courseTeachersSql,
  entersCourse,
  entersPrepared,
  entersSql,
  isMemberPrepared,
  managesCourse,
  managesSql,
  memberRolePrepared,
  preparedViewer,
  seesDraftsPrepared,
  isMemberOfSql,
  isStudentMemberSql,
  studentEntersSql,
  type CourseForActor,
} from './course-access.js';
export { countedMaterialSql, courseItemAudience, isVisible, requireManaged, visibleSql } from './visibility.js';
export {
  coursePublishedSql,
  listedChatRoomIdsSql,
  moderatesChatRoom,
  readsChatRoom,
  type ChatRoomAccess,
} from './chat-rooms.js';
export { readsStudentProgress, taughtBySql } from './student-progress.js';
