import { describe, expect, it } from "vitest";
import { STATIC_PAGE_IDS, staticPageSchema, staticPages } from "./pages.js";

describe("static pages (enrollment.md §2 USERRA form, USERRA group procedures, tutorial)", () => {
  it.each(Object.values(STATIC_PAGE_IDS))("%s has a title, an intro and sections with text", (id) => {
    const page = staticPageSchema.parse(staticPages[id]);
    expect(page.title).not.toBe("");
    expect(page.sections.length).toBeGreaterThan(0);
    for (const section of page.sections)
      expect(section.paragraphs.length + section.items.length).toBeGreaterThan(0);
  });
  it.each([
    [STATIC_PAGE_IDS.userraForm, "USERRA Form"],
    [STATIC_PAGE_IDS.userraGroupProcedures, "Group Procedures for USERRA"],
    [STATIC_PAGE_IDS.tutorialEnrollment, "Tutorial - Enrollment"],
  ])("%s is titled as the sidebar names it: %s", (id, title) => {
    expect(staticPages[id].title).toBe(title);
  });
});
