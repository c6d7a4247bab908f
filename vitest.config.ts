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
    // One module graph for all files, not one per file: loading the content, schemas and React again for each of
    // 60 files was four fifths of the phase (about 87 s, 16 s without; issue #33). It holds because no test leaves
    // a change behind: globals and environment variables are changed only through vi.stubGlobal and vi.stubEnv,
    // which Vitest puts back after each test (below), and fake timers are put back in the file's afterEach. The
    // files pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
