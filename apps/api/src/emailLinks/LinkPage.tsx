import { htmlLang, type Locale } from "@gw/i18n/locales";

export interface LinkPageAction {
  label: string;
  /** Sent with the form (e.g. which alerts a cancel covers). */
  fields?: Record<string, string>;
}

export interface LinkPageProps {
  locale: Locale;
  brandName: string;
  title: string;
  lines: string[];
  /** Buttons that do what the link is for: a link alone never changes anything (see docs/api.md). */
  actions?: LinkPageAction[];
  back: { href: string; label: string };
}

const css = `
body{margin:0;background:#f6f4ef;color:#1c1a17;font:16px/1.6 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:34rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
.brand{font-weight:700;margin:0 0 1.5rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
button{font:inherit;font-weight:600;background:#1c1a17;color:#fff;border:0;border-radius:6px;padding:.75rem 1.25rem;cursor:pointer;margin:0 .5rem .5rem 0}
button:focus-visible,a:focus-visible{outline:3px solid #7a5200;outline-offset:2px}
a{color:#7a5200}
`;

/** The page a confirm or cancel link opens, in the visitor's language; served by the API. */
export function LinkPage({ locale, brandName, title, lines, actions = [], back }: LinkPageProps) {
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${brandName}`}</title>
        <style>{css}</style>
      </head>
      <body>
        <main>
          <p className="brand">{brandName}</p>
          <h1>{title}</h1>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {actions.map((action) => (
            <form method="post" key={action.label}>
              {Object.entries(action.fields ?? {}).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit">{action.label}</button>
            </form>
          ))}
          <p>
            <a href={back.href}>{back.label}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
