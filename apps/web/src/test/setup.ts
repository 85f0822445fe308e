import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearCookies } from './cookies.ts';
import { speedUpJsdomLabels } from './jsdom-labels.ts';
import { setScreenWidth } from './match-media.ts';

// A wide desktop, where every column the spec lists is in the row; screens of 1366 px, where secondary
// columns move into the row's detail (decision 0079), are set by the tests about them (`setScreenWidth`).
const DESKTOP_WIDTH = 1600;

// Pages load as lazy chunks: the first render of a page in a test file waits for its transform, which takes
// longer than the default second when the machine is busy with the other test projects (several seconds on a
// loaded 2-core machine).
configure({ asyncUtilTimeout: 15_000 });

// A query that finds nothing prints the whole document into its error. Inside `waitFor` and `findBy…`, which
// retry on every change of the document until the element is there, those errors are thrown away, and
// printing the document for each was 2–3 % of the CPU of the heaviest screen file (`cotacao-dialog`). The error
// that fails a test (the last try of a `waitFor`, or a `getBy…` outside one) still prints the document.
// A worker runs this file before each of its test files (`isolate: false`) on one Testing Library: the error
// that prints the document is its own default, kept beside the replacement rather than wrapped again.
type GetElementError = ReturnType<typeof getConfig>['getElementError'];
const DEFAULT = Symbol.for('getElementError printing the document');
const current: GetElementError & { [DEFAULT]?: GetElementError } = getConfig().getElementError;
const printingTheDocument = current[DEFAULT] ?? current;
const retrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: Object.assign(
    (...[message, container]: Parameters<GetElementError>) => {
      if (!retrying()) return printingTheDocument(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
    { [DEFAULT]: printingTheDocument },
  ),
});

// React's development build records, for each element it creates, a stack trace and a console task of where
// it was created ("owner stacks", up to 10,000 per render), only to print them with its warnings. Telling it
// the limit is always reached keeps every check and warning, without the owner's stack in the message.
const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });

// getByLabelText and accessible names walk the whole document once per label in jsdom: see jsdom-labels.ts
speedUpJsdomLabels();

beforeEach(() => setScreenWidth(DESKTOP_WIDTH));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
