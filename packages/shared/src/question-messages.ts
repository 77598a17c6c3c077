import {
  PRACTICE_ANSWER_MAX_LENGTH,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_LIMITS as Q,
  TITLE_MAX_LENGTH,
} from './constants.js';

/**
 * The texts of the question bank, its imports and practice mode (the spec's language, as in
 * messages.ts): constants only.
 */

/** The question bank's texts: the model (schemas/questions) and the answers a student sends. */
export const QUESTION_MESSAGES = {
  typeInvalid: 'Loại câu hỏi không hợp lệ.',
  titleTooLong: `Tên câu hỏi tối đa ${TITLE_MAX_LENGTH} ký tự.`,
  textRequired: 'Vui lòng nhập nội dung câu hỏi.',
  textTooLong: `Nội dung câu hỏi tối đa ${Q.text} ký tự.`,
  feedbackTooLong: `Phản hồi tối đa ${Q.feedback} ký tự.`,
  pointsInvalid: `Điểm mặc định phải từ 0 đến ${Q.maxPoints}.`,
  optionRequired: 'Vui lòng nhập nội dung phương án.',
  optionTooLong: `Mỗi phương án tối đa ${Q.option} ký tự.`,
  optionsCount: `Câu hỏi cần từ ${Q.minParts} đến ${Q.maxParts} phương án.`,
  fractionInvalid: 'Tỉ lệ điểm phải từ 0 đến 100%.',
  singleNeedsFull: 'Cần ít nhất một phương án được 100% điểm.',
  multipleNeedsCorrect: 'Cần ít nhất một phương án đúng.',
  partIdInvalid: 'Mã phương án không hợp lệ.',
  partIdsDuplicate: 'Mã phương án bị trùng.',
  answerRequired: 'Vui lòng nhập đáp án.',
  answerTooLong: `Mỗi đáp án tối đa ${Q.answer} ký tự.`,
  answersCount: `Câu hỏi cần từ 1 đến ${Q.maxParts} đáp án.`,
  answersNeedFull: 'Cần ít nhất một đáp án được 100% điểm.',
  numberInvalid: 'Giá trị phải là một số.',
  toleranceInvalid: 'Sai số phải là một số không âm.',
  pairsCount: `Câu ghép cặp cần từ ${Q.minParts} đến ${Q.maxParts} cặp.`,
  distractorsCount: `Câu ghép cặp có tối đa ${Q.maxDistractors} đáp án gây nhiễu.`,
  itemsCount: `Câu sắp xếp cần từ ${Q.minParts} đến ${Q.maxParts} mục.`,
  answerInvalid: 'Câu trả lời không hợp lệ.',
} as const;

/** The question bank of a course: its categories, questions, import and export (docs/decisions/028). */
export const QUESTION_BANK_MESSAGES = {
  categoryNotFound: 'Không tìm thấy nhóm câu hỏi.',
  categoryNameRequired: 'Vui lòng nhập tên nhóm câu hỏi.',
  categoryNameTooLong: `Tên nhóm câu hỏi tối đa ${TITLE_MAX_LENGTH} ký tự.`,
  categoryNameTaken: 'Học phần đã có nhóm câu hỏi với tên này.',
  categoryNotEmpty: 'Nhóm câu hỏi còn câu hỏi: hãy chuyển hoặc xóa chúng trước.',
  categoryDeleted: 'Đã xóa nhóm câu hỏi.',
  questionNotFound: 'Không tìm thấy câu hỏi.',
  questionDeleted: 'Đã xóa câu hỏi.',
  typeInvalid: 'Loại câu hỏi không hợp lệ.',
  searchTooLong: 'Từ khóa tìm kiếm quá dài.',
  formatInvalid: 'Định dạng tệp nhập không hợp lệ (GIFT, Aiken hoặc Moodle XML).',
  formatUnknown: 'Không nhận ra định dạng từ tên tệp: hãy chọn GIFT, Aiken hoặc Moodle XML.',
  fileNameInvalid: 'Tên tệp không hợp lệ.',
  fileRequired: 'Vui lòng chọn tệp câu hỏi.',
  fileTooLarge: `Tệp câu hỏi tối đa ${QUESTION_IMPORT_MAX_BYTES / 1024 ** 2} MB.`,
  fileNotText: 'Tệp không phải văn bản (GIFT, Aiken hoặc Moodle XML).',
  nothingToImport: 'Tệp không có câu hỏi hợp lệ nào để nhập.',
  imageNotInCourse: 'Câu hỏi dùng ảnh không có trong học phần này: hãy tải ảnh lên từ trình soạn câu hỏi.',
  previewTooLarge: 'Câu hỏi quá dài để xem trước.',
} as const;

/** Per-question and per-file errors of a GIFT, Aiken or Moodle XML import. */
export const QUESTION_IMPORT_MESSAGES = {
  fileTooLarge: 'Tệp nhập quá lớn.',
  xmlInvalid: 'Tệp XML không hợp lệ.',
  notMoodleXml: 'Tệp không phải định dạng Moodle XML (thiếu thẻ <quiz>).',
  noQuestions: 'Không tìm thấy câu hỏi nào trong tệp.',
  essayUnsupported: 'Câu hỏi tự luận chưa được hỗ trợ: hãy tạo trực tiếp trong ngân hàng câu hỏi.',
  /** Followed by the type's name in the file. */
  typeUnsupported: 'Loại câu hỏi chưa được hỗ trợ:',
  descriptionUnsupported: 'Mục mô tả (không phải câu hỏi) được bỏ qua.',
  giftNoAnswers: 'Thiếu phần đáp án trong dấu ngoặc { }.',
  giftUnclosed: 'Thiếu dấu } đóng phần đáp án.',
  giftMixedAnswers: 'Phần đáp án trộn lẫn nhiều loại câu hỏi.',
  giftNumberInvalid: 'Đáp án số không hợp lệ.',
  giftMatchInvalid: 'Mỗi cặp ghép phải có dạng =câu hỏi -> đáp án.',
  aikenNoOptions: 'Câu hỏi Aiken cần ít nhất hai phương án dạng "A." hoặc "A)".',
  aikenNoAnswer: 'Thiếu dòng "ANSWER: X" sau các phương án.',
  aikenAnswerUnknown: 'Dòng ANSWER chỉ tới một phương án không có.',
  imageTooLarge: `Ảnh vượt quá ${QUESTION_IMAGE_MAX_BYTES / 1024 ** 2} MB, không được nhập.`,
  imageInvalid: 'Tệp đính kèm không phải ảnh jpg, jpeg, png, gif, webp mã hóa base64.',
  /** Export: GIFT has no ordering questions. */
  orderingNotInGift: 'Định dạng GIFT không có câu hỏi sắp xếp: câu này không được xuất.',
} as const;

/** Practice mode (docs/decisions/027). */
export const PRACTICE_MESSAGES = {
  typeInvalid: 'Loại câu hỏi không hợp lệ.',
  answersInvalid: 'Câu trả lời không hợp lệ.',
  answerTooLong: `Mỗi câu trả lời tối đa ${PRACTICE_ANSWER_MAX_LENGTH} ký tự.`,
  notFound: 'Không tìm thấy câu hỏi luyện tập.',
} as const;
