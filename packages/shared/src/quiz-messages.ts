/** The quizzes' texts (docs/decisions/030-quizzes.md), as the spec writes its messages: Vietnamese, exact. */
export const QUIZ_MESSAGES = {
  notFound: 'Không tìm thấy bài kiểm tra.',
  attemptNotFound: 'Không tìm thấy lượt làm bài.',
} as const;

// Attempts (issue 15 item 4): starting, saving and submitting.
export const QUIZ_ATTEMPT_MESSAGES = {
  idInvalid: 'Mã lượt làm bài không hợp lệ.',
  positionInvalid: 'Số thứ tự câu hỏi không hợp lệ.',
  seqInvalid: 'Số thứ tự lần lưu phải là số nguyên dương.',
  eventInvalid: 'Loại sự kiện không hợp lệ.',
  staffCannotAttempt: 'Giáo viên và quản trị viên không làm bài kiểm tra; bản xem trước sẽ có sau.',
  notOpen: 'Bài kiểm tra chưa mở.',
  closed: 'Bài kiểm tra đã đóng.',
  noAttemptsLeft: 'Bạn đã dùng hết số lượt làm bài.',
  noQuestions: 'Bài kiểm tra chưa có câu hỏi.',
  categoryShort: 'Nhóm câu hỏi không đủ câu để rút ngẫu nhiên cho bài kiểm tra này. Hãy báo giáo viên.',
  timeOver: 'Đã hết giờ làm bài: câu trả lời không được lưu.',
  submitted: 'Lượt làm bài đã nộp: không thể sửa câu trả lời.',
  questionNotFound: 'Không tìm thấy câu hỏi này trong lượt làm bài.',
  answerWrongType: 'Câu trả lời không đúng loại câu hỏi.',
  notYourAttempt: 'Chỉ người làm bài mới lưu hoặc nộp được lượt làm bài.',
} as const;
