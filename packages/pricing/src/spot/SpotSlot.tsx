import type { HTMLAttributes } from "react";

/**
 * A figure the painter writes (`paintSpot`), before the app runs and after. React renders it
 * empty and, its text never changing, never touches it again; `suppressHydrationWarning` lets
 * hydration find a number where the prerenderer left nothing.
 */
export function SpotSlot({ name, ...rest }: { name: string } & HTMLAttributes<HTMLElement>) {
  return (
    <span data-spot={name} suppressHydrationWarning {...rest}>
      {""}
    </span>
  );
}

/**
 * A note the painter shows when it applies (`open`, `closed`, `stale`, `demo`); hidden until then.
 * React renders it hidden and leaves the attribute to the painter.
 */
export function SpotNote({ when, ...rest }: { when: string } & HTMLAttributes<HTMLElement>) {
  return <span data-spot-if={when} hidden {...rest} />;
}
