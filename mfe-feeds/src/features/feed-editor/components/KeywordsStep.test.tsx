import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FeedKeywords, FeedType, GuidedQuery } from 'shared/contract';
import { resetSession } from 'shared/session';
import { renderAt } from 'shared/testing';
import { Toaster } from 'shared/ui';
import { failure, ok, stubEditorApi } from '../editor-testing';
import { KeywordsStep } from './KeywordsStep';

afterEach(() => resetSession());

let latest: FeedKeywords;

function Harness({ guided, advanced = '', type = 0, planLimit = null, startAdvanced = false }: { guided: GuidedQuery; advanced?: string; type?: FeedType; planLimit?: number | null; startAdvanced?: boolean }) {
  const [keywords, setKeywords] = useState<FeedKeywords>({ guided, advanced, guidedView: { NoExOnly: true, ExcludeOnly: false } });
  const [advancedMode, setAdvancedMode] = useState(startAdvanced);
  latest = keywords;
  return (
    <>
      <KeywordsStep keywords={keywords} type={type} planLimit={planLimit} advancedMode={advancedMode} onAdvancedModeChange={setAdvancedMode} onChange={setKeywords} />
      <Toaster />
    </>
  );
}

const show = (props: Parameters<typeof Harness>[0]) => renderAt('/feed', <Harness {...props} />);
const group = (n: number) => screen.getByLabelText(`Group ${n}`);

describe('the guided builder', () => {
  beforeEach(() => stubEditorApi());

  it('shows the texts, the groups joined by AND and the exclusions', () => {
    show({ guided: [{ in: [['MTR'], ['港鐵']], ex: [] }, { in: [['delay']], ex: [['Disneyland']] }] });
    expect(screen.getByText('We recommend you add alternative combinations to collect data about your topic.')).toBeInTheDocument();
    expect(screen.getByText('We collect posts with the following combinations')).toBeInTheDocument();
    expect(within(group(1)).getByRole('button', { name: 'Edit keyword 港鐵' })).toBeInTheDocument();
    expect(within(group(2)).getByRole('button', { name: 'Edit keyword delay' })).toBeInTheDocument();
    expect(screen.getByText('AND')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Excluded keywords')).getByText('Exclude :')).toBeInTheDocument();
    expect(screen.getByText('∞ keyword(s) left')).toBeInTheDocument();
  });

  it('adds groups, alternatives and exclusions, and keeps the boolean text in step', async () => {
    const user = userEvent.setup();
    show({ guided: [] });
    await user.click(screen.getByRole('button', { name: '+ AND' }));
    await user.type(screen.getByRole('textbox', { name: 'New keyword' }), 'MTR{Enter}');
    await user.click(within(group(1)).getByRole('button', { name: '+ Or' }));
    await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), '港鐵{Enter}');
    await user.click(screen.getByRole('button', { name: '- Exclude' }));
    await user.type(screen.getByRole('textbox', { name: 'New excluded keyword' }), '迪士尼{Enter}');
    expect(latest.guided).toEqual([{ in: [['MTR'], ['港鐵']], ex: [['迪士尼']] }]);
    expect(latest.advanced).toBe('(MTR OR 港鐵) AND NOT (迪士尼)');
    expect(latest.guidedView).toEqual({ NoExOnly: false, ExcludeOnly: false });
  });

  it("adds through the menu's Add 'OR' and Add 'exclude', by keyboard", async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR']], ex: [] }] });
    screen.getByRole('button', { name: 'Add keyword' }).focus();
    await user.keyboard('{Enter}');
    // Opening by keyboard highlights the first item a moment later; each key waits for the highlight it acts on.
    const firstOr = await screen.findByRole('menuitem', { name: "Add 'OR'" });
    await waitFor(() => expect(firstOr).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'New alternative keyword' }), '地鐵{Enter}');
    screen.getByRole('button', { name: 'Add keyword' }).focus();
    await user.keyboard('{Enter}');
    const orItem = await screen.findByRole('menuitem', { name: "Add 'OR'" });
    await waitFor(() => expect(orItem).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    const excludeItem = screen.getByRole('menuitem', { name: "Add 'exclude'" });
    await waitFor(() => expect(excludeItem).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'New excluded keyword' }), 'Disneyland{Enter}');
    expect(latest.guided).toEqual([{ in: [['MTR'], ['地鐵']], ex: [['Disneyland']] }]);
  });

  it('edits a keyword in place: Enter commits, Escape cancels, leaving the field commits', async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR'], ['港鐵']], ex: [] }] });
    await user.click(screen.getByRole('button', { name: 'Edit keyword MTR' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit keyword MTR' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit keyword MTR' }), 'Metro{Enter}');
    expect(latest.guided[0]!.in).toEqual([['Metro'], ['港鐵']]);

    await user.click(screen.getByRole('button', { name: 'Edit keyword Metro' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit keyword Metro' }), ' line{Escape}');
    expect(latest.guided[0]!.in).toEqual([['Metro'], ['港鐵']]);
    expect(screen.getByRole('button', { name: 'Edit keyword Metro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit keyword 港鐵' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit keyword 港鐵' }), '站');
    await user.click(screen.getByText('We collect posts with the following combinations'));
    expect(latest.guided[0]!.in).toEqual([['Metro'], ['港鐵站']]);
  });

  it('drops blank and repeated keywords', async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR']], ex: [] }] });
    await user.click(screen.getByRole('button', { name: '+ Or' }));
    await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), 'mtr{Enter}');
    await user.click(screen.getByRole('button', { name: '+ Or' }));
    await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), '   {Enter}');
    expect(latest.guided).toEqual([{ in: [['MTR']], ex: [] }]);
  });

  it("refuses '*' and '/' with a toast", async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR']], ex: [] }] });
    await user.click(screen.getByRole('button', { name: '+ Or' }));
    await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), 'MTR*{Enter}');
    expect(await screen.findByText("Characters like '*' and '/' are not allowed as keywords")).toBeInTheDocument();
    expect(latest.guided).toEqual([{ in: [['MTR']], ex: [] }]);
  });

  it('counts down to the plan limit and hides the add controls there, exclusions still allowed', async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR']], ex: [] }], planLimit: 2 });
    expect(screen.getByText('1 keyword(s) left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Or' }));
    await user.type(screen.getByRole('textbox', { name: 'New alternative keyword' }), '港鐵{Enter}');
    expect(screen.getByText('0 keyword(s) left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Or' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ AND' })).toBeNull();
    expect(screen.getByRole('button', { name: '- Exclude' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByRole('menuitem', { name: "Add 'exclude'" })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: "Add 'OR'" })).toBeNull();
  });

  it('caps an ad-hoc feed at 100 keywords on an unlimited plan', () => {
    show({ guided: [{ in: [['MTR']], ex: [] }], type: 1, planLimit: null });
    expect(screen.getByText('99 keyword(s) left')).toBeInTheDocument();
  });
});

