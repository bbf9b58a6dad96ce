import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

describe("Field", () => {
  it("names the control with its label and leaves it undescribed when all is well", () => {
    render(<Field label="Email address">{(control) => <input type="email" {...control} />}</Field>);
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("describes the control with its hint", () => {
    render(
      <Field label="Referral code" hint="From your invitation">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Referral code" })).toHaveAccessibleDescription(
      "From your invitation",
    );
  });

  it("announces the error, marks the control invalid and describes it with hint and error", () => {
    render(
      <Field label="Message" hint="At least 10 characters" error="Message is too short">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(screen.getByRole("alert")).toHaveTextContent("Message is too short");
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(textarea).toHaveAccessibleDescription("At least 10 characters Message is too short");
  });

  it("works for a select", () => {
    render(
      <Field label="How did you find us?" error="Please select how you found us">
        {(control) => (
          <select defaultValue="" {...control}>
            <option value="">Select an option</option>
          </select>
        )}
      </Field>,
    );
    expect(
      screen.getByRole("combobox", { name: "How did you find us?" }),
    ).toHaveAccessibleDescription("Please select how you found us");
  });
});
