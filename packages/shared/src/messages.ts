import {
  FILE_NAME_MAX_LENGTH,
  LESSON_CONTENT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_LIMITS,
} from './constants.js';

/**
 * Every text the shared schemas and the server answer with (the spec's Vietnamese, docs/product/messages.md#validation and
 * docs/product/api.md#calls), by area. Constants only: importing a text does not pull in the schemas (the web app's
 * first screen loads none it does not use).
 */

export const ANNOUNCEMENT_MESSAGES = {
  /** English locale: 'Please enter the announcement content' (code ANNOUNCEMENT_CONTENT_REQUIRED). */
  contentRequired: 'Vui lòng nhập nội dung thông báo',
  tooLong: `Nội dung thông báo tối đa ${TEXT_LIMITS.announcement} ký tự.`,
  notFound: 'Không tìm thấy thông báo.',
  deleted: 'Đã xóa thông báo.',
  courseInvalid: 'Học phần không hợp lệ.',
  courseNotFound: 'Không tìm thấy học phần.',
  wrongType:
    'Loại tệp đính kèm không hợp lệ. Cho phép: pdf, doc, docx, ppt, pptx, xls, xlsx, jpg, jpeg, png, mp4, zip, txt, pka, pkt',
  contentMismatch: 'Nội dung tệp đính kèm không khớp với loại file.',
  emptyFile: 'Tệp đính kèm trống.',
  oneFile: 'Mỗi thông báo chỉ đính kèm được một tệp.',
  badForm: 'Dữ liệu biểu mẫu không hợp lệ.',
} as const;

export const ASSIGNMENT_MESSAGES = {
  notFound: 'Không tìm thấy bài tập.',
  titleRequired: 'Vui lòng nhập tên bài tập.',
  instructionsTooLong: 'Hướng dẫn quá dài.',
  lessonInvalid: 'Bài học không thuộc học phần này.',
  categoryInvalid: 'Nhóm điểm không thuộc học phần này.',
  typesRequired: 'Vui lòng chọn ít nhất một loại tệp được nộp.',
  typeInvalid: 'Loại tệp không hợp lệ.',
  maxFileSizeInvalid: 'Dung lượng tối đa mỗi tệp phải từ 1 đến 200 MB.',
  dueRequired: 'Vui lòng chọn hạn nộp.',
  dateInvalid: 'Ngày giờ không hợp lệ.',
  acceptsUntilBeforeDue: 'Hạn nhận bài muộn không được trước hạn nộp.',
  maxPointsInvalid: 'Điểm tối đa phải từ 0 đến 1000.',
  criterionRequired: 'Vui lòng nhập tên tiêu chí.',
  levelRequired: 'Vui lòng nhập tên mức.',
  pointsInvalid: 'Điểm của mức phải từ 0 đến 1000.',
  rubricTooLarge: 'Tối đa 20 tiêu chí, mỗi tiêu chí từ 1 đến 10 mức.',
  rubricOverMax: 'Tổng điểm cao nhất của các tiêu chí vượt quá điểm tối đa.',
  hasHandIns: 'Bài tập đã có bài nộp, không thể xóa.',
  deleted: 'Đã xóa bài tập.',
  fileNotFound: 'Không tìm thấy tệp đính kèm.',
  studentInvalid: 'Không tìm thấy sinh viên.',
  extensionRemoved: 'Đã bỏ gia hạn.',
  /** HAND_IN_CLOSED: past the accepted-until date (or the student's extension). */
  closed: 'Đã hết hạn nhận bài.',
  filesRequired: 'Vui lòng chọn ít nhất một tệp.',
  tooManyFiles: 'Mỗi lần nộp tối đa 10 tệp.',
  badForm: 'Biểu mẫu nộp bài không hợp lệ.',
  wrongType: 'Loại tệp này không được nộp cho bài tập này.',
  contentMismatch: 'Nội dung tệp không khớp với loại file.',
  emptyFile: 'Tệp rỗng.',
  onlyStudents: 'Chỉ sinh viên mới nộp bài.',
  busy: 'Một lần nộp khác đang được ghi, vui lòng thử lại.',
} as const;

