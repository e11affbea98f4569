import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { indLabels, industries, languages, mediums, sites } from '../schema.js';
import { MEDIUM_CATALOGUE } from 'shared/contract';
import { IND_LABELS, INDUSTRIES, LANGUAGES, SITES } from './reference-data.js';

/** Brings the reference lists in line with the code on every start; rows are updated in place, never removed (feeds and posts refer to them). */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(industries)
      .values(INDUSTRIES)
      .onConflictDoUpdate({ target: industries.id, set: { industry: sql`excluded.industry` } });
    await tx
      .insert(languages)
      .values(LANGUAGES.map((l, position) => ({ ...l, position })))
      .onConflictDoUpdate({ target: languages.langAbbr, set: { name: sql`excluded.name`, position: sql`excluded.position` } });
    await tx
      .insert(mediums)
      .values(MEDIUM_CATALOGUE.map((m, position) => ({ ...m, position })))
      .onConflictDoUpdate({ target: mediums.medium, set: { section: sql`excluded.section`, position: sql`excluded.position` } });
    await tx
      .insert(sites)
      .values(SITES.map((s, position) => ({ ...s, position })))
      .onConflictDoUpdate({
        target: sites.site,
        set: {
          medium: sql`excluded.medium`,
          displayName: sql`excluded.display_name`,
          displayNameZh: sql`excluded.display_name_zh`,
          url: sql`excluded.url`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(indLabels)
      .values(IND_LABELS)
      .onConflictDoUpdate({ target: indLabels.labelId, set: { labelName: sql`excluded.label_name` } });
  });
}
