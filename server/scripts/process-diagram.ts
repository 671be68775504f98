// npm run docs:process: writes the booking process diagram, drawn from its
// declaration (src/features/bookings/process/), into docs/money.md between its
// markers. The process test fails until this has been run after a change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withProcessDiagram } from '../src/features/bookings/process/diagram';

const moneyDoc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/money.md');
fs.writeFileSync(moneyDoc, withProcessDiagram(fs.readFileSync(moneyDoc, 'utf8')));
console.log(`booking process diagram written to ${moneyDoc}`);
