// Security suite: every route's schema fuzzed (zod-fuzz.ts) as a
// caller the route lets through (the resource's owner, or an admin for admin
// routes), so requests get past sign-in to the validation and the services. Never a 500, and a refused request writes nothing: the row count
// of every table is the same after it as before.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachDatabase } from '../test-app';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';
import { asPersona, type MatrixCall, type Persona } from './matrix-world';
import { securitySuite } from './security-app';
import { fuzzCases } from './zod-fuzz';

/** Who the fuzz pass calls as: the first of these the matrix lets through. */
const FUZZ_PERSONAS: Persona[] = ['owner', 'admin', 'otherAssistant', 'otherBoss'];

describeEachDatabase('fuzz pass over every route schema', (kind) => {
  const s = securitySuite(kind);

  for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    it(`${key}: no 500 and no partial write for hostile input`, async () => {
      const route = s.t.app.registeredRoutes.find((candidate) => `${candidate.method} ${candidate.url}` === key);
      assert.ok(route, `${key} is not registered`);
      const fresh = async (): Promise<MatrixCall> => {
        s.world.reset();
        return row.call(s.world);
      };
      // As someone the route lets through (an admin for admin routes), so the input reaches validation and the service.
      const persona = FUZZ_PERSONAS.find((candidate) => row.expect[candidate] < 400) ?? 'owner';
      let call = await fresh();
      let caller = await s.world.personaUser(persona, call.owner);
      // The counts before a case are the counts after the previous one, unless that one was accepted.
      let counts = await s.countRows();
      const failures: string[] = [];
      for (const fuzzCase of fuzzCases(route, call)) {
        const response = await s.t.app.inject(await asPersona(s.world, fuzzCase.request(call), persona, caller));
        await s.t.app.background.drain();
        if (response.statusCode >= 500) failures.push(`${fuzzCase.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400) {
          const after = await s.countRows();
          const changed = Object.keys(after).filter((table) => after[table] !== counts[table]);
          if (changed.length > 0) failures.push(`${fuzzCase.label}: refused with ${response.statusCode} but wrote to ${changed.join(', ')}`);
          counts = after;
        } else {
          // Accepted (hostile text can be valid text): the resource may be used up, so the next case gets a fresh one.
          call = await fresh();
          caller = await s.world.personaUser(persona, call.owner);
          counts = await s.countRows();
        }
      }
      assert.deepEqual(failures, [], key);
    });
  }
});
