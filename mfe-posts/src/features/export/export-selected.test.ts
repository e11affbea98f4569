import { waitFor } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { XLSX_MEDIA_TYPE } from 'shared/contract';
import { feedPostFixture } from 'shared/testing';
import { exportSelectedPosts } from '.';

/** What the page handed to the browser's download. */
interface Download {
  blob: Blob;
  fileName: string;
  revoked: jest.Mock;
}

/** jsdom has no object URLs and no downloads: both are stood in for, and the file is kept for the test. */
function catchDownload(): Promise<Download> {
  const revoked = jest.fn();
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:export-1';
  });
  URL.revokeObjectURL = revoked;
  return new Promise((resolve) => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:export-1');
      resolve({ blob: blob!, fileName: this.download, revoked });
    });
  });
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function sheetsOf(blob: Blob): Promise<Record<string, unknown[][]>> {
  const book = XLSX.read(await bytesOf(blob), { type: 'array' });
  return Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 })]));
}

afterEach(() => jest.restoreAllMocks());

describe('exportSelectedPosts', () => {
  it('downloads a workbook of threads and comments named after the feed, made without any call', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2024, 2, 5, 6, 7, 8));
    const download = catchDownload();
    const thread = feedPostFixture({ hash: 'aa01', thread_title: 'MTR delay', post_message: '=HYPERLINK("http://x")', reaction_count: 12, ai_sentiment: 1 });
    const comment = feedPostFixture({ hash: 'bb02', is_comment: true, post_message: '荃灣綫又壞', author_name: '街坊', ai_sentiment: null });

    exportSelectedPosts('MTR: Service/Updates', [thread, comment]);

    const { blob, fileName, revoked } = await download;
    expect(fileName).toBe('MTR_ Service_Updates-20240305140708.xlsx');
    expect(blob.type).toBe(XLSX_MEDIA_TYPE);
    const sheets = await sheetsOf(blob);
    expect(Object.keys(sheets)).toEqual(['Threads', 'Comments']);
    const headers = ['ID', 'Date', 'Time', 'Medium', 'Site', 'Channel', 'Thread Title', 'Message', 'Author', 'Post Link', 'Thread Link', 'Sentiment', 'Reactions', 'Comments', 'Shares', 'Views'];
    expect(sheets.Threads![0]).toEqual(headers);
    expect(sheets.Comments![0]).toEqual(headers);
    expect(sheets.Threads!.slice(1)).toEqual([
      ['aa01', '2024-03-05', '12:00:00', 'News', 'RTHK', '', 'MTR delay', '=HYPERLINK("http://x")', 'Ann', 'https://example.com/p', 'https://example.com/t', 'Positive', 12, 2, 0, 0],
    ]);
    expect(sheets.Comments!.slice(1)).toEqual([
      ['bb02', '2024-03-05', '12:00:00', 'News', 'RTHK', '', 'Title', '荃灣綫又壞', '街坊', 'https://example.com/p', 'https://example.com/t', '', 5, 2, 0, 0],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:export-1'));
  });

  it('writes collected text as text, not as a formula', async () => {
    const download = catchDownload();
    exportSelectedPosts('Feed', [feedPostFixture({ post_message: '=1+1' })]);
    const book = XLSX.read(await bytesOf((await download).blob), { type: 'array', cellFormula: true });
    const cell = book.Sheets.Threads!.H2!;
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
  });
});
