import { describe, expect, it } from "vitest";
import { validateContactForm } from "./validateContactForm";

const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "Tell me about storage.",
  selectedSource: "google",
};

describe("validateContactForm", () => {
  it("accepts a complete form", () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it("names every empty field with the spec's keys", () => {
    expect(
      validateContactForm({ fullName: " ", email: "", message: "  ", selectedSource: "" }),
    ).toEqual({
      fullName: "fullNameRequired",
      email: "emailRequired",
      message: "messageRequired",
      selectedSource: "sourceRequired",
    });
  });

  it.each(["ada", "ada@example", "ada @example.com", "@example.com", "ada@exa mple.com"])(
    "refuses the e-mail %j",
    (email) => {
      expect(validateContactForm({ ...valid, email })).toEqual({ email: "emailInvalid" });
    },
  );

  it("counts the message length after trimming", () => {
    expect(validateContactForm({ ...valid, message: "   123456789   " })).toEqual({
      message: "messageMinLength",
    });
    expect(validateContactForm({ ...valid, message: "  1234567890  " })).toEqual({});
  });
});
