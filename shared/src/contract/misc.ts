import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { successReply } from './envelope.js';
import { contact, industry, industryLabel, language, medium, mediumSites, site } from './entities.js';

function list<T extends z.ZodType>(name: string, item: T, summary: string) {
  return endpoint({ method: 'GET', path: `/api/misc/list/${name}`, summary, tag: 'reference lists', reply: successReply(z.array(item)) });
}

export const industries = list('industries', industry, 'Industries a feed can be filed under');
export const langs = list('langs', language, 'Languages for the AI primary language of a feed');
export const mediums = list('mediums', medium, 'Media the product collects from');
export const sites = list('sites', site, 'Known sites with their medium and Chinese display name');
export const medsites = list('medsites', mediumSites, 'Sites grouped by medium');
export const indLabels = list('ind_labels', industryLabel, 'Industry labels of the Trend Explorer');

export const contactInfo = endpoint({
  method: 'GET',
  path: '/api/misc/contact',
  summary: "The provider's phone and e-mail for plan upgrades (the spec's {phone} and {email})",
  tag: 'reference lists',
  reply: successReply(contact),
});
