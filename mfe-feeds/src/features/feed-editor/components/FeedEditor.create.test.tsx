import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDayInput } from 'shared/rules';
import { accessListAtom, appStore, resetSession } from 'shared/session';
import { accessEntry } from 'shared/testing';
import { failure, mainButton, ok, renderEditor, sentBody, storedTask, stubEditorApi } from '../editor-testing';

const DAY = 86_400_000;

afterEach(() => {
  appStore.set(accessListAtom, { status: 'idle', entries: [], error: null });
  resetSession();
});

const setAccess = (types: Array<0 | 1>) =>
  appStore.set(accessListAtom, { status: 'loaded', entries: types.map((task_type, i) => accessEntry({ task_id: i + 1, task_type })), error: null });

const step = (name: string) => within(screen.getByRole('navigation', { name: 'Feed editor steps' })).getByRole('button', { name });

/** Walks the wizard to the settings step with a name and one keyword. */
async function fillUpToSettings(user: ReturnType<typeof userEvent.setup>, type: 'Live Feed' | 'Ad-hoc Feed', name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(type) }));
  await user.type(screen.getByRole('textbox', { name: /Feed name/ }), name);
  await user.click(mainButton('Next'));
  await user.click(screen.getByRole('button', { name: '+ AND' }));
  await user.type(screen.getByRole('textbox', { name: 'New keyword' }), 'Harbour{Enter}');
  await user.click(mainButton('Next'));
  await screen.findByText('Select sources to collect posts from');
  await user.click(mainButton('Next'));
  await screen.findByText('Date Range');
}

