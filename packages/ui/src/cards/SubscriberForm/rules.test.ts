import { getBrand } from "@epr/brand-themes";
import type { SubscriberFormValues } from "@epr/forms";
import { describe, expect, it } from "vitest";
import { effectiveDateBounds, subscriberFormView, visibleDefaults, withoutHiddenFields } from "./rules.js";

const today = new Date(2026, 10, 22);
const add = { today, flow: "add" as const };
const values = {
  ssn: "123456789",
  confirmSsn: "123456789",
  coverageEffectiveDate: "12/01/2026",
  cobra: true,
  eventCode: "MAR",
  eventDate: "11/15/2026",
} as SubscriberFormValues;

describe("subscriberFormView (enrollment.md §5 Subscriber form, §4 Special enrollment)", () => {
  it("hides COBRA for an ASO group and for a brand whose record says so, never by brand code", () => {
    expect(subscriberFormView({ ...add, brand: getBrand("6010").capabilities }).showsCobra).toBe(true);
    expect(subscriberFormView({ ...add, brand: getBrand("6012").capabilities }).showsCobra).toBe(false);
    expect(subscriberFormView({ ...add, aso: true, brand: getBrand("6010").capabilities }).showsCobra).toBe(
      false,
    );
  });

  it("shows the life event exactly when the form requires it", () => {
    expect(subscriberFormView({ ...add, outsideOpenEnrollment: true }).showsLifeEvent).toBe(false);
    expect(
      subscriberFormView({ ...add, outsideOpenEnrollment: true, lifeEventRequired: true }).showsLifeEvent,
    ).toBe(true);
  });

  it("locks the mobile phone in the edit flow only", () => {
    expect(subscriberFormView(add).mobilePhoneLocked).toBe(false);
    expect(subscriberFormView({ today, flow: "edit" }).mobilePhoneLocked).toBe(true);
  });
});

describe("withoutHiddenFields: a hidden field's value never leaves the card (STYLE.md Forms)", () => {
  it("keeps what is shown", () => {
    const view = {
      addFlow: true,
      entersSsn: true,
      showsCobra: true,
      showsLifeEvent: true,
      mobilePhoneLocked: false,
    };
    expect(withoutHiddenFields(values, view)).toEqual(values);
  });

  it("drops COBRA, the life event, and in the edit flow the SSN and effective date", () => {
    const view = {
      addFlow: false,
      entersSsn: false,
      showsCobra: false,
      showsLifeEvent: false,
      mobilePhoneLocked: true,
    };
    expect(withoutHiddenFields(values, view)).toEqual({
      ssn: "",
      confirmSsn: "",
      coverageEffectiveDate: "",
      cobra: false,
      eventCode: "",
      eventDate: "",
    });
  });

  it("add flow with the SSN on file: the SSN is not entered, so it never leaves the card (the record keeps its own)", () => {
    const view = subscriberFormView({ ...add, ssnOnFile: true });
    expect(view).toMatchObject({ addFlow: true, entersSsn: false });
    expect(withoutHiddenFields(values, view)).toMatchObject({
      ssn: "",
      confirmSsn: "",
      coverageEffectiveDate: "12/01/2026",
    });
  });

  it("gives the form no hidden value to complain about, and reads the suffix NONE as none", () => {
    const view = {
      addFlow: false,
      entersSsn: false,
      showsCobra: false,
      showsLifeEvent: false,
      mobilePhoneLocked: true,
    };
    expect(visibleDefaults({ ...values, suffix: "NONE" }, view)).toMatchObject({
      suffix: "",
      ssn: "123456789",
      confirmSsn: "",
      coverageEffectiveDate: "",
      cobra: false,
      eventCode: "",
    });
  });
});

describe("effectiveDateBounds: the calendar offers @epr/domain's window (enrollment.md §5)", () => {
  it("from the first of last month to the day before today + 91 days", () => {
    expect(effectiveDateBounds(add, false, false)).toEqual({
      min: new Date(2026, 9, 1),
      max: new Date(2027, 1, 20),
    });
  });

  it("from the 15th two months prior with COBRA, and without a lower bound when a life event applies", () => {
    expect(effectiveDateBounds(add, true, false).min).toEqual(new Date(2026, 8, 15));
    expect(effectiveDateBounds(add, false, true).min).toBeUndefined();
  });
});
