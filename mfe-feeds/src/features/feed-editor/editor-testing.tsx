// Helpers of this feature's component tests: the API replies the editor needs and a rendered editor.
import { screen } from '@testing-library/react';
import { MEDIUM_CATALOGUE, type Site, type TaskSettings } from 'shared/contract';
import { setSession, type SessionUser } from 'shared/session';
import { renderAt, sessionUser, stubFetch } from 'shared/testing';
import { Toaster } from 'shared/ui';
import { FeedEditor, type FeedEditorProps } from './index';

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ result: 'success', data, ...extra });
export const failure = (result: string, error: string) => ({ result, error });

const site = (name: string, medium: Site['medium']): Site => ({ site: name.toLowerCase(), medium, display_name: name, display_name_zh: name, url: `https://${name.toLowerCase()}` });

/** Answers the reference lists, the contact line and the access list; `routes` adds or replaces replies. */
export function stubEditorApi(routes: Record<string, () => unknown> = {}) {
  return stubFetch({
    '/api/misc/list/industries': () => ok([{ id: 4, industry: 'Transport' }]),
    '/api/misc/list/langs': () => ok([{ lang_abbr: 'zh-HK', name: 'Cantonese' }, { lang_abbr: 'en', name: 'English' }]),
    '/api/misc/list/mediums': () => ok(MEDIUM_CATALOGUE),
    '/api/misc/list/sites': () => ok([site('LIHKG', 'Forum'), site('HKGolden', 'Forum'), site('Discuss.com.hk', 'Forum'), site('Baby-Kingdom', 'Forum')]),
    '/api/misc/contact': () => ok({ phone: '+852 2345 6789', email: 'support@harbourpulse.example' }),
    '/api/users/liveaccess': () => ok([]),
    ...routes,
  });
}

/** The body the editor sent to `path`. */
export function sentBody(fetchMock: jest.Mock, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  if (!call) throw new Error(`Nothing was sent to ${path}`);
  const init = call[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

export function renderEditor(props: Partial<FeedEditorProps> = {}, user: Partial<SessionUser> = {}) {
  setSession(sessionUser(user));
  const handlers = { onClose: jest.fn(), onSaved: jest.fn(), onCreated: jest.fn() };
  const view = renderAt(
    '/feed',
    <>
      <FeedEditor open mode="create" {...handlers} {...props} />
      <Toaster />
    </>,
  );
  return { ...view, ...handlers };
}

const DAY = 86_400_000;

/** A stored live feed as `api.tasks.info` answers it. */
export function storedTask(overrides: Partial<TaskSettings> = {}): TaskSettings {
  return {
    task_id: 5,
    task_name: 'MTR Service Updates',
    task_type: 0,
    indus_id: 4,
    query_layer: [{ in: [['MTR'], ['港鐵']], ex: [] }],
    query_string: '(MTR OR 港鐵)',
    guided_view: { NoExOnly: true, ExcludeOnly: false },
    lang_abbr: 'zh-HK',
    list_medium: null,
    adhoc_from: Date.now() - 30 * DAY,
    adhoc_to: null,
    cron: 0,
    status: 1,
    writable: true,
    last_edit_user: 'Ada Analyst',
    last_edit_time: Date.now() - DAY,
    last_saved_at: null,
    mod: { used: 2, limit: 10 },
    ...overrides,
  };
}

export const mainButton = (name: string) => screen.getByRole('button', { name });
