import { useEffect, useState, type RefObject } from "react";

interface Size {
  width: number;
  height: number;
}

/** The element's size in CSS pixels, kept up to date; `initial` until it is measured. */
export function useElementSize(ref: RefObject<Element | null>, initial: Size): Size {
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = ({ width, height }: Size) => {
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure(element.getBoundingClientRect());
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