export const HAND_IN_UPLOAD_MESSAGES = {
  nameRequired: 'Vui lòng cho biết tên tệp.',
  sizeInvalid: 'Kích thước tệp không hợp lệ.',
  notFound: 'Không tìm thấy tệp đang tải lên.',
  duplicate: 'Một tệp được chọn hai lần.',
  /** HAND_IN_UPLOADS_LIMIT */
  tooMany: 'Bạn có quá nhiều tệp đang tải lên dở cho bài tập này. Hãy nộp hoặc hủy bớt.',
  /** UPLOAD_OFFSET_MISMATCH: the piece does not start where the received bytes end. */
  offsetMismatch: 'Phần tệp gửi lên không tiếp nối phần đã nhận. Hãy hỏi lại vị trí đã nhận rồi gửi tiếp.',
  rangeRequired: 'Thiếu hoặc sai tiêu đề Content-Range (bytes đầu-cuối/tổng).',
  /** 416: outside the declared size. */
  rangeInvalid: 'Phần tệp nằm ngoài kích thước đã khai báo.',
  /** UPLOAD_BUSY */
  busy: 'Tệp này đang được gửi trong một kết nối khác.',
  /** UPLOAD_INCOMPLETE */
  incomplete: 'Tệp chưa được tải lên đủ.',
  pieceIncomplete: 'Phần tệp gửi lên bị ngắt giữa chừng; hãy gửi tiếp từ vị trí đã nhận.',
  cancelled: 'Đã hủy tệp đang tải lên.',
} as const;

export const GRADE_MESSAGES = {
  pointsInvalid: 'Điểm phải từ 0 đến điểm tối đa của bài tập.',
  pointsStep: 'Điểm lấy tối đa hai chữ số thập phân.',
  pointsRequired: 'Vui lòng nhập điểm hoặc chọn mức cho các tiêu chí.',
  levelInvalid: 'Mức đã chọn không có trong tiêu chí.',
  levelsInvalid: 'Số tiêu chí không khớp với rubric của bài tập.',
  commentTooLong: 'Nhận xét quá dài.',
  returnedInvalid: 'Giá trị trả lại để nộp lại không hợp lệ.',
  reasonTooLong: 'Lý do tối đa 500 ký tự.',
  /** GRADE_REASON_REQUIRED: a released grade is changed only with a reason. */
  reasonRequired: 'Điểm đã công bố: vui lòng nhập lý do thay đổi.',
  /** GRADES_RELEASED: released already. */
  alreadyReleased: 'Điểm của bài tập này đã được công bố.',
  /** A feedback file goes with a grade: give the grade first. */
  gradeNotFound: 'Sinh viên này chưa có điểm: hãy chấm điểm trước khi đính kèm tệp nhận xét.',
  feedbackNotFound: 'Điểm này không có tệp nhận xét.',
  importEmpty: 'Tệp không có dòng điểm nào.',
  importTooLong: 'Mỗi lần nhập tối đa 5000 dòng.',
  /** GRADES_RELEASED on an import: a released grade changes one by one, with a reason. */
  importReleased: 'Điểm đã công bố: hãy sửa từng điểm kèm lý do thay vì nhập tệp.',
  rowIdInvalid: 'Mã sinh viên không hợp lệ.',
  rowUnknown: 'Không có sinh viên với mã này.',
  rowNotInClass: 'Sinh viên không thuộc lớp của bài tập này.',
  rowPointsInvalid: 'Điểm phải là số từ 0 đến điểm tối đa, tối đa hai chữ số thập phân.',
  rowCommentInvalid: 'Nhận xét quá dài hoặc chứa ký tự không hợp lệ.',
  rowDuplicate: 'Mã sinh viên bị trùng với một dòng phía trên.',
} as const;

/** The gradebook (docs/decisions/026, "Gradebook"). */
export const GRADEBOOK_MESSAGES = {
  categoryNameRequired: 'Vui lòng nhập tên nhóm điểm.',
  categoryNameTooLong: 'Tên nhóm điểm tối đa 100 ký tự.',
  weightInvalid: 'Trọng số là số từ 0 đến 100, tối đa hai chữ số thập phân.',
  weightsOver: 'Tổng trọng số các nhóm điểm không được vượt quá 100%.',
  categoriesTooMany: 'Mỗi học phần tối đa 20 nhóm điểm.',
  categoryInvalid: 'Nhóm điểm không thuộc học phần này.',
  categoryDuplicate: 'Tên nhóm điểm bị trùng.',
  sortInvalid: 'Cột sắp xếp không hợp lệ.',
  itemNotFound: 'Không tìm thấy mục chấm điểm.',
  pointsInvalid: 'Điểm phải từ 0 đến điểm tối đa của mục, tối đa hai chữ số thập phân.',
  reasonRequired: 'Vui lòng nhập lý do.',
  reasonTooLong: 'Lý do tối đa 500 ký tự.',
  overrideNotFound: 'Ô điểm này không có điểm ghi đè.',
  studentNotInClass: 'Sinh viên không thuộc lớp của học phần này.',
} as const;

