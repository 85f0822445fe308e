import type { User } from '@skyler/domain/auth';
import { setCookie } from './cookies.ts';
import { type MockHandler, mockFetch } from './fetch-mock.ts';
import { makeUser, signedIn } from './fixtures.ts';

/**
 * The API as `user` finds it once signed in: the CSRF cookie set, `GET /api/whoami/` answering the user, and
 * `routes` as `mockFetch` takes them.
 */
export function mockApiDe(user: User = makeUser(), routes: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({ 'GET /api/whoami/': { body: signedIn(user) }, ...routes });
}
