import { parseId } from '@netclass/shared';
import { useParams } from 'react-router';
import { CourseReport } from '../../features/progress/components/course-report';

/** `/admin-dashboard/courses/{courseId}/progress`: a course's progress report (its teacher, admins). */
export function CourseProgressPage() {
  const { courseId } = useParams();
  return <CourseReport courseId={parseId(courseId)} />;
}
