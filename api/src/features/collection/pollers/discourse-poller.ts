import { z } from 'zod';
import type { CollectedPost } from '../collected-post.js';
import { mapDiscourse } from '../connectors/discourse/discourse.js';
import { discourseTopic } from '../connectors/discourse/discourse-payload.js';
import { parsePayload } from '../connectors/source-settings.js';
import { cursorCounts, updateCounts } from './cursor.js';
import { fetchConditional, fetchJson, parseJson, readPayload } from './fetch-payload.js';
import type { Poller } from './poll-types.js';
import { baseOf, targetUrl } from './targets.js';

const EXPECTED = "a forum's URL such as https://forum.example.com";
/** Topics read in one poll; the others keep their old mark and are read in the next polls. */
export const DISCOURSE_TOPICS_PER_POLL = 10;
// Well beyond the 30 topics of /latest.json, so a topic still listed is never forgotten and read again from post 1.
const REMEMBERED_TOPICS = 500;

// highest_post_number counts deleted posts too, so unlike posts_count it only grows; old forums may lack it.
const topicList = z.object({
  topic_list: z.object({
    topics: z.array(z.object({ id: z.number().int(), posts_count: z.number().int().default(1), highest_post_number: z.number().int().optional() })),
  }),
});

/**
 * The latest topics, then the posts of those that have posts not read before. The cursor keeps, per topic, the highest
 * post number read; a known topic is read from the post after it (/t/<id>/<post number>.json), a new one from its start.
 */
export const pollDiscourse: Poller = async (target, state, context) => {
  const base = baseOf(targetUrl(target.target, EXPECTED));
  const listUrl = `${base}/latest.json`;
  const fetched = await fetchConditional(listUrl, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const list = readPayload(listUrl, () => parsePayload(topicList, parseJson(fetched.body, listUrl), 'Discourse topic list'));
  const read = cursorCounts(state.cursor, 'topics');
  const changed = list.topic_list.topics
    .filter((topic) => (topic.highest_post_number ?? topic.posts_count) > (read.get(String(topic.id)) ?? 0))
    .slice(0, DISCOURSE_TOPICS_PER_POLL);

  const settings = { site: target.site, medium: target.medium, baseUrl: base };
  const posts: CollectedPost[] = [];
  const marks: [string, number][] = [];
  for (const { id, posts_count, highest_post_number } of changed) {
    const last = read.get(String(id));
    const url = last === undefined ? `${base}/t/${id}.json` : `${base}/t/${id}/${last + 1}.json`;
    const payload = await fetchJson(url, target, context);
    const topic = readPayload(url, () => parsePayload(discourseTopic, payload, 'Discourse topic'));
    // A chunk fetched from a post number may start a little before it.
    const unread = topic.post_stream.posts.filter((post) => post.post_number > (last ?? 0));
    posts.push(...readPayload(url, () => mapDiscourse({ ...topic, post_stream: { posts: unread } }, settings)));
    // Nothing readable past the mark (deleted posts): skip to what the list announced rather than ask again forever.
    const mark = unread.length > 0 ? Math.max(...unread.map((post) => post.post_number)) : (highest_post_number ?? posts_count);
    marks.push([String(id), mark]);
  }
  const cursor = { topics: updateCounts(read, marks, REMEMBERED_TOPICS) };
  return { kind: 'posts', posts, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor } };
};