export const AUDIENCE_MESSAGES = {
  lessonInvalid: 'Không tìm thấy bài học hoặc bài học không hợp lệ.',
  materialInvalid: 'Không tìm thấy tài liệu.',
  alreadyReminded: 'Hôm nay đã gửi nhắc nhở cho mục này. Bạn có thể gửi lại vào ngày mai.',
  nobodyToRemind: 'Không còn sinh viên nào cần nhắc.',
} as const;

export const CHAT_MESSAGES = {
  contentRequired: 'Vui lòng nhập nội dung tin nhắn.',
  tooLong: `Tin nhắn tối đa ${TEXT_LIMITS.chatMessage} ký tự.`,
  notFound: 'Không tìm thấy tin nhắn.',
  deleted: 'Đã xóa tin nhắn.',
  roomNotFound: 'Không tìm thấy phòng trò chuyện.',
  courseRequired: 'Vui lòng chọn học phần.',
  courseInvalid: 'Học phần không hợp lệ.',
  courseNotFound: 'Không tìm thấy học phần.',
  notCourseStudent: 'Chỉ sinh viên của học phần mới gửi câu hỏi riêng cho giảng viên.',
  readMarkerInvalid: 'Tin nhắn đã đọc không hợp lệ.',
} as const;

export const COMMENT_MESSAGES = {
  contentRequired: 'Vui lòng nhập nội dung bình luận.',
  tooLong: `Bình luận tối đa ${TEXT_LIMITS.comment} ký tự.`,
  lessonInvalid: 'Không tìm thấy bài học hoặc bài học không hợp lệ.',
  parentInvalid: 'Bình luận được trả lời không thuộc bài học này.',
  parentDeleted: 'Bình luận được trả lời đã bị xóa.',
  notFound: 'Không tìm thấy bình luận.',
  deleted: 'Đã xóa bình luận.',
} as const;

/** Signed file links (uploads and downloads): LINK_INVALID, LINK_EXPIRED, RANGE_NOT_SATISFIABLE. */
export const LINK_MESSAGES = {
  invalid: 'Liên kết không hợp lệ.',
  expired: 'Liên kết đã hết hạn, vui lòng tải lại trang.',
  rangeNotSatisfiable: 'Khoảng byte yêu cầu không hợp lệ.',
} as const;

export const CONTENT_MESSAGES = {
  categoryNameRequired: 'Tên danh mục không được để trống.',
  categoryInvalid: 'Danh mục không hợp lệ!',
  courseRequired: 'ID, tên học phần và giáo viên không được để trống.',
  courseIdInvalid: 'ID học phần phải là số nguyên dương.',
  courseInvalid: 'Không tìm thấy học phần.',
  teacherInvalid: 'Giáo viên không hợp lệ.',
  startDateInvalid: 'Ngày bắt đầu không hợp lệ.',
  endDateInvalid: 'Ngày kết thúc không hợp lệ.',
  endBeforeStart: 'Ngày kết thúc không được trước ngày bắt đầu.',
  /** The add-course form's (docs/product/messages.md#validation: both dates required there); the API defaults a missing date. */
  datesRequired: 'Vui lòng chọn ngày bắt đầu và ngày kết thúc.',
  lessonRequired: 'Vui lòng điền đầy đủ tất cả các trường!',
  lessonOrderInvalid: 'Số thứ tự bài học phải là số không âm!',
  lessonInvalid: 'Không tìm thấy bài học hoặc bài học không hợp lệ.',
  lessonCreated: 'Tạo bài học thành công!',
  /** 409s of the delete rules (docs/product/rules.md#files) and of a course id in use. */
  categoryHasCourses: 'Không thể xóa danh mục còn học phần. Hãy xóa các học phần trước.',
  courseHasLessons: 'Không thể xóa học phần còn bài học. Hãy xóa các bài học trước.',
  courseHasAssignments: 'Không thể xóa học phần còn bài tập. Hãy xóa các bài tập trước.',
  lessonHasMaterials: 'Không thể xóa bài học còn tài liệu. Hãy xóa các tài liệu trước.',
  courseIdTaken: 'ID học phần này đã tồn tại.',
} as const;

export const ORDER_MESSAGES = {
  idsInvalid: 'Danh sách thứ tự không hợp lệ.',
  /** The list sent is not exactly the items there are now (one was added or deleted meanwhile). */
  idsMismatch: 'Danh sách đã thay đổi, vui lòng tải lại trang rồi sắp xếp lại.',
} as const;

