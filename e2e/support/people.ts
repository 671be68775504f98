// People a flow makes for itself, through the API, so the data it changes is its
// own: a new flow cannot break another by booking, paying or chatting with the
// same person. The demo data stays for the flows that only read it (a search,
// the phone screens) and for the one admin.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

export interface Person {
  id: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  /** 'Liza Navarro', as the screens name people. */
  name: string;
}

const PASSWORD = 'Flow-Pass9';
let made = 0;

/** A new member with the role and names given (an Assistant's rate is the default 1250 pesos an hour). */
export async function newPerson(
  request: APIRequestContext,
  { role, firstName, lastName }: { role: 'Boss' | 'Assistant'; firstName: string; lastName: string },
): Promise<Person> {
  made += 1;
  const username = `${firstName.toLowerCase()}_${Date.now().toString(36)}${made}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName,
      lastName,
      role,
      location: 'Cebu City, Philippines',
      skills: role === 'Assistant' ? ['Data Entry', 'Customer Service'] : [],
      experience: '1-3 years',
      availability: 'Full-time',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  return { id, username, password: PASSWORD, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** The person's bearer token, for a flow that acts as them through the API (a hostile client, a second party). */
export async function tokenOf(request: APIRequestContext, person: Pick<Person, 'username' | 'password'>): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: person.username, password: person.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Lists an assistant on /profile/list, as 'Make Profile Public' on /profile does. */
export async function publishProfile(request: APIRequestContext, person: Person): Promise<void> {
  const published = await request.post('/api/profiles/profile', {
    headers: { authorization: `Bearer ${await tokenOf(request, person)}` },
    data: {
      title: `${person.firstName}'s Profile`,
      firstName: person.firstName,
      lastName: person.lastName,
      skills: ['Data Entry', 'Customer Service'],
      location: 'Cebu City, Philippines',
      role: 'Assistant',
      salaryRate: 1250,
      experience: '1-3 years',
      availability: 'Full-time',
    },
  });
  expect(published.status(), await published.text()).toBe(201);
}

