import { Button, CheckList } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { useSignUpRedirect, type Navigate } from "./useSignUpRedirect";
import styles from "./RegistrationCard.module.css";

interface RegisterCardProps {
  /** A referral code already known (from the link), passed on to sign-up. */
  referralCode?: string;
  navigate?: Navigate;
}

/** The account-opening card the register page shows: four benefits and `Create Account`. */
export function RegisterCard({ referralCode, navigate }: RegisterCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { redirecting, redirect } = useSignUpRedirect("register_page", navigate);
  const benefits: ReactNode[] = [
    <Trans>No account-keeping or storage fees</Trans>,
    <Trans>Verify your identity online in minutes</Trans>,
    <Trans>Buy from a single gram of gold or silver</Trans>,
    <Trans>Sell or withdraw whenever you like</Trans>,
  ];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Open your account</Trans>
      </h2>
      <CheckList items={benefits} />
      <Button
        size="lg"
        className={styles.submit}
        disabled={redirecting}
        onClick={() => redirect(referralCode)}
      >
        {redirecting ? t`Redirecting...` : t`Create Account`}
      </Button>
    </section>
  );
}
