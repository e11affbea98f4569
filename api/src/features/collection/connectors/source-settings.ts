import type { MediumName } from 'shared/contract';
import type { z } from 'zod';
import { InputError } from '../../../errors.js';
import { truncateText } from '../text.js';

/** How a configured source is labelled on the posts it yields. */
export interface SourceSettings {
  site: string;
  medium: MediumName;
  /** Overrides the sub-community the connector would name itself. */
  channel?: string;
  /** Root URL of the instance or forum the payload came from. */
  baseUrl?: string;
}

// Enough issues to locate the problem without flooding logs when a whole array has the wrong shape.
const SHOWN_ISSUES = 3;

/** The payload read through `schema`, or an InputError naming the source and the first offending fields. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  throw new InputError(`Malformed ${what} payload: ${issues.join('; ')}`);
}

// Sources without thread titles (Mastodon, Bluesky) get the opening post's first line as the title.
const TITLE_LENGTH = 120;

/** A thread title made from the first non-blank line of the opening post's text. */
export function titleFromText(text: string): string {
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '');
  return truncateText(line ?? '', TITLE_LENGTH);
}

/** Epoch ms of an ISO 8601 timestamp, or an InputError naming the source when it is not a date. */
export function isoToMs(value: string, what: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new InputError(`Malformed ${what} payload: '${value}' is not a date`);
  return ms;
}
