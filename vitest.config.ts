import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin (it expects a full app build).
export default defineConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.ts",
      "tests/content/**/*.test.ts",
      "tests/media/**/*.test.ts",
    ],
    environment: "node",
  },
});
