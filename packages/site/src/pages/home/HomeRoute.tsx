import { HomePage, SiteLayout } from "@gw/ui";

export function HomeRoute() {
  return (
    <SiteLayout>
      <HomePage />
    </SiteLayout>
  );
}
