import { asc } from 'drizzle-orm';
import { api, type MediumName } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { indLabels, industries, languages, mediums, sites } from '../../db/schema.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/** Reference lists: the same for every logged-in user, read from the tables the seed keeps current. */
export function miscRoutes({ db, config }: AppContext) {
  const mediumList = () =>
    db
      .select({ medium: mediums.medium, section: mediums.section })
      .from(mediums)
      .orderBy(asc(mediums.position))
      .then((rows) => rows.map((r) => ({ medium: r.medium as MediumName, section: r.section as 'social' | 'other' })));
  const siteList = () =>
    db
      .select({ site: sites.site, medium: sites.medium, display_name: sites.displayName, display_name_zh: sites.displayNameZh, url: sites.url })
      .from(sites)
      .orderBy(asc(sites.position))
      .then((rows) => rows.map((r) => ({ ...r, medium: r.medium as MediumName })));

  return [
    defineRoute(api.misc.industries, async () => success(await db.select({ id: industries.id, industry: industries.industry }).from(industries).orderBy(asc(industries.id)))),
    defineRoute(api.misc.langs, async () =>
      success(await db.select({ lang_abbr: languages.langAbbr, name: languages.name }).from(languages).orderBy(asc(languages.position))),
    ),
    defineRoute(api.misc.mediums, async () => success(await mediumList())),
    defineRoute(api.misc.sites, async () => success(await siteList())),
    defineRoute(api.misc.medsites, async () => {
      const [media, known] = await Promise.all([mediumList(), siteList()]);
      return success(media.map(({ medium }) => ({ medium, sites: known.filter((s) => s.medium === medium).map((s) => s.site) })));
    }),
    defineRoute(api.misc.indLabels, async () =>
      success(await db.select({ label_id: indLabels.labelId, label_name: indLabels.labelName }).from(indLabels).orderBy(asc(indLabels.labelId))),
    ),
    defineRoute(api.misc.contact, async () => success(config.contact)),
  ];
}
