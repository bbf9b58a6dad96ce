import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/**
 * Open/closed state for a menu that closes on a click outside its container, on Escape (focus
 * back to the toggle), and on following one of its links.
 */
export function useDismissable<
  C extends HTMLElement = HTMLElement,
  T extends HTMLElement = HTMLButtonElement,
>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<T>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useDismissListeners(open, containerRef, toggleRef, close);

  /** Put on the container: a click on any link inside closes the menu. */
  const onClickCapture = useCallback(
    (event: React.MouseEvent) => {
      if ((event.target as Element).closest("a")) close();
    },
    [close],
  );

  return { open, toggle, close, containerRef, toggleRef, onClickCapture };
}

function useDismissListeners(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, containerRef, toggleRef, close]);
}
