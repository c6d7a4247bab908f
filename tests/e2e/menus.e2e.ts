import { describe, expect, it } from "vitest";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, openVisitor, useBrowser } from "./support";

// Behaviour of the page, not of the server: checked once, under nginx (CI time, issue #17 §8).
describe.runIf(E2E_SERVER === "nginx")("header menus, section menus and scrolling", () => {
  const browser = useBrowser();

  it("opens a drop-down on hover and closes it when the pointer leaves", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Turizm boʻlimini ochish" });
    await page
      .getByRole("navigation", { name: "Asosiy menyu" })
      .first()
      .getByRole("link", { name: "Turizm", exact: true })
      .hover();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const sights = page.locator("header").getByRole("link", { name: "Diqqatga sazovor joylar" });
    expect(await sights.isVisible()).toBe(true);
    // A click on the chevron after the hover has opened it keeps it open; the next click closes it.
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(640, 700);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await sights.isVisible()).toBe(false);
    await visitor.close();
  });

  it("opens a drop-down on keyboard focus, walks into it, and closes it on Escape", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en`);
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open About us" });
    await page.getByRole("link", { name: "Tashkent Region — home page" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("About us");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Administration");
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Open About us",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await visitor.close();
  });

  it("has a mobile menu below 1024 px: overlay, one section at a time, languages inside", async () => {
    const visitor = await openVisitor(browser(), {
      locale: "ru-RU",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/aboutus`);
    await hydrated(page);
    const menuButton = page.getByRole("button", { name: "Открыть меню" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const dialog = page.getByRole("dialog", { name: "Главное меню" });
    await dialog.waitFor();
    const tourism = dialog.getByRole("button", { name: "Туризм" });
    const investment = dialog.getByRole("button", { name: "Инвестиции" });
    await tourism.click();
    expect(await tourism.getAttribute("aria-expanded")).toBe("true");
    await investment.click();
    expect(await investment.getAttribute("aria-expanded")).toBe("true");
    expect(await tourism.getAttribute("aria-expanded")).toBe("false");
    expect(await dialog.getByRole("link", { name: "Oʻzbekcha" }).isVisible()).toBe(true);
    await page.mouse.click(15, 400);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.click();
    await dialog.getByRole("button", { name: "Туризм" }).click();
    await dialog.getByRole("link", { name: "Достопримечательности" }).click();
    await page.waitForURL(`${BASE_URL}/ru/tourism/sights`);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.close();
  });

  it("marks the current entry of the section side menu", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/aboutus/statistics/2`);
    await hydrated(page);
    const sideMenu = page.getByRole("navigation", { name: "Biz haqimizda boʻlimi menyusi" });
    expect(await sideMenu.locator('[aria-current="page"]').textContent()).toBe("Statistika");
    await visitor.close();
  });

  it("scrolls to the top on every path change", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/aboutus`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Sport" }).click();
    await page.waitForURL(`${BASE_URL}/en/aboutus/sport`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await visitor.close();
  });
});
