import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { DomainEvents } from './infra/domain-events.js';
import { Outbox } from './infra/outbox.js';
import { MemoryWriteBudgets, PostgresWriteBudgets } from './infra/write-limit-stores.js';
import { WriteLimiter } from './lib/write-limits.js';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/passwords.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { MemoryFailureStore, PostgresFailureStore } from './modules/auth/login-throttle-store.js';
import { Authenticator } from './modules/auth/authenticator.js';
import { AuthService } from './modules/auth/service.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { SessionStore } from './modules/auth/sessions.js';
import { RevocationBarriers } from './modules/auth/revocation-barriers.js';
import { createTokenSigner, loadSigningKey, type TokenSigner } from './modules/auth/tokens.js';
import { CategoryService } from './modules/content/category-service.js';
import { CourseCopyService } from './modules/content/course-copy.js';
import { CourseService } from './modules/content/course-service.js';
import { LessonContent } from './modules/content/lesson-content.js';
import { LessonImageService } from './modules/content/lesson-images.js';
import { LessonService } from './modules/content/lesson-service.js';
import { FileDownloadService } from './modules/files/service.js';
import { OrderService } from './modules/content/order-service.js';
import { MaterialService } from './modules/materials/service.js';
import { UploadService } from './modules/materials/upload-service.js';
import { SearchService } from './modules/search/service.js';
import { AudienceService } from './modules/audience/service.js';
import { AnnouncementService } from './modules/announcements/service.js';
import { AssignmentService } from './modules/assignments/assignment-service.js';
import { ExtensionService } from './modules/assignments/extension-service.js';
import { GradeService } from './modules/assignments/grade-service.js';
import { GradeImport } from './modules/assignments/grade-import.js';
import { HandInList } from './modules/assignments/hand-in-list.js';
import { HandInZip } from './modules/assignments/hand-in-zip.js';
import { HandInUploadService } from './modules/assignments/hand-in-upload-service.js';
import { HandInService } from './modules/assignments/hand-in-service.js';
import { CaptureAnalysisService } from './modules/assignments/capture-analysis-service.js';
import { WorkerPool } from './infra/worker-pool.js';
import { GradeCategoryService } from './modules/gradebook/category-service.js';
import { GradebookService } from './modules/gradebook/gradebook-service.js';
import { MyGradesService } from './modules/gradebook/my-grades.js';
import { QuizRegradeService } from './modules/quizzes/authoring/regrade-service.js';
import { QuizResultService } from './modules/quizzes/results/result-service.js';
import { GradeOverrideService } from './modules/grading/override-service.js';
import { QuestionCategoryService } from './modules/question-bank/category-service.js';
import { QuestionImport } from './modules/question-bank/question-import.js';
import { QuestionService } from './modules/question-bank/question-service.js';
import { QuizAllowanceService } from './modules/quizzes/authoring/allowance-service.js';
import { QuizService } from './modules/quizzes/authoring/quiz-service.js';
import { QuizSlotService } from './modules/quizzes/authoring/slot-service.js';
import { ChatService } from './modules/chat/service.js';
import { CommentService } from './modules/comments/service.js';
import { NotificationService } from './modules/notifications/service.js';
import { NotificationMuteService } from './modules/notifications/mutes.js';
import { ReminderService } from './modules/reminders/service.js';
import { CalendarFeedService } from './modules/reminders/calendar-feed.js';
import { DeadlineLists } from './modules/deadlines/deadline-lists.js';
import { DeadlineReminderService } from './modules/deadlines/reminder-service.js';
import { PracticeService } from './modules/practice/service.js';
import { QuizAnswerService } from './modules/quizzes/attempts/attempt-answers.js';
import { QuizAttemptService } from './modules/quizzes/attempts/attempt-service.js';
import { CourseProgressService } from './modules/progress/course-progress-service.js';
import { ProgressReportService } from './modules/progress/report-service.js';
import { ProgressService } from './modules/progress/service.js';
import { JoinCodeService } from './modules/membership/join-codes.js';
import { MemberService } from './modules/membership/member-service.js';
import { RosterService } from './modules/membership/roster-service.js';
import { LessonPreviewService } from './modules/publication/preview.js';
import { PublicationService } from './modules/publication/service.js';
import { ProfileService } from './modules/users/profile-service.js';
import { UserService } from './modules/users/service.js';
import { Presence } from './realtime/presence/presence.js';
import type { FileStorage } from './storage/file-storage.js';
import { CountingStorage } from './infra/metrics.js';
import { LocalDiskStorage } from './storage/local-disk.js';
import { SignedLinks } from './storage/signed-links.js';

