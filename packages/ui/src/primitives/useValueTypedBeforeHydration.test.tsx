import { screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { hydrateAfterVisitor } from "../testing/hydrateAfterVisitor";
import { useValueTypedBeforeHydration } from "./useValueTypedBeforeHydration";

/** A controlled field that shows its state beside it, as a calculator shows its result. */
function Echo({ initial, type, adopt }: { initial: string; type?: string; adopt?: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  useValueTypedBeforeHydration(ref, (typed) => {
    adopt?.();
    setValue(typed);
  });
  return (
    <>
      <input
        ref={ref}
        aria-label="Field"
        type={type}
        max={type === "range" ? 13 : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output>{value}</output>
    </>
  );
}

const visitorSets = (value: string) => (page: HTMLElement) => {
  page.querySelector("input")!.value = value;
};

describe("useValueTypedBeforeHydration", () => {
  it("adopts text typed into an empty field before hydration", async () => {
    await hydrateAfterVisitor(<Echo initial="" />, visitorSets("ada@example.com"));
    expect(screen.getByRole("status")).toHaveTextContent("ada@example.com");
    expect(screen.getByLabelText("Field")).toHaveValue("ada@example.com");
  });

  it("adopts a new value in a field that was rendered with one", async () => {
    await hydrateAfterVisitor(<Echo initial="0.0311" />, visitorSets("1"));
    expect(screen.getByRole("status")).toHaveTextContent(/^1$/);
    expect(screen.getByLabelText("Field")).toHaveValue("1");
  });

  it("adopts a slider moved before hydration", async () => {
    await hydrateAfterVisitor(<Echo initial="13" type="range" />, visitorSets("0"));
    expect(screen.getByRole("status")).toHaveTextContent(/^0$/);
    expect(screen.getByLabelText("Field")).toHaveValue("0");
  });

  it("leaves the state alone when the field is as it was rendered", async () => {
    const adopt = vi.fn();
    await hydrateAfterVisitor(<Echo initial="0.0311" adopt={adopt} />, () => {});
    expect(adopt).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("0.0311");
  });
});
