import { parseId } from '@netclass/shared';
import { useParams } from 'react-router';
import { GradebookView } from '../../features/gradebook/components/gradebook-view';
import { MyGrades } from '../../features/gradebook/components/my-grades';

/** `/admin-dashboard/courses/{courseId}/gradebook`: a course's gradebook (its teachers, admins). */
export function GradebookPage() {
  const { courseId } = useParams();
  return <GradebookView courseId={parseId(courseId)} />;
}

/** `/grades`: the signed-in student's released grades. */
export function MyGradesPage() {
  return <MyGrades />;
}
