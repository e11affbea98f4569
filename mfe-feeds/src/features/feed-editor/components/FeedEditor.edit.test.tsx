import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessListAtom, appStore, resetSession } from 'shared/session';
import { failure, mainButton, ok, renderEditor, sentBody, storedTask, stubEditorApi } from '../editor-testing';
import { recordSave, saveStampKey } from '../save-throttle';

afterEach(() => {
  appStore.set(accessListAtom, { status: 'idle', entries: [], error: null });
  resetSession();
  localStorage.clear();
});

const INFO = '/api/task/info/5';
const SAVE = '/api/task/info/5/save';

/** Opens feed 5 in edit mode and adds the keyword 地鐵 on the keywords step, so there is a change to save there. */
async function openAndChange(user: ReturnType<typeof userEvent.setup>) {
  const view = renderEditor({ mode: 'edit', taskId: 5 });
  await user.click(await screen.findByRole('button', { name: '+ Or' }));
  await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), '地鐵{Enter}');
  return view;
}

describe('editing a feed', () => {
  it('opens at the keywords step with the stored settings and the changes left', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask()) });
    const user = userEvent.setup();
    renderEditor({ mode: 'edit', taskId: 5 });
    expect(await screen.findByRole('heading', { name: 'Edit Feed' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit keyword MTR' })).toBeInTheDocument();
    expect(screen.getByText('Monthly changes remaining: 8')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Feed editor steps' })).getByRole('button', { name: 'Feed Type' }));
    const live = screen.getByRole('button', { name: /Live Feed/ });
    expect(live).toBeDisabled();
    expect(live).toHaveAttribute('aria-pressed', 'true');
    await user.hover(live.parentElement!);
    expect(await screen.findByText('Feed type cannot be changed')).toBeInTheDocument();
  });

  it('saves, records the time, reports success and closes after the saved message', async () => {
    const saved = storedTask({ query_layer: [{ in: [['MTR'], ['港鐵'], ['地鐵']], ex: [] }], query_string: '(MTR OR 港鐵 OR 地鐵)', mod: { used: 3, limit: 10 } });
    const fetchMock = stubEditorApi({ [INFO]: () => ok(storedTask()), [SAVE]: () => ok(saved) });
    const user = userEvent.setup();
    const { onSaved, onClose } = await openAndChange(user);
    await user.click(mainButton('Save and update'));

    const notice = await screen.findByRole('alertdialog', { name: 'Your changes have been saved' });
    expect(notice).toHaveTextContent('Changes will take effect for all incoming posts');
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(sentBody(fetchMock, SAVE)).toMatchObject({ taskId: 5, keywords: { advanced: '(MTR OR 港鐵 OR 地鐵)' } });
    expect(Number(localStorage.getItem(saveStampKey(5)))).toBeGreaterThan(Date.now() - 5000);
    expect(screen.getByText('Monthly changes remaining: 7')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a save within 60 seconds of the previous one, judged in the browser', async () => {
    const fetchMock = stubEditorApi({ [INFO]: () => ok(storedTask()), [SAVE]: () => ok(storedTask()) });
    recordSave(5, Date.now() - 10_000);
    const user = userEvent.setup();
    await openAndChange(user);
    await user.click(mainButton('Save and update'));
    const notice = await screen.findByRole('alertdialog', { name: 'Preparing the previous request' });
    expect(notice).toHaveTextContent('Please update after 60 seconds');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes(SAVE))).toBe(false);
  });

  it('shows the same message when the server says too frequent', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask()), [SAVE]: () => failure('too_frequent', 'Please update after 60 seconds') });
    const user = userEvent.setup();
    await openAndChange(user);
    await user.click(mainButton('Save and update'));
    expect(await screen.findByRole('alertdialog', { name: 'Preparing the previous request' })).toBeInTheDocument();
  });

  it('disables saving when no monthly changes remain and offers the upgrade notice', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask({ mod: { used: 10, limit: 10 } })) });
    const user = userEvent.setup();
    await openAndChange(user);
    expect(screen.getByText('Monthly changes remaining: 0')).toBeInTheDocument();
    expect(mainButton('Save and update')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get more changes' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' });
    expect(notice).toHaveTextContent('Your plan allows 10 keyword changes per feed each month, and this feed has used them all.');
  });

  it('shows the modification-limit notice when the server refuses for that reason', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask()), [SAVE]: () => failure('modification_limit', 'No changes left this month') });
    const user = userEvent.setup();
    await openAndChange(user);
    await user.click(mainButton('Save and update'));
    expect(await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' })).toHaveTextContent('keyword changes per feed each month');
  });

  it('offers Try again after a failed save', async () => {
    let fail = true;
    stubEditorApi({ [INFO]: () => ok(storedTask()), [SAVE]: () => (fail ? failure('server_error', 'Database unavailable') : ok(storedTask())) });
    const user = userEvent.setup();
    const { onSaved } = await openAndChange(user);
    await user.click(mainButton('Save and update'));
    const oops = await screen.findByRole('alertdialog', { name: 'Oh snap! Something went wrong' });
    expect(oops).toHaveTextContent('Your changes cannot be saved, please try again later');
    expect(within(oops).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fail = false;
    await user.click(within(oops).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alertdialog', { name: 'Your changes have been saved' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('refuses to save without keywords', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask({ query_layer: [{ in: [['MTR']], ex: [] }], query_string: '(MTR)' })) });
    const user = userEvent.setup();
    renderEditor({ mode: 'edit', taskId: 5 });
    await user.click(await screen.findByRole('button', { name: 'Remove keyword MTR' }));
    await user.click(mainButton('Save and update'));
    expect(await screen.findByText('Keywords cannot be empty.')).toBeInTheDocument();
  });

  it('offers Save and update on every step, with no Next', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask()) });
    const user = userEvent.setup();
    await openAndChange(user);
    expect(mainButton('Save and update')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Feed editor steps' })).getByRole('button', { name: 'Sources' }));
    expect(mainButton('Save and update')).toBeEnabled();
  });

  it("shows a refused edit's reason, cleaned of database wording, instead of the Try again modal", async () => {
    stubEditorApi({
      [INFO]: () => ok(storedTask()),
      [SAVE]: () => failure('invalid_request', 'scany: rows final error: ERROR: Keywords exceed the limit SQLSTATE P0001'),
    });
    const user = userEvent.setup();
    await openAndChange(user);
    await user.click(mainButton('Save and update'));
    expect(await screen.findByText('Keywords exceed the limit')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Oh snap! Something went wrong' })).not.toBeInTheDocument();
  });

  it('asks before quitting with unsaved changes, but not without', async () => {
    stubEditorApi({ [INFO]: () => ok(storedTask()) });
    const user = userEvent.setup();
    const first = renderEditor({ mode: 'edit', taskId: 5 });
    await screen.findByRole('button', { name: 'Edit keyword MTR' });
    await user.click(screen.getByRole('button', { name: 'Close the feed editor' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = renderEditor({ mode: 'edit', taskId: 5 });
    await user.click(await screen.findByRole('button', { name: 'Remove keyword 港鐵' }));
    await user.click(screen.getByRole('button', { name: 'Close the feed editor' }));
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure you want to exit?' })).toBeInTheDocument();
    expect(second.onClose).not.toHaveBeenCalled();
  });

  it('says when the settings cannot be loaded and tries again', async () => {
    let fail = true;
    stubEditorApi({ [INFO]: () => (fail ? failure('not_found', 'Feed not found') : ok(storedTask())) });
    const user = userEvent.setup();
    renderEditor({ mode: 'edit', taskId: 5 });
    expect(await screen.findByText('Feed not found')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit keyword MTR' })).toBeInTheDocument());
  });
});
