/** @jest-environment-options {"timeZone": "America/Los_Angeles"} */
// A visitor west of Manila: the browser's day is still 9 June.
import { describeSameDaysAndSlots } from './same-days-in-every-zone';

describeSameDaysAndSlots('America/Los_Angeles', 420);
