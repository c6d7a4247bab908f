// Browser tests drive Debian's chromium; install it when missing (CI machines start without it).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "./chromium.mjs";

if (!existsSync(CHROMIUM)) {
  console.log("chromium is missing: installing Debian's package (apt-get)…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
}
console.log(execSync(`${CHROMIUM} --version`).toString().trim());
