import { ingestPost, type IngestPostInput } from 'shared/contract';
import { toCollectedPost } from './to-collected.js';

const source = { medium: 'Forum', site: 'Harbour Talk' } as const;
const post = (input: Partial<IngestPostInput>) =>
  ingestPost.parse({ source_id: 'p1', post_message: 'hello', unix_timestamp: 1_714_527_000_000, ...input });

describe('toCollectedPost', () => {
  it('maps every field, summing the seven reactions', () => {
    const collected = toCollectedPost(
      post({
        thread_source_id: 't1', is_comment: true, medium: 'Social', site: 'Example Social', thread_title: 'Title',
        thread_link: 'https://forum.example.com/t/1', post_link: 'https://forum.example.com/t/1/2', author_name: '旺角食家',
        author_id: 'u1', author_image: 'https://img.example.com/a.png', author_link: 'https://forum.example.com/u/1',
        channel: 'Food', channel_link: 'https://forum.example.com/c/food', comment_count: 2, share_count: 3, view_count: 4,
        reaction_like: 1, reaction_dislike: 2, reaction_love: 3, reaction_haha: 4, reaction_angry: 5, reaction_sad: 6,
        reaction_wow: 7, lang: 'zh-HK',
      }),
      source,
    );
    expect(collected).toEqual({
      sourceId: 'p1', threadSourceId: 't1', isComment: true, medium: 'Social', site: 'Example Social', threadTitle: 'Title',
      threadLink: 'https://forum.example.com/t/1', postLink: 'https://forum.example.com/t/1/2', message: 'hello',
      authorName: '旺角食家', authorId: 'u1', authorImage: 'https://img.example.com/a.png', authorLink: 'https://forum.example.com/u/1',
      channel: 'Food', channelLink: 'https://forum.example.com/c/food', postedAt: 1_714_527_000_000, commentCount: 2,
      shareCount: 3, viewCount: 4, reactions: { count: 28, like: 1, dislike: 2, love: 3, haha: 4, angry: 5, sad: 6, wow: 7 },
      lang: 'zh-HK',
    });
  });

  it("falls back to the source's medium and site and makes an opening post its own thread", () => {
    const collected = toCollectedPost(post({}), source);
    expect(collected).toMatchObject({ medium: 'Forum', site: 'Harbour Talk', threadSourceId: 'p1', isComment: false, lang: null });
    expect(collected.reactions).toEqual({ count: 0, like: 0, dislike: 0, love: 0, haha: 0, angry: 0, sad: 0, wow: 0 });
  });

  it('reduces HTML in the message and thread title to plain text, neutralising hostile markup', () => {
    const collected = toCollectedPost(
      post({
        post_message: '<p>Queue <b>was</b> long</p><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">menu</a> &amp; more',
        thread_title: '<i>Dim sum</i> &lt;3',
      }),
      source,
    );
    expect(collected.message).toBe('Queue was long\nmenu & more');
    expect(collected.message).not.toMatch(/<|alert|onerror|javascript/);
    expect(collected.threadTitle).toBe('Dim sum <3');
  });
});