describe('the type step', () => {
  beforeEach(() => stubEditorApi());

  it('greets the user and shows how many feeds of each type remain', async () => {
    setAccess([0, 0]);
    renderEditor({}, { liveFeedLimit: 3, adhocFeedLimit: null });
    expect(await screen.findByRole('heading', { name: 'Create New Feed' })).toBeInTheDocument();
    expect(screen.getByText('Hi Ada Analyst, what would you like to monitor?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Live Feed/ })).toHaveTextContent('1 left');
    const adhoc = screen.getByRole('button', { name: /Ad-hoc Feed/ });
    expect(adhoc).toHaveTextContent('∞ left');
    expect(adhoc).toHaveTextContent('BETA');
  });

  it('shows the feed-limit upgrade notice instead of choosing a type that is used up', async () => {
    setAccess([1, 1]);
    const user = userEvent.setup();
    renderEditor({}, { adhocFeedLimit: 2 });
    await user.click(await screen.findByRole('button', { name: /Ad-hoc Feed/ }));
    const notice = await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' });
    expect(notice).toHaveTextContent('Your plan allows a maximum of 2 feeds of this type.');
    expect(await within(notice).findByText('+852 2345 6789')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Hi Ada Analyst, what would you like to monitor?')).toBeInTheDocument();
  });

  it('opens the upgrade notice from the contact link', async () => {
    setAccess([]);
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Upgrade your plan to create more feed. Contact us' }));
    expect(await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' })).toBeInTheDocument();
  });
});

describe('the breadcrumb', () => {
  beforeEach(() => stubEditorApi());

  it('lets a step be clicked only once it is complete', async () => {
    setAccess([]);
    const user = userEvent.setup();
    renderEditor();
    await screen.findByText('Hi Ada Analyst, what would you like to monitor?');
    expect(step('Feed Type')).toBeDisabled();
    expect(step('Feed Name')).toBeDisabled();
    expect(mainButton('Next')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Live Feed/ }));
    expect(await screen.findByText('Give your feed a name')).toBeInTheDocument();
    expect(step('Feed Type')).toBeEnabled();
    expect(step('Feed Name')).toBeDisabled();
    expect(step('Refine Keywords')).toBeDisabled();
    // All media are picked by default, so the sources step is complete, but it is not reachable past missing steps.
    expect(step('Sources')).toBeDisabled();
    expect(step('Settings')).toBeDisabled();
    expect(screen.queryByText(/Monthly changes remaining/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /Feed name/ }), 'MTR');
    expect(step('Feed Name')).toBeEnabled();
    expect(step('Sources')).toBeDisabled();
    await user.click(mainButton('Next'));
    expect(await screen.findByText('We collect posts with the following combinations')).toBeInTheDocument();
    expect(screen.getByText('Monthly changes remaining: 10')).toBeInTheDocument();
    await user.click(step('Feed Type'));
    expect(screen.getByRole('button', { name: /Live Feed/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows ∞ changes when the plan has no monthly limit', async () => {
    setAccess([]);
    const user = userEvent.setup();
    renderEditor({}, { queryModificationPerMonthPerTask: null });
    await user.click(await screen.findByRole('button', { name: /Live Feed/ }));
    await user.type(await screen.findByRole('textbox', { name: /Feed name/ }), 'MTR');
    await user.click(mainButton('Next'));
    expect(await screen.findByText('Monthly changes remaining: ∞')).toBeInTheDocument();
  });
});

describe('creating a feed', () => {
  it('forces On request for an ad-hoc feed, creates it and warns about a long range', async () => {
    setAccess([]);
    const created = storedTask({ task_id: 9, task_name: 'Harbour Festival', task_type: 1, cron: 3 });
    const fetchMock = stubEditorApi({ '/api/task/create': () => ok(created) });
    const user = userEvent.setup();
    const { onCreated } = renderEditor();
    await fillUpToSettings(user, 'Ad-hoc Feed', 'Harbour Festival');

    expect(screen.getByRole('radio', { name: 'On request' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Real time' })).toBeDisabled();
    expect(mainButton('Create')).toBeDisabled();

    const today = Date.now();
    await user.type(screen.getByLabelText('Start date'), toDayInput(today - 120 * DAY));
    await user.type(screen.getByLabelText('End date'), toDayInput(today - DAY));
    await user.selectOptions(screen.getByRole('combobox', { name: /AI Primary Language/ }), 'zh-HK');
    await user.click(mainButton('Create'));

    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('"Harbour Festival" has been created successfully');
    expect(notice).toHaveTextContent('Analysis for data beyond 3 months might take a longer time to appear');
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(sentBody(fetchMock, '/api/task/create')).toMatchObject({ type: 1, name: 'Harbour Festival', frequency: 3, lang: 'zh-HK', mediums: null });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/users/liveaccess'))).toHaveLength(1));
  });

  it('creates a live feed without the long-range warning', async () => {
    setAccess([]);
    stubEditorApi({ '/api/task/create': () => ok(storedTask({ task_name: 'MTR' })) });
    const user = userEvent.setup();
    renderEditor();
    await fillUpToSettings(user, 'Live Feed', 'MTR');
    await user.type(screen.getByLabelText('Start date'), toDayInput(Date.now() - 200 * DAY));
    await user.click(screen.getByRole('radio', { name: 'Every hour' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /AI Primary Language/ }), 'en');
    await user.click(mainButton('Create'));
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('"MTR" has been created successfully');
    expect(notice).not.toHaveTextContent('Analysis for data beyond 3 months');
  });

  it("shows the server's refusal as a toast without the database wrapping", async () => {
    setAccess([]);
    stubEditorApi({ '/api/task/create': () => failure('conflict', 'scany: rows final error: ERROR: A feed named MTR already exists (SQLSTATE P0001)') });
    const user = userEvent.setup();
    renderEditor();
    await fillUpToSettings(user, 'Live Feed', 'MTR');
    await user.type(screen.getByLabelText('Start date'), toDayInput(Date.now() - DAY));
    await user.click(screen.getByRole('radio', { name: 'Every day' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /AI Primary Language/ }), 'en');
    await user.click(mainButton('Create'));
    expect(await screen.findByText('A feed named MTR already exists')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the feed-limit notice when the server says the plan is used up', async () => {
    setAccess([]);
    stubEditorApi({ '/api/task/create': () => failure('feed_limit', 'Your plan allows no more live feeds') });
    const user = userEvent.setup();
    renderEditor({}, { liveFeedLimit: 3 });
    await fillUpToSettings(user, 'Live Feed', 'MTR');
    await user.type(screen.getByLabelText('Start date'), toDayInput(Date.now() - DAY));
    await user.click(screen.getByRole('radio', { name: 'Every day' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /AI Primary Language/ }), 'en');
    await user.click(mainButton('Create'));
    expect(await screen.findByRole('alertdialog', { name: 'Upgrade your Plan' })).toHaveTextContent('Your plan allows a maximum of 3 feeds of this type.');
  });
});

describe('quitting', () => {
  beforeEach(() => stubEditorApi());

  it('closes at once when nothing changed', async () => {
    setAccess([]);
    const user = userEvent.setup();
    const { onClose } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Close the feed editor' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Are you sure you want to exit?')).toBeNull();
  });

  it('asks first when something changed, with Escape as with the close button', async () => {
    setAccess([]);
    const user = userEvent.setup();
    const { onClose } = renderEditor();
    await user.click(await screen.findByRole('button', { name: /Live Feed/ }));
    await user.type(screen.getByRole('textbox', { name: /Feed name/ }), 'MTR');

    await user.click(screen.getByRole('button', { name: 'Close the feed editor' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Are you sure you want to exit?' });
    expect(warning).toHaveTextContent('Your feed settings will not be saved.');
    await user.click(within(warning).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /Feed name/ }));
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Are you sure you want to exit?' });
    await user.click(within(again).getByRole('button', { name: 'Exit anyway' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
