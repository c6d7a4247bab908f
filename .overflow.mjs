import { chromium } from "playwright-core";
const [,, url, width="390"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: "networkidle" });
const r = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("*")) { const b = el.getBoundingClientRect(); if (b.right > window.innerWidth + 1) out.push(el.tagName + "." + (el.className?.baseVal ?? el.className).toString().slice(0,80) + " right=" + Math.round(b.right)); }
  return { sw: document.documentElement.scrollWidth, out: out.slice(0, 15) };
});
console.log(JSON.stringify(r, null, 1));
await browser.close();
