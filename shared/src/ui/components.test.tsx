import { unlimitedPlan } from '../testing/index.js';
import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { resetSession, setSession, sessionFromLogin } from '../session/index.js';
import { AppProviders } from './AppProviders.js';
import { BetaTag, TypeBadge } from './badges.js';
import { EmptyState } from './EmptyState.js';
import { ErrorNotice } from './ErrorNotice.js';
import { Loader } from './Loader.js';
import { NoAccess } from './NoAccess.js';

const wrap = (node: ReactNode) => render(<AppProviders>{node}</AppProviders>);
const kindOf = () => screen.getByRole('status').getAttribute('data-loader-kind');

beforeEach(() => resetSession());

describe('Loader', () => {
  it.each([1, 2, 3, 4, 5])('draws loader type %i', (type) => {
    wrap(<Loader type={type} />);
    expect(kindOf()).toBe(String(type));
  });

  it('falls back to the twin-circle loader for any other value', () => {
    wrap(<Loader type={9} />);
    expect(kindOf()).toBe('twin-circle');
  });

  it("uses type 4 by default, or the user's configured loader", () => {
    const first = wrap(<Loader />);
    expect(kindOf()).toBe('4');
    first.unmount();
    setSession({
      ...sessionFromLogin(
        {
          user_id: 1,
          username: 'analyst',
          display_name: 'A',
          email: '',
          ac_id: 1,
          acc_level: unlimitedPlan,
        },
        't',
      ),
      loader: 2,
    });
    wrap(<Loader />);
    expect(kindOf()).toBe('2');
  });
});

describe('ErrorNotice', () => {
  it('shows the message and closes through its button', async () => {
    const onDismiss = jest.fn();
    wrap(<ErrorNotice message="Wrong username or password" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('NoAccess', () => {
  it('says so and links back to /feed inside the app', () => {
    wrap(
      <MemoryRouter>
        <NoAccess />
      </MemoryRouter>,
    );
    expect(screen.getByText('Hm..you are not supposed to be here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/feed');
  });
});

describe('badges and empty state', () => {
  it('labels feed types', () => {
    wrap(
      <>
        <TypeBadge taskType={0} />
        <TypeBadge taskType={1} />
        <BetaTag />
      </>,
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Ad-hoc')).toBeInTheDocument();
    expect(screen.getByText('BETA')).toBeInTheDocument();
  });

  it('shows title, description and action', () => {
    wrap(<EmptyState title="You have no feeds yet" description="Create a new feed to get started" action={<button>New Feed</button>} />);
    expect(screen.getByText('You have no feeds yet')).toBeInTheDocument();
    expect(screen.getByText('Create a new feed to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Feed' })).toBeInTheDocument();
  });
});
