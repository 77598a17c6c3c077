import { parseId } from '@netclass/shared';
import { useParams } from 'react-router';
import { CourseMembers } from '../../features/membership/components/course-members';

/** `/admin-dashboard/courses/{courseId}/members`: a course's members and its roster import (its teacher, admins). */
export function CourseMembersPage() {
  const { courseId } = useParams();
  return <CourseMembers courseId={parseId(courseId)} />;
}