export const MATERIAL_MESSAGES = {
  required: 'Vui lòng nhập tiêu đề, chọn file và chọn bài học',
  wrongType: 'Loại file không hợp lệ. Cho phép: video, pdf, word, ppt',
  contentMismatch: 'Nội dung tệp không khớp với loại file.',
  lessonInvalid: 'Không tìm thấy bài học hoặc bài học không hợp lệ.',
  sizeInvalid: 'Kích thước tệp không hợp lệ.',
  notFound: 'Không tìm thấy tài liệu.',
  /** UPLOAD_ALREADY_USED: a second PUT to the same upload link. */
  uploadAlreadyUsed: 'Liên kết tải lên này đã được dùng.',
  /** UPLOAD_INCOMPLETE: fewer bytes arrived than the material declared. */
  uploadIncomplete: 'Tệp tải lên không đầy đủ, vui lòng tải lại.',
} as const;

export const MEMBERSHIP_MESSAGES = {
  courseInvalid: 'Không tìm thấy học phần.',
  usersRequired: 'Vui lòng chọn ít nhất một người dùng.',
  tooManyUsers: 'Mỗi lần thêm tối đa 500 người.',
  roleInvalid: 'Vai trò thành viên không hợp lệ.',
  usersMissing: 'Không tìm thấy người dùng có ID: ',
  roleMismatch: 'Chỉ thêm được tài khoản sinh viên làm sinh viên và tài khoản giáo viên làm giáo viên. Không hợp lệ: ',
  notMember: 'Người này không phải thành viên của học phần.',
  leadingTeacher: 'Không thể xóa giáo viên phụ trách khỏi học phần.',
  rosterEmpty: 'Danh sách không có sinh viên nào.',
  rosterTooLong: 'Mỗi lần nhập tối đa 5000 dòng.',
  rosterFileEmpty: 'Tệp danh sách trống.',
  rosterFileTooLarge: 'Tệp danh sách tối đa 5 MB.',
  rosterFileUnreadable: 'Không đọc được tệp. Hãy dùng tệp CSV hoặc Excel (xlsx, xls).',
  rosterFileType: 'Tệp này không phải bảng tính danh sách lớp. Hãy chọn tệp CSV, Excel (xlsx, xls) hoặc ODS.',
  rowIdInvalid: 'Mã sinh viên không hợp lệ.',
  rowDuplicate: 'Mã sinh viên bị trùng với một dòng phía trên.',
  rowNotStudent: 'Mã này thuộc một tài khoản không phải sinh viên.',
  joinCodeRequired: 'Vui lòng nhập mã lớp.',
  joinCodeInvalid: 'Mã lớp gồm 8 chữ cái và chữ số.',
  joinCodeUnknown: 'Mã lớp không đúng hoặc đã bị tắt.',
  joinStudentsOnly: 'Chỉ sinh viên tham gia học phần bằng mã lớp.',
  accessInvalid: 'Quyền truy cập phải là "open" (mọi sinh viên) hoặc "members" (chỉ thành viên).',
} as const;

export const NOTIFICATION_MESSAGES = {
  contentRequired: 'Nội dung thông báo không được để trống.',
  tooLong: `Nội dung thông báo tối đa ${TEXT_LIMITS.notification} ký tự.`,
  notFound: 'Không tìm thấy thông báo.',
  sent: 'Đã gửi thông báo đến tất cả người dùng.',
  deleted: 'Đã xóa thông báo.',
  muteTypeInvalid: 'Loại thông báo không hợp lệ.',
  muteNotPerCourse: 'Loại thông báo này không tắt riêng cho một học phần được.',
  courseInvalid: 'Học phần không hợp lệ.',
  courseNotFound: 'Không tìm thấy học phần.',
  muteNotFound: 'Không tìm thấy thiết lập tắt thông báo.',
  tooManyMutes: 'Đã đạt số thiết lập tắt thông báo tối đa.',
} as const;

export const PROGRESS_MESSAGES = {
  /** 401 of the old client's progress update sent without a token (docs/product/messages.md#errors). */
  tokenMissing: 'Không tìm thấy token. Vui lòng đăng nhập lại.',
  /** A completion that cannot be recorded: unknown or still uploading material (docs/product/messages.md#errors). */
  completeFailed: 'Không thể đánh dấu tài liệu hoàn thành',
  /** 403 `PROGRESS_VIEW_MODE`: a teacher or admin asked to record progress. */
  viewMode: 'Giáo viên và quản trị viên đang xem ở chế độ xem: tiến độ và hoàn thành không được lưu.',
  studentIdInvalid: 'Mã sinh viên không hợp lệ.',
  studentNotFound: 'Không tìm thấy sinh viên.',
  lessonInvalid: 'Không tìm thấy bài học hoặc bài học không hợp lệ.',
  materialInvalid: 'Mã tài liệu không hợp lệ.',
  courseInvalid: 'Không tìm thấy học phần.',
  categoryInvalid: 'Danh mục không hợp lệ!',
} as const;

