// API-shaped data for this remote's screen tests, on the shared fixtures (jest/fixtures.ts).
import type { User } from '@marketplace/shared-api/types';
import { apiAssistant, apiBooking, apiUser, ASSISTANT_ID, BOOKING_ID, VIEWER_ID } from '../../../jest/fixtures';

export const IDS = { boss: VIEWER_ID, maria: ASSISTANT_ID, booking: BOOKING_ID } as const;

/** Ben Cruz, the client who paid. */
export const aClient = (overrides: Partial<User> = {}) => apiUser({ id: IDS.boss, ...overrides });
export const aConsultantUser = apiAssistant;

/** Booked for Monday 15 June 2026. */
export const aBooking = apiBooking;
