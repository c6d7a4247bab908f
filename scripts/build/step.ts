import path from "node:path";

/** Where the build's output lies: the public tree, the 404 bodies the servers send, and build/ itself. */
export interface BuiltSite {
  root: string;
  build: string;
  client: string;
  fallbacks: string;
}

/** One step of the postbuild (scripts/postbuild.ts): a name for the log, and what it did, in a few words. */
export interface BuildStep {
  name: string;
  run: (site: BuiltSite) => Promise<string>;
}

export function builtSite(root = process.cwd()): BuiltSite {
  const build = path.join(root, "build");
  return { root, build, client: path.join(build, "client"), fallbacks: path.join(build, "fallbacks") };
}
