import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pollSource, PollError, type PollOutcome, type PollState, type PollTarget } from './poll-source.js';
import { NO_STATE, startPollServer, type PollServer, type Reply } from '../../../testing/poll-test-server.js';

const context = { now: Date.UTC(2025, 5, 1) };
const target: PollTarget = { kind: 'telegram', target: 'https://t.me/s/harbourwatch', site: 'Telegram', medium: 'Telegram', allowPrivate: true };
// Hand-written after the public markup of t.me/s pages: no capture of one is available.
const page = readFileSync(path.join(__dirname, '..', 'connectors', 'telegram', 'channel-preview.fixture.html'));
const MODIFIED = 'Sat, 15 Mar 2025 03:00:00 GMT';
const PREVIEW: Reply = { headers: { 'content-type': 'text/html; charset=utf-8', 'last-modified': MODIFIED }, body: page };
const NOT_A_CHANNEL: Reply = {
  headers: { 'content-type': 'text/html' },
  body: '<html><body><div class="tgme_page_description">If you have Telegram, you can contact</div></body></html>',
};

let server: PollServer;
beforeAll(async () => {
  server = await startPollServer((url, headers) => {
    if (headers['if-modified-since'] === MODIFIED) return { status: 304 };
    return url.pathname === '/s/harbourwatch' ? PREVIEW : NOT_A_CHANNEL;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function posts(outcome: PollOutcome) {
  if (outcome.kind !== 'posts') throw new Error('expected posts');
  return outcome.posts;
}

describe('Telegram poller', () => {
  it.each(['https://t.me/s/harbourwatch', 'https://t.me/harbourwatch', 'https://telegram.me/harbourwatch/', '@harbourwatch', 'harbourwatch'])(
    "reads the preview page of the channel '%s' names, and remembers the highest message id",
    async (value) => {
      const outcome = await pollSource({ ...target, target: value }, NO_STATE, context);
      expect(server.requests.map((r) => r.url)).toEqual(['https://t.me/s/harbourwatch']);
      expect(posts(outcome).map((p) => p.sourceId)).toEqual(['101', '102', '104', '105', '106'].map((id) => `harbourwatch/${id}`));
      expect(outcome.state).toEqual({ etag: null, lastModified: MODIFIED, cursor: { lastId: 106 } });
    },
  );

  it('answers only the messages after the highest id it read', async () => {
    const outcome = await pollSource(target, { ...NO_STATE, cursor: { lastId: 104 } }, context);
    expect(posts(outcome).map((p) => p.sourceId)).toEqual(['harbourwatch/105', 'harbourwatch/106']);
    expect(outcome.state.cursor).toEqual({ lastId: 106 });
  });

  it('sends the validators back and answers not_modified on 304', async () => {
    const state: PollState = { etag: null, lastModified: MODIFIED, cursor: { lastId: 106 } };
    await expect(pollSource(target, state, context)).resolves.toEqual({ kind: 'not_modified', state });
  });

  it('says so when the channel is private or missing', async () => {
    const error = await pollSource({ ...target, target: 'no_such_channel' }, NO_STATE, context).catch((err: unknown) => err);
    expect(error).toEqual(
      new PollError('Malformed Telegram page: it shows no public channel (the channel is private or does not exist) (from https://t.me/s/no_such_channel)'),
    );
  });
});
