import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/contract/**/*.test.ts', 'netlify/**/*.test.ts'],
    // Integration tests run real builds that share Astro's cache folder, and database tests each hold a
    // PGlite instance of their own (large: docs/supabase-contract.md): one file at a time.
    fileParallelism: false,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
