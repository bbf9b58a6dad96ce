import { htmlLang, type Locale } from "@gw/i18n/locales";
import type { I18n } from "@lingui/core";
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { type BrandConfig } from "@gw/brands";
import { company } from "@gw/content/company";
import { brandSiteOrigin } from "./mailVoice";
import { mailStyles } from "./mailStyles";

export interface MailFrame {
  i18n: I18n;
  locale: Locale;
  brand: BrandConfig;
}

interface MailLayoutProps extends MailFrame {
  /** The subject, as the document's title (what a screen reader announces first). */
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  /** Why this address gets this e-mail (Spam Act: the recipient can tell where it came from). */
  reason: string;
  /** A link that stops these e-mails, when there is something to stop. */
  stop?: { url: string; label: string };
  /** The site the visitor used, where the footer links (the brand's own site when unknown). */
  siteOrigin?: string | undefined;
  children: ReactNode;
}

const spacedAbn = (abn: string) => abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4");

/** Every e-mail's frame: the brand, the message, and a footer that identifies the sender. */
export function MailLayout({
  i18n,
  locale,
  brand,
  subject,
  preview,
  reason,
  stop,
  siteOrigin,
  children,
}: MailLayoutProps) {
  const site = siteOrigin ?? brandSiteOrigin(brand);
  return (
    <Html lang={htmlLang(locale)}>
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={mailStyles.body}>
        <Container style={mailStyles.container}>
          <Text style={mailStyles.brand}>{brand.name}</Text>
          {children}
          <Hr style={mailStyles.rule} />
          <Text style={mailStyles.footer}>{reason}</Text>
          {stop ? (
            <Text style={mailStyles.footer}>
              <Link href={stop.url} style={mailStyles.link}>
                {stop.label}
              </Link>
            </Text>
          ) : null}
          <Text style={mailStyles.footer}>
            {i18n._("Sent by {brand}, a brand of {company} (ABN {abn}), {address}.", {
              brand: brand.name,
              company: company.company,
              abn: spacedAbn(company.abn),
              address: company.address.join(", "),
            })}
          </Text>
          <Text style={mailStyles.footer}>
            {i18n._("Questions? Write to {supportEmail}.", { supportEmail: brand.email })}{" "}
            <Link href={site} style={mailStyles.link}>
              {new URL(site).host}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
