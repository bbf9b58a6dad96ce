import type { ComponentProps } from "react";
import { useLiveRef } from "./markLive";
import styles from "./Button.module.css";

type ButtonProps = ComponentProps<"button"> & {
  variant?: "primary" | "secondary" | "onBand";
  size?: "md" | "lg";
};

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={useLiveRef(ref)}
      type={type}
      className={[styles.button, styles[variant], styles[size], className]
        .filter(Boolean)
        .join(" ")}
      {...rest}
    />
  );
}
