import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import { ManageHiddenDialog, type ManageHiddenDialogProps } from '..';

const shown = [
  { word: 'MTR', count: 120 },
  { word: 'Tsuen Wan', count: 45 },
  { word: 'ferry', count: 1200 },
];
const hidden = [{ word: 'delay', count: 30 }];

function show(props: Partial<ManageHiddenDialogProps> = {}) {
  const handlers = { onSave: jest.fn().mockResolvedValue(undefined), onClose: jest.fn() };
  renderAt(
    '/',
    <>
      <ManageHiddenDialog kind="keywords" open shown={shown} hidden={hidden} {...handlers} {...props} />
      <Toaster />
    </>,
  );
  return { ...handlers, ...props };
}

const words = () => screen.queryAllByTestId('hide-row').map((row) => row.firstElementChild?.textContent);

afterEach(() => act(() => toaster.remove()));

describe('ManageHiddenDialog', () => {
  it('lists the shown keywords with their occurrence, and the hidden ones on the other tab', async () => {
    show();
    expect(screen.getByRole('dialog', { name: 'Manage word cloud keywords' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Keyword' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Occurrence' })).toBeTruthy();
    expect(words()).toEqual(['MTR', 'Tsuen Wan', 'ferry']);
    expect(within(screen.getAllByTestId('hide-row')[2]!).getByText('1,200')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hidden keywords' }));
    await waitFor(() => expect(words()).toEqual(['delay']));
  });

  it('searches case-insensitively by substring', () => {
    show();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search keywords' }), { target: { value: 'WAN' } });
    expect(words()).toEqual(['Tsuen Wan']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search keywords' }), { target: { value: 'tram' } });
    expect(words()).toEqual([]);
    expect(screen.getByText('No keywords match "tram"')).toBeTruthy();
  });

  it('moves rows between the tabs and saves the hidden list, then closes', async () => {
    const { onSave, onClose } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Hide MTR' }));
    expect(words()).toEqual(['Tsuen Wan', 'ferry']);
    fireEvent.click(screen.getByRole('tab', { name: 'Hidden keywords' }));
    await waitFor(() => expect(words()).toEqual(['MTR', 'delay']));
    fireEvent.click(screen.getByRole('button', { name: 'Unhide delay' }));
    expect(words()).toEqual(['MTR']);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['MTR']));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('discards the changes with Cancel', () => {
    const { onSave, onClose } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Hide ferry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the error of a failed save and stays open', async () => {
    const { onClose } = show({ onSave: jest.fn().mockRejectedValue(new Error('You cannot change this feed')) });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You cannot change this feed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Manage word cloud keywords' })).toBeTruthy();
  });

  it('says when a tab is empty', async () => {
    show({ hidden: [] });
    fireEvent.click(screen.getByRole('tab', { name: 'Hidden keywords' }));
    expect(await screen.findByText("You don't have any hidden keywords")).toBeTruthy();
  });

  it('words the topic manager for topics', async () => {
    show({ kind: 'topics', shown: [], hidden: [{ word: 'MTR', count: 3 }] });
    expect(screen.getByRole('dialog', { name: 'Manage hidden topics' })).toBeTruthy();
    expect(screen.getByText("You don't have any unhidden topics")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hidden topics' }));
    await waitFor(() => expect(words()).toEqual(['MTR']));
    expect(screen.getByRole('columnheader', { name: 'Topic' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search topics' })).toBeTruthy();
  });
});
