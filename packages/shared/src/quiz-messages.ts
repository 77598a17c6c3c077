/** The quizzes' texts (docs/decisions/030-quizzes.md), as the spec writes its messages: Vietnamese, exact. */
export const QUIZ_MESSAGES = {
  notFound: 'Không tìm thấy bài kiểm tra.',
  attemptNotFound: 'Không tìm thấy lượt làm bài.',
} as const;

// Authoring: quizzes' settings, slots and students' allowances (docs/decisions/030, "Authoring").
export const QUIZ_AUTHORING_MESSAGES = {
  titleRequired: 'Vui lòng nhập tên bài kiểm tra.',
  titleTooLong: 'Tên bài kiểm tra tối đa 200 ký tự.',
  descriptionTooLong: 'Phần mô tả quá dài.',
  dateInvalid: 'Thời gian không hợp lệ.',
  closeBeforeOpen: 'Thời điểm đóng phải sau thời điểm mở.',
  timeLimitInvalid: 'Thời gian làm bài phải từ 1 phút đến 24 giờ.',
  attemptsInvalid: 'Số lượt làm bài phải từ 1 đến 100.',
  gradingMethodInvalid: 'Cách tính điểm không hợp lệ.',
  reviewTimingInvalid: 'Thời điểm xem lại không hợp lệ.',
  flagInvalid: 'Giá trị phải là đúng hoặc sai.',
  lessonInvalid: 'Bài học không thuộc học phần này.',
  gradeCategoryInvalid: 'Nhóm điểm không thuộc học phần này.',
  slotsInvalid: 'Danh sách câu hỏi không hợp lệ.',
  tooManySlots: 'Một bài kiểm tra có tối đa 100 câu hỏi.',
  slotKindInvalid: 'Loại câu hỏi không hợp lệ.',
  pointsInvalid: 'Điểm mỗi câu phải từ 0 đến 100.',
  questionInvalid: 'Câu hỏi không có trong ngân hàng câu hỏi của học phần.',
  questionRepeated: 'Một câu hỏi chỉ được chọn một lần trong bài kiểm tra.',
  categoryInvalid: 'Nhóm câu hỏi không có trong ngân hàng câu hỏi của học phần.',
  networkingTypeInvalid: 'Dạng bài tập mạng không hợp lệ.',
  /** Random slots of a category beyond its live questions (less those fixed slots show). */
  notEnoughQuestions: (category: string, available: number, wanted: number) =>
    `Nhóm câu hỏi “${category}” chỉ có ${available} câu hỏi để rút ngẫu nhiên, không đủ cho ${wanted} câu.`,
  /** The bank: a category a quiz draws from is kept. */
  categoryUsed: (quiz: string) => `Nhóm câu hỏi đang được dùng trong bài kiểm tra “${quiz}” nên không thể xoá.`,
  hasAttempts: 'Bài kiểm tra đã có sinh viên làm bài nên không thể xoá.',
  deleted: 'Đã xoá bài kiểm tra.',
  studentInvalid: 'Sinh viên không thuộc lớp của học phần này.',
  allowanceNotFound: 'Sinh viên này chưa được cộng thêm thời gian hay lượt làm bài.',
  allowanceRemoved: 'Đã bỏ phần cộng thêm của sinh viên.',
  extraTimeInvalid: 'Thời gian cộng thêm phải từ 0 đến 24 giờ.',
  extraAttemptsInvalid: 'Số lượt cộng thêm phải từ 0 đến 100.',
} as const;

/* ---------- Results, statistics and regrades (decision 030, "Results") ---------- */
export const QUIZ_RESULTS_MESSAGES = {
  sortInvalid: 'Cột sắp xếp không hợp lệ.',
  questionRequired: 'Vui lòng chọn câu hỏi cần chấm lại.',
  questionNotInQuiz: 'Câu hỏi này không có trong lượt làm nào của bài kiểm tra.',
  nothingToRegrade: 'Mọi lượt làm đã nộp của câu hỏi này đã được chấm theo phiên bản mới nhất.',
} as const;
