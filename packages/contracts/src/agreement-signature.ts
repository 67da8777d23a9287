import { isSignedContract } from './contract-status.js';
import { normaliseStatus } from './invoice-status.js';
import { z } from './zod.js';

/**
 * In-app signatures of agreements: what the author, staff and the server agree on. The server
 * keeps one request per sending; its status moves sent → viewed → signed (→ completed after an
 * admin's countersignature), or ends declined, cancelled or expired.
 */
export const SIGNATURE_STATUSES = [
  'sent',
  'viewed',
  'signed',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** The consent shown beside the Sign button and stored with each signature, word for word. */
export const ESIGN_CONSENT_TEXT =
  'I agree to do business electronically and to sign this agreement with an electronic signature, ' +
  'which has the same legal effect as my handwritten signature (US ESIGN Act and UETA). I have read the ' +
  'whole document, I intend to sign it, and I understand that I will receive a copy of the signed ' +
  'document by email and in my dashboard. I may ask for a paper copy or withdraw this consent for ' +
  'future documents by contacting support.';

export const SIGNATURE_EXPIRY_DAYS = { min: 1, max: 90, default: 30 } as const;

interface SignatureFacts {
  status: string;
  expires_at: string | Date;
}

/** A request still waiting past its expiry reads expired, without anyone having to mark it. */
export function effectiveSignatureStatus(request: SignatureFacts, now: Date): SignatureStatus {
  const status = request.status as SignatureStatus;
  const waiting = status === 'sent' || status === 'viewed';
  return waiting && new Date(request.expires_at).getTime() <= now.getTime() ? 'expired' : status;
}

/** Why the author cannot sign (or decline) now, as the 409 message; null when they can. */
export function signRefusal(agreementStatus: string, request: SignatureFacts, now: Date): string | null {
  const agreement = normaliseStatus(agreementStatus);
  if (agreement === 'cancelled') return 'This agreement was cancelled: it can no longer be signed';
  if (agreement === 'expired') return 'This agreement has expired: it can no longer be signed';
  switch (effectiveSignatureStatus(request, now)) {
    case 'sent':
    case 'viewed':
      return isSignedContract(agreement) ? 'This agreement is already signed' : null;
    case 'signed':
    case 'completed':
      return 'This agreement is already signed';
    case 'declined':
      return 'This agreement was declined: staff will send a new version if needed';
    case 'cancelled':
      return 'This signature request was cancelled: it can no longer be signed';
    case 'expired':
      return 'This signature request has expired: ask the team to send it again';
  }
}

/** Why an admin cannot countersign now (409); null when the author's signature waits for it. */
export function countersignRefusal(request: SignatureFacts & { countersign_required: boolean }, now: Date) {
  const status = effectiveSignatureStatus(request, now);
  if (!request.countersign_required) return 'This agreement needs no countersignature';
  if (status === 'completed') return 'This agreement is already countersigned';
  if (status !== 'signed') return 'The author has not signed this agreement yet';
  return null;
}

/** The author has an in-app signature to give (the list already reads expiry into the status). */
export const isWaitingForSignature = (signature: { status: string } | null | undefined): boolean =>
  signature?.status === 'sent' || signature?.status === 'viewed';

/** A list row's signature (its status already read with the expiry) that is still live. */
export const hasLiveSignature = (signature: { status: string } | null | undefined): boolean =>
  ['sent', 'viewed', 'signed', 'completed'].includes(signature?.status ?? '');

/** A live request blocks a new sending; one that ended (declined, cancelled, expired) does not. */
export const isLiveSignature = (request: SignatureFacts, now: Date): boolean =>
  hasLiveSignature({ status: effectiveSignatureStatus(request, now) });

/**
 * Why staff cannot mark the agreement signed by hand (409), given its latest in-app signature (its
 * status read with the expiry); null when they can. Live and decided signatures belong to the
 * author; an expired or cancelled one leaves the agreement to be signed another way.
 */
export function handSigningRefusal(signature: { status: string } | null | undefined): string | null {
  switch (signature?.status) {
    case 'sent':
    case 'viewed':
      return 'This agreement is out for signature in the app: the author signs it there';
    case 'declined':
      return 'The author declined to sign this agreement in the app: send a new version for signature';
    case 'signed':
    case 'completed':
      return IN_APP_SIGNED;
    default:
      return null;
  }
}

const IN_APP_SIGNED =
  'This agreement was signed in the app: its status follows the signature and cannot be changed by hand';

/** Why staff cannot set the agreement's status from `from` to `to` by hand (409); null when they can. */
export function statusChangeRefusal(
  signature: { status: string } | null | undefined,
  from: string,
  to: string,
): string | null {
  if (normaliseStatus(from) === normaliseStatus(to)) return null;
  if (signature?.status === 'signed' || signature?.status === 'completed') return IN_APP_SIGNED;
  return isSignedContract(to) ? handSigningRefusal(signature) : null;
}

/** The agreement's PDF can be replaced until it is sent for an in-app signature that is still live. */
export const canReplaceAgreementDocument = (signature: { status: string } | null | undefined): boolean =>
  !hasLiveSignature(signature);

// --------------------------------------------------------------------------------- payloads

const instant = z.string();

export const signatureSendSchema = z.object({
  /** An admin countersigns after the author. */
  countersign: z.boolean({ error: 'Choose whether an admin countersigns' }).default(false),
  expires_in_days: z.coerce
    .number({ error: 'Give the number of days the author has to sign' })
    .int('Give a whole number of days')
    .min(SIGNATURE_EXPIRY_DAYS.min, `At least ${SIGNATURE_EXPIRY_DAYS.min} day`)
    .max(SIGNATURE_EXPIRY_DAYS.max, `At most ${SIGNATURE_EXPIRY_DAYS.max} days`)
    .default(SIGNATURE_EXPIRY_DAYS.default),
});
export type SignatureSend = z.input<typeof signatureSendSchema>;

/** A PNG drawn on the signing page, as a data URL: small enough to sit in a JSON body. */
export const DRAWN_SIGNATURE_MAX_CHARS = 200_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The fresh proof of identity: the password again, or the authenticator code for an account with
 * a second factor (the server knows which and refuses the other).
 */
export const freshProofFields = {
  password: z.string().max(1000).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
    .optional(),
};

type ProofFields = { password?: string | undefined; code?: string | undefined };
/** A request confirmed by a fresh proof carries one of the two (refine a schema with it). */
export const proofGiven: [(body: ProofFields) => boolean, { message: string; path: string[] }] = [
  (body) => Boolean(body.password) || Boolean(body.code),
  { message: 'Confirm with your password or authenticator code', path: ['password'] },
];

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/Budapest). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const signatureSignSchema = z
  .object({
    consent: z.literal(true, { error: 'Agree to sign electronically to continue' }),
    typed_name: z
      .string({ error: 'Type your full name' })
      .trim()
      .min(2, 'Type your full name')
      .max(200, 'At most 200 characters'),
    drawn_signature: z
      .string()
      .max(DRAWN_SIGNATURE_MAX_CHARS, 'The drawn signature is too large')
      .regex(PNG_DATA_URL, 'The drawn signature must be a PNG image')
      .nullish(),
    /** The signer's time zone, from the browser: the certificate prints the signature's time in it. */
    time_zone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').nullish(),
    ...freshProofFields,
  })
  .refine(...proofGiven);
