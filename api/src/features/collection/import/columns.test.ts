import { ingestPost } from 'shared/contract';
import { z } from 'zod';
import { COLUMNS, TYPED_COLUMNS } from './columns.js';

describe('CSV column types', () => {
  it('convert exactly the integer and boolean fields of the ingest contract', () => {
    const { properties } = z.toJSONSchema(ingestPost, { io: 'input' }) as { properties: Record<string, { type?: string }> };
    const ofType = (type: string) => COLUMNS.filter((c) => properties[c]?.type === type).sort();
    expect([...TYPED_COLUMNS.integer].sort()).toEqual(ofType('integer'));
    expect([...TYPED_COLUMNS.boolean].sort()).toEqual(ofType('boolean'));
  });
});
