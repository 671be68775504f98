// mockFetch for the booking screens: every screen that offers days and times
// reads the assistant's rules, so the open rules (openAvailability) answer unless
// the test gives its own.
import { mockFetch as mockApi, type MockRoutes } from '../../../jest/mock-fetch';
import { AVAILABILITY_VIEW, openAvailability } from './fixtures';

export const mockFetch = (routes: MockRoutes) => mockApi({ [AVAILABILITY_VIEW]: [200, openAvailability()], ...routes });