export type SignatureSign = z.input<typeof signatureSignSchema>;

export const signatureDeclineSchema = z.object({
  reason: z
    .string({ error: 'Say why you decline' })
    .trim()
    .min(3, 'Say why you decline')
    .max(2000, 'At most 2,000 characters'),
});

export const signatureEventSchema = z.object({
  event: z.string(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: instant,
});

export const signatureRequestSchema = z.object({
  id: z.string(),
  agreement_id: z.string(),
  title: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  countersign_required: z.boolean(),
  signer_email: z.string(),
  sent_at: instant,
  expires_at: instant,
  viewed_at: instant.nullable(),
  signer_name: z.string().nullable(),
  signed_at: instant.nullable(),
  declined_at: instant.nullable(),
  decline_reason: z.string().nullable(),
  countersigner_name: z.string().nullable(),
  countersigned_at: instant.nullable(),
  original_sha256: z.string(),
  signed_sha256: z.string().nullable(),
  completed_sha256: z.string().nullable(),
  /** Where the parties download the PDF to read and the sealed copy (the latest seal). */
  document_url: z.string(),
  sealed_url: z.string().nullable(),
  /** Whether the signer confirms with an authenticator code instead of the password. */
  proof: z.enum(['password', 'code']).optional(),
  events: z.array(signatureEventSchema).optional(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

export const signatureVerifySchema = z.object({
  matches: z.boolean(),
  /** Which stored file it is: the original as sent, signed by the author, or countersigned. */
  which: z.enum(['original', 'signed', 'completed']).nullable(),
  sha256: z.string(),
  message: z.string(),
});
export type SignatureVerify = z.infer<typeof signatureVerifySchema>;
