import { freshProofFields, proofGiven } from './agreement-signature.js';
import { calendarDayInput } from './staff-api.js';
import { z } from './zod.js';

/**
 * Production and proofs (docs/production.md): a package's stage template, a project's stages,
 * its files with their versions, and the proofs the author comments on and approves.
 */

export const PROJECT_FILE_KINDS = ['manuscript', 'image', 'cover', 'interior', 'proof', 'other'] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number];

/** What may be uploaded to a project: manuscripts, images and PDFs, each checked by its bytes. */
export const PRODUCTION_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/rtf',
  'text/plain',
] as const;
/** A print-ready interior with images easily reaches hundreds of megabytes. */
export const PRODUCTION_MAX_BYTES = 500 * 1024 * 1024;

/** A proof is always a PDF, so the author can read it in the browser. */
export const PROOF_CONTENT_TYPE = 'application/pdf';
/** Correction rounds included in a package unless staff give another number. */
export const FREE_CORRECTION_ROUNDS = 2;
export const PROOF_REVIEW_DAYS = 14;

export const PROOF_STATUSES = ['waiting_author', 'changes_requested', 'approved', 'superseded'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

// ------------------------------------------------------------------------------------ templates

export const stageTemplateSchema = z.object({
  position: z.number(),
  name: z.string(),
  planned_days: z.number(),
});
export type StageTemplate = z.infer<typeof stageTemplateSchema>;

const stageName = z
  .string({ error: 'Name the stage' })
  .trim()
  .min(1, 'Name the stage')
  .max(120, 'At most 120 characters');

/** The whole template at once, in order: an admin edits it as one list. */
export const stageTemplatePutSchema = z.object({
  stages: z
    .array(
      z.object({
        name: stageName,
        planned_days: z
          .number({ error: 'Enter the planned days' })
          .int('Use whole days')
          .min(0, 'Must be 0 or more')
          .max(365, 'At most 365 days'),
      }),
    )
    .max(30, 'At most 30 stages'),
});
export type StageTemplatePut = z.input<typeof stageTemplatePutSchema>;

// ------------------------------------------------------------------------------------ stages

export const projectStageSchema = z.object({
  id: z.string(),
  position: z.number(),
  name: z.string(),
  planned_start: z.string().nullable(),
  planned_end: z.string().nullable(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  owner_email: z.string().nullable(),
  next_step: z.string().nullable(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;

/** Starts a project's stages from a package's template, planned from a first day. */
export const projectStagesStartSchema = z.object({
  service_id: z.string({ error: 'Choose a package' }).min(1, 'Choose a package').max(200),
  start_on: calendarDayInput,
});

const dayOrNull = calendarDayInput.nullable();

export const projectStageUpdateSchema = z
  .object({
    planned_start: dayOrNull,
    planned_end: dayOrNull,
    actual_start: dayOrNull,
    actual_end: dayOrNull,
    owner_id: z.uuid({ error: 'Choose a staff member' }).nullable(),
    next_step: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .nullable()
      .transform((value) => value || null),
  })
  .partial();
export type ProjectStageUpdate = z.input<typeof projectStageUpdateSchema>;

// ------------------------------------------------------------------------------------ files

export const fileVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  size_bytes: z.number(),
  sha256: z.string(),
  content_type: z.string(),
  uploaded_by_role: z.enum(['author', 'staff']),
  uploaded_by_email: z.string(),
  created_at: z.string(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

export const projectFileSchema = z.object({
  id: z.string(),
  kind: z.enum(PROJECT_FILE_KINDS),
  name: z.string(),
  /** Newest first. */
  versions: z.array(fileVersionSchema),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** Sent in the query string of an upload (the body is the file itself). */
export const fileUploadQuerySchema = z.object({
  kind: z.enum(PROJECT_FILE_KINDS, { error: 'Choose manuscript, image, cover, interior, proof or other' }),
});

// ------------------------------------------------------------------------------------ proofs

export const COMMENT_ANSWERS = ['done', 'not_possible'] as const;

export const proofCommentSchema = z.object({
  id: z.string(),
  proof_id: z.string(),
  page: z.number(),
  x: z.number(),
  y: z.number(),
  note: z.string(),
  text_change: z.string().nullable(),
  created_at: z.string(),
  answer_status: z.enum(COMMENT_ANSWERS).nullable(),
  answer_text: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_in_proof_id: z.string().nullable(),
});
export type ProofComment = z.infer<typeof proofCommentSchema>;

export const proofApprovalSchema = z.object({
  approver_email: z.string(),
  approved_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  proof_of_identity: z.string(),
  approved_sha256: z.string(),
});
export type ProofApproval = z.infer<typeof proofApprovalSchema>;

export const proofSchema = z.object({
  id: z.string(),
  version: z.number(),
  status: z.enum(PROOF_STATUSES),
  file_version_id: z.string(),
  file_name: z.string(),
  sha256: z.string(),
  sent_at: z.string(),
  due_at: z.string(),
  free_rounds_left: z.number(),
  /** The author asked for a round beyond the free ones: staff quote it before working on it. */
  extra_round_flagged_at: z.string().nullable(),
  changes_requested_at: z.string().nullable(),
  /** The comments made on this proof. */
  comments: z.array(proofCommentSchema),
  /** The earlier comments this version answers. */
  answers: z.array(proofCommentSchema),
  approval: proofApprovalSchema.nullable(),
});
export type Proof = z.infer<typeof proofSchema>;

export const productionSchema = z.object({
  project_id: z.string(),
  stages: z.array(projectStageSchema),
  files: z.array(projectFileSchema),
  /** Newest first. */
  proofs: z.array(proofSchema),
});
export type Production = z.infer<typeof productionSchema>;

const longText = (what: string) =>
  z
    .string({ error: `Write ${what}` })
    .trim()
    .min(1, `Write ${what}`)
    .max(4000, 'At most 4,000 characters');

/** A comment pinned to a spot on a page (x and y as fractions of the page's width and height). */
export const proofCommentCreateSchema = z.object({
  page: z.number({ error: 'Choose a page' }).int('Choose a page').min(1, 'Choose a page').max(100_000),
  x: z.number({ error: 'Click where the comment belongs' }).min(0).max(1),
  y: z.number({ error: 'Click where the comment belongs' }).min(0).max(1),
  note: longText('a note'),
  text_change: longText('the new text').nullish(),
});
export type ProofCommentCreate = z.input<typeof proofCommentCreateSchema>;

export const proofApproveSchema = z.object(freshProofFields).refine(...proofGiven);
export type ProofApprove = z.input<typeof proofApproveSchema>;

export const proofCommentAnswerSchema = z
  .object({
    status: z.enum(COMMENT_ANSWERS, { error: 'Choose done or not possible' }),
    text: z
      .string()
      .trim()
      .max(4000, 'At most 4,000 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((body) => body.status === 'done' || body.text !== null, {
    message: 'Say why it is not possible',
    path: ['text'],
  });
export type ProofCommentAnswer = z.input<typeof proofCommentAnswerSchema>;

/** Staff send a stored PDF version as the next proof. */
export const proofSendSchema = z.object({
  file_version_id: z.uuid({ error: 'Choose the PDF to send' }),
  /** Default: PROOF_REVIEW_DAYS from today. */
  due_on: calendarDayInput.nullish(),
  /** Default: the free rounds the previous proof left, or FREE_CORRECTION_ROUNDS for the first. */
  free_rounds_left: z.number().int('Use a whole number').min(0, 'Must be 0 or more').max(20).nullish(),
});
export type ProofSend = z.input<typeof proofSendSchema>;

export const proofVerifySchema = z.object({
  matches: z.boolean(),
  sha256: z.string(),
  message: z.string(),
});
export type ProofVerify = z.infer<typeof proofVerifySchema>;

// ------------------------------------------------------------------------------------ staff queues

/** The project a queue row belongs to, named as staff know it. */
const queueProjectFields = {
  project_id: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  service: z.string(),
  book_title: z.string().nullable(),
};

export const proofWaitingSchema = z.object({
  ...queueProjectFields,
  proof_id: z.string(),
  version: z.number(),
  sent_at: z.string(),
  due_at: z.string(),
  /** Whole days until the due date, counted up (negative once it has passed). */
  days_left: z.number(),
});
export type ProofWaiting = z.infer<typeof proofWaitingSchema>;

export const correctionsWaitingSchema = z.object({
  ...queueProjectFields,
  proof_id: z.string(),
  version: z.number(),
  changes_requested_at: z.string(),
  /** Comments staff have not answered yet. */
  open_comments: z.number(),
  extra_round_flagged_at: z.string().nullable(),
});
export type CorrectionsWaiting = z.infer<typeof correctionsWaitingSchema>;

export const overdueStageSchema = z.object({
  ...queueProjectFields,
  stage_id: z.string(),
  name: z.string(),
  planned_end: z.string(),
  owner_email: z.string().nullable(),
  /** Whole days since the planned end. */
  days_late: z.number(),
});
export type OverdueStage = z.infer<typeof overdueStageSchema>;

export const PRODUCTION_QUEUES = ['proofs', 'corrections', 'stages'] as const;
export type ProductionQueue = (typeof PRODUCTION_QUEUES)[number];

/** What production waits on: the author's review, staff's corrections, stages past their planned end. */
export const productionQueuesSchema = z.object({
  /** Soonest due first. */
  proofs_waiting: z.array(proofWaitingSchema),
  /** Longest waiting first. */
  corrections_waiting: z.array(correctionsWaitingSchema),
  /** Longest overdue first. */
  overdue_stages: z.array(overdueStageSchema),
});
export type ProductionQueues = z.infer<typeof productionQueuesSchema>;

/** A staff member who can own a stage (GET /api/staff/production/owners). */
export const stageOwnerSchema = z.object({
  id: z.string(),
  /** Their full name, else their email. */
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'support']),
});
export type StageOwner = z.infer<typeof stageOwnerSchema>;
