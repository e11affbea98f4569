import type { FastifySchemaValidationError } from 'fastify';

const PLACE: Record<string, string> = { body: 'request body', querystring: 'query string', params: 'path', headers: 'headers' };

/**
 * One readable sentence from the schema issues of a request, naming each field. Messages the contract
 * wrote for a field (e.g. 'Password must be at least 6 characters') already name it and are kept as they are.
 */
export function validationMessage(issues: FastifySchemaValidationError[], context: string | undefined): string {
  const place = PLACE[context ?? 'body'] ?? 'request';
  const sentences = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is not valid';
    const missing = /received (undefined|null)$/.test(message);
    if (!field) return missing ? `The ${place} is missing` : `The ${place} is not valid: ${message}`;
    if (missing) return `${field} is required`;
    const leaf = field.split('.').pop() ?? field;
    return message.toLowerCase().includes(leaf.toLowerCase()) ? message : `${field}: ${message}`;
  });
  return [...new Set(sentences)].join('; ');
}
