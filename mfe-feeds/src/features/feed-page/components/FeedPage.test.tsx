import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { formatMediumDate } from 'shared/rules';
import { accessListAtom, appStore } from 'shared/session';
import { accessEntry, renderAt } from 'shared/testing';
import FeedPage from '../../../exposes/FeedPage';

const live = accessEntry({ task_id: 21, task_name: 'MTR Service Updates', task_type: 0 });
const adhoc = accessEntry({ task_id: 22, task_name: 'Harbour Festival 2024', task_type: 1 });
const hidden = accessEntry({ task_id: 23, task_name: 'Not readable', readable: false });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show(path: string, entries: AccessEntry[] = [live, adhoc, hidden]) {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  return renderAt(
    path,
    <>
      <Routes>
        <Route path="/feed/:taskId" element={<FeedPage />}>
          <Route index element={<p>overview content</p>} />
          <Route path="overview" element={<p>overview content</p>} />
          <Route path="posts" element={<p>posts content</p>} />
          <Route path="compare" element={<p>compare content</p>} />
          <Route path="*" element={<p>overview content</p>} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
  );
}

const tabNames = () => screen.getAllByRole('link').filter((l) => l.closest('nav')).map((l) => l.textContent);

afterEach(() => appStore.set(accessListAtom, { status: 'idle', entries: [], error: null }));

describe('Feed page', () => {
  it('blocks a feed that is not in the access list', () => {
    show('/feed/999/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'back to home' }).getAttribute('href')).toBe('/feed');
    expect(screen.queryByText('overview content')).toBeNull();
  });

  it('blocks a feed the user may not read', () => {
    show('/feed/23/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
  });

  it('blocks an id that is not a number', () => {
    show('/feed/abc/overview');
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
  });

  it('waits for the access list before deciding', () => {
    appStore.set(accessListAtom, { status: 'loading', entries: [], error: null });
    renderAt(
      '/feed/21/overview',
      <Routes>
        <Route path="/feed/:taskId/*" element={<FeedPage />} />
      </Routes>,
    );
    expect(screen.getByRole('status', { name: 'Loading feed' })).toBeTruthy();
    expect(screen.queryByText('Hm..you are not supposed to be here')).toBeNull();
  });

  it('shows the header, the live tabs and the tab content', () => {
    show('/feed/21/posts');
    expect(screen.getByRole('heading', { name: 'MTR Service Updates' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText(`Monitoring period: not defined - ${formatMediumDate(Date.now())}`)).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Posts']);
    expect(screen.getByRole('link', { name: 'Posts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('posts content')).toBeTruthy();
  });

  it('offers Compare for an ad-hoc feed', () => {
    show('/feed/22/compare');
    expect(screen.getByText('Ad-hoc')).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Posts', 'Compare']);
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/feed/22/compare');
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('aria-current')).toBe('page');
  });

  it('highlights Overview on the bare path', () => {
    show('/feed/22');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('overview content')).toBeTruthy();
  });

  it('switches to another feed', () => {
    show('/feed/21/posts');
    const switcher = screen.getByRole('combobox', { name: 'Switch feed' }) as HTMLSelectElement;
    expect(switcher.value).toBe('21');
    fireEvent.change(switcher, { target: { value: '22' } });
    expect(screen.getByTestId('where').textContent).toBe('/feed/22/overview');
    expect(screen.getByRole('heading', { name: 'Harbour Festival 2024' })).toBeTruthy();
  });
});
