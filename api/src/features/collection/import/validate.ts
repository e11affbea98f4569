import { ingestPost, type IngestPost } from 'shared/contract';
import type { z } from 'zod';
import { isColumn, timestamp } from './columns.js';

/** A post read from a JSON line: an object whose unix_timestamp may be an ISO 8601 string, with no unknown fields. */
export function jsonPost(value: unknown): { value: Record<string, unknown> } | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'the line is not a JSON object' };
  const post = { ...(value as Record<string, unknown>) };
  // The schema would drop unknown fields without a word; a misspelt field name must not lose data silently.
  const unknown = Object.keys(post).filter((k) => !isColumn(k));
  if (unknown.length > 0) return { error: `unknown field ${unknown.map((k) => `"${k}"`).join(', ')}` };
  if (typeof post.unix_timestamp === 'string') {
    const cell = timestamp(post.unix_timestamp);
    if ('error' in cell) return { error: `unix_timestamp: ${cell.error}` };
    post.unix_timestamp = cell.value;
  }
  return { value: post };
}

/** The post checked against the ingest contract, or every problem with it, each led by the field it concerns. */
export function validatePost(value: Record<string, unknown>): { post: IngestPost } | { error: string } {
  const parsed = ingestPost.safeParse(value);
  if (parsed.success) return { post: parsed.data };
  return { error: parsed.error.issues.map((issue) => describeIssue(issue, value)).join('; ') };
}

function describeIssue(issue: z.core.$ZodIssue, value: Record<string, unknown>): string {
  const field = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && issue.path.length === 1 && value[String(issue.path[0])] === undefined;
  return `${field}: ${missing ? 'Required' : issue.message}`;
}