/** Every service, built once per app and shared by routes, realtime and the seed. */
export interface Services {
  events: DomainEvents;
  /** Events that must survive a crash: written with their change, delivered after its commit (docs/decisions/015). */
  outbox: Outbox;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  sessions: SessionStore;
  /** Verified tokens and their live sessions; trusted while the revocation listener runs (app.ts). */
  sessionCache: SessionCache;
  revocationBarriers: RevocationBarriers;
  authenticator: Authenticator;
  presence: Presence;
  /** Per-user budgets of chat messages, comments, notes… (docs/decisions/011-write-limits.md). */
  writeLimits: WriteLimiter;
  /** Failed-login counting (docs/decisions/008-login-limits.md). */
  loginThrottle: LoginThrottle;
  auth: AuthService;
  users: UserService;
  profile: ProfileService;
  links: SignedLinks;
  storage: FileStorage;
  categories: CategoryService;
  courses: CourseService;
  /** A course into another term, as drafts sharing its files (docs/decisions/021). */
  courseCopies: CourseCopyService;
  lessons: LessonService;
  lessonImages: LessonImageService;
  /** Lesson Markdown rendered for readers and for the editor's preview. */
  lessonContent: LessonContent;
  order: OrderService;
  /** Draft, scheduled, published (docs/decisions/015). */
  publication: PublicationService;
  lessonPreview: LessonPreviewService;
  materials: MaterialService;
  uploads: UploadService;
  downloads: FileDownloadService;
  search: SearchService;
  notifications: NotificationService;
  notificationMutes: NotificationMuteService;
  announcements: AnnouncementService;
  comments: CommentService;
  chat: ChatService;
  reminders: ReminderService;
  /** Secret calendar addresses (docs/decisions/026, "Deadlines"). */
  calendarFeeds: CalendarFeedService;
  /** Due items of the calendar, to-do and to-grade lists (docs/decisions/026, "Deadlines"). */
  deadlineLists: DeadlineLists;
  /** The 24-hour reminder job. */
  deadlineReminders: DeadlineReminderService;
  /** Practice mode's generated questions (docs/decisions/027). */
  practice: PracticeService;
  /** Quiz attempts: start, view, submit, the end job; saved answers and focus events (docs/decisions/030). */
  quizAttempts: QuizAttemptService;
  quizAnswers: QuizAnswerService;
  progress: ProgressService;
  courseProgress: CourseProgressService;
  progressReports: ProgressReportService;
  audience: AudienceService;
  /** A course's members (docs/decisions/023). */
  members: MemberService;
  rosters: RosterService;
  joinCodes: JoinCodeService;
  /** Assignments, extensions and hand-ins (docs/decisions/026). */
  assignments: AssignmentService;
  /** A course's question bank (docs/decisions/028). */
  questionCategories: QuestionCategoryService;
  questions: QuestionService;
  questionImport: QuestionImport;
  /** Quiz authoring (docs/decisions/030). */
  quizzes: QuizService;
  quizSlots: QuizSlotService;
  quizAllowances: QuizAllowanceService;
  extensions: ExtensionService;
  handIns: HandInService;
  /** Resumable hand-in uploads (docs/decisions/029). */
  handInUploads: HandInUploadService;
  handInList: HandInList;
  /** CPU-heavy work on worker threads (decision 047); closed with the app. */
  workers: WorkerPool;
  /** Captures handed in, analysed on the worker threads (docs/captures.md). */
  captureAnalyses: CaptureAnalysisService;
  grades: GradeService;
  handInZip: HandInZip;
  gradeImport: GradeImport;
  /** A course's gradebook, categories and overrides; a student's own grades (docs/decisions/026, "Gradebook"). */
  gradebook: GradebookService;
  gradeCategories: GradeCategoryService;
  gradeOverrides: GradeOverrideService;
  myGrades: MyGradesService;
  /** A quiz's results, statistics and regrades (docs/decisions/030, "Results"). */
  quizResults: QuizResultService;
  quizRegrades: QuizRegradeService;
}

/** Tokens outlive idle sessions; the session row decides. */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Download links live long enough for a lecture video to be watched and sought through
 * (every seek is a new Range request on the same link), and no longer.
 */
const DOWNLOAD_LINK_TTL_MS = 4 * 60 * 60 * 1000;
/** In a bucket that instances share, a staged object nobody here holds is taken as left behind after this long (a commit follows its upload at once). */
const ABANDONED_STAGED_MS = 60 * 60 * 1000;

/** The S3 backend is loaded only when used: the AWS SDK takes most of a second to import. */
async function createStorage(config: Config, links: SignedLinks): Promise<FileStorage> {
  if (config.storage.kind === 'local') return new LocalDiskStorage(config.filesDir, links, DOWNLOAD_LINK_TTL_MS);
  const { S3Storage } = await import('./storage/s3.js');
  return new S3Storage(config.storage.s3, { linkTtlMs: DOWNLOAD_LINK_TTL_MS, abandonedAfterMs: ABANDONED_STAGED_MS });
}

