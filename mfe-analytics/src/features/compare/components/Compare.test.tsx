import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import html2canvas from 'html2canvas';
import { jsPDF } from 'jspdf';
import type { AccessEntry } from 'shared/contract';
import { accessEntry } from 'shared/testing';
import Compare from '../../../exposes/Compare';
import { currentUrl, overviewRoutes, renderPage, stubApi } from '../../overview/overview-testing';

jest.mock('echarts-for-react/lib/core', () => require('../../overview/overview-testing').echartsForReactFake);
jest.mock('../../charts/echarts', () => ({ echarts: {} }));
jest.mock('html2canvas', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('jspdf', () => ({ jsPDF: jest.fn() }));
jest.mock('../../overview-data/overview-timing', () => ({ INTRO_MS: 0, AUTHORS_READY_DELAY_MS: 0 }));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8_000 });

const a = accessEntry({ task_id: 1, task_name: 'Festival A', task_type: 1 });
const b = accessEntry({ task_id: 2, task_name: 'Festival B', task_type: 1 });
const c = accessEntry({ task_id: 3, task_name: 'Festival C', task_type: 1 });
const live = accessEntry({ task_id: 4, task_name: 'Live feed', task_type: 0 });
// 1 to 10 March 2024 (Hong Kong days) for feed A; the others' own periods are not used.
const A_FROM = Date.UTC(2024, 1, 29, 16);
const A_TO = Date.UTC(2024, 2, 10, 16) - 1;

function show(path: string, entries: AccessEntry[]) {
  const api = stubApi({
    ...overviewRoutes(1, { settings: { task_type: 1, adhoc_from: A_FROM, adhoc_to: A_TO }, word: 'lantern' }),
    ...overviewRoutes(2, { settings: { task_type: 1, adhoc_from: 0, adhoc_to: 1 }, word: 'fireworks' }),
    ...overviewRoutes(3, { settings: { task_type: 1 }, word: 'parade' }),
  });
  renderPage(path, '/feed/:taskId/compare', <Compare />, entries);
  return api;
}

const windowOf = (request: { query: URLSearchParams }) => ({ from: Number(request.query.get('from')), to: Number(request.query.get('to')) });

describe('Compare', () => {
  it("reads both feeds over the main feed's period, side by side", async () => {
    const api = show('/feed/1/compare', [a, live, b, c]);
    const select = (await screen.findByRole('combobox', { name: 'Feed to compare with' })) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Festival B', 'Festival C']);
    expect(select.value).toBe('2');
    expect(screen.getByRole('heading', { name: 'Festival A' })).toBeInTheDocument();
    expect(screen.getByTestId('compare-range')).toHaveTextContent('Mar 01, 2024 - Mar 10, 2024');

    await waitFor(() => expect(api.to('GET', '/api/task/2/analytics/stats')).toHaveLength(1));
    const period = { from: A_FROM, to: A_TO + 1 };
    expect(windowOf(api.to('GET', '/api/task/1/analytics/stats')[0]!)).toEqual(period);
    expect(windowOf(api.to('GET', '/api/task/2/analytics/stats')[0]!)).toEqual(period);
    expect(api.to('GET', '/api/task/2/analytics/top_term')).toHaveLength(0);

    for (const [id, word] of [
      [1, 'Festival A'],
      [2, 'Festival B'],
    ] as const) {
      const side = screen.getAllByTestId(`side-${id}`);
      expect(side.map((s) => s.firstElementChild!.textContent)).toEqual([word, word, word, word]);
      expect(side.map((s) => s.children[1]!.getAttribute('data-testid'))).toEqual(['top-authors', 'top-threads', 'top-sites', 'word-cloud']);
    }
    expect(within(screen.getByTestId('stat-cards')).getAllByText('9')).toHaveLength(2);
    expect(screen.getByTestId('count-timeline')).toBeInTheDocument();
    expect(screen.getByTestId('sentiment-overview')).toBeInTheDocument();
    expect(screen.getByTestId('sentiment-timeline')).toBeInTheDocument();
  });

  it('switches the second feed, kept in the URL, for the same period', async () => {
    const api = show('/feed/1/compare', [a, b, c]);
    const select = await screen.findByRole('combobox', { name: 'Feed to compare with' });
    fireEvent.change(select, { target: { value: '3' } });
    expect(currentUrl().searchParams.get('with')).toBe('3');
    await waitFor(() => expect(api.to('GET', '/api/task/3/analytics/stats')).toHaveLength(1));
    expect(windowOf(api.to('GET', '/api/task/3/analytics/stats')[0]!)).toEqual({ from: A_FROM, to: A_TO + 1 });
    expect(await screen.findAllByTestId('side-3')).toHaveLength(4);
  });

  it('exports both feeds as "<a> vs <b>.pdf" on one A2 page', async () => {
    const pdf = { internal: { pageSize: { getWidth: () => 1190, getHeight: () => 1684 } }, addImage: jest.fn(), save: jest.fn() };
    jest.mocked(jsPDF).mockImplementation(() => pdf as unknown as jsPDF);
    jest.mocked(html2canvas).mockResolvedValue({ width: 2000, height: 1000, toDataURL: () => 'data:image/png;base64,AA' } as unknown as HTMLCanvasElement);
    show('/feed/1/compare?with=2', [a, b]);
    const button = await screen.findByRole('button', { name: 'Export PDF' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(pdf.save).toHaveBeenCalledWith('Festival A vs Festival B.pdf'));
    expect(jsPDF).toHaveBeenCalledWith(expect.objectContaining({ format: 'a2', orientation: 'landscape' }));
    // While captured the second feed is named, not offered in a dropdown.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Feed to compare with' })).toBeInTheDocument());
  });

  it('says so when there is no other ad-hoc feed', () => {
    show('/feed/1/compare', [a, live]);
    expect(screen.getByText('No other ad-hoc feed to compare with')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('blocks a feed outside the access list', () => {
    show('/feed/9/compare', [a, b]);
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeInTheDocument();
  });

  it('blocks a compared feed outside the access list', () => {
    show('/feed/1/compare?with=9', [a, b]);
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeInTheDocument();
  });
});
