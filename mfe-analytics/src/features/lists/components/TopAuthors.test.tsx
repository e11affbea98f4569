import { fireEvent, screen, within } from '@testing-library/react';
import type { TopAuthor } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { TopAuthors } from '..';

const author = (n: number, over: Partial<TopAuthor> = {}): TopAuthor => ({
  id: `a${n}`,
  name: `Author ${n}`,
  site: 'LIHKG',
  channel: '時事台',
  postCount: 100 - n,
  ...over,
});

const total = Array.from({ length: 12 }, (_, i) => author(i + 1));
const threads = [author(21, { name: 'Harbour Transport Watcher', channel: '' }), author(22)];
const comments = [author(31)];

const names = () => screen.getAllByTestId('author-row').map((row) => within(row).getByRole('button').textContent);
const viewBy = () => screen.getByRole('combobox', { name: 'View by' });

describe('TopAuthors', () => {
  it('shows a skeleton while the data is null', () => {
    renderAt('/', <TopAuthors data={null} onAuthorClick={jest.fn()} />);
    expect(screen.getByTestId('top-authors')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows threads and comments first, 5 a page, and pages on', () => {
    renderAt('/', <TopAuthors data={{ threads, comments, total }} onAuthorClick={jest.fn()} />);
    expect(viewBy()).toHaveValue('total');
    for (const header of ['Author', 'Channel', 'Post']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(names()).toEqual(['Author 1', 'Author 2', 'Author 3', 'Author 4', 'Author 5']);
    expect(screen.getByText('Showing 1-5 of 12 authors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous authors' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next authors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next authors' }));
    expect(names()).toEqual(['Author 11', 'Author 12']);
    expect(screen.getByText('Showing 11-12 of 12 authors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next authors' })).toBeDisabled();
    const first = screen.getAllByTestId('author-row')[0]!;
    expect(within(first).getByText('時事台')).toBeTruthy();
    expect(within(first).getByText('89')).toBeTruthy();
  });

  it('goes back to the first page when the view changes, and cuts long names keeping the full one in a title', () => {
    renderAt('/', <TopAuthors data={{ threads, comments, total }} onAuthorClick={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next authors' }));
    expect(screen.getByText('Showing 6-10 of 12 authors')).toBeTruthy();
    fireEvent.change(viewBy(), { target: { value: 'threads' } });
    expect(screen.getByText('Showing 1-2 of 2 authors')).toBeTruthy();
    const long = screen.getByRole('button', { name: 'Harbour Transp ...' });
    expect(long).toHaveAttribute('title', 'Harbour Transport Watcher');
    expect(within(screen.getAllByTestId('author-row')[0]!).getByText('-')).toBeTruthy();
    fireEvent.change(viewBy(), { target: { value: 'comments' } });
    expect(names()).toEqual(['Author 31']);
    expect(screen.getByText('Showing 1-1 of 1 author')).toBeTruthy();
  });

  it('opens an author', () => {
    const onAuthorClick = jest.fn();
    renderAt('/', <TopAuthors data={{ threads, comments, total }} onAuthorClick={onAuthorClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Author 2' }));
    expect(onAuthorClick).toHaveBeenCalledWith(total[1]);
  });

  it('shows the empty state', () => {
    renderAt('/', <TopAuthors data={{ threads: [], comments: [], total: [] }} onAuthorClick={jest.fn()} />);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.getByTestId('top-authors')).toHaveAttribute('aria-busy', 'false');
  });
});