export async function createServices(db: Db, config: Config, log: FastifyBaseLogger): Promise<Services> {
  const events = new DomainEvents();
  const outbox = new Outbox(db, log);
  const passwords = createPasswordHasher(config.argon2);
  const signingKey = await loadSigningKey(db, config.jwtSecret);
  const tokens = createTokenSigner(signingKey, TOKEN_LIFETIME_MS);
  const sessionCache = new SessionCache(config.sessionCache);
  const revocationBarriers = new RevocationBarriers();
  const sessions = new SessionStore(db, outbox, config.sessionIdleMs, sessionCache, revocationBarriers);
  const presence = new Presence(config.presence);
  const limits = limitStores(db, config);
  const loginThrottle = new LoginThrottle(config.loginLimits, limits.loginFailures);
  const links = new SignedLinks(signingKey);
  const storage = new CountingStorage(await createStorage(config, links));
  const categories = new CategoryService(db, outbox);
  const materials = new MaterialService(db, storage, links, outbox, config.maxUploadBytes);
  const notifications = new NotificationService(db, events, outbox);
  const lessonImages = new LessonImageService(db, storage);
  const lessonContent = new LessonContent(lessonImages);
  const handIns = new HandInService(db, storage);
  const deadlineLists = new DeadlineLists(db);
  const reminders = new ReminderService(db, deadlineLists);
  const questions = new QuestionService(db, lessonImages);
  const quizzes = new QuizService(db);
  const workers = new WorkerPool(config.workers.threads);
  return {
    events,
    outbox,
    passwords,
    tokens,
    sessions,
    sessionCache,
    revocationBarriers,
    authenticator: new Authenticator(tokens, sessions, sessionCache),
    presence,
    writeLimits: new WriteLimiter(limits.writeBudgets),
    loginThrottle,
    auth: new AuthService(db, passwords, sessions, tokens, loginThrottle),
    users: new UserService(db, sessions, presence, storage),
    profile: new ProfileService(db, passwords, sessions),
    links,
    storage,
    categories,
    courses: new CourseService(db, categories, storage, outbox),
    courseCopies: new CourseCopyService(db),
    lessons: new LessonService(db, storage, lessonContent, outbox),
    lessonImages,
    lessonContent,
    order: new OrderService(db, outbox),
    publication: new PublicationService(db),
    lessonPreview: new LessonPreviewService(db, materials, lessonContent),
    materials,
    uploads: new UploadService(db, storage, links, materials, { soleInstance: !config.databaseUrl }),
    downloads: new FileDownloadService(storage, links),
    search: new SearchService(db),
    notifications,
    notificationMutes: new NotificationMuteService(db),
    announcements: new AnnouncementService(db, storage, outbox, config.maxAttachmentBytes),
    comments: new CommentService(db, outbox),
    chat: new ChatService(db, outbox),
    reminders,
    calendarFeeds: new CalendarFeedService(db, reminders),
    deadlineLists,
    deadlineReminders: new DeadlineReminderService(db, notifications, outbox),
    practice: new PracticeService(db),
    quizAttempts: new QuizAttemptService(db, lessonImages, lessonContent),
    quizAnswers: new QuizAnswerService(db),
    progress: new ProgressService(db, outbox),
    courseProgress: new CourseProgressService(db),
    progressReports: new ProgressReportService(db),
    audience: new AudienceService(db, notifications, outbox),
    members: new MemberService(db, outbox),
    rosters: new RosterService(db),
    joinCodes: new JoinCodeService(db),
    assignments: new AssignmentService(db, storage, lessonContent, handIns),
    questionCategories: new QuestionCategoryService(db),
    questions,
    questionImport: new QuestionImport(db, questions, lessonImages),
    quizzes,
    quizSlots: new QuizSlotService(db, quizzes),
    quizAllowances: new QuizAllowanceService(db),
    extensions: new ExtensionService(db),
    handIns,
    handInUploads: new HandInUploadService(db, storage, handIns),
    workers,
    captureAnalyses: new CaptureAnalysisService(db, storage, workers, config.workers.captureTimeoutMs),
    handInList: new HandInList(db),
    grades: new GradeService(db, outbox, storage),
    handInZip: new HandInZip(db, storage),
    gradeImport: new GradeImport(db),
    gradebook: new GradebookService(db),
    gradeCategories: new GradeCategoryService(db),
    gradeOverrides: new GradeOverrideService(db),
    myGrades: new MyGradesService(db),
    quizResults: new QuizResultService(db),
    quizRegrades: new QuizRegradeService(db),
  };
}

/**
 * Where write budgets and failed-login counters live: the one rule for both. An app alone on
 * its embedded database keeps them in memory (it is the only instance: the data directory's
 * lock says so); with DATABASE_URL, instances may share the database, so they share these
 * too, in PostgreSQL (docs/decisions/011-write-limits.md, "Several instances").
 */
function limitStores(db: Db, config: Config) {
  return config.databaseUrl
    ? { writeBudgets: new PostgresWriteBudgets(db, config.writeLimits), loginFailures: new PostgresFailureStore(db) }
    : {
        writeBudgets: new MemoryWriteBudgets(config.writeLimits),
        loginFailures: new MemoryFailureStore(config.loginLimits.maxEntries),
      };
}
