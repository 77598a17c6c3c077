import { useParams } from 'react-router';
import { CourseReport } from '../../features/progress/components/course-report';
import { parseRouteId } from '../../lib/route-id';

/** `/admin-dashboard/courses/{courseId}/progress`: a course's progress report (its teacher, admins). */
export function CourseProgressPage() {
  const { courseId } = useParams();
  return <CourseReport courseId={parseRouteId(courseId)} />;
}
