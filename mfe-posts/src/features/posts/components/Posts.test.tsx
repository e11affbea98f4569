import { screen } from '@testing-library/react';
import { renderAt } from 'shared/testing';
import Posts from '../../../exposes/Posts';

describe('Posts', () => {
  it('shows the heading and the empty state', () => {
    renderAt('/feed/1/posts', <Posts />);
    expect(screen.getByRole('heading', { name: 'Posts' })).toBeTruthy();
    expect(screen.getByText('Seems like we need more time collecting data for this feed..')).toBeTruthy();
    expect(screen.getByText('Come back later or refine your keywords to collect more posts')).toBeTruthy();
    expect(screen.queryByText(/^Search:/)).toBeNull();
  });

  it('shows the search applied in the URL', () => {
    renderAt('/feed/1/posts?search=MTR%20delay', <Posts />);
    expect(screen.getByText('Search: "MTR delay"')).toBeTruthy();
    expect(screen.getByText('Seems like we need more time collecting data for this feed..')).toBeTruthy();
  });
});
