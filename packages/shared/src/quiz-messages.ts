/** The quizzes' texts (docs/decisions/030-quizzes.md), as the spec writes its messages: Vietnamese, exact. */
export const QUIZ_MESSAGES = {
  notFound: 'Không tìm thấy bài kiểm tra.',
  attemptNotFound: 'Không tìm thấy lượt làm bài.',
} as const;

/* ---------- Results, statistics and regrades (decision 030, "Results") ---------- */
export const QUIZ_RESULTS_MESSAGES = {
  sortInvalid: 'Cột sắp xếp không hợp lệ.',
  questionRequired: 'Vui lòng chọn câu hỏi cần chấm lại.',
  questionNotInQuiz: 'Câu hỏi này không có trong lượt làm nào của bài kiểm tra.',
  nothingToRegrade: 'Mọi lượt làm đã nộp của câu hỏi này đã được chấm theo phiên bản mới nhất.',
} as const;