describe('the advanced mode', () => {
  beforeEach(() => stubEditorApi());

  it('fills the text from the guided groups and shows parse errors with their position', async () => {
    const user = userEvent.setup();
    show({ guided: [{ in: [['MTR'], ['港鐵']], ex: [] }] });
    await user.click(screen.getByRole('checkbox', { name: 'Advanced mode' }));
    const text = screen.getByRole('textbox', { name: 'Boolean query' });
    expect(text).toHaveValue('(MTR OR 港鐵)');
    fireEvent.change(text, { target: { value: '(MTR OR 港鐵) AND (' } });
    expect(screen.getByText(/^Expected .* at position \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    fireEvent.change(text, { target: { value: '(MTR OR 港鐵) AND (delay)' } });
    expect(screen.queryByText(/at position/)).toBeNull();
    expect(latest.advanced).toBe('(MTR OR 港鐵) AND (delay)');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('opens the examples with both tabs', async () => {
    const user = userEvent.setup();
    show({ guided: [] });
    await user.click(screen.getByRole('button', { name: 'See examples' }));
    expect(await screen.findByRole('tab', { name: 'Operators Manual' })).toBeInTheDocument();
    expect(screen.getByText('NEAR/n')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Combination Examples' }));
    expect(await screen.findByText('A brand with its Cantonese nicknames')).toBeVisible();
  });
});

describe('the preview', () => {
  const record = (n: number, message = `MTR post ${n}`) => ({
    hash: `h${n}`,
    author: `author ${n}`,
    timestamp: Date.UTC(2024, 2, 5, 6, 7),
    thread_title: `Thread ${n}`,
    message,
    site: 'LIHKG',
    medium: 'Forum',
    matched: ['mtr'],
  });

  it('is disabled without a query', () => {
    stubEditorApi();
    show({ guided: [] });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('lists the records with the matched terms marked and never renders their HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)"> mtr is late <b>again</b>';
    stubEditorApi({ '/api/task/searchprev': () => ok([record(1, hostile), record(2)], { total: 2 }) });
    const user = userEvent.setup();
    const { container } = show({ guided: [{ in: [['MTR']], ex: [] }], advanced: '(MTR)' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('(Showing 2 records)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Preview records' });
    expect(within(list).getByText('author 1')).toBeInTheDocument();
    expect(within(list).getAllByText('05 March 2024 at 14:07')).toHaveLength(2);
    expect(within(list).getByText('Thread 1')).toBeInTheDocument();
    const marks = list.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['mtr', 'MTR']);
    expect(document.querySelector('img')).toBeNull();
    expect(list.querySelector('b')).toBeNull();
    expect(list).toHaveTextContent('<img src=x onerror="alert(1)"> mtr is late <b>again</b>');
    expect(container).toBeTruthy();
  });

  it("says '(Showing top N)' at the limit", async () => {
    stubEditorApi({ '/api/task/searchprev': () => ok(Array.from({ length: 500 }, (_, i) => record(i)), { total: 500 }) });
    const user = userEvent.setup();
    show({ guided: [], advanced: 'MTR', startAdvanced: true });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('(Showing top 500)')).toBeInTheDocument();
  });

  it("says 'No data found' when nothing matches, and shows a failure", async () => {
    let fail = false;
    stubEditorApi({ '/api/task/searchprev': () => (fail ? failure('server_error', 'Search is unavailable') : ok([], { total: 0 })) });
    const user = userEvent.setup();
    show({ guided: [], advanced: 'MTR', startAdvanced: true });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Search is unavailable')).toBeInTheDocument();
  });
});
