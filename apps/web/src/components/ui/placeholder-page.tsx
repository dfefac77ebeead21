// A screen whose feature arrives in a later issue: its title and one plain sentence, nothing more.
import { usePageTitle } from '#web/lib/title.ts';

export function PlaceholderPage({ title, feature }: { title: string; feature: string }) {
  usePageTitle(title);
  return (
    <section className="placeholder-page py-4">
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">This page arrives with the {feature} feature.</p>
    </section>
  );
}
