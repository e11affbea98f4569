import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { accessListAtom, appStore } from 'shared/session';
import { accessEntry, renderAt } from 'shared/testing';
import Compare from '../../../exposes/Compare';

const a = accessEntry({ task_id: 1, task_name: 'Festival A', task_type: 1 });
const b = accessEntry({ task_id: 2, task_name: 'Festival B', task_type: 1 });
const c = accessEntry({ task_id: 3, task_name: 'Festival C', task_type: 1 });
const live = accessEntry({ task_id: 4, task_name: 'Live feed', task_type: 0 });

function show(path: string, entries: AccessEntry[]) {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
  renderAt(
    path,
    <Routes>
      <Route path="/feed/:taskId/compare" element={<Compare />} />
    </Routes>,
  );
}

describe('Compare', () => {
  it('lists only the other ad-hoc feeds, the first chosen by default', () => {
    show('/feed/1/compare', [a, live, b, c]);
    expect(screen.getByRole('heading', { name: 'Compare' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Feed to compare with' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Festival B', 'Festival C']);
    expect(select.value).toBe('2');
    fireEvent.change(select, { target: { value: '3' } });
    expect((screen.getByRole('combobox', { name: 'Feed to compare with' }) as HTMLSelectElement).value).toBe('3');
  });

  it('says so when there is no other ad-hoc feed', () => {
    show('/feed/1/compare', [a, live]);
    expect(screen.getByText('No other ad-hoc feed to compare with')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('blocks a feed outside the access list', () => {
    show('/feed/9/compare', [a, b]);
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeTruthy();
  });
});
