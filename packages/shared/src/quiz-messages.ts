/** The quizzes' texts (docs/decisions/030-quizzes.md), as the spec writes its messages: Vietnamese, exact. */
export const QUIZ_MESSAGES = {
  notFound: 'Không tìm thấy bài kiểm tra.',
  attemptNotFound: 'Không tìm thấy lượt làm bài.',
} as const;
