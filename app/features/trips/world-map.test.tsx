import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WorldMap } from "./world-map.tsx";

function render(element: React.ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

const countries = [
  { cc: "ES", name: "Spain" },
  { cc: "PT", name: "Portugal", href: "/destinations/pt", trips: 3 },
  { cc: "FR", name: "France", href: "/destinations/fr", trips: 1 },
];
const shapes = "/img/maps/world-abcdefghijkl.svg";
const pt = { trips: 1, country: "Portugal", countryHref: "/destinations/pt" };

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
    // Hidden: all land, and the linked countries coloured for a phone (where they are no links).
    const hidden = html.match(/<g aria-hidden="true"[^>]*>(.*?)<\/g>/)?.[1] ?? "";
    expect(hidden).toBe(
      `<use href="${shapes}#all"></use>` +
        ["PT", "FR"]
          .map(
            (cc) =>
              `<use href="${shapes}#${cc}" class="fill-primary-200 sm:hidden dark:fill-primary-900"></use>`,
          )
          .join(""),
    );
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
          {
            ...pt,
            place: "Algarve",
            x: 420,
            y: 120,
            label: "Algarve, Portugal",
            href: "/trips/algarve",
          },
          {
            ...pt,
            place: "Lisbon",
            x: 421,
            y: 119,
            label: "Lisbon, Portugal",
            href: "/trips/lisbon",
          },
        ]}
        shapes={shapes}
      />,
    );
    expect(html).toContain('<a aria-label="Algarve, Portugal" href="/trips/algarve"');
    expect(html).toContain('<a aria-label="Lisbon, Portugal" href="/trips/lisbon"');
    // Two layers, a phone's (shown below 640 px) and wider screens'.
    expect(html).toContain('<g data-layer="phone" class="sm:hidden">');
    expect(html).toContain('<g data-layer="wide" class="max-sm:hidden">');
    const phone = html.slice(0, html.indexOf('data-layer="wide"'));
    const spots = [...phone.matchAll(/<use href="#[^"]+" x="([\d.]+)" y="([\d.]+)"/g)].map(
      (match) => [Number(match[1]), Number(match[2])] as const,
    );
    expect(spots).toHaveLength(2);
    const [[x1, y1], [x2, y2]] = spots as [readonly [number, number], readonly [number, number]];
    // Both moved apart, their tap squares (45 CSS px at 358 px: 60.3 units) clear of each other.
    expect(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1))).toBeGreaterThanOrEqual(120);
    expect(Math.hypot(x1 - 420, y1 - 120)).toBeLessThan(100);
    // Each moved marker has a line back to where it belongs.
    expect(html).toContain('<line x1="420" y1="120"');
    expect(html).toContain('<line x1="421" y1="119"');
  });

  it("gives every marker a transparent square of 44 CSS px at the map's narrowest width", () => {
    const html = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 480"
        countries={countries}
        markers={[{ ...pt, x: 420, y: 120, place: "Algarve", label: "Algarve", href: "/a" }]}
        shapes={shapes}
        minWidth={360}
      />,
    );
    // 22.5 CSS px at 360 px for 960 units: 60 units.
    expect(html).toContain('<rect x="-60" y="-60" width="120" height="120" fill="transparent"');
  });

  it("groups a country's close markers into one link to its page, named by its places and trips", () => {
    const html = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 480"
        countries={countries}
        markers={[
          { ...pt, x: 420, y: 120, place: "Lisbon", trips: 6, label: "Lisbon", href: "/l" },
          { ...pt, x: 430, y: 125, place: "Sintra", trips: 1, label: "Sintra", href: "/s" },
          {
            x: 440,
            y: 120,
            place: "Barcelona",
            trips: 2,
            country: "Spain",
            countryHref: "/destinations/es",
            label: "Barcelona",
            href: "/b",
          },
        ]}
        shapes={shapes}
        group
      />,
    );
    expect(html).toContain(
      '<a aria-label="Lisbon and Sintra: 7 trips in Portugal" data-group="" href="/destinations/pt"',
    );
    expect(html).toContain('<a aria-label="Barcelona" href="/b"');
    expect(html).not.toContain('href="/l"');
    expect(html).toMatch(/>7<\/text>/);
    const uk = render(
      <WorldMap
        title="Our trips"
        viewBox="0 0 960 480"
        countries={countries}
        markers={["Cotswolds", "Lake District"].map((place, i) => ({
          x: 420 + i,
          y: 120,
          place,
          trips: 1,
          country: "United Kingdom",
          countryHref: "/destinations/gb",
          label: place,
          href: `/${i}`,
        }))}
        shapes={shapes}
        group
      />,
    );
    expect(uk).toContain('aria-label="Cotswolds and Lake District: 2 trips in the United Kingdom"');
  });

  it("writes the places' names beside their markers when asked", () => {
    const html = render(
      <WorldMap
        title="Portugal"
        viewBox="0 0 960 960"
        countries={countries}
        markers={[{ ...pt, x: 420, y: 420, place: "Algarve", label: "Algarve", href: "/a" }]}
        shapes={shapes}
        labels
      />,
    );
    expect(html).toMatch(
      /<g aria-hidden="true"[^>]*paint-order:stroke[^>]*><text [^>]*>Algarve<\/text>/,
    );
  });

  it("draws one layer of markers for every screen when a phone's and a wider screen's are the same", () => {
    const html = render(
      <WorldMap
        title="Portugal"
        viewBox="0 0 960 960"
        countries={countries}
        markers={[{ ...pt, x: 420, y: 420, place: "Algarve", label: "Algarve", href: "/a" }]}
        shapes={shapes}
        minWideWidth={358}
        labels
      />,
    );
    expect(html).toContain('<g data-layer="all">');
    expect(html).not.toContain('data-layer="phone"');
    expect(html.match(/href="\/a"/g)).toHaveLength(1);
  });
});
