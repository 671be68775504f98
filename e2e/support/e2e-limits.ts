// The abuse limits of the servers the flows run against. Every browser of every
// flow comes from one address (127.0.0.1): each flow signs up the people it
// needs (people.ts), and every page it opens connects its socket, faster than
// people behind one address would, so the sign-up and socket connection limits
// per address are raised; every other limit keeps its production default (the
// server suite tests each limit).
export const E2E_ABUSE_LIMITS = JSON.stringify({ registrationsPerIpPerHour: 1_000, socketConnectionsPerIpPerMinute: 10_000, clientReportsPerIpPerMinute: 10_000 });
