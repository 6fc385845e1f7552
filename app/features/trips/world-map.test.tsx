import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WorldMap } from "#app/features/trips/world-map.tsx";

function render(element: React.ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

const countries = [
  { cc: "ES", name: "Spain" },
  { cc: "PT", name: "Portugal", href: "/destinations/pt", trips: 3 },
  { cc: "FR", name: "France", href: "/destinations/fr", trips: 1 },
];
const shapes = "/img/maps/world-abcdefghijkl.svg";

describe("WorldMap", () => {
  it("is an SVG named by its title, without role=img (it holds links)", () => {
    const html = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 459"
        countries={countries}
        markers={[]}
        shapes={shapes}
      />,
    );
    const id = html.match(/<title id="([^"]+)">Our trips<\/title>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`^<svg viewBox="0 0 960 459" aria-labelledby="${id}"`));
    expect(html).not.toContain('role="img"');
    expect(html).toContain('class="block h-auto w-full');
  });

  it("draws all land from the shapes file, hidden, and links countries with trips on top", () => {
    const html = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 459"
        countries={countries}
        markers={[]}
        shapes={shapes}
      />,
    );
    expect(html).not.toContain(" d=");
    expect(html).toContain('href="/destinations/pt"');
    expect(html).toContain('aria-label="Portugal, 3 trips"');
    expect(html).toContain('aria-label="France, 1 trip"');
    expect(html).toMatch(
      /<a [^>]*href="\/destinations\/pt"[^>]*><title>Portugal, 3 trips<\/title><use href="\/img\/maps\/world-abcdefghijkl.svg#PT"/,
    );
    const hidden = html.match(/<g aria-hidden="true"[^>]*>(.*?)<\/g>/)?.[1] ?? "";
    expect(hidden).toBe(`<use href="${shapes}#all"></use>`);
  });

  it("draws the current country highlighted and not as a link", () => {
    const html = render(
      <WorldMap
        title="Portugal"
        viewBox="0 0 960 960"
        countries={countries.map((country) =>
          country.cc === "PT" ? { ...country, current: true } : country,
        )}
        markers={[]}
        shapes={shapes}
      />,
    );
    expect(html).not.toContain('href="/destinations/pt"');
    expect(html).toContain('aria-label="France, 1 trip"');
    expect(html).toMatch(/<use href="[^"]+#PT" class="[^"]*fill-primary-300/);
  });

  it("makes each marker a named link, and moves markers apart that would overlap", () => {
    const html = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 459"
        countries={countries}
        markers={[
          { x: 420, y: 120, label: "Algarve, Portugal", href: "/trips/algarve" },
          { x: 421, y: 119, label: "Lisbon, Portugal", href: "/trips/lisbon" },
        ]}
        shapes={shapes}
      />,
    );
    expect(html).toContain('<a aria-label="Algarve, Portugal" href="/trips/algarve"');
    expect(html).toContain('<a aria-label="Lisbon, Portugal" href="/trips/lisbon"');
    const spots = [...html.matchAll(/<use href="#[^"]+" x="([\d.]+)" y="([\d.]+)"/g)].map(
      (match) => [Number(match[1]), Number(match[2])] as const,
    );
    expect(spots).toHaveLength(2);
    expect(spots[0]).toEqual([420, 120]);
    const [[x1, y1], [x2, y2]] = spots as [readonly [number, number], readonly [number, number]];
    expect(Math.hypot(x2 - x1, y2 - y1)).toBeGreaterThanOrEqual(14);
    // The moved marker has a line back to where it belongs.
    expect(html).toContain('<line x1="421" y1="119"');
  });
});
