import { describe, expect, it } from "vitest";
import { sectionOfPath, socialSlotOf } from "./sections";

describe("sectionOfPath", () => {
  it("finds the section from the first segment", () => {
    expect(sectionOfPath("tourism/sights-detail/2")?.key).toBe("tourism");
    expect(sectionOfPath("about")).toBeUndefined();
  });
});

describe("socialSlotOf", () => {
  it("gives the home page and pages outside a section the home picture", () => {
    expect(socialSlotOf("")).toBe("social-home");
    expect(socialSlotOf("about")).toBe("social-home");
    expect(socialSlotOf("accessibility")).toBe("social-home");
  });

  it("gives both galleries the gallery picture", () => {
    expect(socialSlotOf("photo")).toBe("social-gallery");
    expect(socialSlotOf("videoGalery")).toBe("social-gallery");
  });

  it("gives every page under a section that section's picture", () => {
    expect(socialSlotOf("aboutus")).toBe("social-aboutus");
    expect(socialSlotOf("tourism/hotels-and-resorts/detail/1")).toBe("social-tourism");
    expect(socialSlotOf("investment/contact")).toBe("social-investment");
    expect(socialSlotOf("education-and-culture/national-dishes/detail/1")).toBe(
      "social-education-and-culture",
    );
    expect(socialSlotOf("business/real-state")).toBe("social-business");
  });
});
