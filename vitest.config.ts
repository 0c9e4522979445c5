import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'netlify/**/*.test.ts'],
    // Integration tests run real builds that share Astro's cache folder: one file at a time.
    fileParallelism: false,
    environment: 'node',
  },
});
