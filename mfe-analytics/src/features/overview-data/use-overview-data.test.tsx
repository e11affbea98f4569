import { renderHook, waitFor } from '@testing-library/react';
import { statsFixture } from '../overview/overview-testing';
import type { OverviewQuery } from './overview-calls';
import { useOverviewData } from './use-overview-data';

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ result: 'success', data, ...extra });

/** A fetch whose stats replies are released by the test, in any order; every other call answers at once. */
function stubWithHeldStats() {
  const held: { from: number; release(): void }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/analytics/stats')) {
      const from = Number(url.searchParams.get('from'));
      return new Promise<Response>((resolve) => held.push({ from, release: () => resolve(reply(ok(statsFixture(from)))) }));
    }
    if (url.pathname.endsWith('/analytics/linechart') || url.pathname.endsWith('/analytics/sentiment_count')) return reply({ result: 'server_error', error: 'Down' });
    return reply(ok({ threads: [], comments: [], total: [] }));
  }) as unknown as typeof fetch;
  return held;
}

const query = (from: number): OverviewQuery => ({ taskId: 7, window: { from, to: from + 1000 }, preset: null, interval: 'day' });

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('useOverviewData', () => {
  it('drops the reply of a window the user has left', async () => {
    const held = stubWithHeldStats();
    const { result, rerender } = renderHook(({ q }) => useOverviewData(q, { live: false }), { initialProps: { q: query(1) } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ q: query(2) });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(result.current.data.stats).toBeNull();
    held[1]!.release();
    await waitFor(() => expect(result.current.data.stats?.postCount.total).toBe(2));
    held[0]!.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data.stats?.postCount.total).toBe(2);
  });

  it("gives a failed call's widget empty data and leaves the live widgets out for other feeds", async () => {
    stubWithHeldStats();
    const { result } = renderHook(() => useOverviewData(query(1), { live: false }));
    await waitFor(() => expect(result.current.data.timeline).toEqual([]));
    expect(result.current.data.sentiment).toEqual({ total: { positive: 0, neutral: 0, negative: 0 }, points: [] });
    expect(result.current.data.topics).toEqual({ shown: [], hidden: {} });
    expect(result.current.data.growth).toEqual([]);
    expect(jest.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).not.toContain('/api/task/7/analytics/top_term');
    expect(error).toHaveBeenCalledWith("The overview's timeline could not be loaded", expect.anything());
  });
});
