import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrendingTopic } from 'shared/contract';
import { renderAt } from 'shared/testing';
import { Toaster, toaster } from 'shared/ui';
import { TrendingTopics, type TrendingTopicsProps } from '..';

const mtr: TrendingTopic = { word: 'MTR', related_word: ['delay', 'Tsuen Wan'], ai_score: 8.2, doc_freq: 12.5 };
const ferry: TrendingTopic = { word: 'ferry', related_word: [], ai_score: 3, doc_freq: 3 };

function show(props: Partial<TrendingTopicsProps> = {}) {
  const handlers = { onTopicClick: jest.fn(), onHide: jest.fn().mockResolvedValue(undefined), onManage: jest.fn() };
  renderAt(
    '/',
    <>
      <TrendingTopics data={[mtr, ferry]} {...handlers} {...props} />
      <Toaster />
    </>,
  );
  return { ...handlers, ...props };
}

const rows = () => screen.getAllByTestId('topic-row');

afterEach(() => act(() => toaster.remove()));

describe('TrendingTopics', () => {
  it('shows a skeleton while the data is null and the empty state for no topics', () => {
    const { unmount } = renderAt('/', <TrendingTopics data={null} onTopicClick={jest.fn()} onHide={jest.fn()} onManage={jest.fn()} />);
    expect(screen.getByTestId('trending-topics')).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderAt('/', <TrendingTopics data={[]} onTopicClick={jest.fn()} onHide={jest.fn()} onManage={jest.fn()} />);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
  });

  it("ranks the topics, joining related words with ' · ' and showing doc_freq as a percentage", () => {
    const { onTopicClick } = show();
    expect(screen.getByText('Trending Topic')).toBeTruthy();
    expect(within(rows()[0]!).getByText('1')).toBeTruthy();
    expect(within(rows()[0]!).getByText('MTR · delay · Tsuen Wan')).toBeTruthy();
    expect(within(rows()[0]!).getByText('12.5%')).toBeTruthy();
    expect(within(rows()[1]!).getByText('3%')).toBeTruthy();
    fireEvent.click(within(rows()[1]!).getByText('ferry'));
    expect(onTopicClick).toHaveBeenCalledWith(ferry);
  });

  it('hides a topic from the keyboard and says so', async () => {
    const { onHide } = show();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    const hide = screen.getByRole('button', { name: 'Hide this topic: MTR · delay · Tsuen Wan' });
    await user.tab();
    expect(hide).toHaveFocus();
    expect(hide).toHaveAccessibleDescription('See fewer topic like this');
    await user.keyboard('{Enter}');
    expect(onHide).toHaveBeenCalledWith(mtr);
    expect(await screen.findByText('"MTR" added to hidden topics')).toBeTruthy();
  });

  it('shows the error of a failed hide', async () => {
    show({ onHide: jest.fn().mockRejectedValue(new Error('You cannot change this feed')) });
    fireEvent.click(screen.getByRole('button', { name: 'Hide this topic: ferry' }));
    expect(await screen.findByText('You cannot change this feed')).toBeTruthy();
    expect(screen.queryByText('"ferry" added to hidden topics')).toBeNull();
  });

  it("offers 'Manage hidden topics' in the menu and explains the list", async () => {
    const { onManage } = show();
    expect(screen.getByRole('button', { name: /AI detected these topics and related words/ })).toBeTruthy();
    // As a keyboard user: Enter opens the menu with its first item highlighted, Enter picks it.
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Trending topic options' }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Manage hidden topics' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onManage).toHaveBeenCalledTimes(1));
  });
});
