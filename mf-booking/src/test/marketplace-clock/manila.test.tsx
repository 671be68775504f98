/** @jest-environment-options {"timeZone": "Asia/Manila"} */
// A visitor in the marketplace's own zone.
import { describeSameDaysAndSlots } from './same-days-in-every-zone';

describeSameDaysAndSlots('Asia/Manila', -480);
