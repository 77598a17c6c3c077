import { parseId } from '@netclass/shared';
import { useParams } from 'react-router';
import { QuestionBank } from '../../features/question-bank/components/question-bank';

/** `/course/{courseId}/question-bank`: a course's question bank (its teachers, admins). */
export function QuestionBankPage() {
  const { courseId } = useParams();
  return <QuestionBank courseId={parseId(courseId)} />;
}
