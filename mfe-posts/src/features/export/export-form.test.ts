import { EXPORT_COLUMNS } from 'shared/contract';
import {
  COLUMNS_EMPTY,
  DATE_RANGE_EMPTY,
  columnLabel,
  exportBounds,
  exportFormError,
  exportRequestOf,
  initialExportForm,
  withColumn,
  withExclusion,
  type ExportForm,
} from './export-form';

/** 10:00 on 20 March 2024 in Hong Kong. */
const NOW = Date.UTC(2024, 2, 20, 2, 0);
const hkDayStart = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * 3_600_000;
const adhoc = { adhoc_from: hkDayStart(2024, 3, 1), adhoc_to: hkDayStart(2024, 3, 11) - 1 + 86_400_000 };

const form = (over: Partial<ExportForm> = {}): ExportForm => ({ ...initialExportForm(0, null, NOW), ...over });

describe('the export form', () => {
  it('starts a live feed on its last 7 days, up to today, with every column and nothing excluded', () => {
    expect(initialExportForm(0, { adhoc_from: null, adhoc_to: null }, NOW)).toEqual({
      from: '2024-03-13',
      to: '2024-03-20',
      columns: [...EXPORT_COLUMNS],
      excludeComments: false,
      excludeThreads: false,
    });
  });

  it("starts an ad-hoc feed on its own period", () => {
    expect(initialExportForm(1, adhoc, NOW)).toMatchObject({ from: '2024-03-01', to: '2024-03-11' });
  });

  it('keeps a young live feed from starting before its first day', () => {
    expect(initialExportForm(0, { adhoc_from: hkDayStart(2024, 3, 18), adhoc_to: null }, NOW)).toMatchObject({ from: '2024-03-18', to: '2024-03-20' });
  });

  it('bounds the days by the feed and by today', () => {
    expect(exportBounds(adhoc, NOW)).toEqual({ min: '2024-03-01', max: '2024-03-11' });
    expect(exportBounds({ adhoc_from: hkDayStart(2024, 3, 1), adhoc_to: hkDayStart(2024, 4, 30) }, NOW)).toEqual({ min: '2024-03-01', max: '2024-03-20' });
    expect(exportBounds(null, NOW)).toEqual({ min: '', max: '2024-03-20' });
  });

  it('takes the Hong Kong day, not the UTC one', () => {
    // 23:30 UTC on 19 March is already 20 March in Hong Kong.
    expect(exportBounds(null, Date.UTC(2024, 2, 19, 23, 30)).max).toBe('2024-03-20');
  });

  it('un-ticks the other exclusion when one is ticked', () => {
    const noComments = withExclusion(form(), 'comments', true);
    expect(noComments).toMatchObject({ excludeComments: true, excludeThreads: false });
    const noThreads = withExclusion(noComments, 'threads', true);
    expect(noThreads).toMatchObject({ excludeComments: false, excludeThreads: true });
    expect(withExclusion(noThreads, 'threads', false)).toMatchObject({ excludeComments: false, excludeThreads: false });
  });

  it('keeps the columns in the export order', () => {
    const fewer = withColumn(withColumn(form(), 'medium', false), 'post_timestamp', false);
    expect(withColumn(fewer, 'post_timestamp', true).columns.slice(0, 2)).toEqual(['post_timestamp', 'site']);
  });

  it('labels the columns with the headers they write', () => {
    expect(columnLabel('post_timestamp')).toBe('Date & Time');
    expect(columnLabel('thread_title')).toBe('Thread Title');
  });

  it.each([
    [{ from: '' }, DATE_RANGE_EMPTY],
    [{ to: '' }, DATE_RANGE_EMPTY],
    [{ from: '2024-03-20', to: '2024-03-19' }, DATE_RANGE_EMPTY],
    [{ columns: [] }, COLUMNS_EMPTY],
    [{ to: '2024-03-21' }, 'Pick dates up to Mar 20, 2024'],
    [{}, null],
  ])('checks %j', (over, message) => {
    expect(exportFormError(form(over), exportBounds(null, NOW))).toBe(message);
  });

  it("refuses days outside the feed's period", () => {
    expect(exportFormError(form({ from: '2024-02-28', to: '2024-03-05' }), exportBounds(adhoc, NOW))).toBe('Pick dates between Mar 1, 2024 and Mar 11, 2024');
  });

  it('sends the picked days as Hong Kong day bounds, and what is excluded as what is not included', () => {
    const body = exportRequestOf(9, withExclusion(form({ from: '2024-03-01', to: '2024-03-02', columns: ['medium', 'site'] }), 'threads', true));
    expect(body).toEqual({
      task_id: 9,
      columns: ['medium', 'site'],
      unix_start: hkDayStart(2024, 3, 1),
      unix_end: hkDayStart(2024, 3, 3) - 1,
      comments: true,
      thread: false,
    });
  });
});
