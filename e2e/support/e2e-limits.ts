// The abuse limits of the servers the flows run against. Every browser of every
// flow comes from one address (127.0.0.1), and each flow signs up the people it
// needs (people.ts), so the sign-up limit per address is raised; every other
// limit keeps its production default (the server suite tests each limit).
export const E2E_ABUSE_LIMITS = JSON.stringify({ registrationsPerIpPerHour: 1_000 });
