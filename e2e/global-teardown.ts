import { rmSync } from 'node:fs';

/** After the run: the seeded templates of the servers of their own (tests/fixtures.ts seededDataDir). */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR) rmSync(`${process.env.E2E_DATA_DIR}.templates`, { recursive: true, force: true });
}
