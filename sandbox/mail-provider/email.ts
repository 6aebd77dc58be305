/**
 * An email as `POST /emails` takes it, checked as Resend checks it: `from`, `to` (an address or up to 50) and
 * `subject` are required, and `html` or `text` or both; `cc`, `bcc` and `reply_to` are optional addresses, `headers`
 * an object of string values. An address is `email@example.com` or `Name <email@example.com>`. A field missing or
 * wrong is a 422 `validation_error` whose message names it, in Resend's words. Fields the sandbox does not use
 * (`tags`, `attachments`, `scheduled_at`…) are accepted and dropped.
 */
import { invalid } from './http';

export interface Email {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
}

const maxRecipients = 50;

const addressFormat = 'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';
const bare = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const named = /^[^<>]*<([^<>]+)>$/;

/** The address inside `Name <a@b.c>` or `a@b.c`, lower-cased; null when it is neither. */
export function addressOf(value: string): string | null {
  const trimmed = value.trim();
  const inner = named.exec(trimmed)?.[1]?.trim() ?? trimmed;
  return bare.test(inner) ? inner.toLowerCase() : null;
}

const missing = (field: string) => invalid(`Missing \`${field}\` field.`);
const absent = (value: unknown) => value === undefined || value === null;

/** A list of addresses from a string or an array of strings, `required` or else empty when absent. */
function addresses(fields: Record<string, unknown>, field: string, required: boolean): string[] {
  const value = fields[field];
  if (absent(value) || (Array.isArray(value) && value.length === 0) || value === '') {
    if (required) throw missing(field);
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item): item is string => typeof item === 'string' && addressOf(item) !== null)) {
    throw invalid(`Invalid \`${field}\` field. ${addressFormat}`);
  }
  if (list.length > maxRecipients) throw invalid(`Invalid \`${field}\` field. A maximum of ${maxRecipients} recipients is allowed.`);
  return list.map((item) => item.trim());
}

function optionalText(fields: Record<string, unknown>, field: string): string | null {
  const value = fields[field];
  if (absent(value)) return null;
  if (typeof value !== 'string') throw invalid(`Invalid \`${field}\` field. It must be a string.`);
  return value;
}

function headersOf(value: unknown): Record<string, string> {
  if (absent(value)) return {};
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as object) : null;
  if (!entries || !entries.every(([name, v]) => typeof v === 'string' && !/[\r\n]/.test(v) && /^[!-9;-~]+$/.test(name))) {
    throw invalid('Invalid `headers` field. It must be an object of header names and one-line string values.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Checks one email (a JSON value) and returns it in the sandbox's shape, or throws the 422 Resend would. */
export function parseEmail(value: unknown): Email {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('The email must be a JSON object.');
  const fields = value as Record<string, unknown>;
  if (absent(fields.from) || fields.from === '') throw missing('from');
  if (typeof fields.from !== 'string' || addressOf(fields.from) === null) throw invalid(`Invalid \`from\` field. ${addressFormat}`);
  const to = addresses(fields, 'to', true);
  if (absent(fields.subject) || fields.subject === '') throw missing('subject');
  if (typeof fields.subject !== 'string') throw invalid('Invalid `subject` field. It must be a string.');
  const html = optionalText(fields, 'html');
  const text = optionalText(fields, 'text');
  if (!html && !text) throw invalid('Missing `html` or `text` field.');
  return {
    from: fields.from.trim(),
    to,
    cc: addresses(fields, 'cc', false),
    bcc: addresses(fields, 'bcc', false),
    reply_to: addresses(fields, 'reply_to', false),
    subject: fields.subject,
    text,
    html,
    headers: headersOf(fields.headers),
  };
}

const maxBatch = 100;

/** A `POST /emails/batch` body: 1 to 100 emails, all valid (Resend's default, strict mode), none with attachments. */
export function parseBatch(value: unknown): Email[] {
  if (!Array.isArray(value)) throw invalid('The request body must be an array of emails.');
  if (value.length === 0) throw invalid('The batch must contain at least one email.');
  if (value.length > maxBatch) throw invalid(`The batch can contain at most ${maxBatch} emails; it has ${value.length}.`);
  return value.map((item: unknown, index) => {
    try {
      const fields = item as Record<string, unknown> | null;
      if (!absent(fields?.attachments)) throw invalid('The `attachments` field is not supported in batch sending.');
      if (!absent(fields?.scheduled_at)) throw invalid('The `scheduled_at` field is not supported in batch sending.');
      return parseEmail(item);
    } catch (error) {
      if (error instanceof Error) error.message = `emails[${index}]: ${error.message}`;
      throw error;
    }
  });
}
