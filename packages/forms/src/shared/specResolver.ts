import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A form's own validation (field name → the spec's error key) as a react-hook-form resolver whose
 * error messages are those keys, so each form translates its own.
 */
export function specResolver<TFields extends FieldValues>(
  validate: (values: TFields) => Partial<Record<keyof TFields, string>>,
): Resolver<TFields> {
  return (values) => {
    const found = Object.entries(validate(values) as Record<string, string>);
    if (found.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        found.map(([field, key]) => [field, { type: "validate", message: key }]),
      ) as FieldErrors<TFields>,
    };
  };
}
