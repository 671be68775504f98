// Loaded with --import: installs the drizzle-orm resolve hook (see drizzle-kit.mjs).
import { register } from 'node:module';

register('./drizzle-orm-resolve-hooks.mjs', import.meta.url);
