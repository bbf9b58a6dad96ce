import styles from "./ContactForm.module.css";

/** A field's error under it, announced as an alert; nothing when the field is fine. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