export const PUBLICATION_MESSAGES = {
  stateInvalid: 'Trạng thái xuất bản không hợp lệ.',
  publishAtRequired: 'Vui lòng chọn thời điểm xuất bản.',
  publishAtInvalid: 'Thời điểm xuất bản không hợp lệ.',
  publishAtPast: 'Thời điểm xuất bản phải ở tương lai.',
  alreadyPublished: 'Nội dung này đã được xuất bản.',
  lessonNotPublished: 'Hãy xuất bản bài học trước; khi đó các tài liệu nháp của bài được xuất bản cùng.',
  published: 'Đã xuất bản.',
  scheduled: 'Đã lên lịch xuất bản.',
  draft: 'Đã chuyển về bản nháp.',
} as const;

export const REMINDER_MESSAGES = {
  /** English locale: 'Please choose the date and enter a note' (code REMINDER_FIELDS_REQUIRED). */
  required: 'Vui lòng chọn ngày và nhập ghi chú',
  tooLong: `Ghi chú tối đa ${TEXT_LIMITS.note} ký tự.`,
  dateInvalid: 'Ngày không hợp lệ.',
  monthInvalid: 'Tháng phải là số nguyên từ 1 đến 12.',
  yearInvalid: 'Năm không hợp lệ.',
  studentInvalid: 'Mã người dùng không hợp lệ.',
  notFound: 'Không tìm thấy ghi chú.',
  deleted: 'Đã xóa ghi chú.',
  /** A calendar address that is malformed, replaced, turned off or never made. */
  feedNotFound: 'Không tìm thấy lịch. Liên kết có thể đã được thay bằng liên kết mới.',
} as const;

export const RICH_LESSON_MESSAGES = {
  contentRequired: 'Vui lòng nhập nội dung bài học.',
  contentTooLong: `Nội dung tối đa ${LESSON_CONTENT_MAX_LENGTH} ký tự.`,
  imageRequired: 'Vui lòng chọn một ảnh.',
  imageWrongType: 'Ảnh phải là tệp jpg, jpeg, png, webp hoặc gif.',
  imageMismatch: 'Nội dung tệp không phải là ảnh đúng loại.',
  imageEmpty: 'Tệp ảnh trống.',
  oneImage: 'Mỗi lần chỉ tải lên một ảnh.',
  badForm: 'Dữ liệu biểu mẫu không hợp lệ.',
} as const;

export const TEXT_MESSAGES = {
  /** TEXT_INVALID. */
  invalid: 'Nội dung chứa ký tự điều khiển hoặc ký tự ẩn không được phép.',
  wrongType: 'Nội dung phải là văn bản.',
  fileNameTooLong: `Tên tệp tối đa ${FILE_NAME_MAX_LENGTH} ký tự.`,
} as const;

/** The account forms' texts (docs/product/messages.md#create-user: id non-blank, name required; Edit user: name and status). */
export const USER_MESSAGES = {
  notFound: 'Không tìm thấy người dùng.',
  idRequired: 'Vui lòng nhập ID',
  idInvalid: 'ID phải là số nguyên dương.',
  idTooLarge: 'ID quá lớn.',
  nameRequired: 'Tên không được để trống.',
  nameTooLong: `Tên tối đa ${NAME_MAX_LENGTH} ký tự.`,
  statusRequired: 'Vui lòng chọn trạng thái',
} as const;

/** The spec's texts of the profile forms (docs/product/messages.md#email-update, Change password) and their codes. */
export const PROFILE_MESSAGES = {
  emailRequired: 'Vui lòng nhập email để cập nhật',
  emailInvalid: 'Email không hợp lệ.',
  emailTooLong: 'Email quá dài.',
  passwordFieldsRequired: 'Vui lòng nhập đầy đủ mật khẩu cũ, mật khẩu mới và xác nhận',
  passwordMismatch: 'Mật khẩu mới và xác nhận không khớp',
  passwordTooShort: `Mật khẩu mới phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự`,
  passwordWrongCurrent: 'Mật khẩu cũ không đúng',
  /** English locale: 'Please change your password before continuing…' (code PASSWORD_CHANGE_REQUIRED). */
  passwordChangeRequired: 'Bạn cần đổi mật khẩu trước khi tiếp tục: mật khẩu hiện tại do người khác đặt.',
} as const;
