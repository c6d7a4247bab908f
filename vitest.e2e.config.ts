import { defineConfig } from "vitest/config";

// Browser tests: Debian's chromium driven by playwright-core against the served production build.
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts", "tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
